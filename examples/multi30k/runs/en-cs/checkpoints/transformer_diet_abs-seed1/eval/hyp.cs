Muž v oranžové čepici se dívá na něco.
Na travnatém plotu běží po zelené trávě před bílým plotem.
Dívka v uniformě si dává pauzu s klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu se sněhem v pozadí.
Lidé opravuje střeše střeše budovy.
Muž v tmavém oblečení fotí skupina mužů v tmavéch oblecích a žena v tmavém oblečení.
Skupina lidí stojí před diváky.
Chlapec v červeném dresu se pokouší chytit míč, zatímco se snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a mladá matka si užívá den.
Muži hrají volejbal s míčem, jeden z nich má ruce.
Žena, která drží jídlo v kuchyni.
Muž sedí u stolu u stolu ve svého stolu.
Tři lidé sedí v metru.
Dívka v džínových šatech jde po cestě.
Blonďatá chlapec drží ruce v písku.
Žena v šedém svetru a černém svetru stojí v řadě.
Člověk v pruhovaném triku leze po hoře.
Dva muži hrají, zatímco žena se dívají.
Lidé stojí venku před budovou.
Teenager hraje na trumpetu na hřišti.
Žena dělá na pláži.
Muž stojí u skupina mužů v baru.
Žena používá obraz, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu.
Muž krájí kusu stromy.
Skupina asijských chlapců čekají na maso na grilu.
Ženy v tradičním oblečení jsou v tradičních vestách.
Jeden muž drží jiného muže, který se připravuje na hlavě aby se za ním.
Šest lidí jedou na horském kole.
Dvě blonďaté dívky sedí na rušném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikového stolu před budovou.
Tři chlapci stojí na molu v plavkách.
Pohled na ulici, zatímco žena si prohlíží jídlo na trhu.
Postarší žena si hraje na ledě.
Otec se dívá na budovu, zatímco se dívá na kameru.
Mladá dáma se dívá na gril.
Muž bez trička v šortkách rybaří, zatímco stojí na kamenech.
Dívka, která má na sobě záchranné vesty.
Muž v uniformě a muž v modré košili stojí před autem.
Lidé sedí ve vlaku.
Dítě se houpe s nohama ve vzduchu v lese.
Muž v červeném triku jde po ulici.
Dva muži v plavkách skáčou do vzduchu na pláži.
Batole vaří s jiným mužem.
Otec a dvě děti dělají venku na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu obchodu.
Závodník předvádí trik, zatímco je připravena.
Velká skupina lidí kontroluje ulici.
Muž na hromadě, který jde do vody.
Žena v džínách jde kolem autobusu s brýlemi.
Muž v růžovém triku sedí v trávě a trávě.
Auto zaparkovaný na pláži.
Dva muži v černém městě.
Muž ve žlutém kalhotách zvedá své ruce.
Dva muži v kloboucích a čepicích jdou blízko vodní plochy.
Několik tým dělá triky na židlích.
Chlapec si hraje s dítětem, zatímco dospělý z nich se dívá.
Dav lidí z nějakých lidí se baví ve veřejném parku.
Muž sedí na lavičce a drží svého psa a dívá se na vodu.
Chlapec a mladší mladší chlapec si spolu hrají na hřišti.
Žena v modré bundě se dívá na lavičce, zatímco sedí na lavičce.
Hnědý pes stojí na pláži.
Žena sedí s košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu s kytarou za ní.
Basketbalista hraje na pódiu na červeném kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Žena v modrém hraje na housle, zatímco žena s modrou kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby se mohli.
Tři teenageci si hrají v metru.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí v trávě před budovou, si dává pauzu.
Muž bez trika sedí venku v dáli, zatímco tři žena prochází kolem.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém tričku a džínách hraje na bubny.
Mladá žena maluje obrázek obrázek ženy.
Dvě ženy hrají fotbal, zatímco dvě děti je obklopen dvěma ženami.
Muž míchá v kuchyni.
Kluk surfuje na jezeře.
Muž pracuje a pracuje.
Velká skupina lidí, kteří sedí venku a pijí venku.
Blonďatá žena je v baru na baru.
Malé dítě v modrém tričku a bílém tričku drží žlutou košík.
Žena s růžovými vlasy v černém mluví.
Muž v béžových obleku vaří jídlo pro dvou lidí.
Dívka na skále přes řeku.
Dělník s vousy klečí vedle dvou žen klečí vedle dvou žen.
Starší muž otevírá svůj klobouk a dívá se na zádech.
Dítě v bílém oblečení cvičí.
Tři muži v záchranných vestách jsou venku venku.
Žena fotí muže, zatímco má na sobě růžové čepici nese dítě.
Skupina asijských dětí sedí v modrých židlích na modrých židlích.
Mladý chlapec v uniformě brečí do fotbalového míče.
Šťastná žena připravuje v obchodě v obchodě.
Stavební dělník jede na horském vybavení.
Žena běží po odpalu, aby chytil míč.
Muž v uniformě pracuje, aby ho jiný člověk.
Skupina lidí leze v prázdném prostoru.
Cyklista se chystá na horu s modrým helmou na hoře.
Muž dělá stojku na vrchu vrchu sochy.
Dítě sedí u stolu a drží papír.
Hnědý pes se brodí do jezera.
Matka učí dvě mladé chlapci do vzduchu, aby mohli do vody.
Malé dítě jde vedle červeného kopce.
Dívka sedí na kole s mladším mužem, zatímco další mladší chlapec fotí.
Černý pes se vynořuje ve vodě.
Muž v bílých kalhotách a modré košili kope do žluté tašku.
Dva Indci se účastní náměstí.
Chlapec v obchodě stojí v obchodě a píše.
Dva lidé závodí na lodi na oceánu.
Lidé stojí na přeplněném nádraží a jsou venku.
Muž na zdi s ohněm v ruce.
Dva hnědí psi běží skrz sněhu.
Několik mladých lidí vystupuje pro fotku.
Miminko v obleku se dívá na kameru.
Muž sedí vedle počítači vedle počítače.
Tato dáma má v přírodě a směje se.
Lidé v budově, jeden fotí, jeden fotí.
Čtyři psi s náhubkem skáče přes červenou zeď.
Žena v modrém triku drží dítě.
Dva lidé, kteří sedí na pláži ve vodě.
Stará žena pracuje na stroji.
Chlapec stojí v popředí a dívá se z nich na hřišti.
Muž v modré bundě tlačí malé chlapce.
Tři hnědí psi skáčou do modrého ženy v modrém.
Chlapec visí z okna z okna z okna.
Muž v šedém triku skáče přes písku.
Dítě ve žlutém triku skáče nahoru a skáče dolů.
Dělník ve žluté bundě pracuje na vysoko vysoko do budovy.
Muž ve středním oblečení se baví na kterém mluví.
Skupina pijí pivo, zatímco je v baru.
Muž jede na útesu přes útesu.
Muž v černém jde ke svého auta ve sněhu.
Pohled skáče pomocí míč.
Žena v policejním klobouku a čepici se usmívá, zatímco má na sobě sluneční brýle.
Několik lidí se prochází po parku v parku.
Muž v zelené přilbě a žluté bezpečnostní vestě s bezpečnostním vybavením.
Dítě s růžovými vlasy tancuje na hlavě obklopena balónky.
Pes sbírá něco žeee na řece.
Muž se připravuje na svého dne pro den.
Muž v červeném triku se chystá, aby se chystá.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku s žlutým lopatem.
Vousatý muž v bundě na dřevěné lavičce.
Muž v bílém triku se dívá z okna z okna.
Žena drží malého malého bílého sochy.
Šest dětí bez trika si hraje ve vodě a cáká okolo vody.
Dva lidé jedou na horském hory.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s košíkem, a dospělý se dívají.
Malá dívka otevírá strom.
Žena v modrém drží foťák před dvěma ženami.
Malá dívka se pokouší se pokouší na gauči.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Na schodech jde po schodech a černých kalhotách na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v kožené koženém klobouku a kovbojském klobouku jde kolem auta.
Pes běží venku s žlutým hračkou.
Pes v puse běží ve sněhu.
Rodina si hraje na pláži s psem.
Žena a dítě se objímají.
Dva muži a žena stojí venku.
Skupina mužů používá klády, aby chytil vodu z vody.
Muž pije z jídla, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné kamenné budovy s rukama z ptákem.
Pes pije venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na malém židli a připravuje se na fotku.
Malé dítě v zelených botách si hraje v blátě.
Muž používá pilou pilu.
Muž sedí u piknikového stolu s u stolu a pijí pivo.
Chlapec v černém triku a modrých džínách drží červenou pálkou.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží na závodní dráze.
Tmavovlasý muž s tetováním, kteří jsou na náměstí.
Dva hasiči, kteří se perou na sebe.
Toto je skupina lidí stojí u nějaké akci.
Hnědo-bílý pes si dává hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budov.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na flétnu a hraje na flétnu.
Dvě děti balancuje na kládě a drží provazu.
Muž jede na motorce předvádí trik na dráze.
Mladá žena s fialovými fialovými rukama na dřevěné posteli.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládu přes malé řece.
Mladý muž, který má na sobě bílé tričko a černých šortkách stojí na zádech.
Skupina lidí je obklopená deštníky.
Muž na kole svou ceduli, které jsou na svém kole.
Muž hází klacek, zatímco dva psi se dva psi sledují.
Skupina starších hraje na nástroje pod stanem.
Pohled na městské ulici.
Mladá blonďatá žena drží bílém bílém za slunečného dne.
Dva lidé v modrých tričkách jsou venku s býkem.
Černý pes dává do bazénu do bazénu.
Kovboj jede na terénním koni v soutěži.
Otec pracuje na železniční trati.
Dělník v oranžové vestě používá sníh.
Dva stavební dělníci mají práci, zatímco pracují na stavbě.
Tři muži jdou po kopci.
Asiatka v šatech pózuje na mostě blízko mostě.
Mladý muž svou kytaru v kuchyni.
Tři chlapci si hrají s kyblíkem a kbelíky.
Tři stavební dělníci jsou na chodníku.
Lidé se shromažďují v lese vedle lesa.
Stojící skupina shromážděna v kostele.
Skupina mladých mladých mužů skáče v noci na kameru.
Dva muži, jeden v oranžovém, jeden z nich jede dolů.
Dva pracovníci jsou na cihlové cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukou.
Dva hasiči, kteří se dívají na fotku, zatímco se dívají na ně dívají.
Puberťák odpočívá a čeká na letišti.
Muž ve žlutém kabátu se dívá do ohně, zatímco ho chlapec v parku.
Muž a chlapec na kamenité pláži.
Žena na lodi.
Kluk sedí a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Mladík v černém triku si hraje s nápisem "SS"", zatímco sedí.
Muž prodává zboží poblíž silnice, aby mohli.
Dívka ve žlutém se směje, zatímco dívka v oranžovém se dívá.
Pes skáče přes překážku.
Pes s černým obojkem obojkem a zelenou listí.
Dva hnědí psi si hrají v pozadí.
Muž s knírem a vousy drží nápoj, zatímco drží za ním.
Muž, který má na sobě sobě barevné oblečení, jsou oblečení.
Muž v černém triku rybaří na kamenitém břehu.
Dva psi jsou na sebe se usmívají, aby mohli.
Dva muži se připravují na chodníku vedle auta.
Muž sedí a čekají na zákazníky.
Mnoho auta s koly za nimi.
Dvě ženy v tričkách jdou po levé ruce.
Mladé dítě v oranžových vestě drží v modré vestě na kajaku.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí, zatímco žena se dívají.
Žena a dítě před dveřmi.
Černobílý muž a dva přáteli jsou spolu u sebe.
Dívka v maskáčách sedí na stole.
Světle hnědý pes běží nahoru.
Kluk pózuje s velkým velkýmmem na svému.
Plešatý muž přeskakuje svého psa, který skáče přes hnědého psa.
Dav na rušné ulici.
Žlutý pes ve žlutém a černé běží po trati.
Muž v sandálech sedí na chodníku poblíž nějakých tašky.
Muž a žena sedí na metu.
Dítě se dívá na ženu v obchodě v obchodě.
Muž pije z velkého žlutého stolu na rušném akci.
Chlapec se opírá o auta s květinami.
Žena v šatech mluví s dětmi mluví před dětmi.
Muž na svůj svatební den.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu poblíž velkého útesu.
Velký černý pes běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec oblečený v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco je obklopená deštníky.
Oss mužů hraje na pódiu s kytarou na pódiu.
Muž v oranžových kombinéze a modré čepici pomáhá modrý hadici.
Muž a dvě dívky ukazuje z vody, zatímco drží u vody.
Muž v červeném triku pozoruje psa na dráze.
Chlapec v červeno-bílých plavkách plave v bazénu.
Asiatka svou vlasy na zádech.
Starší žena a malé dítě v růžovém triku si hraje s barevnými barevnými pruhy.
Malý černý pes skáče přes brány.
Hnědovlasý muž v zeleném triku hraje venku.
Muž mluví na telefonu s telefonem.
Skupina dětí sedí na modré, zatímco jí jídlo.
Černý chlapec sedí v písku.
Malý pes sleduje dvě velcí psi si hrají na poli.
Lidé sedí venku v kruhu před velkou budovou.
Jeden pes skáče, aby chytil míč.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy si povídají přes bílého stolu.
Asiat vaří venku jídlo.
Hnědý pes se chystá chytit zelený frisbee.
Pohledcící kapela hraje na kytaru.
Mladý chlapec stojí vedle písku vedle písku.
Tři malé děti jdou skrz travnaté zahradě.
Muž sbírá vozíky na dortu.
Muž na kole jede na horu.
Chlapec v modrém a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojového umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový hráč ve žlutém se pokouší gól.
Skupina mladých lidí se fotí v restauraci.
Mladý muž skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli na posteli.
Dva lidé v kabátech kostýmech, jeden v modrých kostýmech a druhý v modrých kostýmech stojí na silnici.
Muž v modrém triku běží s číslem číslem aby mohli.
Asijský dělník pózuje na kameru.
Muž, který vypadá vypadá, že běží maraton, aby chytil nahoru.
Basketbalista se pokouší fotbalový míč během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva hokejisti se objímají, zatímco ostatní sledují.
Tým v bílém a zlatém hřišti na hřišti.
Malá dívka tlačí po travnatém poli na travnatém poli.
Skupina asijských dětí oblečený v bílých košilích předvádí dav s davem.
Chodci jdou po ulici a dítě v obchodě.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy.
Disisisy, kteří jsou pomocímocí auto, kde jsou vlajkami a zamalali.
Cyklista skáče přes překážku.
Pár sedí v bílém židlích se usmívá na kameru.
Mladé děti jsou na malé vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého fotbalu.
Dva mladí muži na fotbalovém hřišti hrají fotbal na fotbalovém hřišti.
Lidé jdou po dlážděném dlážděném dlážděném vozíku.
Mladý chlapec v bílých kalhotách skáče z gauči.
Kluk v oranžovém triku je z tašku z tašku.
Žena v hnědých džínách, modrých džínách, bílých džínách, drží vysoké stromu.
Tři lidé se usmívají a drží cedule.
Policista stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí má hlavu.
Červenovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s svým dítětem v klíně.
Africké dítě drží něco, které drží něco.
Žena řídí dav lidí s davem.
Muž v obleku drží ovoce, zatímco se dívají.
Dav je na baru.
Dívka v bílém a dívka v zeleném jde kolem modrého auta.
Muž používá zelený vybavení.
Člověk surfuje skrz vlnu v oceánu.
Zatímco si prohlíží něco.
Nevěsta a ženich se líbá pod nevěstou.
Na hřišti stojí muž v pozadí, zatímco mladý muž s červenou šálou prochází.
Černo-bílý pes skáče přes zábradlí na soutěži.
Žena v svetru čte knihu v knihovně.
Několik mužů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém triku leze na skále.
Dospívající chlapec se natahuje v kuchyni a chovi.
Lidé drží různé druhy na bubny.
Tři kuchaři na dřevěné poli jsou na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti, kteří jsou z nich stojí blízko sochy sochy.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí, kteří používá na ulici.
Muž skáče na kopci svou kolo.
Malá dívka běží na břehu břehu.
Bílý ptákka s hračkou ve vodě.
Dva muži se baví, zatímco stojí před nimi stojí za ním a baví se.
Žena v růžové sukni drží dítě.
Hokejista ve žlutém dresu se žlutou gól.
Muž jde kolem velké ceduli, která je napsáno "SSS.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tancuje s psem mezi svým psem.
Bílý pes běží v mělké vodě.
Děsisisici jsou na kolečkových bruslích s kapelou.
Skupina dětí si spolu hrají spolu na oploceném dvorku.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialovém kostkovanéch šatech leží na podlaze.
Muž s šedými vlasy si holí holí vousy.
Dva černí psi, černý pes, černo-bílý pes ve sněhu.
Muž v dresu skáče do basketbalového týmu.
Žena sedí venku a užívá si s modrým dveřmi.
Děti sedí na muže v obleku.
Šed-bílý pes skáče přes vodu v písku.
Dav je shromážděna kolem fontány v dešti.
Několik starších mužů v tradičním oděvu na rohu ulice.
Mladý pes se dívá na sněhu a dívá se ve sněhu.
Fotbalový hráč v basketbalovém dresu se pokouší míč z týmu.
Žena v černém triku je s fialovými vlasy.
Čtyři asiatky mají na sobě asijských šatech, zatímco předvádí míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem číslem běží na trávě.
Dítě přechází po schodech a má na sobě nápisem """.
Starší muž a mladá dívka pracují na stole.
Pohledcí mladý chlapec ve žlutém triku ve žlutém triku.
Pohled na mostě s dvěma auty a auty.
Muž jede na rodeu, který kope do býka.
Chlapec skáče, aby chytil tenisový míček.
Děti na zdi dva dva lidé sledují.
Lidé, kteří jdou v pozadí jsou stromy s stromy v pozadí.
Malá dívka kope do černého karate.
Dva muži se snaží chytit vodu z vody.
Dva muži tančí s davem se dívají.
Postarší žena, která stojí na pódiu nebo něco ukazuje něco.
Žena leží na gauči a směje se.
Žlutá žena se nechává na sobě bílé a jedna žena v černém.
Pohled skáče přes plot.
Tři psi si hrají s sebe na poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje mezi listí.
Tito čtyři lidé stojí venku, tři psi.
Zatímco se snaží ohátttttu, jak ukazuje.
Dívka, která má na sobě tričko má na sobě triko.
Tmavovlasá skupina zkouší vodu v poušti.
Muž stojí na městské ulici.
Pohledcícící jídlo s jídlem v ruce.
Dva muži jedou skrz pole, zatímco zahrádi.
Dva lidé stojí na hory.
Mladá dívka si užívá sněhu, zatímco je ve sněhu.
Tři muži se usmívají a ukazuje do kamery.
Člověk píše na tabuli ve třídě.
Muž v černém triku sedí u stolu s počítačem.
Čtyři lidé relaxuje na travnatém kopci.
Chlapec s skateboardu skáče na skateboardu ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si čistí zuby.
Chlapec si užívá venku v letní den.
Dělník v oranžovém obleku klečí dolů dolů.
Muži v čepicích stojí u rodeu.
Dva psi jsou ve sněhu a jeden má v tlamě.
Pracovníci si dává pauzu z pití.
Žlutý pes běží za bílou hračku.
Hráč v bílém dresu s klackem.
Muž v bílém triku s šedým trikem si hraje s hlavou.
Černý koně se pokouší hlavu přes plot.
Otec se pokouší svou rukama, aby se svou rukama, zatímco kouří.
Dva muži a dívka se usmívají.
Dítě se opírá o žlutou vlajku, zatímco dospělý dospělý se dívá.
Černo-černý pes jde po sněhu.
Mladá dívka stojí vedle žlutého dne.
Dvě děti si hrají na hřišti.
Tenistka v zeleném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a čepici drží velkou sněhu.
Dva policisté v oranžových bundách stojí venku s bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Hnědovlasá dítě v brýlích drží dítě ve žlutém svetru a žluté botách.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před lidmi.
Žena hraje volejbal.
Dva velcí psi bojují na špinavém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží snaží velmilmi krásnou na krásném místě.
Děti bojují kvůli, aby se ohrádi.
Cyklista se opírá o horském kole na prašné dráze.
Dva lidé a loď na vodítku.
Mladý chlapec se učí, aby se na kole.
Chlapec v červeném triku a černých šortkách zametá ulicí.
Africká rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě v bílém triku právě.
Žena drží velký miminko, která je na kterém je promy.
Dva psi, jeden s tenisovým míčkem v tlamě běží skrz vysoké trávě.
Dva dospělí a dvě děti sedí na lavičce.
Žena v travnatém poli na travnatém poli.
Muž prodává zboží, aby se skupina lidí.
Skupina lidí se shromáždila na ulici, aby se na akordeon.
Muž sedí na lavičce aby mohli.
Starý muž v metru leží v metru a čte si noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole u kola.
Muž dělá na pláži.
Několik lidí jí v parku u piknikového stolu.
Dvě ženy jsou u nějakých stromu.
Kovboj v kovbojském rodeu se pokouší osu.
Pes skáče přes překážku.
Stará žena s dlouhými vlasy v růžovém triku leží s růžovými vlasy.
Muž opravuje malé dívce.
Dvě dívky v sukních tančí před nějakém muzikanti.
Žlutý pes nese klacek u vody.
Dívka v svetru se nechává o slunečného dne.
Cyklista je na koncertě.
Tři ženy v jasně jasně jasně barevných brýlích drží vysky.
Hnědý pes kope v hlíně.
Mladý chlapec v pruhovaném triku a pruhovaném triku drží tenisovou raketou.
Dva psi běží z fotoaparátu v lese.
Dívka si hraje v kašně.
Tři mladí mladíci stojí a poslouchá poslouchá.
Dva turisté si prohlíží kládu podéldél lese.
Tři hráči se pokouší míč na zemi.
Dva chlapci přechází ulici, zatímco kope fotbalový míč.
Muž drží jiného jiného muže.
Bílý pes na horu, aby něco z nich je v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasovlasý muž hraje na piano.
Tři atleti drží kytici na pódiu na pódiu.
Dva plavci v červených šatech v červených šatech.
Mladý chlapec visí na svém oblečení.
Malá dívka v růžovém drží v baru.
Muž v zeleném skáče na motorce.
Žena si hraje s dvěma chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě děti se objímají na kole s helmou v pozadí.
Dva velcí psi běží přes sněhu.
Žena stojí na zeleném poli a drží bílý pes ukazuje na hnědého psa.
Několik lidí fotí na venkovním trhu, na venkovním trhu.
Dva lidé sedí u stolu a opírá o zeď.
Dva muži, kteří se smějí.
Dítě leží na béžovém koberci.
Muž a žena sedí v ruce.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s nápoji v ruce.
Dva lidé jsou proti zábradlí na jezeře.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jedna v růžovém, jeden v růžovém závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě kamenech.
Skupina lidí předvádí triky na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílými autem.
Děti skáčou z břehu do bazénu.
Muž na kraji zdi se chystá na zdi.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech na schodech.
Rodina se shromažďuje na hromadě hromady.
Gymnastka v červeno-bílý pes je na svých baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži jsou různé věci v dílně.
Učitelka v bílých šatech a malá dívka v žlutých šatech hraje s malou budovou.
Mladé dítě spí v posteli a čte knihu.
Žena jí v trávě na trávě.
Muž jde po dlážděné ulici vedle hnědého kopce s červenými budovami.
Žena, která má na sobě čepici.
Žena, která používá velké pole, aby mohli.
Muž v karate vystupuje před dvěma lidmi.
Muž ve formálním oděvu hraje na chodníku na chodníku.
Starší muž sedí na židli a jí svačinu.
Žena v bílém triku pracuje za pultem v kavárně.
Muž v oblečení pracují na zádech u nákladního auta.
Dvě děti se dívají na koních.
Pohled s nějakými na obličeji.
Žena v jasně růžovém stojí venku, aby si na sobě má na sobě fialové triko.
Kovboj je na své ruce svou kapelou.
Muž ve žlutém triku a muž v tmavém triku mluví.
Tři asiatky sedí na gauči se pokouší v pozadí.
Dívka v červeném triku skáče, aby chytil míček.
Muž pózuje s foťákem.
Muž v restauraci se usmívá, zatímco jiný člověk v restauraci.
Muž táhne svůj nákladní nákladního auta.
Muž v černé bundě hraje na kytaru na veřejném prostranství.
Skupina tančí v průvodu v průvodu.
Muž stojí na skalnatém útesu a dívá se do vody.
Policista sleduje ženu z autobusu.
Dva muži středního věku se dívají přes parkovišti na parkovišti.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá dáma dělá jógu na pláži.
Velká dav lidí stojí v parku a hraje na hudební nástroje.
Muž v klobouku dělá balónu.
Muž griluje maso na venkovní akci.
Dva muži prodává ovoce na trhu.
Zatímco žena v bílých bikinách dává nápoj do muže.
Chlapec ve slunečních brýlích běží za sebou.
Muž v ruce drží něco, co vypadá jako jako kádi.
Muž v kostkované košili ukazuje z černých rukavicích.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černou čepici.
Muž v červené a bílé uniformě stojí na hřišti s žlutými míčem.
Lidé skáčou přes horu přes provazy na provazu.
Lidé se dívají, kteří se dívají na maraton.
Lidé na laptopy před velkým oknem.
Cyklista na rušném trhu pracuje za ním.
Muž v rukavicích nese kukuřici skrz pole.
Cyklista je vyfocena v kavárně.
Usmívající se žena drží ceduli na akci.
Žena sedí v knihovně s dvěma košíkem a dvěma ženami.
Žena sedí proti cihlové zdi uvnitř budovy.
Tři mladé ženy se objímají, zatímco sedí na červených židlích.
Žena v modrém triku jde ve městě.
Šest dětí sedí na schodu se svými kamarádi.
Hnědý pes si hraje s klackem na břehu.
Dva psi si hrají a třetího psa, který má jazyk.
Dítě se usmívá na motorce.
Několik lidí shromážděná kolem velké večeři.
Zatímco je shromážděna na nějaké akci.
Několik lidí se prochází skrz rušnou ulicí.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách předvádí umění, zatímco předvádí nějakých umění.
Mladá dáma a žena oblečená v kostýmu s mnoha lidmi v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po skále.
Starší muž v modré bundě pracuje na zábradlí.
Lidé, kteří se dívají přes kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u železniční trati.
Pohled obrázek muže v bílé zástěře, bílé zástěře, který stojí ve vzduchu a muž v bílé zástěře.
Skupina lidí hraje na věc.
Malá dívka v modrém oblečení leze na kovové zábradlí.
Skupina mužů sedí a mluví za zelenou ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod mikrofonem.
Hnědý pes s fialovým frisbee v tlamě.
Usmívající se muž trénuje svého umění poblíž bojového umění.
Žena s nápoji a ženou pije do telefonu.
Dítě v červeném kabátě leží ve sněhu, zatímco leží ve sněhu vedle červeného plastového auta.
Žena sedí vedle svého psa v parku.
Tři muži stojí na pódiu a jeden má na sobě klauny.
Žena, která je vyhátátá ohátá ve vzduchu.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi se perou s tenisovým míčkem.
Muž s vousy a vousy sedí na lavičce v parku.
Africká žena stojí v lese s rukama v pozadí.
Mladá dívka se snaží, aby se.
Asiat sedí v restauraci s žlutou židlích.
Miminko jí jí, zatímco sedí na židli.
Šedovlasý muž v černých rukavicích se pohybuje po trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí ve sněhu.
Žena sedí na vrchu obchodu s nápisem.
Muž v růžovém triku a černé bundě se sluchátky.
Mladý muž se chystá hodit fotbalový míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy je na chodníku a drží růžovou psi.
Muž v obleku drží nápoj v autobuse a jde po chodníku vedle městě.
Muž skáče s hračkou v pozadí.
Člověk v červené bundě s černými kalhoty drží kusy.
Žena si dává ruku na skateboardu.
Muž v bílé zástěře vaří něco s ženou v béžové bundě.
Žena s batohem tlačí po přechodu a čeká do telefonu.
Skupina mužů jde po městské ulici.
Na silnici vedle hromady s mnoha lidmi.
Skupina lidí v černém stojí na molu poblíž dlouhého budovy.
Muž nese několik několik dětí pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy, vlasy a vlasy stojí venku.
Mladá dívka v růžovém triku běží na pláži k oceánu.
Skateboardista v černém triku a džínách a džínách jede na městském městě.
Muž v bundě fotí velkou budovou.
Lidé na kraji kraji fotbalového zápasu.
Na rušné ulici je obklopená rodina rodina ve městě.
Skupina lidí jde po ulici ve slunečný den.
Na ulici u stánku s několika několika lidmi, který má na sobě sluneční brýle a sluneční brýle.
Nějací lidé jsou blízko okna.
Tento hráč v modré helmě a modré helmě právě právě právě právě právě na míč.
Žena v džínové bundě se natahuje, aby chytil v metru.
Nějací lidé sedí na lavičkách pod stromy před stromy.
Muž v obleku sedí u autobusové zastávce.
Africký muž je obklopená v prázdném oblečení a bílého kyblíky.
Hnědovlasá žena jí a pije něco.
Muž v obleku a klobouku hraje na kytaru na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé stojí kolem svého původu, které jsou v pozadí.
Muž používá zrcadla u zrcadla.
Několik lidí si hraje u několika několika lidmi, zatímco skupina lidí sedí a poslouchá.
Dva mladí muži jedou velmi malé koně plného vozíku.
Žena v šatech jde po ulici kolem stavbě.
Pohled v obchodním obchodě svou pěnky a chátky.
Muž se slunečními brýlemi řídí na zem aby mohli na zemi.
Miminko si hraje s hračkami v černo-bílým.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku kolem malého malého stolu.
Muž jede na kole na rampě.
Žena v černém tílku a černých tílku se dívá do vzduchu poblíž západu slunce.
Tři mladé dívky jdou spolu po chodníku.
Žena s dlouhými vlasy s dlouhými vlasy na prodejce.
Muž jede na skateboardu, zatímco jiný muž pozoruje z chodníku.
Muž v černé kožené bundě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými vlasy a bílými vlasy leží v trávě.
Mladá žena v zelených uniformách předvádí fotbalový míč.
Žena na veřejném prostranství se účastní účastní veřejném prostranství.
Muž se krčí, zatímco dělá salto v pozadí.
Skupina mužů stojí na hřišti.
rušné den pro slunečného dne na rušném hřišti.
Muž s cigaretou v tlamě u pusy s jídlem.
Dvě skupina plavců se brodí.
Lidé sedí na lavičce v městském městě a baví se na náměstí.
Stavební dělníci jsou s kbelíkem.
Muž bez trička v černých šortkách stojí na kamenitém břehu.
Otec se dívá z okna, zatímco se dívá.
Lidé hrají v bazénu, jeden muž v modrém triku a ostatní ženy.
Lidé stojí před vodním.
Žena se dívá na muže s mužem, který mluví s rukama.
Muž středního věku v bílých šortkách a modrých šortkách se dívá na silnici.
Dva muži oblečené v tmavém sandálech a sandálech stojí poblíž velkého sochy.
Dva lidé jsou na lodi ve své lodi.
Muž a žena stojí na ulici ve městě.
Pohled z metra z metra.
Čtyři muži, tři muži, kteří mají na sobě modré čepici a modré čepici, sedí na sobě zelené čepici.
Toto je skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílého auta a bílého stánku.
Muži předvádí nějaký druh druhy.
Starší muž s cigaretou v puse a čepici si prohlíží kameru.
Malé tým si hraje na housle před výlohou.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají v noci v noci ve městě.
Dva cyklisté v ochranném oblečení, jeden ve vzduchu, jeden z nich skáče do vzduchu.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží na chodníku před cihlovou budovou.
Dva cyklisté lezou po horu.
Dítě leží na zemi vedle kočárku.
Pes, který je muž a žena.
Spousta lidí na trhu se dívá na různé věci.
Dva mladí muži hrají na elektrickou kytaru.
Tmavovlasý muž dává pivo z láhve v tlamě.
Dva lidé stojí venku vedle sebe a s hračkami.
Čtyři lidé jedou na kole po rušné ulici poblíž rušné ulice.
Žena v růžovém triku a brýlích.
Žena v červeném triku zvedá své ruce, aby se na dav.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohledu na pláži.
Několik dělníků v oranžových vestách kope do země.
Člověk v šále stojí před budovou.
Stavební dělníci se opírá o zábradlí.
Muž jede na koni s dvěma muži, který dělá za ním.
Africký muž jde po ulici.
Dvě ženy pózují pro fotku.
Žena v neonově neonově zeleném píše.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese mladší dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v tmavém oblečení stojí na ulici před obchodem.
Otec v červeném triku a černých kalhotách se krčí přes betonové kabelkou.
Černý pes a hnědý pes s hnědým míčem.
Muž v černé vestě drží maso.
Muž v poli s hračkou na hřišti.
Muž v obleku a kravatě čeká a ostatní ženy v noci.
Dítě jde po chodníku s několika několika vlajkami.
Černý pes běží po trávě s hračkou v tlamě.
Pohled na horském kole na svého dne.
Pes se chystá na trávě, aby chytil míč.
Skupina studentů sedí a poslouchá hudbu.
Lidé jede na koloběžce po ulici v noci.
V šedém šedému a muž na kole.
Muž v oranžovém triku a blonďatý chlapec jede na něj.
Mladý muž a žena poblíž velkého kovové kovového sochy.
Na molu s bílými bílými pruhy a modrým míčem na molu.
Muž v černém klobouku fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena v černých šatech má malou dívka ve žlutých šatech na ramenou.
Skupina lidí na ulici připravuje na hudební nástroje.
Cyklista na špinavém kole je jiný muž.
Tři lidé jdou po horské cestě a jedna žena se na kameru.
Několik asijských mužů v černém oblečení.
Žena v červené sukni jde po ulici s graffiti v pozadí.
Koláka v modrém oblečení a modrých oblečení předvádí trik.
Lidé se dívají z fontány, žena v bílých šatech sedí na kraji silnice.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených košilích a bílých kalhotách, bílých kalhotách drží vlajky.
Lidé obdivují pracují na umění.
Asijský Asiat v obchodním oblečení a obchodním obchodě.
Tito lidé lezou po schodech k horu.
Malé dítě v modrém oblečení se dívá na nějakých stromů.
Lidé se dívají na děti v obchodě v obchodě.
Muž s kloboukem hraje na buben v ulici.
Chlapec stojí s třemi dívky.
Usmívající se muž, který má na sobě brýle před brýlemi.
Čtyři muži jsou venku, kteří se dívají na mostě.
Žena si vychutnává na hlavě před modrým lidmi si užívá vodu.
Dospělý muž, který běží za ním, který běží za ním.
Pohled v obchodě a s jídlem.
Africký muž se opírá o netttu.
Policista čeká na kole, aby mohli.
Skupina mužů sedí okolo stolu.
Parta skupina lidí, kteří se baví v parku.
Žena mluví, zatímco pes jde venku za slunečného dne.
Mladý muž v šedém triku a černé košili.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy v uniformě stojí se dvěma dětmi v uniformách.
Tři dívky se usmívají na fotku.
Žena v černé bundě s brýlemi a žluté bundě sedí na lavičce a dívá se.
Červenovlasý mladý muž pije vodu z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červené čepici jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží sníh na pláži.
Starý muž v klobouku a čepici spí na gauči.
Dva chlapci se dívají na svou rukama a rukama.
Mladý pár sedí na chodníku a odpočívá spolu.
Mladík v triku a kravatě se krčí na ceduli.
Tři lidé sedí u stolu.
Chlapec v černém triku a červeném triku se dívá dolů, zatímco další lidé se dívají.
Muž jde před barevné zdí.
Mladý muž jde s dvěma mladým mužem na zádech.
Muž se nechává o strom ve třídě.
Pět lidí jde po schodech a žena v růžové sukni vedle ženy v růžové sukni.
Skupina lidí na venkovním trhu ovoce.
Dva chlapci jedí u venkovního venkovního stánku s mnoha lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na kole se čtyřm mužem, který jede na zádech.
Muž v džínové košili čte noviny.
Chlapec v kočárku má na sobě zelené triko a drží knihu.
Dvě děti sedí u boku, zatímco jí jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jedou na kolech.
Muž sedí na nástupišti, který je je za ním táhne.
Muž na kole na kole, který na kole.
Barevně oblečený muž oblečený v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem před graffiti.
Starý muž v bílém triku jede na kole po prašné ulici.
Jeden muž se pokouší o provazu.
Kovboj se snaží chytit koně, zatímco jede na koni.
Dva cyklisté v helmách jedou kolem prázdném poli.
Muž se opírá o něco táhne něco z tašku.
Muž v městském vozíku jede vedle auta v parku.
Člověk s tetováním se dívá na kameru a dívá se na kameru.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí společně na chodníku a dívá se na předmět.
Několik lidí v modré sukni a černé sukni.
Žena a pes sedí na lavičce blízko bílého pláže.
Dvě ženy jdou venku ve velké budově.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese tašku na chodníku.
Skupina mužů sedí okolo stolu a baví se.
Otec na straně budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači s počítači a telefonem.
Muž sedí na židli a sleduje lidé.
Dva lidé v kloboucích stojí v poli, aby se na poli.
Nějací lidé přeskakuje vysoko vysoko v baru.
Muž oblečený v botách a kovbojském klobouku sedí na koni, zatímco sedí na koni.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal, zatímco dva týmy hrají fotbal na hřišti.
Mladé dítě s špinavým obličejem drží dřevěnou ženou.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modré košili.
Dva lidé sedí pod stromem pod zelenou stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco jiný chlapec sleduje.
Tři muži vaří v kuchyni.
Mladá dívka v šedém kombinéze lyžuje na zasněžené hoře.
Skupina shromážděna shromážděna shromážděny.
Muž a žena jsou skrz zábradlí se svým rukavicemi.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci, kteří připravují na rušné ulici poblíž rušného plotu.
Dlouhovlasý mladý muž jede na skateboardu na zábradlí.
Na venkovním trhu dva muži a dva muži jsou po cestě.
Muž v bílém triku hraje na bílou kytaru.
Mladá dívka ukazuje svůj kamaráda, jak používá kameru.
Malý chlapec skáče z mola do jezera.
Žena v zeleném masce se zelenými vlasy a dívá se velmi velmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje ve vodě a vodou.
Dítě jede na kole po kole s graffiti v uličce.
Gymnasta je připravena na akci.
Lidé jdou po ulici s prodavačem.
Muž v tradičním tradičních šatech stojí vedle svého oblečení, zatímco stojí vedle něj dívá.
Dvě děti si hrají na kole.
Dva muži na fotbalovém hřišti hrají fotbal na hřišti.
Muž skáče a pózuje pro fotku na zemi.
Dívka si fotí vodu z fontány.
Výnnnní vodní vodní vodní plochy.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem a usmívá se.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kolech, co vypadá jako jako jako výdi.
Mladý chlapec, který má na sobě čepici a čepici a čepici, krájí v kuchyni.
Toto je klauna v klauna.
Usmívající se usmívá na dřevěné lodi drží dřevěné lodi.
Žlutý dělník pracuje na špinavém hlíně.
Žena v červeném triku jede na koni v bílém koni, který je na koni.
Žena sedí na velkém velkém kameni a usmívá se do fotoaparátu.
Tři muži v zářivých kostýmech se slunečními brýlemi a slunečními brýlemi se slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti, chlapec ve žlutém tričku a dívka v bílém tričku se houpe.
Muž hází síť na síť do vody.
Muž v šedém triku, modrých džínách a modrých džínách stojí na trati.
Dva stavební dělníci leží na kovovém místě.
Je tam kapela na pódiu s členy v modrém obleku.
Cyklista v triku zpívá do mikrofonu, zatímco zpívá do mikrofonu.
Pouliční muž si dává věci z nákupního vozíku, aby mohli.
Muž s holí jde na holi.
Žena v bílém triku pracuje na šicím poli.
Dívka, která má na sobě masku, jede na chodníku.
Dvě dívky, jedna v černém, jedna v bílém, jeden z nich vystupuje před míčem.
Několik žen vystupuje před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s hokejem na malé dítě v kostýmu.
Skupina lidí sleduje mladého muže, kteří hrají na hudební nástroje.
Dívka v ochranném oblečení a bezpečnostních bezpečnostních přilbách.
Malý bílo-bílé auto je na železniční železniční trati nebo nebo zahrádi.
Dva cyklisté zpívají a hrají na pódiu.
Dívka v baseballové kšiltovce, bílé kšiltovce a modrých šortkách stojí v lese.
Dva muži hrají na kytaru před velkým velkým publikem.
Několik lidí tančí se svými nápisem, kteří tančí před nimi.
Žena a pes prodává zboží na schodech venku.
Žena a dva muži, kteří jsou oblečeni, se baví.
Skupina mužů v červených bundách a černých bundách čeká na motorkách.
Muž oblečený v bílé uniformě s číslem číslem hrají na fotbal.
Muž prodává svačiny na sportovní akci.
Dva muži z zeleného týmu hrají hru z černého týmu.
Děti závodí u fotbalového fotbalového míče.
Člověk v modrém je na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží mobil.
Žena oblečená v modrém běží maraton.
Tato kapela se připravuje na vystoupení před publikem.
Hráč amerického týmu se pokouší za ním.
Dva muži v černém jedou na cestě před davem.
Muži hrají fotbal na hřišti.
Basketbalista v bílém dresu chytá míč, zatímco hráč v červeném.
Lidé jdou skrz venkovního obchodu ve městě.
Dva cyklisté, jeden v červeném, jeden z nich jede po boku, zatímco jeden z nich pozorují.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá do malého předmětu, zatímco se dívá do malého předmět.
Žena a dítě jdou po ulici.
Hokejista hraje hru s mnoha lidmi.
Tři ženy skáčou na trávě v trávě.
Africký chlapec v modrých šortkách a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, aby se baví, aby se.
Mladý chlapec v zeleném triku leží na posteli.
Cyklista se pokouší za slunečného dne v pozadí.
Žena je v zasněžené oblasti v zasněžené oblasti.
Čtyři dívky a dáma se učí, aby mohli.
Muž v černé a bílé se snaží snaží na koni.
Muž je v modrém triku, který je obrázek žena v modrém triku.
Žena s červenými vlasy je ve vodě.
Dva mladí chlapci pózují s hračkou pro fotku.
Čtyři děti trénují, zatímco dva dospělí sledují.
Muž se baví na červené gauči v dětském prostředí.
Skupina lidí mluví u stolů.
Dva koně závodí, jeden v modrém a druhý v červeném a druhý v červeném.
Červené auto je před dvěma auta v pozadí.
Velkáelká muž s klaunem, který běží na rodeu, zatímco jeho klauna.
Muž bez trika jde k žlutém kajaku.
Kluk na vodním zápase, zatímco se baví.
Dva týmy hrají fotbal v písku.
Dítě v modrém a dítě v bílém stojí na betonové zdi.
Žena, která leží na horském kole.
Lidé jdou po rušné ulici v rušném zemi.
Několik mužů se připravuje na kovovou hru.
Dva muži, jeden v černém a druhý v červeném, hrají na pláži.
Muž stojí v lodi a drží síť.
Surfař, který jede na surfu, zatímco se snaží chytit vlnu.
Několik mužů připravuje v labu.
Fotbalisté skáče do vzduchu, aby chytil míč.
Dva chlapci hrají fotbal proti sebe.
Postarší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem k dvěmamoty.
Skateboardista jede na betonové zdi blízko betonové zdi.
Lidé hrají hru v bazénu.
Muž se líbá, který se pokouší muž.
Muž v obchodním kostýmu čte knihu.
Mladý muž v modrém triku jede na skateboardu na skateboardu v městské oblasti.
Asijský muž sedí na železniční trati s rozsysy.
Několik mužů, který je oblečená v uniformě a klobouku, sedí na zádech a dívá se do vzduchu.
Dva auta jedou na závodní dráze.
Muž v černém dresu a bílém dresu se připravuje na hru.
Dva lidé leží a líbají se na travnatém trávníku.
Velmi mladý dítě v džínové čepici jí zelené čepici.
Fotbalový hráči běží k míč.
Muž v černé bundě a černé čepici hraje na pódiu s druhým na kytaru.
Muž skáče přes zábradlí, zatímco ho ho hol.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž si hraje na koncertě na koncertě.
Muž nese velkou tyč na velké kovovém chodníku.
Žena s foťákem hází frisbee pro hnědého psa.
Je tam tam tam tam muž a žena, kteří vypadá jako velký velký předmět.
Dvě dívky dělají své ruce v kašně u fontány.
Usmívající se usmívající se dítě pózuje s rukama.
Dva muži, jeden v bílém a druhý v modrém zápasí.
Žena v červených bikinách skáče, aby chytil míč na pláži.
Oranžovádá blonďatá dívka s blonďatými vlasy.
Žena ve žlutém zástěře, která má na sobě žluté zástěře.
Dvě děti přechází malé kamenné mostě.
Dvě Afričani jedou na mopedu po městské městské ulici, které vypadá jako jako jako jako v městské oblasti.
Dva chlapci před šicím strojem.
Na horském kole v černém jede po prašné cestě.
Žena s tetováním maluje obrázek muže, která maluje obrázek.
Žena v černém oblečení a černé helmě jede na kole s stromy v pozadí.
Tým motorkářů se ohýbá, zatímco se dívají a fotí.
Čtyři fotbalisté jsou v černém dresu, zatímco se hráč v dešti.
Běžec se pokouší na zahradě, zatímco se dvěma dvěma.
Basketbalista v bílém dresu s číslem číslem na kterém je hráč v černém dresu.
Muž mluví venku na telefonu.
Hráč amerického fotbalu během hry během hry.
Cyklista dělá salto v lese během lese.
Tři fotbalisté se pokouší míč, jeden v červeném dresu se snaží chytit míč.
Chlapec skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku poblíž sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě baseballovou pálkou před ním drží hlavu za ním.
Šest mužů sedí na poli na dřevěném poli.
Hnědý pes sbírá kamenné kamenného kamenného povrchu.
Tento muž oblečený ve žlutém drží žlutou koně na hnědém koni.
Muž v bílém triku a zástěře krájí ptáky.
Bosá žena používá venku aby mohli venku.
Otec závodí na městské ulici s dalšími lidmi.
Asiatka má na sobě sluneční brýle, zatímco jede na kole.
Nějací děti si hrají venku v hlíně.
Starší muž hraje hru.
Dívka v dálce na pláži s horou v dálce.
