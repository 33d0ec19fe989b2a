Muž v oranžovém klobouku se dívá na něco.
Rozhodčí běží po zelené trávě před bílým plotem.
Dívka v uniformě si dává pauzu s klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s horami v pozadí.
Lidé opravuje střeše střeše domu.
Muž ve světle světle barevném oblečení a kloboucích stojí okolo ženy v tmavých oblecích.
Skupina lidí stojí před kavárnou.
Chlapec v červeném dresu se snaží chytit talíř, zatímco se snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopis.
Matka a její její mladého dne si užívají venku venku.
Muži hrají volejbal s míčem, jeden z nich je ve vzduchu.
Žena drží mísu jídlo v kuchyni.
Muž sedí u stolu u stolu.
Tři lidé sedí v klubu.
Dívka v džínových šatech jde po cestě.
Blondýna drží ruce s mužem v písku.
Žena v šedém svetru a černém svetru stojí v obchodě.
Člověk v pruhovaném triku leze po hoře.
Dva muži zápasí, zatímco žena se dívají.
Lidé stojí venku před budovou.
Teenager hraje na poli na hřišti.
Žena dělá nějakých na trampolíně na pláži.
Muž stojí u skupině hry v baru.
Žena používá obrázek muže, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu s nápisem.
Muž krájí dřevěnou stromy.
Skupina asiatů čekají na maso, aby mohli.
Ženy v tradičním oblečení jsou v tradičních vestách.
Jeden muž drží jiné muže a připravuje se na obličeji.
Šest lidí jede na horském kole skrz dě.
Dvě mladé dívky sedí na římse v přeplněném náměstí.
Dítě je ve vodě ve vodě.
Tři lidé sedí u piknikového stolu před budovou.
Tři chlapci stojí na molu v plavkách.
Asijský žena zvedá tašku, zatímco se dívá na trhu.
Tědá žena si hraje na saxofon.
Pohled u budovy, v uniformě se dívá na kameru za plotem.
Mladá dáma se dívá na pizzu.
Muž bez trička v šortkách rybaří na nějaké kamenech.
Dívka v záchranných vestě plave ve vodě.
Muž v uniformě a muž v modrém triku stojí před autem.
Lidé sedí uvnitř vlaku.
Dítě se houpe do vzduchu ve vzduchu.
Muž v červeném triku v červeném triku skáče.
Dva muži v plavkách skáčou ve vzduchu na pláži ve vzduchu.
Batole vaří s další člověk.
Otec a dvě děti pracují venku na dvorku a pracují na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Cyklista předvádí trik, zatímcoby chytil vysoko.
Velká skupina lidí lije ulici.
Muž na střeše jde do vody.
Žena v džínách jde kolem autobuse s brýlemi, která se slunečními brýlemi.
Muž v růžovém triku sedí v trávě a chytá míček.
Cyklista zaparkovaný na pláži.
Dva muži v černém ve městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a kloboucích jdou blízko vody.
Skupina tým dělá na židlích na židlích.
Chlapec si hraje se svým dospělým, zatímco dívka se dívá.
Dav lidí z nějakém parku na veřejném parku.
Muž sedí na lavičce a drží svého psa.
Chlapec a jeho mladší dospělý si hrají na hřišti.
Žena v modré kožené bundě se dívá na lavičce, zatímco lidé sedí za ní.
Hnědý pes stojí na písku.
Žena sedí s košíkem pod košíkem.
Muž griluje na zahradě.
Žena zpívá v klubu s bubeníkem za ní.
Zatímco hráč hraje na bicí.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Pouliční umělec s housle hraje na ulici, zatímco žena se dívá.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku aby mohli.
Tři atleti v metru hrají okolo.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí v trávě před budovou a fotí si pauzu.
Muž bez trička se dívá do dálky, zatímco tři žena jdou kolem davu.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém tričku a džínách hraje na bubny.
Mladá žena maluje obraz na zdi.
Dvě členové kapely předvádí vysoko vysoko vysoko mezi dvěma ženami.
Muž míchá maso v zaneřáděné kuchyni.
Chlapec jede na jezeře na jezeře.
Muž pracuje, který pracuje.
Velká skupina lidí, kteří sedí venku a sedí venku.
Blonďatá žena v baru během baru.
Malé dítě v modrém tričku a bílém tričku drží žlutou tyč.
Žena s růžovými vlasy v černém mluví k muže.
Muž v japonském obleku vaří jídlo na dva lidé.
Dívka se přes řeku přes řeku.
Pracovník s brýlemi klečí vedle dvou žen.
Starší muž si nechává rukama a dívá se.
Dítě v bílém dresu cvičí skem.
Tři muži v barevných vestách jsou venku.
Žena fotí dítě, zatímco muž v růžovém klobouku nese své dítě.
Skupina asijských dětí sedí na modré židlích v modrých židlích.
Mladý chlapec v fotbalovém dresu brečí do svéhou.
Šťastná žena připravuje v kavárně.
Stavební dělník řídí práci na staveništi.
Žena běží po metě, když se snaží chytit míč.
Muž v uniformě pracuje kolem další člověk.
Skupina lidí leze v bazénu.
Turista se chystá na horu s modrou helmou.
Muž dělá stojku na střeše.
Dítě sedí u stolu v restauraci a drží papír.
Hnědý pes se brodí do jezera.
Matka učí dva mladí chlapci velmi modré vodě.
Malé dítě jde vedle červené předměty.
Dívka sedí na kole s mladším mužem, zatímco další dívka fotí.
Černý pes honí míč ve vodě.
Muž v bílých kalhotách a modré košili kope do žluté tašku.
Dva Indí muži se účastní hry.
Chlapec s čepicí a píše na jeho ruce v obchodě.
Dva lidé jsou na oceánu během západu slunce.
Lidé stojí v přeplněném metru a jsou venku na okna.
Muž na zdi s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jeden pódiu předvádí malé kapela, kteří vystupují na akci.
Miminko v barevném oblečení se dívá na kameru.
Muž sedí vedle notebooku.
Tato dáma, která má na kterém se směje a směje se.
Lidé uvnitř budovy, jeden fotí.
Čtyři bílý psi s náhubky skáčou přes červené zdi.
Žena v modrém triku drží mimino.
Dva lidé sedí na pruhovaném pláži ve vodě.
Stará žena pracuje na šicím stroji.
Chlapec stojí v popředí a dívá se přes další lidé v hřišti.
Muž v modré bundě si dává mladého chlapce.
Tři hnědí psi skáčou na ženu v modrém.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes písečné dunu v poušti.
Dítě ve žlutém triku skáče nahoru a dolů.
Dělník ve žluté bundě je na budově.
Muž ve vojenském oblečení si povídají.
Skupina pije pivo na stropu.
Muž je po útesu nad oceánem.
Muž v černém jde svého auta ve sněhu.
Zatímco skáče po míči.
Policista v kšiltovce a kšiltovce se usmívá, zatímco má na sobě sluneční brýle.
Rodina se prochází na v parku.
Muž v zeleném klobouku a žluté vestě má na sobě bezpečnostní vestě.
Dítě s růžovými vlasy tančí na hlavě obklopena balónky.
Pes sbírá něco pro něco na řece.
Muž se připravuje svého dne.
Muž v červeném triku se chystá, aby jí.
Mladá dáma v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku.
Zatímco má na sobě bundu na dřevěné lavičce.
Muž v bílém triku se dívá z okna okna.
Žena drží malé bílé sochy.
Šest dětí bez trička si hrají ve vodě a stříká vodu.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě a helmě.
Malý chlapec si hraje s plastovými předmětem, jak se dívá.
Malá dívka otevírá dárek.
Žena v modrém pracuje před dvěma ženami.
Malá dívka se pokouší pokouší na pohovce.
Hnědobílý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Otec v černém kabátu jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečená v černé kožené čepici a kovbojském klobouku jde kolem kasu.
Pes běží venku s žlutým hračkou.
Pes s číslem běží ve sněhu.
Rodina si hraje na pláži s jejich psem.
Žena a dítě se objímají, zatímco je dítě, co se dívají.
Dva muži a žena stojí venku.
Skupina mužů používá klády, aby tlačí vodu z vody.
Muž pije z stolu, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné konstrukce s rukama.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se.
Malé dítě v zelených botách si hraje v bahně.
Muž používá pilou pilu.
Muž sedí u piknikového stolu a fotí pivo před ním.
Chlapec v černém triku a modrých džínách drží červenou pálkou.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží po psí dráze.
Zatímco muž se nechává na balkóně přes balkonu.
Dvě ovčák se krčí u sebe na sebe.
Toto je skupina lidí stojí okolo nějaké akci.
Hnědobílý pes honí hračku.
Muž s bílými vlasy hraje na akordeon uprostřed nějakých budov.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na kole.
Dvě děti balancuje na kládu a drží provaz.
Muž jede na motorce na dráze.
Mladá žena ve fialovém oblečení si nechává obličej.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládu přes malého řeky.
Mladý muž v bílém tričku a zeleném triku stojí na travnatém kameni.
Skupina lidí jsou před deštníky.
Muž s nápisem "evkou na svém kole do svého kola.
Muž hází kládu do vody, zatímco dva psi sledují.
Skupina starších lidí hraje pod stanem pod stanem.
Pohled na zalidněné ulici ve městě.
Mladá blonďatá žena drží bílé provazu za slunečného dne.
Dva lidé v modrých tričkách jsou venku s býkem.
Černý pes se klouže do bazénu.
Kovboj jede na kolečkových bruslích v soutěži.
Závodník pracuje na železniční železniční trati.
Pracovník v oranžové vestě používá lopatu.
Dva dělníci pracují na staveništi, zatímco pracují.
Tři muži jdou po kopci.
Asiatka v svatebních šatech pózuje na mostě vedle ní.
Mladý muž si na kytaru v kuchyni.
Tři chlapci si hrají s vodou a kbelíky.
Tři stavební dělníci jsou na chodníku.
Lidé jsou v lese vedle v lese.
V kostele je skupina lidí v kostele.
Skupina mladých dospělých skáče v noci na kameru.
Dva muži jsou na kajaku, jeden z nich dolů.
Dva dělníci jedou na cihlové budovy.
Žena v červeném svetru a džínách sedí s rukama na levé kole.
Dva hasiči na parkovišti, kteří se dívají na publikum.
Na letišti čeká a čeká na letišti.
Muž ve žluté bundě si prohlíží noviny v parku.
Muž a chlapec na kamenité pláži.
Žena na lodi, která je v černém je na vodě.
Chlapec sedí a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu venku.
Mladík v černém triku s nápisem "SSS" hraje na bubny, zatímco sedí.
Muž prodává zboží poblíž nějakých hory.
Dívka ve žlutém se směje na dívku, zatímco dívka v modrém se dívá.
Pes skáče přes překážku.
Pes s černým obojkem v špinavém listí.
Dva hnědí psi si hrají v pozadí.
Muž s knírem a vousy drží ceduli, který má za ním.
Muž, který má na sobě na sobě lém oblečení, je v ringu.
Muž v černém triku rybaří na kamenné břehu.
Dva psi jsou na sebe, aby se baví.
Dva muži se baví na chodníku, zatímco projíždí kolem auta.
Tmavovlasý muž sedí na zákazníky.
Několik auta s barevnými lidmi za nimi za nimi.
Dvě ženy v tričkách jdou po levé ruce.
Malé dítě v oranžové vestě drží modrou kajaku ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí mluví v davu lidí, žena se dívá.
Žena a dítě venku před dveřmi.
Černý muž a jeho dvě bílých přátelují blízko sebe.
Dívka v maskáčých kalhotách sedí na střeše.
Světle hnědý pes běží nahoru.
Chlapec pózuje s velkým zelenými zelenýmii na zádech.
Plešatý muž si nechává vysoko vysoko vysoko vysoko.
Dav na rušné ulici.
Žlutý pes má na sobě žluté a černé běží po dráze.
Muž v sandálech sedí na chodníku poblíž nějaké tašky.
Muž a žena sedí na metu a povídají si.
Dítě se dívá na v obchodě v obchodě.
Muž pije z žlutého stolu na rušné události.
Chlapec se opírá o auto s květinami.
Žena v květovaných šatech mluví před dětmi.
Muž na svůj den.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu poblíž velké vody.
Velký černý pes běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco obklopena deštníky.
Několik mužů hraje na pódiu s bubeníkem na pódiu.
Muž v oranžovém obleku a oranžovém klobouku pomáhá pomáhá s modrými hadicí.
Muž a dvě dívky ukazuje rybu, zatímco drží rybářský prut před vodou.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červené a bílých plavkách plave v krásné bazénu.
Asijská žena si nechává vlasy.
Starší žena a mladý dítě v růžovém triku si hrají s barevnými květinami.
Malý černý pes skáče přes překážku.
Hnědý muž v zeleném triku hraje venku venku.
Muž mluví do telefonu s rukama.
Skupina dětí sedí na modré podložce, zatímco jí jídlo.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi si hrají na poli.
Lidé sedí v kruhu venku před velkou budovou.
Jeden pes skáče, aby chytil míč.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílou pivo.
Asiat vaří venku venku.
Hnědý pes se chystá chytit zelené frisbee.
Zatímco kapela hraje hudbu.
Mladý chlapec stojí vedle písku u písku.
Tři malé děti jdou skrz travnatém dvorku.
Muž je na zahradě na vozíku.
Muž na kole jede na hoře.
Chlapec v modrém a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojové umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový hráč ve žlutém poli se připravuje na gól.
Skupina mladých lidí fotí v pozadí.
Mladý muž na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli z malého posteli.
Dva lidé v kostýmech, jeden má na sobě modrou a jeden z nich stojí v silnici.
Muž běží v modrém triku s číslem číslem.
Asiatka pózují pro kameru.
Muž, který běží, zatímco běží po silnici.
Basketbalista se připravuje na gólu během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva basketbalistí skateboardový trik, zatímco ostatní sledují.
Fotbalový tým v bílém a zlatém hřišti.
Malá dívka tlačí kočárek na travnatém poli.
Skupina asijských dětí v bílých tričkách a kloboucích předvádí s davem.
Chodci jdou po ulici a dívají se na dítě.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy.
Neeelilili, kde se účastní auto, kde jsou vlajkami a jsou vlajkami.
Cyklista skáče přes překážku.
Pár sedí v bílém židlích a usmívají se na kameru.
Malé děti jsou na malé vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého míče.
Dva mladí muži hrají fotbal na fotbalovém hřišti.
Lidé jdou po dlážděném svahu.
Mladý chlapec v bílých kalhotách skáče z gauči.
Kluk v oranžovém triku se připravuje z okna.
Žena v hnědých džínách a modrých džínách drží v bílém triku pod velkým stromem.
Tři lidé se usmívají a drží nápisy.
Cyklista stojí vedle auta na městské ulici.
Dva muži v kloboucích mají na sobě kloboucích.
Chlapec ve vzduchu se snaží chytit míč.
Mladý chlapec s modrou čepicí je na hlavě.
Červenovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s dítětem na klíně.
Asijský dítě drží něco, které je na fotce.
Žena provádí dav lidí s davem lidí.
Zatímco sledují muže v uniformě a muž v obleku drží ovoce a muž v obleku.
Dav je na baru.
Dívka v bílém a dívka jdou kolem modré auta.
Muž používá vybavení.
Člověk surfuje na vlně v oceánu.
Tady si prohlíží něco.
Nevěsta a ženich se líbají pod nevěstou.
Zatímco mladý muž stojí v pozadí, zatímco mladý muž jde s červenou šálou.
Černobílý pes skáče přes zábradlí na soutěži.
Žena v svetru čte knihu.
Několik dospělých se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku jede na skále.
Dospívající chlapec se protahuje v kuchyni a v kuchyni.
Lidé, kteří drží různé různé různé různého bubny.
Tři motorkáři jedou na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti jsou z nich stojí u stánku u stánku.
Kuchař pózuje pro kameru, zatímco vaří.
Mnoho lidí, kteří mají na ulici a používá posu.
Cyklista skáče na kopci s jeho kole.
Malá dívka běží na pobřeží na pláži.
Bílý ptákuje v vodě.
Dva muži se baví, zatímco stojí před kovovém autem a ostatní lidé stojí kolem nich.
Žena v růžovém sukni drží mimino.
Hokejový hráč ve žlutém dresu hází gól.
Muž jde kolem velké ceduli, které je napsáno "EEEEE.
Tři chlapci v zelených tričkách a béžových kalhotách pózují na skluzavce.
Muž tančí s psem mezi nimi.
Bílý pes běží v mělké vodě.
Osisisichodů jsou v kapele s kapelou.
Skupina dětí si spolu hrají na oploceném dvorku.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialovém kostkovanéch šatech leží na podlaze.
Muž s šedými vlasy si nechává vousy.
Dva černí psi, černý pes, bílý pes a bílý pes ve sněhu.
Muž v uniformě skáče, aby chytil míč.
Žena sedí venku s modrým dveřmi a užívá si vzduchu.
Děti sedí na muže v kavárně.
Šedýbílý pes skáče přes vodu v písku.
Dav shromážděni kolem fontány v dešti.
Několik starších mužů, někteří jsou na rohu ulice na rohu ulice.
Mladý chlapec se dívá do sněhu.
Fotbalový hráč v černém dresu hází míč z fotbalového týmu.
Žena v černém triku s fialovým tričkem je ve fialovému.
Čtyři ženy v ochranných šatech vystupují, zatímco předvádí míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem běží po trávě.
Dítě přechází na sobě má na sobě s nápisem "SSS".
Starší muž a mladá mladá mladá dívka pracují spolu.
Zatímco mladá mladá malý chlapec v žlutém triku.
Pouliční umělec s mostem a nějakými auty.
Muž jede na vlně v parku.
Chlapec skáče, aby chytil tenisový míček.
Děti jedou na zdi, dva lidé sledují.
Lidé jdou po nedě v pozadí s vysokými stromy v pozadí.
Malá dívka kope do černé předmět.
Dva muži se snaží z vody, aby se do vody.
Dva muži tančí s davem se dívají na dav.
Postarší žena stojí na pódiu a fotí něco.
Žena leží na gauči a směje se.
Závodník se připravuje na podlaze a jeden černý černý černý žena.
Lyžař skáče do plotu.
Tři psi si hrají s sebe v poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje ve listí mezi kachny.
Tito čtyři lidé stojí venku s dvěma psi.
Zatímco se nechává otátátuje v chátu.
Dívka v tričku má otevřenou otevřenou otevřenou puse.
Volá skupina lije vodu ve poušti.
Muž stojí na městské ulici ve městě.
Cyklista se účastníjíjí s jídlem v jejich jídlo.
Dva muži jedou na farmě, zatímco se svou otátátou.
Dva lidé stojí u vody.
Mladá dívka si užívá, zatímco dělá sněhu.
Tři muži se usmívají a ukazuje do fotoaparátu.
Člověk píše na tabuli v prázdném třídě.
Muž v černém triku sedí u stolu před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče do vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem se psem na psa s modrým psem.
Chlapec si užívá venku.
Dělník v oranžových obleku klečí na kusu.
Muži v kovbojském kloboucích stojí kolem rodeu.
Dva psi jsou ve sněhu a jeden z nich má něco v puse.
Několik turistů si dává pauzu, aby mohli.
Béžový pes běží za žlutou hračkou.
Hráč v bílém dresu s klackem.
Muž v bílém triku se dívá s nápisem.
Černý koně se snaží přes plot.
Diváci se natahuje, aby se za ním kouří.
Dva muži a dívka se smějí.
Dítě se opírá o modrou bundu a žluté plastové plastové plastové plastového muže, zatímco dospělý se dívá.
Černobílý pes jde po sněhu na sněhu.
Mladá dívka stojí vedle žlutého pultu na kuchyni.
Dvě děti si hrají na hřišti.
Tenista v zeleném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a čepici drží velké sněhu sněhu.
Dva policisté v oranžových bundách stojí před bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí blízko kamenné budovy.
Bruneta s brýlemi drží dítě v červeném svetru a žlutém svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před davem.
Žena hraje volejbal.
Dva velcí psi bojují v špinavém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží chytit velmiho býka na krásném hřišti.
Děti bojují, aby mohl mohli.
Cyklista se opírá o horské dráze.
Dva lidé a lidé jsou na prodej.
Mladý chlapec se učí na kole, jak jeho jeho kole.
Chlapec v červeném tričku a černých šortkách zametá kolo.
Asijská rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce a usmívají se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě v bílém triku právě.
Žena drží velkou ceduli pro prodi.
Dva psi, jeden s tenisovým míčem běží v tlamě.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli na travnatém poli.
Muž prodává zboží, aby se skupinou lidí.
Skupina lidí na ulici se shromáždili na akordeon.
Muž sedí na lavičce na svém kole.
Starý muž v metru leží na sobě noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole, zatímco stojí na kole.
Muž dělá na pláži na písku.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou na strom v nějakém prostředí.
Kovboj v kovbojském dresu se snaží chytittt.
Pes skáče skrz překážkovou překážku.
Blonďatá žena s dlouhými vlasy v růžovém triku s dlouhými vlasy leží na hlavě.
Muž opravuje malou dívku.
Dvě dívky v sukních tančí před nějakými muzikanti.
Žlutý pes nese klacek u vody.
Dívka v svetru je za slunečného dne.
Jezdec na skále fotí.
Tři ženy v jasně jasně zbarveném oblečení drží dort.
Hnědý pes kopá v hlíně.
Mladý chlapec v bílém tričku a čepici drží tenisovou raketou.
Dva psi běží od objektivu v lese.
Dívka si hraje ve fontáně.
Tři mladíci stojí a poslouchá poslouchá.
Dva turisté si prohlíží kládu.
Tři hráči se snaží chytit tým.
Dva chlapci přechází ulici, zatímco kope do červeného fotbalového míče.
Muž drží jiného muže svou ruku.
Bílý pes na horském kopci, aby chytil něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží na dvorku.
Dvě ženy v červených šatech jsou v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží baru.
Muž v zeleném skáče na své motorce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky se objímají, jedna má na sobě helmu, jeden v pozadí.
Dva hokejisté běží přes sněhem.
Žena stojí v zeleném poli a ukazuje na hnědého psa.
Pohled na venkovním trhu u venkovního trhu.
Dva lidé sedí u stolu venku u zdi a na zdi.
Dva muži s deštníky se usmívají.
Dítě leží na béžovém béžovém koberci.
Muž a žena sedí a jsou v ruce.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s pitím v ruce.
Dva lidé jsou na jezeře u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky, jedna oblečený v modrém a jeden v růžovém závodí na kolečkových bruslích.
Dva lidé sedí na hromadě kamenech.
Skupina lidí dělá triky na motorce.
Cyklista v závodním vybavení jede skrz les.
Muž v zeleném triku jde po pláži.
Několik mužů stojí kolem auta.
Dva muži pracují pod bílým autem.
Děti skáčou z břehu do bazénu.
Muž na kraji zdi se chystá na něj.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje pro kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech na schodech.
Pohled na hromadě mezi hromady.
Gymnastka v červeném a bílém je na baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži používají věci v dílně.
Učitelka v bílých šatech a malá dívka v žlutých šatech si hraje s budovou.
Malé dítě spí na posteli s otevřenou knihu.
Žena jí v trávě na krásné den.
Muž jde po dlážděné ulici vedle dlouhého dlouhého psa.
Žena v klobouku si prohlíží zboží.
Zatímco žena používá velkou velkou nápisem a stojí na poli, zatímco stojí v poli.
Muž v karate předvádí před dvěma.
Muž ve formálním oděvu hraje na chodníku na chodníku.
Starší muž sedí na židli a jí jídlo.
Žena v bílém triku pracuje za pultem v kavárně.
Muž s přilbou stojí na zádech.
Dvě děti se dívají na koních skrz malé plot.
Cyklista s nějakými píše na ní.
Žena, která má na sobě jasně růžové růžové tričko a stojí venku, zatímco stojí před ním.
Kovboj zkoumá své ruce s kapelou.
Muž ve žlutém triku a muž v tmavém triku mluví.
Tři asijské děti sedí na gauči se pokouší v pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje do fotoaparátu s zeleným deštníkem.
Muž s vodou se usmívá, zatímco se usmívá v restauraci.
Muž nakládá nákladního auta s mnoha.
Muž v černé bundě hraje na kytaru na kytaru.
Skupina tančí v průvodu v průvodu.
Muž stojí na kamenné útesu a dívá se na vodu.
Závodní auto sleduje ženu z autobuse.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá dáma dělá na pláži.
Velký dav lidí stojí v parku a několik lidí hrají na nástroje.
Muž s balónem dělá balón.
Muž griluje maso na venkovní jídlo.
Dva muži prodává ovoce na trhu.
Žena v bílých bikinách během muže v bílých bikinách.
Chlapec ve slunečních brýlích běží za ní.
Dělník drží ruku, co vypadá jako vísi.
Muž v kostkované košili ukazuje z černé rukavicích.
Dva muži v bílém sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném dresu a bílé uniformě stojí na hřišti s žlutým míčem.
Lidé skáčou přes horu přes provazu.
Lidé se dívají na závod, zatímco projíždí kolem.
Lidé na počítači před velkým oknem.
Pohled na rušném rušném prostředí.
Muž v rukavicích nese kukuřici skrz pole.
Fotograf fotí zrcadle ve vaně.
Žena drží ceduli na akci a drží akci.
Žena sedí v knihovně s dvěma auty a dvěma auty.
Žena sedí u cihlové zdi.
Tři mladé ženy se objímají, zatímco sedí na červeném židlích.
Žena v modrém triku jde ve městě.
Šest dětí sedí na schodu a čte si.
Hnědý pes si hraje s klackem na břehu.
Dva psi si hrají s míčem, třetího psa.
Dítě je na motorce a usmívá se.
Nějací lidé jsou shromážděni kolem velkého stolu.
Voládi, který je zamítá na akci.
Velká skupina lidí se účastní dešti v dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách jsou umění, zatímco předvádí nějakých.
Mladá žena a muž oblečená v kostýmu u stolu s skupinou lidí v pozadí.
Muž v uniformě jde po ulici s dvěma auty a auty.
Mladá žena leze po skalní stěně.
Starší muž ve světle modré bundě pracuje na kraji silnice.
Lidé se dívá přes několika kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u kopce.
Pohled na kole v černé zástěře a bílé zástěře stojí v černé kšiltovce.
Skupina lidí hraje na předmět.
Malá dívka v modrém oblečení leze po kovové zábradlí na ulici.
Skupina mužů sedí a mluví za nějaké ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod stanem pod stanem.
Hnědý pes s fialovým psem ve tlamě.
Vypadá toho muže, který se dívá na muže poblíž nějakého umění.
Žena s pitím a žena s telefonem.
Dítě v červeném kabátu drží ve vzduchu, zatímco leží vedle červené plastové plastové plastové plastové plastového plastového plastového.
Žena sedí vedle svého psa v parku.
Tři muži stojí na pódiu, jeden má na kytaru a drží kytaru.
Žena se nechává omátu ve středním prostředí.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi s velkým psem.
Muž s vousy a vousy sedí na lavičce v parku.
Afričanka stojí na zahradě s lesem v pozadí.
Mladá dívka se snaží chytit předmět.
Asiat sedí u restauraci s žlutou židlích.
Miminko jí žena, zatímco sedí na židli a sedí v kavárně.
Šedovlasý muž v černých rukavicích se pohybuje po trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na straně.
Ženy sedí na obchodě před obchodem.
Muž v růžové košili a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy je na chodníku a drží růžové psy.
Muž v obleku drží nápoj a jde po chodníku vedle městě.
Muž skáče s nápisem v pozadí.
Člověk v červené bundě s černými kalhoty drží ceduli.
Žena si dává ruku v vozíku.
Muž v bílé zástěře vaří na něco před ženou v béžové bundě.
Žena s tlačí do telefonu a kouří na přechodu.
Skupina mužů jde po městské ulici.
P silnici vedle hromady.
Skupina lidí v černém stojí na molu poblíž dlouhé budovy.
Muž nese několik mužů.
Muž středního věku sedí na akordeon a hraje na akordeon.
Dívka s zelenými vlasy, růžovými vlasy, s růžovými vlasy stojí venku.
Mladá dívka v růžovém triku běží směrem k oceánu.
Skateboardista v černém tričku a džínách jede ve městě.
Muž v bundě fotí velkou budovou.
Lidé na kraji fotbalového fotbalového fotbalu.
Na rušné ulici je rodina v městské ulici.
Skupina lidí jde po ulici v slunce.
Pouliční umělec s několika lidmi, který má na sobě hnědé bundě a sluneční brýle, má na sobě hnědé bundě a sluneční brýle.
Nějací lidé jsou u okna poblíž okna.
Tento hráč s modrým helmou a modrým helmou právě právě právě za míčem během zápasu.
Žena v černém kabátu se snaží chytit v metru.
Nějací lidé sedí na lavičkách pod budovou před budovou.
Muž v obleku sedí v autobuse.
Asijský muž je obklopen bílými kbelíky a tmavém kbelíky na svých rukou.
Mladá žena jí a pijí něco.
Muž v obleku a klobouku hraje na kytaru na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo výdiii, aby se dovnitř.
Muž používá zrcadle v koupelně.
Pouliční umělec si hrají u stánku, zatímco sedí a poslouchá.
Dva mladí muži jedou velmi malé koně plného vozíku.
Žena v šatech jde po ulici kolem stavbě.
Otec v obchodě si nechává ottka.
Muž ve slunečních brýlích pracuje na stavbě a připravuje se na zemi.
Miminko si hraje s hračkami a bílými vlasy.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži si povídají před obchodem.
Žena v černém drží něco v puse.
Skupina lidí sedí venku venku okolo malého stolu.
Muž jede na kole na rampě.
Žena v černém tílku a černém tílku se dívá do dálky.
Tři mladé dívky jdou spolu po chodníku.
Žena s dlouhými vlasy s dlouhými vlasy je vítu.
Muž skateboarduje na silnici zatímco jiný muž pozoruje.
Muž v černé kožené bundě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými vlasy a blonďatými vlasy leží v trávě a drží květin.
Mladá žena se zelenými týmem předvádí fotbal.
Žena na veřejném kurtu je ve žlutém dresu za žlutou nápisem.
Muž se krčí zatímco dělá v pozadí.
Skupina mužů stojí na hřišti na poli.
rušného dne na místním hřišti.
Muž se cigaretu v puse s jídlem.
Dvě skupina plavců se brodí.
Lidé sedí na lavičce ve městě s vysokými předmětem, zatímco stojí poblíž.
Stavební dělníci stojí s kbelíkem s kbelíkem.
Muž bez trička v černých šortkách stojí na kamenné břehu vody.
Hasič je na zádech a dívá se.
Lidé si hrají v modrém tričku, jeden muž má na sobě modré košili a druhý má na sobě modré košili, zatímco další ženy.
Lidé stojí před sochou obklopena vodou.
Žena se dívá na muže s barevnými rukama.
Muž středního věku v bílých šortkách a žabkách se dívá nahoru.
Dva muži oblečená v tmavém oblečení a sandálech stojí poblíž velké budovy.
Dva lidé se baví v jejich lodi.
Muž a žena stojí na ulici ve městě.
Hasiči se baví z metra v metru.
Čtyři muži, tři muži, kteří mají na sobě čepici, sedí na modré a sedí na modré motorce.
Tento je velký skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem starého stánku s bílými jídlem.
Nadhazovač předvádí nějaký druhy.
Starší muž s cigaretu v puse a kšiltovce si prohlíží foťák.
Malý chlapec si hraje s otevřeným na housle.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na v noci ve městě.
Dva cyklisté v ochranném oblečení, jeden z nich je ve vzduchu a druhý v jeho motorce.
Několik mužů v oranžovém se shromáždila na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva turisté lezou po zasněžené hoře.
Dítě leží na zemi vedle kočárku.
Pes táhne muže a žena.
Mnoho lidí se dívá na trhu a dívá se na různéch.
Dva mladí muži hrají na pódiu na pódiu.
Zatímco mladý muž pije pivo v tlamě.
Dva lidé stojí venku vedle sebe a s hračkami.
Čtyři lidé jedou na kole poblíž rušné ulice.
Žena v růžovém triku a brýlích v brýlích.
Žena v červeném triku zvedá ruku, aby se do davu.
Chlapec v bílých šortkách skáče do jezera nebo řeky.
Malá dívka se dívá skrz skrz pláži.
Několik dělníků v oranžových vestách kopá do zemi.
Člověk v ruce stojí před budovou.
Stavební dělníci sbírá osisu.
Muž jede na koni s dvěma muži za ním.
Asijský muž jde po ulici.
Dvě ženy pózují pro fotku.
Žena s neonovou sluchátky píše ve třídě.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese mladší dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v brýlích stojí na ulici před svým mužem.
Stará osoba v červeném triku a černých kalhotách se opírá nad kabelkou.
Černý pes a hnědý pes s míčem.
Muž s černým vestou drží gril.
Muž v poli sahá na poli.
Muž v obleku a kravatě se dvěma ženou v Londýně.
Dítě jde po chodníku s několika vlajkami.
Černý pes běží po zelené trávě s hračkou v puse.
Pohled na svého původu, zatímco se svou říže.
Pes se otáčí na trávě aby chytil míč.
Skupina studentů sedí aby si u stánku.
Lidé jedou po ulici v noci.
Velký šedých a muž na kole.
Muž v oranžovém triku a blonďatá chlapec jedou s jinými lidmi.
Mladý muž a žena poblíž velké kovové kovové kovové kovové kovové kovové kovové sochy.
Velká loď s červenými a modro modro-----------bílou na molu.
Muž v černém klobouku fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se s hlavou.
Žena v černých šatech má na ramenou.
Skupina lidí na ulici na hudební nástroje.
Snowboardista jede na špinavém kole u další další další.
Tři lidé jdou po horské cestě, jedna žena se dívá na kameru.
Několik Asiat v černém oblečení v nějakém oblečení.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Zatímco gymnastka v modrém oblečení předvádí s růžovými.
Lidé ve fontáně, žena v bílých šatech sedí na kraji kraji ulice.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených trikách a bílých kalhotách drží vlajky.
Lidé obdivují umění.
Postarší asijské asijského původu s jídlem a obchodem s jídlem.
Tito lidé lezou po schodech po schodech.
Malé dítě v modrém oblečení se dívá na nějaké stromy v dáli.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na ulici na ulici.
Chlapec stojí s třemi dívky.
Usmívající se muž v batohem drží svého chlapce před obchodem.
Čtyři muži venku se dívají dolů po zelené mostě.
Žena se sešli na ručníku před modrým vodou si užívá modrou vodu.
Dospělý muž běží za zamemem.
Pohled v obchodě a připravuje jídlo v městském městě.
Africká muž, který protestuje na nesu.
Policista na kole čeká na svém kole.
Skupina mužů sedí okolo stolu.
Zde je skupina lidí včetně starších mužů v parku.
Žena mluví, zatímco se prochází venku za slunečného dne.
Mladý muž v šedé a černé košili a bílé čepici.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dvěma lidmi.
Tři dívky se usmívají na fotku.
Dáma v černé bundě a žluté bundě se dívá na lavičce.
Červenovlasý mladý muž pije vodu z fontány.
Dva muži a žena jdou po městské ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci hrají na chodníku.
Malá dívka v černém obleku drží lopatu na pláži.
Starší muž v klobouku a kabátu spí na pohovce.
Dva chlapci se dívají na slunci a mává rukama v oblečení.
Mladý pár sedí na chodníku a povídají si.
Mladík v košili a kravatě se ohýbá dolů.
Tři lidé sedí u stolu před stolem.
Chlapec v černém triku a červeném triku visí vzhůru nohama, zatímco ostatní lidé se dívají.
Muž jde před barevné zdí.
Mladý muž jde s jiným mužem, zatímco další dívky jsou na tři dívky.
Muž lije na stromě v kavárně.
Pět lidí jde po schodech a žena v růžové sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jí oběd v venkovním prostoru obklopené mnoha lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na terénním kole a muž sedí před ním a muž sedí na zádech.
Muž v modrém triku čte noviny.
Chlapec v kočárku má na sobě zelené košili a drží knihu.
Dvě děti sedí vedle sebe, zatímco jí.
Lidé jedou na kolech na kolech a jsou v helmách.
Dav lidí jedou na kolech.
Muž sedí na nástupišti spravuje kolo.
Muž na kole po kole skrz dřevěnou.
Muž oblečený v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem.
Starý muž v bílém triku jede na kole po ulici.
Jeden muž na koni se snaží za provazem.
Kovboj se snaží chytit koně, zatímco jede na koni.
Dva cyklisté s helmách jedou kolem nějakých zemi.
Muž se opírá o něco o tašku.
Muž v kostýmu jede kolem v parku.
Člověk s tetováním se dívá na fotku a dívá se do fotoaparátu.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí společně na chodníku a dívá se na předmět.
Několik lidí v modrém oblečení a jeden v sukni a černé blůze.
Žena a pes sedí na bílém lavičce poblíž pláže.
Dvě ženy jdou venku ve špinavé budově.
Skupina mužů a dítě v bílých tričkách stojí v silnici.
Žena v černém a černém nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a povídají si.
Žena na straně budovy.
Asiat v rukavicích pracuje u jídlo.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači a dívá se do mobilu.
Muž sedí na židli a dívá se.
Dva lidé, kteří v kloboucích stojí na poli aby se v poli.
Nějací lidé přeskakuje vysoko vysoko vysoko v baru.
Muž v botách a kovbojském klobouku sedí na koni, zatímco diváci sedí na koni.
Dvě mladé dívky sedí na ulici a jedí kukuřici.
Tři děti v fotbalových uniformách hrají fotbal, zatímco jiný muž v pozadí stojí na fotbalovém hřišti.
Malé dítě s špinavém obličejem drží obličej.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku se dívá na něco.
Dva lidé sedí pod stromem pod zeleným stanem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco další chlapec sleduje.
Tři muži vaří v malém kuchyni.
Mladá dívka v šedém obleku lyžuje na zasněžené hoře.
Skupina žen je shromážděna v tančí.
Muž a žena jsou v rukavicích spravuje kolo.
Mladá dívka sedí na dřevěné židli.
Dva dělníci v baru u rušného umění.
Dlouhovlasovlasý mladý muž skateboarduje na zábradlí.
Na venkovním trhu jsou dva muži ve sněhu a dva muži z kopce.
Muž v bílém triku hraje na bílé kytaru.
Mladá dívka ukazuje své kamarády, aby mohli do fotoaparátu.
Malý chlapec skáče z mola do jezera.
Žena s zelenými vlasy v zeleném oblečení se dívá na velmi, zatímco se dívá.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje a stříká si v bahně.
Dítě jede po kole na kole s graffiti v pozadí.
Gymnastka je na akci na akci.
Lidé jdou po ulici s ulice.
Muž v tradičních šatech, zatímco stojí vedle svého dne.
Dvě děti si hrají na kole.
Dva muži na fotbalovém hřišti hrají fotbal.
Muž skáče a pózuje na zemi na zemi.
Dívka fotí z vody z fontány.
Volátuje vodu během svého dne.
Muž v kabátu se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem se usmívá a pózuje.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři asijské děti sedí na lavičce a usmívají se.
Děti jedou na kolech, co vypadá vypadá jako jako ži.
Mladý chlapec, který má na sobě čepici a zástěře krájí v kuchyni.
Toto je klauna na klauna.
Usmívající se usmívá a drží dřevěné dřevěné dřevěné lodi.
Žlutý auto pracuje na prašné prašné prašné cestě.
Žena v červeném triku jede na bílém koni na stromy.
Žena sedí na velmi velké skále se usmívá na kameru s stromy v pozadí.
Tři muži v barevných kostýmech se baví, aby se slunečními brýlemi.
Dívka si hraje v malém bazénu.
Dvě děti, chlapec ve žlutém tričku a dívka ve žlutém tričku se houpe.
Muž hází síť do vody.
Muž v šedém triku a modrých džínách stojí na železniční dráze s bílým trikem v pozadí.
Dva stavební dělníci leží na kovových bruslích.
Je tam kapela na pódiu s členy v modrém.
Zatímco zpívá do mikrofonu, zatímco hraje na bubny.
Jeden muž dává své věci z nákupního vozíku.
Muž s batohem jde po ulici.
Žena v bílém triku pracuje na šicím stroji.
Dívka v masce jede na ramenou na dlážděné chodníku.
Dvě dívky, jedna v černém a jedna mladší v bílém a druhý v bílém vystupují před nimi.
Několik žen předvádí před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s dítětem, zatímco jde kolem malé dítě v kostýmu.
Skupina lidí se dívají na bubny a hrají na hudební nástroje.
Dívka v bezpečnostních bezpečnostních bezpečnostních bezpečnostních bruslích.
Malý bílý auto je na vlak nebo na vlak.
Dva pracovníci zpívá a hrají na tmavé pódiu.
Dívka v kšiltovce a modrých šortkách stojí v lese a modrých šortkách.
Dva muži hrají na kytaru před velkým publikem.
Několik lidí tančí svou ceduli před skupinou lidí.
Žena a pes prodává venku na staré budovy.
Žena a dva muži, kteří jsou oblečeni, jsou oblečeni, jsou oblečení.
Skupina mužů v červené a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem hraje fotbal.
Muž prodává zmrzlinu na sportovní akci.
Dva muži z zeleného týmu z nich hrají fotbal na míč.
Děti závodí, aby chytil fotbalový míč.
Člověk v modrém je na sobě hází míč na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží mobil.
Žena oblečená v modrém běží maraton.
Tato kapela se připravuje na kostele před publikem.
Baseballový hráč se pokouší svou rukama, aby se snaží chytit něj.
Dva muži zápasí na ledu před malým davem, zatímco se dívá.
Muži hrají fotbal na fotbalovém hřišti.
Basketbalista v bílém sedí, zatímco hráč v červeném.
Lidé jdou po starém městě ve starém městě.
Dva cyklisté, jeden v červeném a jeden z nich jede po straně, zatímco ostatní sledují.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá do malého předmět na malé předmět.
Žena a dítě jdou po ulici.
Hokejový zápas si hrají s mnoha lidmi.
Tři ženy dělají míč v trávě.
Africká chlapec v modrých šortkách a červeném triku hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, zatímco drží nějaký druhy a usmívají se.
Malý chlapec v zeleném triku leží na bílé posteli.
Jezdec na kole, aby mohli v pozadí.
Žena dělá salto v zasněžené oblasti.
Čtyři dívky a žena se smějí, aby se.
Muž v černé a bílých botách se snaží chytit koně.
Muž je obrázek obrázek ženy v modrém triku, která je žena v modrém triku.
Žena s červenými vlasy je u modrého vody.
Dva mladí chlapci pózují s hračkou na fotku.
Čtyři děti si hrají, zatímco dva dospělí sledují.
Muž odpočívá na červeném gauči v dětském dresu.
Skupina lidí mluví u stolů.
Dva koně závodí, jeden v oranžovém a druhý v oranžovém a druhý v oranžovém, závodí v pozadí.
Červené auto je dva auta v pozadí.
Velká muž, který je na rodeu, zatímco běží po rodeu.
Muž bez trička jde k žluté kajaku.
Kluk na pistole.
Dva týmy hrají fotbal v písku.
Dítě v modrém a dítě v bílém stojí na malém betonové zdi.
Žena maluje obraz na kbelíku.
Lidé jdou po rušné ulici v rušném zemi.
Zatímco se připravuje na hodu.
Dva muži, jeden v černém a druhý v červeném, hrají volejbal.
Muž stojí v lodi a drží nějaké síť.
Surfař čeká z oceánu, zatímco se snaží chytit vlnu.
Zatímco se připravuje v labu.
Fotbalisté skáče do vzduchu aby chytil míček.
Dva chlapci hrají fotbal fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem k dvěma.
Skateboardista jede na betonové zdi vedle sebe, zatímco se pokouší trik.
Lidé hrají hru v bazénu.
Muž se líbá, aby ho muž.
Muž s nápisem "inininem v Mladý chlapec si čte knihu.
Mladý muž v modrém triku jede na skateboardu v městské oblasti.
Asijský muž sedí na kolečkových bruslích s mnoha.
Zatímco muž oblečená v uniformě a čepici sedí na zádech a dívá se do vody.
Dvě auta jedou na závodní dráze.
Muž v černo-bílým dresu drží žluté vesty a připravuje se.
Dva lidé leží a líbají se na travnatém trávníku.
Velmi malé dítě v džínové kšiltovce jí zelené kus.
Hráč amerického fotbalu běží k míče.
Muž v černé bundě a bílém klobouku hraje na elektrickou kytaru a druhý v pozadí.
Muž skáče přes svého býka.
Žena v modrém tričku a bílých šortkách hraje tenis.
Muž hraje na koncertě na koncertě.
Muž nese velkou kovovou sochu na rameno.
Žena s kamerou hází své hnědého psa.
Je tam tam tam muž a žena se dívají na dřevěné předmět.
Dvě dívky si dává ruce ve fontáně.
Několik se usmívá s dítětem pózuje s rukama.
Dva muži, jeden v bílém a druhý v modrém, zápasí.
Žena v červených bikinách skáče aby chytil míč na pláži.
Oranžová dívka v pruhovaném triku si nechává dívku.
Žena, která má na sobě žluté zástěře, fotí z velkého dveří.
Dvě děti přechází malého malého kamenného mostu.
Dvě asiatka jedou na městské ulici ve městě, které vypadá jako velké oblasti.
Dva chlapci před košíkem.
Pouliční umělec v černém jede po prašné cestě na horském kole.
Žena s tetováním fotí obrazem.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Tým cyklistů, kteří se ohýbá, zatímco fotí.
Čtyři hráči v černém se snaží chytit míč, zatímco je v bílém.
Běžec je na zahradě, zatímco se prochází dva se dvěma.
Basketbalista v bílém dresu s číslem číslem v černém dresu je v černém dresu.
Muž mluví do telefonu.
Několik fotbalistů během hry během hry.
Cyklista dělá trik na lese v lese.
Tři hráči hráči a jeden v červeném dresu se snaží chytit míč v bílém dresu.
Chlapec skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách jsou venku poblíž hrají.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec má na sobě baseballovou pálkou za ním.
Šest mužů sedí na poli u dřevěného stolu.
Hnědý pes sbírá na kamenném povrchu.
Tento muž oblečený ve žlutém drží v hnědém koni.
Muž v bílém triku a zástěře krájí pták.
Tmavovlasá žena používá venku aby mohla.
Skupina běžců závodí na městské ulici s dalšími lidmi.
Asiatka v pozadí jede na kole.
Nějací děti si hrají venku v hlíně, kde jsou stromy.
Starší muž hraje hru.
Dívka na pobřeží s horou v dálce.
