Muž v oranžové čepici se dívá na něco.
Cyklista běží na zelené trávě před bílým plotem.
Dívka v karate si dává klacek s míčem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s sněhem v pozadí.
Lidé opravuje střeše střeše.
Muž ve světle světle barevném oblečení a čepicích stojí kolem ženy v tmavém oblecích.
Skupina lidí stojí před obchodem.
Chlapec v červeném dresu se pokouší chytit talíř, zatímco se snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a její mladá si užívá za krásné den.
Muži hrají volejbal, jeden má míč a jeden hráč v vzduchu.
Žena drží v kuchyni jídlo v kuchyni.
Muž sedí u stolu u stolu v rukou.
Tři lidé sedí v přírodě.
Dívka v džínových šatech jde po kamenném prkně.
Blondýna drží ruce s mužem v písku.
Žena v šedém svetru a černé kšiltovce stojí v řadě v obchodě.
Člověk v pruhovaném triku leze po hoře.
Dva muži vaří, zatímco žena se dívají.
Lidé stojí venku před budovou.
Teenager si hraje na hřišti na hřišti.
Žena dělá na trampolíně na trampolíně na pláži.
Muž stojí u skupina hru v baru.
Žena používá pivo, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu s pítem.
Muž krájí nějakých stromů.
Skupina asijských chlapců čekají na maso aby mohli.
Ženy v tradičním oblečení, tradičním oblečení jsou oblečení.
Jeden muž drží jiného muže, který se připravuje a připravuje se na obličeji.
Šest lidí jede na horském kole skrz hromady.
2 dívky sedí na římse v přeplněném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikového stolu před budovou, na kterém je nesasa.
3 chlapci stojí na molu v plavkách.
Postarší žena drží tašku, zatímco si prohlíží ryby na trhu na trhu.
Tmavovlasá žena hraje na kolečkových bruslích.
Pohled na kraji budovy, v uniformě se dívá na kameru za plotem.
Mladá žena se dívá na pizzu.
Muž bez trika v šortkách rybaří, zatímco stojí na nějaké kamenech.
Dívka v záchranných vestě plave ve vodě.
Muž v uniformě a muž v modrém triku stojí před autem.
Lidé sedí ve vlaku.
Dítě se houpe s nohama ve vzduchu v lese.
Muž v červeném triku u stánku.
Dva muži v plavkách skáče do vzduchu do vzduchu na pláži.
Batole vaří s jiným mužem.
Otec a dvě děti dělají na dvorku a dvě děti dělají na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje s červeným míčem.
Lidé jdou po chodníku vedle obchodu s obchodem.
Otec předvádí salto, zatímco se pokouší do vzduchu.
Velká skupina lidí myje ulici.
Muž na kolečkových bruslích jde do vody.
Žena v džínách jde kolem autobuse s ovocem, která se slunečními brýlemi.
Muž v růžovém triku sedí v trávě a míč je ve vzduchu.
auto zaparkovaný na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a čepicích jdou blízko vodní plochy během slunečného dne.
Skupina tým dělá tým na židlích.
Chlapec si hraje s dospělým, zatímco dívka se dívka dívá.
Dav lidí na nějakém veřejném parku.
Muž sedí na lavičce a drží psa a dívá se na vodu.
Chlapec a jeho mladší mladší dítě si spolu hrají na hřišti.
Žena v modré kožené bundě se dívá na lavičce zatímco lidé sedí na lavičce za ní.
Hnědý pes stojí na písku.
Žena sedí s košíkem, obklopena nohama.
Muž griluje na dvorku.
Žena zpívá v klubu s klaunem za ní.
Basketbalista hraje na trhu v červeném kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Žena s housle hraje na ulici, zatímco žena s modrou kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravují venku, aby se připravuje na hru.
Tři teenageři v metru si hrají okolo.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí v trávě před budovou, si dávají pauzu.
Muž v dáli se dívá do dálky, zatímco tři žena jdou kolem davu.
Dva mladí chlapci dává ovoce na kole.
Muž v černém triku, kšiltovce a džínách hraje na bubny.
Mladá žena maluje obrázek ženu na zdi.
Dvě tým vystupují vysoko vysoko vysoko, které je obklopen dvěma ženami.
Muž míchá kus kus kusu velmi kuchyni.
Chlapec skáče na jezeře.
Muž pracuje v obchodě.
Velká skupina lidí, kteří sedí venku a povídají si venku.
Blonďatá žena hraje na baru na baru.
Malé dítě, které má na sobě modré a bílé tričko, drží žlutou tašku.
Žena s růžovými vlasy v černém mluví k muže.
Muž v restauraci vaří jídlo na dvou lidí.
Dívka na řece přes řeku od skály.
Pracovník s kytarou klečí vedle dvou žen.
Starší muž si nechává rukama a dívá se na svůj ruce.
Dítě v bílém oblečení cvičí.
Tři muži ve stejnéch vestách jsou venku venku.
Žena fotí dítě v růžovém klobouku, zatímco muž nese své dítě.
Skupina asijských dětí sedí u stolu v modrých židlích.
Mladý chlapec v fotbalovém dresu pláče do svého stolu.
Šťastná žena připravuje jídlo v kavárně.
Stavební dělník jede na stavbě na stavbě.
Žena běží po odpalu do vzduchu, aby chytil míček.
Muž v uniformě prochází kolem k němu, aby mohla člověk.
Skupina lidí leze v zimním oděvu.
Cyklista se chystá po hoře s modrým helmou na hoře.
Muž dělá stojku na vrcholu sochy.
Dítě sedí u stolu a drží papír.
Hnědý pes se brodí do jezera aby chytil klacek.
Matka učí dvě mladé chlapci, aby mohla z kamenitého vody do vzduchu.
Malé dítě jde vedle červeného budovy.
Dívka sedí na horském kole s mladším chlapcem, zatímco další dívka fotí.
Černý pes dává míč ve vodě.
Muž v bílých kalhotách a modré košili kope žlutou tašku.
Dva Indi se účastní zboží.
Kluk v kostýmu a píše si na ruce a píše na ruce.
Dva lidé pádlují na kánoi na oceánu během západu slunce.
Lidé stojí na přeplněném metru a pracují venku skrz okna.
Muž sjíždí zeď s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jedna kapela vystupuje na pódiu.
Miminko v kočárku se dívá na kameru.
Muž sedí vedle počítaču.
Tato žena má na sobě výzku a směje se.
Lidé v budově, jedna z nich fotí.
Čtyři bílý psi s náhubkami skáče přes červenou zeď.
Žena v modrém triku drží dítě.
Dva lidé sedí na pruhovaném pláži v vodních brýlích.
Stará žena pracuje na tkalcovském stroji.
Chlapec stojí v popředí a dívá se přes druhý lidí v hřišti.
Muž v modré bundě dává mladého chlapce.
Tři hnědí psi skáčou na ženu v modrém.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes vrcholu duny v poušti.
Dítě ve žlutém triku skáče nahoru a dolů dolů.
Dělník ve žluté bundě je na budově aby pracují na budově.
Muž v obchodním prostředí mluví do mladého dne.
Několik pijí pivo u baru s dveřmi na stropu.
Muž je dolů po útesu nad oceánem.
Muž v černém jde ke svého auta ve sněhu.
Výlátka skáče po míč.
Žena v kšiltovce a kostkované uniformě se usmívá, zatímco má na sobě sluneční brýle.
Pohled na v parku se prochází v parku.
Muž v zelené vestě a žluté bezpečnostní vestě se žlutými bezpečnostních vestách.
Dítě s růžovými na hlavě tančí obklopena na hlavě.
Pes s strká na řece na řece.
Muž připravuje svého dne, který stojí pro den.
Muž v červeném triku se chystá, aby se chystá kudi.
Mladá žena v bílém drží tenisovou raketou.
Chlapec, který má na sobě červené triko do písku s žlutou lopatem.
Pohled na dřevěné lavičce na dřevěné lavičce.
Muž v bílém triku se dívá z okna z okna.
Žena drží malého bílé sochy.
Šest mužů bez trika si hraje ve vodě a cáká okolo vody.
Dva lidé jedou na kolech skrz horu.
Dívka skáče přes provazu na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s chlapcem, auty a pneumatiky se dívají.
Malá dívka otevírá sendvič.
Žena v modrém saku táhne kameru před dvěma ženami.
Malá dívka se pokouší se pokouší na krátku.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Pouliční umělec jde v černém kabátu a kalhotách na schodech se dívá do objektivu.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé kožené bundě a kovbojském klobouku jde kolem domu.
Pes běží venku s žlutým hračkou.
Pes ve sněhu běží ve sněhu.
Rodina si hraje na pláži s jejich psem.
Žena a dítě se dívá, zatímco dítě, co mají na něco.
Dva muži a žena stojí venku.
Skupina mužů používá klády, aby tlačí vodu z vody.
Muž pije z nápoji, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné stavbě s rukama, který vypadá jako ptáky.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na kameru.
Malé dítě v zelených botách si hraje v bahně.
Muž používá pilu pilu pilu.
Muž sedí u piknikového stolu s košíkem a klaunem před ním před ním.
Chlapec v černém triku a modrých džínách drží červený míč.
Tmavovlasý muž v brýlích a s brýlemi sedí na trávě.
Pes běží na psí dráze.
Tmavovlasý muž s přilbou tetováním na balkóně přes zábradlí.
Dva Německý ovčák, zatímco se na sebe dívají na sebe.
Tato skupina lidí stojí kolem nějakých na nějaké akci.
Hnědo-bílý pes dělá hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budov.
Žena s hnědými vlasy sedí na lavičce před kavárnou.
Muž vedle kola hraje na kole.
Dvě děti balancuje na kládě a drží provaz.
Muž jede na motorce na dráze.
Mladá žena ve fialovém svetru si nechává obličej na dřevěné trampolíně.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládu přes malé řece.
Mladý muž v bílém triku a zelených šortkách stojí na pařezu.
Skupina lidí je pokrytou deštníky.
Muž na svém kole s obrovskými nápisem "OOO".
Muž hází klád, zatímco dva psi sledují.
Skupina starších hraje na nástroje pod stanem u vody.
Pohled na městské ulici.
Mladá žena drží bílé provazu za slunečného dne.
Dva lidé v modrých tričkách jsou venku s nápisem.
Černý pes dává do bazénu do bazénu.
Kovboj jede na zádech na soutěži v soutěži.
Kapela pracuje na železniční trati.
Pracovník v oranžové vestě používá lopatou.
Dva dělníci pracují, zatímco pracují na stavbě.
Tři muži jdou po kopci.
Asijská žena v šatech pózuje na mostě blízko ní.
Mladý muž svou kytaru v kuchyni.
Tři chlapci si hrají s dvěma vodou a kbelíky vody.
Tři dělníci pracují na chodníku.
Lidé jsou v lese vedle kánoi.
Skupina lidí je shromážděna v kostele.
Skupina mladých mužů skáče v noci v noci pózuje na kameru.
Dva muži jedou na kajaku, jeden z nich má na sobě modré, dolů.
Dva pracovníci na cihlové zdi do cihlové budovy.
Žena v červeném svetru a džínách sedí s rukama na levé kole.
Dva hasiči se připravují na zákazníky, zatímco se dívá na fotku.
Otec odpočívá a čeká na letišti.
Muž ve žlutém kabátě s ohněm v parku se dívá.
Muž a chlapec na kamenité pláži.
Žena na lodi, která má na sobě černou, na vodě.
Chlapec sedí na a dívá se z mikroskopu z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Mladík v černém triku, který hraje na buben, zatímco sedí na buben.
Muž prodává věci poblíž silnice, aby mohli z kopce.
Dívka ve žlutém se směje na dívka v oranžovém, zatímco se dívá na dívka v modrém.
Pes skáče přes překážku.
Pes s černým obojkem se pohybuje v prašném poli.
Dva hnědí psi si hrají v tělocvičně.
Muž s knírem a vousy drží ceduli, který má na sobě písu.
Muž, který má na sobě na sobě lému oblečení, na kterém je vidět vidět.
Muž v černém triku rybaří na kamenitém břehu.
Dva psi jsou na sebe se baví.
Dva muži se snaží na chodníku, zatímco projíždí kolem auta.
Nějací muž sedí na zákazníky.
Několik dospělých sjíždějí za nimi za nimi.
Dvě ženy v barevných košilích jdou k levé ruce.
Malé dítě v oranžových vestách drží v oranžové vestě a drží modrý vodu ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí, žena se dívá.
Žena a dítě venku před dveřmi před dveřmi.
Černý muž a jeho dva bílých přátelé se baví u svého plotu.
Dívka v maskáčých kalhotách sedí na vrchu obchodu.
Hnědý pes běží nahoru.
Kluk pózuje s velkým zelenými vým oblečení.
Plešatý muž se nechává o svého hnědého psa a černého psa.
Dav na rušné ulici.
Žlutý pes ve žlutém a černé běží po dráze.
Muž v sandálech sedí na chodníku poblíž nějakých tašky.
Muž a žena sedí na metu a baví se baví.
Dítě se dívá u stolu v obchodě.
Muž pije z žlutého stánku okolo lidí na rušné akci.
Chlapec se opírá o auta s květinami.
Žena v šatech mluví k dětí před dětmi.
Muž na své svatebního dne.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze po útesu poblíž velkého vody.
Velký černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco obklopena deštníky.
Několik mužů hraje na pódiu, s kytarou na pódiu.
Muž v oranžové kombinéze a jeho bezpečnostní přilbě pomáhá s modrou přilbou.
Muž a dvě dívky ukazuje rybu, zatímco drží pruty.
Muž v červeném triku se dívá na psa.
Chlapec, který má na sobě červené a bílé plave v prázdném bazénu.
Asijská žena krájí svůj vlasy.
Starší žena a mladý dítě v růžovém triku si hraje s barevnými koly.
Malý černý pes skáče přes tyč.
Hnědovlasý muž v zeleném triku hraje venku venku.
Muž mluví na telefonu s nohama.
Skupina dětí sedí na modrém šatech, zatímco jí jí z nich.
Černý chlapec sedí v písku.
Malý pes se dívá dva psi na poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče aby chytil míček, zatímco další se dívá.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílou vína.
Asiat vaří jídlo venku.
Hnědý pes se chystá chytit zelené frisbee.
Otec se účastní hry hraje hru.
Mladý chlapec stojí vedle písku vedle písku.
Tři malé děti jdou po travnatém dvorku.
Muž lije na stůl na vozíku.
Muž na kole jede na horu.
Chlapec v modré a žluté bundě běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v bojovém dresu předvádí umění ve vzduchu.
Žena prodává tašky na chodníku.
Dva fotbalové týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Baseballový hráč ve žlutém poli se pokouší míč.
Skupina mladých lidí se fotí v mexici.
Mladý muž jede z růžové zábradlí.
Mladý chlapec skáče z okna na malém posteli.
Dva lidé v tradičních kostýmech, jedné a druhý fialové, stojí v silnici.
Muž, který běží v modrém triku s číslem číslem na kterém je připravení.
Asijský dělník pózuje na kameru.
Muž, který vypadá vypadá, aby běží maraton, aby chytil.
Basketbalista střílí během hry během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva cyklista jede na horském kole, zatímco ostatní sledují.
Fotbalový tým v bílém a zeleném dresu na stadionu.
Malá dívka tlačí své kolo po travnatém poli.
Skupina asijských dětí v bílých tričkách a kloboucích předvádí s davem.
Chodci jdou po ulici a dívá se na dítě v posteli.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy.
Pouliční umělec, kde jsou výtu, kde jsou nápisy, aby mohli vlajkami.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívají se na kameru.
Malé děti jsou na malé vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého fotbalu.
Dva mladí muži na fotbalovém fotbalovém fotbalovém hřišti závodí na fotbalovém hřišti.
Lidé jdou po dlážděném svahu obklopenémodů.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku hraje na tašku z tašku.
Žena v hnědých sandálech a modrých džínách drží mimino pod vysoké stromem.
Tři lidé se usmívají a drží ceduli.
Otec stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrým čepicí má na hlavě hlavou.
Červenovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s svým dítětem v klíně.
Africké dítě drží něco, které drží něco v fotku.
Žena jede na dav lidí s několika lidmi.
Vousatý muž se dívají, zatímco muž v obleku drží nějaké ovoce a muž v obleku.
Dav je na baru.
Dívka v bílém a dívka v zeleném jde kolem modré auto.
Muž používá kladivo.
Člověk surfuje v oceánu na oceánu.
Otec si prohlíží něco něco.
Nevěsta a ženich se líbá pod Nevěsta.
Cyklista stojí v pozadí, zatímco mladý muž s červenou šálou.
Černo-bílý pes skáče přes překážku na soutěži.
Žena v svetru si čte knihu ve vzduchu.
Několik mužů se dívají přes zábradlí v tmavé místnosti.
Muž v bílém triku se chystá po skále.
Dospívající chlapec se protahuje v kuchyni a pomocí svého kola.
Lidé drží různé druhy na bubny.
Tři hasiči jsou na travnatém poli.
Dvě ženy a muž se dívají na knihu.
Tři děti, které jsou vidět vidět, stojí poblíž skovky.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí na ulici, kteří používá kusu ve třídě.
Otec skáče na kopci svou kole.
Malá dívka běží na břehu pláže.
Bílý bílých kachna v vodě.
Dva muži se baví, zatímco další lidé stojí před nimi, zatímco čtyři lidé stojí kolem nich.
Žena v růžové sukni drží mimino.
Baseballový hráč ve žlutém dresu se žlutým míčem.
Muž jde kolem velké ceduli, které je napsáno "SSSSSS".
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na vrchu skluzavce.
Muž tančí s psem mezi psem.
Bílý pes běží v mělké vodě.
Osisisiisiii s kapelou.
Skupina dětí si spolu hrají na oploceném hřišti a dívá se.
Skupina žen si hrají na hudební nástroje.
Malá dívka ve fialových šatech leží na podlaze a leží na podlaze.
Muž s šedými vlasy si holí holí vousy.
Dva černí psi, černý pes, černý pes a bílý pes ve sněhu.
Muž v basketbalovém dresu skáče, aby chytil míč.
Žena sedí venku před modrým dveřmi a užívá si ve vzduchu.
Děti sedí na muže v obleku.
Šedý pes skáče přes vodu v písku.
Dav shromážděni kolem parku v dešti.
Několik starších mužů, někteří v tradičním oděvu, někteří na rohu ulice.
Mladý chlapec se dívá na psa ve sněhu.
Fotbalový hráč v zeleném dresu klouže míč z fotbalového týmu.
Žena v černém triku s fialovými nohama.
Čtyři ženy v barevných šatech předvádí míč, zatímco předvádí míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem běží po nějaké trávě.
Dítě, které je na sobě má na sobě číslem """".
Starší muž a mladá dívka se baví na stole.
Na žlutém triku je mladý chlapec ve žlutém triku.
Pouliční umělec s horou a nějakými auty.
Muž jede na kope do míče.
Chlapec skáče, aby chytil tenisový míček.
Děti jedou na zdi a dva lidé se dívají.
Lidé, kteří jdou po nežátu, v pozadí jsou stromy.
Malá dívka kope do černé předmět na karate.
Dva muži se snaží z vody z vody na chodníku, aby mohli z kopce.
Dva muži tančí, s davem a davem se dívá.
Tmavovlasá žena stojí na pódiu nebo něco, aby něco něco něco.
Žena leží na gauči a směje se.
Žena se připravuje na podlaze u jedné bílé a jedna žena.
Pohled skáče přes plot.
Tři psi si hrají s sebe na poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí mezi kachny.
Čtyři lidé stojí venku s dvěma psi.
Zatímco se opírá ohátátu, zatímco se žátáta.
Dívka, která má na sobě triko má na sobě tlamě.
Velká skupina pluje vodu ve poušti.
Muž stojí na městské ulici.
Pracovníci se připravuje s jídlem v jejich s jídlem.
Dva muži jedou na horském kole, zatímco jejich chátky.
Dva lidé stojí na kraji hory.
Mladá dívka si užívá na sněhu, zatímco dělá sníh.
Tři muži se usmívají na kameru a ukazuje do kamery.
Člověk píše na tabuli v prázdném třídě.
Muž v černém triku sedí u stolu s košíkem před ním.
Čtyři lidé odpočívá na travnatém kopci s výhledem na kamenitém kopci.
Chlapec s skateboardem skáče ve vzduchu podél zábradlí.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem čistí zuby u psa s modrým obojkem.
Chlapec si užívá venku v letní den.
Dělník v oranžové vestě klečí po kus kusu.
Muži v kovbojském kloboucích stojí kolem rodeu.
Jsou dva psi ve sněhu a jeden má něco v puse.
Otec si dává pauzu od pití z pití.
Černý pes běží za bílým hračkou a drží žlutou hračku.
Basketbalista v bílém dresu s klackem.
Muž v bílém triku se zeleným trikem se dívá se skalem.
Černobílý pes se snaží přes plot, aby se snaží chytit trávu.
Usmívající je venku, aby se svým rukama, a kouří cigaretu.
Dva muži a dívka se smějí.
Dítě se opírá o vystavené modré a žlutou tašku, zatímco dospělý se dívá.
Černo-černý pes jede na sněhu na sněhu.
Mladá dívka stojí vedle žlutého kusu na kuchyni.
Dvě děti si hrají na hřišti.
Tenistka v zeleném pruhovaném pruhovaném triku drží ruku ruku.
Chlapec v červeném obleku si hraje ve vodě.
Dítě v červené bundě a čepici drží velký talíř.
Dva policisté v oranžových bundách stojí venku s bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí u kamenné budovy.
Bruneta s brýlemi drží blonďaté dítě v červeném svetru a žluté botách.
Černobílý pes si hraje s bílým míčkem.
Dva lidé se líbají na chodníku před lidmi, zatímco lidé jdou kolem.
Žena hraje volejbal.
Dva velcí psi bojují na prašné poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží, aby se pokouší na velmi příttu.
Děti se připravují, aby mohli kvůli.
Cyklista se opírá o horu kolem špinavé dráze.
Dva lidé a vodítku jsou na fotografii.
Mladý chlapec se připravuje na kole, aby mohli na kole.
Kluk v červeném triku a černých šortkách jde po prašné cestě.
Asijský rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě právě hráč v bílém triku právě bílé košili.
Žena, která drží velký talířy prosasu.
Dva psi, jeden s tenisovým míčkem v tlamě běží skrz vysoké trávě.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli dělá na travnatém poli.
Muž prodává zmrzlinu, aby skupina lidí.
Skupina lidí na ulici se shromáždila, aby mohli na akordeon.
Muž sedí na lavičce, aby si svého kola.
Starý muž v metru leží v metru a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole kolem kola, zatímco jede na kole.
Muž na pláži dělá písku.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou u stromu, kteří jsou na nějakých bruslích.
Kovboj v rodeu se snaží snažítttttt.
Pes skáče skrz hodně překážku.
Postarší žena s dlouhými černými vlasy v růžovém triku s dlouhými vlasy v růžovém triku.
Muž opravuje malé dívce na kole.
Dvě dívky v sukních tančí před nějakými muzikanti na ulici.
Žlutý pes nese klacek u vody.
Dívka ve svetru balancuje slunce.
Cyklista je na horském koncertě.
Tři ženy v jasně žlutých šatech a skovky drží krabici.
Hnědý pes plave v hlíně.
Mladý chlapec v bílém pruhovaném pruhovaném triku a kšiltovce drží tenisovou raketou.
Dva psi běží od fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladíci stojí a poslouchá a poslouchá.
Dva turisté si prohlíží kládu na kraji silnice.
Tři hráči dělají tým, aby chytil míč.
Dva chlapci přechází ulici, zatímco kope do červeného fotbalového míče.
Muž drží jiného se svým rukama.
Bílý pes na horském snowboardu, aby něco něco z nich v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží kytici a stojí na pódiu.
Dva staršíi v červených šatech v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží na baru.
Muž v zeleném skáče na své motorce na jeho motorce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky se objímají, jedna má na sobě helmu, má na sobě helmu v pozadí.
Dva velcí psi běží přes sníh.
Žena stojí v zeleném poli drží bílého psa a ukazuje na hnědém psa.
Pohled na venkovním trhu, na venkovním trhu.
Dva lidé sedí u stolu a o zeď.
Dva muži, kteří se smějí.
Dítě leží na béžové koberci a směje se.
Muž a žena sedí a má na sobě sobě oblečení.
Dvě ženy zápasí v dětském bazénu.
Muž v bílém triku jde s nápoji v ruce.
Dva lidé jsou na jezeře u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jedna v růžovém a jeden v růžové, jedou na kolečkových bruslích.
Čtyři lidé sedí na hromadě.
Skupina lidí předvádí triky na motorce.
Cyklista v závodním vybavení jede lesem.
Muž v zeleném triku jde po pláži a nese své tenis.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílými závodu.
Děti skáčou z kraji vody do bazénu.
Muž na kraji zdi se chystá o zeď.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech v kostele.
Stáška je obklopen hromady hromady.
Gymnastka v červeném a bílém je na svých baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži si prohlíží věci v dílně s nástroji.
Učitelka v bílém a malé dívka ve žlutých šatech hraje s budovou.
Malé dítě spí ve svém posteli s otevřenými knihu.
Žena jí v trávě na trávě.
Muž jde po dlážděné ulici vedle budovami s červenými hnědými dveřmi.
Žena v klobouku s košíkem.
Tmavovlasá žena používá velký kusu, zatímco stojí ve velkém poli.
Muž v karate předvádí před dvěma lidmi.
Muž ve formálním oděvu hraje na piano na chodníku ve městě.
Starší muž sedí na židli a jí nějaký druhy.
Žena v bílém triku pracuje za pultem v kavárně.
Muž v pracovním oblečení stojí na zádech vedle nákladního auta.
Dvě děti se dívají na koních skrz malé plot.
Pouliční umělec s nějakém strojem na kterém je na něj.
Žena v jasně růžovém přes obličej, která má na sobě fialové, stojí venku a stojí venku.
Kovboj zabalená svůj rukou s kapelou.
Muž ve žlutém triku a muž v tmavé košili mluví.
Tři Asiat sedí na gauči a snaží se pokouší v pozadí.
Dívka v červeném triku skáče, aby chytil tenisový míček.
Muž pózuje na kameru se zelenými dvěma.
Muž se naklání s jiným mužem, zatímco se usmívá v restauraci.
Muž táhne krabici s mnoha květinami.
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Skupina vystupují v průvodu v průvodu.
Muž stojí na kamenitém útesu s vodním vodou.
Kluk sleduje ženu z autobuse.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá triky na pláži.
Velký dav lidí stojí okolo v parku a několik lidí hraje na nástroje.
Muž s balónem a balónem.
Muž griluje maso na venkovním grilu.
Dva muži prodává ovoce na ovoce.
Žena v bílých bikinách lije nápoj v bílé bikinách.
Kluk ve slunečních brýlích běží za pultem.
Žena drží něco, co vypadá, co vypadá, co se opírá o kládu.
Muž v kostkované košili ukazuje ze černého rukavicích.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černou čepici.
Muž v červeno-bílé uniformě stojí na hřišti s žlutým míčem a žlutým míčem.
Lidé skáčou přes horu na provazu.
Lidé se dívají na zemi, kteří jsou kolem kolem.
Lidé na laptopech před velkou okna.
Otec pracuje na rušném trhu, zatímco za ním je za ním.
Muž v rukavicích nese kukuřici skrz pole.
Velká skupina lidí fotí zrcadle v kavárně.
Žena drží balónky na kolečkových akci.
Žena sedí v koženém prostoru a dvěma ženami.
Žena sedí u cihlové zdi uvnitř budovy.
Tři mladé ženy sedí na červených židlích a sedí na červených židlích.
Žena v modrém triku jde ve fontáně.
Šest dětí, kteří sedí na schodu, sedí na hromadě s jídlem.
Béžový pes si hraje s klackem na pobřeží.
Dva psi si hrají třetího psa, zatímco drží jazyk.
Dítě na motorce se směje.
Velká lidé jsou shromážděni kolem velké jídla.
Ženy jsou shromážděni na nějaké akci.
Pohled v dešti skrz dešti po dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v bojovéch umění, zatímco předvádí nějakých umění.
Mladá žena a muž oblečená v autě s skupinou lidí v pozadí s skupinou lidí v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po skále.
Starší muž ve světle světle modré bundě pracuje na kraji silnice.
Lidé se dívá přes několik kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži po pláži.
Stavební dělníci se baví u trati.
Pohled na náměstí, který je muž v černém zástěře a bílé kšiltovce stojí uprostřed.
Skupina lidí si hraje na předmět.
Malá dívka v modrém oblečení leze na kovové zábradlí na ulici.
Skupina mužů sedí a mluví za nějaké ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod stanem pod stanem.
Hnědý pes s fialovým frisbee v tlamě.
Velká muž se dívá, zatímco muž dělá bojové umění blízko nějakého umění.
Žena s nápoji a žena s telefonem.
Dítě v červené bundě jede na snowboardu ve sněhu, zatímco leží ve sněhu vedle červené plastového plastového vozu.
Žena sedí vedle svého psa na parku.
Tři muži stojí na pódiu, jeden má na sobě klauny a drží kytaru.
Žena se nechává kusy v kmenu.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi se honí velkého psa s tenisem.
Muž s vousy a baseballovou čepicí sedí na lavičce v parku.
Afroameričanka stojí na svém zahradě s lesem v pozadí.
Mladá dívka se snaží chytit míček.
Asiat sedí v restauraci s žlutými židlích.
Malá dívka jí na židli, zatímco sedí v dětském kočárku.
Šedovlasý muž v černém rukavicích se pohybuje na trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě se klouže, zatímco jede na ramenou.
Rodina jde po chodníku ve sněhu, zatímco muž sedí na straně.
Žena sedí na vrchu obchodu s nápisem.
Muž v růžovém triku a černé bundě s sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jede dolů dolů po chodníku.
Žena s růžovými vlasy je na chodníku a drží růžové psy.
Muž v obleku drží nápoj v klobouku jde po chodníku vedle městě.
Muž skáče s kameni v pozadí.
Člověk v červené bundě s černými kalhoty drží v ruce.
Žena si dává ruku na stoličce sedí na vozíčku.
Muž v bílé zástěře vaří na něco s ohněm na ženu v béžové bundě.
Žena s tlačí do telefonu a šálou čeká na přechodu.
Skupina mužů jde po městské ulici.
Pohled vedle hromady s mnoha lidmi.
Skupina lidí v černém stojí na molu poblíž dlouhé budovy.
Muž nese několik dětí a nese pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy, vlasy a tmavými vlasy stojí venku.
Mladá dívka v růžovém triku běží směrem k oceánu.
Skateboardista v černém triku a džínách jedou na městském městě.
Muž v bundě fotí z velkého budovy.
Lidé na kraji fotbalového zápasu.
Na rušné ulici je obklopená rodina v městské ulici.
Skupina lidí jde po ulici v slunečném dni.
Pouliční ulice poblíž stánku s několika lidmi, který má na sobě hnědé bundě a sluneční brýle se slunečními brýlemi a slunečními brýlemi.
Nějací turisté jsou poblíž okna.
Tento hráč v modré helmě s modrým helmou právě právě právě právě na míč během hry.
Žena v zeleném kabátě se natahuje, aby chytil v metru.
Nějací lidé sedí na lavičkách pod budovou před budovou.
Muž v obleku sedí u autobuse.
Asijský muž je obklopená o prázdném kbelíku, který má na sobě bílou kbelíky.
Mladá žena jí a pijí něco.
Muž v obleku a klobouku hraje na kytaru na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo v obchodním, nežž se baví do svého obličeje.
Muž používá zrcadla, aby jeho kravatě.
Velká skupina si hrají u několik lidí, zatímco skupina lidí sedí a poslouchá.
Dva mladí muži jedou na velmi malé koně plného koně.
Žena v šatech jde po ulici kolem stavbě.
Zatímco si nechává v obchodě svou košíky, aby si nechává osisi.
Muž se slunečními brýlemi pracuje na stavebním stavebním stroji a po zemi.
Miminko si hraje s hračkami a bílými vlasy.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži, kteří se baví před obchodem v pozadí.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku okolo maléhoho stolu.
Muž jede na kole na rampě.
Žena v černém tílku a černém tílku se naklání do dálky poblíž západu slunce.
Tři mladé dívky jdou spolu po chodníku.
Žena s dlouhými vlasy na s dlouhými vlasy.
Muž jede na skateboardu, zatímco jiný muž pozoruje z chodníku.
Muž v černé kožené bundě stojí před ceduli.
Muž a žena zpívá venku venku.
Mladá dívka s kudrnatými vlasy a bílým trikem leží v trávě a drží květiny.
Mladá žena v zelených uniformách předvádí s zelenými uniformách.
Žena na veřejném prostranství za nimi ve veřejném prostředí.
Muž se krčí, zatímco dělá salto, zatímco na pozadí je v pozadí.
Skupina mužů stojí na poli černé míč.
rušného dne na náměstí v místním prostředí.
Muž s kouří cigaretu v puse s jídlem.
Dva skupina plavců se brodí z nich.
Lidé sedí na lavičce v městském náměstí s barevnými předmětem a baví se.
Stavební dělníci tančí s kbelíkem.
Muž bez trička v černých šortkách stojí na kamenitém pobřeží aby chytil velkou vodní vodní plochy.
Policista je na kole, zatímco se dívá ven.
Lidé hrající si bazénu, jeden z nich má na sobě modré košili a ostatní ženy v modrém tričku a ostatní ženy jsou do kamery.
Lidé stojí před sochou obklopena vodou.
Žena se dívá na muže s barevnými rukama.
Muž středního věku v bílých šortkách a žabkách se dívá na silnici.
Dva muži oblečená v tmavém oranžových vestách a sandálech stojí blízko velkého velkého velkého velkého velkéhohoody.
Dva lidé jsou na lodi ve své lodi.
Muž a žena stojí na ulici ve městě.
V metru se prochází z metra metra.
Čtyři muži, tři z nich mají na sobě čepici, sedí na modré a na sobě zelené kalhoty.
Tato skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem v bílém triku a bílé kostkovaném klobouku.
Tanečnice předvádí nějaký druh druhy.
Starší muž s cigaretou v puse a míčkem si prohlíží svůj foťák.
Malý chlapec hraje s otevřenými housle na housle.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na noci v noci ve městě.
Dva cyklisté v ochranném oblečení, jeden ve vzduchu a druhý ve vzduchu se dívá na jeho motorce.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží po chodníku před cihlovou budovou.
Dva hasiči leze po horské hoře.
Dítě leží na zemi vedle kočárku.
Pes zkoumá muže a žena.
Spousta lidí na trhu se dívá na různé věci.
Dva mladí muži hrají na elektrickou kytaru.
Vousatý muž lije pivo z láhve láhve do pusy.
Dva lidé stojí venku vedle hračkami a s hračkami.
Čtyři lidé jedou na kole poblíž rušné ulice.
Žena v růžovém triku a brýlích má brýle.
Žena v červeném triku zvedá ruku, aby se prochází kolem davu.
Chlapec v bílých šortkách skáče do jezera nebo řeky.
Malá dívka se dívá skrz dalekohled na pláži.
Několik dělníků v oranžových bezpečnostních vestách kope do zemi.
Člověk v šále stojí před budovou.
Stavební dělníci se opírá o budovu.
Muž jede na koni s dalšími dalšími muži, kteří dělají za ním.
Africká muž jde po ulici.
Dva hasiči pózují na fotku.
Žena v neonově neonově píše na notebooku.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese mladší dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v klobouku stojí na ulici před svým koly.
Otec v červeném triku a černých kalhotách se naklání přes kabelkou.
Černý pes a hnědý pes s míčem.
Muž v černé vestě drží ruku.
Muž na poli sámem v poli.
Muž v obleku a kravatě a kravatě a žena s zavazadlem čeká v pozadí.
Dítě jde po chodníku s několika vlajkami.
Černý pes běží na zelené trávě s hračkou v tlamě.
Pouliční umělec jede na svém svému, zatímco se jeho osadi.
Pes se chystá na trávě aby chytil míč.
Skupina studentů sedí a pracují a poslouchá maso.
Lidé jedou po ulici v noci v noci.
Vousatý muž na kole a muž na kole na kole.
Muž v oranžovém triku a blonďatý chlapec jedou s dalšími lidmi na "OOO".
Mladý muž a žena blízko velkého kovové kovové kovové kovové sochy.
Na molu s červenými, bílými a modro-červeném vybavením na molu.
Muž v černé čepici fotí fotku v rušné ulici.
Muž stojí na rušné ulici a dívá se s hlavou.
Žena v černém oblečení má malou dívku ve žlutém šatech na ramenou.
Skupina lidí na ulici na ulici.
Cyklista jede na horském kole.
Tři lidé jdou po horské cestě, zatímco jedna žena se dívá na kameru.
Několik mužů v černém oblečení v nějakém oblečení.
Žena v červené sukni jde po ulici s graffiti v pozadí.
Tanečnice v modrém a růžovém oblečení předvádí stuhou.
Lidé jsou z fontány ve fontáně, žena v bílých šatech sedí na kraji kraji.
Muž sedí na lavičce pod velkou stromem.
Tři muži v červeném a bílých kalhotách, bílých kalhotách drží vlajky.
Lidé obdivují umění.
Několik asijskýchodů s papíry a obchodem.
Tito lidé lezou po schodech, aby chytil horu.
Malé dítě v modrém oblečení se dívá z nějakých stromy v dálce.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na buben na ulici.
Chlapec stojí s třemi dívky.
Usmívající se muž, který má na sobě batohem drží v brýlích před chlapcem v brýlích.
Čtyři muži jsou venku a dívají se přes zelenou most.
Žena se naklání na stole před lidmi, kteří si užívá modrou vodu.
Dospělý pes běží za ním za ním.
Pouliční umělec a v obchodě jsou jídlo v městském městě.
Africký muž se opírá o nesusu.
Policista čeká na kole a čeká na světleu.
Skupina mužů sedí okolo stolu.
Skupina mladých lidí, kteří mají starší muži v parku.
Žena mluví, zatímco pes chodí venku na slunečného dne.
Mladý muž v šedém a černé košili a bílé košili.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dalšími lidmi v obchodním prostoru.
Tři dívky se usmívají na fotku.
Dáma v černém svetru a žlutém svetru se dívá na hnědé lavičce, zatímco sedí na béžové lavičce.
Červenovlasý mladý muž pije vodu z vodního fontány.
Dva muži a žena jdou po městské ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červené čepici jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém plavkách drží lopat na pláži.
Starý muž v klobouku a bundě spí na gauči.
Dva chlapci se dívají na obloze a mává rukama, aby mohli rukama v oblečení.
Mladý pár sedí na chodníku a relaxuje.
Mladík v triku a kravatě se dívá dolů a s nápisem.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném triku visí vzhůru nohama, zatímco ostatní lidé se dívají.
Muž jde před barevné zdi.
Mladý muž jde s dvěma mladým mužem na tři mladé dívky.
Muž v kmenovém oděvu je obklopena stromem.
Pět lidí jde po schodech vedle ženy v růžovém triku a hnědé sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí na venkovním venkovním venkovním trhu obklopené mnoha lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na motorce, kde se čtyřmi koly a muž sedí na zádech.
Muž v modrém triku čte noviny.
Chlapec v kočárku má na sobě zelené triko a drží knihu.
Dvě děti sedí u boku, zatímco jedí.
Lidé jedou na kolech na kolech a mají na sobě helmách.
Dav lidí jede na kolech.
Muž sedí na nástupišti, který je obklopen obklopena.
Muž na kole jede skrz oblouky.
Tmavovlasý muž v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem pod deštníkem a před deštníkem.
Starý muž v hnědé košili jede na kole na kole po ulici.
Muž se pokouší na koni se snaží chytit provaz.
Kovboj se snaží chytit míček, zatímco jede na koni.
Dva cyklisté v helmách s helmách jedou kolem nějakých zemi.
Muž se naklání přes něco a táhne tašku.
Muž v rušném vozíku jede kolem hromady v parku.
Člověk s tetováním se dívá na fotku, zatímco telefonuje.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí spolu na chodníku a dívá se na předmět.
Několik lidí v modrých oblecích a jeden v sukni.
Žena a pes sedí na bílé lavičce poblíž pláže.
Dvě ženy jdou venku ve špinavé budově.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a baví si.
Pohled na kraji budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači s telefonem a telefonem.
Muž sedí na židli a dívá se na lidi.
Dva lidé v kloboucích stojí na poli aby mohli.
Nějací skáče přes vysoko vysoko ve vzduchu.
Muž v botách a kovbojském klobouku sedí na koni, zatímco diváci sedí na koni.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal na fotbalovém hřišti, zatímco další muž stojí v pozadí.
Malé dítě s prašném obličejem je obklopena ženou.
Muž s brýlemi se dívá do objektivu, zatímco jiný muž v modrém triku se dívá na něco.
Dva lidé sedí pod stromem pod stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco další chlapec sleduje.
3 muži vaří v malém kuchyni.
Mladá dívka v šedém obleku lyžuje na zasněžené hoře.
Skupina shromážděna shromážděna v tančí.
Muž a žena jsou skrz svého vozíku s hodně rukavicemi.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci staví plotu u rušného plotu poblíž rušného ulice.
Dlouhovlasý muž jede na zábradlí na zábradlí.
Velká mužů na venkovním trhu, dva muži řídí sníh a po cestě.
Muž v bílém triku hraje na bílé kytaru.
Mladá dívka ukazuje svůj přáteli, aby používá svůj foťák.
Malý chlapec skáče z mola do jezera.
Žena s zeleným maskem v zeleném masce se dívá velmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje a cáká v tlamě.
Dítě jede na kole po kole s graffiti v pozadí.
Gymnasta je připravena na akci.
Lidé jdou po ulici s ulicí.
Muž v tradičních šatech, že stojí vedle svého oblečení, zatímco stojí vedle sebe, zatímco stojí vedle sebe.
Dvě děti si hrají na kole.
Dva muži na hřišti hrají fotbal na poli.
Muž skáče a pózuje na zemi na zemi.
Dívka fotí nápoj z fontány z fontány.
Pohled na vodní vodě během svého vody.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem se usmívá a pózuje pro fotku.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři Asiat sedí na lavičce a usmívají se na kameru.
Děti jedou na kole v něčem, co vypadá jako jako říže.
Mladý chlapec v kuchařském klobouku a zástěře krájí zeleninu v kuchyni.
Toto je klauna v klaunu.
Usmívající se usmívá a drží své dřevěné lodi.
Žlutý dělník pracuje na prašné cestě.
Žena v červeném triku jede na bílém koni, který je podél stromy.
Žena sedí na velkém velkém kameni s stromy v pozadí se stromy v pozadí.
Tři muži v jasně barevných kostýmech se baví, aby se slunečními slunečními brýlemi.
Dívka si hraje v malém bazénu.
Dvě děti, chlapec ve žlutém triku a dívka ve žlutém tričku se houpe.
Muž hází rybářský sítě do kyblíku.
Muž v šedém triku, modrých džínách a neonově zelené vestě stojí na železniční trati s bílými budovou v pozadí.
Dva stavební dělníci leží na kovovém lešení.
Je zde kapela hraje na pódiu s kapelou v modrém.
Cyklista v triku zpívá do mikrofonu, zatímco hraje na bubny.
Jeden muž dává věci z nákupního vozíku ze nákupního vozíku.
Muž s holí jde po ulici.
Žena v bílém triku pracuje na svou stroj.
Dívka v masce jede na ramenou po zalidněném chodníku.
Dvě dívky, jedna v černém a druhý mladší mladší a druhý v bílém, předvádí míč před domem.
Několik žen vystupuje před budovou před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s barevnými dětmi v kostýmu jde kolem malého dítě v kostýmu.
Skupina lidí se dívají na bubny a hrají na hudební nástroje.
Dívka s žádkou a tlatá v bezpečnostních bezpečnostních bezpečnostních bruslích.
Malý bílý auto jede na vlakové trati a na vlak nebo nebo za ním.
Dva hasiči zpívá a hrají na tmavé pódiu.
Dívka v baseballové kšiltovce, bílém tričku a modrých šortkách stojí na skále v lese.
Dva muži hrají na kytaru před velkou publikem.
Několik lidí tančí s jejich nápisy, zatímco ostatní ostatní jsou před velkou domem.
Žena a pes prodává své zboží na staré budovy.
Žena a dva muži, kteří jsou oblečeni, jsou oblečení, jsou.
Skupina mužů v červeném a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem na fotbalovém hřišti hraje fotbal.
Muž prodává hru na sportovní akci.
Dva muži z zeleného týmu z zeleného týmu pro míč z černého týmu.
Děti závodí, aby chytil fotbalový míč.
Člověk v modrém je na skateboardu, který hází míč na bowlingové bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu, drží mobil a pózuje na eskalátoru.
Žena oblečená v modrém běží maraton.
Tato kapela se připravuje na vystoupení před publikem v kostele.
Hráč amerického týmu se pokouší za ním se pokouší za ním.
Dva hráči v plavkách zametá po cestě před ním a malý dav se dívá.
Muži hrají fotbal na fotbalovém hřišti.
Basketbalista v bílém, zatímco se hráč v červeném dresu připravuje k ním.
Lidé jdou polem v starém městě.
Dva závodní auto, jeden červené a jeden z nich jede po závodní dráze, zatímco se diváci dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá na před malým předmětem.
Žena a dítě jdou po ulici.
Fotbalový zápas si hrají s mnoha lidmi, kteří se dívají.
Tři ženy skáčou na míč v trávě.
Asijský chlapec v modrých šortkách, černých šortkách a bílé košili hraje tenis tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, kteří drží nějakého zařízení a usmívají se, a usmívají se.
Mladý chlapec v zeleném triku leží na bílém posteli.
Cyklista se snaží na kole, aby se na slunce v pozadí.
Žena je v zasněžené oblasti v zasněžené oblasti.
Čtyři dívky a žena se objímají, aby mohli.
Muž v černo-bílých brýlích se snaží snaží na koni.
Muž dělá obrázek, která v modrém triku, která je žena v modrém triku.
Žena s červenými vlasy plave v modré vodě.
Dva mladí chlapci pózují s frisbee na fotku.
Čtyři děti cvičí karate, zatímco dva dospělí sledují.
Muž pracuje na červeném gauči v baru.
Skupina lidí mluví u stolů.
Dva závodní dráze, jeden v modré a červené a červené a druhý v oranžové a hnědé, závodí na koních.
Červené auto je před dvěma auty v pozadí.
Velká muž, který je muž v rodeu, v rodeu, zatímco jeho klauna běží.
Muž bez trika jde k žluté kajaku.
Kluk na vodním vodním místě.
Dva týmy hrají fotbal v písku.
Dítě v modré a dítě v bílém stojí na skládací zdi u potoku.
Žena táhne květin na horském kole.
Lidé jdou po rušné ulici v pozadí.
Zatímco se připravuje na hodu.
Dva muži, jeden v černo-bílé a druhý v červeném, hrají volejbal.
Muž stojí v lodi a drží nějaké sítě.
Surfař surfuje na surfu v oceánu, zatímco se snaží na vlně.
Několik připravuje maso v labu.
Fotbalisté skáče do vzduchu, aby chytil míč s svým rukama.
Dva chlapci hrají fotbal.
Starší člověk přechází ulici s deštníkem v rukou s deštníkem.
Skupina běžců běží směrem směrem k dvouchodů.
Skateboardista jede na betonové zdi blízko betonové zdi, zatímco se pokouší trik.
Lidé hrají hru v bazénu.
Muž se líbá, aby muž.
Muž před obchodem v mladého chlapce čte knihu.
Mladý muž v modrém triku jede na skateboardu v městské oblasti.
Asijský muž sedí na železniční trati s mnoha kyblíky.
Tmavovlasý muž oblečený v vojenské uniformě, který má na sobě čepici a dívá se do vody.
Dva auta jedou na závodní dráze.
Muž v černo-bílým dresu drží žlutou vlajku a připravuje se.
Dva lidé leží a líbají se na travnatém trávníku.
Velmi malé dítě v džínové kšiltovce jí zeleným jablkem.
Hráč amerického fotbalu běží k míč.
Muž v černé bundě a bílých kalhotách hraje na elektrickou kytaru na elektrickou kytaru.
Muž skáče přes zábradlí z býka.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě ve koncertě.
Muž nese velkou kovovou dřevěnou na rameno na rameno.
Žena s foťákem hází frisbee pro hnědého psa.
Je zde zde z nich je z nich a žena, zatímco se dívají na dřevěné předmět.
Dvě dívky jedí ruce v kašně v kašně.
Usmívající se dítě v triku pózuje s rukama.
Dva muži, jeden má na sobě bílé a druhý v modré, zápasí.
Žena v červených bikinách skáče, aby chytil míč na pláži.
Starší blonďatá dívka v pruhovaných pruhovaných pruhovaných brýlích.
Žena, která má žluté zástěře, má na sobě žluté zástěře, fotí z velkého kusy.
Dvě děti přechází malé dítě po kamenném mostě.
Dvě Afričanka jede na mopedu po městské ulici, která vypadá jako jako velké městské oblasti.
Dva chlapci před šicím stroji.
Jezdec v černém, který jede po prašné cestě na horském kole.
Žena s tetováním fotí, jak maluje obrázek svou košíkem.
Žena v černém oblečení a bílé helmě jede na kole s třemi stromy v pozadí.
Fotbalový tým se ohýbá, zatímco se za ním fotí a fotí.
Čtyři fotbalisté v černém se připravují v bílém, jak je v bílém.
Běžec se pokouší na dvorku, zatímco se natahuje pomocí dvěma.
Basketbalista v bílém dresu s číslem číslem číslem číslem číslem na ní.
Muž mluví venku na telefonu.
Hráč amerického fotbalu během basketbalového fotbalu se dívají na míč.
Cyklista jede na horském kole v lese.
3 hráči se snaží míč a jeden v červeném dresu se snaží chytit míč v bílém dresu.
Chlapec svou ruku, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách jsou venku poblíž hrají venku.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě baseballovou kouli drží hlavou za ním.
Šest mužů sedí na poli u dřevěného kyblíky.
Hnědý pes sbírá kamenném na kamenném povrchu.
Tento muž ve žlutém drží muže ve žlutém koni.
Muž v bílém triku a zástěře krájí ptáky.
Žena používá venku venku aby vaří.
Fotbalisté závodí na městské ulici, s dalšími lidmi stojí okolo.
Asiatka v slunečném klobouku jede na kole.
Nějací děti si hrají venku v hlíně, kde jsou dva stromy.
Starší muž hraje hru hru.
Dívka na břehu s horou v dáli.
