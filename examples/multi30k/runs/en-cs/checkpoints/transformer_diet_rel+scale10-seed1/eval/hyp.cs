Muž v oranžové čepici se baví na něco.
Pouliční umělec běží po zelené trávě před bílým plotem.
Dívka v uniformě si dávají klacek s klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s sněhem.
Lidé sbírají na střeše domu.
Muž ve světle barevném oblečení fotí skupinu mužů v tmavých oblecích a kloboucích stojí kolem ženy v řadě.
Skupina lidí stojí před Bemem.
Chlapec v červeném dresu se snaží chytit talíř.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a její mladého dne si užívá krásný den.
Muži hrají volejbal s druhým míčem, jeden hráč v vzduchu.
Žena drží mísu jídlo v kuchyni.
Muž sedí u stolu v rukou.
Tři lidé sedí v poli.
Dívka v džínových šatech jde podél břehu.
Blonďatá drží ruce s mužem v písku.
Žena v šedém svetru a černé kšiltovce stojí v řadě.
Člověk v pruhovaném triku leze po hoře.
Dva muži, kteří jsou, zatímco ženy se dívají.
Lidé stojí před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá nějakého psa na trampolíně na trampolíně.
Muž stojí u skupině hru v baru.
Žena používá knihy, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu s nápisem.
Muž krájí kus stromy.
Skupina asijských chlapců čekají na maso.
Ženy v tradičním oblečení jsou v tradičních vestách.
Jeden muž drží jiného muže a připravuje se na tváři.
Šest lidí jedou na horském kole.
2 blonďaté dívky sedí na římse v přeplněném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikového stolu před budovou.
Tři chlapci stojí na molu v plavkách.
Postarší žena si prohlíží tašku, zatímco si prohlíží rybu na ulici.
Postarší žena si hraje na krásném místě.
Pouliční umělec v uniformě se dívá na kameru a dívá se na kameru z plotu.
Mladá dáma se dívá na pizzu.
Muž bez trika rybaří, zatímco stojí na nějakých kamenech.
Dívka v záchranných vestách plave ve vodě.
Muž v uniformě a muž v modrém triku stojí před autem.
Lidé sedí uvnitř vlaku.
Dítě se houpe s nohama ve vzduchu v lese.
Muž v červeném tričku výsu.
Dva muži v plavkách skáče do vzduchu ve vzduchu na kterém je nežáta.
Batole vaří s dalším mužem.
Otec a dvě děti jsou venku na trávě a dva děti pracují venku, zatímco používá na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje s červeným míčem.
Lidé jdou po chodníku vedle obchodu obchodu.
Pouliční umělec předvádí salto, zatímco je připravená do vzduchu.
Velká skupina lidí staví ulici.
Muž na stavbě, který jde do vody.
Žena v džínách jde kolem autobuse s brýlemi.
Muž v růžovém triku sedí v trávě a míč.
Auto je na pláži.
Dva muži v černém v městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích, kteří jdou blízko vodní plochy během vodní plochy.
Fotbalový tým dělá trik na židlích.
Chlapec si hraje s dospělým, zatímco dívka hraje s dospělým sleduje.
Dav lidí se připravuje na nějakých skateparku.
Muž sedí na lavičce a drží svého psa.
Chlapec a jeho mladší chlapec si spolu hrají na hřišti.
Žena v modrém se dívá na lavičce, zatímco sedí na ní sedí na slunci.
Hnědý pes stojí na písku.
Žena sedí s košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu s kytarou za ní.
Hráč amerického fotbalu předvádí na klubu.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Pouliční umělec s housle hraje na ulici, zatímco žena s modrým kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby se ohrát.
Tři teenagei v metru si hrají okolo.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí venku v trávě před budovou, fotí.
Muž bez trika se dívá z dáli, zatímco tři žena sedí kolem davu.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém triku a džínách hraje na bubny a džínách na bubny.
Mladá žena maluje obrázek obrázek ženy na zdi.
Dvě ženy předvádí vysoko vysoko vysoko vysoko, které je obklopena dvěma dalšími dalšími dalšími členy.
Muž, který míchá něco výšku v kuchyni.
Chlapec surfuje na jezeře.
Muž pracuje v parku.
Velká skupina lidí, kteří jsou venku a pijí venku.
Blonďatá žena je na baru během baru.
Malé dítě v modrém tričku a bílém triku drží žluté plastové plastové plastové plastové plastové plastovém.
Žena s růžovými vlasy v černém mluví muže.
Muž v ochranném obleku připravuje jídlo na dva lidé.
Dívka na řece, která je přes skále.
Dělník v obleku klečí vedle dvou žen.
Starší muž otevírá svůj ruce a dívá se svou rukama.
Dítě v bílém oblečení procvičuje trik.
Tři muži ve stejnéch vestách jsou venku venku.
Žena fotí dítě v růžovém klobouku, zatímco muž má na sobě růžové čepici nese.
Skupina asijských dětí sedí u v modrém židlích v modrém židlích.
Mladý chlapec v fotbalovém dresu brečí do svého kostýmu.
Šťastná žena připravuje v kavárně v kavárně.
Stavební dělník jede na horském vybavení.
Žena běží po odpalu v ženy, aby chytil míč.
Muž v uniformě prochází kolem muže v uniformě.
Skupina lidí leze v prázdném prostoru.
Cyklista se chystá na horu s modrým helmou na horu.
Muž dělá stojku na dřevěné sochy.
Dítě sedí u stolu v restauraci a drží papír.
Hnědý pes se brodí do jezera.
Matka učí svého dvou mladých chlapců, aby mohli z skalnatého vody.
Malé dítě jde vedle červeného auta.
Dívka sedí na kole s mladším chlapcem, zatímco další dívka fotí.
Černý pes dává míč ve vodě.
Muž v bílých kalhotách a modré košili kope do žluté krabici.
Dva Indi se účastní den.
Kluk s rukama a píše na ruce.
Dva lidé pádlují na pobřeží během oceánu během oceánu.
Lidé stojí v přeplněném metru a jsou venku před okna.
Muž leze po zdi s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jeden kapela hraje na malý kapely pro fotku.
Dítě v pyžamu se dívá na kameru.
Muž sedí vedle počítači.
Tato dáma má na sobě brýle a směje se.
Lidé uvnitř budovy, jeden je fotí.
Čtyři bílí psi s náhubkami skáče přes červenou zdi.
Žena v modrém triku drží dítě.
Dva lidé sedí na pruhované pláži ve vodě.
Stará žena pracuje na tkalcovském stroji.
Chlapec stojí v popředí a dívá se přes další lidé v hřišti.
Muž v modré bundě tlačí mladého chlapce.
Tři hnědí psi skáčou na ženu v modrém.
Chlapec visí z okna a prochází kolem okna.
Muž v šedém triku skáče přes písečné dunu písku.
Dítě ve žlutém triku skáče nahoru a dolů.
Dělník ve žluté bundě je vysoko vysoko vysoko na budově.
Muž ve středním oblečení si povídají ve stínu.
Několik pivo táhne na baru s vánočními světly na stropu.
Muž je dolů po útesu nad oceánem.
Muž v černém jde k svého auta ve sněhu.
Lyžař skáče po míči.
Policista v kšiltovce a čepici se usmívá, zatímco má na sobě sluneční brýle.
Pět turistů jde pro prochát v parku.
Muž v zelené přilbě a žluté bezpečnostní vestě se mračí.
Dítě s růžovými vlasy tančí obklopena rukama na hlavě.
Pes s řížousuje něco pro něco na řece.
Muž připravuje svého místního dne pro den.
Muž v červeném triku se chystá kátu.
Mladá dáma v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku s žlutým lopatem.
Na dřevěné lavičce je na dřevěné lavičce.
Muž v bílém triku se dívá z okna okna.
Žena drží malého bílého sochy.
Šest mužů bez trika si hraje ve vodě a cáká kolem vody.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku blízko garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s kovovými auty a s dospělým sleduje.
Malá dívka otevírá strom.
Žena v modrém předvádí fotoaparát před dvěma ženami.
Malá dívka se pokouší ohátáku.
Hnědý a černý pes běží po stezce v lese.
Dva psi si hrají u stromu.
Otec v černé bundě a kalhotách jde po schodech, zatímco se na psem.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé kožené čepici a kovbojském klobouku jde kolem obchodu.
Pes běží venku se žlutým hračkou.
Pes v tlamě běží ve sněhu.
Rodina si hraje na pláži s jejich psem.
Žena a dítě se objímají, zatímco dítě, které jsou, co dělá.
Dva muži a žena stojí venku.
Skupina mužů používá klády na lodi, aby chytil vodu.
Muž pije z stolu, zatímco čte noviny.
Muž v černém a hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné kamenné konstrukce s rukama.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na molu a připravuje se na holí.
Malé dítě v zelených botách si hraje v blátě.
Muž používá pilou pilu.
Muž sedí u piknikového stolu s pitím na piknikovém stole před ním.
Chlapec v černém triku a modrých džínách drží červený míček.
Tmavovlasý muž v brýlích a pruhovaném triku sedí na trávě a sedí na trávě.
Pes běží na psí dráze.
Postarší muž s kmenem, který si nechává na balkóně přes balkonu.
Dva Německý ovčák se snaží na sebe na sebe.
Tato skupina lidí stojí kolem nějaké akci.
Hnědo-bílý pes dává hračku.
Muž s bílými vlasy hraje na akordeon uprostřed nějakých budov.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na akustickou flétnu.
Dvě děti balancuje na kládě a drží provaz.
Muž jede na motorce na dráze.
Mladá žena s fialovým kabelkou se naklání na dřevěné palubě palubě.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládě přes malé řece.
Mladý muž v bílém triku a zeleném triku stojí na pařezu.
Skupina lidí je pokrytou deštníky.
Muž na kole s obrovskými cedulí na svém kole.
Muž hází kládu, zatímco dva psi sledují.
Skupina starších hraje na nástroje pod stanem.
Pohled na zalidněné ulici.
Mladá blonďatá žena drží bílé provaz na slunečného dne.
Dva lidé v modrých tričkách jsou venku s býkem.
Černý pes se dává do bazénu do bazénu.
Kovboj jede na zádech koně v soutěži.
Cyklista pracuje na železniční trati.
Pracovník v oranžové vestě používá sníh.
Dva stavební dělníci mají diskuzi, zatímco pracují na staveništi.
Tři muži jdou po kopci.
Asijská žena v květovaných šatech pózuje na mostě blízko ní.
Mladý muž hraje na kytaru v kuchyni.
Tři chlapci si hrají s barevnými vodou a kyblíky.
Tři dělníci jsou na chodníku.
Lidé jsou v lese vedle kánoi.
Skupina lidí je shromážděna v kostele.
Skupina mladých dospívajících skáče v noci na kameru.
Dva muži jedou na kajaku, jeden v modrém, jeden z nich dolů.
Dva pracovníci na cihlové budovy.
Dáma v červeném svetru a džínách sedí s rukama na své levé kole.
Dva hasiči si hrají na fotce, jak se dívají na fotku, jak se dívají.
Zatímco čeká a čeká na letišti.
Muž ve žluté bundě se snaží ohněm ve žlutém kabátu, který se dívá.
Muž a chlapec na skalnaté pláži.
Žena na lodi.
Chlapec sedí na a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí kolem stanu venku.
Mladík v černém triku si hraje na buben, zatímco sedí na buben.
Muž prodává věci u silnice u silnice.
Dívka ve žlutém se směje na dívka v oranžovém, zatímco se dívá na dívka v modrém.
Pes skáče přes překážku.
Pes s černým obojkem v hlíně a svých listí.
Dva hnědí psi si hrají v poli.
Muž s knírem a vousy drží tyč a vousy, který má za ním je za ním.
Muž, který má na sobě hodně oblečení, jsou oblečení, je v kruhu.
Muž v černém triku rybaří na skalnaté pobřeží.
Dva psi jsou na sebe.
Dva muži se připravují na chodníku, zatímco projíždí kolem auta.
Nadhazovač sedí na zákazníky.
Několik auta s školem za nimi za nimi.
Dvě ženy v modrých tričkách jdou po levé levé ruce.
Malé dítě v oranžové vestě drží modrou vestu a drží modrou kajaku ve vodě.
Lidé jdou po stezce v parku.
Tři mladí dospělí si povídají v davu lidí, žena se dívá.
Žena a dítě venku před dveřmi.
Černý muž a jeho kamarádi si dávají svou hlavami.
Dívka v maskáčých kalhotách sedí na vrchu s nápisem.
Světle hnědý pes běží nahoru.
Chlapec pózuje s velkým zelenými zelenými na hlavě.
Plešatý muž se učí vysoko vysoko a černého hnědého psa.
Dav na rušné ulici.
Pes ve žlutém a černý pes běží po trati.
Muž v sandálech sedí na chodníku poblíž nějakých tašky.
Muž a žena sedí na metu a baví se.
Dítě se dívá na kavárně v obchodě.
Muž pije ze žlutého stolu kolem rušného akci.
Chlapec se opírá o auta s květinami.
Žena v květovaných šatech mluví před dětmi.
Muž na svatbě.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze po útesu blízko velkého vody.
Velký černý pes běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na telefonu a obklopena deštníky.
Několik mužů hraje na jevišti s kytarou na pódiu.
Muž v oranžové kombinéze a ochranném klobouku pomáhá s modrým míčem.
Muž a dvě dívky ukazuje rybu, zatímco drží rybářský prut před vodou.
Muž v červeném triku sleduje psa na překážkové dráze.
Chlapec v červených plavkách plave na krásném bazénu.
Asijská žena svou vlasy.
Starší žena a mladý dítě v růžovém triku si hraje s barevnými lopatem.
Malý černý pes skáče přes brány.
Hnědovlasý muž v zeleném triku hraje venku na trumpetu.
Muž mluví do telefonu s nohama.
Skupina dětí sedí na modré podložce, zatímco jí jí z mísy.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi, kteří hrají na poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče chytit míček, zatímco jiný se dívá.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílého vína.
Asiat vaří jídlo venku.
Hnědý pes se chystá chytit zelenou frisbee.
Pět dělníků hraje na hudební nástroje, zatímco hraje hru.
Mladý chlapec stojí vedle písku.
Tři malé děti jdou skrz travnatém dvorku.
Muž, který je na kolotoči na vozíku.
Muž na kole jede na horu.
Chlapec v modro-žlutéch botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v bojovém umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Brankář ve žlutém poli se připravuje gól.
Skupina mladých lidí se fotí v restauraci.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z dětského posteli na malém posteli.
Dva lidé v tradičních kostýmech, jeden v kostýmech, jeden fialové a fialové, stojí v silnici.
Muž běží v modrém triku s číslem číslem.
Asijský dělník pózuje na kameru.
Muž, který se zdá, že běží maraton, zatímco se dvěma palec.
Baseballový hráč střílí gól během hry.
Fotbalista v oranžové uniformě se usmívá a drží fotbalový míč.
Dva motorkáři se dívají, zatímco ostatní sledují.
Fotbalový tým v bílém a zlatém hřišti.
Malá dívka tlačí své koloběžce po travnatém poli.
Skupina asijských dětí v bílých tričkách a čepicích předvádí s davem.
Chodci jdou po ulici a dívá se na dítě ve třídě.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy.
Přídasahuje, kde jsou výté auto, kde jsou výta aby mohli vlajkami.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Malé děti jsou na malé vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého fotbalu.
Dva mladí muži hrají fotbal na fotbalovém hřišti, aby se chytit míč na fotbalovém hřišti.
Lidé jdou po dlážděném svahu obklopeného stánku.
Mladý chlapec v bílých kalhotách skáče z gauči.
Kluk v oranžovém triku lije s taškou z tašku.
Žena v hnědých sandálech a modrých džínách drží dítě pod vysokým stromem pod vysokým stromem.
Tři lidé se usmívají a drží ceduli.
Policista stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží do fotbalového míče.
Mladý chlapec s modrou čepicí má hlavu.
Červenovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s svým dítětem v klíně.
Africké dítě drží něco, které drží něco výsi.
Žena balancuje dav lidí s několika lidmi.
Postarší muž v obleku se dívají, zatímco ho ho muž v obleku a muž v obleku drží ovoce.
Dav odpočívá na baru.
Dívka v bílém a dívka v zeleném jdou kolem modré auto.
Muž používá svůj vybavení.
Člověk surfuje skrz zábradlí v oceánu.
Policista si prohlíží něco.
Nevěsta a ženich se líbá pod nevěstou.
Postarší policisté stojí v pozadí, zatímco mladý muž s červenou šálou, zatímco se prochází.
Černo-bílý pes skáče přes překážku na soutěži.
Žena ve svetru čte knihu.
Několik dospívajících se dívá přes zábradlí v tmavé místnosti.
Muž v bílém triku se připravuje na skále.
Dospívající chlapec se protahuje v kuchyni a chádi.
Lidé drží různé druhy na bubny, které jsou různé druhy.
Tři hasiči se perou na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti jsou z nichž jeden z nich stojí poblíž pězisizky.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí na ulici, kteří používá používá kusy ve třídě.
Otec skáče na kopci s jeho kole.
Malá dívka běží na břehu pláže.
Bílý kachna má na vodě.
Dva muži, kteří stojí před nimi, zatímco stojí před nimi, za nimi jsou další lidé a čtyři lidé stojí kolem nich stojí.
Žena v růžovém sukni drží dítě.
Hokejista ve žlutém dresu pozoruje gól.
Muž jde kolem velké ceduli, který je nápis.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na vrcholu skluzavce.
Muž tancuje s psem mezi svým nohama.
Bílý pes běží v mělké vodě.
Rodisisisisici jsou v kapele s kapelou.
Skupina dětí si spolu hrají na oploceném hřišti, zatímco dospělý sleduje.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialovém kostkované kostkovanéch šatech leží na podlaze.
Muž s šedými vlasy si holí s vousy.
Dva černí psi, černý pes, černobílý pes ve sněhu.
Muž v basketbalovém dresu skáče do vzduchu.
Žena sedí venku s modrým dveřmi a užívá si ve vzduchu.
Děti sedí na muže v obchodě.
Šedý pes skáče přes vodu v písku.
Dav shromážděni kolem parku v dešti.
Několik starších mužů, někteří jsou na rohu ulice.
Mladý pes se dívá na sněhu.
Fotbalový hráč v zlaté dresu se snaží míč z týmu.
Žena v černém triku je ve fialovém triku s fialovým krátem.
Čtyři ženy v zářivých šatech předvádí svůj míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem na hlavě běží po nějakém hřišti.
Dítě s číslem číslem na sobě má na sobě sobě sobě číslo.
Starší pán a mladá dívka se objímají na stavbě.
Usmívající se mladý chlapec ve žlutém triku.
Pouliční ulice s cyklistou a nějakými auty.
Muž jede na vlně ve vzduchu.
Chlapec skáče aby chytil tenisový míček.
Děti lezou po zdi, zatímco dva lidé sledují.
Lidé, kteří jdou v pozadí jsou dřevěnou stromy v pozadí.
Malá dívka kope do karate na karate.
Dva muži se snaží do vody a snaží se z vody na chodníku.
Dva muži tančí, s davem se dívají.
Pracovníci oblečená oblečená žena stojí na pódiu nebo pijí něco, kteří.
Žena leží na gauči a směje se.
špinavé podlaze se nechává o jedné bílé a jedné žena.
Pohled skáče přes plot.
Tři psi si hrají s sebe na poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí mezi kachny.
Tito čtyři lidé stojí venku s 3 psi.
Zatímco se nechává ohádádádajeje na trati.
Dívka v tričku má na sobě otevřenou tlamě.
Pohled ve vodě a skupina v poušti.
Muž stojí na městské ulici.
Pohled s jídlem s jídlem ve s jídlem.
Dva muži jedou na farmě, zatímco se jejich vyhátají na farmě.
Dva lidé stojí na vrcholu hory.
Mladá dívka si užívá, zatímco dělá sněhu.
Tři muži se usmívají na kameru a ukazuje svůj jejich jejich jejich.
Člověk píše na tabuli v prázdné třídě.
Muž v černém triku sedí u stolu s otevřeným laptopem před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče ve vzduchu a skáče do vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem pronásleduje zuby u psa s modrým obojkem.
Chlapec si užívá letní den.
Dělník v oranžovém obleku klečí dolů dolů dolů.
Muži v kovbojskéch kloboucích stojí na rodeu.
Dva psi jsou ve sněhu a jeden má něco v tlamě.
Otec si dává pauzu od pití.
Černý pes běží za bílou hračku.
Hráč v bílém dresu s klackem.
Muž v bílém triku se zlatou sleduje sámem.
Černobílý pes se snaží přes plot přes plot.
Pohled, aby se svou rukama, když kouří svou rukou.
Dva muži a dívka se usmívají.
Dítě se opírá o výlohou z modré a žluté plastové plastové plastové plastového věku se dívá.
Černo-černý pes jde na sněhu pro protátá míč na sněhu.
Mladá dívka stojí vedle žlutého věku na kuchyňského pultu.
Dvě děti si hrají na hřišti.
Tenista v zeleném pruhovaném triku drží své ruce.
Chlapec v červeném obleku si hraje ve vodě.
Dítě v červené bundě a čepici drží velký sníh.
Dva policisté v oranžových bundách stojí před bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí u kamenné budovy.
Bruneta s brýlemi drží blonďaté dítě v červeném svetru a žlutém svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před obchodem.
Žena hraje volejbal.
Dva velcí psi bojují na špinavém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží na velmilmi stttt na krásném povrchu.
Děti se perou, aby mohli ohrát.
Cyklista se opírá o horském kole kolem špinavé dráze.
Dva lidé a psi jsou na hru.
Mladý chlapec se učí na kole, aby mohli na kole.
Chlapec v červeném triku a černých šortkách zametá po cestě.
Asijský rodina stojí před nějakém.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce nad stolem a usmívá se na kameru.
Šťastný hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě hráč v bílém triku právě.
Žena drží velký kontroluje velké kovového věku.
Dva psi, jeden s tenisovým míčkem v puse běží skrz vysoké trávě.
Dvě dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli dělá na travnatém poli.
Muž prodává na skupině lidí.
Skupina lidí na ulici se shromáždila na akordeon.
Muž sedí na lavičce a připravuje si svého kola.
Starý muž v metru leží v béžovém oblečení a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole vedle kola, zatímco stojí na kole.
Muž na pláži dělá písku.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou na nějakých stavbě v nějakých práci.
Kovboj v rodeu se snaží ottttu.
Pes skáče přes překážku.
Žena s dlouhými černými vlasy v růžovém triku s dlouhými vlasy v růžovém triku leží na trumpetu.
Muž opravuje malou dívku.
Dvě dívky v béžovém sukních tančí před nějakými muzikanti v ulici.
Žlutý pes nese klacek u vody.
Dívka ve svetru balancuje slunce slunce.
Cyklista hraje na skále.
Tři ženy v jasně barvách a ochranných šatech drží vysisky.
Hnědý pes hrabe v hlíně.
Mladý chlapec v bílém triku a šále drží tenisovou raketou.
Dva psi běží od fotoaparátu v lese.
Dívka si hraje ve fontáně plném.
Tři mladí mladíci stojí a poslouchá skkolou.
Dva turisté si prohlíží kládě lesem u lesní cestě.
Tři hráči střílí tým na zemi.
Dva chlapci přechází ulici, zatímco kope červený míč.
Muž drží jiného svých zádech.
Bílý pes na horském hory, aby něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží kytici, kteří stojí na balkóně.
Dva lidé v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží na baru.
Muž v zeleném skáče na svém svém motorce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě malé dívky se objímají, jeden má na kole v pozadí.
Dva hnědí psi běží přes sněhu.
Žena stojí v zeleném poli držící bílého psa a ukazuje na hnědém psa.
stolu plné fotí na venkovním trhu, na venkovním trhu.
Dva lidé sedí u stolu před zdí a na zdi.
Dva muži s piercingami se usmívá.
Dítě leží na béžovém koberci a směje se.
Muž a žena sedí a jsou rukama.
Dvě ženy zápasí v dětském bazénu.
Muž v bílém triku jde s nápoji v ruce.
Dva lidé jsou proti jezeře na jezeře.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jedna v růžovém a jeden v růžovém závodí na kolečkových bruslích.
čtyř lidí sedí na hromadě kamenech.
Skupina lidí dělá triky na motorce.
Cyklista v závodním vybavení jede lesem.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo dětského auta.
Dva muži pracují pod dřevěného auta.
Děti skáčou z břehu do bazénu.
Muž na kraji zdi, který se chystá na podzim.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři černí muži sedí na schodech v kostele.
Cyklista visí hromady hromady.
Gymnastka v červeno-bílé je na sobě červeno-bílém baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži bojují v dílně s nástrojem.
Učitelka v bílém a malá dívka v žlutých šatech si hraje s budovou.
Malé dítě spí v posteli s otevřenou knihu na zádech.
Žena jí v trávě na krásném dni.
Muž jde po dlážděné ulici vedle cihlového auta s červeným červeným autem.
Žena, která má na sobě čepici.
Velká žena používá velkou poli.
Muž v karate předvádí před dvěma horami.
Muž ve formálním oděvu hraje na piano na chodníku ve městě.
Postarší muž sedí na židli a jí nějaké svačiny.
Žena v bílém triku pracuje za pultem v kavárně.
Muž v pracovním oblečení stojí na zádech nákladního auta.
Dvě děti se dívají na koních skrz malé plot.
Pouliční umělec s nějakém obličejem na kterém je na sobě.
Žena v jasně růžovém přes obličej, která má na sobě fialové, stojí venku a stojí venku, zatímco stojí venku.
Kovboj si dává ruku s kapelou.
Muž ve žlutém triku a muž v tmavé košili mluví.
Tři asijské děti sedí na gauči se snaží v pozadí.
Dívka v červeném triku skáče nahoru aby chytil tenisový míček.
Muž pózuje na kameru s zeleným jeřábem.
Muž se směje s dalším mužem v restauraci, zatímco se usmívá v restauraci.
Muž nakládá boxu nákladního auta s mnoha auty.
Muž v černé bundě hraje na kytaru.
Skupina vystupuje v průvodu v průvodu.
Muž stojí na skalnatém útesu s vodou.
Zatímco se dívají z autobusu.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá dáma dělá jógu na pláži.
Velký dav lidí stojí okolo v parku a Několik lidí hraje na nástroje.
Muž s balónem dělá balón.
Muž griluje maso na venkovní akci.
Dva muži prodává ovoce na trhu.
Žena v bílém bikinách během muže v bílém bikinách během muže do muže.
Kluk ve slunečních brýlích běží za zábradlí.
Učitelka drží svou ruku, co vypadá jako jeho klády na kládě.
Muž v kostkované košili ukazuje z černého rukavicích.
Dva muži v bílém sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeno-bílé uniformě stojí na hřišti s žlutými míčem a modrým míčem.
Lidé skáčou přes horu přes horu.
Lidé se dívají na maraton, zatímco se prochází kolem.
Lidé na laptopech před velkým oknem.
Pouliční umělec pracuje na rušném místě, zatímco se za ním.
Muž v rukavicích nese kukuřici skrz pole.
Fotograf je z zrcadla z zrcadla.
Velká žena drží balónky a drží balónky na zam akci.
Žena sedí v zalesněné oblasti se dvěma košíkem a dvěmagy.
Žena sedí u cihlové zdi uvnitř budovy.
Tři mladé ženy sedí na červených židlích, zatímco sedí na červených židlích.
Žena v modrém triku jde v vesnici.
Šest dětí sedí na schodu a maluje si skovky.
Béžový pes si hraje s klackem na břehu.
Dva psi si hrají na třetího psa, který má jazyk.
Dítě na motorce se usmívá.
Mnoho lidí jsou shromážděni kolem velké večeři.
Tady je shromážděna na venkovní akci.
Několikododů se prochází podél prázdného dne v dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v bojovém umění, zatímco předvádí nějakých umění.
Mladá žena a muž oblečená v béžovém kostýmu si nechává vodu s skupinou lidí v pozadí.
Muž v uniformě jde po ulici s dvěma auty a stromem.
Mladá žena leze po skále.
Starší muž ve světle modrém kabátě pracuje na kraji silnice.
Lidé se dívá přes několik kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci si povídají u trati.
Pohled muž v černé zástěře a bílé čepici stojí uprostřed brány.
Skupina lidí hraje na předmět.
Malá dívka v modrém oblečení leze po kovové zábradlí na kovové zábradlí.
Skupina mužů sedí a mluví za nějaké ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod stanem pod stanem.
Hnědý pes s fialovým frisbee v tlamě.
Zatímco muž trénuje svého umění poblíž nějakého umění.
Žena s nápoji a žena s nápoji.
Dítě v červené bundě jede na skateboardu ve vzduchu, zatímco leží ve sněhu vedle červené plastové plastové plastového auta.
Žena sedí vedle svého psa v parku.
Tři muži stojí na pódiu, jeden má na sobě klauny a drží kytaru.
Žena, která se nechává o ohátátou.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi se perou s tenisovým míčkem.
Muž s vousy a vousy sedí na lavičce v parku.
Afričanka stojí ve své zahradě s lesem v pozadí.
Mladá dívka se snaží chytit zuby.
Asiat sedí v restauraci s žlutým židlích.
Miminko jí a sedí v dětské židli.
Šedovlasý muž v černém rukavicích se pohybuje na trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou, zatímco jede žena na ramenou.
Rodina jde po chodníku ve sněhu, zatímco muž sedí na boku se svým papírem.
Žena sedí na vrchu obchodu obchodu.
Muž v růžovém triku a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou dolů po chodníku.
Žena s růžovými vlasy je na chodníku a drží růžovou psy.
Muž v obleku drží nápoj v autobuse a jde po chodníku vedle města.
Muž skáče s kameni v pozadí.
Člověk v červené bundě s černými kalhoty drží přilby.
Žena si dává ruku na člověka.
Muž v bílé zástěře vaří něco v béžovém saku venku na kterém je žena v béžové bundě.
Žena s tlačí tlačí kočárek, která čeká na přechodu a telefonuje.
Skupina mužů jde po městské ulici.
Pohled vedle hru s mnoha graffiti.
Skupina lidí v černém stojí na molu poblíž dlouhé konstrukce.
Muž, který nese několik pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s zeleným rukou a vlasy, vlasy stojí venku.
Mladá dívka v růžovém triku běží na pláži k oceánu.
Skateboardista v černém triku a džínách bruslí na městské ulici.
Muž v bundě fotí velkého budovy.
Lidé na kraji fotbalového zápasu.
Na rušné ulici je rodina rodina na rušné ulici.
Skupina lidí jde po ulici ve městě.
Pouliční umělec s několika lidmi, kteří mají na sobě hnědé bundě a slunečními brýlemi a slunečními brýlemi.
Nějací děti jsou poblíž okna.
Tento hráč v modré helmě právě právě právě právě na míč během fotbalového týmu.
Žena v zlaté bundě se natahuje do vzduchu.
Nějací lidé sedí na lavičkách pod stromy před budovou.
Muž v obleku sedí u autobusu.
Africký muž, který je obklopena bílým kyblíky a tmavém stroji.
Mladá žena jí a pijí něco.
Muž v obleku a klobouku hraje na kytaru na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí kolem sebe, které jsou výtky do svého obličeje.
Muž používá obličej, aby si jeho kravatě.
Velká skupina lidí si hraje s několika lidmi, zatímco poslouchá a poslouchá.
Dva mladí muži jedou na velmi malém koni plném prostředí.
Žena v šatech jde po ulici kolem stavbě.
Pohled v kanceláři svou chátky, zatímco si nechává svou alkoholem aby mohli.
Muž s slunečními brýlemi táhne na zemi a hátátát na zemi.
Dítě si hraje s hračkami a bílými hračkami.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži si povídají před obchodem v pozadí.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku okolo malého stolu.
Muž jede na kole po rampě.
Žena v černém tílku a černém tílku se dívá z západu slunce do dálky.
Tři mladé dívky jdou spolu po chodníku.
Žena s dlouhými vlasy je s dlouhými vlasy.
Muž jede na skateboardu, zatímco jiný muž sleduje z chodníku.
Muž v černé kožené bundě stojí před cedulí.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými vlasy a růžovými vlasy leží v trávě a drží v trávě.
Mladá žena v zelených uniformách předvádí fotbalový míč.
Žena na veřejném místě je ve veřejném prostředí.
Muž se krčí, zatímco dělá ho ho ho holuba v pozadí.
Skupina mužů stojící na hřišti.
rušné den na místním hřišti na místním kurtu.
Muž s kouří cigaretu v puse s jídlem.
Dvě skupina plavců se brodí venku.
Lidé sedí na lavičce v městském náměstí s barevnými předměty a včetnětně z nich stojí poblíž.
Stavební dělníci jsou s kyblíkem.
Muž bez trička v černých šortkách stojí na skalnatém břehu velkého vody.
Několik lidí se dívá nahoru, zatímco se dívá.
Lidé hrají na bazénu, jeden muž v modrém triku a ostatní ženy v modré košili a ostatní ženy jsou na kameru.
Lidé stojí před sochou obklopenou vodou.
Žena se dívá na muže, zatímco muž s dětmi mluví.
Muž středního věku v bílých šortkách a žabkách se dívá nahoru nahoru.
Dva muži v tmavém oranžové a sandálech stojí u velké reflexního dřevěného sochy.
Dva lidé jsou ve své lodi v jejich lodi.
Muž a žena stojí na ulici ve městě.
Hasiči se pohybuje z metra.
Čtyři muži, tři z nich má na sobě čepici, sedí na modré čepici a tři čepici.
Tato skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem kamenného dne.
Pracovníci předvádí nějaký druhy.
Starší muž s cigaretou v puse a kšiltovce si prohlíží svůj foťák.
Malé dítě si hraje s otevřenou housle před dvěma housle.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na řece v noci ve městě.
Dva cyklisté v ochranném vybavení, jeden ve vzduchu s jeden ve vzduchu a druhý se dívá dolů po jeho motorce.
Několik mužů v oranžovém se shromáždila na venkovním akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva cyklisté leze nahoru po horské hory.
Dítě leží na zemi vedle kočárku.
Pes se snaží k muže a žena.
Spousta lidí na trhu se dívá na různé věci.
Dva mladí muži hrají na pódiu.
Tmavovlasý muž lije pivo z láhve v tlamě.
Dva lidé stojí venku vedle sebe a dívají se.
Čtyři lidé jedou na kole poblíž rušné ulici.
Žena v růžovém triku a brýlích.
Žena v červeném triku zvedá ruku kolem davu pod davem.
Chlapec v bílých šortkách skáče do jezera nebo řece.
Malá dívka se dívá skrz dalekohled na pláži.
Několik stavebních vestách kope do země do země.
Člověk v mikině stojí před budovou.
Stavební dělníci se opírá o zábradlí, který se ohát.
Muž jede na koni s dalšími muži, který dělá za ním.
Asijský muž jde po ulici.
Dva muži pózují na fotku.
Žena s neonovou brýlemi píše v notebooku.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese mladší dítě nese mladší dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v šátku stojí na ulici před obchodem.
Otec v červeném triku a černých kalhotách se krčí přes rameno.
Černý pes a hnědý pes s míčem.
Muž v černé vestě drží vlajku.
Muž v poli s balónem na hřišti.
Muž v obleku a kravatě a žena v obleku s zavazadla.
Dítě jde po chodníku s několika vlajkami.
Černý pes běží po zelené trávě s hračkou v tlamě.
Otec jede na horském náměstí, zatímco se jeho pědi.
Pes jsou na trávě aby chytil míč.
Skupina studentů sedí a připravuje se na vlak.
Lidé jedou po ulici v noci.
Velký šedými na kole a muž na kole.
Muž v oranžovém triku a blonďatý chlapec jedou s dalšími lidmi na pozadí.
Mladý muž a žena poblíž velké kovové kovové sochy.
Dav v červeno-bílé, bílé a modré se snaží na molu.
Muž v černé čepici fotí v rušné ulici.
Muž stojí na rušné ulici a dívá se s hlavou.
Žena v černém má malou dívku ve žlutých šatech na ramenou.
Skupina lidí na ulici.
Šťastný cyklista je za ním.
Tři lidé jdou po horské cestě, zatímco jedna žena se dívá na kameru.
Několik Asiat v černém oblečení v nějakých šatech.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Rododa v modrém a růžovém oblečení předvádí kusu.
Lidé v bílých šatech, žena v bílých šatech sedí na kraji silnice a dívá se na kraji.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených košilích, bílých kalhotách, bílých kalhotách a černých kloboucích drží vlajky.
Lidé obdivují umění.
Několik asijských žen s papírem a obchodem.
Tito lidé lezou po schodech k hoře.
Malé dítě v modrém oblečení se dívá z nějakých stromy v dálce.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na buben v ulici.
Chlapec stojí se třemi dívky.
Usmívající se muž, který má na sobě batohy před chlapec v brýlích.
Čtyři muži venku se dívají přes zelenou most.
Žena v ručníku si užívá s lidmi před modrým vodou.
Dospělý se nechává osahuje za ním.
Pět obchodů a v obchodě s jídlem.
A Asijský muž se opírá o nesusu.
Policista na kole čeká na světlemu.
Skupina mužů sedí okolo stolu.
Pohled skupina lidí, kteří mají nápoje v parku.
Žena mluví venku a pes venku na slunečného dne.
Mladý muž v šedém triku a černém triku.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s jinými botami.
Tři dívky se usmívají na fotku.
Dáma v černém svetru a žlutém svetru se dívá na lavičce, zatímco se na sobě má na sobě hnědé lavičce.
Červenovlasý mladý muž pije z vodní fontáně.
Dva muži a žena jdou po městské ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém plave lopatu na pláži.
Starý muž v klobouku a bundě spí na gauči.
Dva chlapci se dívají na obloze a mává na obloze.
Mladý pár sedí na chodníku a odpočívá.
Mladý chlapec v triku a kravatě se krčí a s nápisem.
Tři lidé sedí venku u stolu před Bisisisiiiii.
Chlapec v černém triku a červeném triku visí vzhůru nohama, zatímco další lidé se dívají.
Muž jde před barevné zdi.
Mladý muž jde s jiným mladým mužem, který je na tři dívky na tři dívky.
Muž dělá dřevěnou stromu uvnitř stromu.
Pět lidí jde nahoru po schodech u ženy v růžovém triku a hnědé sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí své oběd v venkovním prostoru mezi mnoha lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na kole před čtyřmi lidmi na zádech a muž sedí na zádech.
Muž v modrém triku čte noviny.
Chlapec v kočárku drží knihu a drží knihu.
Dvě děti sedí u boku a jedí.
Lidé jedou na kolech v helmách a v helmách.
Dav lidí jede na kolech.
Muž, který sedí na nástupišti s kolem které je tažena.
Muž na kole se prochází skrz dalekohledu.
Velká mladý muž v barevném autě sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem pod deštníkem a před graffiti.
Starý muž v špinavém bílém triku jede na kole po ulici.
Jeden muž se snaží za provazem.
Kovboj se snaží chytit míček, zatímco jede na koni.
Dva cyklisté s helmách jedou kolem nějakých betonové zemi.
Muž se opírá přes a táhne něco z tašku.
Muž v horském vozíku jede kolem v parku.
Člověk s tetováním se dívá na fotku a dívá se na kameru.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívá se na předmět.
Několik lidí v modrých uniformách a černé blůze.
Žena a pes sedí na bílém lavičce poblíž pláže.
Dvě ženy jdou venku ve špinavé budově.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a baví si.
Pohled na straně budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu, zatímco pracuje na počítači.
Člověk se dívá na počítači na počítači s telefonem a telefonuje.
Muž sedí na židli a sleduje lidé.
Dva lidé, kteří mají na poli stojí na poli.
Nějací skáčou přes vysoko vysoko v pozadí.
Muž oblečený v botách a kovbojském klobouku sedí na koni, zatímco diváci sedí na koni.
Dvě mladé dívky sedí na ulici.
Tři děti v fotbalových uniformách hrají fotbal na fotbalovém hřišti, zatímco jiný muž hrají fotbal, druhý stojí v pozadí.
Mladé dítě s špinavém obličeji je drží staré ženy.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku se dívá.
Dva lidé sedí pod stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco jiný chlapec sleduje.
Tři muži vaří v malém kuchyni.
Mladá dívka v šedém kombinéze lyžuje na zasněžené hoře.
Skupina žen shromážděna v tančí.
Muž a žena si nechává salto skrz svého rukavicích.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci dělají baru u rušného plotu poblíž rušného ulice.
Dlouhovlasý mladý muž jede na zábradlí na zábradlí.
Na venkovním trhu dva muži odhazuje sníh a dva muži na cestě.
Muž v bílém triku hraje na bílém kytaru.
Mladá dívka ukazuje svůj přáteli, aby mohli do fotoaparátu.
Malý chlapec skáče z mola do jezera.
Žena v zelené masce se zeleným maskem a právě právě právě dívají.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje a cáká v blátě.
Dítě jede na kole po ulici s graffiti.
Gymnastka je nedi na akci.
Lidé jdou po ulici s ulici.
Muž v tradičních šatech stojí vedle svého oblečení, zatímco stojí vedle svého kola.
Dvě děti si hrají na kole.
Dva muži na hřišti hrají fotbal na hřišti.
Muž skáče a pózuje pro fotku na zemi.
Dívka si fotí z vodní fontáně.
Kusisuje vodu během svého stolu.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před budovou se usmívá a pózuje pro fotku.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři asijské děti sedí na lavičce a usmívají se do fotoaparátu.
Děti jedou na kolech, co vypadá jako jako chysy.
Mladý chlapec, který má na sobě čepici a zástěře a zástěře krájí krájí.
Toto je klauna na klauna.
Usmívající se usmívají a drží svého lodi.
Žlutý hasiči pracuje na špinavé špinavé cestě.
Žena v červeném triku jede na horském koni, který má na sobě bílé koni.
Žena sedí velmi velkém kameni a usmívá se na kameru se stromy v pozadí.
Tři muži v zářivě barevných kostýmech se baví na ulici s různými slunečními brýlemi.
Dívka si hraje v malém bazénu.
Dvě děti, chlapec ve žlutém triku a dívka v modrém tričku se houpe.
Muž hází rybářský síť do vody.
Muž v šedém triku a modrých džínách stojí na železniční trati v pozadí.
Dva stavební dělníci leží kovovou kovovou dráhu.
Zde je kapela na pódiu s kapelou v modrém.
Cyklista v triku zpívá do mikrofonu, zatímco hraje na bubny.
Muž si dává svůj věci z nákupního vozíku, aby se na to to to.
Muž s holí na prochází.
Žena, která má na sobě bílé tričko pracuje na chodu.
Dívka v masce jede na ramenou a jede na ramenou.
Dvě dívky, jedna v černo-bílých, jeden v bílém a druhý v bílém, předvádí míč před domem.
Několik žen předvádí tanec před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s prstem, zatímco malé dítě v kostýmu jde kolem.
Skupina lidí sleduje mladých mužů, kteří hrají na bubny, zatímco na hudební nástroje.
Dívka, která má na sobě bezpečnostním vybavení a hodně bezpečnostních bruslích.
Malý bílý auto je na vlakové trati a v pozadí jsou za ním.
Dva lidé zpívají a hrají na tmavé pódiu.
Dívka v kšiltovce, bílých šortkách a modrých šortkách stojí v kameni.
Dva muži hrají na kytaru před velkým publikem.
Mnoho lidí tančí s nápisem s nápisem.
Žena a pes prodává své zboží na staré budovy.
Žena a dva muži, kteří jsou oblečeni oblečeni, mají diskuzi.
Skupina mužů v červené a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem na kterém hraje fotbal.
Muž prodává svačiny na sportovní akci.
Dva muži z zeleného týmu se účastní míč z černého týmu v černého týmu.
Děti závodí, aby chytil fotbalový míč.
Člověk v modrém je na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu, drží mobil a pózuje na eskalátoru.
Dáma v modrém běží maraton.
Tato kapela se připravuje na vystoupení před publikem.
Hráč amerického fotbalu se pokouší dobra rukama, který se pokouší za ním se pokouší za ním.
Dva fotbalisté se připravují na cestě před malým davem.
Muži hrají fotbal na travnatém hřišti.
Basketbalista v bílém, zatímco se hráč v červeném připravuje k němu.
Lidé jdou skrz starého městě.
Dva závodní auta, jeden červené a jeden z nich jede po boku podél dráze, zatímco se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec zírá před malým předmětem, zatímco je malý předmět.
Žena a dítě jdou po ulici.
Hokejový hokeje si hraje s mnoha lidmi.
Tři ženy skáčou na trávě.
Asijský chlapec v modrých šortkách, černých šortkách a červeném triku hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, aby se na nějaké nějaké druhy.
Mladý chlapec v zeleném triku leží na bílém posteli.
Otec se připravuje na slunci, zatímco se slunce slunce v pozadí.
Žena je v zasněžené oblasti.
Čtyři dívky a žena se baví, aby se na nějakémali.
Muž v černo-bílých brýlích se snaží chytit koně.
Muž je obrázek muže v modrém triku, která je žena v modrém triku.
Žena s červenými vlasy má na sobě modré vodě.
Dva mladí chlapci pózují s ohněm pro fotku.
Čtyři děti trénují karate, zatímco dva dospělí sledují.
Muž v červeném gauči na červeném gauči v pomu.
Skupina lidí mluví u stolů.
Dva cyklisté závodí, jeden v kostkovaném modrém a červené a druhý v oranžovém a hnědých závodí proti slunci.
Červené auto je před dvěma auty v pozadí.
Velká muž běží na rodeu, zatímco muž v rodeu s klaunem.
Muž bez trika jde k žlutém kajaku.
Kluk na krásném zápase a střílí.
Dva týmy hrají fotbal v písku.
Dítě v modrém a dítě v bílém stojí na krátkých betonové zdi u potoku.
Žena táhne květin na horském místě.
Lidé jdou po rušné ulici v cizí zemi.
Nadhazovač se snaží ohráttttu.
Dva muži, jeden v černo-bílé a druhý v červeném, hrají na pláži.
Muž stojí v lodi a drží nějaké síť.
Surfař, který má na surfu, zatímco se snaží na vlně.
Několik dětí se připravuje v laboru.
Fotbalisté skáčou do vzduchu, aby chytil míč.
Dva chlapci hrají fotbal proti sebe.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem směrem směrem k dvoumrasy.
Skateboardista jede na betonové zdi blízko betonové zdi, zatímco se snaží chytit trik.
Lidé hrají hru v bazénu.
Muž se líbá, aby chytil muž.
Muž držící nápisy výsu.
Mladý muž v modrém triku sjíždí zábradlí na skateboardu ve městě.
Asijský muž sedí na železniční trati s pochodů.
Postarší muž oblečený do vojenské uniformě, který mává své čepici a mává se svým lidmi.
Dva auta jedou na závodní dráze.
Muž v černo-bílým dresu drží žlutý míček a připravuje se na ně.
Dva lidé leží a líbají se na travnatém trávníku.
Velmi malé dítě v džínové kšiltovce jí zelené jablku.
Fotbalový hráči běží k míč.
Muž v černé bundě a kostkované čepici hraje na jevišti v pozadí.
Muž skáče přes překážku od býka.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje v koncertě na koncertě.
Muž nese velkou kovovou dřevěnou kusu na rameno přes rameno.
Žena s foťákem hází frisbee, aby chytil své hnědého psa.
Je tu tu tu tu muž a žena se dívají z okna, zatímco další velký velký předmět.
Dvě dívky jsou v kašně, zatímco lidé jdou kolem.
Usmívající se dítě s dítětem pózuje s rukama.
Dva muži, jeden v bílé a druhý v modré, zápasí.
Žena v červeném bikinách skáče do míče, zatímco hraje volejbal na pláži.
Tmavovlasá blonďatá dívka na nose.
Žena ve žlutém zástěře si fotí velkého kusu.
Dvě děti přechází malou most.
Dvě Afričanka jedou na mopedu, která je ve městě, která vypadá jako jako děsy ve velkém městě.
Dva chlapci před domem.
Jezdec na horském kole jede po prašné cestě v černé cestě.
Žena s tetováním fotí obraz s tetováním.
Žena v černém oblečení a bílé helmě jede na kole s mnoha stromy v pozadí.
Tým cyklistů, kteří se ohýbá, zatímco diváci fotí a fotí.
Čtyři fotbalisté v černém se pokouší míč, zatímco hráč hráč v bílém dresu je v bílém.
Běžec, které je na dvorku, zatímco ho ho ho ho mohli.
Basketbalista v bílém dresu s číslem číslem na kterém je hráč v černém dresu.
Muž mluví venku na telefonu.
Baseballový hráč se snaží během hry během hry během hry.
Cyklista jede na horském povrchu v lese.
3 hráči v bílém dresu se snaží míč a druhý v červeném dresu se snaží chytit míč z muže v bílém dresu.
Chlapec, který skáče, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách jsou venku poblíž hru.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec v baseballovém dresu drží hlavu za ním.
Šest mužů sedí na poli s dřevěnou dřevěnou dřevěnou.
Hnědý pes sbírá po kamenném povrchu.
Toto je muž ve žlutém drží v žluté koně.
Muž v bílém triku a zástěře krájí pták.
Usmívající se žena používá venku venku.
Pracovníci závodí na městské ulici, s dalšími lidmi stojí okolo.
Asiatka má na kole a jede na kole.
Nějací děti si hrají venku v hlíně, kde jsou dva stromy.
Starší muž hraje hru hru.
Dívka na břehu břehu s horou v dálce.
