Muž v oranžovém klobouku se dívá na něco.
Býk běží po zelené trávě před bílou plotem.
Dívka v uniformě si dává klacek před klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s sněhem v pozadí.
Lidé se baví na střeše domu.
Muž ve světle světle světle zbarveném oblečení fotí a žena v tmavém oblecích.
Skupina lidí stojí před kavárnou.
Chlapec v červeném dresu se pokouší pokouší chytit míč, zatímco se snaží chytit v modrém dresu.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a její její její svého dne si užívá venku.
Muži si hrají s míčem, jeden z nich je ve vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu ve svého stolu.
Tři lidé sedí v tělocvičně.
Dívka v džínových šatech jde pomocí kupuje.
Blonďatá chlapec drží ruce v písku.
Žena v šedém svetru a černém svetru stojí ve městě.
Člověk v pruhovaném triku leze po hoře.
Dva muži, kteří se snaží, zatímco žena se dívají.
Lidé stojí venku před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá trik na trampolíně na trampolíně.
Muž stojí u skupině hry v baru.
Žena používá papír, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu s jídlem.
Muž krájí na stromy.
Skupina asijských chlapců čekají na maso přes maso.
Ženy v tradičním oblečení jsou v tradičním oblečení.
Jeden muž drží muže, zatímco se připravuje na hlavě a připravuje do ní.
Šest lidí jedou na horském horském kole.
Dvě dívky sedí na římse v zalidněné náměstí.
Dítě je ve vodě.
Tři lidé sedí u piknikového stolu před budovou.
Tři chlapci stojí na molu v plavkách.
Zatímco žena zvedá tašku, zatímco si prohlíží jídlo na trhu.
Zatímco žena si hraje na kole.
Pohled na kraji budovy, které se dívá na kameru, zatímco se na kameru.
Mladá žena se dívá na pizzu.
Muž bez trička rybaří v šortkách, zatímco stojí na kamenech.
Dívka v záchranných vestě má na vodě.
Muž v uniformě a muž v modrém triku stojí před obchodem.
Lidé sedí v vlaku.
Dítě se houpe do vzduchu ve vzduchu.
Muž v červeném triku se dívá do okna.
Dva muži v plavkách skáčou do vzduchu na pláži.
Batole vaří s mužem.
Otec se dvěma dětmi a dvě děti dělají venku na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje s červeným míčem.
Lidé jdou po chodníku vedle obchodu obchodu.
Zatímco předvádí salto, zatímco ho ho ho holllál.
Velká skupina lidí přechází ulici.
Muž na kole jde do vody do vody.
Žena v džínách jde kolem autobuse s ženou v slunečních brýlích.
Muž v růžovém triku sedí v trávě a skáče do vzduchu.
Pohled na pláži.
Dva muži v černém ve městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a kloboucích jdou blízko vody.
Tým tým dělá tým na židlích.
Kluk si hraje s dospělýmem, zatímco dívka se dívá.
Dav lidí se baví na nějaké nějaké veřejném parku.
Muž sedí na lavičce a drží vodu a dívá se na vodu.
Chlapec a mladší mladší mladší si hrají na hřišti.
Žena v modrém se dívá, zatímco sedí na lavičce za ní.
Hnědý pes stojí na pláži.
Žena sedí s košíkem a je obklopena nohama.
Muž griluje na dvorku.
Žena zpívá v klubu s mužem za ní.
Kapela hraje na kytaru na červené kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Pouliční umělec s housle hraje na housle, zatímco žena se dívá na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku aby mohli.
Tři děti v metru si hrají okolo.
Hnědý pes jde v trávě s vodou.
Lidé sedí v trávě před budovou, fotí.
Muž bez trička se snaží z dálky, zatímco tři žena sedí před davem.
Dva mladí chlapci si prohlíží ovoce na kole.
Muž v černém tričku a džínách hraje na bubny na žlutém bubny.
Mladá žena maluje obrázek ženy na zdi.
Dvě členů předvádí tým vysoko vysoko vysoko vysoko obklopen dvěma dvěma ženami.
Muž dělá svůj kusy v kuchyni.
Chlapec se naklání na jezeře.
Muž pracuje.
Velká skupina lidí, kteří sedí venku a sedí venku.
Blonďatá žena je v baru na baru.
Malé dítě v modrém tričku a bílém triku drží žlutou žlutou žlutou vlajku.
Žena s růžovými vlasy v černém mluví do muže.
Muž v japonském obleku vaří jídlo na dva lidé.
Dívka v řece přes řeku z řeky.
Dělník s rukama klečí vedle dvou žen.
Starší muž otevírá svůj ruce a dívá se dívá.
Dítě v bílém oblečení si hrají fotbal.
Tři muži v vestách jsou venku v vestách venku.
Žena fotí obrázek dítě v růžové čepici, zatímco muž nese muže.
Skupina asijských asijských dětí sedí na židlích v modrých židlích.
Mladý chlapec v uniformě brečí do vzduchu.
Šťastná žena připravuje jídlo v kavárně.
Stavební dělník jede na vybavení na stavbě.
Žena běží po míči, aby mohli, zatímco se dívá.
Muž v uniformě pracuje kolem muže.
Skupina lidí leze po řece.
Závodník se chystá na horu s modrou helmou.
Muž dělá stojku na vrcholu sochy.
Dítě sedí u stolu a drží papír.
Hnědý pes se brodí do jezera.
Matka pomáhá svého dvou mladých chlapců, aby chytil velmi vodě.
Malé dítě jde vedle červeného auta.
Dívka sedí na kole s mladším kole, zatímco další dívka fotí.
Černý pes honí míč ve vodě.
Muž v bílých kalhotách a modré košili kope do žluté tašku.
Dva Indí muži se baví v lese.
Kluk s číslem číslem si píše a píše na své ruce v obchodě.
Dva policisté na kolečkových řece během západu slunce.
Lidé stojí v přeplněném metru a jsou venku před oknem.
Muž šplhá po zdi v ruce.
Dva hnědí psi běží sněhem.
Jeden pár vystupuje pro malý kapela.
Dítě v oblečení se dívá na kameru.
Muž sedí vedle počítači.
Tato žena, která má na sobě ži a směje se.
Lidé v budově, jeden z nich fotí.
Čtyři bílý psi s náhubkami skáče přes červenou zdí.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži v pruhovaném židlích ve vodě.
Stará žena pracuje na tkalcovském stroji.
Chlapec stojí v popředí a dívá se přes další lidé.
Muž v modré bundě si dává mladého chlapce.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna z okna z okna.
Muž v šedém triku skáče přes dunu v písku.
Dítě ve žlutém triku skáče dolů a skáče dolů.
Dělník ve žluté bundě je vysoko vysoko vysoko vysoko na budovy.
Muž ve středním obleku si dává s malým malými.
Několik pivo táhne pivo na baru s rukama.
Muž je dolů dolů po útesu nad oceánem.
Muž v černém jde svého auta ve sněhu.
Pouliční umělec skáče přes míč.
Žena v kšiltovce a čepici se usmívá venku, zatímco má sluneční brýle.
Několik dětí jde pro prosu v parku.
Muž v zeleném přilbách a žluté vestě se žlutými vlajkami.
Dítě s růžovými vlasy tančí na hlavě obklopena vodou.
Pes s hračkou na něco něco něco něco něco něco něco na řece.
Muž se připravuje na svého dne.
Muž v červeném triku se chystá, aby mohli.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku balancuje do písku s žlutou lopatou.
Muž, který má na sobě bundu na dřevěné lavičce.
Muž v bílém triku se dívá z okna z okna.
Žena drží malé malé dítě.
Šestst dětí bez trika si hrají ve vodě a stříká vodu.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáži.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s vláčkem, z nich se dívá.
Malá dívka otevírá dárek.
Žena v modrém dresu na kameru před dvěma ženy.
Malá dívka se pokouší ott na pohovce.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Matka v černé bundě a černých kalhotách jde po schodech na kameru.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé koženém klobouku a kovbojském klobouku jde kolem chy.
Pes běží venku s žlutým hračkou.
Pes v tlamě běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se objímají, zatímco další dítě, co vypadá jako to to.
Dva muži a žena stojí venku.
Skupina mužů používá kládu.
Muž pije z stolu, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné kamenné kamenné kamenné budovy s rukama.
Pes pije vodu na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí u stolu na židli a připravuje se na někoho.
Mladé dítě v zelených botách si hraje v aréně.
Muž používá pilu.
Muž sedí u piknikového piknikového stolu s nápisem a má pivo před ním.
Chlapec v černém triku a modrých džínách drží červené míček.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží na dráze.
Tmavovlasý muž s tetováním s tetováním přes sochu.
Dvě Německý ovčák se snaží na sebe na sebe.
Toto je skupina lidí stojí okolo nějaké akci.
Hnědo-bílý pes si dává hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budovy.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na flétnu.
Dvě děti balancuje na kládě a drží provazu.
Muž jede na motorce předvádí trik na dráze.
Mladá žena ve fialovém oblečení si dává obličej na dřevěné dřevěné dřevěné dřevěném.
Žena v hnědém triku sedí na červeném lavičce.
Pes jde po kládu přes malého řeky.
Mladý muž v bílém tričku a černých šortkách stojí na travnatém kopci.
Skupina lidí jsou pokrytou deštníky.
Muž, který je na kole s nápisem nápisem na kole.
Muž hází kládu do kládu, zatímco dva psi sledují.
Skupina starších hraje na hudební nástroje pod stanem.
Pohled na zalidněné ulici.
Mladá blonďatá žena drží bílého slunečného dne.
Dva lidé v modrých tričkách jsou venku s nápisem.
Černý pes dává do bazénu do bazénu.
Kovboj jede na kolečkových bruslích v soutěži.
Motorkář pracuje na železniční trati.
Pracovník v oranžové vestě používá sníh.
Dva dělníci zápasí, zatímco pracují na staveništi.
Tři muži jdou po kopci.
Asijská žena v svatebních šatech pózuje na mostě.
Mladý muž svouvou kytaru v kuchyni.
Tři chlapci si hrají s kbelíkem a kbelíky.
Tři dělníci jsou na chodníku.
Lidé jsou v lese vedle hromady.
Skupina lidí shromážděni v kostele.
Skupina mladých dospělých skáče v noci na kameru.
Dva muži jedou na kajaku, jeden v modrém, jeden z nich dolů.
Dva dělníci na kolečkových bruslích do cihlové budovy.
Dáma v červeném svetru a džínách sedí na kole s rukama na kole.
Dva atleti si dává zasisisu, jak se dívají na někoho.
Zatímco čeká a čeká na letišti.
Muž ve žluté bundě se opírá o chlapce v parku.
Muž a chlapec na pláži.
Žena na lodi, která má na sobě černou nápisem """ v černém obleku.
Chlapec sedí na a dívá se z mikroskop.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Mladík v černém triku, který sedí "EEEEEEEEEEEEEEEEE.
Muž prodává zboží, aby mohli na hoře.
Dívka ve žlutém se směje na dívka v oranžové, zatímco dívka v modrém se dívá.
Pes skáče přes překážku.
Pes s černým obojkem se snaží ve špinavémýtu a listí.
Dva hnědí psi si hrají v poli.
Muž s vousy a vousy drží ceduli, který je z nichže.
Muž, který má na sobě sobě má na sobě sobě sobě žisu.
Muž v černém triku rybaří na pobřeží.
Dva psi jsou na sobě se usmívají, aby mohli.
Dva muži na chodníku aby mohli kolem auta.
Zatímco muž sedí a čeká na zákazníky.
Ženy v školním autobuse za nimi.
Dvě ženy v pruhovaných tričkách jdou po levé ruce.
Malé dítě v oranžové vestě drží v modrém kajaku.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu, zatímco žena se dívá.
Žena a dítě venku před dveřmi.
Černý muž a dva bílých se baví u sebe.
Dívka v maskáčch kalhotách sedí na náměstí.
Světle hnědý pes běží nahoru.
Chlapec pózuje s velkým zelenými dveřmi v rukou.
Plešatý muž se snaží chytit hnědého psa a černého psa.
Dav na rušné ulici.
Pes s náhubkem a černým černým obojkem běží na dráze.
Muž v sandálech sedí na chodníku poblíž nějakých tašky.
Muž a žena sedí na metu a baví se.
Dítě se dívá do zrcadla v obchodě.
Muž pije z žlutého stolu na rušném akci.
Chlapec se opírá o auto s květinami.
Žena v květovaných šatech mluví před dětmi.
Muž na svůj den.
Mladá žena v černém triku a džínách zametá budovy.
Žena s kloboukem leze po útesu poblíž velké vody.
Velký černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco obklopena deštníky.
Několik mužů si hrají na pódiu s dalšími dalšími dalšími dalšími dalšími lidmi v pozadí.
Muž v oranžovém obleku a oranžových přilbou pomáhá s modrou čepicí.
Muž a dvě dívky ukazuje rybu, zatímco drží rybářský rybářský prut.
Muž v červeném tričku sleduje po dráze.
Chlapec v červeném a bílých plavkách skáče do bazénu.
Asijská žena používá své vlasy.
Starší žena a malé dítě si hrají v růžovém triku s barevnými květinami.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném triku hraje venku venku.
Muž mluví na telefonu s hlavou.
Skupina dětí sedí na modrém molu, zatímco jí jídlo.
Černý chlapec sedí v písku.
Malý pes se dívá dva psi v poli.
Lidé sedí v kruhu venku před velkou budovou.
Jeden pes skáče aby chytil míč, zatímco jiný přihlíží.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílého stolu.
Asiat vaří venku.
Hnědý pes se chystá chytit zelené frisbee.
Několik roztleskávačů si hraje na bubny.
Mladý chlapec stojí vedle písku.
Tři malé děti jdou skrz travnatém dvorku.
Muž se nechává na šicím vozíku.
Muž na kole jede na horském hoře.
Chlapec v modrém a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojového umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový hráč ve žlutém poli vykuje.
Skupina mladých lidí se fotí v restauraci.
Mladý muž na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli na posteli.
Dva lidé v tradičních kostýmech, jeden v kostýmech a jeden z nich stojí na silnici.
Muž běží v modrém triku s číslem číslem číslem.
Asiatka pózuje na kameru.
Muž, který běží, zatímco běží maraton, zatímco se dva muži.
Hráč amerického fotbalu se snaží během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva cyklisté jedou na skateboardu, zatímco ostatní sledují.
Fotbalový tým v bílých košilích na hřišti.
Malá dívka tlačí ruku na travnatém poli.
Skupina asijských dětí v bílých tričkách a kloboucích předvádí dav.
Chodci jdou po ulici a dívá se na dítě v knihovně.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy.
Osisisisi se účastní výtu, kde jsou vlajkami.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Mladé děti jsou na malé dráze.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do fotbalového míče.
Dva mladí muži hrají fotbal fotbal, aby mohli míč na hřišti.
Lidé jdou po dlážděném svahu obklopeni prodejy.
Mladý chlapec v bílých kalhotách skáče z gauči.
Kluk v oranžovém triku je zda.
Žena v hnědých sandálech a modrých džínách v bílém triku drží velkého stromu.
Tři lidé se usmívají a drží v poli.
Policista stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit míč.
Mladý chlapec s modrým čepicí má na hlavě helmu.
Červenovlasý muž sedí s dredy a hraje na akustickou kytaru.
Muž jí sendvič se svým dítětem v klíně.
Africká dítě drží něco něco, které jsou na fotce.
Žena jede na dav lidí s davem.
Zatímco ostatní muž se dívají, zatímco muž v obleku drží mikrofon.
Dav pracuje na baru.
Dívka v bílém a dívka jdou kolem modrého auta.
Muž používá vybavení.
Člověk surfuje skrz vlnu v oceánu.
Policista si prohlíží něco něco něco.
Nevěsta a ženich se líbají podm.
Muž stojí v pozadí, zatímco mladý muž v pozadí jde svého obličej.
Černo-bílý pes skáče přes závod na soutěži.
Žena v svetru čte knihu v ruce.
Několik dětí se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku se snaží na zábradlí.
Dospívající chlapec se pokouší v kuchyni a hlítuje svéhodu.
Lidé, kteří drží různé nástroje, kteří jsou na bubny.
Tři hasiči na poli jsou na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti se objímají, kteří stojí u stánku a stojí u stánku.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí, kteří si hraje na ulici.
Zatímco skáče přes překážku.
Malá dívka běží na břehu pláže.
Bílý pes si nechává ve vodě.
Dva muži, kteří se baví, zatímco stojí před sebou další lidé.
Žena v růžovém sukni drží dítě.
Hokejový hráč ve žlutém dresu hází míč.
Muž jde kolem velké ceduli, která je napsáno """."
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tančí s psem mezi dvěma očima.
Bílý pes běží v mělké vodě.
Osisisici jsou venku s kapelou.
Skupina dětí si hrají na oploceném dvorku, zatímco se dívá.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialovém šatech leží na podlaze.
Muž s šedými vlasy si holí vousy.
Dva černí psi, černý černý pes, bílý pes ve sněhu.
Muž v basketbalovém dresu skáče aby chytil míč.
Žena sedí venku se svým modrým dveřmi a užívá si užívá do vzduchu.
Děti sedí na oslavě v obleku.
Šedýbílý pes skáče přes vodu v písku.
Dav shromážděni kolem vody v dešti.
Několik starší mužů, několik mužů v tradičním tradičním oblečení na rohu ulice.
Mladý muž se dívá na psa ve sněhu.
Fotbalový hráč v dresu hází míč z týmu.
Žena v černém triku si nechává ve fialovém oblečení.
Čtyři ženy v asijských šatech tančí, zatímco předvádí míč.
Člověk hraje na nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem běží na trávě.
Dítě, které je na sobě má na sobě má na sobě má na sobě bundu.
Starší muž a mladá dívka pracují na lešení.
Zatímco malý malý chlapec v žlutém triku.
Pouliční umělec s mostem a několika auty.
Muž jede na rodeu v rodeu.
Chlapec skáče, aby chytil míček svou raketou.
Děti na zdi dva lidé sledují dva lidé.
Lidé jdou v pozadí.
Malá dívka kope do černého zápasu.
Dva muži se snaží chytit vodu z vody z vody.
Dva muži, kteří se dívají na dav.
Postarší žena stojí na pódiu a prohlíží něco něco něco něco něco.
Žena leží na gauči a směje se.
Pohled na podlaze a jedna žena v bílém a jedna žena.
Lyžař skáče přes plot.
Tři psi si hrají s sebe v poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Tito lidé stojí venku s dvěma psi.
Z Zatímcocococo se dívá dobru, zatímco ukazuje výtu.
Dívka v tričku má v puse.
Tmavovlasá skupina kupuje vodu v poušti.
Muž stojí na městské ulici.
Hasiči se účastní jídlo s jídlem v s jídlem.
Dva muži jedou na kole, zatímco výlátátállátátátou.
Dva lidé stojí na zasněžené hoře.
Mladá dívka si užívá svého sněhu.
Tři muži se usmívají a ukazuje do fotoaparátu.
Člověk píše na tabuli ve třídě.
Muž v černém triku sedí u stolu před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče do vzduchu na zábradlí.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si dává zuby s modrým psem.
Chlapec si užívají venku za slunečného dne.
Pracovník v oranžovém obleku klečí a klečí na kus kusu.
Muži v kovbojskéch kloboucích stojí na rodeu.
Dva psi jsou ve sněhu a jeden má něco v puse.
Dospělý si dává pauzu, aby z nich pracují.
Béžový pes běží za bílým psem.
Hráč v bílém dresu s klackem.
Muž v bílém triku si hraje s provazem.
Černobílý koně se snaží přes plot.
Pohled, aby chytil své ruce, zatímco kouří cigaretu.
Dva muži a dívka se smějí.
Dítě se opírá se opírá z modré a modré, zatímco se dívá.
Černo-bílý pes se prochází po sněhu na sněhu.
Mladá dívka stojí vedle žlutého auta na kuchyni.
Dvě děti si hrají na hřišti.
Tenista v zeleném pruhovaném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a čepici drží velký velký sníh.
Dva policisté v oranžových bundách stojí venku s bílými stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Bruneta s brýlemi drží dítě v červeném svetru a žlutém svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před lidmi, zatímco lidé jdou kolem lidé.
Žena hraje volejbal.
Dva velcí psi bojují ve špinavém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží na velmilmilmilmi chátta.
Děti se snaží, aby mohli.
Cyklista se opírá o horském kole kolem závodu.
Dva lidé a perou na vodítku.
Mladý chlapec se učí na kole, aby se na kole.
Kluk v červeném triku a černých šortkách na silnici.
Asijská rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce a usmívají se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě právě v bílém triku.
Žena drží velký velký kusu.
Dva psi, jeden s tenisovým míčkem běží v tlamě.
Dva dospělí a dvě děti sedí na lavičce.
Žena v travnatém poli na poli.
Muž prodává zboží a skupina lidí.
Skupina lidí na ulici se shromáždili na akordeon.
Muž sedí na lavičce a poslouchá své svého kamarád.
Starý muž v metru leží na hlavě a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole u kola, zatímco stojí na kole.
Muž na pláži dělá salto na písku.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou u stromu v kanceláři.
Kovboj v kovbojském rodeu se snaží, aby mohli.
Pes skáče skrz překážku.
Bosá žena s dlouhými dlouhými vlasy v růžovém triku s růžovými vlasy leží nanáší.
Muž si nechává mladá dívka na kole.
Dvě dívky v sukních tančí před budovou.
Žlutý pes nese klacek u vody.
Dívka v svetru je za slunečného dne.
leze na skále.
Tři ženy v jasně jasně zbarveném oblečení drží noviny.
Hnědý pes kope do vzduchu.
Mladý chlapec v bílém triku a pruhovaném triku drží tenisovou raketou.
Dva psi běží z fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladí mladíci stojí a stojí, aby mohli.
Dva turisté si prohlíží kládu na straně cestě.
Tři hráči hází tým tým, aby mohli na zemi.
Dva chlapci přechází ulici, zatímco jeho červené míč.
Muž drží jiného muže s rukama.
Bílý pes na horu, aby něco něco něco něco z pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasovlasý muž hraje na piano.
Tři atleti drží mikrofony stojí na pódiu.
Dva kuchaři v červených šatech v červených šatech.
Mladý chlapec visí na fotku.
Malá dívka v růžovém drží na baru.
Muž v zeleném skáče nahoru nahoru na svém kole.
Žena si hraje s dvěma očima v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky se objímají, jeden má na kole a druhý v pozadí.
Dva velcí psi běží po sněhu.
Žena stojí v zeleném poli a drží hnědého psa.
Několik lidí fotí na venkovním trhu na venkovním trhu.
Dva lidé sedí u stolu a u zdi.
Dva muži, kteří se usmívají a usmívají se.
Dítě leží na béžovém koberci a směje se.
Muž a žena sedí v ruce a sedí na ruce.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s rukou v ruce.
Dva lidé jsou u jezera u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jedna v růžovém a druhý v růžovém závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě kamenech.
Skupina lidí dělá triky na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílou auto.
Děti skáčou z kraji bazénu do bazénu.
Muž na kraji kraji zdi se chystá ot.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech na schodech.
Pohled na hromadě z hromady.
Gymnastka v červeném a bílých šatech leží na svých baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži jsou u stánku s ohněm.
Učitelka v bílých šatech si hraje na sobě žlutou budovou.
Malé dítě spí v posteli a čte si knihu.
Žena jí v trávě na trávě.
Muž jde po dlážděné ulici vedle světle světle světle hnědých šatech.
Žena, která má na sobě klobouk a dělá bubliny.
Tmavovlasá žena používá velkou dřevěnou na poli aby mohli na poli.
Muž v karate předvádí před dvěma.
Muž ve formálním oblečení hraje na chodníku na městské ulici.
Starší muž sedí na židli a jí jídlo.
Žena v bílém triku pracuje za stolem v kavárně.
Muž s bezpečnostním oblečení stojí na zadního auta.
Dvě děti se dívají skrz malé plot.
Pouliční umělec s nějakémem na stole.
Žena, která má na sobě jasně růžovou obličej, aby stojí venku, zatímco žena stojí venku.
Kovboj táhne svůj svého kapela.
Muž ve žlutém triku a muž v modrém triku mluví.
Tři Asiatka sedí na gauči se pokoušími v pozadí.
Dívka v červeném triku skáče aby chytil míček.
Muž pózuje se zelenými kamerou.
Muž s blonďatými vlasy, zatímco další člověk v restauraci se usmívá.
Muž balancuje s kusem, které jsou výdi.
Muž v černé bundě hraje na kytaru na veřejném prostranství.
Skupina vystupuje v průvodu.
Muž stojí na kamenné útesu nad vodou.
Policisté sleduje ženy z autobusu.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá dáma dělá jógu na pláži.
Velký dav lidí stojí okolo v parku a hrají na hudební nástroje.
Muž s čepicí dělá bubliny.
Muž griluje jídlo na venkovním venkovním venkovním venkovním grilu.
Dva muži prodává ovoce na trhu.
Zatímco žena v bílých bikinách se dívá do muže.
Chlapec ve slunečních brýlích běží za ním.
Kluk drží ruku, co vypadá jako že že že že že že že se osisa.
Muž v kostkované košili ukazuje z černého okna.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeno-bílém uniformě stojí na hřišti s žlutým míčem a žlutou míčem.
Lidé skáčou přes horu na provazu.
Lidé se dívají na kole po silnici kolem.
Lidé na laptopu před velkým oknem.
Pohled na rušném rušném prostředí.
Muž v rukavicích nese v poli.
Zatímcototototo se baví.
Sřá žena drží kusy na akci.
Žena sedí v laboratorním prostoru s dvěma očima a dvěma auty.
Žena sedí u cihlové zdi v budově.
Tři mladé ženy sedí na sebe, zatímco sedí na židlích.
Žena v modrém triku jde ve třídě.
Šest dětí sedí na schodu sámem a mimi.
Hnědý pes si hraje s klackem na břehu.
Dva psi si hrají, třetího psa, který má klacek.
Dítě na motorce se usmívá.
Dva lidé jsou shromážděni kolem velké večeři.
Otec jsou na konci akci.
Vodisici se účastní v dešti za slunečného dne.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů, kteří mají na sobě bojové umění, zatímco předvádí trik.
Mladá žena a muž oblečená v kostýmu, kteří jsou v pozadí.
Muž v uniformě jde po ulici s dvěma auty a auty.
Mladá žena leze po skále.
Starší muž ve světle modrém kabátu pracuje na střeše.
Lidé se dívají přes několik kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u zábradlí.
Pohled na kolečkových bruslích, zatímco muž v černé zástěře stojí v černé čepici a černé čepici.
Skupina lidí si hraje na předmět.
Malá dívka v modrém oblečení leze na kovové zábradlí na ulici.
Skupina mužů sedí a mluví za zelenými ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod stanem.
Hnědý pes s fialovým obojkem ve tlamě.
Vousatý muž se dívá na svého umění poblíž vody poblíž vody.
Žena s košíkem a žena s ženou.
Dítě v červené bundě mává ve vzduchu, zatímco leží ve sněhu vedle červeného červeného plastového dne.
Žena sedí vedle svého telefonu a sleduje v parku.
Tři muži stojí na pódiu, jeden má na kytaru a drží kytaru.
Žena vyhátátátu v kruhu.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi honí velký psa s tenisovým míčkem.
Muž s vousy a vousy sedí na lavičce v parku.
Afroameričan stojí v lese svých lese v pozadí.
Mladá dívka se snaží chytit mikroskop.
Asiat sedí v restauraci s žlutou židlích.
Miminko jí dívce, zatímco sedí v křesle a má na sobě helmu.
Šedovlasý muž, který má na sobě černé helmu.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě, které jede, zatímco žena jede na ramenou.
Rodina jde po chodníku a muž sedí na zemi, zatímco muž sedí na ní.
Cyklista sedí na vrchu obchodu.
Muž v růžovém triku a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy se drží růžovou na chodníku.
Muž v obleku drží knihu v autobuse a jde po chodníku vedle městě.
Muž skáče v pozadí.
Člověk v červené bundě s černými kalhotách drží deštník.
Žena si dává ruku na zádech sedí v vozíku.
Muž v bílé zástěře vaří venku na něco s ženou v béžové bundě.
Žena s krátkými vlasy tlačí svůj telefon a čeká na přechodu.
Skupina mužů jde po ulici.
silnici vedle hromady.
Skupina lidí v černém stojí na molu.
Muž nese několik několik dospělých pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka v zeleném svetru a kravatě stojí venku venku.
Mladá dívka v růžovém triku běží směrem k oceánu.
Skateboardista v černém triku a džínách jede ve městě.
Muž v bundě fotí velkou budovou.
Lidé na kraji kraji hřiště.
Na rušné ulici je rodina, kteří jsou v rušné ulici.
Skupina lidí jde po ulici ve městě.
Pouliční ulice s několika několika několika lidmi, který má na sobě sluneční brýle a sluneční brýle.
Nějací cyklisté jsou poblíž okna.
Toto se hráč v modré helmě a modré helmě se houpe na míč.
Žena v béžovém kabátu aby chytil frisbee.
Nějací lidé sedí na lavičkách pod stromy před budovou.
Muž v obleku sedí v autobuse.
Africký muž je obklopen bílými bílými bílými košíky a bílých rukou.
Mladá žena jí a pije něco.
Muž v obleku a klobouku hraje na kytaru na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo výtu, aby mohli dobra.
Muž používá svůj mikroskop.
Pohled, zatímco několik několik lidí sedí u davu a sedí.
Dva mladí muži jedou velmi velmilmi vozíku plného zařízení.
Žena v šatech jde po ulici kolem stavbě.
Pohled v obchodě před obchodem, zatímco si dává svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj obličej.
Muž se slunečními brýlemi na staveništi aby mohli na zemi.
Miminko si hraje s hračkami a černou hračkami.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v puse.
Skupina lidí sedí venku okolo malého malého stolu.
Muž jede na kole po rampě.
Žena v černém tílku a černém tílku se dívá do dálky.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými tmavými vlasy si nechávát.
Muž jede na skateboardu, zatímco jiný muž pozoruje z chodníku.
Muž v černé bundě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými vlasy a bílými vlasy leží v trávě.
Mladá žena v zelených uniformách předvádí fotbalový fotbalový fotbalový míč.
Žena si dává svůj svůj svůj žlutého veřejném.
Muž se dívá, zatímco dělá v pozadí je v pozadí.
Skupina mužů stojí na poli černého míče.
Pouliční den pro den ve městě.
Muž s cigaretu v puse si prohlíží jídlo.
Dvě skupina plavců se brodí.
Lidé sedí na lavičce v městském městě s nápisem a za sebou stojí vedle sebe.
Stavební dělníci zápasí s kbelíkem.
Muž bez trička stojí v černých šortkách a stojí na břehu vody.
Diváci se dívá dolů, zatímco se dívají.
Lidé hrají, jeden muž v modrém triku a druhý v modrém triku, zatímco se dívají na kameru.
Lidé stojí před sochou.
Žena se dívá na muže s mužem, který mluví s rukama.
Muž středního věku v bílých šortkách a kalhotách se dívá na silnici.
Dva muži oblečené v tmavéch vestách a sandálech stojí poblíž velkého stánku.
Dva lidé jsou v lodi.
Muž a žena stojí na ulici ve městě.
Zde v metru z metra.
Čtyři muži, tři tři muži, kteří sedí na sobě má na sobě zelené čepici a zelené čepici.
Toto je velký skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílého stánku a bílého stánku s jídlem.
Pracovníci předvádí nějaký nějakých.
Starší muž s cigaretu v puse a čepici si prohlíží foťák.
Malý chlapec si hraje na housle před obchodem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na v noci ve městě.
Dva závodní cyklisté v ochranném oblečení, jeden z nich je ve vzduchu a druhý se na motorce.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží na chodníku před cihlovou budovou.
Dva pracovníci lezou po hoře.
Dítě leží na zemi vedle kočárku.
Pes, který se chystá a žena.
Mnoho lidí se dívá na trhu a dívá se na nějakých.
Dva mladí muži hrají na elektrickou kytaru.
Postarší muž, který si dává pivo v tlamě.
Dva lidé stojí venku vedle sebe s hračkami a hračkami.
Čtyři lidé jedou na kole poblíž rušné ulici.
Žena v růžovém triku a brýlích.
Žena v červeném triku svou ruku, aby se prochází pod davem.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohledu na pláži.
Několik stavebních stavebních dělníků s oranžových vestách jsou do zemi.
Člověk v plavkách stojí před budovou.
Stavební dělníci se otátá otátem.
Muž jede na koni s dvěma muži za ním za ním.
Afroameričan jde po ulici.
Dva hasiči pózují na fotku.
Žena se sluchátky píše v baru.
Žena v zeleném triku mluví do telefonu.
Malé malé dítě nese mladší dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v šátku stojí na ulici před ní.
Tmavovlasá člověk v červeném triku a černých kalhotách se dívá přes beton.
Černý pes a hnědý pes s míčem.
Muž v černé vestě drží kusu.
Muž v poli skladem v pozadí.
Muž v obleku a kravatě s ženou, která čeká v pozadí.
Dítě jde po chodníku s mnoha vlajkami.
Černý pes běží na trávě s hračkou v puse.
Pohled na kole, aby se na svůj svůj svůj svůj krá.
Pes se otáčí na trávě aby chytil míč.
Skupina studentů sedí a poslouchá něco.
Lidé jedou na koloběžce po ulici v noci.
Velkývlasý muž a muž na kole.
Muž v oranžovém triku a blonďatý chlapec jede na kole s dalšími lidmi.
Mladý muž a žena poblíž velkého kovové kovové kovové kovového sochy.
Na molu v červeném a modrých modrých plavkách se dívá na molu.
Muž v černé čepici fotí v rušné ulici.
Muž stojí na rušné ulici s hlavou a dívá se na hlavě.
Žena v černém má mladá dívka ve žlutém šatech na ramenou.
Skupina lidí na ulici na hudební nástroje.
Pohled na prašné cestě je další další další muž.
Tři lidé jdou po hoře, jedna žena se dívá na kameru.
Několik asijských mužů v černém oblečení jsou v řadě.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Zatímco v modrém oblečení předvádí v růžovém oblečení a v růžovém oblečení.
Lidé z fontány, žena v bílých šatech sedí na kraji kraji kraji ulice.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených a bílých košilích, bílých kalhotách drží černé šaty a drží vlajky.
Lidé obdivuje práci.
Několik asijských asijských asijských s jídlem a v obchodě.
Tito lidé lezou po schodech, aby po hoře.
Malé dítě v modrém oblečení se dívá na nějaké stromy v dáli.
Lidé se dívají na děti v obchodě s hračkami.
Muž s čepicí hraje na ulici v kapele.
Chlapec stojí s třemi dětmi.
Usmívající se muž v batohem drží svého chlapce před brýlemi.
Čtyři muži jsou venku přes zelenou most.
Žena si nechává na posteli před modrým lidmi si užívá vodu.
Dospělý muž běží zamálátou za ním.
Pouliční umělec v obchodě a jí jídlo ve městě.
Africký muž se snaží otttt.
Policista na kole čeká na svém kole aby mohli.
Skupina mužů sedí okolo stolu.
Skupina mladých lidí, kteří mají starších v parku.
Žena mluví, zatímco pes jde venku na slunečného dne.
Mladý muž, který má na sobě šedé triko a bílé triko.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí se dvěma dalšími dalšímimi.
Tři dívky se smějí na fotku.
Dáma, která má na sobě černé brýle a žluté bundě se dívá, zatímco sedí na lavičce.
Červenovlasý mladý muž pije z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží sníh na pláži.
Starý muž v klobouku a klobouku sedí na pohovce.
Dva chlapci se dívají na s rukama a rukama, kteří jsou do nich jsou oblečení.
Mladý pár sedí na chodníku a odpočívá spolu.
Mladík v triku a kravatě se dívá dolů dolů a drží ceduli.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném oblečení visí vzhůru nohama, zatímco ostatní lidé se dívají.
Muž jde před barevném zdí.
Mladý muž jde s mladým mužem, zatímco tři dívky jsou na zádech.
Muž, který táhne strom na stromě v kavárně.
Pět lidí jde po schodech u stolu v růžové sukni a růžové sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí u venkovního stolu ve venkovní oblasti, kteří jsou mnoho lidí.
Žena v džínové bundě jde po chodníku.
Muž jede na kole na kole se třemi lidmi a sedí před mužem na zádech.
Muž v kostkované košili čte noviny.
Chlapec v kočárku má na sobě zelené tričko a drží knihu.
Dvě děti sedí vedle sebe, zatímco jí.
Lidé jedou na kolech v helmách a helmách v helmách.
Dav lidí jedou na kolech.
Muž sedí na zemi s krátátem.
Muž na kole jede skrz látky.
barevné muž oblečená oblečený s nápisem, který sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem před graffiti.
Starý muž v bílém triku jede na kole po ulici.
Jeden muž se snaží na provazu.
Kovboj se snaží chytit koně, zatímco jede na koni.
Dva cyklisté s přilbami jedou na travnatém poli.
Muž se opírá o něco a táhne něco z tašku.
Muž v obleku jede na vozík kolem v parku.
Člověk s tetováním se dívá na fotku a dívá se do kamery.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívá se na předmět.
Několik lidí v modrém oblečení a jeden v černém sukni.
Žena a pes sedí na bílém lavičce poblíž pláže.
Dvě ženy jdou venku před velkou budovou.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese tašku na chodníku.
Skupina mužů sedí okolo stolu a baví se.
Žena na straně budovy.
Asiat v rukavicích pracuje na jídlo.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači na počítači a telefonuje.
Muž sedí na židli a sleduje lidí.
Dva lidé v kloboucích stojí na poli, aby mohli.
Několik skáče přes tyč v baru.
Muž oblečený v botách a kovbojském klobouku sedí na koni, zatímco stojí na koni.
Dvě mladé dívky sedí na ulici a jí.
Tři děti v uniformách hrají fotbal, zatímco dva hráči v pozadí stojí na hřišti.
Malé dítě s špinavém obličejem drží obličej.
Muž s brýlemi se dívá na kameru zatímco jiný muž v modré košili dívá na něco.
Dva lidé sedí pod stromem.
Mladý chlapec, který má na sobě modré čepici a dívá se.
Tři muži vaří v kuchyni.
Mladá dívka v šedých plavkách na zasněžené hoře.
Skupina žen se shromáždila v tančí.
Muž a žena jsou skrz obrazem.
Mladá dívka sedí na dřevěné židli.
Dva dělníci z baru u rušného dne poblíž rušného dne.
Dlouhovlasý mladý muž skateboarduje na zábradlí za slunečného dne.
Na venkovním trhu je dva muži a dva muži ve sněhu.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje své kamarádu, aby používá fotoaparát.
Malý chlapec skáče z mola do jezera.
Žena se zelenými vlasy v zeleném dresu se dívá na velmilmilmilmilmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje ve vaně a užívá si.
Dítě jede na kole po kole v pozadí.
Gymnastka je připravení na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičních šatech stojí vedle sebe, zatímco stojí vedle ní.
Dvě děti si hrají na kole.
Dva muži na hřišti hrají fotbal fotbal v poli.
Muž skáče a pózuje na zemi na zemi.
Dívka si fotí z vody z fontány.
Osisisisisuje ve vodě.
Muž v kabátu se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž na chodníku před cihlovou budovou během dne.
Tři muži vaří v kuchyni.
Muž na lešení před domem a usmívá se na fotku.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři asijský děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kolech, co vypadá jako jako jako jakoda.
Mladý chlapec, který má na sobě čepici a zástěře a zástěře, krájí v kuchyni.
Toto je klauna na dětském hřišti.
Usmívající se usmívá, který drží dřevěné dřevěné dřevěného domu.
Žlutý auto pracuje na špinavé špinavé cestě.
Žena v červeném triku jede na koni v bílém koni, který je podél stromy.
Žena sedí na velkém skále a usmívá se na kameru v pozadí.
Tři muži v barevných kostýmech se baví na ulici s brýlemi a slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti, chlapec v žlutém triku a dívka v bílém tričku se houpe na sobě houpe na sobě.
Muž hází síť do sítě do vody.
Muž v šedém triku, modrých džínách a modrých džínách stojí na kolečkových trati s bílými.
Dva dělníci leží na kovové kovové kovovém místě.
Je tam kapela na pódiu, kteří má na sobě modré triko.
Surfař svou trikem zpívá do mikrofonu, zatímco hraje na bubny.
Muž dává svého muže z okna, který se připravuje na své vozíku.
Muž s batohem jde po schodech.
Žena v bílém triku pracuje na stroji.
Dívka, která má na sobě brýle jede na chodníku.
Dvě dívky, jedna starší v černém a druhý druhý v bílém vystupují před sebou.
Několik žen vystupuje před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje se třemi vlasy v kostýmu kolem malé dítě.
Skupina mladých lidí se dívají na bubny.
Dívka bez trička a v bezpečnostních bezpečnostních bezpečnostních bruslích.
Malý bílý auto je na vlakovém kole a je zatátáta.
Dvaci zpívají a hrají na pódiu.
Dívka v kšiltovce, bílých šortkách a modrých šortkách stojí v lese.
Dva muži hrají na kytaru před velkým publikem.
Několik lidí tančí s nápisem, zatímco ostatní ostatní jsou před domem.
Žena a jeho pes prodává své budovy.
Žena a dva muži, které jsou oblečená oblečená oblečená.
Skupina mužů v červeném a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem hraje na fotbal.
Muž prodává jídlo na akci.
Dva muži z zeleného týmu, zatímco druhý v černém hrají hru.
Děti závodí, aby chytil míč.
Člověk v modrém je na zádech, který hází míček na bowlingovou bowlingovou kouli.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží mobil a pózuje na eskalátoru.
Žena oblečená v modrém běží maraton.
Tento kapela se připravuje na vystoupení před kostele.
Zatímco se pokouší se pokouší za ním se pokouší o něj pokouší.
Dva hokejistí hráči jsou na kole po cestě před malou davem, zatímco se dívá.
Muži hrají fotbal na hřišti.
Basketbalista v bílém svetru, zatímco hráč v červeném dresu se k němu.
Lidé jdou po dlážděném ulici ve městě.
Dva cyklisté, jeden v červeném a jeden modré jede po boku, zatímco ostatní pozorují.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi malý chlapec se dívá, zatímco se dívá do malého předmět.
Žena a dítě jdou po ulici.
Hokejista hraje hru s mnoha lidmi, zatímco ostatní pozorují.
Tři ženy zápasí na trávě v trávě.
Africký chlapec v modrých šortkách a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, který drží rodina aby se dívá, zatímco se.
Malý chlapec v zeleném triku leží na posteli.
Cyklista se připravuje, aby za slunečného dne v pozadí.
Žena letí v zasněžené oblasti.
Čtyři dívky a jedna žena se dívají, aby mohli.
Muž v černé a bílých botách se snaží chytit koně.
Muž je v modrém triku, která je žena v modrém triku, která je v modrém triku.
Žena s červenými vlasy jde podéldél vody.
Dva mladí chlapci pózují na fotku pro fotku.
Čtyři děti si hrají dvě děti.
Muž, který má na sobě červené pohovce výtu.
Skupina lidí mluví u stolů.
Dva cyklisté závodí na koni, jeden v červeném a druhý v pozadí jsou v pozadí.
Červené auto je kolem dvou auta v pozadí.
Velká muž se účastní muže, který běží na rodeu, zatímco běží s klaunem.
Muž bez trička jde k žluté kajaku.
Chlapec ubrátátů aby chytil míč.
Dva týmy hrají fotbal v písku.
Dítě v modrém a bílém stojí na betonové zdi u betonové zdi.
Žena táhne svůj krátu.
Lidé jdou po rušné ulici v zemi.
Velká dav se připravuje na hodu.
Dva muži, jeden v černo-bílém a jeden v červeném hrají volejbal.
Muž stojí v lodi a drží síť.
Surfař se snaží z oceánu, zatímco se snaží na vlně.
Zatímco se připravuje v labu.
Fotbalisté skáče do vzduchu, aby chytil míček.
Dva chlapci hrají fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem směrem směrem směrem ku.
Skateboardista jede na betonové zdi blízko psa, když se snaží chytit chytit trik.
Lidé hrají hru v bazénu.
Muž se líbají na muže, aby mohli.
Muž táhne mladého chlapce, který si čte knihu.
Mladý muž v modrém triku dělá trik na skateboardu v městské oblasti.
Asijský muž sedí na kole s mnohapkami.
Polonahý muž oblečená do uniformě, který má na sobě čepici a dívá se do fotoaparátu.
Dvě auta jedou na závodní dráze.
Muž v černém dresu a bílém dresu drží žluté vesty a připravuje se.
Dva lidé leží a líbá se na travnatém trávníku.
Velmi malé dítě v džínové kšiltovce jí zelenou jablku.
Fotbalový tým běží k míč.
Muž v černé bundě a černém klobouku hraje na elektrickou kytaru a druhý v pozadí hraje na kytaru.
Muž skáče přes překážku z kopce.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje v parku na koncertě.
Muž nese velkou velkou kovovou kovovou na rameno.
Žena s foťákem hází frisbee, aby chytil hnědého psa.
Je tam tam tam tam tam muž a žena, kteří jsou na dřevěné dřevěné dřevěné zemi nebo z nich z nich.
Dvě dívky krájí ruce ruce ve fontáně.
Batole se usmívá s dítětem pózuje s rukama.
Dva muži, jeden v bílém a druhý v modrém zápasí.
Žena v červených bikinách skáče aby chytil míč na pláži.
Oranžová dívka si nechává mladá dívka na stole.
Žena, která má na sobě žluté zástěře, fotí z velké velké kusu.
Dvě děti přechází malé malé děti.
Dvě holky jdou po ulici, které jsou na městské ulici, že je ve městě.
Dva chlapci před šicím stroji.
Několik lidí v černém jede dolů po prašné cestě v lese.
Žena s tetováním si fotí obrázek obrázek obrázek.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Tým tým, kteří se ohýbá, zatímco se dívají.
Čtyři fotbalisté v černém se snaží chytit tým v bílém, zatímco druhý v dešti.
Běžec na zahradě, zatímco se dvěma z nichžž se dvěma z nichži.
Basketbalista v bílém dresu s číslem číslem číslem v černém dresu je na hřišti.
Muž mluví na telefonu.
Několik fotbalistů se pokouší během hry během hry.
Cyklista jede na kole v lese v lese.
Tři hráči se snaží chytit míč a jeden v červeném dresu se snaží chytit míč.
Chlapec si dává svůj míč, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách hrají venku poblíž nástroj.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě baseballovou pálkou a drží za ním.
Šest mužů sedí v poli na dřevěném poli.
Hnědý pes sbírá po kamenné kamenné kamenném povrchu.
Tento muž oblečený ve žlutém drží hnědé koně.
Muž v bílém triku a zástěře dává ptáky.
Zatímco žena používá venku, aby mohli.
Závodníci závodí na ulici ve městě s dalšími lidmi.
Asiatka v slunce jede na kole a jede na kole.
Nějací děti si hrají venku v hlíně.
Starší muž hraje hru.
Dívka na břehu pláže s horami v dáli.
