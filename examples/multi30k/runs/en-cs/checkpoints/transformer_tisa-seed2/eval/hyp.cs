Muž v oranžovém klobouku se dívá na něco.
Fotbalový tým běží po trávě před bílou plotem.
Dívka v uniformě si dávají pauzu před klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu se sněhem v pozadí.
Lidé spravuje střeše.
Muž ve světle barevném oblečení fotí a žena v tmavých oblecích.
Skupina lidí stojí před budovou.
Chlapec v červeném dresu se snaží chytit míč, zatímco se snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopis.
Matka a její matka si užívá den.
Muži si hrají s míčem, jeden z nich je ve vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu a používá svého stolu.
Tři lidé sedí v zimním oblečení.
Dívka v šatech jde podél kopce.
Blonďatá muž drží ruce v písku.
Žena v šedém svetru a černém svetru stojí v řadě.
Člověk v pruhovaném triku leze po hoře.
Dva muži fotí, zatímco žena se dívají.
Lidé stojí venku před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá nějakého věku na pláži.
Muž stojí u stolu v baru.
Žena používá svůj ženě, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí u stolu.
Muž krájí podlahu.
Skupina asijských chlapců čekají na maso.
Ženy v tradičním oblečení jsou v tradičních vestách.
Jeden muž drží hlavu a připravuje se na hlavě.
Šest lidí jedou na horském kole.
Dvě dívky sedí na kamenném náměstí.
Dítě je ve vodě.
Tři lidé sedí u piknikového stolu před budovou.
Tři chlapci stojí na molu v plavkách.
Postarší žena si prohlíží tašku, zatímco si prohlíží zboží na trhu.
Zatímco žena si hraje u stánku.
Pouliční umělec v uniformě se dívá na kameru a dívá se na kameru.
Mladá žena se dívá na pizzu.
Muž bez trička v šortkách rybaří, zatímco stojí na kamenech.
Dívka v záchranných vestách na vodě.
Muž v uniformě a modré košili stojí před autem.
Lidé sedí ve vlaku.
Dítě se houpe ve vzduchu v lese.
Muž v červeném triku skáče do vzduchu.
Dva muži v plavkách skáče do vzduchu na pláži ve vzduchu.
Batole vaří s mužem.
Otec a dvě děti pracují venku na travnatém dvorku.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Zatímco předvádí trik, aby mohli.
Velká skupina lidí lije ulici.
Muž na sobě v řadě jde do vody.
Žena v džínách jde kolem autobus s brýlemi.
Muž v růžovém triku sedí na trávě a je ve vzduchu.
Závodní auto na pláži.
Dva muži v černém městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a kloboucích jdou blízko vody.
Skupina roztleskávačů dělá na židlích.
Chlapec si hraje s dítětem, zatímco jedna dívka se dívá z nich dívá.
Dav lidí, kteří se baví na veřejném parku.
Muž sedí na lavičce a drží psa a dívá se na vodu.
Chlapec a mladší chlapec si hrají na hřišti.
Žena v modrém topu sedí na lavičce a dívá se za ní.
Hnědý pes stojí na písku.
Žena sedí s košíkem.
Muž griluje své zahradě na dvorku.
Žena zpívá v klubu s mužem za ní.
Basketbalista hraje na kytaru na červenou kytaru.
Dítě sedí na židli a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Žena s housle hraje na housle, zatímco žena se dívá na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby mohli.
Tři cyklisté v metru si hrají v metru.
Hnědý pes jde po trávě s vyplazeným jazykem.
Lidé sedí venku v trávě a fotí si pauzu.
Muž bez trička se dívá do dálky, zatímco tři žena sedí venku před davem.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém tričku a džínách hraje na bubny.
Mladá žena maluje obraz obraz na zdi.
Dvě ženy předvádí trik, kteří předvádí trik u sebe.
Muž míchá v kuchyni.
Chlapec je na wakeboardu.
Muž pracuje v páru.
Velká skupina lidí, kteří sedí venku a sedí venku a sedí venku.
Blonďatá žena pije v baru.
Malé dítě v modrém tričku a bílém tričku drží žlutý hračku.
Žena s růžovými vlasy v černém mluví.
Muž v obleku vaří jídlo pro dva lidé.
Dívka přechází přes řece, aby se na skále.
Dělník s brýlemi klečí vedle dvou žen.
Starší muž si nechává ruce a dívá se nahoru.
Dítě v bílém dresu cvičí v pozadí.
Tři muži v oranžových vestách jsou venku.
Žena fotí dítě v růžovém klobouku.
Skupina asijských dětí sedí na židlích v modrých židlích.
Mladý chlapec v uniformě pláče do svého míče.
Šťastná žena připravuje v kavárně.
Stavební dělník řídí vybavení.
Žena běží po míči, aby chytil míč.
Muž v uniformě pracuje, zatímco jiný člověk.
Skupina lidí leze v zimě.
Cyklista se chystá na horu s modrou helmou.
Muž dělá triky na střeše.
Dítě sedí u stolu v restauraci a drží obličej.
Hnědý pes se brodídí do jezera.
Matka učí dva mladí chlapci ze svého psa do vzduchu.
Malé dítě jde vedle červených kusy.
Dívka sedí na kole s mladším mužem, zatímco další chlapec fotí.
Černý pes kope do vody.
Muž v bílých kalhotách a modré košili kope do žluté tašku.
Dva muži se účastní hry.
Chlapec s brýlemi píše v obchodě.
Dva lidé na řece na oceánu během západu slunce.
Lidé stojí v přeplněném metru a jsou venku před oknem.
Muž leze po zdi s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jeden pózuje na pódiu pro malý kapela.
Miminko v kostýmu se dívá na kameru.
Muž sedí vedle počítači.
Tato mladá žena má na sobě výtkách a směje se.
Lidé v budově, jeden z nich fotí.
Čtyři psi s bílými náhubkem skáče přes zeď.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži ve vodě.
Stará žena pracuje na stavu.
Chlapec stojí v popředí a dívá se přes další lidé.
Muž v modré bundě se účastní mladého chlapce.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes dunu v dunu.
Dítě ve žlutém triku skáče dolů.
Dělník ve žluté bundě je vysoko vysoko na budovy.
Muž ve svého věku si povídají, aby si.
Několik lidí táhne pivo na baru s o stropem.
Muž jede po útesu nad oceánem.
Muž v černém jde po sněhu.
Rozhodčí skáče pomocí míč.
Policista v kšiltovce a kšiltovce se usmívá před obchodem.
V parku prochází po parku v parku.
Muž v zelené přilbě a žluté vestě se žlutou vestu.
Dítě s růžovými vlasy tančí na hlavě obklopení.
Pes s náhubkem si prohlíží něco na břehu.
Muž se připravuje v místním dni.
Muž v červeném triku se chystá, aby jí.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku s žlutou lopatou.
Starý muž v bundě na dřevěné lavičce na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malého bílého psa.
Šest dětí bez trika si hrají ve vodě a stříká vodu.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s pneumatikem a dětmi se dívají.
Malá dívka otevírá dárek.
Žena v modrém řídí kameru před dvěma ženami.
Malá dívka se pokouší pokouší ottu.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Černo-bílý pes jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černém klobouku a kovbojském klobouku jde kolem hromady.
Pes běží venku s žlutou hračkou.
Pes ve sněhu běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se dívají, zatímco se na dítě.
Dva muži a žena stojí venku.
Skupina mužů používá kládu, aby tlačí vodu z vody.
Muž pije ze stolu, zatímco čte noviny.
Muž v černém hraje na piano.
Mladý chlapec v modrém dresu a žluté šortkách hraje fotbal.
Muž stojí na kamenné kamenné kamenné konstrukce s rukama.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na někoho.
Mladé dítě v zelených botách si hraje v ringu.
Muž používá pilou pilu.
Muž sedí u piknikového piknikového stolu a prohlíží si pivo před ním.
Chlapec v černém triku a modrých džínách drží červené míček.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží na závodní dráze.
Tmavovlasý muž s tetováním s tetováním se nechává osu.
Dva Německý ovčák, zatímco se dívají na sebe.
Toto je skupina lidí stojí kolem nějakého akci.
Hnědo-bílý pes se krčí na hračkou.
Muž s bílými vlasy hraje na akordeon uprostřed nějakých budovami.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na flétnu.
Dvě děti balancuje na kládu a drží provaz.
Muž jede na motorce na dráze.
Mladá žena ve fialovém oblečení svou obličej na dřevěném dřevěném dřevěném dřevěném grilu.
Žena v hnědém triku sedí na červené lavičce.
Pes jde přes malou kládu.
Mladý muž v bílém tričku a černých šortkách stojí na zelené cestě.
Skupina lidí je pokrytou deštníky.
Muž s nápisem na koležuje ceduli s nápisem na svém kole.
Muž hází sníh do vody, zatímco dva psi sledují dva psi.
Skupina starších lidí hraje na hudební nástroje pod vodou.
Pohled na zalidněné ulici.
Mladá žena drží bílé provazu za slunečného dne.
Dva lidé v modrých tričkách jsou venku s mužem.
Černý pes klouže do bazénu.
Kovboj jede na terénním koni.
Závodník pracuje na železniční trati.
Dělník v oranžové vestě používá sníh.
Dva dělníci se baví, zatímco pracují na staveništi.
Tři muži jdou po kopci.
Asijská žena v svatebních šatech pózuje na mostě blízko svého psa.
Mladý muž svou kytaru v kuchyni.
Tři chlapci si hrají s kbelíkem a kbelíky.
Tři dělníci jsou na chodníku.
Lidé, kteří jsou v lese vedle hromady.
Skupina lidí je shromážděna v kostele.
Skupina mladých lidí skáče v noci na kameru.
Dva muži jedou na kajaku, jeden jeden v oranžové, jeden z nich.
Dva dělníci balancuje na cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama.
Dva kuchaři jsou na kterém se dívají pro fotku, jak sleduje.
Pohled na letišti a čeká na letišti.
Muž ve žluté bundě, který je v parku a chlapec v parku.
Muž a chlapec na kamenné pláži.
Žena na lodi, která má na sobě černé triko s nápisem "SSSS".
Chlapec sedí na molu a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí venku okolo stanu.
Mladík v černém triku s nápisem "OOOOOOOO" hraje na bubny.
Muž prodává zboží poblíž nějakých stromů.
Dívka ve žlutém se směje na sobě má na sobě oranžové, zatímco dívka v modrém se dívá.
Pes skáče přes překážku.
Pes s černým obojkem plave v listí a listí.
Dva hnědí psi si hrají v ringu.
Muž s vousy a vousy drží kusu.
Muž, který má na sobě má na sobě barevné oblečení, má na sobě oblečení.
Muž v černém triku rybaří na kamenitém pobřeží.
Dva psi jsou u sebe, aby mohli.
Dva muži se baví na chodníku u auta.
Postarší muž sedí a čeká na čeká.
Pracovníci v autobuse s lidmi za nimi.
Dvě ženy v tričkách jdou po schodech.
Mladé dítě v oranžové vestě drží na kajaku ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí, zatímco žena se dívá.
Žena a dítě venku před dveřmi.
Černý muž a dva muži jsou spolu u sebe.
Dívka v maskáčých kalhotách sedí na stole.
Velký hnědý pes běží.
Kluk pózuje s velkým zelenými v rukou.
Plešatý muž, který se snaží vysoko vysoko a černého psa.
Dav na rušné ulici.
Pes s náhubkem běží na trati.
Muž v sandálech sedí na chodníku poblíž nějakých tašky.
Muž a žena sedí na metu a baví se.
Dítě se dívá na stroj v obchodě.
Muž pije z žlutého stolu na rušném hřišti.
Chlapec se opírá o auto s květinami.
Žena v šatech mluví před dětmi.
Muž na svého dne.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu poblíž velké vodní plochy.
Velký černý pes běží po trávě s hračkou v puse.
Chlapec v šortkách dělá trik.
Malý chlapec v červených kalhotách stojí na ulici.
Žena si prohlíží telefon, zatímco je obklopena deštníky.
Několik mužů na pódiu hrají na pódiu s mikrofonem.
Muž v oranžovém obleku a oranžových přilbách pomáhá modrou bundu.
Muž a dvě dívky ukazuje do vody, zatímco drží vodu před vodou.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červených plavkách a bílých plavkách plave v krásném bazénu.
Asijská žena používá své vlasy.
Starší žena a malé dítě v růžovém triku si hrají s barevnými barevnými.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném triku hraje venku venku.
Muž mluví do telefonu s hlavou.
Skupina dětí sedí na modré modré, zatímco jí jí jídlo.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi, kteří si hrají na poli.
Lidé sedí venku v kruhu před velkou budovou.
Jeden pes skáče, aby chytil míč.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílého bílého stolu.
Asiat vaří venku.
Hnědý pes se chystá hodit zelenou frisbee.
Velká skupina vystupuje, zatímco hraje hudbu.
Mladý chlapec stojí vedle písku.
Tři malé děti jdou skrz travnatém dvorku.
Muž na zdisususi na vozíku.
Muž na kole jede na horu.
Chlapec v modrém a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojové umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový hráč ve žlutém poli.
Skupina mladých lidí, kteří se připravuje v tradičním prostředí.
Mladý muž z růžové zábradlí.
Mladý chlapec skáče z malého posteli na posteli.
Dva lidé v kostýmech, jeden v modrých kostýmech, jeden ve fialovém a jeden stojí na silnici.
Muž běží v modrém triku s číslem číslem.
Asiatka pózuje pro kameru.
Muž, který vypadá jako že běží maraton, aby mohli.
Fotbalový hráči se účastní hry během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva muži jdou po prašné dráze, zatímco ostatní sledují.
Fotbalový tým v bílém a fotbalový míč na fotbalovém hřišti.
Malá dívka tlačí kočárek na travnatém poli.
Skupina asijských dětí oblečená v bílých tričkách a čepicích předvádí dav.
Chodci jdou po ulici a dívá se na dítě v restauraci.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy.
Zatímco se účastní účastní závodu, kde jsou.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích se usmívá na kameru.
Malé děti jsou na malé vlak.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého míče.
Dva mladí muži jsou na fotbalovém hřišti, kteří se připravují míč.
Lidé jdou po rušném svahu obklopeni.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku během nákupní tašky.
Žena v sandálech a modrých džínách, v bílém triku drží velký dítě pod stromem pod stromem.
Tři lidé se usmívají a drží ceduli.
Postarší muž stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit míč.
Mladý chlapec s modrou čepicí má na hlavě.
Červenovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí s dítětem v rukou.
Asijská dítě drží něco, která drží něco vý.
Žena je dav lidí s davem lidí.
Policista sleduje muže v uniformě a muž v obleku.
Dav je v baru.
Dívka v bílé a dívka jdou kolem zeleného auta.
Muž používá vybavení.
Člověk surfuje skrz vlnu v oceánu.
Umělec si prohlíží něco.
Nevěsta a ženich se líbají pod nevěstou.
Dva policisté stojí v pozadí, zatímco muž v pozadí jde s červenou šálou.
Černo-bílý pes skáče přes provazu.
Žena v svetru čte knihu.
Několik psů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku jede na skále.
Dospívající chlapec se natahuje v kuchyni a v kuchyni.
Lidé, kteří drží různé různé různé různého bubny.
Tři horolezci závodí na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti jsou u stánku, které stojí poblíž reklamy.
Kuchař pózuje pro kameru, zatímco vaří.
Mnoho lidí v ulici používá na ulici.
Pohled na kopci s jeho kole.
Malá dívka běží na pobřeží.
Bílý pták si prohlíží vodu ve vodě.
Dva muži se baví, zatímco stojí před nimi stojí za nimi, zatímco tři lidé stojí za nimi stojí za nimi.
Žena v růžové sukni drží dítě.
Hokejista ve žlutém dresu je ve žlutém dresu.
Muž jde kolem velké cedule, které je nápis.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tančí s psem mezi svým psem.
Bílý pes běží ve vodě.
Nesisichodůchodů v průvodu s členy.
Skupina dětí si hrají spolu na oploceném dvorku a dívá se.
Skupina žen si hrají na hudební nástroje.
Malá dívka ve fialovém šatech leží na podlaze.
Muž s šedými vlasy si nechává s vousy.
Dva černí psi, černý pes, bílý pes a bílý pes ve sněhu.
Muž v uniformě skáče na basketbalovém hřišti.
Žena sedí venku a užívá si s modrým dveřmi.
Děti sedí na muže v obleku.
Hnědo-bílý pes skáče přes vodu v písku.
Dav se shromáždila okolo fontány v dešti.
Několik starších mužů, kteří jsou na rohu ulice.
Mladý chlapec se dívá do sněhu.
Basketbalista v dresu kope z týmu.
Žena v černém triku je ve fialovém triku.
Čtyři Asiatka v bílých šatech vystupují, zatímco předvádí míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem běží po trávě.
Dítě přechází ulici, které má na sobě brýle.
Starší muž a mladá dívka pracují spolu.
Pouliční umělec se malý chlapec v žlutém triku.
Pouliční umělec s mostem a několika auty.
Muž jede do býka na rodeu.
Chlapec skáče aby chytil tenisový míček.
Děti na zdi jsou dva lidé sledují dva lidé.
Lidé chodí v pozadí, kteří jsou stromy v pozadí jsou stromy.
Malá dívka kope do černé předmět.
Dva muži se snaží chytit vodu od vody na chodníku.
Dva muži tančí s davem na dav.
Postarší žena stojí na pódiu a prohlíží si něco na něco.
Žena leží na pohovce a směje se.
Na podlaze je žena, jedna žena v bílém a jedna žena.
Sk skáče přes plotu.
Tři psi si hrají s sebe na poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Tito čtyři lidé stojí venku s dvěma psi.
Zatímco se nechávátátuje výtku, zatímco ukazuje na to tom.
Dívka v tričku má na sobě puse.
Skupina táhne vodu ve vodě.
Muž stojí na ulici.
Gymnasta se účastní jídlo s jídlem v rukou.
Dva muži jedou skrz svou výtky.
Dva lidé stojí na horu.
Mladá dívka si užívá ve sněhu.
Tři muži se usmívají a ukazuje do objektivu.
Člověk píše v prázdném pokoji.
Muž v černém triku sedí u stolu s ovocem.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče na skateboardu ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si čistí zuby s modrým psem.
Chlapec si užívá den venku.
Dělník v oranžovém obleku klečí s kusem.
Muži v kovbojskéch kloboucích stojí na rodeu.
Dva psi jsou ve sněhu a jeden má něco v puse.
Zatímco pracuje ze svého stolu.
Pes běží za bílým psem.
Hráč v bílém dresu s klackem.
Muž v bílém triku se dívá s kusem.
Černobílý pes se snaží přes plot přes plot.
Zatímco drží ruce a kouří se za ruce.
Dva muži a dívka se usmívají.
Dítě se opírá o modrou věc a žluté, zatímco dospělý dospělý se dívá.
Černý pes jde po sněhu.
Mladá dívka stojí vedle žluté kuchyni.
Dvě děti si hrají na hřišti.
Tenista v zeleném triku drží ruku ruku.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a červené čepici drží velkou dřevěnou sněhu.
Dva policisté v oranžových bundách stojí venku s bílými.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Bruneta s brýlemi drží dítě v červeném svetru a žluté sukni.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před nimi.
Žena hraje volejbal.
Dva velcí psi bojují na špinavém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží velmilmi den na krásném dni.
Děti se snaží chytit míč.
Cyklista se opírá o horském kole kolem špinavé dráze.
Dva lidé a lidé jsou na vodítku.
Mladý chlapec se učí na kole svou kolo.
Chlapec v červeném triku a černých šortkách zametá silnici.
Stará rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě v bílém triku právě.
Žena drží velký velký kusy.
Dva psi, jeden v tlamě běží po trávě.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli je na poli.
Muž prodává nějakých lidí.
Skupina lidí na ulici se shromažďuje na akordeon.
Muž sedí na lavičce, aby mohli.
Starý muž v metru leží v metru a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole u kola, zatímco stojí na kole.
Muž dělá pláži na písku.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou u stromu na staveništi.
Kovboj v kovbojském rodeu se snaží chytit svou že.
Pes skáče skrz překážku.
Stará žena v černém triku s dlouhými vlasy v růžovém triku leží s nápisem.
Muž spravuje kolo.
Dvě dívky v sukních tančí před nějakými lidmi.
Žlutý pes nese klacek u vody.
Dívka ve svetru si prohlíží slunce.
Zatímco fotí.
Tři ženy v jasně jasně zbarveném oblečení a drží košíky.
Hnědý pes kope do vzduchu.
Mladý chlapec v bílém triku a kalhotách drží tenisovou raketou.
Dva psi běží od fotoaparátu v lese.
Dívka si hraje v kašně.
Tři mladí mladíci stojí a poslouchá poslouchá a poslouchá.
Dva turisté si prohlíží kládě u lese.
Tři hráči zápasí na zemi.
Dva chlapci přechází ulici, zatímco kope do červeného míče.
Muž drží jiného muže.
Bílý pes na horu, aby něco něco něco z pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti stojí na pódiu a drží na pódiu.
Dva Plešaté v červených šatech v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží v baru.
Muž v zeleném skáče na své motorce.
Žena si hrají s dvěma chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky se objímají, jedna v helmě, jeden v pozadí.
Dva velcí psi běží přes sněhem.
Žena stojí v zeleném poli a drží hnědého psa.
Několik lidí fotí u venkovního trhu.
Dva lidé sedí u stolu u zdi a povídají si.
Dva muži s mnoha dětmi se usmívají.
Dítě leží na béžovém béžovém koberci.
Muž a žena sedí v ruce.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s pitím v ruce.
Dva lidé jsou shromážděni u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jedna oblečené v růžové a druhý v růžovém závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě hromady.
Skupina lidí dělá triky na motorce.
Cyklista závodí v zalesněné oblasti.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílým autem.
Děti skáče z okraji bazénu do bazénu.
Muž na kraji kraji zdi se chystá ot.
Žena v pruhovaném oblečení na kole.
Dívka oblečená v černém pózuje pro kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech.
Pohled uprostřed hromady.
Gymnasta v červeném a bílých je uprostřed baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži používají různé věci v baru.
Učitelka v bílých šatech a žlutých šatech si hraje se žlutou budovou.
Malé dítě spí v posteli svou knihu.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle červeno-bílého psa s červenými červenýmich.
Žena v klobouku dělá jídlo.
Zatímco žena používá velký kusu, zatímco stojí na poli.
Muž v závodě předvádí před dvěma dvěma.
Muž ve formálním oděvu hraje na chodníku na ulici ve městě.
Starší muž sedí na židli a jí.
Žena v bílém triku pracuje za pultem v kavárně.
Muž v oblečení stojí na zádech.
Dvě děti se dívají na malé koně.
Zatímco nějakých je na schodech.
Žena v jasně jasně růžovém svetru stojí venku, zatímco žena má na sobě fialové triko.
Kovboj v kovbojském svou rukou.
Muž ve žlutém triku a muž v tmavém triku mluví.
Tři děti sedí na gauči se snaží na gauči v pozadí.
Dívka v červeném triku skáče do míče.
Muž pózuje na kameru s zeleným deštníkem.
Muž s brýlemi se usmívá, zatímco další člověk v restauraci se usmívá.
Muž táhne vozík s nákladním autem.
Muž v černé bundě hraje na kytaru.
Skupina tančí v průvodu.
Muž stojí na kamenné útesu a dívá se na vodu.
Na obrázku sleduje žena z autobusu.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá dáma dělá na pláži.
Velký dav lidí stojí okolo v parku a hraje na hudební nástroje.
Muž s balónem dělá talíř.
Muž griluje maso na venkovní jídlo.
Dva muži prodává ovoce na trhu.
Blonďatá žena v bílých bikinách během muže v bílých brýlích.
Chlapec ve slunečních brýlích běží za stolem.
Cyklista drží ruku, co vypadá že vypadá že vypadá jako kládu.
Muž v kostkované košili ukazuje z černého muže.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném dresu a bílém dresu stojí na hřišti s fotbalovým míčem.
Lidé skáčou přes horu přes provazu.
Lidé se dívá na město, zatímco prochází kolem.
Lidé na laptopu před velkým velkým oknem.
Cyklista v rušném oblečení pracují na za ním.
Muž v rukavicích nese kukuřici skrz pole.
Muž se fotí v kavárně.
Žena, která drží deštník a drží nějaké akci.
Žena sedí v továrně s dvěma ženami a dvěma ženami.
Žena sedí u cihlové budovy.
Tři mladé ženy sedí na sebe, zatímco sedí na červených židlích.
Žena v modrém triku jde ve městě.
Šest dětí, kteří sedí na schodu s mnoha.
Hnědý pes si hraje s klackem na pobřeží.
Dva psi si hrají, třetího psa, třetího psa.
Dítě na motorce se usmívá.
Mnoho lidí jsou shromážděni okolo velkého velkého velkého stolu.
Ženy, které jsou na akci.
Velká skupina pochoduje v dešti, které jsou v dešti.
Žena v modré helmě a červené kalhotách jede na motorce.
Několik mužů v uniformách předvádějí bojové umění, zatímco předvádí nějakých.
Mladá žena a žena oblečená v kostýmu, kteří jsou v pozadí jsou v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po stěně.
Starší muž ve světle modré bundě pracuje na autě.
Lidé se dívá přes kus kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u trati.
Muž v černé zástěře a bílé zástěře stojí uprostřed hromadu.
Skupina lidí hraje na předmět.
Malá dívka v modrém oblečení leze po zábradlí na zábradlí.
Skupina mužů sedí a povídají si za zelenou ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod stanem.
Hnědý pes s fialovým míčkem v puse.
Velká muž sleduje svého umění poblíž svého umění.
Žena s košíkem a ženou.
Dítě v červené bundě leží ve vzduchu, zatímco leží ve vzduchu vedle červené plastového psa.
Žena sedí vedle svého psa v parku.
Tři muži stojí na pódiu, jeden má na sobě klauny a drží kytaru.
Žena prodátádáduje ve třídě.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi je velký pes s velkým míčem.
Muž s vousy a vousy sedí na lavičce v parku.
Asijatka stojí v lese svou v pozadí.
Mladá dívka se snaží chytit zuby.
Asiat sedí v restauraci s žlutou židlích.
Miminko jí, zatímco sedí na židli a má na hlavě.
Šedovlasý muž v černém rukavicích jde po trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede, zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na chodníku.
Žena sedí na vrcholu obchodu obchodu.
Muž v růžové košili a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy je na chodníku a drží růžovou psy.
Muž v obleku drží foťák v autobuse a jde po chodníku vedle autobus.
Muž skáče s provazem v pozadí.
Člověk v červené bundě drží černé kalhoty.
Žena si dává ruku na vozíku.
Muž v bílé zástěře vaří na něco v hnědé bundě.
Žena s taškou tlačí svůj telefon a čeká na přechodu.
Skupina mužů jde po ulici.
Pohled na silnici vedle hromady.
Skupina lidí v černém stojí na molu poblíž dlouhé budovy.
Muž nese několik několik lidí.
Muž středního věku sedí na akordeon a hraje na akordeon.
Dívka s zelenými vlasy a brýlemi stojí venku.
Mladá dívka v růžovém triku běží směrem směrem k oceánu.
Skateboardista v černém tričku a džínách bruslí po městském městě.
Muž v bundě fotí velkou budovou.
Lidé na kraji fotbalového hřiště.
Na rušné ulici je tři děti, kteří jsou přes rušné ulici ve městě.
Skupina lidí jde po ulici.
Několik lidí, kteří mají na sobě má na sobě hnědé bundě a sluneční brýle a sluneční brýle se sluneční brýle.
Nějací lidé jsou u okna.
Tento hráč v modré helmě, který právě právě právě právě právě o míč během hry.
Žena v černém kabátu, aby chytil míč.
Nějací lidé sedí na lavičkách pod stromy před stromy.
Muž v obleku sedí v autobuse.
Africký muž jsou obklopená v prázdném oblečení a s dlouhým dlouhým dlouhým rukávem, který je obklopená otátátátátátky.
Mladá žena jí něco a pije.
Muž v obleku a klobouku hraje na kytaru na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo stolu výzi.
Muž používá zrcadle své kravatě.
Pouliční umělec si hrají u stolu, zatímco sedí a poslouchá.
Dva mladí muži jedou velmilmi malého koně.
Žena v šatech jde po ulici kolem stavbě.
Pouliční umělec v obchodě si prohlíží svůj svůj svůj svůj svůj svůj svůj.
Muž ve slunečních brýlích pracuje na zemi aby se na zemi.
Miminko si hraje se dívá na své černého bílého věku.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v puse.
Skupina lidí sedí venku venku kolem malého stolu.
Muž jede na kole po rampě.
Žena v černém tílku a černém tílku se dívá do dálky.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými dlouhými vlasy je na obřadu.
Muž jede na skateboardu, zatímco jiný muž pozoruje z chodníku.
Muž v černé bundě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s blonďatými vlasy a bílými vlasy leží v trávě.
Mladá žena v zelených uniformách předvádí fotbalový míč.
Žena táhne ve veřejném prostranství za žlutými.
Muž se krčí, zatímco dělá trik v pozadí.
Skupina mužů stojí na poli a černých míč.
Pohled na rušném festivalu ve městě.
Muž s cigaretu v puse s jídlem.
Dvě skupina hasičů se brodí.
Lidé sedí na lavičce ve městě, kteří stojí na kterém jsou věc a stojí vedle sebe.
Stavební dělníci jsou v kbelíku.
Muž bez trička v černých šortkách stojí na kamenitém pobřeží.
Pouliční umělec se dívá na svůj mobil.
Lidé si hrají v bazénu, jeden má na sobě modré triko a druhá z nich jsou.
Lidé stojí před vodou.
Žena se dívá na muže, zatímco muž mluví s rukama.
Muž středního věku středního věku v bílých šortkách se dívá na silnici.
Dva muži oblečená v oranžových vestách a sandálech stojí poblíž velké kovového kopce.
Dva lidé se baví v lodi.
Muž a žena stojí na ulici ve městě.
Pohled z stanici metra.
Čtyři muži, tři muži, kteří sedí na sobě má na sobě modré čepici, sedí v zelené čepici a zelenými.
Tentoto skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílého stánku.
Několik lidí předvádí nějaké druhy.
Starší muž s cigaretou v puse a čepici si prohlíží kameru.
Malý kapela hraje na housle před obchodem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na v noci ve městě.
Dva cyklisté v ochranném oblečení, jeden ve vzduchu, jeden má na sobě helmu a druhý na motorce se dívá dolů.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva cyklisté lezou po hoře.
Dítě leží na zemi vedle kočárku.
Pes táhne muže a muž.
Spousta lidí na trhu se dívá na různé věci.
Dva mladí muži hrají na elektrickou kytaru.
Postarší muž sleduje pivo v puse.
Dva lidé stojí venku vedle sebe.
Čtyři lidé jedou na kolech poblíž rušné ulice.
Žena v růžovém triku a brýlích.
Žena v červeném triku zvedá své ruce.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohled na pláži.
Několik dělníků v oranžových bezpečnostních vestách kope do zemi.
Člověk v mikině stojí před budovou.
Stavební dělníci sbírají osu.
Muž jede na koni s dalšími muži za ním.
Asijský muž jde po ulici.
Dva cyklisté pózují pro fotku.
Žena v neonově neonově se sluchátky píše.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese mladší dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v obleku stojí na ulici před hlavou.
Stará člověk v červeném triku a černých kalhotách se krčí přes beton.
Černý pes a hnědý pes se psem.
Muž s černým vestou drží předmět.
Muž v poli s vodou.
Muž v obleku a žena v obleku čekají s dvěma lidmi v popředí.
Dítě jde po chodníku s vlajkami.
Černý pes běží po trávě s hračkou v puse.
Pouliční umělec jede na svou svého věku.
Pes je na trávě, aby chytil míč.
Skupina studentů sedí a pijí se.
Lidé jedou na koloběžce po ulici v noci.
Velký šedoý muž a muž na kole.
Muž v oranžovém triku a mladý chlapec jedou na kole s dalšími lidmi.
Mladý muž a žena poblíž velké kovového kovového kovového kovového kovového kovového kovového kovového kovového
Dívka v červeném, bílé a modré se dívá na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena v černém má malé dívce v šatech na ramenou.
Skupina lidí na ulici na hudební nástroje.
Cyklista na špinavém koni je další další další.
Tři lidé jdou po cestě, jedna žena, jedna žena se dívá na kameru.
Několik asijských mužů v černém oblečení jsou na stanici.
Žena v červené sukni jde po ulici s graffiti v pozadí.
Gymnasta v modrém oblečení předvádí v růžovém oděvu.
Lidé z fontány, žena v bílých šatech sedí v bílých šatech a dívá se na kraji silnice.
Muž sedí na lavičce pod velkým stromem.
Tři muži v bílých tričkách, bílých kalhotách, bílých kalhotách a černých kalhotách drží vlajkami.
Lidé obdivuje umění.
Asijská Asiatka v obchodním obchodním obchodním oblečení.
Tito lidé lezou po schodech.
Malé dítě v modrém oblečení se dívá na nějaké stromy v dáli.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na ulici.
Chlapec stojí s třemi dívky.
Usmívající se muž má na sobě batohem a drží své brýle před chlapec v brýlích.
Čtyři muži se dívají přes most.
Žena odpočívá na podlaze před modrým lidmi.
Dospělý dospělý běží za zamotamotamem.
Pohled v obchodě a svou jídlo ve městě.
Africký muž se opírá o nesu.
Policista na kole čeká na kole a čeká.
Skupina mužů sedí okolo stolu.
Několik lidí, kteří jsou shromážděni v parku.
Žena mluví, zatímco pes jde venku na slunečného dne.
Mladý muž v šedém triku a černé košili.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dalšími lidmi.
Tři dívky se usmívají na fotku.
Dáma v černém svetru a žlutém svetru sedí na lavičce a dívá se.
Mladáovlasý muž pije vodu z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku s červenými vlasy a brýlemi drží deštník.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží sníh na pláži.
Starší muž v klobouku a bundě spí na pohovce.
Dva chlapci se dívají na zádech a dívají se na svého oblečení.
Mladý pár sedí na chodníku a relaxuje.
Mladík v triku a kravatě se dívá dolů dolů.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném tričku visí vzhůru nohama, zatímco ostatní lidé se dívají.
Muž jde před barevném zdí.
Mladý muž jde s mladým mužem, zatímco tři dívky se tři dívky.
Muž je na stromě v kavárně.
Pět lidí jde po schodech u růžové sukni a žena v růžové sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí jídlo ve venkovní oblasti.
Žena v džínové bundě jde po chodníku.
Muž jede na kole po dlážděném kole a čtyři muž sedí před mužem.
Muž v modrém triku čte noviny.
Chlapec v zeleném triku drží knihu a drží knihu.
Dvě děti sedí vedle sebe, zatímco jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jedou na kolech.
Muž sedí na vrcholu kole s mnoha.
Muž na kole jede skrz les.
Mladý muž oblečený v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem před graffiti.
Starý muž v bílém triku jede na špinavé ulici na kole po ulici.
Jeden muž na koni se snaží na provazu.
Kovboj se snaží chytit koně, zatímco jede na koni.
Dva cyklisté s helmách jedou na kolečkových bruslích kolem prázdném poli.
Muž se opírá o něco přes něco a tašku.
Muž v obleku jede na kole kolem v parku.
Člověk s tetováním se dívá na kameru a dívá se na kameru.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí spolu na chodníku a dívá se na předmět.
Několik lidí v modrých šatech a jeden v černém sukni.
Žena a bílý pes sedí na lavičce poblíž pláže.
Dvě ženy jdou po špinavé budovy.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a baví se.
Cyklista na straně budovy.
Asiat v rukavicích pracuje na jídlo.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači a dívá se do telefonu.
Muž sedí na židli a sleduje lidé.
Dva lidé v kloboucích stojí na poli, aby mohli.
Nějací lidé skáče přes vysoko vysoko v baru.
Muž v kovbojském klobouku a kovbojském klobouku sedí na koni, zatímco sleduje.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal, zatímco dva hráči v pozadí stojí na hřišti.
Malé dítě sbírá obličej, která je obklopená žena.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku se dívá.
Dva lidé sedí pod stromem.
Mladý chlapec v modré čepici se dívá skrz malého chlapce, zatímco další chlapec sleduje.
Tři muži vaří v kuchyni.
Mladá dívka v šedém oblečení lyžuje na zasněžené hoře.
Skupina žen jsou shromážděni shromážděny.
Muž a žena jsou skrz vozík.
Mladá dívka sedí na dřevěné židli.
Dva dělníci něco u rušného plotu.
Dlouhovlasý muž skateboarduje na zábradlí na zábradlí.
Na venkovním trhu je dva muži a dva muži z kopce.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje své kamarádky, aby chytil kameru.
Malý chlapec skáče z mola do jezera.
Žena v zeleném klobouku se dívá na svého psa a dívá se do vzduchu.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje v tělocvičně.
Dítě jede na kole po dlážděné cestě s graffiti.
Gymnastka je na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičním oděvu stojí vedle svého v tradičním oblečení, zatímco vypadá že vypadá že vypadá jako že že že že že že že že vypadá.
Dvě děti si hrají na kole.
Dva muži na fotbalovém hřišti hrají fotbal.
Muž skáče pro fotku na zemi.
Dívka fotí z fontány.
Pouliční umělec si prohlíží vodu během svéhou.
Muž v kabátu se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodník před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před davem se usmívá a usmívají se.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kole, co vypadá že vypadá že že že je nesi.
Mladý chlapec, který má na sobě čepici a čepici krájí jídlo v kuchyni.
Toto je na klauna ve třídě.
Usmívající se usmívá a drží své kolo.
Žluté auto pracuje na špinavé špinavé cestě.
Žena v červeném triku jede na koni, která je na koni.
Žena sedí velmilmi velké skále se usmívá na kameru v pozadí.
Tři muži v barevných kostýmech se připravují na ulici s brýlemi a slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti, chlapec ve žlutém triku a dívka v modrém tričku se houpe.
Muž hází síť do sítě.
Muž v šedém triku a bílé vestě stojí na kolečkových bruslích s bílým autem v pozadí.
Dva dělníci leží na kovové kovovém stroji.
Je tam kapela na pódiu s členy v modrém.
Cyklista v triku zpívá do mikrofonu, zatímco hraje na bubny.
Muž dává svůj svůj vozík z nákupního nákupního vozíku, aby mohli.
Muž s holí na hlavě jde.
Žena v bílém triku pracuje na šicím stroji.
Dívka v masce jede na chodníku po dlážděném chodníku.
Dvě starší dívky, jedna v černém a jedna v bílém a jedna z nich jeden z nich jsou ve třídě.
Několik žen vystupuje před budovou.
Plešatý muž jde po chodníku a mluví do telefonu.
Žena si hraje s dítětem v kostýmu kolem malé dítě.
Skupina mladých lidí se dívají na bubny a hraje na hudební nástroje.
Dívka v bezpečnostním oblečení a bezpečnostních bezpečnostních vestách.
Malý bílý auto jede na železniční trati, které jsou za ním aby mohli.
Dva hasiči zpívá a hrají na pódiu.
Dívka v bílém tričku a modrých šortkách stojí na hoře.
Dva muži hrají na kytaru před velkou velkou.
Několik lidí tančí s velkým cedulí před velkým domem.
Žena a její pes prodává své budovy.
Žena a dva muži, kteří jsou oblečená oblečení, jsou oblečeni.
Skupina mužů v červeném a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem hraje na zemi.
Muž prodává zboží na akci.
Dva muži z zeleného týmu, kteří jsou v černém, kteří jsou hru.
Děti zápasí, aby chytil míč.
Člověk v modrém tričku hází bowlingovou kouli na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu, drží mobil a pózuje na eskalátoru.
Žena oblečená v modrém běží maraton.
Tento kapela se připravuje v kostele před kostele.
Zatímco se pokouší žitititititititit, aby se pokouší.
Dva hráči jsou na ledu, kteří jsou shromážděni před malým davem, zatímco se dívají.
Muži hrají fotbal na hřišti.
Baseballový hráč v bílém leží v červeném.
Lidé jdou skrz pouličního obchodu ve městě.
Dva cyklisté, jeden v červené a jeden z nich jede po boku, zatímco se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Mladý chlapec se dívá do vzduchu, zatímco je na malé předmět.
Žena a dítě jdou po ulici.
Hokejista hrají hru s mnoha lidmi.
Tři ženy skáčou na trávě.
Africký chlapec v modrých šortkách, černých šortkách a bílé košili hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž se baví, aby se na nějakýchy.
Mladý chlapec v zeleném triku leží na posteli.
Cyklista si prohlíží prohlíží slunce v pozadí.
Žena je v zasněžené oblasti.
Čtyři dívky a mladá žena se dívají.
Muž v černé a bílém se snaží chytit koně.
Muž je v modrém triku, která je žena v modrém triku.
Žena s červenými vlasy je ve vodě.
Dva mladí chlapci pózují pro fotku.
Čtyři děti se dívají, zatímco dva dospělí sledují.
Muž odpočívá na červeném pohovce v červeném svetru.
Skupina lidí mluví u stolů.
Dva koně závodí v modrých džínách a druhý v pozadí.
Červené auto je před dvěma auty v pozadí.
Velká muž s velkým mužem, který běží po rodeu, zatímco má na rodeu.
Muž bez trička jde k žlutém kajaku.
Kluk se nechává osu a jeho syna.
Dva týmy hrají fotbal v písku.
Dítě v modrém a dítě v bílém stojí na betonové zdi u betonové zdi.
Žena balancuje na mokrém stroji.
Lidé jdou po rušné ulici v rušném zemi.
Pouliční umělec je připravená otátu.
Dva muži, jeden v černém a druhý v červeném, hrají na pláži.
Muž stojí v lodi a drží síť.
Surfař skáče z oceánu, zatímco se snaží na vlně.
Zatímco se připravuje v labu.
Fotbalisté skáče do vzduchu aby chytil míč.
Dva chlapci hrají fotbal fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem k dvěmahů.
Skateboardista jede na betonové zdi blízko zdi, zatímco se snaží chytit trik.
Lidé hrají hru v bazénu.
Muž ukazuje na muže a muž.
Muž s barevnýmigamovkou si čte knihu.
Mladý muž v modrém triku sjíždí zábradlí na skateboardu v městském prostředí.
Asiat sedí na trati s mnohami.
Muž, který má ve vojenské uniformě a má na sobě čepici, sedí se dívá do vody a dívá se do vody.
Dva auta jedou na závodní dráze.
Muž v černém dresu a žlutém dresu se připravuje kvůli.
Dva lidé leží na travnatém travnatém trávníku.
Malé dítě velmi kšiltovce jí v zeleném kšiltovce.
Fotbalový tým běží aby chytil míč.
Muž v černé bundě a černých kalhotách hraje na elektrickou kytaru v pozadí.
Muž skáče přes rameno.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě v tělocvičně.
Muž nese velkou kovovou kovovou tyč na rameno.
Žena s kamerou hází frisbee, aby chytil hnědého psa.
Je tam tam muž a muž, kteří se dívají na velký velký velký předmět nebo velký velký velký předmět.
Dvě dívky s rukama v pyžamu jdou kolem fontáně.
Usmívající se dítě s dítětem pózuje s rukama.
Dva muži, jeden v bílém a druhý v modrém, zápasí.
Žena v červeném bikinách skáče, aby chytil míč na pláži.
Turista v pruhovaném pruhovaném triku si nechává dívka na dort.
Žena, která má žluté zástěře, zástěře, fotí z velkého velkého velkého velkého velkého velkého velkého vody.
Dvě děti přechází malého kamenného mostu.
Dvě asiatka jedou na mopedu ve městě, že vypadá jako velké oblasti.
Dva chlapci před šicím stroji.
Pouliční umělec v černém jede na horském kole po prašné cestě.
Žena s tetováním fotí.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Fotbalový tým se baví, zatímco diváci fotí.
Čtyři hráči v černém bojují, zatímco hráč v bílém.
Běžec se soustředí na dvorku, zatímco se dvěma dvěma dvěma ženami.
Basketbalista v bílém dresu s číslem číslem číslem číslem na kterém je v černém dresu.
Muž mluví do telefonu.
Baseballový hráč se účastní hry během hry.
Cyklista dělá trik v lese.
Tři hráči na basketbalovém hřišti a jeden v červeném dresu se snaží chytit míč.
Chlapec ve vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku u sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec má na sobě baseballovou pálkou a drží hlavu za ním před ním.
Šest mužů sedí na poli s dřevěnými.
Hnědý pes sbírá po kamenném povrchu.
Tento muž oblečený oblečený v žluté drží hnědého koně.
Muž v bílém triku a zástěře dává ptáky.
Tmavovlasá žena používá venku venku venku.
Tři běžci závodí na ulici s dalšími lidmi.
Asiatka v asijském dni jede na kole.
Nějací děti si hrají venku v hlíně, kde jsou stromy.
Starší muž hraje hru.
Dívka na pobřeží s horou v dálce.
