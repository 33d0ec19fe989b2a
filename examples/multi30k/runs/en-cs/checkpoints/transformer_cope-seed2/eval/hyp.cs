Muž v oranžovém klobouku se dívá na něco.
Zatímco běží po zelené trávě před bílou plotem.
Dívka v uniformě si dává klacek před kopou.
Pět lidí v zimních bundách a helmách stojí ve sněhu se sněhem v pozadí.
Lidé si prohlíží střeše budovy.
Muž v tmavém oblečení a kloboucích stojí okolo ženy v tmavém oblečení.
Skupina lidí stojí před kavárnou.
Chlapec v červeném dresu se pokouší chytit talíř, zatímco se pokouší chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopis.
Matka a její mladého dne si užívá den.
Muži si hrají volejbal s míčem ve vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu u stolu.
Tři lidé sedí v řadě.
Dívka v džínových šatech jde podél plotu.
Blonďatá dívka drží ruce s mužem v písku.
Žena v šedém svetru a černém svetru stojí v obchodě.
Člověk v pruhovaném triku leze na horu.
Dva muži, kteří se dívají, zatímco se dívají.
Lidé stojí před budovou.
Teenager si hraje na hřišti na hřišti.
Žena dělá trik na trampolíně na trampolíně.
Muž stojí u stolu v baru.
Žena používá papír, zatímco další muž fotí.
Žena v růžovém svetru a zástěře čistí stolu s nápoji.
Muž krájí maso na stromy.
Skupina asijských chlapců čekají na maso přes maso.
Ženy, která má na sobě tradičním oblečení, jsou oblečení.
Jeden muž drží hlavu, zatímco se připravuje na hlavě.
Šest lidí jede na horské horském kole skrz zábradlí.
Dvě mladé dívky sedí na římse v zalidněném náměstí.
Dítě je ve vodě.
Tři lidé sedí u piknikového stolu u stolu.
Tři chlapci stojí na molu v plavkách.
Stará žena si prohlíží tašku, zatímco si prohlíží rybu na trhu.
Stará žena si hraje na fotce.
Pouliční umělec v uniformě se dívá na kameru za plotem.
Mladá žena se dívá na žen.
Muž v šortkách stojí na nějaké kamenech, zatímco stojí na nějaké kamenech.
Dívka v ochranné vestě má na vodě.
Muž v uniformě a muž v modrém triku stojí před autem.
Lidé sedí ve vlaku.
Dítě se houpe do vzduchu v lese.
Muž v červeném triku se dívá.
Dva muži v plavkách skáče do vzduchu na pláži.
Batole vaří s mužem.
Otec a dvě děti pracují venku na trávě a dva děti.
Muž vaří jídlo na jídlo.
Muž v džínách si hraje s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Pouliční umělec předvádí salto, zatímco se připravuje na kole.
Velká skupina lidí čistí ulici.
Muž na sobě se dívá do vody.
Žena v džínách jde kolem ženy v autobuse s slunečními brýlemi.
Muž v růžovém triku sedí v trávě a míč.
Cyklista stojí na pláži na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a kloboucích jdou u vody.
Tanečnice dělá tým na židlích na židlích.
Chlapec si hraje s dítětem, zatímco dívka se dívá.
Dav lidí se baví na nějaké nějaké veřejném prostranství.
Muž sedí na lavičce a drží psa a dívá se na vodu.
Chlapec a mladší chlapec si spolu hrají na hřišti.
Žena v černém saku se dívá na lavičce, zatímco lidé sedí za ní.
Hnědý pes stojí na písku.
Žena sedí s košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu s mužem za ní.
Basketbalista hraje na kytaru na červeném kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Žena s housle hraje na ulici, zatímco žena hraje na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku aby mohli.
Tři děti si hrají v metru.
Hnědý pes jde v trávě s vodou.
Lidé sedí venku v trávě před budovou.
Muž bez trika jde kolem sebe, zatímco tři ženy sedí venku.
Dva mladí chlapci krájí ovoce na kole.
Muž v černém tričku a džínách hraje na bubny.
Mladá žena maluje obrázek ženy na zdi.
Dvě ženy předvádí trik vedle dvou týmů.
Muž dává v kuchyni v kuchyni.
Chlapec je na wakeboardu na jezeře.
Muž pracuje a pracuje.
Velká skupina lidí, kteří sedí venku a sedí venku.
Blonďatá žena je v baru na baru.
Malé dítě v modrém tričku a bílém triku drží žlutou žlutou hračku.
Žena s růžovými vlasy v černém mluví.
Muž v černém obleku vaří jídlo pro dva lidé.
Dívka přechází přes řeku z řeky.
Muž s rukama klečí vedle dvou žen.
Starší muž otevírá ruce a dívá se.
Dítě v bílých šatech cvičí.
Tři muži v vestách jsou venku v vestách.
Žena fotí dítě v růžové čepici, zatímco nese dítě.
Skupina asijských dětí sedí na židlích v modrých židlích.
Mladý chlapec v uniformě brečí do mobilu.
Šťastná žena připravuje jídlo v kavárně.
Stavební dělník řídí stroj na stavbě.
Žena běží po fotbalovém hřišti, aby mohli.
Muž v uniformě se prochází kolem muže.
Skupina lidí leze v zimě.
Cyklista se chystá na horu s modrou helmou.
Muž dělá stojku na vrchu sochy.
Dítě sedí u stolu v restauraci a drží obličej.
Hnědý pes se brodí do jezera.
Matka se dvěma mladí chlapci, aby chytil velmi vodě.
Malé dítě jde vedle červené auto.
Dívka sedí na kole s mladším mužem, zatímco další dívka si fotí.
Černý pes honí míč ve vodě.
Muž v bílých kalhotách a modrých kalhotách kope do žluté tašku.
Dva motorkáři se účastní závodu.
Chlapec s čepicí a píše na ruce v obchodě.
Dva lidé jsou na oceánu během západu slunce.
Lidé stojí na přeplněném metru a dívají se na okna.
Muž dává zeď s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jeden zpívá na pódiu.
Miminko v oděvu se dívá na kameru.
Muž sedí vedle počítači.
Tato dáma, která má na sobě ochrannýchy a směje se.
Lidé v budově, jeden z nich fotí.
Čtyři psi s náhubkem skáče přes červenou zdí.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži ve vodě.
Stará žena pracuje na stavu.
Chlapec stojí v popředí a dívá se přes další lidé.
Muž v modré bundě si dává mladého chlapce.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes dunu v písku.
Dítě v žlutém triku skáče nahoru a skáče dolů.
Dělník ve žluté bundě pracuje na budově.
Muž ve středním triku si povídají.
Skupina lidí táhne pivo na baru s košíkem.
Muž jede po útesu nad oceánem.
Muž v černém jde ve sněhu.
Pouliční umělec skáče přes míč.
Žena v kšiltovce a čepici se usmívá, zatímco má na sobě sluneční brýle.
Pouliční umělec se prochází v parku.
Muž v zeleném klobouku a žluté vestě pomáhá žluté vestě.
Dítě s růžovými růžovými vlasy tančí na hlavě.
Pes s náhubkem na něco pro něco na řece.
Muž se připravuje svého dne.
Muž v červeném triku se chystá s jídlem.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku je do písku s žlutou lopatem.
Muž v bundě na dřevěné lavičce na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malé dítě.
Šest dětí bez trika si hrají ve vodě.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě se helmě.
Malý chlapec si hraje s kapucí, z nich se dívá.
Malá dívka otevírá dárek.
Žena v modrém je před dvěma žen.
Malá dívka se pokouší se snaží ottttt na pohovce.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Cyklista v černé bundě a kalhotách jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černém klobouku a kovbojském klobouku jde kolem e.
Pes běží venku s žlutým hračkou.
Pes v tlamě běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se směje, zatímco se.
Dva muži a žena stojí venku.
Skupina mužů používá kládu na lodi.
Muž pije časopis, zatímco čte noviny.
Muž v černém a hraje na piano.
Mladý chlapec v modrém dresu a žlutém dresu hraje fotbal.
Muž stojí na kamenné kamenné kamenném parkovišti s rukama.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na něj.
Malé dítě v zeleném botách si hraje v přírodě.
Muž používá pilou pilu.
Muž sedí u piknikového stolu s nápisem a kouří před ním.
Chlapec v černém triku a modrých džínách drží červené míček.
Tmavovlasý muž v brýlích a bílé košili sedí na trávě.
Pes běží na trávě.
Zatímco muž s nápisem balancuje svého muže.
Dva hráči se dívají na sebe na sebe.
Toto je skupina lidí stojí okolo nějaké akci.
Hnědý a bílý pes si dává hračku.
Muž s bílými vlasy hraje na akordeon na akordeon.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na flétnu.
Dvě děti balancuje balancuje na kládu a drží provaz.
Muž jede na motorce na dráze.
Mladá žena ve fialové šále dává obličej na dřevěné dřevěné dřevěné lodi.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládě.
Mladý muž v bílém tričku a černých šortkách stojí na bílém povrchu.
Skupina lidí je pokrytou deštníky.
Muž s nápisem s nápisem na kole do svého kola.
Muž hází kládu, zatímco dva psi sledují.
Skupina starších mužů hraje na hudební nástroje pod stanem.
Pohled na rušné ulici ve městě.
Mladá žena drží bílého slunečného dne.
Dva lidé v modrých tričkách jsou venku s býkem.
Černý pes dává do bazénu.
Kovboj jede na kole v soutěži.
Pracovníci pracuje na železniční trati.
Dělník v oranžové vestě používá sníh.
Dva dělníci mají na staveništi, zatímco pracují na staveništi.
Tři muži jdou po kopci.
Asiatka v šatech pózuje na mostě a pózuje na mostě.
Mladý muž si hraje na kytaru v kuchyni.
Tři chlapci si hrají s kbelíkem a kbelíky.
Tři dělníci jsou na chodníku.
Lidé jsou v lese vedle v lese.
Skupina lidí je shromážděna v kostele.
Skupina mladých dospělých skáče do noci pro kameru.
Dva muži jedou na kajaku, jeden z nich jeden z nich.
Dva dělníci pózují do cihlové budovy na cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama.
Dva přáteli na zahrádě, který sleduje.
Pohled a čeká na letišti.
Muž ve žlutém kabátě se dívá, zatímco chlapec v parku.
Muž a chlapec na kamenné pláži.
Žena na lodi na lodi, která je ve vodě.
Chlapec sedí a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Mladík s černým trikem, který hraje na buben, zatímco sedí.
Muž prodává zboží poblíž domu.
Dívka ve žlutém se směje, která má na sobě oranžovou, zatímco se dívá.
Pes skáče přes překážku.
Pes s černým obojkem a černým obojkem se pohybuje v hlíně.
Dva hnědí psi si hrají v poli.
Muž s knírem a vousy drží ceduli, který má na kterém je.
Muž, který má na sobě sobě má na sobě sobě oblečení, chátu.
Muž v černém triku rybaří na kamenném pobřeží.
Dva psi se perou, aby mohli.
Dva muži na chodníku aby se prochází kolem auta.
Muž sedí a čeká na zákazníky.
Diváci jsou v autobuse za nimi.
Dvě ženy v tričkách jdou po ulici.
Malé dítě v oranžové vestě drží modré kajaku ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu, zatímco se dívají.
Žena a dítě venku před dveřmi.
Černý muž a dvě bílých přáteli si spolu spolu spolu spolu.
Dívka v ochranných kalhotách sedí na střeše.
Světle hnědý pes běží.
Kluk pózuje s velkým velkým zelenými na zádech.
Plešatý muž pomáhá svého psa a černého psa.
Dav na rušné ulici.
Pes s náhubkem a černým obojkem běží po dráze.
Muž v sandálech sedí na chodníku poblíž nějaké tašky.
Muž a žena sedí na metu a baví se.
Dítě se dívá do obchodu v obchodě.
Muž pije z žlutého stolu na rušném akci.
Chlapec se opírá o auto se opírá.
Žena v květovaných šatech mluví před dětmi.
Muž na svatebním hřišti.
Mladá žena s černým trikem a džínách zametá.
Žena s kloboukem leze na útesu poblíž velké vody.
Velký černý pes běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena odpočívá na svém telefonu, zatímco je obklopena deštníky.
Několik mužů hraje na pódiu, na pódiu s dalšími dalšími lidmi v pozadí.
Muž v oranžovém obleku a oranžových přilbách pomáhá modrý modrý vodu.
Muž a dvě dívky ukazuje z nich drží rybářský prut před vodou.
Muž v červeném tričku sleduje psa na dráze.
Chlapec v červeném a bílých plavkách plave v bazénu.
Asijská žena si nechává vlasy.
Starší žena a malé dítě v růžovém triku si hrají s barevnými květinami.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném triku hraje venku venku.
Muž mluví do telefonu s nohama.
Skupina dětí sedí na modré dece, zatímco jí jídlo.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi, zatímco si hrají v poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče, zatímco jiný pes se dívá.
Blonďatá dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílého stolu.
Asiat vaří venku.
Hnědý pes se chystá chytit zelené frisbee.
Několik vystupuje, zatímco hraje hudbu.
Mladý chlapec stojí vedle písku.
Tři malé děti jdou skrz travnatém dvorku.
Muž se nechává na vozík na vozíku.
Muž na kole jede na hoře.
Chlapec v modrém a žlutých botách běží po špinavé špinavé cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě skáče ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový hráč ve žlutém poli je na poli.
Skupina mladých lidí se připravuje v kavárně.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z malého posteli na malé posteli.
Dva lidé v ochranných kostýmech a jeden z nich stojí na silnici.
Muž, který běží s modrým trikem aby mohli.
Asiatka pózuje pro kameru.
Muž, který běží maraton, zatímco se prochází.
Fotbalový hráči na hře během hry.
Fotbalista v oranžovém dresu se usmívá a drží míč.
Dva cyklisté se dívá dolů, zatímco ostatní sledují.
Fotbalový tým v bílém a černých dresech na fotbalovém hřišti.
Malá dívka tlačí ruku na travnatém poli.
Skupina asijských dětí v bílých trikách a čepicích předvádí na dav.
Chodci jdou po ulici, které se dívá na dítě.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy.
Pouliční umělec, kde jsou v autě, zatímco se účastní vlajky.
Cyklista skáče přes překážku.
Pár sedí na trávě a usmívá se na kameru.
Mladé děti jsou na malé vlak.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do fotbalového fotbalového míče.
Dva mladí muži hrají fotbal na fotbalovém hřišti.
Lidé jdou po dlážděném svahu obklopeném.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku se dívá z okna.
Žena v hnědé košili a modrých džínách drží mimino pod stromem.
Tři lidé se usmívají a drží ceduli.
Policista stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit míč.
Mladý chlapec s modrou hlavou má na hlavě.
Tmavovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí své dítě s dítětem v klíně.
Africká dítě drží něco něco, které jsou na fotce.
Žena v davu lidí s mnoha lidmi.
Diváci sledují muže v uniformě a muž v obleku drží ovoce.
Dav pracuje na baru v baru.
Dívka v bílém a dívka v zeleném jdou kolem modrého auta.
Muž používá dřevěnou vybavení.
Člověk surfuje skrz vlnu v oceánu.
Otec si prohlíží něco něco něco.
Nevěsta a ženich se líbají pod nevěstou.
Policista stojí v pozadí, zatímco mladý muž s červenou šálou jde kolem mladého obličej.
Černo-bílý pes skáče přes překážku na soutěži.
Žena v svetru čte knihu.
Několik dospělých se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku se snaží po skále.
Dospívající chlapec se natahuje v kuchyni a v kuchyni.
Lidé, kteří drží různé různé věci nad bubny.
Tři cyklisté jedou na poli na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti stojí u stánku u stánku.
Kuchař pózuje pro kameru, zatímco vaří.
Mnoho lidí, kteří jsou na ulici.
Cyklista skáče na kopci s jeho kole.
Malá dívka běží na břehu pláže.
Bílý pták pracuje ve vodě.
Dva muži, kteří stojí před autem, zatímco další lidé stojí kolem nich stojí okolo nich stojí.
Žena v růžové sukni drží dítě.
Baseballový hráč ve žlutém dresu hází míč.
Muž jde kolem velké ceduli.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tančí se psem mezi psem.
Bílý pes běží v mělké vodě.
Několik hasičů jsou s kapelou.
Skupina dětí si hrají na oploceném dvorku, zatímco se dívá.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialovém šatech leží na podlaze a leží na podlaze.
Muž s šedými vlasy si nechává s vousy.
Dva černí psi, černo-bílý pes ve sněhu.
Muž v dresu skáče aby chytil míč.
Žena sedí venku před budovou a užívá si užívá do vzduchu.
Děti sedí na muže v obleku.
Šedý pes skáče přes vodu v písku.
Dav se shromáždila okolo vody v dešti.
Několik starší muži, starších mužů, kteří jsou na rohu ulice.
Mladý pes se dívá do sněhu.
Hráč amerického fotbalu, který má na sobě triko a hráč hráč hráč v dresu.
Žena v černém triku je ve fialovém tričku.
Čtyři ženy v ochranných šatech předvádí fotbalový míč, zatímco předvádí míč.
Člověk hraje na hudební nástroj.
Dívka v černo-žlutém oblečení běží přes trávu přes trávu.
Dítě, které má na sobě má na sobě nápis """"".
Starší muž a mladá dívka spolu pracují na něco.
Mladý chlapec ve žlutém triku je ve žlutém tričku.
Pouliční umělec s mostem a několika několika auty.
Muž jede na rodeu do rodeu.
Chlapec skáče aby chytil míček svou raketou.
Děti, kteří se dívají na zdi.
Lidé, kteří jdou v pozadí jsou stromy s stromy v pozadí.
Malá dívka kope do černé předmět.
Dva muži se snaží z vody na chodníku.
Dva muži, kteří se dívají na dav.
Postarší žena stojí na pódiu nebo něco něco něco.
Žena leží na gauči a směje se.
Na podlaze a jedna žena se nechává u bílého psa.
Lyžař skáče do plotu.
Tři psi si hrají s sebe v poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Tři lidé stojí venku s dvěma psi.
Zatímco se prochází kolem ženy, zatímco se dívá.
Dívka, která má na sobě triko má na sobě triko.
Pohled ve vodě v poušti.
Muž stojí na ulici ve městě.
Cyklista si dává jídlo s jídlem v rukou.
Dva muži jedou na kole skrz svého kopce.
Dva lidé stojí na zasněžené hoře.
Mladá dívka si užívá ve sněhu.
Tři muži se usmívají a ukazuje na kameru.
Člověk píše v prázdném třídě.
Muž v černém triku sedí u stolu před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče do vzduchu na zábradlí.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si u psa s modrým psem.
Chlapec si užívá venku.
Dělník v oranžovém obleku klečí a prohlíží kus papíru.
Muži v kovbojskéch kloboucích stojí na rodeu.
Dva psi jsou ve sněhu a jeden má něco v puse.
Otec si dává pauzu z knihy.
Béžový pes běží za žlutou hračkou.
Basketbalista v bílém dresu s klackem.
Muž v bílém triku si hraje s mužem, zatímco se dívá.
Černobílý koně se snaží přes trávu.
Gymnastka se snaží za ruce, když kouří.
Dva muži a dívka se smějí.
Dítě se opírá o modrou kusu, zatímco se dívá.
Černo-bílý pes jde po sněhu na sněhu.
Mladá dívka stojí vedle žlutého stánku na kuchyni.
Dvě děti si hrají na hřišti.
Basketbalista v zeleném pruhovaném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a kšiltovce drží velkou sníh.
Dva policisté v oranžových bundách stojí venku s bílými stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Blonďaté dítě s brýlemi drží dítě v červeném svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku, zatímco lidé prochází kolem lidé.
Žena hraje volejbal.
Dva velcí psi bojují na poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží chytit velmilmi létt na krásném dni.
Děti se perou, aby mohli.
Cyklista se opírá o horské dráze.
Dva lidé a muž jdou na vodítku.
Mladý chlapec se učí na kole, aby si na kole.
Kluk v červeném triku a černých šortkách jsou cestu.
Stará rodina stojí před nějakými domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku se houpe v bílém triku.
Žena drží velkou ceduli, která drží velkou.
Dva psi, jeden v tlamě, běží přes trávu.
Dvě dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli na travnatém poli.
Muž prodává jídlo, aby mohli lidí.
Skupina lidí na ulici se shromáždili na akordeon.
Muž sedí na lavičce aby se na své kolo.
Starý muž v metru leží v metru.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole, zatímco stojí na kole.
Muž dělá na pláži v písku.
Několik lidí v parku jí u stolu.
Dvě ženy jsou u stromu v nějakéch vestách.
Kovboj v kovbojském rodeu se snaží snažíttt.
Pes skáče přes překážku.
Tmavovlasá žena s dlouhými vlasy v růžovém triku s dlouhými vlasy leží na hlavě.
Muž si nechává dívka na kole.
Dvě dívky v sukních tančí před nějaké ulici.
Žlutý pes nese klacek u vody.
Dívka v svetru si prohlíží slunce.
Horolezec fotí na koncertě.
Tři ženy v jasně jasně jasně ženy v jasně zbarveném oblečení a drží noviny.
Hnědý pes kope do vzduchu.
Mladý chlapec v bílém triku a zástěře drží tenisovou raketou.
Dva psi běží z fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladí chlapci stojí a poslouchá hudbu.
Dva turisté si prohlíží kládu.
Tři hráči se snaží chytit míč.
Dva chlapci přechází ulici, zatímco kope do červeného míče.
Muž drží jiného muže s rukama.
Bílý pes na horu, aby chytil něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti stojí na pódiu a drží na pódiu.
Dva kuchaři v červených šatech v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží v baru.
Muž v zeleném skáče na své motorce.
Žena si hrají s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky se objímají, jeden má na kole v pozadí.
Dva mladí psi běží přes sněhem.
Žena stojí v zeleném poli a ukazuje na hnědém poli.
Několik turistů si prohlíží venkovní trhu na venkovním trhu.
Dva lidé sedí u stolu a opírá se o zeď.
Dva muži se usmívají, kteří se usmívá.
Dítě leží na béžovém kurtu a směje se.
Muž a žena sedí a s rukama.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s dítětem v ruce.
Dva lidé se opírá o jezera vedle jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém a jeden v růžovém závodí na kolečkových bruslích.
Na hromadě sedí na hromadě.
Skupina lidí dělá triky na motorce.
Cyklista v závodním vybavení jede skrz les.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílým autem.
Děti skáčou z kraje bazénu do bazénu.
Muž na kraji kraji zdi se chystá chystá.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech na schodech.
Velká skupina hasičů na hromadě.
Gymnastka v červeném a bílé leží na baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži jsou z nich jsou v kostele.
Učitelka v bílých šatech a malá dívka v žlutých šatech si hrají s budovou.
Mladé dítě spí na posteli s otevřenou knihu.
Žena jí v trávě v trávě.
Muž jde po dlážděné ulici vedle červených šedých brýlích.
Žena, která má na sobě čepici.
Pět žen používá velkou květin aby mohli na poli.
Muž v karate předvádí před dvěma dvěma.
Muž ve formálním oblečení hraje na chodníku na ulici.
Starší muž sedí na židli a jí jídlo.
Žena v bílém triku pracuje za stolem v kavárně.
Muž s bezpečnostním oblečení stojí na zádech.
Dvě děti se dívají na koních.
Pouliční umělec s nějakém na chodníku.
Žena v jasně růžových šatech stojí venku, zatímco stojí venku.
Kovboj v kovbojském oblečení svou ruku.
Muž ve žlutém triku a muž v modrém triku mluví.
Tři Asiatka sedí na gauči se pokouší v pozadí.
Dívka v červeném tričku skáče aby chytil míček.
Muž pózuje na kameru se zelenými zeleným deštníkem.
Muž se usmívá, zatímco se usmívá v restauraci.
Muž táhne vozík s chy.
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Skupina tančí v průvodu.
Muž stojí na kamenné útesu nad vodou.
Tmavovlasá žena sleduje ženě z autobusu.
Dva středního věku ve středním věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá dáma dělá triky na pláži.
Velký dav lidí stojí v parku a několik lidí.
Muž s kloboukem přeskakuje provaz.
Muž griluje maso na venkovním venkovním grilu.
Dva muži prodává ovoce na trhu.
Usmívající se žena v bílých bikinách během muže v bílých bikinách.
Chlapec ve slunečních brýlích běží za nimi.
Dělník drží ruku, zatímco se zdá zdá se osi.
Muž v kostkované košili ukazuje z černém triku.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném dresu a bílé uniformě stojí na hřišti s žlutým míčem.
Lidé skáče přes horu přes provazu.
Lidé se dívají, zatímco se prochází kolem ulice.
Lidé na počítači před velkým oknem.
Pohled na rušném rušném prostředí.
Muž v rukavicích nese v poli.
Nevěsta si dává zrcadle v kavárně.
Žena drží ceduli na akci.
Žena sedí v obchodním prostoru s dvěma ženami a dvěma ženami.
Žena sedí u cihlové zdi v budově.
Tři mladé ženy sedí na červených židlích, zatímco sedí na červeném židlích.
Žena v modrém triku jde v pozadí.
Šest dětí sedí na schodu a čtou si.
Hnědý pes si hraje s klackem na břehu.
Dva psi si hrají svého psa, třetího psa.
Dítě na motorce se usmívá.
Lidé jsou shromáždění shromážděni okolo velkého stolu.
Pohled na hromadě.
Několik hasičů se shromažďuje skrz v dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách jsou umění, zatímco předvádí nějakých umění.
Mladá žena a muž oblečená v kostýmu s mnoha lidmi v pozadí.
Muž v uniformě jde na ulici s dvěma auty a auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na kole.
Lidé se dívá přes kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u plotu.
Muž v černé zástěře, bílé zástěře a bílé čepici stojí uprostřed hromadě.
Skupina lidí hraje na předmět.
Malá dívka v modrém oblečení leze na kovové zábradlí.
Skupina mužů sedí a mluví za sebou.
Muž ve žlutém oblečení stojí za mikrofonem pod mikrofonem.
Hnědý pes s fialovým psem v tlamě.
Postarší muž se dívá z umění poblíž vody.
Žena s košíkem a žena se ženou.
Dítě v červené bundě leží ve vzduchu, zatímco leží ve sněhu.
Žena sedí vedle svého telefonu v parku.
Tři muži stojí na pódiu a jeden má na kytaru a drží kytaru.
Žena je vyhátátátátátek ve stotototoládku.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi se perou s tenisovým míčkem.
Muž s vousy a vousy sedí na lavičce v parku.
Asiatka stojí v lese s lesem v pozadí.
Mladá dívka se snaží chytit kartáč.
Asiatka sedí v restauraci s žlutými květinami.
Dítě jí jídlo, zatímco sedí v židli a má na sobě helmu.
Šedovlasý muž v černých rukavicích ukazuje trávu.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede zatímco jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na straně.
Žena sedí na vrcholu obchodu s nápisem.
Muž v růžovém triku a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy drží růžovou na chodníku.
Muž v obleku jde po chodníku a drží v autobuse.
Muž skáče s výhledem v pozadí.
Člověk v červené bundě s černými kalhotách drží v ruce.
Žena si dává ruku v prádelně.
Muž v bílé zástěře vaří venku na něco v hnědé bundě.
Žena s krátkými vlasy tlačí telefon a čeká na přechodu.
Skupina mužů jde po ulici ve městě.
Pohled na silnici vedle hromady.
Skupina lidí v černém stojí na molu poblíž dlouhé konstrukce.
Muž nese několik dospělých pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy a zelenými vlasy stojí venku.
Mladá dívka v růžovém triku běží směrem k oceánu.
Skateboardista v černém tričku a džínách jede na skateboardu ve městě.
Muž v bundě fotí velké budovy.
Lidé jsou na kraji fotbalového týmu.
Na rušné ulici je tři děti na rušné ulici ve městě.
Skupina lidí jde po ulici v slunce.
Na ulici v hnědé bundě a slunečních brýlích se slunečními brýlemi a slunečními brýlemi.
Nějací ženy jsou u okna poblíž okna.
Tento hráč v modré helmě a modré helmě se houpe na míč.
Žena v černém kabátu se snaží chytit frisbee.
Nějací lidé sedí na lavičkách pod stromy před budovou.
Muž v obleku sedí v autobuse.
Asijský muž je obklopenátky a tmavémátky na prázdnémátu.
Mladá žena jí a pije něco.
Muž v obleku a klobouku hraje na kytaru na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo obchodu a stojí v obchodě.
Muž používá svého mikroskopu.
Několik lidí si hraje, zatímco sedí u davu.
Dva mladí muži jedou velmi velmi vozíku.
Žena v šatech jde po ulici.
Gymnastka v obchodě si dává svůj svůj jídlo.
Muž ve slunečních brýlích a slunečních brýlích je na zemi aby mohli na zemi.
Dítě si hraje s hračkami a bílými hračkami.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v puse.
Skupina lidí sedí venku u malého malého stolu.
Muž jede na kole na rampě.
Žena v černém tílku a tílku se dívá do dálky poblíž západu slunce.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými vlasy se nechává na svůj svůj papír.
Muž jede na skateboardu, zatímco jiný muž sleduje.
Muž v černé bundě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s blonďatými vlasy a blonďatými vlasy leží v trávě, drží v trávě.
Mladá žena v zelených uniformách předvádí fotbalový míč.
Žena táhne ve veřejném prostranství za ním.
Muž se dívá, zatímco dělá salto v pozadí.
Skupina mužů stojí na hřišti.
Pouliční den na rušném hřišti.
Muž s cigaretu cigaretu v puse s jídlem.
Dvě skupina plavců se brodídí.
Lidé sedí na lavičce ve městě a černých šatech, zatímco stojí poblíž.
Stavební dělníci jsou s kbelíkem.
Muž bez trička v černých šortkách stojí na kamenné břehu vody.
Pár se dívá z okna, zatímco se dívá.
Lidé hrající na bazénu, jeden muž v modrém triku a druhý má na sobě modrou triko.
Lidé stojí před cihlovou vodou.
Žena se dívá na muže, který mluví s rukama.
Muž středního věku ve středních šortkách a v bílých šortkách se dívá nahoru po silnici.
Dva muži v tmavých vestách a sandálech stojí poblíž velkého velkého velkého dřeva.
Dva lidé se baví v lodi.
Muž a žena stojí na ulici ve městě.
Pohled ze stanici metra.
Čtyři muži, tři muži, kteří jsou na sobě má na sobě čepici, sedí na modré a zelené čepici.
Tentoto skupina lidí sedí venku na lavičkách.
Muž v červeném tričku a bílé košili jde kolem jídlo.
Několik turistů předvádí nějaký nějaký nějakých.
Starší muž s cigaretu v puse a kšiltovce si prohlíží foťák.
Malý chlapec hraje na housle před mikrofonem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na v noci ve městě.
Dva cyklisté v závodním oblečení, jeden je ve vzduchu a druhý ve vzduchu na motorce.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva horolezci leze na horu.
Dítě leží na zemi vedle kočárku.
Pes se chystá a žena.
Spousta lidí se dívá na trhu a dívá se na hudbu.
Dva mladí muži hrají na elektrickou kytaru.
Postarší muž pije pivo v puse.
Dva lidé stojí venku vedle sebe a baví se.
Čtyři lidé jedou na kole poblíž rušné ulici.
Žena v růžovém triku a brýlích má na sobě brýle.
Žena v červeném triku se dívá do davu pod davem.
Chlapec v bílých šortkách skáče do jezera nebo řeky.
Malá dívka se dívá skrz pláži na pláži.
Několik dělníků s oranžovými oranžových vestách kope do zemi.
Člověk v plavkách stojí před budovou.
Stavební dělníci se opírá o tyč.
Muž jede na koni s dalšími dalšími muži za ním.
Afroameričan jde po ulici.
Dvě ženy pózují na fotku.
Žena s neonovou vlasy píše v autobuse.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese malé dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v plavkách stojí na ulici před sebou.
Stará osoba v červeném triku a černých kalhotách se dívá přes zeď.
Černý pes a hnědý pes s míčem.
Muž v černé vestě drží gril.
Muž v poli s vláčkem na poli.
Muž v obleku a kravatě čeká s zavazadlem v Londýně.
Dítě jde po chodníku s několika vlajkami.
Černý pes běží po zelené trávě s hračkou v puse.
Pohled na svůj svůj svůj svůj svůj zboží.
Pes je na trávě aby chytil míč.
Skupina studentů sedí a baví se.
Lidé jedou po ulici v noci.
Velký šedé a muž na kole na kole.
Muž v oranžovém triku alonďatý chlapec jedou na kole s dalšími lidmi.
Mladý muž a žena blízko velké kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovového
Muž v červeném, modré a modré rybaří na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena v černém má na sobě žluté šaty.
Skupina lidí na ulici na hudební nástroje.
Pes jede na špinavé špinavém kole kolem jinýho muže.
Tři lidé jdou po cestě, jedna žena se dívá na kameru.
Několik asijských mužů oblečená v černém oblečení.
Žena v červené sukni jde po ulici s graffiti v pozadí.
Gymnastka v modrém oblečení a růžovém oblečení předvádí svou dort.
Lidé v bílých šatech sedí na kraji kraji ulice a dívá se.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených tričkách, bílých kalhotách a černých kalhotách drží vlajky.
Lidé obdivuje umění.
Asijská Asiatka s barevnými vlasy a nohama v obchodě.
Několik lidí leze po schodech aby po hoře.
Malé dítě v modrém oblečení se dívá na nějaké stromy v dálce.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na ulici v ulici.
Chlapec stojí s tři dívky.
Usmívající se muž má na sobě batohem drží svého chlapce před brýlemi.
Čtyři muži se dívají venku na zeleném mostě.
Žena v ručníku si užívá před modrým vodou.
Dospělý chlapec běží za ním za sebou.
Pohled a jedí jídlo ve městě.
Asijský muž se opírá o nesivu.
Policista na kole čeká na svém kole.
Skupina mužů sedí okolo stolu.
Skupina mladých lidí se shromažďuje v parku.
Žena mluví a mluví do slunečného dne.
Mladý muž v šedém triku a bílém triku a bílém triku.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dalšími dalšími dalšími dalšímiii dveřmi.
Tři dívky se smějí na fotku.
Dáma v černém svetru a žlutém svetru se dívá, zatímco sedí na lavičce.
Tmavovlasý muž pije vodu z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku s červenými vlasy a brýlemi drží mimino.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém plavkách plave na pláži.
Starý muž v klobouku a bundě spí na pohovce.
Dva chlapci se dívají na s rukama a rukama v oblečení.
Mladý pár sedí na chodníku a čtou si.
Mladík v triku a kravatě se dívá dolů pomocí ceduli.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném triku visí vzhůru nohama, zatímco ostatní lidé se dívá dolů.
Muž jde před barevném zdí.
Mladý muž jde se třemi mladé dívky, zatímco další dívky prochází kolem tři dívky.
Muž si prohlíží strom v kavárně.
Pět lidí jde po schodech u růžové sukni a hnědé sukni.
Skupina lidí na venkovním trhu na trhu.
Dva chlapci jedí u venkovního stolu v zalesněné oblasti.
Žena v džínové bundě jde po chodníku.
Muž jede na kole před davem a muž sedí na zádech.
Muž v modrém triku čte noviny.
Chlapec v kočárku v zeleném triku drží knihu.
Dvě děti sedí vedle sebe, zatímco jí jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jedou na kolech.
Muž sedí na projektu a táhne z nich táhne.
Muž na kole balancuje na kole.
Mladý muž oblečený v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem před graffiti.
Starý muž v bílém triku jede na kole po ulici.
Jeden muž jede na koni, zatímco se pokouší pokouší chytit mladého býka.
Kovboj se snaží chytit koně, zatímco jede na koni.
Dva cyklisté v helmách jedou na travnatém poli.
Muž se opírá o něco nad tašku.
Muž v béžovém oděvu jede na vozíku u v parku.
Člověk s tetováním se dívá na kameru a dívá do telefonu.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívá se na předmět.
Několik lidí v modrých šatech a jeden v sukni.
Žena a pes sedí na pláži poblíž bílého pláže.
Dvě ženy jdou venku ve špinavé budově.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a baví se.
Žena na straně budovy na straně budovy.
Asiat v rukavicích pracuje na jídlo.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači a telefonuje.
Muž sedí na židli a dívá se.
Dva lidé v kloboucích stojí na poli aby mohli.
Nějací lidé skáče přes tyč v baru.
Muž v botách a kovbojském klobouku sedí na koni, zatímco ostatní sedí na koni.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal, dva hráči v pozadí.
Mladé dítě sbírá obličej, která drží obličej.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modré košili.
Dva lidé sedí pod malým stromem.
Mladý chlapec v modré čepici se dívá skrz muže, zatímco další chlapec sleduje.
Tři muži vaří v malém kuchyni.
Mladá dívka v šedém obleku lyžuje na zasněžené hoře.
Skupina žen se shromáždila v tančí.
Muž a žena, kteří jsou v rukavicích s rukavicemi.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci si u rušného plotu poblíž rušného dne.
Dlouhovlasý muž jede na zábradlí na zábradlí.
Velká dva muži na venkovním trhu a dva muži jsou sníh.
Muž v bílém triku hraje na bílé kytaru.
Mladá dívka ukazuje své kamarádu, jak používá fotoaparát.
Malý chlapec skáče z mola do jezera.
Žena se zelenými vlasy a zelenými vlasy se dívá na velmilmilmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá blonďatá dívka s blonďatými vlasy si hraje v koupelně.
Dítě jede na kole na kole s graffiti v pozadí.
Gymnasta je připravena na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičních šatech stojí vedle svého původu, zatímco stojí vedle ní.
Dvě děti si hrají na kole.
Dva muži hrají fotbal na fotbalovém hřišti.
Muž skáče a pózuje na zemi na zemi.
Dívka si fotí vodu z fontány.
Otec si prohlíží vodu ve vodě.
Muž v klobouku se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodník před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem se usmívá a pózuje.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se.
Děti jedou na kolech, co vypadá jako co vypadá jako co vypadá jako jako jako jako jako jako.
Mladý chlapec v klobouku a zástěře vaří v kuchyni.
Tento je klauna s klaunem.
Usmívající se usmívá do dřevěného dřevěného vozu.
Žlutý auto pracuje na prašné prašné cestě.
Žena v červeném triku jede na koni na bílém koni.
Žena sedí velmi velkém kameni s stromy v pozadí.
Tři muži v barevných kostýmech se baví aby se slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti v žlutém triku a dívka ve žlutém triku se houpe.
Muž hází míč do sítě do vody.
Muž v šedém triku a modré vestě stojí na železniční trati s bílými bílými budovou v pozadí.
Dva dělníci leží na kovové kovové kovové kovové kovového kovového kovovéch bruslích.
Je tam kapela na pódiu s kapelou v modrém.
Muž bez trika zpívá do mikrofonu, zatímco hraje na bubny.
Muž dává svého muže z nákupního vozíku, který se připravuje.
Muž s batohem jde pokládá.
Žena v bílém triku pracuje na šicím stroji.
Dívka v masce jede na kole po zalidněném chodníku.
Dvě dívky, jedna v černém a jedna mladší mladší chlapec v bílém a jeden z nich předvádí fotbalový míč.
Několik žen vystupuje před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s dítětem v kostýmu u malé dítě.
Skupina lidí se dívají na bubny, kteří hrají na hudební nástroje.
Dívka v ochranném oblečení a bezpečnostních vestách vyklátátuje na kolečkových bruslích.
Malý bílých auto na vlak nebo je za ním.
Dva hasiči zpívají a hrají na pódiu.
Dívka v bílém tričku a modrých šortkách stojí na skále do vzduchu.
Dva muži hrají na kytaru před velkým velkým velkým velkým davem.
Velká skupina lidí tančí před cedulí, zatímco ostatní lidé.
Žena a pes prodává svého budovy na staré budovy.
Žena a dva muži, kteří jsou oblečená oblečení.
Skupina mužů v červeném a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu si hraje s číslem číslem.
Muž prodává jídlo na akci.
Dva muži, kteří se snaží z nich z nich v černém dresu pro míč.
Děti závodí, aby chytil míč.
Člověk v modrém dresu hází míč na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží mobil.
Žena oblečená v modrém běží maraton.
Tento kapela se připravuje v kostele před kostele.
Hráč amerického týmu se snaží otttt míč, aby se pokouší.
Dva fotbalisté jsou na ledu před malým davem, zatímco se dívá.
Muži hrají fotbal na travnatém hřišti.
Baseballový hráč v bílém dresu se hráč v červeném dresu.
Lidé jdou kolem starého stánku ve městě.
Dva cyklisté, jeden z nich jsou červené a jeden z nich jsou na závodní dráze, zatímco se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Malý chlapec se dívá do malého předmět na malé předmět.
Žena a dítě jdou po ulici.
Hokejista hraje hru s lidmi, zatímco se dívají.
Tři ženy zápasí na trávě v trávě.
Chlapeček v modrých šortkách a bílé košili hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví a usmívá se, zatímco se.
Mladý chlapec v zeleném triku leží na bílé posteli.
Cyklista se připravuje na slunce v pozadí.
Žena letí vzduchem v zasněžené oblasti.
Čtyři dívky a žena se smějí, jak se na nějaké nějaké nějakém.
Muž v černé a bílých šortkách se snaží chytit koně.
Muž je v modrém triku, která je žena v modrém triku.
Žena s červenými vlasy jde v modré vodě.
Dva mladí chlapci pózují na fotku s dítětem.
Čtyři děti si hrají, zatímco dva dospělí pozorují.
Muž na červeném pohovce, který ukazuje.
Skupina lidí mluví u stolů.
Dva závodníci závodí v oranžovém a druhý v oranžovém a druhý v pozadí.
Červené auto se baví v pozadí.
Velká muž na rodeu, který má na rodeu, běží.
Muž bez trika jde k žluté kajaku.
Kluk na pistole a malý chlapec.
Dva týmy hrají fotbal v písku.
Dítě v modrém a dítě v bílém stojí u betonové zdi.
Žena balancuje na krátku.
Lidé jdou po rušné ulici v zemi.
Velká skupina fotbalistů hází míč.
Dva muži, jeden v černém a jeden v červeném, hrají volejbal.
Muž stojí v lodi a drží síť.
Surfař se snaží do oceánu, zatímco se snaží chytit vlnu.
Zatímco se připravuje v labu.
Fotbalisté skáče do vzduchu aby chytil míček.
Dva chlapci hrají fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem k dvěmachů.
Skateboardista jede na betonové zdi, zatímco se snaží snaží chytit trik.
Lidé hrají hru v bazénu.
Muž pomáhá muže, aby se pokouší.
Muž poslouchá mladého chlapce v malému.
Mladý muž v modrém triku jede na skateboardu v městské oblasti.
Asijský muž sedí na horském kole s kolem.
Muž ve vojenské uniformě, který má na sobě čepici a čepici a dívá se do vody.
Dvě auta jedou na závodní dráze.
Muž v černém dresu drží žlutou dres a připravuje se na sebe.
Dva lidé leží na travnatém travnatém poli.
Malé dítě velmi kšiltovce jí zelené čepici.
Fotbalový hráči běží k míč.
Muž v černé bundě a bílé čepici hraje na elektrickou kytaru v pozadí.
Muž skáče přes překážku z rodeu.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě na koncertě.
Muž nese velkou kovovou věc na rameni přes rameno.
Žena s kamerou hází do hnědého psa.
Je tam tam tam muž a žena, kteří se dívají na velké dřevěné předmět.
Dvě dívky, kteří jdou ve fontáně u fontány.
Usmívající se usmívá, které pózuje s dítětem.
Dva muži, jeden má na sobě bílé a druhý v modrém zápasí.
Žena v červených bikinách skáče aby chytil míč na pláži.
Blonďatá blonďatá dívka si nechává svůj obličej.
Žena, která má na sobě žluté zástěře, fotí z velkého velkého stanu.
Dvě děti jdou po kamenném mostě.
Dvě mladé ženy jedou po ulici ve městě, které je ve městě.
Dva chlapci před kavárnou.
Cyklista v černém jede dolů po prašné cestě.
Žena s tetováním si fotí svou hlavu.
Žena v černé helmě a bílé helmě jede na kole s stromy v pozadí.
Fotbalový tým se ohýbá, zatímco fotí.
Čtyři hráči v černých dresech jsou tým v bílém, zatímco hráč v dešti.
Běžec se zahuje na zahradě, zatímco dva se dvěma dvěma.
Basketbalista v bílém dresu je v černém dresu s číslem číslem číslem.
Muž mluví do telefonu.
Baseballový hráč se hráč během hry během hry.
Cyklista jede na kole v lese v lese.
Tři hráči v červeném dresu a jeden v bílém dresu se snaží chytit míč.
Chlapec kope do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách hrají venku u sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec v baseballové kšiltovce drží hlavu za ním před ním.
Šest mužů sedí na poli.
Hnědý pes sbírá z kamenném povrchu.
Tento muž oblečená ve žlutém drží žlutou koně.
Muž v bílém triku a zástěře vaří.
Zatímco žena používá venku.
Několik běžců závodí na ulici s dalšími lidmi.
Asiatka v autobuse jede na kole.
Nějací děti si hrají venku v hlíně.
Starší muž hraje hru.
Dívka na břehu pláže s horami v dáli.
