Muž v oranžové čepici se dívá na něco na něco.
Cyklista běží na zelené trávě před bílým plotem.
Dívka v uniformě si dává pauzu s míčem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s dvěma lidmi v pozadí.
Lidé jsou na střeše.
Muž v tmavém oblečení a tmavém oblečení stojí kolem ženy v tmavém oblečení.
Skupina lidí stojí před davem lidí.
Chlapec v červeném dresu se pokouší chytit míček, zatímco se snaží chytit míček.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka si užívá venku a užívá den.
Muži si hrají s míčem, jeden z nich hraje s míčem v ruce.
Žena drží jídlo v kuchyni.
Muž sedí u stolu u stolu.
Tři lidé sedí v pozadí.
Dívka v džínových šatech jde po kladině.
Blonďatá muž drží ruce s rukama v písku.
Žena v šedém svetru a šedé svetru stojí v obchodě.
Člověk v pruhovaném triku leze na horu.
Dva muži, kteří se dívají na ně dívají.
Lidé stojí venku před budovou.
Dítě hraje na hřišti na hřišti.
Žena dělá na trampolíně na trampolíně.
Muž stojí u stolu v baru.
Žena používá muže, zatímco jiný muž fotí.
Žena v růžovém svetru a růžové svetru čistí u stolu s nápisem.
Muž krájí svůj stromy.
Skupina asijských chlapců čeká na maso nad maso.
Ženy v tradičním oblečení jsou v tradičním oblečení.
Jeden muž drží hlavu, zatímco jiný muž se připravuje na hlavě.
Šest lidí jede na horském kole skrz les.
Dvě blonďaté dívky sedí na náměstí v přeplněném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikového stolu u piknikového stolu.
Mladí chlapci stojí na molu v plavkách.
Stará žena si prohlíží na ulici, zatímco si prohlíží tašku.
Tmavovlasá žena si hraje na hřišti.
Otec v uniformě se dívá z plotu, zatímco se na kameru.
Mladá žena se dívá na fotku.
Muž bez trička v šortkách stojí na kamenech.
Dívka v bezpečnostní vestě má na vodě.
Muž v modré uniformě a modré uniformě stojí před autem.
Lidé sedí v vlaku.
Dítě se houpe ve vzduchu s rukama v lese.
Muž v červeném triku, který má na sobě červenou košili.
Dva muži v plavkách skáčou do vzduchu na pláži.
Batole vaří s druhým mužem.
Otec a dvě děti dělají venku na trávě a dva děti na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje s červeným míčem na pláži.
Lidé jdou po chodníku vedle obchodu obchodu.
Pohled vysoko vysoko, zatímco se připravuje na wakeboardu.
Velká skupina lidí mluví na ulici.
Muž na kameni jde do vody.
Žena v džínách jde kolem muže s brýlemi, která se slunečními brýlemi.
Muž v růžovém triku a růžovém triku sedí ve vzduchu.
Pouliční auto na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žlutých kalhotách zvedá ruce.
Dva muži v kloboucích a kloboucích jdou poblíž vodní plochy.
Fotbalový tým dělá na židlích.
Chlapec si hraje s hračkami, zatímco dívka se dívá.
Dav lidí je na veřejném veřejném parku.
Muž sedí na lavičce a dívá se na vodu.
Chlapec a malý chlapec si hrají na hřišti.
Žena v černé bundě sedí na lavičce, zatímco se dívá.
Hnědý pes stojí na pláži.
Žena sedí s košíkem, obklopena lidmi.
Muž griluje na dvorku.
Žena zpívá s dítětem v klubu.
Basketbalista hraje na kytaru na červeném kytaru.
Dítě sedí na židli a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Postarší žena s modrou kytaru hraje na housle a dívá se na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby se připravena.
Tři přáteli v metru hrají v metru.
Hnědý pes jde s hnědým psem v trávě.
Lidé sedí venku v trávě a dávají si na trávě.
Muž sedí venku v dáli a tři ženy, zatímco žena v dáli.
Dva mladí chlapci prodává ovoce na kole.
Muž v černém triku a džínech hraje na bubny.
Mladá žena maluje na zdi.
Dvě ženy předvádí skok, zatímco dvě ženy předvádí skoky.
Muž míchá v kuchyni.
Chlapec na wakeboardu je na jezeře.
Muž pracuje na náměstí.
Velká skupina lidí sedí venku a spolu spolu spolu.
Blonďatá žena pije z baru.
Malé dítě v modrém tričku a modrém tričku drží malé dítě.
Žena s růžovými vlasy mluví do růžového muže v růžovém.
Muž v obleku připravuje jídlo na dvou lidí.
Dívka přechází podél řeky, aby mohli.
Pracovník klečí vedle dvou žen s dvěma ženami.
Starší muž se dívá na svůj ruce a dívá.
Dítě v bílém oblečení předvádí trik.
Tři muži v oranžových vestách jsou venku venku.
Žena v růžové čepici nese dítě, zatímco muž v růžové čepici nese dítě.
Skupina dětí sedí v modrých židlích na židlích.
Mladý chlapec v uniformě brečí do fotbalového fotbal.
Šťastná žena připravuje jídlo v obchodě.
Dělník jede na staveništi.
Žena běží po dráze, aby chytil míček.
Muž v uniformě se prochází kolem muže v uniformě.
Skupina lidí lezoucí ve vzduchu.
Cyklista s modrou helmou se chystá na horu.
Muž dělá stojku na dřevěné sochy.
Dítě sedí u stolu a drží svého stolu.
Hnědý pes se směje do jezera.
Matka učí dvě malé chlapci velmilmilmi vodním dni.
Malé dítě jde vedle červené dítě.
Dívka sedí na kole s mužem, zatímco další dívka fotí.
Černý pes běží po vodě ve vodě.
Muž v bílém triku a modrých kalhotách kope dopředu.
Dva staří muži se účastní zeleninu.
Chlapec stojí v obchodě s rukama a rukama v obchodě.
Dva lidé jsou na oceánu při západu slunce.
Lidé stojí venku na přeplněné metra, které jsou venku.
Muž leze na zdi s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jedna kapely vystupují na pódiu.
Dítě v barevném oblečení se dívá na kameru.
Muž sedí vedle počítaču.
Tato žena má na sobě mačká a smějí se.
Lidé fotí v budově, jeden z nich fotí.
Čtyři psi s bílými psi skáčou přes zeď.
Žena s modrým trikem drží dítě.
Dva lidé sedí na pláži a rybaří ve vodě.
Stará žena pracuje u stánku.
Chlapec v popředí stojí na hřišti a dívají se přes hřiště.
Muž v modré bundě se dívá na rameno.
Tři hnědí psi skáčou na sobě má modrou bundu.
Chlapec visí z okna a prochází z okna.
Muž v šedém triku skáče přes písku.
Dítě v žlutém triku skáče dolů a skáče dolů.
Dělník ve žluté bundě pracuje na budově, aby chytil budovu.
Mladý muž, který si povídají v baru.
Několik lidí táhne knihy, zatímco táhne dárek na baru.
Muž jede po útesu přes oceánu.
Muž v černém jde ve sněhu.
Muž skáče pomocí míč.
Žena v kšiltovce a kšiltovce se usmívá před obchodem v obchodě.
Pět lidí jde po parku v parku.
Muž v zelené vestě a zelené vestě, který má na sobě žluté vestě.
Dítě s růžovými vlasy tančí na hlavě, na hlavě.
Pes sbírá něco na řece.
Muž se připravuje na slunečného dne.
Muž v červeném triku se chystá chystá chystá ku.
Mladá žena v bílém drží tenisovou raketou.
Kluk v červeném triku s červeným trikem skáče do písku.
Dospělý má na sobě bundu na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malého bílé sochy.
Šest dětí bez trika a dětí si hrají ve vodě.
Dva lidé jedou na kolech skrz hory.
Dívka skáče na chodníku poblíž domu.
Muž v oranžovém triku a oranžové helmě.
Malý chlapec si hraje s mnoha auty a dívá se.
Malá dívka fouká bubliny.
Žena v modrém předvádí dvě ženy před dvěma ženami.
Malá dívka se snaží na pohovce.
Hnědý a hnědý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Černý pes v černých kalhotách a černých kalhotách jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé čepici a černé čepici jde kolem obchodu.
Pes běží venku s žlutou hračkou.
Pes běží ve sněhu.
Rodina si hraje se svým psem na pláži.
Žena a dítě se objímají, zatímco se dívá.
Dva muži a žena stojí venku.
Skupina mužů používá vodní plochy, aby mohla z vody.
Muž pije z okna, zatímco čte knihu.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a modrých šortkách hraje fotbal.
Muž stojí na kamenném kamenném kopci a má ruce.
Pes pije venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na židli.
Malé dítě v zelených botách si hraje v louži.
Muž používá pilou pilu.
Muž sedí u piknikového stolu s jídlem a pijí pivo před ním.
Chlapec v černém triku a modrých džínách drží červený míč.
Vousatý muž v tmavé košili a brýlích sedí na trávě.
Pes běží po závodní dráze.
Muž s tmavými vlasy si dává pauzu na balkóně.
Dva hasiči se perou u sebe na sebe.
Toto skupina lidí stojí okolo nějaké akci.
Hnědý a hnědý pes honí hračku.
Muž s bílými vlasy hraje na akordeon.
Žena s hnědými vlasy sedí venku na lavičce.
Muž hraje na kole vedle flétnu.
Dvě děti balancuje na provazu a drží provazu.
Muž jede na motorce na dráze.
Mladá žena s fialovými hnědými vlasy si dává svůj svůj obličej na dřevěné dřevěné podlaze.
Žena v hnědém triku sedí na lavičce.
Pes jde po řece.
Mladý muž v bílém tričku a černých šortkách stojí na zeleno-bílých šortkách.
Skupina lidí jsou kolem deštníky.
Muž na kole svou ceduli na kole.
Muž hází s dvěma psy, zatímco dva psi sledují.
Skupina starších starších hraje na nástroje pod stanem.
Pohled na městské ulici.
Mladá žena drží bílého dne.
Dva lidé v modrých tričkách jsou venku s mnoha lidmi.
Černý pes se dívá do bazénu.
Kovboj jede na závodě na soutěži.
Cyklista pracuje na železniční trati.
Dělník v oranžové vestě používá sníh.
Dva dělníci pracují na stavbě, zatímco pracují.
Tři muži jdou po kopce.
Asijská žena v šatech pózuje na mostě vedle svého psa.
Mladý muž v kuchyni hraje na kytaru.
Tři chlapci si hrají s vodou a vodou.
Tři muži pracují na chodníku.
Lidé v lese vedle v lese.
Skupina lidí shromážděná v kostele.
Skupina mladých dospělých skáče v noci na kameru.
Dva muži, jeden v oranžovém kajaku, jeden z nich jede dolů.
Dva dělníci pracují na cihlové budovy do cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama.
Dva hasiči se dívají na hru, jak se na ně dívá.
Kuchař čeká na letišti a čeká na letišti.
Muž ve žlutém kabátě, který se dívá v parku.
Muž a chlapec na pláži.
Žena v černém je na lodi, která má na vodě.
Chlapec sedí na mikroskopu a dívá se z mikroskopu.
Bosá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Mladík v černém triku sedí, zatímco si hraje s nápisem "IIIIIIOOOOOOOOOOOOOOOOOO"""""""
Muž prodává zábradlí u zábradlí.
Dívka ve žlutém se směje, zatímco dívka se dívá na sobě má na sobě modré triko.
Pes skáče přes překážku.
Pes s černým obojkem a černým obojkem v listí.
Dva hnědí psi si hrají v popředí.
Muž s vousy a vousy drží za ním, který má za ním.
Muž, který má na sobě na sobě sobě oblečení, oblečení, je neže.
Muž v černém triku rybaří na pobřeží.
Dva psi jsou na sebe aby mohli.
Dva muži si povídají na chodníku u auta.
Muž sedí a čekají na zákazníky.
Pohled s mnoha auty za nimi za nimi.
Dvě ženy v tričkách jdou po levé ruce.
Malé dítě v oranžové vestě drží ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí, zatímco žena mluví.
Žena a dítě venku před dveřmi.
Muž a dvě černé se spolu spolu spolu spolu spolu spolu spolu spolu u svého plotu.
Dívka, která má na sobě přilby sedí na sobě kalhoty.
Hnědý pes běží nahoru.
Kluk pózuje s velkou velkou velkou vlajku v zeleném.
Plešatý muž kope do svého psa a jeho hnědého psa.
Dav na rušné ulici.
Žlutý pes běží na trati.
Muž v sandálech sedí na chodníku blízko nějaké tašky.
Muž a žena sedí na metu a povídají si.
Dítě se dívá do obchodu v obchodě.
Muž pije z rušného muže na rušném akci.
Chlapec se opírá o auta se opírá o květiny.
Žena v šatech mluví před dětmi.
Muž na svatebním dni.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu blízko velkého vody.
Velký černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena odpočívá na telefonu, zatímco je obklopená žena.
Několik mužů si hraje na pódiu s mnoha lidmi v pozadí.
Muž v oranžovém klobouku a oranžové kombinéze pomáhá svůj hadici.
Muž a dvě dívky jsou ve vodě, zatímco drží dvě dívky.
Muž v červeném triku se dívá na překážkové dráze.
Chlapec v červených plavkách a bílých plavkách plave v bazénu.
Asiatka si nechává vlasy.
Starší žena v růžovém triku a růžovém triku si hraje s dítětem.
Malý černý pes skáče přes tyč.
Hnědovlasý muž v zeleném triku hraje venku venku.
Muž mluví s telefonem na mobilu.
Skupina dětí sedí na modré lavici, zatímco jedí z nich jedí z nich jí.
Chlapec sedí v písku.
Malý pes si hraje na poli.
Lidé sedí venku v kruhu před velkou budovou.
Jeden pes skáče, zatímco jiný pes skáče na metu.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy, kteří mají bílých a dvě ženy.
Asiat vaří venku.
Hnědý pes se chystá chytit zelené frisbee.
Zatímco hraje hru.
Mladý chlapec stojí vedle písku.
Tři malé děti jdou skrz travnatém poli.
Muž dělá vozík na vozíku.
Muž jede na kole na horu.
Chlapec v modrém a modrých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě ve vzduchu.
Žena prodává ovoce na chodníku ovoce.
Dva týmy jsou fotbal na hřišti.
Dítě v modrém triku skáče z modré lavičce.
Fotbalový hráč v žlutém se připravuje na hřišti.
Skupina mladých lidí, kteří jsou ve městě.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli z posteli na posteli.
Dva lidé, jeden v modrých kostýmech a jeden v kostýmech stojí na silnici.
Muž v modrém triku běží, aby mohli na sobě má na sobě modré tričko.
Asiat pózuje na kameru.
Muž, který se zdá zdá, aby mohli.
Basketbalista se účastní hry během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva cyklisté se dívají, zatímco ostatní sledují.
Fotbalový tým v bílém a bílé na hřišti.
Malá dívka tlačí po travnatém poli.
Skupina asijských dětí v bílých tričkách a bílých košilích předvádí s davem.
Dítě jde po ulici a dívá se na kameru.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy v uniformách.
Několik hasičů, kde jsou venku, kde jsou z nichžžátátáta.
Cyklista skáče přes překážku.
Pár sedí na trávě a usmívá se na kameru.
Malé děti jedou na malé vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do fotbalového fotbalu na svého fotbalu.
Dva mladí muži závodí na hřišti aby chytil míč.
Lidé jdou po dlážděné dlážděném dlážděném náměstí.
Mladý chlapec v bílých kalhotách skáče z gauči.
Kluk v oranžovém triku z oranžovém triku je z nichže.
Žena v hnědé košili, džínách, džínách a modrých džínách drží u stromu pod stromem.
Tři lidé se usmívají a drží ceduli.
Policista stojí na ulici vedle auta.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit míč.
Mladý chlapec s modrou čepicí má hlavu.
Tmavovlasý muž sedí na akustickou kytaru a hraje na akustickou kytaru.
Muž jí s dítětem v klíně.
Africké dítě drží něco, které je na něco, které drží něco ví.
Žena s diváky, která je dav lidí.
Diváci v uniformě drží ovoce a muž v obleku, zatímco se dívají na ovoce.
Dav je na baru.
Dívka v zeleno-bílé auto jde kolem zeleného auta.
Muž používá stroj.
Člověk surfuje skrz vlně v oceánu.
Otec si prohlíží něco.
Nevěsta a nevěsta se líbají pod sebou.
Mladík stojí v pozadí, zatímco muž stojí v pozadí je muž v pozadí.
Černo-bílý pes skáče přes soutěži na soutěži.
Žena v svetru čte knihu.
Několik mužů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku leze na skále.
Dospívající chlapec je v kuchyni a jeho jeho jeho syna.
Lidé drží různé druhy na bubny.
Tři cyklisté jsou na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti stojí poblíž dvou žen, které jsou na kterém stojí vedle sebe.
Voják pózuje na kameru, zatímco vaří.
Mnoho lidí používá po ulici ve městě.
Muž skáče na kole svou kopec.
Malá dívka běží na pláži.
Bílý pes plave ve vodě.
Dva muži stojí u kovového auta, zatímco dva lidé stojí před nimi.
Žena v růžovém sukni drží dítě.
Fotbalový hráč ve žlutém dresu kope do žlutého míče.
Muž jde kolem velké cedule, která je napsáno napsáno "OOO".
Tři chlapci v zelených tričkách a zelených kalhotách pózují na skluzavce.
Muž tancuje mezi svým psem.
Bílý pes běží ve vodě.
Rodci jsou, kteří jsou seřazeny s členy.
Skupina dětí si spolu hrají na oploceném hřišti, zatímco se dívá.
Skupina žen spolu hrají na hudební nástroje.
Malá dívka ve fialových šatech leží na podlaze.
Muž s vousy si hraje s vousy.
Dva psi, černý pes a černý pes ve sněhu.
Muž v uniformě skáče, aby chytil míč.
Žena sedí venku s modrým domem, užívá si užívá do vzduchu.
Děti sedí v obleku a muž v obleku.
Šedý pes a bílý pes skáče přes písku.
Dav lidí shromážděna kolem vody v dešti.
Několik starších mužů, kteří jsou na rohu ulice.
Mladý pes se dívá na sněhu.
Hráč amerického fotbalu v dresu se hráčuje míč z fotbalového týmu.
Žena v černém triku se žlutými vlasy.
Čtyři Asiatka v šatech předvádí fotbalový míč.
Člověk hraje na nástroj.
Dívka v černém dresu běží po trávě s číslem číslem číslem číslem číslem po trávě.
Dítě, které má na sobě helmu, který má na sobě "OOOOOOO".
Starší muž a mladá dívka pracují na stavbě.
Mladý chlapec ve žlutém triku se žlutými vlasy.
Na ulici s mnoha lidmi a několika auty.
Muž jede na kole ve vzduchu.
Chlapec skáče s tenisovou raketou.
Děti sledují dva lidé.
Lidé jdou v pozadí s mnoha stromy v pozadí.
Malá dívka kope do černého míče.
Dva muži se snaží chytit vodu z vody na chodníku.
Dva muži, kteří tančí s davem.
Žena stojí na pódiu a ukazuje něco na něco.
Žena leží na gauči a směje se.
Žena v bílém a bílé se připravuje na zemi.
Kůň skáče přes plot.
Tři psi si hrají s sebe na poli.
Dvě malé děti jsou na písku.
Mladý chlapec si hraje ve vzduchu, zatímco se směje.
Tři lidé stojí venku s dvěma psy.
Zatímco se pokouší na sobě má na sobě chátátátky.
Dívka, která má na sobě triko má na sobě tlamě.
Skupina hasičů stojí ve vodě.
Muž stojí na městské ulici.
Rodina se snaží jídlo svou jídlo ve své jídlo.
Dva muži jedou na kolečkových bruslích skrz svého kopce.
Dva lidé stojí na hoře.
Mladá dívka si užívá ve sněhu.
Tři muži se usmívají na kameru a usmívá se na kameru.
Člověk píše na tabuli ve třídě.
Muž v černém triku sedí u stolu před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče na skateboardu ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem s červeným obojkem si čistí zuby.
Chlapec si užívá venku před slunečného dne.
Dělník v oranžovém obleku klečí dolů po kusu.
Muži v kloboucích stojí kolem rodeu.
Je tam dva psi jsou ve sněhu.
Postarší muž si dává pauzu od jídla.
Hnědý pes běží za žlutou hračkou.
Hráč v bílém dresu s míčem v bílém dresu.
Muž v bílém triku si hraje s bílým trikem, zatímco se dívá.
Černý pes se snaží přes plot.
Zatímco se ohýbá, aby si svou ruce.
Dva muži a dívka se smějí.
Dítě se opírá o žlutou vlajku, zatímco dítě se dívá.
Černý pes jde po sněhu na sněhu.
Mladá dívka stojí vedle žlutého pultu v kuchyni.
Dva děti si hrají na hřišti.
Baseballový hráč v zeleném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě má na sobě červené čepici a čepici drží ve sněhu.
Dva muži v oranžových bundách stojí venku s bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Bruneta s brýlemi drží dítě v červeném svetru a žluté mikině.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před davem lidí.
Žena hraje volejbal.
Dva psi bojují na prašné poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží klíně na klíně.
Muž se snaží snaží ottttttttt nalmilmilmilmilmilmi velmilmi osu.
Děti se připravují, aby mohli, aby mohli.
Cyklista se opírá o horské dráze.
Dva lidé a lidé jsou na vodítku.
Mladý chlapec se připravuje na kole svou kolo.
Kluk v červeném triku a černých šortkách přechází ulici.
Asijská rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží u stolu a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě právě v bílém triku právě právě.
Žena drží velkou ceduli, která drží velký talíř.
Dva psi, jeden běží s tenisovým míčkem v tlamě.
Dvě dospělí a dvě děti sedí na lavičce v parku.
Žena na travnatém poli je na travnatém poli.
Muž prodává jídlo, aby mohli lidí.
Skupina lidí se shromáždila na akordeon aby mohli na akordeon.
Muž sedí na lavičce aby si na svém lavičce.
Starý muž v metru leží v metru a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole, zatímco dělá trik na kole.
Muž je na pláži u písku.
Mnoho lidí jí u stolu v parku.
Dvě ženy jsou na nějakých stromu.
Kovboj se snaží na rodeu, aby se pokoušíttt na rodeu.
Pes skáče přes překážku.
Stará žena s dlouhými vlasy leží v růžovém triku s dlouhými vlasy v růžovém triku.
Muž si hraje na kole.
Dvě dívky v sukních tančí před nějaké ulici.
Pes nese žluté klacek u vody.
Dívka v svetru si prohlíží slunce.
Cyklista je na skále.
Tři ženy v jasně jasně jasně jasně zářivě barevném oblečení drží skovky.
Hnědý pes kope do špinavého psa.
Mladý chlapec v pruhovaném triku a bílé košili drží tenisovou raketou.
Dva psi běží z lese z lese.
Dívka si hraje v kašně.
Tři mladí mladíci stojí a poslouchá hudbu.
Dva turisté, kteří stojí u kamenné cestě.
Tři hráči se připravují na zemi.
Dva chlapci přechází ulici, zatímco kope fotbalový míč.
Muž drží ruku s mužem.
Bílý pes na hoře, který se chystá na něco z pozadí.
Chlapec jede na skateboardu na skateboardu.
Tmavovlasý muž hraje na piano.
Tři atleti stojí na pódiu a drží na pódiu.
Dva mladíci v červených šatech jsou v červených šatech.
Mladý chlapec visí na dětském oblečení.
Malá dívka v růžovém drží v baru.
Muž v zeleném skáče na motorce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě malé dívky, jedna v helmě, jedna v pozadí se objímají na kole.
Dva psi běží přes sněhu.
Žena stojí na zeleném poli a drží hnědého psa.
Pohled u venkovního stolu na venkovním trhu.
Dva lidé sedí u stolu a opírá o zeď.
Dva muži se usmívají s mnoha lidmi.
Dítě leží na hnědém gauči a směje se.
Muž a žena sedí a s rukama.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde svou ruku v ruce.
Dva lidé jsou na jezeře.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jedna v růžovém a jedna v růžovém závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě hromadě.
Skupina lidí dělá triky na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži.
Několik mužů stojí kolem auta.
Dva muži pracují pod bílým autem.
Děti skáčou z bazénu do bazénu.
Muž na kraji zdi se chystá na zdi.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech.
Pohled na hromadě hromadě hromady.
Gymnasta oblečený v červeném a červeno---červeném oblečení je na svouvouvouvou chy.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži jsou ve stánku s jídlem.
Malá dívka v bílých šatech si hraje s žlutou budovou.
Malé dítě spí na posteli s dítětem v posteli.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle červeného červeného červeného červeného červeného červeného budovy.
Žena má na sobě čepici.
Žena používá velkou kusu, aby mohli na poli.
Muž vystupuje před dvěma ženami v pozadí.
Muž ve formálním oděvu hraje na chodníku na chodníku.
Starší muž sedí na židli a jí jídlo.
Žena v bílém triku pracuje za stolem v kavárně.
Muž v oblečení stojí na zádech s nákladního auta.
Dvě děti se dívají skrz plot.
Pohled na okně, kde je nějaký druhy.
Žena v jasně růžovém svetru stojí venku, zatímco na sobě má na sobě růžovou obličej stojí před ním.
Kovboj se nechává svou ruku.
Muž ve žlutém triku a modré košili mluví.
Tři děti sedí na gauči s dětmi v pozadí.
Dívka v červeném triku skáče aby chytil míček.
Muž pózuje se zelenými kamerou.
Muž se usmívá, zatímco jiný člověk se v restauraci.
Muž táhne vozík s mnoha auty.
Muž v černé bundě hraje na veřejném prostranství.
Skupina vystupuje v průvodu.
Muž stojí na útesu s výhledem na útesu.
Policista sleduje muže z autobuse.
Dva muži středního věku ve středním věku sledují na parkovišti.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu spolu.
Mladá dáma dělá triky na pláži.
Velký dav lidí stojí v parku a hrají na hudební nástroje.
Muž s čepicí, který má balónem.
Muž griluje maso na venkovní akci.
Dva muži prodává ovoce na trhu.
Žena v bílých bikinách dává pivo do muže v bílém bikinách.
Chlapec ve slunečních brýlích běží za sebou.
Usmívající se drží ruku, co se opírá o plot.
Muž v kostkované košili ukazuje z černé triko.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném dresu a bílé uniformě stojí na hřišti s fotbalovým míčem.
Lidé skáčou přes provazu na provazu.
Lidé, kteří se dívají na něco kolem sebe.
Lidé na velkém okna před velkým oknem.
Cyklista pracuje na rušném rušném poli.
Muž v rukavicích nese na poli.
Pouliční umělec fotí v kavárně.
Žena drží na akci a drží ceduli.
Žena sedí v restauraci s dvěma dvěma dětmi a dvěma dětmi.
Žena sedí u cihlové zdi.
Tři mladé ženy sedí na židlích, zatímco další ženy sedí na červených židlích.
Žena v modrém triku jde.
Šest dětí, dětí, které sedí na dětském stroji a píše.
Hnědý pes si hraje s klackem na pobřeží.
Dva psi si hrají s míčem, třetí třetího psa.
Dítě se usmívá na motorce.
Mnoho lidí jsou shromážděni kolem velkého velkého stolu.
Tady je shromážděna na nějaké akci.
Pět turistů jsou v dešti po dešti.
Žena v modré helmě a modrých kalhotách jede na motorce.
Několik mužů v uniformách předvádí umění, zatímco muž v uniformách.
Mladý muž a žena oblečená v kostýmu jsou v pozadí.
Muž v uniformě a uniformě jde po ulici s dvěma auty.
Mladá žena leze po skále.
Starší muž v modré bundě pracuje na silnici.
Lidé se dívá přes kus papíru na stole.
Muž zpívá do mikrofonu a zpívá do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci si baví u trati.
Muž v černé zástěře a bílé čepici stojí u stolu, který má na sobě bílé čepici.
Skupina lidí hraje na předmětu.
Malá dívka v modrém oblečení leze na městské ulici.
Skupina mužů sedí za zelenými ovoce a povídají si.
Muž v žlutém oblečení stojí pod mikrofonem pod mikrofonem.
Hnědý pes s hnědým psem v tlamě.
Muž se dívá blízko svého umění, jak se dívá na svého umění.
Žena s brýlemi a žena pijí do telefonu.
Dítě v červené bundě leží na sněhu, zatímco vedle červené bundě.
Žena sedí vedle svého psa v parku vedle ní.
Tři muži stojí na pódiu a jeden drží kytaru.
Žena, která se nechává omátátá omátátátátátáta.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi se žlutým míčem.
Muž s vousy a vousy sedí na lavičce v parku.
Asiatka stojí v lese svých pozadí.
Mladá dívka se snaží chytit zuby.
Asiat sedí ve žlutém restauraci s žlutým restauraci.
Dívka jí u stolu, zatímco sedí na stoličce.
Šedovlasý muž v šedých rukavicích jde po trávě.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou, zatímco žena jede na ramenou.
Rodina jde po chodníku s vodou, zatímco muž sedí na chodníku.
Žena sedí na obchodem v obchodě.
Muž v růžové bundě a růžové bundě se sluchátky sluchátky.
Mladý muž hází fotbalový míč.
Muž a dívka jdou po chodníku po chodníku.
Žena s růžovými vlasy drží růžovou bundu na chodníku.
Muž v obleku drží tašku a jde po chodníku vedle autobusu.
Muž skáče s horami v pozadí.
Člověk v červené bundě s červenými kalhotách drží v ruce.
Žena sedí na počítači a dává si na počítači.
Muž v bílé zástěře vaří venku na něco před ženou v hnědé bundě.
Žena s čepicí a batohem čeká na přechodu na přechodu.
Skupina mužů jde po ulici.
Velká skupina lidí vedle cesty s mnoha lidmi.
Skupina lidí v černém stojí na molu poblíž dlouhé budovy.
Muž nese pivo a nese pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s tmavými vlasy a tmavými vlasy stojí venku.
Mladá dívka v růžovém triku běží k pláži směrem k oceánu.
Skateboardista v černém triku a džínech jede na skateboardu ve městě.
Muž v bundě fotí velkou velkou budovou.
Lidé na kolečkových bruslích.
Tento rodina fotí po rušné ulici v rušném městě.
Skupina lidí jde po ulici.
Několik lidí s hnědými brýlemi, který má na sobě sluneční brýle a sluneční brýle blízko své ruce.
Nějací lidé u okna poblíž okna.
Tento hráč v modrém helmě a modrém dresu právě právě právě právě právě právě právě právě právě právě právě na míč.
Žena v kožené bundě se připravuje, aby mohli v metru.
Nějací lidé sedí na lavičkách před stromy.
Muž v obleku sedí v autobuse.
Asijský muž s tmavými tmavými barevnými rukavicemi a bílými korátem je obklopená ohátátátá ohátátátátátá o ohátátátátá
Mladá žena jí a pijí něco.
Muž v obleku a klobouku hraje na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí kolem svého auta, aby se do kamery.
Muž používá obličej, aby mohli.
Šťastný skupina lidí sedí u dav a hraje u dav.
Dva mladí muži jedou na koni na malé malém koni.
Žena v šatech jde po ulici.
Pouliční umělec v obchodě, který si nechává svouvouvou pítkou aby si nechávátku.
Muž ve slunečních brýlích se slunečními brýlemi a slunečními brýlemi na zemi.
Dítě si hraje s bílými hračkami a bílými hračkami.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco něco v tlamě.
Skupina lidí sedí venku okolo malého stolu.
Muž jede na kole na rampě.
Žena v černém tílku a černém tílku se dívá do vzduchu u západu slunce.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými vlasy s dlouhými vlasy s dlouhýmii vlasy na dídě.
Muž jede na skateboardu, zatímco jiný muž sleduje z chodníku.
Muž v černé bundě stojí před obchodem.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými vlasy a bílými vlasy leží na trávě.
Mladá žena v zelených uniformách předvádí fotbalový míč.
Žena na veřejném veřejném veřejném prostranství za ní.
Muž se směje, zatímco ho ho ho ho ho v pozadí.
Skupina mužů stojí na hřišti.
Pohled na rušném dni pro slunečného dne.
Muž v puse kouří cigaretu s jídlem.
Dva plavci se smějí z nich.
Lidé, kteří sedí na lavičce ve městě s mnoha lidmi a baví se na náměstí.
Stavební dělníci jsou s kbelíkem.
Muž bez trička v černých šortkách stojí na břehu vodní plochy.
Policista se dívá z okna, zatímco se dívá.
Lidé, jeden muž v modrém triku a druhý v modrém triku si hrají svých bazénu, zatímco druhý muž v bazénu.
Lidé stojí před vodou u vody.
Žena se dívá na ženu s rukama.
Muž středního věku ve středním věku v bílých šortkách a bílých šortkách se dívá na silnici.
Dva muži oblečené v tmavém oblečení a oranžových sandálech stojí u velkého velkého domu.
Dva lidé jsou ve své lodi.
Muž a žena stojí na ulici ve městě.
Chodci v metru z stanici metra.
Čtyři muži, kteří mají na sobě modré čepici, sedí na sobě zelené čepici a zelené čepici.
Toto skupina lidí sedí venku na lavičkách venku.
Muž v červeném triku a bílé košili jde kolem bílého stánku s jídlem.
Pohled na nějakých bruslích.
Starší muž v puse a čepici si zakrývá do objektivu.
Malé dítě si hraje na housle před kapelou.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na městském městě v noci.
Dva cyklisté v ochranném oblečení, jeden v ochranném oblečení a druhý v ochranném oblečení se dívá na motorce.
Několik mužů oblečených v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží na chodníku před cihlovou budovou.
Dva cyklisté lezou po hoře.
Dítě leží na zemi vedle sebe.
Muž a žena se chystá chystá k ženě.
Spousta lidí se dívá na trhu.
Dva mladí muži hrají na pódiu.
Tmavovlasý muž si dává pivo do pusy.
Dva lidé stojí venku vedle sebe automobily.
Čtyři lidé jedou na kole poblíž rušné ulici.
Žena v růžovém triku a brýlích.
Žena v červeném triku svou ruku kolem davu.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohledu na pláži.
Několik dělníků v oranžových vestách s oranžových vestách do země.
Člověk stojí před budovou.
Stavební dělníci se opírá o zeď.
Muž jede na koni s dvěma muži za ním.
Asijský muž jde po ulici.
Dva muži pózují na fotku.
Žena s tmavými vlasy píše v neonově.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese malé dítě na zádech.
Skupina lidí sedí v židlích.
Člověk stojí na ulici před své věci.
Postarší člověk v červené košili a černých kalhotách se krčí přes betonové betonové betonové betonové betonovém chodníku.
Černý a hnědý pes s hnědým psem.
Muž v černé vestě drží vlajku.
Muž v poli s na poli.
Muž v obleku a žena v obleku čeká na kolečkových bruslích.
Dítě jde po chodníku s vlajkami.
Černý pes běží s zelenou hračkou na trávě.
Otec se připravuje na svůj svůj prsty.
Pes se chystá na trávě aby chytil míč.
Skupina studentů sedí aby mohli.
Lidé jedou po ulici v noci.
Velká muž a šedé jede na kole.
Muž v oranžovém triku a malý chlapec v oranžovém triku jede na kolečkových bruslích.
Mladý muž a mladá žena poblíž kovové kovové kovového kovového kovového kovového stolu.
Červená loď s červenými a modrou lodi na molu.
Muž v černé čepici fotí rušné ulici.
Muž stojí na rušné ulici s hlavou a dívá se na hlavě.
Žena v černých šatech má na ramenou.
Skupina lidí na ulici.
Cyklista je na špinavé špinavém poli.
Tři lidé jdou po cestě a jedna žena se dívá na kameru.
Několik mužů v černém oblečení, kteří mají na stanici stanici stanici.
Žena v červeném sukni jde po ulici s stromy v pozadí.
Gymnastka v růžovém oblečení a růžovém oblečení předvádí předvádí skovi.
Lidé v bílých šatech sedí na kraji fontány a dívá se do fontány.
Muž sedí na lavičce pod velkým stromem.
Tři muži v bílých kalhotách, bílých kalhotách, bílých kalhotách a bílých kalhotách drží bílé vlajky.
Lidé pracují na umění.
Několik asijskýchodů s bílými vlasy a bílými vlasy.
Tito lidé lezou po schodech, aby chytil horu.
Malé dítě v modrém oblečení se dívá do dáli.
Lidé se dívají na ženu v obchodě.
Muž s kloboukem si hraje na ulici.
Chlapec stojí s třemi dětmi.
Usmívající se muž v brýlích drží svého chlapce před svým brýlemi.
Čtyři muži se dívají na mostě.
Žena v modrém si užívá vodu před modrou vodou.
Dospělý běží za ním, který běží za ním.
Pět turistů a s jídlem v městském městě.
Plešatý muž se opírá o o osy.
Policista čeká na kole, aby čeká na svém kole.
Skupina mužů sedí okolo stolu.
Skupina starších lidí se baví v parku.
Žena se baví venku, zatímco mluví do slunečného dne.
Mladý muž, který má na sobě černé tričko a bílé tričko.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí se dvěma dětmi.
Tři dívky se smějí na fotku.
Žena v černé bundě a s brýlemi sedí na lavičce a dívá se na lavičce.
Dlouhovlasý muž pije vodu z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku středního věku s brýlemi a brýlemi drží dítě.
Mladý chlapec v červené čepici jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží sníh na pláži.
Starý muž v klobouku a klobouku spí na gauči.
Dva chlapci, kteří jsou oblečeni v oblečení a dívají se na fotku.
Mladý pár sedí na chodníku a relaxuje.
Mladík v triku a kravatě se objímají dolů dolů po ceduli.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a černém triku se dívá dolů, zatímco ostatní lidé se dívají.
Muž jde před barevné zdi.
Mladý muž jde s třemi třemi vlasy, zatímco tři dívky prochází kolem tři dívky.
Muž balancuje v kavárně u stromu.
Pět lidí jde kolem hnědé sukni a žena v hnědém sukni.
Skupina lidí na venkovním trhu prodává ovoce.
Dva chlapci se baví u venkovního venkovního stánku s mnoha lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na kole před dvěma lidmi, který jede na zádech.
Muž v modré košili čte noviny.
Chlapec v zeleném triku drží knihu a knihu.
Dvě děti sedí u boku, zatímco jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jedou na kolech.
Muž, který sedí na kole a táhne na hlavě.
Muž na kole, který je na kole.
Mladý muž v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích a oblecích pod deštníkem.
Starý muž v bílém triku jede na špinavé ulici.
Jeden muž se snaží chytit provazu.
Kovboj se pokouší chytit míček, zatímco se pokouší chytit míček.
Dva cyklisté v helmách jedou kolem prázdném poli.
Muž se opírá o tašku a něco o něco.
Muž jede na vozíku v parku vedle v parku.
Člověk se dívá na kameru a dívá do objektivu.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívá se na chodníku.
Několik lidí v modré sukni a jeden v černém sukni.
Žena a bílý pes sedí na pláži blízko bílého psa.
Dvě ženy jdou venku před velkou budovou.
Skupina mužů v bílých tričkách a bílých košilích stojí na silnici.
Žena v černém a černém nese tašku na chodníku.
Skupina mužů sedí okolo stolu a baví se.
Pohled na kraji budovy.
Asiat v rukavicích pracuje jídlo na jídlo.
Žena sedí u stolu, zatímco pracuje na počítači.
Člověk se dívá na počítači a dívá na počítači.
Muž sedí na židli a dívá se na židli.
Dva lidé v kloboucích stojí na poli aby se na poli.
Nějací lidé skáče přes překážku v baru.
Muž v klobouku a klobouku sedí na koni, zatímco diváci stojí na koni.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal, zatímco další děti v pozadí stojí na hřišti.
Mladé dítě s dítětem, která drží obličej.
Muž s brýlemi se dívá na kameru, zatímco další muž v modré košili dívá na něco dívá.
Dva lidé sedí pod stromem pod stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco jiný chlapec sleduje.
Dva muži vaří v kuchyni.
Mladá dívka v šedé kombinéze lyžuje na zasněžené hoře.
Skupina žen jsou shromážděná shromážděná ve třídě.
Muž a žena s rukavicemi jsou skrz mikroskopu.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci na rušné ulici blízko plotu.
Mladý muž jede na skateboardu za slunečného dne.
Na cestě dva muži a dva muži na venkovním trhu.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje svůj svůj foťák.
Malý chlapec skáče z jezera do jezera.
Žena s zelenými vlasy, která se dívá nalmilmilmilmilmilmilmilmilmilmilmilmilmilmilmi velmi skovu.
Muž v oranžové bundě a modré bundě leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje ve vodě.
Dítě jede na kole na kole s graffiti.
Gymnasta je na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičním tradičních šatech stojí vedle svého muže, zatímco vypadá jako jako jako jako v tradičním oblečení vedle ní.
Dvě děti si hrají na kole.
Dva muži hrají fotbal na hřišti.
Muž skáče na zemi a pózuje na zemi.
Dívka fotí z fontány z fontány.
Pohled na vodní vodní plochy.
Muž v kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž pózuje na lešení před budovou a usmívá se.
Dvě dívky v šortkách drží v bazénu.
Čtyři děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kolech, co vypadá že vypadá jako jako jako jako to to to tom, co vypadá jako jako jako jako jako tom.
Mladý chlapec, který má na sobě čepici a čepici, v kuchyni.
Tento klauna je ve třídě.
Usmívající se usmívá na dřevěné lodi.
Cyklista pracuje na špinavé špinavé cestě.
Žena v červeném triku jede na koni, která je na koni.
Žena sedí na kameni s velkým stromy v pozadí.
Tři muži, kteří mají na sobě sluneční brýle a slunečních brýlích se slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti, chlapec ve žlutém tričku a dívka v bílém triku se houpe ve žlutém tričku.
Muž hází síť do sítě.
Muž v šedém triku a modrých džínách stojí na trati s bílými budovou v pozadí.
Dva dělníci leží přes kovovou kovovou kovovou kovovou kovovou.
Je tam kapela v modrém hraje na pódiu s kapelou.
Pouliční umělec s mikrofonem hraje na bubny, zatímco zpívá do mikrofonu.
Zatímco muž prodává věci ze svého vozíku.
Muž s vousy jde po ulici.
Žena, která má na sobě bílé tričko pracuje na stroj.
Dívka v masce jede na chodníku skrz zalidněném chodníku.
Dvě starší dívky, jedna v černém a jedna v černém, jeden v černém a druhý v bílém a druhý v černém předvádí míč před míčem.
Několik žen předvádí před budovou.
Plešatý muž jde po chodníku, zatímco mluví po telefonu.
Žena si hraje s dítětem v kostýmu.
Skupina mladých mladých mužů hraje na hudební nástroje na hudební nástroje.
Dívka s přilbou a bezpečnostním vybavení.
Malé auto je na vlakovém nádraží, které je za ním aby za ním.
Dva policisté zpívají a hrají na pódiu.
Dívka v bílém tričku a modrých šortkách stojí na skále do vody.
Dva muži hrají na kytaru před velkou velkou kytaru.
Velká skupina lidí tančí před domem, zatímco ostatní tančí.
Žena a hnědý pes prodává venku na schodech před budovou.
Žena a dva muži jsou dva muži, kteří jsou oblečeni a baví se.
Skupina mužů v černých bundách a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu hraje fotbal s míčem na fotbalovém hřišti.
Muž prodává ovoce na akci.
Dva muži hrají hru z černého týmu v zeleného týmu.
Děti závodí, aby chytil míč.
Člověk v modré mikině hází míč na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží telefonu.
Dáma v modrém běží maraton.
Tato kapela se připravuje na kostele před publikem.
Baseballový hráč se snaží pokoušíttt, když se pokouší za ním.
Dva fotbalisté jsou na horské cestě, zatímco se dívá.
Muži hrají fotbal na hřišti.
Baseballový hráč v bílém dresu se hráč v červeném dresu, zatímco hráč v červeném se snaží směrem k ním.
Lidé jdou po městském městě ve městě.
Dva cyklisté, jeden z nich jede po závodní dráze, zatímco jeden z nich sledují.
Fotbalista v bílém dresu drží fotbalový míč.
Mladý chlapec se dívá na malé předmět, zatímco se dívá do předmět.
Žena a dítě jdou po ulici.
Fotbalový tým si hraje s hokejem, zatímco se dívají.
Tři ženy skáčou na trávě.
Asijský chlapec v červeném triku a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž se baví, aby se na ženu, aby se podívali.
Mladý chlapec v zeleném triku leží na posteli.
Cyklista jede na kole aby mohli na pozadí.
Žena má na sobě barevném oblečení v zasněžené oblasti.
Čtyři dívky a jedna žena se učí, aby se na nějaké nějaké nějaké nějaké nějaké druhy.
Muž v černém a černé se snaží snaží chytit koně.
Muž v modrém triku ukazuje na něj žena v modrém triku.
Žena s červenými vlasy je ve vodě.
Dva mladí chlapci pózují pro fotku s ženou.
Čtyři dospělí se dívají, zatímco dva dospělí sledují.
Muž s červeným kloboukem ukazuje na červené pohovce.
Skupina lidí mluví u stolů.
Dva cyklisté, jeden v modrém a druhý v modrém závodí na koni a druhý v pozadí.
Dva závodní auto před dvěma auty v pozadí.
Velká muž běží na rodeu, zatímco jeho jeho jeho jeho jeho jeho jeho jeho rodeu.
Muž bez trička jde směrem k žlutém kajaku.
Kluk si dává pauzu, zatímco ho ho holuba.
Dva týmy hrají fotbal v písku.
Dítě v modré a modré stojí u betonové zdi.
Žena balancuje na hádě.
Lidé jdou po rušné ulici v noci.
Nadhazovač hází míč, který hází míč.
Dva muži, jeden v černém a jeden v černém, hrají volejbal.
Muž stojí v lodi a drží síť.
Surfař, který se snaží chytit vlnu, zatímco se snaží chytit vlnu.
Hasiči připravují v labu.
Fotbalisté skáče do vzduchu s míčem.
Dva chlapci hrají fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem k dvěma dvěma psy.
Skateboardista jede na betonové zdi blízko betonové zdi.
Lidé hrají hru v bazénu.
Muž se líbá, aby mohli.
Mladý muž fotí knihu, který si čte knihu.
Mladý muž v modrém triku jede na skateboardu v městské oblasti.
Asijský muž sedí na železniční trati s mnoha.
Muž oblečený v uniformě, který má na sobě klobouk, sedí a dívá se do vody.
Dva cyklisté jedou na závodní dráze.
Muž v černo-bílých dresu se připravuje z bílého dne.
Dva lidé leží na travnatém travnatém trávě.
Mladé dítě v zelené čepici jí v zeleném kabátu.
Fotbalový tým běží aby chytil míč.
Muž v černé bundě a bílé bundě hraje na kytaru s kytarou v pozadí.
Muž skáče přes překážku z býka.
Žena v modrém triku a modrých šortkách hraje tenis.
Muž hraje na koncertě v pozadí.
Muž nese velkou velkou kovovou kovovou věc přes rameno.
Žena hází frisbee s hnědým psem, aby chytil míček.
Jsou tam muž, který se dívá z dřevěného dřevěného dřevěného dřevěného psa, zatímco jiní z dřevěného psa.
Dvě dívky jdou u fontány u fontány.
Usmívající se dítě v triku pózuje s rukama.
Dva muži, jeden v bílém, jeden má na sobě modré a druhý v modré, zápasí.
Žena v červeném bikinách skáče na pláži aby chytil míč.
Blonďatá dívka, která má na sobě pruhované pruhované pruhované pruhované triko.
Žena ve žlutém zástěře fotí z velkého velkého žluté zástěře.
Dvě děti používají na kamenném mostě.
Dvě ženy jedou po městské ulici ve velkém městě, která vypadá vypadá jako v městské oblasti.
Dva chlapci před šicím stroji.
Cyklista v černém jede na kole po prašné cestě.
Žena s tetováním maluje obrázek muže, která fotí.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Fotbalový tým se ohýbá, zatímco ostatní sledují.
Čtyři fotbalisté jsou v černém, zatímco hráč v dešti.
Na zahradě je dvěma dvěma dvěma psy.
Basketbalista v bílém dresu balancuje na basketbalovém hřišti s míčem v černém dresu.
Muž mluví venku na telefonu.
Fotbalový hráč se dívá na basketbalovém hřišti.
Cyklista jede na horském závodě v lese.
Fotbalový hráč v červeném dresu a druhý v červeném dresu se snaží chytit míč od míč.
Chlapec skáče ve vzduchu a skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku blízko sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě baseballovou bundu drží vlajku před ním.
Šest mužů sedí na travnatém poli.
Hnědý pes sbírá kamenného psa z kamenného kopce.
Tento muž oblečený ve žlutém drží žlutou koně v hnědém koni.
Muž v bílé zástěře a bílé zástěře se natahuje nahoru.
Žena používá venku, aby mohli venku.
Dva lidé závodí na ulici, dva lidé stojí okolo.
Asiatka jede na kole, zatímco žena jede na kole.
Nějací děti si hrají venku před dvěma stromy.
Starší muž hraje hru hru.
Dívka na pláži s horami v dálce.
