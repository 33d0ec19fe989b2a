Muž v oranžovém klobouku se dívá na něco.
Nadhazovač běží po trávě před bílou plotem.
Dívka v karate dresu si dávají pauzu před klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu se sněhem v pozadí.
Lidé opravuje střeše domu.
Muž ve světle jasně zbarveném oblečení fotí skupina mužů v tmavéch oblecích a žena v kloboucích.
Skupina lidí stojí před diváky.
Chlapec v červeném dresu se pokouší chytit talíř, zatímco se pokouší chytit míč, zatímco se snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopis.
Matka a její její si užívají venku.
Muži hrají volejbal, jeden z nich má míč.
Žena drží jídlo v kuchyni.
Muž sedí u stolu u stolu.
Tři lidé sedí ve třídě.
Dívka v džínových šatech jde po schodech.
Blonďatá drží ruce s mužem v písku.
Žena v šedém svetru a černém svetru stojí v řadě.
Člověk v pruhovaném triku leze po hoře.
Dva muži bojují, zatímco žena se dívají.
Lidé stojí před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá na trampolíně na pláži.
Muž stojí u stolu v baru.
Žena používá svého muže, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stůl.
Muž krájí maso.
Skupina asijských chlapců čekají na maso.
Ženy v tradičním oblečení, jsou v tradičním oblečení.
Jeden muž drží hlavu a další muž se připravuje na obličeji.
Šest lidí jedou na horském kole.
Dvě blonďaté dívky sedí na římse v přeplněném náměstí.
Dítě je ve vodě.
Tři lidé sedí u piknikového stolu před budovou.
Tři chlapci stojí na molu v plavkách.
Velká žena si prohlíží ruku, zatímco si prohlíží rybu na ulici.
Stará žena si hraje na ulici.
Otec se dívá na budovu, zatímco se dívá na kameru.
Mladá žena se dívá na pizzu.
Muž bez trika v šortkách stojí, zatímco stojí na kamenech.
Dívka v záchranných vestě plave ve vodě.
Muž v uniformě a muž v modrém triku stojí před autem.
Lidé sedí uvnitř vlaku.
Dítě se houpe ve vzduchu s nohama v lese.
Muž v červeném triku skáče do zrcadla.
Dva muži v plavkách skáčou do vzduchu na pláži.
Batole vaří s další člověk.
Otec a dvě děti jsou venku venku a dvě děti dělají na dvorku.
Muž vaří jídlo na sporáku.
Muž v džínách hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Zatímco předvádí trik, aby se do vzduchu.
Velká skupina lidí lije ulici.
Muž v řadě jde do vody.
Žena v džínách jde kolem autobusu s ženou v autobuse.
Muž v růžovém triku sedí v trávě a skáče do vzduchu.
Auto stojí na pláži.
Dva muži v černém ve městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a čepicích jdou blízko vodní plochy.
Skupina roztleskávačů dělá na židlích.
Chlapec si hraje s číslem číslem číslem dospělým mužem, zatímco dívka se dívá.
Dav lidí se shromažďuje na veřejném veřejném prostranství.
Muž sedí na lavičce a dívá se na vodu.
Chlapec a mladší si hrají na hřišti.
Žena v modrém saku se dívá na lavičce, zatímco sedí na lavičce za ní za ní za ní.
Hnědý pes stojí na písku.
Žena sedí s košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu za ní.
Hráč hraje na kytaru v červeném klubu.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Pouliční umělec s kytarou hraje na ulici, zatímco žena hraje na modré kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku.
Tři ženy v metru si hrají v metru.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí v trávě před budovou.
Muž se dívá z muže v dáli, zatímco tři žena jdou kolem kavárny.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém tričku a džínách hraje na bubny.
Mladá žena maluje obraz na zdi.
Dvě ženy předvádí vysoko vysoko vysoko ve vzduchu obklopené dvěma dvěma ženami.
Muž míchá v kuchyni.
Chlapec surfuje na wakeboardu.
Muž pracuje u stolu.
Velká skupina lidí se shromažďuje venku a sedí venku.
Blonďatá žena v baru během baru.
Malé dítě v modrém tričku a bílé košili drží žlutou tyč.
Žena s růžovými vlasy v černém mluví.
Muž v pruhovaných obleku vaří jídlo pro dva lidé.
Dívka přechází přes řeku.
Dělník s rukou klečí vedle dvou žen.
Starší muž otevírá své ruce a dívá se.
Dítě v bílém oděvu cvičí v karate.
Tři muži v vestách jsou venku v vestách venku.
Žena fotí dítě v růžovém klobouku, zatímco nese muž v růžovém klobouku.
Skupina asijských dětí sedí v modrých židlích v modrých židlích.
Mladý chlapec v uniformě pláče do fotbalového grilu.
Šťastná žena připravuje v kavárně.
Stavební dělník řídí vybavení na staveništi.
Žena běží po basketbalovém hřišti aby se připravuje na něj.
Muž v uniformě pracuje, zatímco jiný člověk je další člověk.
Skupina lidí leze v zimě.
Závodník se chystá dolů po hoře s modrou helmou.
Muž dělá na vrcholu sochy.
Dítě sedí u stolu a drží obličej.
Hnědý pes se brodí u jezera.
Matka, která je její dva mladí chlapci, aby z velkého velkého vody.
Malé dítě jde vedle červeno-žlutého plakáty.
Dívka sedí na kole s malým chlapcem, zatímco další chlapec fotí.
Černý pes kope do vody.
Muž v bílých kalhotách a modré košili kope do žluté tašku.
Dva Indi se účastní závod.
Chlapec s rukou píše na své ruce a píše do obchodu.
Dva muži pádlují na zábradlí během západu slunce.
Lidé stojí na přeplněném metru a jsou venku.
Muž leze po zdi s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jeden zpívá na malém pódiu.
Miminko v ochranném oblečení se dívá na kameru.
Muž sedí vedle počítači.
Tato dáma má v pozadí a směje se.
Lidé v budově, jeden z nich fotí.
Čtyři psi s bílými skáčou přes červené zdi.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži v pruhovaných židlích.
Stará žena pracuje na tkalcovském stroji.
Chlapec stojí v popředí a kouká se na hřišti.
Muž v modré bundě si dává mladé chlapce.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes dunu v poušti.
Dítě ve žlutém triku skáče nahoru.
Pracovník ve žluté bundě je na lešení.
Muž v Řetátu si povídají a povídají si.
Skupina žen táhne pivo v baru.
Muž jede po útesu přes útesu.
Muž v černém jde ve sněhu.
Pouliční umělec skáče podél míče.
Policista v klobouku a slunečních brýlích se usmívá venku, zatímco má sluneční brýle.
Cyklista se prochází kolem parku v parku.
Muž v zelené přilbě a žluté vestě se baví.
Dítě s růžovými vlasy tančí na hlavě obklopené balónky.
Pes s nápisem na něco dává něco podél řeky.
Muž se připravuje na svého dne.
Muž v červeném triku se chystá chystá chystá.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku s žlutou lopatem.
Muž v bundě hraje na dřevěné lavičce na dřevěné lavičce.
Muž v bílém triku se dívá z okna z okna.
Žena drží malé sochy.
Šestst dětí si hraje ve vodě a stříká vodu.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s kusem a dospělý dospělými, zatímco dospělý sleduje.
Malá dívka otevírá dárek.
Žena v modrém je před dvěma ženami.
Malá dívka se pokouší otttá na pohovce.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Cyklista v černých kalhotách a černých kalhotách jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé koženém klobouku a kovbojském klobouku jde kolem obchodu.
Pes běží venku s žlutým hračkou.
Pes ve sněhu běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se objímají, zatímco dělá dítě.
Dva muži a žena stojí venku.
Skupina mužů používá klády na lodi.
Muž pije z knihy, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žluté šortkách hraje fotbal.
Muž stojí na kamenné kamenné kamenné konstrukce s ptákem.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na fotku.
Malé dítě v zelených botách si hraje v blátě.
Muž používá pilou pilu.
Muž sedí u piknikového stolu se zelenými pivo a pijí pivo před ním.
Chlapec v černém triku a modrých džínách drží červenou pálkou.
Tmavovlasý muž v brýlích a brýlích sedí na trávě a sedí na trávě.
Pes běží po dráze.
Postarší muž s tetováním s tetováním na balkóně přes balkóně.
Dvě ovčák se krčí na sebe.
Toto je skupina lidí stojí na nějaké akci.
Hnědý a bílý pes se na hračkou.
Muž s bílými vlasy hraje na akordeon uprostřed nějakých budovami.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na flétnu.
Dvě děti balancuje na kládě a drží provaz.
Muž jede na motorce na dráze.
Mladá žena ve fialovém oblečení se slunečními brýlemi odpočívá na dřevěné lodi.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládě přes malé řece.
Mladý muž v bílém tričku a černých šortkách stojí na pařezu.
Skupina lidí je pokrytý deštníky.
Muž s nápisem na kole.
Muž hází kládu, zatímco dva psi se dva psi pozorují.
Skupina starších hraje na nástroje pod stanem.
Pohled na zalidněné ulici.
Mladá žena drží bílého dne za slunečného dne.
Dva lidé v modrých tričkách jsou venku s nosem.
Černý pes dává do bazénu.
Kovboj jede na kole v soutěži.
Cyklista pracuje na železniční trati.
Pracovník v oranžové vestě používá sníh.
Dva stavební dělníci mají na staveništi, zatímco pracují na staveništi.
Tři muži jdou po kopci.
Asiatka v svatebních šatech pózuje na mostě vedle ní.
Mladý muž svou kytaru v kuchyni.
Tři chlapci si hrají s nápisem a kbelíky.
Tři dělníci jsou na chodníku.
Lidé v lese jsou v lese.
V kostele je skupina lidí v kostele.
Skupina mladých mladých lidí skáče v noci na kameru.
Dva muži jsou kajaku, jeden v oranžové kajaku, jeden z kopce.
Dva pracovníci na betonové budovy.
Žena v červeném svetru a džínách sedí na svém kole s rukama.
Dva hasiči se dívají na lavičkách, zatímco se dívají na ně dívají.
Pohled na letišti a čeká na letišti.
Muž ve žlutém kabátě se pohybuje v parku, zatímco chlapec v parku dívá.
Muž a chlapec na kamenité pláži.
Žena na lodi, která je napsáno "EEEEE"""".
Chlapec sedí a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí kolem stanu.
Mladík s černým trikem, který má na sobě černé triko, hraje na buben.
Muž prodává věci poblíž silnice.
Dívka ve žlutém se směje na sobě má na sobě oranžové, zatímco se dívají.
Pes skáče přes překážku.
Pes s černým obojkem se pohybuje v hlíně a listí.
Dva hnědí psi si hrají v autě.
Muž s vousy a vousy drží s nápisem, který má na kterém je za ním.
Muž, který má na sobě má na sobě lém oblečení oblečení, je v ringu.
Muž v černém triku rybaří na kamenité pobřeží.
Dva psi jsou na sebe.
Dva muži se baví na chodníku u auta.
Zatímco muž sedí na zákazníky.
V autobuse jsou v autobuse.
Dvě ženy v pruhovaných košilích jdou po levé ruce.
Malé dítě v oranžové vestě drží na kajaku v modrém kajaku.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí, která se dívají.
Žena a dítě před dveřmi.
Černý muž a dva bílých přáteli si dává pauzu.
Dívka v maskáčých kalhotách sedí na vrcholu ulice.
Světle hnědý pes běží.
Kluk pózuje s velkým velkým psem na zádech.
Plešatý muž se nechává o hnědého psa.
Dav na rušné ulici.
Pes s náhubkem běží po dráze.
Muž v sandálech sedí na chodníku poblíž nějakých tašky.
Muž a žena sedí na metě a povídají si.
Dítě se dívá na něco v obchodě.
Muž pije z žlutého věku na rušné akci.
Chlapec se opírá o auto na autě s květinami.
Žena v květovaných šatech mluví s dětmi.
Muž na své svatbě.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu poblíž velkého vody.
Velký černý pes běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco je obklopena deštníky.
Zatímco mužů hraje na pódiu s klaunem v pozadí.
Muž v oranžové kombinéze a modré přilbě pomáhá modrou helmou.
Muž a dvě dívky ukazuje, zatímco drží rybu před vodou.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červených plavkách a bílých plavkách skáče do krásného bazénu.
Asijská žena si nechává vlasy.
Starší žena a malé dítě v růžovém triku si hrají s barevným barevnými kostkami.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném triku hraje venku na trumpetu.
Muž mluví do telefonu s nohama.
Skupina dětí sedí na modré dece, zatímco jí jí.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi v poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče aby chytil míč.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy si povídají.
Asiat vaří venku.
Hnědý pes se chystá chytit zelený frisbee.
Pohled, zatímco hraje hudbu.
Mladý chlapec stojí vedle písku.
Tři malé děti jdou po travnatém dvorku.
Muž, který je na vozíku na vozíku.
Muž na kole jede na hoře.
Chlapec v modrých botách a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojové umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalisté jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Brankář ve žlutém poli je na gól.
Skupina mladých lidí se fotí v restauraci.
Mladý muž jede z růžové zábradlí.
Mladý chlapec skáče z posteli na malé posteli.
Dva lidé v béžovém kostýmech, jeden má na sobě modré a jedna fialové, stojí v silnici.
Muž běží v modrém triku s číslem číslem.
Asijatka pózuje pro kameru.
Muž, který běží maraton, co běží maraton, zatímco se 2 2 2 muži.
Basketbalista se snaží na gól.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva horolezci se dívají, zatímco ostatní sledují.
Fotbalový tým v bílém a zlatém hřišti.
Malá dívka tlačí po travnatém poli.
Skupina asijských dětí oblečená v bílých košilích a čepicích předvádí dav.
Chodci jdou po ulici a dívají se na dítě.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy.
Pasisisuu, kde se účastní účastní účastní auto, kde jsou výtu, kde jsou vlajkami a vlajkami.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Malé děti jsou na malé vlak.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého fotbalu.
Dva mladí muži na fotbalovém fotbalovém fotbalovém hřišti hrají fotbal.
Lidé jdou po dlážděném svahu.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku lije svůj tašku.
Žena v hnědém triku a modrých džínách drží dítě v bílém triku pod stromem.
Tři lidé se usmívají a drží nápisy.
Cyklista stojí vedle auta.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí je na hlavě.
Červenovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s dítětem na klíně.
Africká dítě drží něco, která drží něco, které jsou na fotce.
Žena řídí dav lidí s davem lidí.
Muž v uniformě se dívá, zatímco se dívají, zatímco muž v obleku drží ovoce a muž v obleku.
Dav je na baru.
Dívka v bílém a dívka jdou kolem modré auta.
Muž používá vybavení.
Člověk surfuje skrz vlnu v oceánu.
Rozhodčí si prohlíží něco něco.
Nevěsta a ženich se líbají pod nevěsta.
Na pozadí je mladý muž stojí v pozadí, zatímco muž s červenou šálou jde.
Černobílý pes skáče přes překážkovou zábradlí na soutěži.
Žena v svetru čte knihu.
Několik mužů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku leze na skále.
Dospívající chlapec se nechává v kuchyni a v kuchyni.
Lidé drží různé různé různé druhy nad bubny.
Tři nakupující na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti se objímají poblíž hromady.
Kuchař pózuje pro kameru, zatímco vaří.
Mnoho lidí v ulici používá nápisy.
Zatímco skáče na kole.
Malá dívka běží na pobřeží.
Bílý oranžových žen balancuje ve vodě.
Dva muži se baví, zatímco stojí před mikrofonem a čtyři lidé stojí za nimi.
Žena v růžové sukni drží mimino.
Hokejista ve žlutém dresu se klouže gól.
Muž jde kolem velkého ceduli.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na vrcholu skluzavce.
Muž tančí se psem mezi psem.
Bílý pes běží v mělké vodě.
Pasasisisisi jsou kapela s kapelou.
Skupina dětí si hrají na oploceném dvorku, zatímco dospělý dospělý dospělý sleduje.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialových šatech leží na podlaze a leží na zemi.
Muž s šedými vlasy si holí vousy.
Dva černí psi, černý pes, černé a bílý pes ve sněhu.
Muž v uniformě skáče do basketbalové uniformě.
Žena sedí venku a užívá si ve vzduchu.
Děti sedí na muže v obleku.
Šedý bílý pes skáče přes vodu v písku.
Dav shromáždění kolem fontány v dešti.
Několik starších mužů v tradičním tradičním oblečení na rohu ulice.
Mladý pes se dívá do sněhu.
Fotbalový hráč v dresu kope do míče.
Žena v černém triku je ve fialovém triku.
Čtyři Asiatka v oranžových šatech vystupují, zatímco předvádí fotbalový míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem běží přes trávu.
Dítě, které má na sobě s číslem číslem číslem číslem.
Starší muž a mladá dívka pracují na počítači.
Pohled ve žlutém triku.
Pouliční umělec s mnoha auty a auty.
Muž jede na kope do koně.
Chlapec skáče aby chytil tenisový míček.
Děti lezou na zdi, dva lidé pozorují.
Lidé, kteří jdou v pozadí jsou v pozadí jsou stromy.
Malá dívka kope do černé předměty.
Dva muži se snaží, aby mohli z vody.
Dva muži, kteří se dívají na dav.
Postarší žena oblečená stojí na pódiu nebo prodává něco, zatímco něco něco něco něco vysu.
Žena leží na gauči.
Tady se připravuje na podlaze a jedna žena.
Pohled do plotu.
Tři psi si hrají s sebe na poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí mezi nimi.
Tři lidé stojí venku s třemi psy.
Zatímco se necháválátá oskakakakakakakaka.
Dívka, která má na sobě triko.
Velká skupina turistů lije vodu v poušti.
Muž stojí na městské ulici.
Pohled ze stánku s jídlem.
Dva muži jedou skrz hromady, kteří jsou na jejich ži.
Dva lidé stojí na horské hoře.
Mladá dívka si užívá ve sněhu.
Tři muži se usmívají na kameru a ukazuje.
Člověk píše na tabuli ve třídě.
Muž v černém triku sedí u stolu s nápisem před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče do vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem je na zuby s modrým psem.
Chlapec si užívá venku.
Pracovník v oranžovém obleku klečí na kusu.
Muži v kovbojskéch kloboucích stojí na rodeu.
Dva psi jsou ve sněhu a jeden má něco v puse.
Závodník si dává pauzu z knihy.
Hnědý pes běží za žlutou hračkou.
Hráč v bílém dresu s klackem.
Muž v bílém triku si hraje s motivem.
Černobílý koně se snaží přes trávu.
Gymnasta letí vzduchem a kouří se svým rukama.
Dva muži a dívka se usmívají.
Dítě se opírá o modrou krabici, zatímco dospělý dospělý se dívá.
Černý pes jde po travnatém povrchu na sněhu.
Mladá dívka stojí vedle žlutého stolu.
Dvě děti si hrají na hřišti.
Tenista v zeleném triku drží své ruce.
Chlapec v červeném obleku si hraje ve vodě.
Dítě v červené bundě a čepici drží velkou sněhu.
Dva policisté v oranžových bundách stojí před bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Bruneta s brýlemi držící dítě v červeném svetru a žlutém svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před diváky.
Žena hraje volejbal.
Dva velcí psi bojují v hlíně.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malé chlapce na klíně.
Muž se snažít velmilmi velmi výtttototototo.
Děti se perou, aby mohl mohli.
Cyklista se opírá o horském kole se ohýbá na prašné dráze.
Dva lidé a lidé jsou na vodítku.
Mladý chlapec se učí na kole.
Chlapec v červeném triku a černých šortkách zametá cestu.
Africká rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce nad stolem a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě právě v bílém triku.
Žena drží velkou tyč.
Dva psi, jeden s tenisovým míčkem, běží v tlamě.
Dva dospělí a dvě děti sedí na lavičce.
Žena v travnatém poli na poli.
Muž prodává maso, aby se skupina lidí.
Skupina lidí na ulici se shromažďuje na akordeon.
Muž sedí na lavičce aby si svou své kolo.
Starý muž v metru leží na sobě a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole, zatímco stojí na kole.
Muž dělá pláži na pláži.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou na stromě v nějakém oblečení.
Kovboj v kovbojském dresu se snaží snaží na rodeu.
Pes skáče skrz překážku.
Postarší žena v růžovém triku s dlouhými vlasy v růžovém triku si nechává okátku.
Muž opravuje malou dívku.
Dvě dívky v sukních tančí před nějakými muzikanti.
Žlutý pes nese klacek.
Dívka v svetru je za slunečného dne.
Pohled na koncertě.
Tři ženy v jasně jasně jasně zbarveném oblečení drží tašky.
Hnědý pes kope do hlíně.
Mladý chlapec v bílém triku a bílé košili drží tenisovou raketou.
Dva psi běží od kamery.
Dívka si hraje ve fontáně.
Tři mladí mladíci stojí a poslouchá.
Dva turisté si prohlíží kládu u silnice.
Tři hráči se snaží chytit míč.
Dva chlapci přechází ulici, zatímco kope do červeného míče.
Muž drží jiného muže.
Bílý pes na horském svahu, aby něco něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží práci na pódiu.
Dva Plešaté sedí v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží baru.
Muž v zeleném skáče na své motorce.
Žena si hraje s dvěma chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky se objímají, jeden má na kole v pozadí.
Dva hnědí psi běží přes sněhu.
Žena stojí v zeleném poli a ukazuje na hnědém poli.
Mnoho stolu fotí na venkovním trhu.
Dva lidé sedí u stolu a před zdí.
Dva muži s mnoha lidmi se usmívají.
Dítě leží na béžovém koberci.
Muž a žena sedí v ruce.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s pitím v ruce.
Dva lidé jsou proti jezeře u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jeden v modrém a druhý v růžovém závodí na kolečkových bruslích.
čtyř čtyř lidí sedí na hromadě.
Skupina lidí triky na motorce.
Cyklista závodí v zalesněné oblasti.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílou auto.
Děti skáčou z břehu do bazénu.
Muž na okraji zdi se chystá chystá z kopce.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje pro kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech.
Pohled v hromadě hromady.
Gymnasta v červeném a bílé je uprostřed baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži jsou v dílně.
Učitelka v bílých šatech a mladá dívka v žlutých šatech si hraje.
Mladé dítě spí v posteli svou knihu.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle světle světle hnědých budovami.
Žena, která má na sobě čepici.
Velká žena používá velký kusu, aby vyhátátátkakakaka stojí na poli, zatímco stojí v poli.
Muž v karate předvádí před dvěma diváky.
Muž ve formálním oděvu hraje na chodníku ve městě.
Starší muž sedí na židli a jí.
Žena v bílém triku pracuje za stolem v kavárně.
Muž s bezpečnostním oblečení stojí na zádech.
Dvě děti se dívají na koních skrz malé plot.
Cyklista s nějakémalem na schodech.
Žena v jasně růžovém tričku dělá venku na obličeji, zatímco žena má na sobě fialové triko stojí venku, zatímco stojí venku.
Kovboj objímá své ruce svou rukou.
Muž ve žlutém triku a muž v tmavé košili mluví.
Tři Asiatka sedí na gauči a snaží se na pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje s kamerou.
Muž se krčí, zatímco další osoba v restauraci se směje.
Muž nakládá nákladního auta s mnoha auty.
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Skupina tančí v průvodu.
Muž stojí na kamenné útesu a dívá se na vodu.
Policisté ženy se dívá z autobusu.
Dva policisté středního věku se dívají přes parkovišti.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá dáma dělá na pláži.
Velký dav lidí stojí v parku a hrají na hudební nástroje.
Muž s čepicí dělá balónu.
Muž griluje maso na venkovním stole.
Dva muži prodává ovoce na trhu.
Bruneta v bílých bikinách během muže v bílých bikinách.
Kluk ve slunečních brýlích běží za ní.
Cyklista drží ruku, co vypadá jako to to tom.
Muž v kostkované košili ukazuje z černých rukavicích.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném a bílých uniformách stojí na hřišti se žlutým míčem.
Lidé skáčou přes horu na provazu.
Lidé se dívají na město, zatímco se prochází kolem.
Lidé na počítači před velkým oknem.
Zatímco pracují na rušném stroji.
Muž v rukavicích nese kukuřici.
Zatímco je v kavárně.
Slá žena drží balónky a drží sportovní akci.
Žena sedí v autě s dvěma očima a dvěma očima.
Žena sedí u cihlové zdi v cihlové budovy.
Tři mladé ženy sedí na obličeji, zatímco sedí na červených židlích.
Žena v modrém triku jde ve vesnici.
Šest dětí, sedí na lavičkách, na které jsou přestávku.
Hnědý pes si hraje s klackem na břehu.
Dva psi si hrají s malým psem, třetího psa, který má klacek.
Dítě na motorce se usmívá.
Dva lidé jsou shromážděni okolo velkého domu.
Diváci jsou na akci.
Pohled v dešti, které jsou v dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách jsou umění, zatímco vystupují na nějakých uniformách.
Mladá žena a muž v kostýmu s skupinou lidí v pozadí.
Muž v uniformě jde po ulici s dvěma auty a auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na kraji silnice.
Lidé se dívají přes kus papíru.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví na kolečkových bruslích.
Pohled na kole v bílých zástěře, který stojí v bílém klobouku a muž v bílém klobouku.
Skupina lidí si hrají na předmět.
Malá dívka v modrém oblečení leze po ulici v kovové zábradlí.
Skupina mužů sedí a mluví za zeleným ovocem.
Muž ve žlutém oblečení stojí za mikrofonem.
Hnědý pes s fialovou frisbee v tlamě.
Vousatý muž trénuje bojové umění poblíž svého umění.
Žena s nápoji a žena mluví do telefonu.
Dítě v červeném kabátu leží ve vzduchu, zatímco leží ve sněhu.
Žena sedí vedle svého psa v parku.
Tři muži stojí na pódiu a jeden má na sobě klauny a drží kytaru.
Žena je vyklátáláta.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi zápasí s velkým psem.
Muž s vousy a vousy sedí na lavičce v parku.
Afričan stojí na zahradě svých pozadí.
Mladá dívka se snaží chytit zuby.
Asiatka sedí v restauraci s žlutou židlích.
Dítě jí, zatímco sedí na židli a má na sobě helmu.
Šedovlasý muž v černých rukavicích se pohybuje po trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě, zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na straně.
Žena sedí na vrcholu obchodu.
Muž v růžovém triku a černé bundě s sluchátky na hlavě.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy se chystá po chodníku.
Muž v obleku drží v obleku a jde po chodníku vedle autobuse.
Muž skáče s vodopádem v pozadí.
Člověk v červené bundě a černých kalhotách drží ceduli.
Žena si dává ruku v vozíku.
Muž v bílé zástěře vaří venku na něco s ženou v béžové bundě.
Žena s taškou tlačí po přechodu a čekají na přechodu.
Skupina mužů jde po městské ulici.
Pouliční silnici vedle hromady.
Skupina lidí v černém stojí na molu poblíž dlouhé budovy.
Muž nese několik několik lidí.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy, brýlemi a kravatě stojí venku.
Mladá dívka v růžovém triku běží na pláži.
Skateboardista v černém triku a džínách bruslí ve městě.
Muž v bundě fotí velkou budovou.
Lidé na kraji fotbalového zápasu.
Na rušné ulici je tam tři rodina v rušné ulici.
Skupina lidí jde po ulici ve městě.
Pouliční ulice s několika několika několika lidmi, kteří mají na sobě hnědé bundě a sluneční brýle.
Nějací pracovníci jsou poblíž okna.
Tento hráč s modrou helmou, který právě právě právě právě na míč.
Žena v zlatém kabátě, aby chytil míček.
Nějací lidé sedí na lavičkách pod stromy.
Muž v obleku sedí v autobuse.
Africký muž, který je obklopen bílými s bílými kbelíky a béžovými pomocímocímocímocímocímocíšky.
Mladá žena jí něco a pije.
Muž v obleku a klobouku hraje na kytaru na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo v uličce, někteří se baví dovnitř.
Muž používá zrcadl.
Velká skupina lidí hraje u stolu, zatímco několik lidí sedí a poslouchá.
Dva mladí muži jedou na velmi malého koně plném vozíku plného kopce.
Žena v šatech jde po ulici kolem stavbě.
Kuska v obchodě si nechává svůj svůj sv sv svůj svůj sv svůj svppi.
Muž se slunečními brýlemi pracuje na stavbě aby se na zemi.
Dítě si hraje se svým hračkami a dívá se na černé.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v puse.
Skupina lidí sedí venku okolo malého stolu.
Muž jede na kole po rampě.
Žena v černém tílku a kabátu se dívá do dálky poblíž západu slunce.
Tři mladé dívky jdou spolu po chodníku.
Žena s dlouhými vlasy je na kterém.
Muž jede na skateboardu, zatímco jiný muž pozoruje z chodníku.
Muž v černé kožené bundě stojí před cedulí.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými vlasy a bílými vlasy leží na trávě v trávě.
Mladá žena v zelených uniformách předvádí fotbalový míč.
Žena na veřejném prostranství je ve veřejném prostranství.
Muž se krčí, zatímco ho ho ho ho ho holubuje v pozadí.
Skupina mužů stojí na poli.
Pouliční den na místním kurtu.
Muž v puse kouří cigaretu v puse.
Dvě skupina plavců se brodí.
Lidé sedí na lavičce ve městě s mnoha předmětem, zatímco včetnětně lampy.
Několik dělníků stojí s kbelíkem.
Muž bez trička v černých šortkách stojí na kamenné břehu vody.
Zatímco se dívá na kole.
Lidé si hrají, jeden muž v modrém tričku a druhý má na sobě modré triko, zatímco další ženy jsou na kameru.
Lidé stojí před sochou.
Žena se dívá na muže s rukama.
Muž středního věku v bílých šortkách a žabkách se dívá do silnici.
Dva muži oblečená v oranžových brýlích a sandálech stojí poblíž velkého velkého vody.
Dva lidé jsou v lodi.
Muž a žena stojí na ulici ve městě.
Chodci se dívají z stanici metra.
Čtyři muži, kteří mají na sobě modré čepici, sedí na sobě modré čepici, sedí na modré a zelenou a zelenou.
Tato skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílého stánku a bílého jídla.
Několik mužů vystupuje.
Starší muž v puse a kšiltovce si prohlíží svůj míč.
Malý chlapec si hraje na housle před obchodem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na noci v noci.
Dva závodní cyklisté v ochranném oblečení, jeden má ve vzduchu a druhý skáče po motorce.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva kluci lezou po zasněženou horu.
Dítě leží na zemi vedle kočárku.
Pes táhne muže a žena se ženou.
Spousta lidí se dívá na trhu.
Dva mladí muži hrají na elektrickou kytaru.
Postarší muž lije pivo z mladého muže v puse.
Dva lidé stojí venku vedle hromady a hračkami.
Čtyři lidé jedou na kole blízko rušné ulici.
Žena v růžovém triku a brýlích má na sobě brýle.
Žena v červeném triku zvedá ruku pod davem.
Chlapec v bílých šortkách skáče do jezera nebo řeky.
Malá dívka se dívá skrz dalekohled.
Několik dělníků v oranžových vestách kope do zemi.
Člověk v mikině stojí před budovou.
Stavební dělníci sbírácícícícícícícící.
Muž jede na koni s dalšími muži, zatímco další muži dělá za ním.
Afroameričan jde po ulici.
Dvě ženy pózují pro fotku.
Žena se sluchátky píše v neonově.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese mladší dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v šátku stojí na ulici před sebou.
Tmavovlasá člověk v červeném triku a černých kalhotách se krčí přes kabelku.
Černý a hnědý pes s hnědým psem.
Muž v černé vestě drží obraz.
Muž v poli s výhledem na houpačce.
Muž v obleku a žena v obleku čeká se dvěma ženami v Londýně.
Dítě jde po chodníku s několika vlajkami.
Černý pes běží na trávě s hračkou v puse.
Zatímco se připravuje na svém svému.
Pes je na trávě, aby chytil míč.
Skupina studentů sedí a poslouchá.
Lidé jedou na koloběžce v noci.
V šedém triku a muž na kole.
Muž v oranžovém triku a mladý chlapec jedou na stole s dalšími lidmi.
Mladý muž a žena poblíž velké kovové sochy.
Cyklista v červeném, bílé a modrých kalhotách se dívá na molu.
Muž v černém klobouku fotí ulicí v rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena v černých šatech má na ramenou.
Skupina lidí na ulici na hudební nástroje.
Pohled na prašné cestě.
Tři lidé jdou po horské cestě, jedna žena, jedna žena se dívá do objektivu.
Několik asijských mužů v černém oblečení.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Pohled v modrém oblečení a růžovém oblečení vystupují na svém kole.
Lidé v bílých šatech sedí na kraji kraji ženy v bílých šatech a dívají se.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených košilích a bílých kalhotách, bílých kalhotách drží černé vlajky.
Lidé obdivuje umění.
Asijský pár s barevnými papíry a oblečením.
Tito lidé leze po schodech aby jdou po hoře.
Malé dítě v modrém oblečení se dívá do dálky.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na ulici.
Chlapec stojí se třemi dívky.
Usmívající se muž v batohem drží svého chlapce před brýlemi.
Čtyři muži se dívají venku na zelené mostě.
Žena leží na fotku před modrou vodou.
Dospělý, který běží za slunečného původu, který běží za široukovu.
Pohled v obchodě a s jídlem.
Africký muž je proti nesisisu.
Policista na kole čeká na kole.
Skupina mužů sedí okolo stolu.
Skupina lidí včetně starších lidí, kteří mají v parku.
Žena mluví, zatímco pes jde venku za slunečného dne.
Mladý muž v šedém triku a bílé košili.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dalšími lidmi.
Tři dívky se smějí pro fotku.
Dáma, která má na sobě sluneční brýle a žluté svetru se dívá na lavičce.
Červenovlasý muž pije vodu z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku středního věku s brýlemi a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku plave na pláži.
Starý muž v klobouku a bundě spí na gauči.
Dva chlapci se dívají na nebi a mává za ním.
Mladý pár sedí na chodníku a odpočívá.
Mladík v triku a kravatě se dívá dolů.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném triku visí vzhůru nohama.
Muž jde před barevné zdi.
Mladý muž jde se třemi mladém mužem, zatímco tři dívky se tři dívky právě právě prochází.
Muž je na stromě v kavárně.
Pět lidí jde po schodech u hnědé sukni a žena v hnědém sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí jídlo ve venkovní oblasti obklopené mnoha lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na kole s třemi koly a čtyři muži na zádech sedí před ním.
Muž v modrém triku čte noviny.
Chlapec v kočárku drží knihu a drží knihu.
Dvě děti sedí vedle sebe, zatímco jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jede na kolech.
Muž sedí na kole a táhne kolo.
Muž na kole na kole skrz hlí.
Mladý muž oblečená oblečený v barevném obleku a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem před graffiti.
Starý muž v bílém triku jede na kole po ulici.
Jeden muž se pokouší na provazu.
Kovboj se snaží chytit míč, zatímco jede na koni.
Dva cyklisté v helmách jedou na prázdném poli kolem prázdné zemi.
Muž se opírá o něco a táhne něco z tašku.
Muž v vozíku jede na kole kolem v parku.
Člověk s tetováním se dívá na fotku nebo kouká do kamery.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívá se na předmět.
Několik lidí v modrém oblečení a jeden v černé sukni.
Žena a bílý pes sedí na pláži blízko bílé pláže.
Dvě ženy jdou venku ve špinavé budově.
Skupina mužů a dítě v bílých tričkách stojí v silnici.
Žena v černém a černém nese tašku na chodníku.
Skupina mužů sedí okolo stolu a povídají si.
Cyklista na straně budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači a dívá se na počítači.
Muž sedí na židli a dívají se.
Dva lidé, kteří stojí v kloboucích aby se na poli.
Nějacícícící vysoko vysoko v baru.
Muž oblečený v botách a kovbojském klobouku sedí na koni, zatímco skáče na koni.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal, dva dva týmy hrají fotbal, zatímco jiný muž v pozadí stojí na hřišti.
Malé dítě sbírá obličej.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku se dívá.
Dva lidé sedí pod stromem.
Mladý chlapec v modré čepici se dívá skrz jiného chlapce.
Tři muži vaří v kuchyni.
Mladá dívka v šedém obleku lyžuje na zasněžené hoře.
Skupina žen je shromážděna v tančí.
Muž a žena jsou v rukavicích skrz dárek.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci v baru u rušného plotu.
Dlouhovlasý muž skateboarduje na zábradlí za slunečného dne.
Na venkovním trhu hrají dva muži ve sněhu a dva muži.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje svého kamarádů.
Malý chlapec skáče z mola do jezera.
Žena s zelenou maskou a zelenými maskou se dívá do vzduchu.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje a hraje v louži.
Dítě jede po kole po kole po chodníku s graffiti.
Gymnasta je na akci.
Lidé jdou po ulici s oblečením.
Muž v tradičním oděvu stojí vedle svého oděvu, zatímco stojí vedle svého auta.
Dvě děti si hrají na kole.
Dva muži na fotbalovém hřišti hrají fotbal.
Muž skáče a pózuje na zemi.
Dívka fotí z fontány.
Kusisuje ve vodě.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodník před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení se usmívá před ním a pózuje.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři Asiatka sedí na lavičce a usmívají se.
Děti jedou na kolech, co vypadá jako které vypadá jako nesadi.
Mladý chlapec v zástěře a zástěře krájí v kuchyni.
Tento je klaun v klauna.
Usmívající se usmívá a drží dřevěné lodi.
Žlutýk pracuje na prašné prašné cestě.
Žena v červeném triku jede na koni v bílém koni.
Žena sedí velmi velké kameni a usmívá se na kameru s stromy v pozadí.
Tři muži v jasně jasně barevných kostýmech se baví s barevnými brýlemi a slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti, chlapec ve žlutém triku a dívka v modrém tričku se houpe.
Muž hází síť do sítě.
Muž v šedém triku a modrých džínách stojí na železniční trati s bílým trikem v pozadí.
Dva stavební dělníci leží na kovovém stroji.
Je tam kapela kapela na pódiu s členy v modrém.
Muž s knírem zpívá do mikrofonu, zatímco hraje na bubny.
Muž si dává svůj vozík z svého vozíku.
Muž s blonďatými vlasy jde po schodech.
Žena v bílém triku pracuje na poli.
Dívka v masce jede na kole skrz rušnou chodníku.
Dvě dívky, jeden v černém a druhý v bílém a druhý v bílém vystupují před diváky.
Několik žen vystupují před budovou.
Plešatý muž jde po chodníku a mluví do mobilu.
Žena si hraje s dítětem v kostýmu a dítětem jde kolem malé dítě.
Skupina mladých lidí sledují bubny, kteří používají na bubny.
Dívka v bezpečnostních bezpečnostních bezpečnostních vestách a bezpečnostních bezpečnostních bruslích.
Malý bílý auto je na vlak nebo za ní.
Dva hasiči zpívají a hrají na tmavé pódiu.
Dívka v bílé kšiltovce a modrých šortkách stojí na skále a v lese.
Dva muži hrají na kytaru před velkým publikem.
Několik lidí tančí s nápisem, kteří jsou nápisy před sebou.
Žena a jeho pes prodává zboží na staré budovy.
Žena a dva muži, kteří jsou oblečeni oblečeni, jsou oblečení.
Skupina mužů v červených bundách a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem hraje na fotbal.
Muž prodává zboží na akci.
Dva muži z zeleného fotbalového týmu z nich hrají hru v černém dresu.
Děti závodí, aby chytil fotbalový míč.
Člověk v modrém je na sobě a hází míč.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu, drží mobil a pózuje na eskalátoru.
Žena oblečená v modrém běží maraton.
Tato kapela se připravuje před kostele.
Několik mužů se pokouší ott míč, aby se pokouší pokouší pokouší.
Dva hráči bojují na ledu před malým davem, zatímco se dívá.
Muži hrají fotbal na travnatém hřišti.
Basketbalista v bílém čeká, zatímco hráč v červeném.
Lidé jdou lesem ve městě.
Dva závodní auto, jeden z nich jede po boku a jeden jede po boku, zatímco se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá do malého předmět.
Žena a dítě jdou po ulici.
Hokejista hraje hru s mnoha lidmi.
Tři ženy skáčou na trávě v trávě.
Africký chlapec v modrých šortkách a bílých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví s rodina, zatímco drží nějaký nějaký druhy a usmívají se.
Malý chlapec v zeleném triku leží na posteli.
Zatímco se připravuje na slunci v pozadí.
Žena je v zasněžené oblasti.
Čtyři dívky a žena se dívají.
Muž v černém a bílém se snaží chytit koně.
Muž je v modrém triku, která je obrázek žena v modrém triku.
Žena s červenými vlasy je ve vodě.
Dva mladí chlapci pózují s nápoji pro fotku.
Čtyři děti se dívají, zatímco dva dospělí pozorují.
Muž leží na červeném gauči v červeném gauči.
Skupina lidí mluví u stolů.
Dva koně závodí, jeden v modrých džínách a druhý v modro-červeném pozadí jsou v pozadí.
Červené auto je v pozadí.
Velká muž jede na rodeu, zatímco muž v rodeu běží s klaunem.
Muž bez trika jde k žlutém kajaku.
Kluk na vodnímínky.
Dva týmy hrají fotbal v písku.
Dítě v modrém a dítě v bílém stojí na betonové zdi.
Žena táhne košíku na mokrém stroji.
Lidé jdou po rušné ulici v rušném zemi.
Zatímco je je je prodadědě hází míč.
Dva muži, jeden v černo-bílé a druhý v červeném, hrají volejbal.
Muž stojí v lodi a drží nějaké síť.
Surfař kope do oceánu, zatímco se snaží na vlně.
Zatímco se připravuje v labu.
Fotbalisté skáče do vzduchu aby chytil míček.
Dva chlapci hrají fotbal proti sebe.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem směrem směrem k klelestů.
Skateboardista jede na betonové zdi blízko betonového psa.
Lidé hrají hru v bazénu.
Muž dává svůj muže, aby mohli.
Muž s nápisem "usluje mladého chlapce.
Mladý muž v modrém triku jede na skateboardu v městské oblasti.
Asijský muž sedí na železniční trati s chy.
Pohled v uniformě, který má na sobě vojenské uniformě, má na sobě klobouk, sedí v pozadí a dívá se do vody.
Dvě auta jedou na závodní dráze.
Muž v černém dresu a žlutém dresu se připravuje z žlutého zápasu.
Dva lidé leží a líbá se na travnatém trávě.
Velmi malé dítě v džínové čepici jí zelené čepici.
Fotbalový hráči běží po míči.
Muž v černé bundě a bílých kalhotách hraje na elektrickou kytaru a druhý hraje na elektrickou kytaru v pozadí.
Muž skáče přes překážku.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě v koncertě.
Muž nese velkou velkou kovovou věc na rameno.
Žena s kamerou hází létající létajícího psa.
Je tam tam tři muž a žena se dívají z velkého dřevěné předměty.
Dvě dívky vybarvuje rukama ve fontáně.
Blonďatý dítě se usmívá, který pózuje s rukama.
Dva muži, jeden v bílém a druhý v modrém zápasí.
Žena v červených bikinách skáče aby chytil míč na pláži.
Oranžová blonďatá mladá dívka, která se jí.
Žena, která má žlutou zástěře, fotí z velké kusu.
Dvě děti přechází malého kamenného mostu.
Dvě asiatka jedou na městské ulici ve městě, že vypadá jako jako které vypadá jako velké oblasti.
Dva chlapci před strojem.
Pohled v černém jede po prašné cestě v lese.
Žena s tetováním si fotí obrazem.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Tým cyklistů, kteří se ohýbá, zatímco diváci fotí a fotí.
Čtyři hráči v černých dresech se perou v dešti, zatímco hráč v dešti.
Běžec se nechává na dvorku, zatímco dva ho ho ho holají pomocí dvoumi.
Basketbalista v bílém dresu s číslem číslem číslem číslem hráč v černém dresu je v černém dresu.
Muž mluví do telefonu venku.
Hráč amerického fotbalu během zápasu během hry.
Cyklista dělá trik v lese.
Tři hráči v červeném dresu se snaží chytit míč a druhý v bílém dresu.
Chlapec, který skáče do vzduchu a skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku poblíž sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec v baseballovém dresu drží hlavu za ním.
Šest mužů sedí na poli u dřevěného koně.
Hnědý pes sbírá po kamenném povrchu.
Tento muž oblečený ve žlutém drží žlutou koně.
Muž v bílém triku a zástěře krájí ptáky.
Žena, která používá venku.
Matka závodí na městské ulici s dalšími lidmi, kteří stojí okolo.
Asijská žena v slunce jede na kole.
Nějací děti si hrají venku v hlíně.
Starší muž hraje hru.
Dívka na pobřeží s horami v dálce.
