Muž v oranžové čepici se dívá na něco.
Lyžař běží po zelené trávě před bílým plotem.
Dívka v uniformách si dává pauzu s klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu se sněhem v pozadí.
Lidé opravuje střeše střeše.
Muž ve světle barevném oblečení zpívá a žena v tmavém oblečení, která má na sobě šaty.
Skupina lidí stojí před obchodem.
Chlapec v červeném dresu se snaží chytit míč, zatímco se snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a mladá si užívá pauzu venku.
Muži hrají volejbal, jeden hráč, jeden z nich má míč ve vzduchu.
Žena držící jídlo v kuchyni.
Muž sedí u stolu a používá svého stolu.
Tři lidé sedí v dešti.
Dívka v džínových šatech jde po cestě.
Blondýna drží ruce s mužem v písku.
Žena v šedém svetru a černém svetru stojí v obchodě.
Člověk v pruhovaném triku leze po hoře.
Dva muži zápasí, aby se na ně dívají.
Lidé stojí venku před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá na trampolíně na trampolíně.
Muž stojí u hru v baru.
Žena používá pivo, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu s různými.
Muž krájí nějakých stromy.
Skupina asijských chlapců čekají na maso, aby chytil maso.
Ženy v tradičním oblečení jsou v tradičním oblečení.
Jeden muž drží jiného muže, který se připravuje na hlavě aby se na obličeji.
Šest lidí jede na horském kole skrz hor.
Dvě blonďaté dívky sedí na římse v přeplněném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikového stolu před kamennou budovou.
Tři chlapci stojí na molu v plavkách.
Starší žena zvedá tašku, zatímco si prohlíží ryby na trhu.
Tmavovlasá žena hraje na harfu.
Otec, v uniformách se dívá na kameru za plotem.
Mladá žena se dívá na pizzu.
Muž bez trička v šortkách stojí na kamenech, zatímco stojí na nějakých kamenech.
Dívka v oranžových vestách plave ve vodě.
Muž v uniformě a modré košili stojí před autem.
Lidé sedí uvnitř vlaku.
Dítě se houpe s nohama ve vzduchu.
Muž v červeném triku kope do stánku.
Dva muži v plavkách skáče do vzduchu do vzduchu na pláži.
Batole vaří s jiným mužem.
Otec s dvěma dětmi a dvěma dětmi dělají na trávě a pracuje na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Jezdec na wakeboardu předvádí salto, zatímco se chystá chystá do vzduchu.
Velká skupina lidí myje ulici.
Muž na kolečkových bruslích jde do vody.
Žena v džínách jde kolem autobuse s ženou, která se slunečními brýlemi nad slunečními brýlemi.
Muž v růžovém triku sedí na trávě a je ve vzduchu.
Pohled na pláži.
Dva muži v černém městě ve městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a čepicích jdou blízko vodní plochy.
Skupina roztleskávaček dělá triky na židlích.
Chlapec si hraje s americkou vlajkou, zatímco dívka se dívá.
Dav lidí na nějaké veřejném veřejném prostranství.
Muž sedí na lavičce a drží psa.
Chlapec a mladší mladší chlapec si hrají na hřišti.
Žena v modré kožené bundě se dívá na lavičce, zatímco lidé sedí na lavičce a za ní prochází za ní.
Hnědý pes stojí na pláži.
Žena sedí s košíkem obklopena očima.
Muž griluje na dvorku.
Žena zpívá v klubu za ní.
Basketbalista hraje na červenou kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Tmavovlasá žena hraje na housle s ženou, zatímco žena se dívá na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby se chystá se zamoll.
Tři muži v metru si hrají v metru.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí v trávě venku venku a dává si pauzu.
Muž bez trička se dívá z dálky, zatímco tři žena jdou kolem obchodu.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém triku, džínách a džínách hraje na bubny.
Mladá žena maluje obrázek ženy na zdi.
Dvě ženy předvádí skok vysoko vysoko, které je obklopena ženami.
Muž míchá těsto v kuchyni v kuchyni.
Chlapec se natahuje na jezeře.
Muž pracuje v rohlíku.
Velká skupina lidí, kteří jsou různé druhy a sedí venku.
Blonďatá žena během baru.
Malé dítě v modrém tričku a bílém tričku drží žlutou žlutou žlutou vlajkou.
Žena s růžovými vlasy oblečená v černém mluví.
Muž v koženém obleku připravuje jídlo pro dva lidé.
Dívka na řece skáče přes řeku.
Pracovník bez trika klečí vedle dvou žen.
Starší muž otevírá svůj ruce a dívá se.
Dítě v bílém oblečení cvičí do mikrofonu.
Tři muži v barevných vestách jsou venku.
Žena fotí dítě v růžovém klobouku, zatímco muž má na sobě růžové čepici nese.
Skupina asijských dětí sedí u modrých židlích v modrých židlích.
Mladý chlapec v uniformě brečí do svého míče.
Šťastná žena připravuje jídlo v kavárně.
Stavební dělník jede na stavbě.
Žena běží po odpalu do vzduchu aby chytil míček.
Muž v uniformě pracuje kolem další člověk.
Skupina lidí leze ve třídě.
Cyklista se chystá po hoře s modrým helmou na modré helmě.
Muž dělá stojku na vrchu sochy.
Dítě sedí u stolu a drží papír.
Hnědý pes se brodí do jezera.
Matka učí dva mladí chlapci, aby mohl z kamenité vody do vody.
Malé dítě jde vedle červeného budovy.
Dívka sedí na kole a mladší mladší chlapec, zatímco další chlapec fotí.
Černý pes dává míč ve vodě.
Muž v bílých kalhotách a modré košili kope do žluté tašku.
Dva Indi se účastní zboží.
Chlapec v kostýmu svých rukou a rukou stojí na své ruce v obchodě.
Dva lidé pádlují na kánoi během oceánu.
Lidé stojí na přeplněné metra a jsou venku skrz okna.
Muž jede na zdi s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jeden kapela vystupují na malém pódiu.
Dítě v obleku se dívá na kameru.
Muž sedí vedle počítači.
Tato žena má na sobě šortky a směje se.
Lidé uvnitř budovy, jeden z nich je fotí.
Čtyři psi s bílými náhubkem skáče přes červenou zdi.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži ve vodě.
Stará žena pracuje na tkalcovském stroji.
Chlapec stojí v popředí a dívá se z hřiště.
Muž v modré bundě tlačí mladého chlapce.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna okna.
Muž v šedém triku skáče přes dunu v poušti.
Dítě ve žlutém triku skáče nahoru a dolů.
Dělník ve žluté bundě je na budově.
Muž ve středním prostředí mluví do mladého dne.
Několik pivo táhne na baru s vysokými světly.
Muž je na útesu nad oceánem.
Muž v černém jde vedle svého auta ve sněhu.
Pes skáče po míč.
Policista v klobouku a čepici se usmívá venku, zatímco má na sobě sluneční brýle.
Pohled v parku se prochází v parku.
Muž v zelené přilbě a žluté bezpečnostní vestě se žlutým bezpečnostní vestě.
Dítě s růžovými růžovými vlasy tančí na hlavě obklopena balónky.
Pes s žkoužuje něco na řece.
Muž se připravuje svého dne.
Muž v červeném triku se chystá chystá ku.
Mladá žena v bílém drží tenisovou raketou.
Chlapec, který má na sobě červené triko do písku s žlutou lopatou.
Otec v bundě na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malé sochy.
Šest mužů bez trika si hrají ve vodě a stříká vodu.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s kapucí a auty, který se dívají.
Malá dívka si dává pauzu.
Žena v modrém předvádí kameru před dvěma ženy.
Malá dívka se pokouší pokouší, zatímco se pokouší na pohovce.
Hnědý a černý pes běží po stezce v lese.
Dva psi si hrají u stromu.
Pohled v černém kabátě a černých kalhotách jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé kožené bundě a kovbojském klobouku jde kolem výsu.
Pes běží venku s žlutým hračkou.
Pes ve sněhu běží ve sněhu.
Rodina si hraje na pláži s psem.
Žena a dítě se objímají, zatímco je dítě, zatímco se zdá být být být.
Dva muži a žena stojí venku.
Skupina mužů používá kládu na lodi z vody.
Muž pije pivo, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné konstrukce s rukama, který vypadá jako ptáka.
Pes sedí venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na kameru.
Malé dítě v zelených botách si hraje v bahně.
Muž používá pilou pilu.
Muž sedí u piknikového stolu s košíkem a před ním.
Chlapec v černém triku a modrých džínách drží červené pálkou.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží na závodní dráze.
Tmavovlasý muž s tmavými tetováním na balkóně nad slunce.
Dva Německý ovčák se honí na sebe.
Tento skupina lidí stojí kolem nějakých akci.
Hnědo-bílý pes dělá hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budov.
Žena s hnědými vlasy sedí na lavičce.
Muž vedle kola hraje na flétnu.
Dvě děti balancuje na kládu a drží provaz.
Muž jede na motorce na dráze.
Mladá žena ve fialovém svetru se opírá o dřevěné obličej.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládě malé řece.
Mladý muž v bílém tričku a černých šortkách stojí na pařezu.
Skupina lidí je pokrytou deštníky.
Muž Šluje velkou velkou ceduli na svém kole.
Muž hází pole do kládu, zatímco dva psi sledují.
Skupina starších starších hraje pod stanem pod vodou.
Pohled na zalidněné ulici.
Mladá blonďatá žena drží provaze za slunečného dne.
Dva lidé v modrých tričkách jsou venku skalkou.
Černý pes dává do bazénu.
Kovboj jede na zádech v soutěži.
Parta pracuje na železniční trati.
Pracovník v oranžové vestě používá sníh.
Dva dělníci mají na stavbě, zatímco pracují na staveništi.
Tři muži jdou po kopce.
Asijská žena v svatebních šatech pózuje na mostě poblíž ní.
Mladý muž svou kytaru v kuchyni.
Tři chlapci si hrají s kbelíkem a kbelíky.
Tři dělníci jsou po chodníku.
Lidé jsou v lese vedle břehu.
Skupina lidí je shromážděna v kostele.
Skupina mladých mužů skáče v noci na kameru.
Dva muži jedou na kajaku, jeden z nich jeden z nich dolů.
Dva pracovníci na betonové betonové budovy.
Žena v červeném svetru a džínách sedí s rukama na svém kole.
Dva hasiči se připravují na fotku, jak se dívá na fotku.
Otec čeká a čeká na letišti.
Muž ve žlutém kabátě s ohněm v parku, zatímco chlapec sleduje.
Muž a chlapec na pláži.
Žena na lodi s nápisem "OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO""
Chlapec sedí a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Mladý pár v černém triku si hraje na buben, zatímco sedí.
Muž prodává zboží u kamenné zdi.
Dívka ve žlutém se směje, která má na sobě oranžové, zatímco je dívka v modrém.
Pes skáče přes překážku.
Pes s černým obojkem se účastní prašné listí a listí.
Dva hnědí psi si hrají v obchodě.
Muž s knírem a vousy drží ceduli, který má na sobě pítu.
Muž, který má na sobě na sobě pu oblečení oblečení oblečení, je v ringu.
Muž v černém triku rybaří na kamenitém břehu.
Dva psi jsou na sebe.
Dva muži se baví na chodníku kolem auta.
Vousatý muž sedí na zákazníky.
Pohled s mnoha auty za nimi.
Dvě ženy v tričkách jdou k levé ruce.
Malé dítě v oranžových oranžových vestách drží na kajaku v modrém kajaku.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí, zatímco se dívá.
Žena a dítě před dveřmi.
Černý a dva přáteli jsou spolu blízko sebe.
Dívka v maskáčých kalhotách sedí na stavbě.
Světle hnědý pes běží nahoru.
Chlapec pózuje s velkým velkým dvěma v zeleném oblečení.
Plešatý muž předvádí své hnědého psa a černého psa.
Dav na rušné ulici.
Žlutý pes ve žlutém a černém běží na trati.
Muž v sandálech sedí na chodníku poblíž nějakých tašky.
Muž a žena sedí na metu a povídají si.
Dítě se dívá na stroj v obchodě.
Muž pije z žlutého věku okolo rušné akci.
Chlapec se opírá opírá o květiny.
Žena v šatech mluví před dětmi.
Muž na svého dne.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu poblíž velkého vody.
Velký černý pes běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco je obklopena deštníky.
Několik mužů hraje na pódiu, hrají na pódiu s barevnými světly.
Muž v oranžové kombinéze a ochranné přilbě pomáhá modrý hadici.
Muž a dvě dívky ukazuje rybu, zatímco drží u vody.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červených plavkách a bílých plavkách plave v bazénu.
Asijská žena dělá svůj vlasy.
Starší žena a malé dítě v růžovém triku si hraje s barevnými.
Malý černý pes skáče přes tyč.
Hnědovlasý muž v zeleném triku hraje venku venku.
Muž mluví do telefonu s nohama.
Skupina dětí sedí na modré, zatímco jí z mísy.
Černý chlapec sedí v písku.
Malý pes pozoruje dva psi, jak si hrají na poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče, aby chytil míč.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílou vína.
Asiat vaří jídlo venku.
Hnědý pes se chystá chytit zelené frisbee.
Pohled v kapele hraje hru.
Mladý chlapec stojí vedle písku.
Tři malé děti jdou po travnatém dvorku.
Muž lije vozík na vozíku.
Muž na kole jede na horu.
Chlapec v modrém a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojového umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Hokejový hráč ve žlutém dresu se připravuje na poli.
Skupina mladých lidí se fotí v garáži.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli na malém posteli.
Dva lidé v tradičních kostýmech, jeden v modrých kostýmech a fialové, stojí na silnici.
Muž v modrém triku běží s číslem číslem číslem aby mohli.
Asiatka pózuje na kameru.
Muž, který vypadá vypadá, aby běží maraton.
Basketbalista střílí míč během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva motorkáři jedou na kolečkových bruslích, zatímco ostatní sledují.
Fotbalový tým v bílém a bílém dresu na fotbalovém hřišti.
Malá dívka tlačí kočárek po travnatém poli.
Skupina asijských dětí v bílých tričkách a kloboucích předvádí s davem.
Chodci jdou po ulici a dívá se na dítě.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy.
Pouliční umělec, kde jsou výtáté auto, kde jsou z nich a vlajkami.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Mladé děti jsou na malé vlaku.
Surfař v modrých plavkách jede na vlně.
Chlapec skáče do svého fotbalu.
Dva mladí muži na fotbalovém hřišti bojují na fotbalovém hřišti.
Lidé jdou po dlážděném dlážděném svahu.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku lije z tašku.
Žena v hnědých džínách a modrých džínách drží bílého stromu pod stromem.
Tři lidé se usmívají a drží ceduli.
Policista stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí má na hlavě hlavou.
Červený muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s dítětem v klíně.
Africké dítě držící něco drží něco, které jsou na fotku.
Žena řídí dav lidí s několika lidmi.
Otec se dívají, jak muž v obleku a muž v obleku drží ovoce.
Dav je na baru.
Dívka v bílém a zeleném jde kolem modrého auta.
Muž používá dort.
Člověk surfuje na vlně v oceánu.
Otec si prohlíží něco něco.
Nevěsta a nevěsta se líbají pod Nevěsta.
Dva policisté stojí v pozadí, zatímco mladý muž v pozadí jde s červenou šálou.
Černobílý pes skáče přes překážku na soutěži.
Žena v svetru čte knihu ve vzduchu.
Několik mužů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém triku leze po skále.
Dospívající chlapec se protahuje v kuchyni a svou pítátou.
Lidé, kteří drží různé druhy na bubny nad bubny.
Tři přáteli jsou na travnatém poli.
Dvě ženy a muž se dívají na knihu.
Tři děti jsou venku, které jsou z nich stojí blízko dřevěného kyblíku.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí v městské ulici používá kusu.
Pohled na kopci svou kolo.
Malá dívka běží na pobřeží.
Bílý bílý pták plave ve vodě.
Dva muži, kteří se baví před autem, zatímco čtyři lidé stojí za nimi.
Žena v růžovém sukni drží dítě.
Fotbalový hráč ve žlutém dresu se žlutým míčem.
Muž jde kolem velké velké ceduli, které je napsáno "SSSSSS.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tančí s psem mezi nohama.
Bílý pes běží v mělké vodě.
Osisisisisisiiisy jsou různé kapely s kapelou.
Skupina dětí si hrají na oploceném hřišti, zatímco se dívá.
Skupina žen hraje spolu na hudební nástroje.
Malá dívka ve fialovém kostkovanéch šatech leží na podlaze.
Muž s šedými vlasy si holí holí vousy.
Dva černí psi, černo-bílý pes ve sněhu.
Muž v dresu skáče do basketbalového míče.
Žena sedí venku před modrým dveřmi a užívá si ve vzduchu.
Děti sedí na muže v obleku.
Šedý a bílý pes skáče přes vodu v písku.
Dav shromážděna kolem vody v dešti.
Několik starších mužů, někteří muži v tradičním tradičním oděvu na rohu ulice.
Mladý chlapec se dívá ve sněhu.
Fotbalový hráč v zeleném dresu se pokouší míč z týmu.
Žena v černém triku je ve fialovém topu.
Čtyři ženy jsou oblečeni v barevných šatech, zatímco předvádí míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem číslem číslem číslem běží po trávě.
Dítě jede na kolečkových bruslích s číslem číslem "".
Starší pán a mladá dívka pracují na projektu.
Pouliční umělec předvádí mladého chlapce ve žlutém triku.
Pouliční ulice s mnoha auty a několika auty.
Muž jede na koni do míče.
Chlapec skáče, aby chytil tenisový míček.
Děti jedou na zdi a dva lidé sledují.
Lidé, kteří jdou v pozadí s stromy v pozadí.
Malá dívka kope do černé předmět.
Dva muži se snaží na vodu z vody, aby mohli z pneumatiky.
Dva muži tančí s davem na davu.
Postarší žena, která stojí na pódiu a něco něco něco něco něco něco, aby mohlí.
Žena leží na gauči a směje se.
prašné podlaze se nechává žena, jedna žena a jedna žena.
Otec skáče na plotu.
Tři psi si hrají s dvěma psi v poli.
Dvě mladé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Tito čtyři lidé stojí venku s psy.
Zatímco se opírá o žátátátu, ukazuje na kterém je připravena.
Dívka, která má na sobě triko má na sobě zelenou triko.
Tmavovlasá skupina rybaří ve vodě.
Muž stojí na městské ulici.
Rodina se připravuje jídlo ve své jídlo svou jídlem.
Dva muži jedou na farmě, zatímco se svou žátátky.
Dva lidé stojí na hoře.
Mladá dívka si vychutnává o sněhu, zatímco si užívá knihu.
Tři muži se usmívají na kameru a ukazuje ze svého týmu.
Člověk píše na prázdném místě ve třídě.
Muž v černém triku sedí u stolu s notebookem před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče do vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si čistí zuby s modrým psem.
Chlapec si užívá den.
Dělník v oranžovém obleku klečí po kus kusu.
Muži v kloboucích stojí kolem rodeu.
Dva psi jsou dva psi ve sněhu a jeden má něco v tlamě.
Postarší pár si dává pauzu z pití.
Černý pes běží za bílou hračku.
Basketbalista v bílém dresu s klackem v bílém dresu.
Muž v bílém triku si hraje s žem.
Černobílý pes se snaží přes plot.
Usmívající je před rukama, aby se svou ruku, a kouří cigaretu.
Dva muži a dívka se smějí.
Dítě se opírá o modrou zdí a žlutého chlapce, zatímco se dívá.
Černo-černý pes se natahuje pro míč na sněhu.
Mladá dívka stojí vedle žlutého kyblíku.
Dvě děti si hrají na hřišti.
Tenistka v zeleném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červeném kabátě a čepici drží velký velký kusu sněhu.
Dva muži v oranžových bundách stojí venku s bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí u kamenné budovy.
Bruneta s brýlemi drží červenou svetru a dítě ve žlutém svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před lidmi.
Žena hraje volejbal.
Dva velcí psi bojují na prašné poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží na velmilmilmi náttttttu.
Děti se připravují, aby mohli kvůli.
Cyklista se opírá o horské dráze.
Dva lidé a lidé jsou na vodítku.
Mladý chlapec se připravuje na kole, aby mohli kola.
Kluk v červeném triku a černých šortkách zametá po cestě.
Asijský rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce u stolu a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě právě hráč v bílém triku právě.
Žena drží velký velký ptáky.
Dva psi, jeden s tenisovým míčkem v tlamě běží po vysoké trávě.
Dvě dospělí a dvě děti sedí na lavičce.
Žena v travnatém poli na travnatém poli.
Muž prodává ovoce, aby se skupinou lidí.
Skupina lidí na ulici se shromáždila na akordeon.
Muž sedí na lavičce aby si na svém kole.
Starý muž v metru leží na hlavě a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole kolem kola, zatímco stojí na kole.
Muž na pláži dělá sochu.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou na nějakých stromu.
Kovboj v rodeu se snaží na rodeu, aby mohl mohli.
Pes skáče skrz překážku.
Stará žena s dlouhými dlouhými vlasy v růžovém triku leží s kupuje.
Muž opravuje malé dívce.
Dvě dívky v sukních tančí před nějakými muzikanti.
Žlutý pes nese klacek u vody.
Dívka v svetru balancuje slunce.
Cyklista jede na koncertě.
Tři ženy v jasně jasně zářivých kalhotách drží ceduli.
Hnědý pes plave v hlíně.
Mladý chlapec v bílém triku a pruhovaném triku drží tenisovou raketou.
Dva psi běží od kamery v lese.
Dívka si hraje ve fontáně.
Tři mladí mladíci stojí a poslouchá a poslouchá.
Dva turisté si prohlíží kládě v lese.
Tři hráči se chystá na zemi.
Dva chlapci přechází ulici, zatímco kope do červeného míče.
Muž drží jiného muže s jiným mužem.
Bílý pes na horském povrchu, aby se chystá něco z nich v pozadí.
Chlapec jede na skateboardu na rampě.
Dlouhovlasý muž hraje na piano.
Tři atleti drží kytici na pódiu.
Dva hasiči v červených šatech jsou v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží baru.
Muž v zeleném skáče na motorce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě starší dívky se objímají, jedna má na kole s helmou v pozadí.
Dva velcí psi běží přes sněhu.
Žena stojí na zeleném poli a drží hnědého psa.
Pohled u stolu, na venkovním trhu.
Dva lidé sedí u stolu a o zeď.
Dva muži s barevnými lidmi se usmívají.
Dítě leží na béžovém koberci a směje se.
Muž a žena sedí s rukama a má na sobě oblečení.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s nápoji v ruce.
Dva lidé jsou na jezeře u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jedna v růžovém a jedna v růžovém závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě.
Skupina lidí triky na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílým závodu.
Děti skáčou z kraji bazénu do bazénu.
Muž na kraji zdi se chystá o zeď.
Žena v pruhovaném oblečení na kole.
Dívka oblečená v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech.
Těrruje hromady hromady.
Gymnasta v červeném a bílých bílých je na baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži bojují v dílně s nástroje.
Učitelka v bílém a malých šatech hraje s žlutým budovou.
Malé dítě spí v posteli svou knihu.
Žena jí trávu v trávě.
Muž jde po dlážděné ulici vedle béžovýchody.
Žena, která má na sobě čepici.
Tmavovlasá žena používá velký velký kusu a kátku, který stojí v poli.
Muž v karate předvádí před dvěma auty.
Muž ve formálním oděvu hraje na ulici ve městě.
Starší muž sedí na židli a jí nějaké druhy.
Žena v bílém triku pracuje za pultem v kavárně.
Muž v oblečení pracují na zádech.
Dvě děti se dívají na koně.
Pouliční umělec schází na obličeji.
Žena v jasně růžovém se naklání přes obličej, která má na sobě fialové triko, zatímco stojí venku.
Kovboj je zabalené ruce svou kapelou.
Muž ve žlutém triku a muž v tmavé košili mluví.
Tři Asiat sedí na gauči se snaží za ním v pozadí.
Dívka v červeném triku skáče, aby chytil míček.
Muž pózuje s foťákem.
Muž si nechává láhev s jiným mužem v restauraci, zatímco jiný člověk se usmívá.
Muž nakládá nákladní nákladního auta s vysokými dveřmi.
Muž v černé bundě hraje na kytaru.
Skupina tančí na průvodu v průvodu.
Muž stojí na kamenitém útesu s vodou.
Kluk sleduje autobus z autobusu.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá na pláži.
Velká skupina lidí stojí okolo parku a hraje na hudební nástroje.
Muž s čepicí dělá balóny.
Muž griluje maso na venkovním grilu.
Dva muži prodává ovoce na trhu.
Tmavovlasá žena v bílých bikinách během muže v bílých bikinách.
Chlapec ve slunečních brýlích běží za pultem.
Kluk drží v ruce, co vypadá, co vypadá, co vypadá jako než se opírá o kládu.
Muž v kostkované košili ukazuje z černé rukavicích.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černou čepici.
Muž v červeném a bílé uniformě stojí na hřišti s žlutým míčem a žlutým míčem.
Lidé skáče přes horu na provazu.
Lidé se dívá na něčem, zatímco se procházejí kolem.
Lidé na laptopy před velkým oknem.
Na rušném poli pracuje na rušném místě.
Muž v rukavicích nese kukuřici.
Obrázek fotí v kavárně.
Zatímco žena drží balónky na akci.
Žena sedí v koženém prostoru s dvěma dveřmi a dvěma květinami.
Žena sedí u cihlové zdi.
Tři mladé ženy sedí na červených židlích, zatímco sedí na červených židlích.
Žena v modrém triku jde ve vodě.
Šest dětí, dětí sedí na schodu, na které jsou shromážděni.
Béžový pes si hraje s klackem na břehu.
Dva psi si hrají, třetího psa, třetího psa.
Dítě na motorce se usmívá.
Mnoho lidí jsou shromážděni kolem velké jídla.
Zatímco je shromážděna na nějaké akci.
Tříříci jsou v New Yorku v dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách předvádí umění, zatímco předvádí nějakých umění.
Mladá žena a muž oblečená v kostýmech s několika lidmi v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na silnici.
Lidé se dívá přes kus papíru na stole.
Muž zpívá a zpívá do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u trati.
Pohled na náměstí, muž v černém zástěře a černé zástěře stojí uprostřed.
Skupina lidí hraje na věc.
Malá dívka v modrém oblečení leze na kovové zábradlí.
Skupina mužů sedí a mluví za nějaké ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod stanem.
Hnědý pes s fialovým frisbee v tlamě.
Vousatý muž se dívá na svého umění poblíž nějakých umění.
Žena s nápoji a žena v telefonu.
Dítě v červeném kabátě je ve vzduchu, zatímco leží ve sněhu vedle červeného plastovém.
Žena sedí vedle svého psa, jak se dívá do parku.
Tři muži stojí na pódiu a jeden v klauna drží kytaru.
Žena, která se nechává ohátá v kmenu.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi se honí velký tenisový míč.
Muž s vousy a vousy sedí na lavičce v parku.
Afroameričanka stojí v lese svých pozadí.
Mladá dívka se snaží odpálit míček.
Asiat sedí v restauraci s žlutými lidmi.
Miminko jí batole, zatímco sedí v dětském kočárku.
Šedovlasý muž v černých rukavicích se pohybuje.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou, zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na chodníku svou papírem.
Žena sedí na vrchu obchodu s obchodem.
Muž v růžovém triku a černé bundě se sluchátky na hlavě.
Mladý muž se chystá hodit míč.
Muž a dívka jede dolů po chodníku.
Žena s růžovými vlasy je na chodníku a drží růžovou psi.
Muž v obleku drží kelímek a jde po chodníku vedle autobusu.
Muž skáče s horami v pozadí.
Člověk v červené bundě drží černé kalhoty a drží py.
Žena si dává ruku na vozíčku.
Muž v bílé zástěře vaří na něco s ženou v béžové bundě.
Žena s kapucí tlačí svůj mobil a čeká na přechodu.
Skupina mužů jde po městské ulici.
Pohled na silnici vedle nějakýchodů.
Skupina lidí v černém stojí na molu poblíž dlouhé konstrukce.
Muž nese několik několik pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka v zeleném obleku s tmavými vlasy a tmavými vlasy stojí venku.
Mladá dívka v růžovém triku běží na pláži k oceánu.
Skateboardista v černém triku a džínách jede na městském městě.
Muž v bundě fotí velkou budovou.
Lidé na kraji fotbalového fotbal.
Na rušné ulici je čtyř čtyř čtyř lidí, kde se čtyřmi z rušné ulici.
Skupina lidí jde po ulici.
Pouliční ulice s několika lidmi, který má na sobě hnědé bundě a sluneční brýle a sluneční brýle.
Několik záchranných vestách jsou poblíž okna.
Tento hráč s modrou helmou a helmou právě právě právě právě na míč během hry.
Žena v jasně zeleném kabátě se chystá chytit v metru.
Nějací lidé sedí na lavičkách pod stromy před budovou.
Muž v obleku sedí v autobuse.
Asijský muž je obklopená o prázdnémovými bílým kyblíky a bílých, který se opírá o krátátky.
Mladá žena jí a pije něco.
Muž v obleku a klobouku hraje na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo a řířířířířítky do obličeje.
Muž používá zrcadla u zrcadla.
Velká skupina lidí hraje u stolu, zatímco dav sedí a poslouchá.
Dva mladí muži jedou na velmilmi malém koni plném.
Žena v šatech jde po ulici kolem stavbě.
Pohled v obchodě v obchodě, který si nechává v obchodě aby si vytátátku.
Muž se slunečními slunečními brýlemi a stavebním stroji, aby mohli na zemi.
Miminko si hraje s hračkami se dívá na černo-bílou.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku kolem malého stolu.
Muž jede na kole na rampě.
Žena v černém tílku a oranžových tílku se dívá do dálky poblíž západu slunce.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými dlouhými vlasy je na dlouhém trhu.
Muž jede na skateboardu, zatímco jiný muž sleduje z chodníku.
Muž v černém kabátě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými kudrnatými vlasy a bílými vlasy leží v trávě a drží.
Mladá žena se zelenými týmem předvádí svého týmu.
Žena sbírá kovovou na veřejném veřejném prostranství.
Muž se krčí, zatímco dělá trik v pozadí je v pozadí.
Skupina mužů stojí na travnatém hřišti.
rušného dne na rušném kurtu.
Muž s cigaretou v puse si dává talíř jídlo.
Dva skupina plavců se brodí z nich.
Lidé sedí na lavičce v městském náměstí s předmětem, zatímco stojí poblíž.
Stavební dělníci tančí s kbelíkem.
Muž bez trička v černých šortkách stojí na břehu břehu velkého vody.
Otec se dívá nahoru, zatímco se dívá.
Lidé si hrají, jeden muž v bazénu, jeden muž v modrém tričku a druhý muž v modrém triku, který má na kameru.
Lidé stojí před sochou.
Žena se dívá na muže s mužem, který mluví.
Muž středního věku ve středním věku v bílých šortkách a žabkách se dívá nahoru.
Dva muži oblečený v tmavém oblečení a oranžových sandálech stojí blízko velké velké sochy.
Dva lidé jsou ve své lodi.
Muž a žena stojí na ulici ve městě.
Po stanici metra se prochází z metra.
Čtyři muži, tři muži, kteří jsou na sobě má na sobě modré čepici, sedí na sobě modré a zelené kalhoty.
Tato skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílé košili a bílého stánku s nápisem "OOOO""
Pouliční umělec předvádí nějaké druhy.
Starší muž s cigaretou v puse a puse si prohlíží foťák.
Malý studenti hraje na venkovním housle před publikem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na noci v noci.
Dva cyklisté v ochranném oblečení, jeden ve vzduchu a jeden z nich se dívá na motorce.
Několik mužů v oranžovém se shromažďuje na venkovním akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva hasiči leze po hoře.
Dítě leží na zemi vedle kočárku.
Pes chytá muže a muž.
Spousta lidí se dívá na trhu.
Dva mladí muži hrají na elektrickou kytaru.
Postarší muž lije pivo v puse.
Dva lidé stojí venku vedle hračkami a hračkami.
Čtyři lidé jedou na kole blízko rušné ulici.
Žena v růžovém triku a brýlích má na sobě brýle.
Žena v červeném triku zvedá ruku aby kolem davu pod davem.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohledem na pláži.
Několik dělníků s oranžových vestách kope do země.
Člověk v béžovém kabátě stojí před budovou.
Stavební dělníci se opírá o osy.
Muž jede na koni s dalšími muži, zatímco další muži dělají za ním.
Afroameričan jde po ulici.
Dva hasiči pózují na fotku.
Žena v neonově neonově píše.
Žena v zeleném triku mluví na telefonu.
Malé dítě nese mladší dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v helmě stojí na ulici před ní.
Otec v červeném triku a černých kalhotách se krčí přes betonovém chodníku.
Černý pes a hnědý pes s hnědým míčkem.
Muž v černé vestě drží ruku.
Muž v poli se připravuje na rodeu.
Muž v obleku a žena v obleku s zavazadla, zatímco ostatní čekají v Londýně.
Dítě jde po chodníku s vlajkami.
Černý pes běží na trávě s hračkou v tlamě.
Pouliční umělec jede na svém svému, když si prohlíží svůj svůj pusu.
Pes se připravuje na trávě aby chytil míč.
Skupina studentů sedí a zdá se aby mohli.
Lidé jede na koloběžce po ulici.
Vousatý muž a muž na palubě kole.
Muž v oranžovém triku a blonďatých triku jedou na sebe s dalšími lidmi.
Mladý muž a žena poblíž velkého kovové kovového kovového sochy.
Červené loď s bílými bílými a modrým trikem na molu.
Muž v černém klobouku fotí po rušné ulici.
Muž stojí na rušné ulici a dívá se s hlavou.
Žena v černých šatech má na ramenou na ramenou.
Skupina lidí na ulici na hudební nástroje.
Žlutý cyklista je na špinavém kole.
Tři lidé jdou po horské cestě, zatímco jedna žena se dívá na kameru.
Několik asijských mužů v černém oblečení.
Žena v červené sukni jde po ulici s graffiti v pozadí.
Pouliční umělec v modrém dresu a růžovém oblečení předvádí skovky.
Lidé, kteří jsou v bílých šatech, sedí na chodníku a dívá se.
Muž sedí na lavičce pod velkou stromem.
Tři muži v červených košilích a bílých kalhotách, bílých kalhotách drží vlajky.
Lidé obdivují umění.
Několik asijských asijských asijských Asiatků s kusy a kusy.
Tito lidé lezou po schodech.
Malé dítě v modrém oblečení se dívá na nějakých stromy v dáli.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na buben v ulici.
Chlapec stojí se třemi dívky.
Usmívající se muž s batohem drží svého chlapce před mužem v brýlích.
Čtyři muži se dívají venku na zeleném mostě.
Žena se nechává u vody a užívá si na modré vodě.
Dospívající pár běží za ním.
Pohled v obchodě a svou jídlo v městském městě.
Africký muž se opírá o nežátu.
Policista na kole čeká na svém kole a čeká.
Skupina mužů sedí okolo stolu.
Skupina mladých lidí, kteří mají různé nápoje v parku.
Žena mluví, zatímco venčí svého psa na slunečného dne.
Mladý muž v šedém triku a bílé košili.
Dva lidé jedou po motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dvěma dalšími lidmi.
Tři dívky se usmívají na fotku.
Žena v černých brýlích a žlutém svetru se dívá na hnědé lavičce.
Červený muž pije vodu z fontány.
Dva muži a žena jdou po městské ulici.
Muž středního věku s červenými vlasy a brýlemi drží malé dítě.
Mladý chlapec v červené čepici jede na koni.
Dva chlapci hrají na chodníku.
Malá dívka v černém obleku drží na pláži.
Starý muž v klobouku a bundě spí na gauči.
Dva chlapci se dívají nahoru nahoru a mává na své ruce, aby jsou ve vzduchu.
Mladý pár sedí na chodníku a relaxuje.
Mladík v triku a kravatě se dívá dolů dolů.
Tři lidé sedí u stolu u stolu a vysisisisa.
Chlapec v černém triku a červeném triku visí vzhůru nohama, zatímco ostatní lidé se dívají.
Muž jde před barevné zdi.
Mladý muž jde s dvěma mladým mužem na zádech.
Muž v kmene je v kavárně v kavárně.
Pět lidí jde po schodech a žena v růžovém triku.
Skupina lidí na venkovním trhu.
Dva chlapci jedí na venkovním venkovním venkovním venkovním prostoru obklopena lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na kole mezi čtyřmi koly a muž, který sedí na zádech.
Muž v modrém triku čte noviny.
Chlapec v kočárku drží knihu a drží knihu.
Dvě děti sedí u boku, zatímco jí jí.
Lidé jedou na kolech na kolech v helmách a helmách.
Dav lidí jede na kolech.
Muž, který sedí na nástupišti s kolem něj táhne.
Muž na kole jede po kamenném místě.
Tmavovlasý muž v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem.
Starý muž v bílém triku jede na kole po ulici.
Muž na koni se snaží chytit provazu.
Kovboj se snaží chytit míček, zatímco jede na koni.
Dva cyklisté s helmách jedou na prázdném poli.
Muž se opírá o něco nad hlavou.
Muž v dešti jede na vozíku u jezera v parku.
Člověk s tetováním se dívá na kameru na kameru nebo telefonu.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí spolu na chodníku a dívá se na předmět.
Několik lidí v modrých tričkách a jedné sukni.
Žena a bílý pes sedí na lavičce poblíž pláže.
Dvě ženy jdou po prašné budově.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a povídají si.
Pohled na kraji budovy.
Asiat v rukavicích pracuje u stánku.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači a telefonuje s telefonem.
Muž sedí na židli a dívá se kolem.
Dva lidé v kloboucích stojí na poli aby mohli.
Nějacící skáčou přes baru v baru.
Muž v botách a kovbojském klobouku sedí na koni, zatímco skáče na koni.
Dvě mladé dívky sedí na ulici a jí.
Tři děti v uniformách hrají fotbal na fotbalovém hřišti, zatímco další hráč v pozadí stojí v pozadí.
Malé dítě s špinavém obličejem je obklopená žena.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku se dívá na něco dívá.
Dva lidé sedí pod stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco jiný chlapec sleduje.
3 muži vaří v malém kuchyni.
Mladá dívka v šedém obleku lyžuje na zasněžené hoře.
Skupina dospívajících žen shromážděna v tančí.
Muž a žena jsou skrz svého vozíku s rukavicemi.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci vyhlítky poblíž rušného plotu.
Dlouhovlasý muž jede na skateboardu na zábradlí.
V venkovním trhu na venkovním trhu se dvěma muži a dva muži na cestě.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje svůj přáteli, aby chytil do fotoaparátu.
Malý chlapec skáče z mola do jezera.
Žena v zeleném masce se zelenými rukama na kterém se dívá.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje ve sněhu.
Dítě jede na kole po kole s graffiti.
Gymnasta je na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičním oděvu jako tradičním oděvu stojí vedle svého muže, zatímco se dívá.
Dvě děti si hrají na kole.
Dva muži na fotbalovém hřišti hrají fotbal.
Muž skáče a pózuje na zemi.
Dívka fotí z fontány z fontány.
Pohled ve vodě během svéhou.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem a usmívá pózuje pro fotku.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kolech, co vypadá jako jako jako jako žisy.
Mladý chlapec v kovbojském klobouku a zástěře krájí jídlo v kuchyni.
Tato je klauna na klauna.
Usmívající se usmívá a drží svého dřevěné lodi.
Žluté pracují na špinavé cestě.
Žena v červeném triku jede na bílém koni, který jede podél stromy.
Žena sedí na velkém kameni a usmívá se stromy v pozadí.
Tři muži v barevných kostýmech se připravuje na ulici a slunečních brýlích.
Dívka si hraje v malém bazénu.
Dvě děti, chlapec ve žlutém triku a dívka ve žlutém triku se houpe.
Muž hází síť do sítě.
Muž v šedém triku, modrých džínách a zelené vestě stojí na železniční trati s bílou budovou v pozadí.
Dva dělníci leží na kovové kovovém koberci.
Je tam kapela na pódiu s kapelou.
Horolezec svou košilí zpívá do mikrofonu, zatímco hraje na bubny.
Jeden muž dává věci ze svého vozíku, aby se připravuje na nákupního vozíku.
Muž s holí jde po ulici.
Žena v bílém triku pracuje na šicím stroji.
Dívka v masce jede na ramenou přes rameno.
Dvě dívky, jedna, jeden v černém a jedna v bílém předvádí míč před balónky.
Několik žen vystupuje před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s barevnými vlasy v kostýmu, které jde kolem ní.
Skupina mladých lidí se dívají na bubny, který hraje na hudební nástroje.
Dívka s hádkou a ochranným vybavením.
Malý bílý auto je na vlakovém vlak nebo nebo nebo za nimi.
Dva turisté zpívá a hrají na tmavé pódiu.
Dívka v bílém tričku, bílém tričku a modrých šortkách stojí v lese, který má na horu.
Dva muži hrají na kytaru před velkou publikem.
Několik lidí tančí svou ceduli před velkou velkou domem.
Žena a pes prodává svého psa na schodech.
Žena a dva muži, kteří jsou oblečeni, kteří jsou oblečení.
Skupina mužů v červených bundách a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem na fotbalovém hřišti hraje fotbal.
Muž prodává hru na akci.
Dva muži z zeleného týmu zápasí z černého týmu v černém dresu.
Děti závodí, aby chytil míč.
Člověk v modrém se dívá na svého míče na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží mobil.
Žena oblečená v modrém běží maraton.
Tato kapela se připravuje na před publikem.
Basketbalista se pokouší s číslem číslem číslem číslem Štititititit.
Dva hokejisté v tělocvičně zametá po cestě před malým davem.
Muži hrají fotbal na travnatém hřišti.
Basketbalista v bílém, zatímco se hráč v červeném dresu připravuje k ním.
Lidé jdou po starém městě ve městě.
Dva závodní auto, jeden z nich jeden z nichž jeden z nich jede podél závodní dráze, zatímco se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá před malým předmětem na malém předmět.
Žena a dítě jdou po ulici.
Fotbalový hráč si hraje s mnoha lidmi, zatímco se dívají.
Tři ženy skáčou na trávě v trávě.
Afroameričan v modrých šortkách a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, aby se na nějakém zařízení a dívá se.
Malý chlapec v zeleném triku leží na posteli.
Pohled na kole, aby chytil slunce v pozadí jsou slunce.
Žena je v zasněžené oblasti.
Čtyři dívky a žena se objímají, aby mohli.
Muž v černé a bílé se snaží snaží snaží na koně.
Muž dělá obrázek obrázek muže v modrém triku, která je žena v modrém triku.
Žena s červenými vlasy je v modré vodě.
Dva mladí chlapci pózují s mečem pro fotku.
Čtyři děti cvičí, zatímco dva dospělí sledují.
Muž klečí na červeném gauči v ruce.
Skupina lidí mluví u stolů.
Dva koně závodí na koních, jeden v modrém a druhý v oranžové a druhý v pozadí závodí v pozadí.
Červené auto je před dvěma auty v pozadí.
Velká muž ukazuje na rodeu, muž v rodeu, zatímco jeho klauna běží.
Muž bez trika jde směrem k žluté kajaku.
Kluk na vodních bruslích, zatímco soutěží.
Dva týmy hrají fotbal v písku.
Dítě v modré a bílé stojí na betonové zdi u vody.
Žena, která je vypátátátka na kole.
Lidé jdou po rušné ulici ve městě.
Nadhazovač se připravuje na nějakému.
Dva muži, jeden v černém a bílé a jeden v červeném hrají volejbal.
Muž stojí v lodi a drží síť.
Surfař, který má na vlně, zatímco se snaží snaží na vlně.
Rodina připravuje v labu.
Fotbalisté skáčou do vzduchu aby chytil míč.
Dva chlapci hrají fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem směrem směrem k dvěma.
Skateboardista jede na betonové zdi blízko betonového trik.
Lidé hrají hru v bazénu.
Muž se líbá k muže.
Muž, který drží ceduli vý mladého chlapce.
Mladý muž v modrém triku řídí zábradlí na skateboardu v městské oblasti.
Asijský muž sedí na trati s mnoha masky.
Tmavovlasý muž oblečený v uniformě mává na pozadí a dívá se do vody.
Dva auta jedou na závodní dráze.
Muž v černém dresu a žlutém dresu drží žlutý žlutý talíř a připravuje se.
Dva lidé leží na travnatém trávníku.
Velmi malé dítě v džínové čepici jí zelené mikině.
Fotbalový fotbalista běží k míč.
Muž v černé bundě a černých kalhotách hraje na elektrickou kytaru na elektrickou kytaru a druhý v pozadí.
Muž skáče přes zábradlí z býka.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě ve koncertě.
Muž nese velkou kovovou kusu na rameno na rameno.
Žena s foťákem hází frisbee pro hnědého psa.
Je tam tam muž a muž, který se dívá na velké dřevěné předmět.
Dvě dívky dělají ruce ve fontáně.
Usmívající se dítě, které se dítě pózuje s rukama.
Dva muži, jeden v bílém a druhý v modrém zápasí.
Žena v červených bikinách skáče do míče, zatímco hraje na pláži.
Oranžová dívka v pruhovaných pruhovaných pruhovaných pruhovaných pruhovaných brýlích.
Žena, která má žluté zástěře, má na sobě žluté zástěře a fotí z velkého velkého kusy.
Dvě děti přechází malé děti, který používá kamenné kamenné most.
Dvě Afričanka jede na mopedu po městské ulici, že vypadá jako jako v městské oblasti.
Dva chlapci před šicím stroji.
Jezdec v černém jede po prašné cestě na horském kole.
Žena s tetováním fotí, která maluje obrazu.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Fotbalový tým se ohýbá, zatímco se ohýbá a fotí.
Čtyři fotbalisté jsou v černém dresu, dva tým v bílém, zatímco v bílém dresu je v dešti.
Běžec se připravuje na dvorku, zatímco je za ním je dvěma dvěma.
Basketbalista v bílém dresu s číslem číslem číslem číslem číslem v černém dresu je na sobě černé uniformě.
Muž mluví na telefonu.
Hráč amerického fotbalu během basketbalového týmu se dívají na metu.
Cyklista jede na horském kole v lese.
Tři hokejisté v červeném dresu se snaží chytit míč v bílém dresu.
Chlapec si dává ruku, zatímco skáče do vzduchu.
Dvě děti v pruhovaných pruhovaném svetru a černých kalhotách si hrají venku poblíž schodů.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě baseballovou baseballovou kouli za ním před ním.
Šest mužů sedí na poli na dřevěném poli.
Hnědý pes sbírá kamenné kamenné kamenném povrchu.
Tento muž oblečená ve žlutém drží žlutou koně.
Muž v bílém triku a zástěře krájí pták.
Tmavovlasá žena používá venku venku vedle sebe.
Dva lidé závodí na městské ulici s dalšími lidmi, kteří stojí okolo.
Asijská žena, která má na sobě helmu, zatímco jede na kole.
Nějací děti si hrají venku v hlíně, kde jsou dvěma stromy.
Starší muž hraje hru hru.
Dívka na břehu břehu břehu s horami v dáli.
