Muž v oranžovém klobouku se dívá na něco.
Blonďatý chlapec běží pomocí zelené trávě před bílým plotem.
Dívka v uniformě si dávají klacek před kopou.
Pět lidí v zimních bundách a helmách stojí ve sněhu s sněhem v pozadí.
Lidé opravuje střeše domu.
Muž ve světle světle zbarveném oblečení fotí skupina mužů v tmavém oblecích a kloboucích stojí okolo ženy v béžovém oblečení.
Skupina lidí stojí před kavárnou.
Chlapec v červeném dresu se pokouší snaží z okna, zatímco se pokouší chytit míč v modrém dresu.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopis.
Matka a její mladá mladá si užívá den.
Muži hrají volejbal, jeden z nichž jeden z nich je do vzduchu.
Žena drží v kuchyni jídlo v kuchyni.
Muž sedí u stolu v svém domě.
Tři lidé sedí v zemi.
Dívka v džínových šatech jde po lešení.
Blondýna drží ruce s mužem v písku.
Žena v šedém svetru a černé kšiltovce stojí v obchodě.
Člověk v pruhovaném triku leze na horu.
Dva muži bojují, zatímco žena se dívají.
Lidé stojí před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá nějaké druhu na trampolíně na pláži.
Muž stojí u Skupina lidí v baru.
Žena používá papír, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu s nápisem.
Muž krájí dřevěnou stromy.
Skupina asijských chlapců čekají na maso pro maso.
Ženy v tradičním oblečení, kteří jsou v tradičním oblečení.
Jeden muž drží muže, zatímco se připravuje na obličej v obličeji.
Šest lidí jedou na horské horském kolech.
Dvě dívky sedí na římse v zalidněném náměstí.
Dítě je ve vodě.
Tři lidé sedí u piknikového stolu před cihlovou.
Tři chlapci stojí na molu v plavkách.
Asijský žena zvedá tašku, zatímco si prohlíží rybu na trhu.
Stará žena si hraje na saxofon.
Pohled u budovy, který se dívá na kameru za plotem.
Mladá žena se dívá na pizzu.
Muž bez trička v šortkách stojí na nějaké kamenech.
Dívka v záchranných vestách plave ve vodě.
Muž v uniformě a muž v modrém triku stojí před autem.
Lidé sedí ve vlaku.
Dítě se houpe do vzduchu ve vzduchu.
Muž v červeném triku přeskakuje tyč.
Dva muži v plavkách skáče do vzduchu ve vzduchu.
Batole vaří se další člověk.
Otec a dvě děti jsou venku venku na trávě a dvě děti na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Zatímco předvádí salto, zatímco se připravuje na vysoko.
Velká skupina lidí balancuje ulici.
Muž na kupuje do vody do vody.
Žena v džínách jde kolem autobus s ženou, která se dívá přes ní.
Muž v růžovém triku sedí v trávě a míč ve vzduchu.
autě na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žlutém kalhotách zvedá své ruce.
Dva muži v kloboucích a čepicích jdou podél vody během slunce.
Tým tým dělá tým na židlích.
Kluk si hraje s dospělým mužem, zatímco dívka se dívá.
Dav lidí z nějakém parku.
Muž sedí na lavičce a drží psa a dívá se na vodu.
Chlapec a jeho mladší chlapec si hrají na hřišti.
Žena v modrém saku se dívá na lavičce, zatímco lidé sedí na lavičce.
Hnědý pes stojí na písku.
Žena sedí s košíkem je obklopena nohama.
Muž griluje na dvorku.
Žena zpívá v klubu s mužem za ní.
Basketbalista hraje na akustickou kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Pouliční umělec s housle hraje na ulici, zatímco žena v modré kytaru se dívá.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby si hrají.
Tři hráči v metru si hrají okolo.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí v trávě před budovou, fotí.
Muž bez trička se dívá z dálky, zatímco tři žena jdou kolem davu.
Dva mladí chlapci krájí ovoce na kole.
Muž v černém tričku, kšiltovce a džínách hraje na bubny.
Mladá žena maluje obrázek obrázek ženy na zdi.
Dvě ženy předvádí skok vysoko vysoko vysoko obklopen dvěma ženami.
Muž se opírá papír v tom kuchyni.
Chlapec se houpe na jezeře.
Muž pracuje pár.
Velká skupina lidí spolu spolu spolu spolu spolu sedí venku.
Blonďatá žena na baru během baru.
Malé dítě v modrém tričku a bílém triku drží žlutou plastovou vlajku.
Žena s růžovými vlasy v černém mluví do muže.
Muž v japonském obleku připravuje jídlo na dvou lidí.
Dívka se natahuje přes řeku, aby mohli.
Pracovník s tetováním klečí vedle dvou žen.
Starší muž se svým rukama a dívá se.
Dítě v bílých šatech cvičí.
Tři muži v záchranných vestách jsou venku.
Žena fotí dítě v růžové čepici, zatímco muž nese ruku.
Skupina asijských dětí sedí v modrých židlích v modrých židlích.
Mladý chlapec v fotbalovém dresu brečí do svého stánku.
Šťastná žena připravuje jídlo v kavárně v kavárně.
Stavební dělník řídí kovové vybavení na staveništi.
Žena běží pomocí softballu, zatímco se dívá do ní.
Muž v uniformě se prochází kolem jiného muže.
Skupina lidí leze v zimě.
Závodník se chystá na horu s modrou helmou na horu.
Muž dělá stojku na vrcholu sochy.
Dítě sedí u stolu a drží papír.
Hnědý pes se naklání do jezera, aby chytil klacek.
Matka se pokouší dva mladí chlapci, aby mohla rybu do velmi vodě.
Malé dítě jde vedle červeného mikroskopu.
Dívka sedí na kulatém kole s mladším chlapcem, zatímco další dívka fotí.
Černý pes honí míč ve vodě.
Muž v bílých kalhotách a modré košili kope žlutou tašku.
Dva Indi se účastní závodu.
Chlapec s náhubkem a píše na ruce a píše na ruce.
Dva hasiči na oceánu během západu slunce.
Lidé stojí na přeplněném metru a jsou venku.
Muž dává zeď s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jedna pódiu předvádí malé kapela.
Dítě v ochranném oblečení se dívá na kameru.
Muž sedí vedle počítaču.
Tato dáma, která má na sobě ochrannýchy a směje se.
Lidé uvnitř budovy, jeden z nich fotí.
Čtyři bílý psi s náhubky skáče přes červenou zeď.
Žena v modrém triku drží dítě.
Dva lidé sedí na pruhovaném pláži ve vodě.
Stará žena pracuje na tkalcovském stroji.
Chlapec stojí v popředí a dívá se přes další lidé v hřišti.
Muž v modré bundě si dává mladého chlapce.
Tři hnědí psi skáčou na ženu v modrém.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes vrchu písku v poušti.
Dítě v žlutém triku skáče a dolů.
Dělník ve žluté bundě je vysoko vysoko vysoko na budově.
Muž ve vojenském obleku mluví do mladého lidí.
Několik pivo táhne v baru s rukama na stropu.
Muž je dolů po útesu nad oceánem.
Muž v černém jde k svého auta ve sněhu.
Pouliční umělec skáče po míči.
Policista v kšiltovce a rukavicích se usmívá, zatímco má na sobě sluneční brýle.
Zatímco se prochází v parku.
Muž v zelené přilbě a žluté bezpečnostní vestě se objímají.
Dítě s růžovými vlasy tančí na hlavě obklopenahy.
Pes s kbelíkem na řece pro něco pro něco na řece.
Muž se připravuje svého dne pro den.
Muž v červeném triku se chystá chystá jídlo.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku s žlutou lopatem.
Muž, který má na sobě bundu na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malého bílého sochy.
Šest mužů bez trika si hrají ve vodě a dívá se.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s roztaženýma dětmi, které se dívá.
Malá dívka otevírá strom.
Žena v modrém je před dvěma ženami.
Malá dívka se pokouší ohrátky na dvorku.
Hnědo-černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Cyklista v černé bundě a kalhotách jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž v černé koženém klobouku a kovbojském klobouku jde kolem výsu.
Pes běží venku s žlutým hračkou.
Pes v rukavicích běží ve sněhu.
Rodina si hraje na pláži s jejich psem.
Žena a dítě se objímají, zatímco dítě se baví.
Dva muži a žena stojí venku.
Skupina mužů používá kládu na lodi aby tlačí vodu z vody.
Muž pije z stolu, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žluté šortkách hraje fotbal.
Muž stojí na kamenné konstrukce s rukama, který vypadá jako ptáka.
Pes pije vodu na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na betonové židli a připravuje se na kamarádi.
Malé dítě v zelených botách si hraje v bahně.
Muž používá pilou pilou pilu.
Muž sedí u piknikového stolu s mnoha očima a pluje pivo před ním.
Chlapec v černém triku a modrých džínách drží červený míček.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží na psa.
Velká muž s nápisem kupuje na balkoně.
Dva psi se perou na sebe na sebe.
Toto je skupina lidí stojí okolo nějaké akci.
Hnědobílý pes si dává hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budovy.
Žena s hnědými vlasy sedí na lavičce venku venku.
Muž vedle kola hraje na flétnu.
Dvě děti balancuje na kládě a drží provaz.
Muž jede na motorce na dráze.
Mladá žena s fialovým deštníkem si dává obličej obličej na dřevěné lodi.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládě přes malého řeky.
Mladý muž v bílém tričku a zelených šortkách stojí na skále.
Skupina lidí jsou pokrytou deštníky.
Muž je na svém kole s nápisem nápisem nápisem na svém kole.
Muž hází kládu do vody a dva psi se dívají.
Skupina starších mužů hraje pod stanem pod stanem.
Pohled na zalidněné ulici.
Mladá žena drží bílé provaz na slunečném dni.
Dva lidé v modrých tričkách jsou venku s býkem.
Černý pes dává do bazénu.
Kovboj jede na zádech v soutěži.
Pracovníci pracují na železniční železniční trati.
Pracovník v oranžové vestě používá sníh.
Dva dělníci mají na staveništi, zatímco pracují na staveništi.
Tři muži jdou po kopci.
Asijská žena v květovaných šatech pózuje na mostě blízko ní.
Mladý muž se svýmvou kytaru v kuchyni.
Tři chlapci si hrají s klackem a kbelíky.
Tři dělníci jsou na chodníku.
Lidé jsou v lese vedle sebe v lese.
Skupina lidí je shromážděna v kostele.
Skupina mladých mladých lidí skáče v noci na kameru.
Dva muži jedou na kajaku, jeden oranžové, jeden modrý modrý.
Dva pracovníci používají cement na cihlové budovy.
Žena v červeném svetru a džínách sedí s rukama na levé kole.
Dva atleti si dávají na tom, zatímco se dívají na něj dívá.
Pohled a čeká na letišti.
Muž ve žlutém kabátě se dívá do ohně, chlapec v parku sleduje.
Muž a chlapec na kamenné pláži.
Žena na lodi, která má na sobě černé kostýmy.
Chlapec sedí na a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Mladík v černém triku s nápisem nápisem "AAAAA" hraje na buben a sedí na buben.
Muž prodává věci poblíž kraji kraji hoře.
Dívka ve žlutém se směje na dívka v oranžové, zatímco se dívají.
Pes skáče přes překážku.
Pes s černým obojkem se pohybuje ve špinavém listí.
Dva hnědí psi si hrají v poli.
Muž s knírem a vousy drží ceduli, který má nežže.
Muž, který má na sobě na sobě stotom oblečení, aby mohli.
Muž v černém triku rybaří na kamenné pobřeží.
Dva psi jsou, kteří se objímají.
Dva muži se baví na chodníku, zatímco projíždí kolem auta.
Tmavovlasý muž sedí a čeká na zákazníky.
Několik turistů s školou v autobuse za nimi.
Dvě ženy v pruhovaných tričkách jdou k levou levou.
Malé dítě v oranžových vestách drží modrý modrý kajaku ve vodě.
Lidé jdou po cestě v stromě.
Tři mladí dospělí si povídají v davu lidí, žena se dívá.
Žena a dítě venku před dveřmi.
Černý muž a jeho bílých přáteli spolu spolu u sebe.
Dívka v maskáčých kalhotách sedí na vrchu a sedí.
Světle hnědý pes běží.
Chlapec pózuje s velkým zeleným zelenými výzem.
Plešatý muž, který se nechává z hnědého hnědého psa.
Dav na rušné ulici.
Pes ve žluté a černé běží na dráze.
Muž v sandálech sedí na chodníku poblíž nějaké tašky.
Muž a žena sedí na metu a povídají si.
Dítě se dívá do kavárně v obchodě.
Muž pije z žlutého stolu na rušné akci.
Chlapec se opírá opírá o auto s květinami.
Žena v květovaných šatech mluví s dětmi před obchodem.
Muž na své svatebního dne.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu poblíž velké vody.
Velký černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše do telefonu, zatímco je obklopena deštníky.
Několik mužů hrají na pódiu, na pódiu s mužem v pozadí.
Muž v oranžovém obleku a ochranném klobouku pomáhá s modrou hadicí.
Muž a dvě dívky ukazuje rybu, zatímco drží rybářský prut před vodou.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červených plavkách a bílých plavkách se do krásného bazénu.
Asijská žena používá své vlasy.
Starší žena a malé dítě v růžové košili si hrají s barevnými květinami.
Malý černý pes skáče přes překážku.
Hnědý muž v zeleném triku hraje venku na trumpetu.
Muž mluví do telefonu s rukama.
Skupina dětí sedí na modré žíněnce, zatímco jí jí.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi si hrají na poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče, aby chytil míč.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví.
Asiat vaří jídlo venku.
Hnědý pes se chystá chytit zelenou frisbee.
Několik vystupuje, zatímco zpívá.
Mladý chlapec stojí vedle písku.
Tři malé děti jdou skrz travnatém dvorku.
Muž, který je na lešení na vozíku.
Muž na kole jede na horském hoře.
Chlapec v modrém a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v bojovém umění umění ve vzduchu.
Žena prodává tašky ovoce na chodníku.
Dva fotbalové týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový tým ve žlutém poli si dává gól.
Skupina mladých lidí si fotí v restauraci.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z malého posteli na malém posteli.
Dva lidé v záchranných kostýmech, jeden ve fialovém kostýmech a jeden fialové, stojí v silnici.
Muž běží v modrém triku s číslem číslem hodněhodně.
Asiatka pózuje na kameru.
Muž, který vypadá jako, aby běží maraton.
Hráč amerického zápasu během hry během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva honí skateboardy, zatímco ostatní sledují.
Fotbalový tým v bílých a zlaté zlatém hřišti.
Malá dívka tlačí na koloběžce skrz travnatého pole.
Skupina asijských dětí v bílých tričkách a kloboucích předvádí s davem.
Chodci jdou po ulici a dívá se na dítě v knihovně.
Hnědý pes běží po písku.
Dva muži v barevných uniformách stojí vedle ženy.
Pasisiisi během zápasu, kde se účastní účastní vlajky a svých vlajkami.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích se usmívá na kameru.
Malé děti jsou na malé vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého fotbalového týmu.
Dva mladí muži jsou fotbal na fotbalovém hřišti.
Lidé jdou po dlážděném svahu obklopeni budovami.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku je v obchodě během tašku.
Žena v hnědé košili a modrých džínách drží dítě pod velkým stromem.
Tři lidé se usmívají a drží poli.
Policista stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí má na hlavě má hlavu.
Muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s dítětem v klíně.
Africká dítě drží něco, které jsou v fotce.
Žena na dav lidí s kusem lidí.
Zatímco se dívají dívají, jak muž v obleku a muž v obleku.
Dav pracuje na baru.
Dívka v bílém a dívka v zeleném jdou kolem modrého auta.
Muž používá vybavení.
Člověk surfuje skrz vlnu v oceánu.
Otec si prohlíží něco něco.
Nevěsta a ženich se líbají pod nevěstou.
Tady stojí v pozadí, zatímco mladý muž v pozadí jde po obličeji.
Černobílý pes skáče přes překážkovou na soutěži v soutěži.
Žena v svetru čte knihu v obchodě.
Několik dospělých se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku se snaží po skále.
Dospívající chlapec se natahuje v kuchyni a v kuchyni.
Lidé drží různé různého bubny, kteří jsou na bubny.
Tři cyklisté na poli jsou na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti se objímají u okna, které stojí poblíž dáda.
Kuchař pózuje pro kameru, zatímco vaří.
Mnoho lidí na ulici, kteří používá na sobě.
Tanečnice skáče na kopci s jeho kole.
Malá dívka běží na břehu pláže.
Bílý pracuje na vodě ve vodě.
Dva muži se baví, zatímco další lidé stojí před kovovou věc, zatímco čtyři lidé stojí kolem nich.
Žena v růžové sukni drží dítě.
Hokejový hráč ve žlutém dresu hází míč.
Muž jde kolem velké ceduli, které je napsáno "SS.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na vrcholu skluzavce.
Muž tančí se psem mezi psem.
Bílý pes běží v mělké vodě.
Několik chodůů jsou v kapele s kapelou.
Skupina dětí si hrají na oplocené zahradě, zatímco dospělý dospělý se dívá.
Skupina žen hrají na hudební nástroje.
Malá dívka ve fialovém kostkovanéch šatech leží na podlaze.
Muž s šedými vlasy si holí s vousy.
Dva černí psi, černého psa, černého psa ve sněhu.
Muž v basketbalovém dresu skáče aby chytil míč.
Žena sedí venku s modrým dveřmi a užívá si ve vzduchu.
Děti sedí na muže v knihovně.
Hnědo-bílý pes skáče přes vodu v písku.
Dav shromáždění kolem parku v dešti.
Několik starších mužů, někteří jsou na rohu ulice na rohu ulice.
Mladý pár se dívá do sněhu.
Fotbalový hráč v zlatém dresu hází míč z týmu.
Žena v černém triku má na sobě fialové triko.
Čtyři ženy v hnědých šatech předvádí míč, zatímco předvádí míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem běží přes nějaké trávu.
Dítě, které má na sobě s číslem číslem """""."
Starší muž a mladá dívka se spolu spolu spolu pracují na lešení.
Zatímco mladý chlapec ve žlutém triku je malé chlapec ve žlutém triku.
Pouliční umělec s mostem a několika auty.
Muž jede do rodeu na rodeu do rodeu.
Chlapec skáče aby chytil míček svou raketou.
Děti na zdi, kteří se dva lidé dívají.
Lidé, kteří jdou v pozadí s vysokými stromy v pozadí.
Malá dívka kope do černého předmět.
Dva muži se snaží chytit vodu z vody na chodníku.
Dva muži tančí s davem a dav se dívají.
Postarší žena stojí na pódiu a něco něco něco něco.
Žena leží na gauči a směje se.
Závodník se nechává u bílého bílé a jedna žena.
Lyžař skáče do plotu.
Tři psi si hrají s sebe v poli.
Dvě malé děti jsou na písku.
Usmívající se mladý chlapec si hraje v listí.
Tito lidé stojí venku venku s dvěma psi.
Zatímcoládáduje, když jeden ukazuje dobrátu.
Dívka v pruhované košili má otevřenou otevřenou otevřenou puse.
Pohled ve vodě na poušti v poušti.
Muž stojí na městské ulici ve městě.
Pohled se svým jídlem v jejich s jídlem.
Dva muži jedou na kole pomocí svého kopce.
Dva lidé stojí na kraji hoře.
Mladá dívka si užívá, zatímco si užívá sněhu.
Tři muži se usmívají a ukazuje na kameru.
Člověk píše na tabuli ve prázdné třídě.
Muž v černém triku sedí u stolu u stolu před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče do vzduchu na nějaké trati.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem je na psa s modrým obojkem.
Chlapec venku si užívá den.
Pracovník v oranžovém obleku klečí a klečí na kusu.
Muži v kovbojskéch kloboucích stojí na rodeu.
Dva psi ve sněhu a jeden má něco v puse.
Umělec si dává pauzu z okna, aby si.
Pes běží za bílým psem a drží žlutou hračku.
Hráč v bílém dresu s klackem.
Muž v bílém triku se zlatým sleduje s nápisem.
Černý koni jede na hlavě skrz plot.
Diváci se snaží za ruce, aby mohli rukama.
Dva muži a dívka se usmívají.
Dítě se opírá o modrou a žlutém tílku, zatímco dospělý dospělý se dívá.
Černo-bílý pes jde pro prohrátá míč na sněhu.
Mladá dívka stojí vedle žlutého psa na kuchyni.
Dva děti si hrají na hřišti.
Tenistka v zeleném pruhovaném triku drží ruku a drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a kšiltovce drží velký kusu sněhu.
Dva policisté v oranžových bundách stojí před bílou stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Hnědovlasá dítě s brýlemi drží dítě v červeném svetru a žlutých botách.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před davem, zatímco lidé jdou kolem.
Žena hraje volejbal.
Dva velcí psi bojují na prašném poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží velmi býka na krásném poli.
Děti se perou, aby mohl mohli.
Cyklista se opírá o horském kole kolem špinavé dráze.
Dva lidé a vodítku jsou na dešti.
Mladý chlapec se učí na kole, aby si na kole.
Kluk v červeném triku a černých šortkách zametá silnici.
Stará rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce přes stolu a smějí se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě v bílém triku.
Žena, která drží velkou obrazy, aby mohli.
Dva psi, jeden s tenisovým míčkem v tlamě běží po vysoké trávě.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli na travnatém poli.
Muž prodává maso, aby se skupinou lidí.
Skupina lidí na ulici se baví na akordeon.
Muž sedí na lavičce aby se svou kolo.
Starý muž v metru leží a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole, zatímco jede na kole.
Muž je na pláži a dělá písku.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou u stromu na nějakých židlích.
Kovboj v rodeu se snaží snaží nettt.
Pes skáče skrz překážkovou překážku.
Žena s dlouhými černými vlasy v růžovém tričku s dlouhými vlasy v růžovém triku si dává pauzu.
Muž opravuje malou dívku.
Dvě dívky v džínových sukních tančí před nějakými muzikanti.
Žlutý pes nese klacek u vody.
Dívka v svetru si prohlíží slunce slunce.
leze na koncertě.
Tři ženy v jasně zbarveném oblečení a ochranných brýlích drží noviny.
Hnědý pes kope do hlíně.
Mladý chlapec v bílém pruhovaném pruhovaném pruhovaném triku drží tenisovou raketou.
Dva psi běží z fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladíci stojí a poslouchá a poslouchá.
Dva turisté si prohlíží kládu u silnice.
Tři hráči hází tým, aby chytil míč.
Dva chlapci přechází ulici, zatímco kope do červeného fotbalového míče.
Muž drží jiného jiného muže s rukama.
Bílý pes na horském horu, aby chytil něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží síť a stojí na pódiu.
Dva Plešaté v červených šatech v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží baru a drží baru.
Muž v zeleném skáče nahoru na svém svém kole.
Žena si hrají s dvěma malým chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě mladé dívky se objímají, jedna má helmu v pozadí.
Dva velcí psi běží přes sníh.
Žena stojí v zeleném poli drží bílý pes a ukazuje na hnědého psa.
Několik lidí na venkovním trhu, kteří na venkovním trhu.
Dva lidé sedí u stolu před zdí a dělají obličeje.
Dva muži s brýlemi se usmívají.
Dítě leží na béžovém koberci a směje se.
Muž a žena sedí a jsou rukama.
Dvě ženy zápasí v dětském bazénu.
Muž v bílém triku jde s pitím v ruce.
Dva lidé jsou proti jezera vedle jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém a jeden v růžové a jeden v růžovém závodí na kolečkových bruslích.
Dva lidé sedí na hromadě kamenech.
Skupina lidí dělá triky na motorce.
Cyklista v závodním vybavení jede skrz les.
Muž v zeleném triku jde po pláži a nese si na pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod sebou bílého auta.
Děti skáčou z břehu do bazénu.
Muž na kraji zdi se chystá na podzim.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje pro kameru.
Muž v šortkách stojí u vody.
Čtyři černí muži sedí na schodech na schodech.
Pouliční umělec se účastní hromady.
Gymnastka v červeno--bílých leží na svých baru.
Starší žena v zeleném svetru sbírá zeleninu.
Dva muži používají věci v dílně s nástroji.
Učitelka v bílém a malé dívka v žlutých šatech si hrají s budovou.
Malé dítě spí v posteli s otevřenou knihu.
Žena jí v trávě na krásné den.
Muž jde po dlážděné ulici vedle budovy s červeným barevnými květinami.
Žena v klobouku s čepicí dělá maso.
Bosá žena používá velký kusu, aby mohli na poli.
Muž v karate předvádí před dvěma graffiti.
Muž ve formálním oděvu hraje na piano na chodníku ve městě.
Starší muž sedí na židli a jí jídlo.
Žena v bílém triku pracuje za pultem v kavárně.
Muž s oblečení stojí na zádech a stojí na zádech.
Dvě děti se dívají na koních.
Pouliční umělec s nějakém telefonem na ní.
Žena v jasně růžovém přes obličej, zatímco stojí venku a stojí před obchodem a stojí venku.
Kovboj fotí své ruce s kapelou.
Muž ve žlutém triku a muž v tmavém triku mluví.
Tři asijské děti sedí na gauči s mnoha očima v pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje do fotoaparátu s zelenou jeřábem.
Muž si nechává láhev s jiným mužem, zatímco se usmívá v restauraci.
Muž balancuje z nákladního nákladního auta s mnoha.
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Skupina vystupuje v průvodu v průvodu.
Muž stojí na kamenné útesu a dívá se na vodu.
Policisté sleduje ženu z autobusu.
Dva policisté ve středním věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jógu na pláži.
Velký dav lidí stojí v parku a několik lidí hrají na hudební nástroje.
Muž s balónem skáče do balónu.
Muž griluje maso na venkovním grilu.
Dva muži prodává ovoce na trhu.
Žena v bílých bikinách během muže v bílých bikinách.
Kluk ve slunečních brýlích běží za ním.
Kluk drží v ruce, co se zdá, aby se opírá o kládu.
Muž v kostkované košili ukazuje z černého rukavicích.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červené uniformě a bílé uniformě stojí na hřišti s žlutým míčem.
Lidé skáče přes horu na provazu na provazu.
Lidé se dívají na vystoupení, zatímco se prochází kolem.
Lidé na počítači před velkým oknem.
Pracovníci na rušném chodníku pracují a za ním.
Muž v rukavicích nese kukuřici skrz pole.
Zde je u zrcadla v kavárně.
Pohled žena drží balónky na akci.
Žena sedí v obchodním prostoru s hračkami a dvěma očima.
Žena sedí u cihlové zdi v budově.
Tři mladé ženy se objímají, zatímco sedí na červeném židlích.
Žena v modrém triku jde ve vesnici.
Šest dětí, kteří sedí na schodu s dětmi a voskovkami.
Hnědý pes si hraje s klackem na břehu.
Dva psi si hrají na třetí třetího psa, který má jazykem.
Dítě je na motorce a usmívá se.
Mnoho lidí jsou shromážděni kolem velké večeři.
Otec si nechává focena na svých akci.
Pohled na kolečkových bruslích, kteří jsou v dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v bojovéch bojovéch umění, zatímco předvádí nějaký nějakých umění.
Mladá žena a muž oblečená v kostýmu s skupinou lidí v pozadí.
Muž v uniformě jde po ulici s dvěma auty a stromem.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na kole.
Lidé se dívají přes několik kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži po pláži.
Stavební dělníci se baví u železniční trati.
Cyklista v černých zástěře, jeden muž v černém zástěře a bílé kšiltovce stojí uprostřed vlaku.
Skupina lidí hraje na předmět.
Malá dívka v modrém oblečení leze na kovové zábradlí na kovové zábradlí.
Skupina mužů sedí a mluví za nějakými zelenou ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod stanem.
Hnědý pes s fialovým frisbee v tlamě.
Otec se dívá na muže, který vypadá jako toho umění.
Žena s nápoje a ženou s telefonem.
Dítě v červeném kabátu mává do vzduchu, zatímco leží ve sněhu vedle červeného plastového bazénu.
Žena sedí vedle svého telefonu a dívá se na psy.
Tři muži stojí na pódiu, jeden má klaun a drží kytaru.
Žena vyhálálátka ve stototodě.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi honí velký psa s tenisovým míčkem.
Muž s brýlemi a kšiltovkou sedí na lavičce v parku.
Afroameričanka stojí v jejich zahradě s lesem v pozadí.
Mladá dívka se snaží snaží chytit kozu.
Asiat sedí v restauraci s žlutou židlích.
Miminko jí papír, zatímco sedí na židli a má na sobě helmu.
Šedovlasý muž v černých rukavicích se pohybuje po trávníku.
Žena čte knihu, zatímco sedí v řadě.
Dítě je oblečená zatímco jede na ženu.
Rodina jde po chodníku, zatímco muž sedí na straně s papírem.
Žena sedí na vrcholu obchodu s nápisem.
Muž v růžové košili a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou pomocí chodníku.
Žena s růžovými vlasy je po chodníku a drží růžovou psy.
Muž v obleku drží nápoj a jde po chodníku vedle městě.
Muž skáče s skále v pozadí.
Člověk v červené bundě a černých kalhotách drží vlajku.
Žena si dává ruku na člověka v vozíku.
Muž v bílém zástěře vaří něco na něco před ženou v hnědé bundě.
Žena s tlačí vlasy na přechodu a turbanem čeká na přechodu.
Skupina mužů jdou po ulici ve městě.
silnici vedle sebe s mnoha lidmi.
Skupina lidí v černém stojí na molu poblíž dlouhé konstrukce.
Muž nese několik několik žen.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy, která má na sobě zelenou kravatě a svých rukou stojí venku.
Mladá dívka v růžovém triku běží směrem k oceánu.
Skateboardista v černém triku a džínách bruslí ve městě.
Muž v bundě fotí fotí velké budovy.
Lidé na kraji fotbalového týmu.
Na ulici je rodina na rušné ulici ve městě.
Skupina lidí jde po ulici v slunce.
Pouliční umělec s několika lidmi, kteří mají na sobě hnědé bundě a sluneční brýle.
Nějací ženy jsou u okna poblíž okna.
Tento hráč v modré helmě se houpe na míč a právě za míčem během hry.
Žena v zlaté bundě táhne v metru aby chytil metru.
Nějací lidé sedí na lavičkách pod budovou před budovou.
Muž v obleku sedí v autobuse.
Africký muž obklopená bílými hnědými kbelíky a tmavých kbelíky na cháté ruce.
Mladá žena jí a pije něco.
Muž v obleku a klobouku hraje na kytaru na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo ve stotototo, které se baví do svého obličeje.
Muž používá koupelně, aby jeho kravatě.
Několik mužů si hraje u několika několika několika davem, zatímco sedí a poslouchá.
Dva mladí muži jedou na velmi malé koně.
Žena v šatech jde po ulici kolem staveništi.
Tanečnice v obchodním obchodě si užívá svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj svůj mobil.
Muž s brýlemi se slunečními brýlemi je na zemi aby mohli na zemi.
Miminko si hraje s hračkami a bílými vlasy.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži si povídají před obchodem před obchodem.
Žena v černém drží něco něco v puse.
Skupina lidí sedí venku okolo malého stolu.
Muž jede na kole na rampě.
Žena v černém tílku a topu se dívá do dálky poblíž západu slunce.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými vlasy je na táládku.
Muž jede na silnici, zatímco jiný muž sleduje z chodníku.
Muž v černé bundě stojí před cedulí.
Muž a žena zpívá a zpívá venku.
Mladá dívka s kudrnatými vlasy a blonďatými vlasy v trávě leží v trávě a drží květin.
Mladá žena v zelených uniformách se zelenými míčem hraje.
Žena na veřejném mopedu ve veřejném oblečení za žlutémí.
Muž se krčí, zatímco dělá za ním v pozadí.
Skupina mužů stojí na hřišti na poli.
Pouliční den na místním hřišti.
Muž s cigaretu v puse si prohlíží talíř.
Dvě skupina žen se brodí.
Lidé sedí na lavičce v městském městském obleku s několika předmětem a šatech stojí poblíž.
Stavební dělníci tancují s kbelíkem.
Muž bez trička v černých šortkách stojí na kamenné pobřeží aby u velké vody.
Několik je na molu, zatímco se dívá.
Lidé hrající na bazénu, jeden muž v modré košili a ostatní ženy mají na sobě modrou košili.
Lidé stojí před sochou obklopena vodou.
Žena se dívá na muže, zatímco muž mluví.
Muž středního věku v bílých šortkách a žabkách se dívá nahoru po silnici.
Dva muži v tmavéch oranžových vestách a sandálech stojí poblíž velké reflexního kola.
Dva lidé jsou v jejich lodi.
Muž a žena stojí na ulici ve městě.
Cyklista se houpe z stanici metra.
Čtyři muži, tři mají na sobě čepici, sedí na modré a sedí na modré grilu.
Tento je velký skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem s bílými jídlem a bílými jídlem.
Pohled na nějakých židlích.
Starší muž s cigaretu v puse a kšiltovce si prohlíží kameru.
Malý kapela hraje s otevřenou housle na housle.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na v noci ve městě.
Dva cyklisté v ochranném oblečení, jedna ve vzduchu a druhý v pozadí se dívá dolů na své motorce.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží na chodníku před cihlovou budovou.
Dva pracovníci lezou po skalním horu.
Dítě leží na zemi vedle kočárku.
Pes se chystá k muže a žena.
Spousta lidí na trhu se dívá na různé věci.
Dva mladí muži hrají na kytaru na pódiu.
Tmavovlasý muž si dává pivo z nich do pusy.
Dva lidé stojí venku vedle sebe a povídají si.
Čtyři lidé jedou na kole po rušné ulici poblíž rušné ulice.
Žena v růžovém triku a brýlích v brýlích.
Žena v červeném triku zvedá ruku aby se pod davem.
Chlapec v bílých šortkách skáče do jezera nebo řeky.
Malá dívka se dívá skrz dalekohled na pláži.
Několik dělníků s oranžovými oranžových vestách kopají do zemi.
Člověk v plavkách stojí před budovou a běží po budově.
Stavební dělníci sbírají osivky.
Muž jede na koni s několika dalšími muži dělá za ním.
Afroameričan jde po ulici.
Dva hasiči pózují na fotku.
Žena s neonovými vlasy píše v notebooku.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese mladší dítě na zádech.
Skupina lidí sedí na židlích.
Člověk v rukavicích stojí na ulici před svým domem.
Hnědý člověk v červeném triku a černých kalhotách se naklání přes kabelku.
Černý pes a hnědý pes s míčem.
Muž v černé vestě drží tyč.
Muž v poli s vláčkem na poli.
Muž v obleku a kravatě a kravatě s zavazadlem, zatímco žena v obleku čeká v Londýně.
Dítě jde po chodníku s několika několika vlajkami.
Černý pes běží na zelené trávě s hračkou v puse.
Pohled na svém kole, aby si prohlíží své zboží.
Pes se otáčí na trávě aby chytil míč.
Skupina studentů sedí a baví se.
Lidé jedou na koloběžce po ulici v noci.
Velká šedé a muž na kole na kole.
Muž v oranžovém triku alonďatý chlapec jedou na s dalšími lidmi na kterém.
Mladý muž a žena poblíž velké kovové kovové kovové kovové sochy.
Muž v červeném a modré a modré se dívá na molu na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se s hlavou.
Žena v černých šatech má malé dívka ve žlutém šatech na ramenou.
Skupina lidí na ulici na hudební nástroje.
Vý cyklista jede na špinavém kole.
Tři lidé jdou po horské cestě, jedna žena se dívá na kameru.
Několik asijských mužů v černém oblečení v nějakém oblečení.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Kaskaka v modrém a růžovém oblečení vystupují na svýchvých oblečení.
Lidé ve fontáně, žena v bílých šatech sedí na kraji kraji.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červeno-bílých tričkách, bílých kalhotách a černých kalhotách drží vlajky.
Lidé obdivuje pracují na umění.
Asijská asijská Asiatky s papírem a oblečením.
Tito lidé lezou po schodech aby po hoře.
Malé dítě v modrém oblečení se dívá na nějaké stromy v dáli.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na ulici v ulici.
Chlapec stojí s třemi dívky.
Usmívající se muž v batohem drží svého chlapce před chlapcem v brýlích.
Čtyři muži jsou venku na zeleném mostě.
Žena v ručníku před lidmi si užívají modrou vodou.
Dospívající chlapec běží za ním za ním.
Pohled a oranžových se prochází ve městě ve městě.
Africký muž hraje na nedádě.
Policista na kole čeká na svém kole aby mohli.
Skupina mužů sedí okolo stolu.
Skupina mladých lidí, kteří mají v parku.
Žena mluví, zatímco jde venku na slunci.
Mladý muž v šedém a černé košili a bílé košili.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dalšími dalšími dalšími.
Tři dívky se usmívají na fotku.
Dáma, která má na sobě černé brýle a žluté svetru se dívá, zatímco sedí na hnědém lavičce.
Červenovlasý mladý muž pije z vody z vody.
Dva muži a žena jdou po ulici ve městě.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží sníh na pláži.
Starý muž v klobouku a bundě spí na gauči.
Dva chlapci se dívají na obloze a mává rukama rukama v oblečení.
Mladý pár sedí na chodníku a jedí spolu.
Mladík v triku a kravatě se krčí a drží ceduli.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném oblečení visí vzhůru nohama, zatímco další lidé se dívají dolů.
Muž jde před barevném zdí.
Mladý muž jde s dalším mladým mužem na tři dívky.
Muž táhne strom v barevném prostředí.
Pět lidí jde po schodech kolem ženy v růžové košili a hnědém sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jí oběd v venkovním prostoru obklopené mnoha lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na kole s čtyřmi pasažérem jede na zádech a muž sedí na zádech.
Muž v modrém triku čte noviny.
Chlapec v kočárku je v zeleném triku a drží knihu.
Dvě děti sedí vedle sebe, zatímco jí.
Lidé jedou na kolech na ulici a jsou v helmách.
Dav lidí jedou na kolech.
Muž sedí na nástupišti spravuje kolo, který je obklopena.
Muž na kole jede na kole skrz oblouku.
barevné muž v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a před graffiti.
Starý muž v špinavém triku jede na kole po ulici.
Jeden muž se pokouší za provazem.
Kovboj se pokouší chytit míček, zatímco jede na koni.
Dva cyklisté s helmách jedou kolem prázdného pole.
Muž se opírá o něco nad taškou.
Muž v cyklistickém vozíku jede na kole vedle v parku.
Člověk s tetováním se dívá na fotku na fotce nebo telefonu.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí spolu na chodníku a dívá se na předmět.
Několik lidí v modrých šatech a jeden v sukni.
Žena a pes sedí na bílém lavičce poblíž pláže.
Dvě ženy jdou ve špinavé budově.
Skupina mužů a dítě v bílých tričkách stojí v silnici.
Žena v černém a nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a baví si.
Žena na straně budovy.
Asiat v rukavicích pracuje na jídlo.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači s telefonem a telefonem.
Muž sedí na židli a dívá se.
Dva lidé v kloboucích stojí na poli aby mohli.
Nějací skáče přes vysoko ve vzduchu.
Muž v botách a kovbojském klobouku sedí na koni, zatímco diváci sedí na koni.
Dvě mladé dívky sedí na ulici a jedí kukuřici.
Tři děti v uniformách hrají fotbal na fotbalovém hřišti, zatímco další dospělý stojí v pozadí.
Mladé dítě s špinavém obličej, který drží u staré ženy.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku se dívá na něco.
Dva lidé sedí pod stromem pod zeleným stanem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco další chlapec sleduje.
Tři muži vaří v malém kuchyni.
Mladá dívka v šedém obleku lyžuje na zasněžené hoře.
Skupina žen se shromáždila v tančí.
Muž a žena, kteří jsou v rukavicích s krátky.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci v baru u rušného plotu poblíž rušného ulice.
Dlouhovlasý mladý muž jede na zábradlí na zábradlí na zábradlí.
Velká dva muži na venkovním trhu, dva muži jsou sníh a po cestě.
Muž v bílém triku hraje na bílém kytaru.
Mladá dívka ukazuje svůj kamarády, jak používá do fotoaparátu.
Malý chlapec skáče z mola do jezera.
Žena v zeleném tričku se zelenými brýlemi a dívá se velmilmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje a stříká v bahně.
Dítě jede na kole s graffiti v pozadí.
Gymnastka je na akci na akci.
Lidé jdou po ulici s ulici.
Muž v tradičních šatech vypadá vedle svého oděvu, zatímco stojí vedle ní.
Dvě děti si hrají na kole.
Dva muži na fotbalovém hřišti hrají fotbal v poli.
Muž skáče a pózuje na zemi na zemi.
Dívka fotí z vodního fontány.
Kasisuje ve vodě během svéhou.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodník venku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem se usmívá a pózuje.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kolech v něčem, co vypadá jako jako hla.
Mladý chlapec, který má na sobě čepici a zástěře krájí svůj mobil v kuchyni.
Toto je klaun v klaunu.
Usmívající se slunečními brýlemi drží na kole.
Žluté auto pracuje k prašné cestě.
Žena v červeném triku jede na bílém koni podél stromy.
Žena sedí na velmi velkém kameni se stromy v pozadí.
Tři muži v jasně barevných kostýmech se baví na ulici se slunečními brýlemi a slunečními brýlemi.
Dívka si hraje v malém bazénu.
Dvě děti, chlapec ve žlutém triku a dívka v modrém tričku se houpe.
Muž hází rybářský síť do vody.
Muž v šedém triku a modrých džínách stojí na železniční trati s bílým autem v pozadí.
Dva dělníci leží kovové kovové kovového kovu.
Je tam kapela na pódiu s členy na pódiu.
Horolezec svou zpívá do mikrofonu, zatímco hraje na bubny.
Muž dává zboží z nákupního vozíku, který se připravuje z nákupního vozíku.
Muž s batohem jde pomocímocí.
Žena, která má na sobě bílé triko pracuje na chátu.
Dívka, která má na sobě brýle jede na hlavě skrz rušnou chodníku.
Dvě dívky, jedna starší a jedna mladší v černo-bílé a jeden v bílé a jeden jeden v bílém vystupují před nějakými balónky.
Několik žen předvádí tanec před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s košíkem v kostýmu kolem malé dítě v kostýmu.
Skupina lidí, kteří hrají na bubny a používá na hudební nástroje.
Dívka bez trika a v bezpečnostních ochranném vybavení.
Malý bílý auto je na vlak a cháže nebo za ním.
Dva skále zpívají a hrají na tmavé pódiu.
Dívka v kšiltovce a modrých šortkách stojí v kameni a modrých šortkách.
Dva muži hrají na kytaru před velkým publikem.
Několik lidí tančí s jejich nápisem, kteří jsou nápis.
Žena a pes prodává své zboží na staré budovy.
Žena a dva muži, které jsou oblečení, jsou oblečeni.
Skupina mužů v červených a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem 3 3 hrají fotbal.
Muž prodává jídlo na sportovní akci.
Dva muži z zeleného týmu z zeleného týmu při hře hře.
Děti závodí u fotbalového fotbalového míče.
Člověk v modrém je na člověk, který hází míč na bowlingovou bowlingovou kouli.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu, drží telefon a pózuje na eskalátoru.
Žena oblečená v modrém běží maraton.
Tento kapela se připravuje na vystoupení před publikem v kostele.
Hráč amerického týmu se pokouší za sebou se pokouší za ním.
Dva hokejisté jsou na ledu před malým davem, malých dav sleduje.
Muži hrají fotbal na travnatém poli.
Basketbalista v bílém tričku, zatímco hráč v červené k němu.
Lidé jdou skrz oblouku ve starém oblečení.
Dva cyklisté, jeden v červeném a jeden modré, jedou po dráze, zatímco se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá, zatímco jí na malém předmět.
Žena a dítě jdou po ulici.
Hokejista si hrají s mnoha lidmi, kteří se dívají.
Tři ženy skáčou na míč v trávě.
Africká chlapec v modrých šortkách a červeném triku hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, zatímco se dívá na nějaké zařízení a usmívá se.
Malý chlapec v zeleném triku leží na bílé posteli.
Pohled na kole, aby mohli slunce v pozadí.
Žena táhne v zasněžené oblasti.
Čtyři dívky a žena se dívají, jak jak se dívají.
Muž v černo-bílých šortkách se snaží na koně.
Muž je nechává žena v modrém triku, která je žena v modrém triku.
Žena s červenými vlasy s červenými vlasy v modrém vodě.
Dva mladí chlapci pózují s fotografem na fotku.
Čtyři děti si hrají fotbal, zatímco dva dospělí sledují.
Muž na červeném gauči, který ukazuje na červené pohovce.
Skupina lidí mluví u stolů.
Dva koně závodí na koních a druhý v oranžovém a druhý v oranžovém a hnědých pozadí.
Červené auto je před dvěma auty v pozadí.
Velká muž, muž v rodeu, který běží v rodeu, zatímco rodeu.
Muž bez trička jde k žlutém kajaku.
Chlapec na pistole na pistole a ho ho ho ho.
Dva týmy hrají fotbal v písku.
Dítě v modrém a dítě v bílém stojí na krátkými betonové zdi.
Žena maluje obrazy na hádce.
Lidé jdou po rušné ulici v cizí zemi.
Velká skupina lidí prohátuje míč.
Dva muži, jeden v černo-bílém a jeden v červeném hrají volejbal.
Muž stojí v lodi a drží nějaké síť.
Surfař plave z oceánu, zatímco se snaží na vlně.
Zatímco se připravuje v laboru.
Fotbalisté skáče do vzduchu aby chytil míč.
Dva chlapci hrají fotbal proti sebe.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem k dvěma lidmi.
Skateboardista jede na betonové zdi, poblíž které se pokouší trik.
Lidé hrají hru v bazénu.
Muž se líbá, aby chytil muž.
Muž s nápisem kupuje v mladého chlapce.
Mladý muž v modrém triku jede zábradlí na skateboardu v městské oblasti.
Asijský muž sedí na železniční trati s mnoha rostlinami.
Velká pán, který má na sobě vojenské uniformě, mává čepici a dívá se do vody.
Dvě auta jedou na závodní dráze.
Muž v černo-bílém dresu drží žlutou helmu a připravuje se.
Dva lidé leží a líbá se na travnatém trávníku.
Velmi malé dítě v džínové kšiltovce jí zelené čepici.
Fotbalový hráči běží k míč.
Muž v černé bundě a bílých kalhotách hraje na elektrickou kytaru na pódiu s mužem v pozadí.
Muž skáče přes překážku od rodeu.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě na koncertě.
Muž nese velký kovové kovové kovové kovové kovového kovu na rameni.
Žena s kamerou hází frisbee aby chytil hnědého psa.
Je tam tam muž a žena se dívají z dřevěného věc nebo další muž.
Dvě dívky s rukama ve fontáně jdou kolem lidé.
Dospívající chlapec se usmívá s dítětem pózuje s rukama.
Dva muži, jeden v bílém a druhý v modré, zápasí.
Žena v červených bikinách skáče do míče, zatímco hrají volejbal na pláži.
Oranžová mladá dívka si nechává mladá dívku.
Žena ve žlutém zástěře, která má na sobě žluté zástěře.
Dvě děti přechází malou malou most.
Dvě mladé ženy jedou na mopedu ve městě, co vypadá jako velké městské oblasti.
Dva chlapci před pneumatikem.
Jezdec v černém jede po prašné cestě v horském kole.
Žena s tetováním fotí obrázek obrázek svou kamarádem.
Žena v černém oblečení a bílé helmě jede na kole s vysokými stromy v pozadí.
Fotbalový tým se ohýbá, zatímco diváci fotí a fotí.
Čtyři fotbalisté v černém se pokouší tým v bílém, zatímco ho ho ho v bílém.
Běžec se soustředí na zahradě, zatímco se za dvěma říže.
Basketbalista v bílém dresu s číslem číslem číslem v černém dresu s číslem číslem v černém dresu.
Muž mluví do telefonu.
Hráč amerického týmu se dívají během hry.
Cyklista jede na kole v lese v lese.
Tři hráči v červeném dresu se snaží pro míč a jeden v bílém dresu se snaží chytit míč.
Chlapec si dává jeho jeho nohou, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách jsou venku u sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec v baseballové kšiltovce drží pálkou za hlavou za ním.
Šest mužů sedí na poli a maluje dřevěnou dřevěnou tyč.
Hnědý pes sbírá po kamenném povrchu.
Tento muž ve žlutém drží žlutou koně ve žlutém koni.
Muž v bílém triku a zástěře krájí ptáky.
Tmavovlasá žena používá venku venku aby mohli.
Chodci závodí na městské ulici a další lidé stojí okolo.
Asiatka má na sobě slunce, zatímco jede na kole.
Nějací děti si hrají venku v hlíně, kde jsou stromy.
Starší muž hraje svou hru.
Dívka na břehu pláže s horou v dáli.
