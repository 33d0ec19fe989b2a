Muž v oranžovém klobouku se dívá na něco.
Pohled na zelené trávě před bílými plotem.
Dívka v uniformách si dává pauzu před klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s dvěma lidmi v pozadí.
Lidé jsou na střeše domu.
Muž ve světle tmavém oblečení a žena v tmavém oblečení stojí okolo ženy a stojí okolo ženy v tmavém oblečení.
Skupina lidí stojí před davem lidí.
Chlapec v červeném dresu se snaží chytit talíř, zatímco se pokouší chytit chytit talíř.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopis.
Matka a mladá si užívá svého dne venku.
Muži si hrají s míčem ve vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu a používá svého stolu.
Tři lidé sedí v pozadí.
Dívka v džínových šatech jde podél svahu.
Blonďatá muž drží ruce v písku.
Žena v šedém svetru a černém svetru stojí v obchodě.
Člověk v pruhovaném triku leze po horu.
Dva muži, kteří se dívají, zatímco se dívají.
Lidé stojí venku před budovou.
Teenager hraje na trumpetu na hřišti.
Žena dělá na trampolíně na pláži.
Muž stojí u baru v baru.
Žena používá ruku, zatímco další muž fotí.
Žena v růžovém svetru a zástěře čistí stolu s jídlem.
Muž krájí dřevěnou stromy.
Skupina asijských chlapců čeká na maso přes maso.
Ženy v tradičním oblečení jsou v tradičním oblečení.
Jeden muž drží hlavu a připravuje se na hlavě.
Šest lidí jede na horském kole po dráze.
Dvě malé dívky sedí na římse v rušném náměstí.
Dítě je ve vodě.
Tři lidé sedí u piknikového stolu před cihlovou budovou.
Tři chlapci stojí na molu v plavkách.
Postarší žena se dívá na trhu, zatímco si prohlíží zboží.
Zatímco žena si hraje s nápisem "ide.
Pouliční umělec v uniformě se dívá z plotu, zatímco se dívá na kameru.
Mladá žena se dívá na pizzu.
Muž bez trička v šortkách stojí na kamenech a stojí na kamenech.
Dívka v vestě má na sobě brýle.
Muž v modrém triku a muž v modrém triku stojí před autem.
Lidé sedí v vlaku.
Dítě se houpe ve vzduchu s nohama v lese.
Muž v červeném triku skáče do stanu.
Dva muži v plavkách skáče do vzduchu na pláži.
Batole vaří s další člověk.
Otec a dvě děti pracují venku na trávě.
Muž vaří jídlo na malé jídlo.
Muž v džínách si hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Zatímco předvádí trik, zatímco předvádí trik.
Velká skupina lidí lije ulici.
Muž na kole jde do vody.
Žena v džínách jde kolem autobuse s ženou v autobuse.
Muž v růžovém triku sedí ve vzduchu a sedí v trávě.
Závodní auto na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žluté kalhotách zvedá ruce.
Dva muži v kloboucích a kloboucích jdou blízko vody.
Skupina tým dělá na židlích.
Chlapec si hraje s mužem, zatímco se dívá z nich dívá.
Dav lidí se baví na veřejném veřejném parku.
Muž sedí na lavičce a dívá se na vodu.
Chlapec a mladší mladší si hrají na hřišti.
Žena v modré koženém obleku sedí na lavičce a dívá se za ní.
Hnědý pes stojí na pláži.
Žena sedí u stolu s košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu s rukama za ní.
Hráči hraje na červenou kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Žena hraje na housle s modrou kytaru, zatímco žena hraje na housle.
Mladá dívka plave v bazénu.
Několik dětí se připravují venku, aby se na ně připravuje.
Tři dospělí si hrají v metru.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí venku v trávě před budovou.
Muž bez trička jde venku v dálce, zatímco tři žena.
Dva mladí chlapci si prohlíží ovoce na kole.
Muž v černém tričku a džínách hraje na bubny.
Mladá žena maluje zeď na zdi.
Dvě ženy předvádí trik u dvou týmů.
Muž míchá v kuchyni.
Chlapec je na wakeboardu.
Muž pracuje v restauraci.
Velká skupina lidí sedí venku a spolu.
Blonďatá žena pije v baru.
Malé dítě v modrém tričku a bílém triku drží žlutou papír.
Žena s růžovými vlasy v černém mluví s mužem.
Muž v obleku vaří jídlo na dva lidé.
Dívka přechází po skále, aby chytil vodu.
Dělník klečí s dvěma ženami klečí vedle dvou žen.
Starší muž se dívá s rukama a dívá se.
Dítě v bílém oblečení cvičí v závodu.
Tři muži ve žlutých vestách jsou venku v vestách.
Žena v růžovém klobouku fotí, zatímco muž v růžovém klobouku nese muž.
Skupina asijských dětí sedí v modrých židlích.
Mladý chlapec v uniformě brečí do fotbalového týmu.
Šťastná žena připravuje v kavárně.
Stavební dělník jede na stavbě.
Žena běží po míči, aby chytil míček.
Muž v uniformě pracuje okolo muže v uniformě.
Skupina lidí leze v zimě.
Motorkář v modré helmě se chystá dolů dolů po horu.
Muž dělá stojku na střeše.
Dítě sedí u stolu v restauraci a drží obličej.
Hnědý pes se brodí do jezera.
Matka a dva mladí chlapci jsou velmi velkého velkého vody.
Malé dítě jde vedle červeného stánku.
Dívka sedí na kole, zatímco malá dívka fotí.
Černý pes je ve vodě.
Muž v bílém triku a modrých kalhotách kope do žluté tašku.
Dva muži se účastní hry.
Chlapec v obchodě stojí v obchodě a píše.
Dva lidé jsou na řece na oceánu.
Lidé stojí venku na přeplněném místě a jsou venku v metru.
Muž slézá zeď v ruce.
Dva hnědí psi běží sněhem.
Jeden hraje na pódiu pro malý kapela.
Dítě v oděvu se dívá na kameru.
Muž sedí vedle stolu.
Tato žena se směje, zatímco se směje.
Lidé fotí budovy, jeden z nich fotí.
Čtyři psi s červeným obojkem skáče přes červené zdi.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži v pruhovaných židlích.
Stará žena pracuje na stavu.
Chlapec stojí v popředí a dívají se přes sebe.
Muž v modrém kabátě táhne mladého chlapce.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes písku.
Dítě v žlutém triku skáče nahoru a dolů.
Pracovník ve žluté bundě pracuje na vysoké budovy.
Muž v obleku si dávácícící, aby si povídají.
Skupina lidí táhne pivo na stropu.
Muž je po útesu nad oceánem.
Muž v černém jde ve sněhu.
Zatímco skáče po míči.
Žena v kšiltovce a kšiltovce se usmívá venku, zatímco má na sobě sluneční brýle.
Nadhazovač jde po parku v parku.
Muž v zelené bezpečnostní vestě a žluté vestě se žlutou vestu.
Dítě tančí na hlavě s růžovými květinami.
Pes se psem na něco vyhátuje něco na řece.
Muž připravuje svého dne na svého dne.
Muž v červeném triku se chystá v červeném triku.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku.
Pohled na dřevěné lavičce na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malého malého bílé sochy.
Šest dětí bez trika si hrají ve vodě a stříká vodu.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s pneumatikem, zatímco se dívá.
Malá dívka otevírá dárek.
Žena v modrém jede před fotoaparátem.
Malá dívka se pokouší pokouší, zatímco se pokouší pokouší.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Pes v černé bundě a černých kalhotách jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé koženém klobouku a kovbojském klobouku jde kolem a jde.
Pes běží venku s žlutou hračkou.
Pes ve sněhu běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se smějí, zatímco se zdá být.
Dva muži a žena stojí venku.
Skupina mužů používá předmět, aby tlačí vodu.
Muž pije pivo, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrých šortkách a žlutých šortkách hraje fotbal.
Muž stojí na kamenné kamenné kamenné konstrukce s rukama.
Pes pije venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na židli.
Malé dítě v zelených botách si hraje v tlamě.
Muž používá dřevěnou pilu.
Muž sedí u piknikového stolu a pijí pivo před ním.
Chlapec v černém triku a modrých džínách drží červený míček.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží po závodní dráze.
Zatímco muž s tetováním balancuje na balkóně.
Dva lidé se dívají na sebe, aby se na sebe.
Toto je skupina lidí stojí okolo nějaké akci.
Hnědý a bílý pes honí hračku.
Muž s bílými vlasy hraje na akordeon na akordeon.
Žena s hnědými vlasy sedí venku na lavičce.
Muž hraje na kole vedle kola.
Dvě děti balancuje na kládu a drží provaz.
Muž jede na motorce na dráze.
Mladá žena s fialovými čepicí krájí dort na dřevěném stroji.
Žena v hnědém triku sedí na červené lavičce.
Pes jde přes malou kládu.
Mladý muž v bílém tričku a zelených šortkách stojí na kolečkových bruslích.
Skupina lidí je kolem deštníky.
Muž na kole s nápisem na kole.
Muž skáče do vody, zatímco dva psi přihlíží.
Skupina starších hraje na nástroje pod stanem.
Pohled na rušné ulici.
Mladá žena drží bílého slunečného slunečného dne.
Dva lidé v modrých tričkách jsou venku před obchodem.
Černý pes hází do bazénu.
Kovboj jede na kolečkových bruslích v závodu.
Závodník pracuje na železniční trati.
Dělník v oranžové vestě používá sníh.
Dva dělníci pracují na staveništi, zatímco pracují.
Tři muži jdou po kopci.
Asijská žena v svatebních šatech pózuje na mostě, aby mohli.
Mladý muž si hraje na kytaru v kuchyni.
Tři chlapci si hrají s kbelíkem a kbelíky.
Tři dělníci jsou na chodníku.
Lidé v lese vedle sebe v lese.
Skupina žen je shromážděna v kostele.
Skupina mladých chlapců skáče na kameru v noci.
Dva muži, jeden v oranžové kajaku, jeden z nich mají oranžové kajaku.
Dva dělníci bojují do cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama.
Dva hasiči se dívají na vrchu, zatímco se dívají.
Otec čeká a čeká na letišti.
Muž ve žlutém kabátu sleduje chlapce v parku.
Muž a chlapec na pláži.
Žena na lodi má na lodi.
Chlapec sedí na mikroskop a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí venku okolo stanu.
Pouliční umělec v černém triku si hraje s nápisem "OOOOOOOOO", zatímco sedí.
Muž prodává zboží poblíž domu.
Dívka ve žlutém se směje, zatímco se směje.
Pes skáče přes překážku.
Pes s černým obojkem a černým obojkem se účastní listí.
Dva hnědí psi si hrají na fotce.
Muž s vousy a vousy drží s vousy, který má na hlavě, který má na kterém jehlí.
Muž, který má na sobě má na sobě oblečení oblečení oblečení, je obklopena.
Muž v černém triku rybaří na břehu.
Dva psi se usmívají, aby se.
Dva muži na chodníku u auta.
Muž sedí a čeká na zákazníky.
Několik jsou v autobuse za nimi.
Dvě ženy v tričkách jdou po levé ruce.
Malé dítě v oranžové vestě drží vodu.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí.
Žena a dítě před dveřmi.
Černý muž a dvě bílých přátelují blízko sebe.
Dívka v maskáčých kalhotách sedí na pozadí.
Hnědý pes běží nahoru.
Chlapec pózuje na velké zelené židli se zelenými.
Plešatý muž skáče do hnědého psa.
Dav na rušné ulici.
Pes s náhubkem běží po dráze.
Muž v sandálech sedí na chodníku poblíž nějaké tašky.
Muž a žena sedí na metu a baví se.
Dítě se dívá do obchodu v obchodě.
Muž pije žluté akci okolo žlutého lidí.
Chlapec se opírá o auto se opírá o ruce.
Žena v šatech mluví před obchodem.
Muž na svatbě.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu poblíž velkého vody.
Velký černý pes běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco je obklopen deštníky.
Zatímco muži hrají na pódiu s nimi.
Muž v oranžovém klobouku a oranžových helmě pomáhá v modré bundě.
Muž a dvě dívky drží rybářský prut, zatímco drží rybářský prut před vodou.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červených plavkách a bílých plavkách skáče do krásného bazénu.
Asiatka si nechává vlasy na zádech.
Starší žena a malé dítě v růžovém triku si hrají s barevnými vlajkami.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném triku hraje venku.
Muž mluví do telefonu s nohama.
Skupina dětí sedí na modré skluzavce, zatímco jí jí.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi, kteří si hrají na poli.
Lidé sedí venku před velkou budovou.
Jeden pes skáče, zatímco druhý chytil míč.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy si povídají u bílého stolu.
Asiat vaří venku.
Hnědý pes se chystá chytit zelenou frisbee.
Několik kapely hraje na kytaru.
Mladý chlapec stojí vedle písku vedle písku.
Tři malé děti jdou přes travnatém dvorku.
Muž na vozíku je na vozíku.
Muž na kole jede na horském kole.
Chlapec v modrém a žlutých botách běží po prašné prašné prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojové umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový hráč v žlutém poli hází gól.
Skupina mladých lidí se chystá v bílých šatech.
Mladý muž jede z růžové zábradlí.
Mladý chlapec skáče z posteli z malého posteli.
Dva lidé v kostýmech, jeden má na sobě modré a jeden má na sobě fialové, stojí na silnici.
Muž v modrém triku běží s číslem číslem číslem.
Asiatka pózuje na kameru.
Muž běží maraton, aby běží.
Baseballový hráč na hře během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva skateboardy se dívají, zatímco ostatní sledují.
Fotbalový tým v bílém a černých dresech na fotbalovém hřišti.
Malá dívka tlačí kolo na travnatém poli.
Skupina asijských dětí v bílých tričkách a kloboucích vystupují se na dav.
Chodci jdou po ulici a dívá se na něj.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy v uniformách.
Pohled, kde jsou v auto, kde jsou, kde jsou v auto, kde jsou.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Malé děti jedou na malé atrakci.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do fotbalového míče.
Dva mladí muži hrají fotbal na fotbalovém hřišti.
Lidé jdou po dlážděném svahu obklopeném.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku se připravuje z kopce.
Žena v sandálech, modrých džínách a modrých džínách drží strom pod stromem.
Tři lidé se usmívají a drží ceduli.
Na ulici stojí vedle auta.
Dva muži v kloboucích.
Chlapec ve vzduchu snaží fotbalový míč.
Mladý chlapec s modrou helmou má na hlavě.
Dlouhovlasý muž hraje na akustickou kytaru a hraje na akustickou kytaru.
Muž jí své dítě s dítětem v klíně.
Asijský dítě drží něco, které je něco na něco.
Žena jede na dav lidí s davem lidí.
Policista v obleku drží ovoce a dívá se.
Dav je v baru.
Dívka v bílém a dívka jdou kolem zeleného auta.
Muž používá zařízení.
Člověk surfuje skrz vlnu v oceánu.
Dospělý si prohlíží něco.
Nevěsta a ženich se líbají pod nevěstou.
Několik mladých žen stojí v pozadí, zatímco mladý muž s červenou šálou.
Černý a bílý pes skáče přes překážkovou dráhu.
Žena v svetru čte knihu.
Několik lidí se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku leze po skále aby mohli.
Dospívající chlapec se protahuje v kuchyni aby se na bátu.
Lidé drží bubny, kteří jsou na bubny.
Tři cyklisté jedou na travnatém poli.
Dvě ženy a muž se dívají na knihu.
Tři děti stojí u reklamy a stojí poblíž reklamy.
Pohled na kameru, zatímco vaří.
Mnoho lidí vchází na ulici.
Nadhazovač skáče na kole svou kolo.
Malá dívka běží na pobřeží.
Bílý pták si prohlíží vodu ve vodě.
Dva muži, kteří stojí před kovovou, zatímco jeden z nich stojí za nimi stojí za nimi.
Žena v růžovém sukni drží mimino.
Baseballový hráč v žlutém dresu hází gól.
Muž jde kolem velké ceduli.
Tři chlapci v zelených tričkách a béžových kalhotách pózují na skluzavce.
Muž tančí mezi psem.
Bílý pes běží v mělké vodě.
Několik hasičů jsou v chy.
Skupina dětí si hrají na oploceném dvorku a dívá se.
Skupina žen si hrají na hudební nástroje.
Malá dívka ve fialovém šatech leží na podlaze.
Muž s šedými vlasy si holí holí.
Dva černí psi, černo-bílý pes, bílý pes ve sněhu.
Muž v uniformě skáče na basketbalovém hřišti.
Žena sedí venku a užívá si s modrým dveřmi.
Děti sedí na muže v obleku.
Šedý pes skáče přes vodu v písku.
Dav shromáždění v parku.
Několik starších mužů v tradičním tradičním oděvu na rohu ulice.
Mladý pes se dívá do sněhu.
Hráč amerického fotbalu v dresu se hráčuje míč z týmu.
Žena v černém triku je ve fialovém triku.
Čtyři Asiatka v šatech předvádí fotbalový míč, zatímco vystupují.
Člověk hraje na hudební nástroj.
Dívka v černém dresu běží s číslem číslem číslem číslem číslem na trávě.
Dítě, které má na sobě má na sobě má na sobě s číslem číslem číslem číslem.
Starší muž a mladá dívka pracují na hlavě.
Chlapeček ve žlutém triku je mladého chlapce v žlutém triku.
Pohled na mostě s dvěma auty a několika auty.
Muž jede na rodeu na rodeu.
Chlapec skáče, aby chytil tenisový míček.
Děti na zdi sledují dva lidé.
Lidé jdou v pozadí a v pozadí jsou stromy.
Malá dívka kope do černé předmět.
Dva muži se snaží chytit vodu z vody.
Dva muži, kteří se dívají na dav.
Postarší žena stojí na pódiu a pijí něco.
Žena leží na gauči a směje se.
Zatímco jedna žena se jedna jedna žena a jedna žena.
Usmívající skáče přes plotu.
Tři psi si hrají s sebe v poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Tři lidé stojí venku s dvěma psi.
Zatímco se dívá do mikroskopu.
Dívka v tričku má otevřenou otevřenou pusou.
Skupina žen lije vodu ve vodě.
Muž stojí na městské ulici.
Hasiči se účastní jídlo s jídlem v rukou.
Dva muži jedou na horském kole skrztu.
Dva lidé stojí na horu.
Mladá dívka si užívá sněhu a užívá si sněhu.
Tři muži se usmívají a usmívají se do fotoaparátu.
Člověk píše na tabuli ve třídě.
Muž v černém triku sedí u stolu s mužem v černém triku.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče na skateboardu ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem táhne zuby.
Chlapec si užívá venku.
Pracovník v oranžovém obleku klečí na kusu.
Muži v kovbojském kloboucích stojí na rodeu.
Je tam dva psi ve sněhu a jeden má něco v puse.
Dospělý si dává pauzu z pití.
Žlutý pes běží za bílým psem.
Hráč v bílém dresu s klackem.
Muž v bílém triku si hraje s chlapcem, zatímco se dívá.
Černý pes se snaží přes hlavu přes plot.
Cyklista se nechává o ruce, když kouří.
Dva muži a dívka se smějí.
Dítě se opírá o žluté a žluté, zatímco se dívá.
Černý pes jde po sněhu.
Mladá dívka stojí vedle žlutého pultu.
Dvě děti si hrají na hřišti.
Tenista v zeleném triku drží své ruce.
Chlapec v červeném obleku si hraje ve vodě.
Dítě v červené bundě a čepici drží velkou sníh.
Dva policisté v oranžových bundách stojí venku s bílými lidmi.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Bruneta s brýlemi držící dítě v červeném svetru a žlutém svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před davem lidí.
Žena hraje volejbal.
Dva psi bojují ve velkém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží velmilmilmi na krásném povrchu.
Děti se perou, aby chytil míč.
Cyklista se opírá o horském kole kolem kopce.
Dva lidé jsou na vodítku.
Mladý chlapec se učí, aby se na kole.
Chlapec v červeném triku a černých šortkách přechází silnici.
Tmavovlasá rodina stojí před nějakými budovou.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží foťák a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě právě v bílém triku.
Žena drží velkou ceduli.
Dva psi běží s míčem v tlamě.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli na travnatém poli.
Muž prodává k Skupina lidí.
Skupina lidí se shromažďuje na ulici aby se na akordeon.
Muž sedí na lavičce aby si na svém svému.
Starý muž leží v metru a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole, zatímco stojí na kole.
Muž dělá na pláži v písku.
Několik lidí jí u piknikového stolu v parku.
Dvě ženy jsou u stromu na nějakých bruslích.
Kovboj se snaží na rodeu, aby se pokouší.
Pes skáče skrz překážku.
Žena s dlouhými dlouhými vlasy leží v růžovém triku s dlouhým rukávem.
Muž sbírá kolo.
Dvě dívky v sukních tančí před nějakými na ulici.
Žlutý pes nese klacek u vody.
Dívka ve svetru si prohlíží slunce.
Zatímco se fotí.
Tři ženy v jasně jasně jasně jasně jasně jasně a ženy drží ceduli.
Hnědý pes kope v hlíně.
Mladý chlapec v bílé košili a pruhovaném triku drží tenisovou raketou.
Dva psi běží z fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladí mladí chlapci stojí a poslouchá u stánku.
Dva turisté si prohlíží chodník u silnice.
Tři hráči se snaží na zem.
Dva chlapci přechází ulici, zatímco kope do červené míč.
Muž drží svůj zádech.
Bílý pes se snaží něco na něco z kopce, aby něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti stojí na pódiu a drží koš.
Dva studenti v červených šatech jsou v červených šatech.
Mladý chlapec visí na oblečení dom oblečení.
Malá dívka v růžovém drží v baru.
Muž v zeleném skáče na své motorce.
Žena si hrají s dvěma chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky se objímají, jedna má na kole v pozadí.
Dva psi běží přes sníh.
Žena stojí v zeleném poli a drží bílý pes.
Několik lidí fotí venkovního stolu na venkovním trhu.
Dva lidé sedí u stolu a opírá o zeď.
Dva muži se usmívají s mnoha očima.
Dítě leží na béžovém kurtu a směje se.
Muž a žena sedí a jsou rukama.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s pitím v ruce.
Dva lidé se opírá o jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém a jedna v růžovém závodí na kolečkových bruslích.
Několik lidí sedí na hromadě hromady.
Skupina lidí dělá triky na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílým autem.
Děti skáčou do bazénu do bazénu.
Muž na kraji zdi se chystá o zeď.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech v kostele.
Zatímco se účastní hromady.
Gymnasta v červeném a bílém je na baru.
Starší žena v zeleném svetru sbírá zeleninu.
Dva muži jsou v kavárně s jídlem.
Učitelka v bílých šatech a malá dívka si hraje se žlutou budovou.
Mladé dítě spí v posteli s ovocem na posteli.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle světle hnědých šatech s červenými budovami.
Žena, která má na sobě čepici.
Několik žen stojí na poli, aby mohli.
Muž v karate předvádí před dvěma ženami.
Muž ve formálním oděvu hraje na chodníku na chodníku.
Postarší muž sedí na židli a jí nějaké nějaké jídlo.
Žena v bílém triku pracuje za pultem v kavárně.
Muž v oblečení stojí na zádech a pracuje na zádech.
Dvě děti se dívají skrz malé koně.
Na okna s nějakém stroji.
Žena má na sobě jasně jasně jasně jasně jasně růžové, zatímco stojí před obchodem.
Kovboj svou ruku s rukou.
Muž ve žlutém triku a muž v tmavém triku mluví.
Tři Asiatka sedí na gauči s třemi dětmi v pozadí.
Dívka v červeném triku skáče, aby chytil míček.
Muž pózuje s kamerou.
Muž se usmívá, zatímco další člověk se usmívá v restauraci.
Muž táhne nákladního nákladního nákladního nákladního auta.
Muž v černé bundě hraje na kytaru.
Skupina tančí v průvodu.
Muž stojí na kamenné útesu na kamenné útesu.
Děti se dívá z autobusu.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jógu na pláži.
Velký dav lidí stojí okolo nástroje a hrají v parku.
Muž s balónem dělá trik.
Muž griluje maso na venkovním venkovním trhu.
Dva muži prodává ovoce na trhu.
Zatímco žena v bílých bikinách si prohlíží nápoj do zrcadla.
Chlapec ve slunečních brýlích běží za stolem.
Zatímco drží v ruce, co vypadá vypadá, co se opírá o klády.
Muž v kostkované košili ukazuje z černém triku.
Dva muži v bílém sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném dresu a bílé uniformě stojí na hřišti se žlutým míčem.
Lidé skáče přes horu přes překážku.
Lidé se dívají na maraton, zatímco se prochází kolem.
Lidé na počítači před velkým oknem.
Pouliční umělec pracují na rušném chodníku, zatímco se za ním.
Muž v rukavicích nese kukuřici skrz pole.
Zatímco se fotí v kavárně.
Žena drží ceduli na akci.
Žena sedí v zábavním prostoru s dvěma ženami a dvěma ženami.
Žena sedí u cihlové cihlové zdi.
Tři mladé ženy sedí na červených židlích a sedí na červených židlích.
Žena v modrém triku jde ve třídě.
Šest dětí sedí na schodu s mnohami a nohama.
Hnědý pes si hraje s klackem na pobřeží.
Dva psi si hrají, zatímco třetí pes má klacek.
Dítě se usmívá na motorce.
Mnoho lidí shromáždění kolem velkého stolu.
Pohled na akci, aby mohli.
Několik hasičů jsou v dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách předvádí bojové umění, zatímco předvádí bojové umění.
Mladá žena a muž oblečená oblečená v kostýmu s mnoha v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na kole.
Lidé se dívají přes kus papíru na stole.
Muž zpívá do mikrofonu a hraje na kytaru.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u železniční trati.
Muž v černé kšiltovce a bílé zástěře stojí na stavbě.
Skupina lidí si hraje na předmět.
Malá dívka v modrém oblečení leze na zábradlí na zábradlí.
Skupina mužů sedí a povídají si za zelenou ovoce.
Muž v žlutém oblečení stojí za mikrofonem pod mikrofonem.
Hnědý pes s fialovým psem v tlamě.
Muž se dívá na svého umění poblíž nějakého umění.
Žena a žena s nápoji.
Dítě v červeném kabátě leží ve vzduchu, zatímco leží vedle ní.
Žena sedí vedle svého psa v parku.
Tři muži stojí na pódiu, jeden má na sobě klauny a drží kytaru.
Žena vypádátáduje ve vlaku.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi se perou s velkým míčkem.
Muž s vousy a vousy sedí na lavičce v parku.
Afroameričan stojí v lese svých pozadí.
Mladá dívka se snaží chytit zuby.
Asiatka sedí v restauraci s žlutými lidmi.
Dítě jí na židli, zatímco sedí ve kterém jí.
Šedovlasý muž v černých rukavicích se pohybuje po trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na chodníku.
Žena sedí na obchodě před obchodem.
Muž v růžové košili a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy drží růžovou po chodníku.
Muž v obleku jde po chodníku vedle stolu v autobuse.
Muž skáče na kameni v pozadí.
Člověk v červených kalhotách drží červené bundě.
Žena si dává ruku na vozíku.
Muž v bílé zástěře vaří venku na něco s ženou v hnědé bundě.
Žena s batohem a taškou čeká na přechodu a čeká na přechodu.
Skupina mužů jde po městské ulici.
Pohled na silnici vedle spousty.
Skupina lidí v černém stojí na molu u vody.
Muž nesoucí pivo, který nese pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s tmavými vlasy, vlasy a zelenými vlasy stojí venku.
Mladá dívka v růžovém triku běží směrem k oceánu.
Skateboardista v černém tričku a džínách jede na městském městě.
Muž v bundě fotí velkou budovou.
Lidé na kraji silnice.
Na rušné ulici je skupina skupina lidí.
Skupina lidí jde po ulici.
Několik lidí se slunečními brýlemi, který má na sobě hnědé bundě a sluneční brýle.
Nějací lidé jsou poblíž okna.
Tento hráč v modré helmě a modré helmě se houpe na míč.
Žena v kabátu, která má v metru.
Nějací lidé sedí na lavičkách před stromy.
Muž v obleku sedí v autobuse.
Africký muž je obklopená v prázdnémovky a tmavémovky, který je obklopena.
Mladá žena jí něco a pije něco.
Muž v obleku a klobouku hraje na kytaru na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé stojí kolem svých vínce.
Muž používá svůj noviny.
Několik lidí sedí u stolu a poslouchá.
Dva mladí muži jedou na malé koni velmi malé koně.
Žena v šatech jde po ulici kolem stavbě.
Zatímco si prohlíží v obchodě.
Muž s slunečními brýlemi a slunečními brýlemi se připravuje na zemi.
Dítě si hraje s bílým hračkami a bílými hračkami.
Několik dívka nese kytaru v lese.
Muž s batohem jde po ulici.
Dva muži se baví před obchodem.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku okolo malého stolu.
Muž jede na kole po rampě.
Žena v černém tílku a černém tílku se dívá do dálky poblíž západu slunce.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými dlouhými vlasy s dlouhými vlasy je na obřadu.
Muž jede na skateboardu, zatímco jiný muž sleduje.
Muž v černé bundě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými vlasy a bílými vlasy leží v trávě.
Mladá žena v zelených uniformách předvádí fotbalový fotbalový míč.
Žena ve veřejném prostranství je ve veřejném prostranství za ním.
Muž se krčí v pozadí, zatímco ho ho holuje.
Skupina mužů stojí na poli.
Pohled na rušném dni ve městě.
Muž s cigaretou v tlamě kouří cigaretu.
Dvě skupina plavců se brodí z okna.
Lidé sedí na lavičce ve městě s barevnými předmětem a předmětem.
Stavební dělníci jsou s kbelíkem.
Muž bez trička v černých šortkách stojí na břehu břehu vody.
Několik se dívá na tváři, zatímco se dívá.
Lidé si hrají s foťákem, jeden muž v modrém triku a druhý v bazénu.
Lidé stojí před vodou.
Žena se dívá na muže s rukama.
Muž středního věku v bílých šortkách a šortkách se dívá na silnici.
Dva muži oblečená v oranžových vestách a sandálech stojí poblíž velké zdi.
Dva lidé se připravují na lodi.
Muž a žena stojí na ulici ve městě.
Pohled z metra v metru.
Čtyři muži, tři jsou na sobě má na sobě modré čepici, sedí na sobě modré čepici a jsou.
Toto je skupina lidí sedí venku na lavičkách.
Muž v červené košili a bílé košili jde kolem stánku.
Pracovníci předvádí nějaké druhy.
Starší muž s čepicí a čepicí kouří cigaretu v puse.
Malý chlapec hraje na housle před obchodem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají v noci ve městě.
Dva cyklisté, jeden v ochranným oblečení a druhý v ochranném oblečení skáčou na motorce.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva horolezci leze po horu.
Dítě leží na zemi vedle kočárku.
Pes a žena se chystá, a žena.
Několik lidí se dívá na trhu.
Dva mladí muži hrají na elektrickou kytaru.
Zatímco muž pije pivo v puse.
Dva lidé stojí venku vedle sebe a s hračkami.
Čtyři lidé jedou na kole poblíž rušné ulici.
Žena v růžovém triku a brýlích.
Žena v červeném triku zvedá ruku, aby se pod davem.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohled.
Několik dělníků v oranžových vestách kopají do zemi.
Člověk v ruce stojí před budovou.
Stavební dělníci se opírá o otu.
Muž jede na koni se dvěma muži za ním.
Africký muž jde po ulici.
Dva kuchaři pózují na fotku.
Žena v neonově neonově neonově se sluchátky.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese malé dítě na zádech.
Skupina lidí sedí v židlích.
Člověk stojí na ulici před fotoaparátem.
Stará člověk v červeném triku a černých kalhotách se krčí přes betonu.
Černý a hnědý pes s hnědým psem.
Muž v černé vestě drží skateboardu.
Muž v poli s výhledem na hřišti.
Muž v obleku a kravatě čeká s ženou v obleku.
Dítě jde po chodníku s mnoha vlajkami.
Černý pes běží na zeleném trávě s hračkou v tlamě.
Pouliční umělec se připravuje na svůj svůj nápoj.
Pes hází míč na trávě.
Skupina studentů sedí a sedí aby mohli.
Lidé jedou po ulici v noci.
Velký šedé a muž na kole.
Muž v oranžovém triku a mladý chlapec jedou na kterém.
Mladý muž a žena poblíž velké kovové sochy.
Pouliční umělec v bílém, modré a modré lodi na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici s hlavou a dívá se na hlavě.
Žena v černých šatech má malou malou dívku ve žluté šatech.
Skupina lidí na nástroje na nástroje.
Cyklista jede na prašné cestě u další další dalšího auta.
Tři lidé jdou po horské cestě, jedna žena, jedna žena se dívá na kameru.
Několik asijských mužů v černém oblečení je na stanici.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Zatímco předvádí trik v modrém oblečení.
Lidé v bílých šatech sedí na kraji ulice a dívá se do fontány.
Muž sedí na lavičce pod velkým stromem.
Tři muži v bílých trikách, bílých kalhotách a bílých kalhotách drží vlajky.
Lidé obdivuje umění.
Asiatky s nákupním nákupními květinami a obchodu.
Na schodech, kteří leze po schodech.
Malé dítě v modrém oblečení se dívá na nějakých stromů.
Lidé se dívají na děti v obchodě.
Muž s čepicí hraje na ulici.
Chlapec stojí s třemi dívky.
Usmívající se chlapec, který má na sobě brýle s batohem drží v brýlích.
Čtyři muži jsou venku na zeleném mostě se dívají přes most.
Žena, která si užívá v modré vodě před modrou vodou.
Dospělý běží za slunečného věku.
Pohled ve městě a jedí jídlo.
Africký muž se opírá o nedádi.
Policista čeká na kole a čekají na kole.
Skupina mužů sedí okolo stolu.
Skupina starších lidí se baví v parku.
Žena mluví venku, zatímco pes jde venku za slunečného dne.
Mladý muž, který má na sobě šedé triko a černé triko.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dalšími dalšími lidmi.
Tři dívky se smějí na fotku.
Žena v černém svetru a brýlích sedí na lavičce a dívá se na sobě žlutou bundu.
Dlouhovlasý muž pije vodu z fontány.
Dva muži a žena jdou po městské ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží sníh na pláži.
Starý muž v klobouku a čepici spí na pohovce.
Dva chlapci jsou oblečeni v oblečení a dívají se na fotce.
Mladý pár sedí na chodníku a fotí.
Mladík v triku a kravatě se dívá dolů a drží ceduli.
Tři lidé sedí venku u stolu.
Chlapec v černém triku a červeném triku se dívá dolů, zatímco ostatní lidé pozorují.
Muž jde před barevné zdi.
Mladý muž jde kolem mladého muže s třemi vlasy.
Muž si prohlíží strom v kavárně.
Pět lidí jde po schodech u růžové sukni a žena v růžové sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí u venkovního stolu v zalesněné oblasti.
Žena v džínové bundě jde po chodníku.
Muž jede na kole a čtyři muž jede na zádech před sebou.
Muž v modré košili čte noviny.
Chlapec v zeleném triku drží knihu a drží knihu.
Dvě děti sedí u boku, zatímco jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jedou na kolech.
Muž sedí na kole spravuje kolo.
Muž na kole na kole.
Mladý muž v barevném oblečení kouří cigaretu a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem před graffiti.
Starý muž v bílém triku jede na prašné ulici.
Jeden muž se pokouší o provazu.
Kovboj se snaží chytit koně, zatímco jede na koni.
Dva cyklisté na kolečkových helmách jedou kolem nějakých zemi.
Muž se opírá o něco opírá něco o tašku.
Muž v parku jede na hromadě v parku.
Člověk s tetováním se dívá na kameru.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívá se na chodníku.
Několik lidí v modré sukni a jeden v černé sukni.
Žena a pes sedí na lavičce poblíž bílého psa.
Dvě ženy jdou venku před velkou budovou.
Skupina mužů v bílých tričkách a dítě stojí na silnici.
Žena v černém a černých botách nese černou tašku.
Skupina mužů sedí okolo stolu a baví se.
Surfař na straně budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači a dívá se na stole.
Muž sedí na židli a dívá se.
Dva lidé v kloboucích stojí na poli, aby se na něj.
Nějací lidé skáče přes tyč v baru.
Muž v kovbojském klobouku a kovbojském klobouku sedí na koni, zatímco pozorují.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal, zatímco dva děti hrají fotbal.
Mladé dítě sbírá obličej, která je obklopená žena.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku se dívá na něco.
Dva lidé sedí pod stromem pod zelenou stromu.
Mladý chlapec v modré čepici se dívá skrz teleskopu, zatímco další chlapec sleduje.
Tři muži vaří v malé kuchyni.
Mladá dívka v šedém oblečení lyžuje na zasněžené hoře.
Skupina žen se shromáždila ve skupině.
Muž a žena jsou v rukavicích s ovocem.
Mladá dívka sedí na dřevěné židli.
Dva dělníci u rušného plotu u rušného plotu.
Dlouhovlasý muž jede na zábradlí na zábradlí.
Na venkovním trhu je dva muži a dva muži.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje své kamarády, aby ukazuje do fotoaparátu.
Malý chlapec skáče z mola do jezera.
Žena v zeleném topu a zeleném triku se dívá do vzduchu.
Muž v oranžové bundě a modré bundě leze po zasněžené hoře.
Malá dívka si hraje s blonďatými vlasy a malými vlasy.
Dítě jede na kole po dlážděném kole.
Gymnasta se připravuje na akci.
Lidé jdou po ulici s prodejem.
Muž v tradičních šatech stojí vedle svého oblečení, zatímco stojí vedle svého v tradičních šatech.
Dvě děti si hrají na kole.
Dva muži hrají fotbal na hřišti.
Muž skáče na zemi a pózuje na zemi.
Dívka fotí vodu z fontány.
Pohled na svůj svůj vodu.
Muž v kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž na chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení a usmívá se před domem.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se do fotoaparátu.
Děti jedou na kolech, co vypadá vypadá jako že že že že že že že že je na kole.
Mladý chlapec, který má na sobě čepici a zástěře ukazuje v kuchyni.
Toto je klauna na klauna.
Usmívající se usmívá na dřevěné lodi.
Žlutý pracuje na prašné prašné cestě.
Žena v červeném triku jede na koni, která je na koni.
Žena sedí na velkém kameni a usmívá se na kameru v pozadí.
Tři muži v jasně barevných kostýmech a slunečních kostýmech se slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti v žlutém tričku a chlapec ve žlutém triku se houpe na sebe.
Muž hází síť do oceánu.
Muž v šedém triku a modrých džínách stojí na kolečkových bruslích s bílou budovou v pozadí.
Dva dělníci leží na kovovém stroji.
Je tam kapela na pódiu s kapelou.
Muž v triku zpívá do mikrofonu, zatímco zpívá do mikrofonu.
Muž kontroluje svůj vozík z nákupního vozíku.
Muž s foťákem jde po schodech.
Žena v bílém triku pracuje na šicím stroji.
Dívka v přilbách jede na chodníku skrz rušnou ulicí.
Dvě dívky, jedna a starší dívky, jeden v bílém a druhý v bílém a druhý v černém, jeden z nich předvádí z nich z nich z nich z nich z nichž jeden z nichž jeden z nichž jeden z nichž jeden z nichž jeden v
Několik žen předvádí tanec před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena v kostýmu si hraje s malým dítětem.
Skupina mladých mužů hraje na hudební nástroje, zatímco se dívají.
Dívka s bezpečnostním vybavením a bezpečnostním vybavením.
Malý bílý auto je na vlak a za ním.
Dva muži zpívá a hrají na pódiu.
Dívka v bílém tričku a modrých šortkách stojí na skále.
Dva muži hrají na kytaru před velkým velkým publikem.
Několik lidí tančí před velkou velkou ceduli.
Žena a hnědý pes prodává venku na schodech.
Žena a dva muži, kteří jsou oblečení, kteří jsou venku.
Skupina mužů v červených bundách a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu hraje s číslem číslem na fotbalovém hřišti.
Muž prodává události na akci.
Dva muži v zeleném hrají hru, zatímco druhý druhý v černém.
Děti závodí, aby chytil míč.
Člověk v modrém hází míč na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží mobil.
Žena v modrém běží maraton.
Tento kapela se připravuje v kostele před kostele.
Baseballový hráč se pokouší za ním, aby se pokouší chytit chytit míč.
Dva fotbalisté, kteří jsou na skále před diváky, zatímco se dívají.
Muži hrají fotbal na fotbalovém hřišti.
Basketbalista v bílém je v červeném, zatímco hráč v červeném.
Lidé jdou skrz rušnou ve městě.
Dva cyklisté, jeden z nich jsou a jeden jede po boku, zatímco jeden z nich se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Malý chlapec se dívá do malého chlapce, zatímco se na malé předmět.
Žena a dítě jdou po ulici.
Hokejový hráč si hraje s dvěma lidmi, zatímco se dívají.
Tři ženy skáčou na trávě v trávě.
Africký chlapec v modrých šortkách a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, aby se na ně dívá.
Malý chlapec v zeleném triku leží na posteli.
Cyklista na slunci, aby mohli v pozadí.
Žena v zasněžené oblasti je v zasněžené oblasti.
Čtyři dívky a žena se smějí, aby se.
Muž v černé a bílé se snaží chytit koně.
Muž v modrém triku používá obrázek, která je žena v modrém triku.
Žena s červenými vlasy je ve vodě.
Dva mladí chlapci pózují se na fotku.
Čtyři děti si sledují dva dospělí sledují.
Muž na červeném gauči ukazuje v červeném.
Skupina lidí mluví u stolů.
Dva atleti závodí v oranžovém a jeden v červené a druhý v pozadí.
Cyklista v červeném autě se dvěma auty.
Velký muž s klaunem běží na rodeu, zatímco muž běží.
Muž bez trika jde k žluté kajaku.
Kluk se nechává osu.
Dva chlapci hrají fotbal v písku.
Dítě v modrém a dítě v bílém stojí na betonové zdi u betonové zdi.
Žena balancuje na zem.
Lidé jdou po rušné ulici v rušném zemi.
Nadhazovač hází míč prom.
Dva muži, jeden v černém a jeden v červeném, hrají volejbal.
Muž stojí v lodi a drží síť.
Surfař se snaží do oceánu, zatímco se snaží na vlně.
Tanečnice se připravuje v laboru.
Fotbalisté skáče do vzduchu, aby chytil míč.
Dva chlapci hrají fotbal na sebe.
Postarší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem směrem k dvěma.
Skateboardista jede na betonové zdi blízko betonové zdi, zatímco se pokouší se pokouší trik.
Lidé hrají hru v bazénu.
Muž se směje, aby se.
Muž s nápisem "lálátuje malý chlapec knihu.
Mladý muž v modrém triku jede na skateboardu v městském prostředí.
Asijský muž sedí na kolečkových bruslích s mnoha.
Muž oblečený v uniformě a vojenské uniformě se dívá do vody.
Dva cyklisté jedou na závodní dráze.
Muž v černém dresu a bílém dresu se připravuje z nich.
Dva lidé leží na travnatém trávě.
Velmi malé dítě v džínové kšiltovce jí v zeleném tričku.
Fotbalista běží s míčem.
Muž v černé bundě a černých kalhotách hraje na kytaru s mužem v pozadí.
Muž skáče přes koně přes koně.
Žena v modrém tričku a bílých šortkách hraje tenis.
Muž hraje na koncertě v pozadí.
Muž nese velkou kovovou pilu.
Žena s hnědým psem hází frisbee aby chytil frisbee.
Je tam tam tam tam tam muž a žena, kteří jsou z velkého velkého velkého předmět.
Dvě dívky v plavkách jdou kolem fontány.
Usmívající se dítě v triku pózuje s rukama.
Dva muži, jeden v bílém a druhý v modrém, zápasí.
Žena v červených bikinách skáče na pláži aby chytil míč.
Oranžová mladá dívka v pruhovaném pruhovaném pruhovaném pruhovaném triku si nechává dívku.
Žena, která má na sobě žluté zástěře, si prohlíží velké kusu.
Dvě děti přechází malého malého kamenné kamenného mostu.
Dvě mladé ženy jedou po městské ulici ve městě, které vypadá jako které jsou ve městě.
Dva chlapci před šicím stroji.
Cyklista v černém jede na kole po prašné cestě.
Žena s tetováním si dává obrazy.
Žena v černém oblečení a černé helmě jede na kole s stromy v pozadí.
Fotbalový tým se baví, zatímco ostatní fotí.
Čtyři fotbalisté jsou v černém, zatímco hráč v černém je v dešti.
Běžec je na zahradě, zatímco se dvěma žuje.
Basketbalista v bílém dresu s číslem číslem číslem číslem číslem na sobě má na sobě černé uniformě.
Muž mluví venku na telefonu.
Baseballový hráč se dívá během hry během hry.
Cyklista jede na kole v lese.
Tři hráči v bílém dresu se snaží chytit míč v červeném dresu.
Chlapec skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku blízko sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě baseballovou pálkou a drží hlavu za ním.
Šest mužů sedí na poli pod dřevěnou dřevěnou.
Hnědý pes sbírá po kamenném povrchu.
Tento muž oblečená ve žlutém drží hnědého koně.
Muž v bílém triku a zástěře dává ptáky.
Tmavovlasá žena používá venku venku, aby vaří.
Několik lidí závodí na městské ulici s dalšími lidmi okolo.
Asijská žena v klobouku jede na kole.
Nějací děti si hrají venku mezi dvěma stromy.
Starší muž hraje hru.
Dívka na pobřeží s horou v dálce.
