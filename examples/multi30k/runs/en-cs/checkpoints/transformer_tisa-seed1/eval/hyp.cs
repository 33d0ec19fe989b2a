Muž v oranžové čepici něco na něco.
Žena běží na zelené trávě před bílým plotem.
Dívka v karate si dává pauzu s míčem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s sněhem v pozadí.
Lidé si hrají na střeše domu.
Muž ve světle tmavém oblečení stojí okolo ženy v tmavém oblečení a žena v tmavém oblečení.
Skupina lidí stojí před hodně.
Chlapec v červeném dresu se snaží chytit míč, zatímco se snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a mladá dívka si užívá den.
Muži si hrají s míčem, jeden hráčem ve vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu ve svého stolu.
Tři lidé sedí v restauraci.
Dívka v džínových šatech jde po cestě.
Blondýna drží ruce s rukama v písku.
Žena v šedém svetru a černém svetru stojí v obchodě.
Člověk v pruhovaném triku leze po horu.
Dva muži jsou venku, zatímco žena se dívají.
Lidé stojí venku před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá nějaké trampolíně na pláži.
Muž stojí u baru v baru.
Žena používá dárek, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu.
Muž krájí kusu stromy.
Skupina asijských asijských chlapců čekají na maso.
Ženy v tradičním oblečení, tradičním oblečení jsou oblečení.
Jeden muž drží hlavu a připravuje se na hlavě.
Šest lidí jede na horském kole skrz les.
Dvě mladé dívky sedí na přeplněném náměstí.
Dítě se cáká ve vodě.
Tři lidé sedí u piknikového stolu před budovou.
Tři chlapci stojí na molu v plavkách.
Postarší žena si prohlíží tašku, zatímco si prohlíží zboží na ulici.
Postarší žena hraje na bubny.
Otec, který se dívá do budovy na kameru z plotu.
Mladá dáma se dívá na zboží.
Muž bez trička v šortkách stojí na kamenech.
Dívka, která má na sobě vestě ve vodě.
Muž v uniformě a modré košili stojí před autem.
Lidé sedí uvnitř vlaku.
Dítě se houpe ve vzduchu v lese.
Muž v červeném triku v červeném triku.
Dva muži v plavkách skáčou do vzduchu na pláži.
Batole vaří s mužem.
Otec a dvě děti používají venku na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Cyklista předvádí trik, zatímco je připravena do vzduchu.
Velká skupina lidí provádí ulici.
Muž na kterém jde do vody.
Žena v džínách jde kolem autobusu s ženou v autobuse.
Muž v růžovém triku sedí v trávě.
Závodní auto na pláži.
Dva muži v černém městě.
Muž ve žlutém kalhotách zvedá své ruce.
Dva muži v kloboucích a čepicích jdou blízko vodní plochy.
Šťastný tým dělá na židlích.
Chlapec si hraje s dítětem, zatímco dívka se dívá.
Dav lidí na veřejném veřejném prostranství.
Muž sedí na lavičce a drží svého psa.
Chlapec a mladší chlapec si hrají na hřišti.
Žena v černé bundě sedí na lavičce a dívá se na ní.
Hnědý pes stojí na pláži.
Žena sedí s košíkem, obklopena.
Muž griluje na dvorku.
Žena zpívá v klubu za ní.
Basketbalista předvádí na červeném kytaru.
Dítě sedí na židli a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Hnědovlasá žena hraje na housle, zatímco žena s modrou kytaru.
Mladá dívka plave v bazénu.
Několik dětí venku se připravuje venku, aby se připravuje se.
Tři atleti si hrají v metru.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí venku v trávě a dává si pauzu.
Muž bez trika, zatímco tři žena v dáli jdou kolem obchodu.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém triku a džínách hraje na bubny.
Mladá žena maluje venku na zdi.
Dvě ženy předvádí vysoko vysoko vysoko, které je obklopen dvěma ženami.
Muž míchá kusy v kuchyni.
Chlapec na wakeboardu na jezeře.
Muž pracuje, který pracuje.
Velká skupina lidí, kteří jsou venku a jsou venku.
Blonďatá žena pije na baru.
Malé dítě, které má na sobě modré tričko a modré triko drží žlutou plastové plastové plastové plastovém.
Žena s růžovými vlasy mluví do černého muže.
Muž v obleku vaří jídlo na dvou lidí.
Dívka se natahuje po řece, aby mohli.
Pracovník s kšiltovkou klečí vedle dvou žen.
Starší muž otevírá svůj rukama a dívá se.
Dítě v bílém oblečení cvičí v karate.
Tři muži v oranžových vestách jsou venku.
Žena fotí dítě v růžové čepici, zatímco muž má na sobě růžové čepici.
Skupina asijských dětí sedí na židlích v modrých židlích.
Mladý chlapec v uniformě brečí do své uniformě.
Šťastná žena připravuje jídlo v kavárně.
Stavební dělník jede na stavbě.
Žena běží po odpalu, aby chytil míček.
Muž v uniformě jde kolem jiného muže.
Skupina lidí leze v noci.
Lyžař se chystá dolů po hoře s modrou helmou na modré helmě.
Muž dělá stojku na lešení.
Dítě sedí u stolu a drží svého stolu.
Hnědý pes se brodí do jezera.
Matka učí svého psa, aby mohli do vody.
Malé dítě jde vedle červené vlajky.
Dívka sedí na kole a mladší chlapec si fotí.
Černý pes chytá míč ve vodě.
Muž v bílých kalhotách a modrých kalhotách kope do žluté tašku.
Dva Indi se účastní účastní hry.
Chlapec s rukama a rukama stojí v obchodě.
Dva lidé jsou na pobřeží během oceánu.
Lidé stojí na přeplněném místě a v metru.
Muž leze po zdi s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jeden dav fotí před malým publikem.
Miminko v obleku se dívá na kameru.
Muž sedí vedle počítači.
Tato dáma má na sobě masku a smějí se.
Lidé jsou uvnitř budovy, jeden fotí.
Čtyři psi s náhubkem skáče přes červené zdi.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži ve vodě.
Stará žena pracuje na projektu.
Chlapec stojí v popředí a dívá se přes další lidé.
Muž v modré bundě si dává malého chlapce.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna okna.
Muž v šedém triku skáče přes dunu v poušti.
Dítě ve žlutém triku skáče nahoru a skáče dolů.
Dělník ve žluté bundě je vysoko vysoko vysoko na budově.
Muž ve středním věku si povídají, aby si.
Několik mužů táhne pivo, který je na strom.
Muž je po útesu přes útesu.
Muž v černém jde vedle svého auta.
Usmívající skáče do míče.
Žena v čepici a čepici se usmívá a usmívá se venku, zatímco nosí sluneční brýle.
Rodina se prochází na fotku v parku.
Muž v zelené přilbě a žluté bezpečnostní vestě se žlutým bezpečnostní vestě.
Dítě s růžovými vlasy tančí na hlavě obklopena.
Pes s klackem na řece.
Muž připravuje svou svého dne.
Muž v červeném triku se chystá chystá ku.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku je do písku.
Vousatý muž v bundě na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malého malého bílého psa.
Šest dětí bez trika si hraje ve vodě a stříká vodu.
Dva lidé jedou skrz horu.
Dívka skáče na provazu poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s bublinem, zatímco dospělý dospělý dospělý se dívají.
Malá dívka otevírá strom.
Žena v modrém řídí kameru před dvěma ženami.
Malá dívka se pokouší na gauči.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Muž v černé bundě a černých kalhotách jde po schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černém klobouku a kovbojském klobouku jde kolem obchodu.
Pes běží venku s žlutým hračkou.
Pes ve sněhu běží ve sněhu.
Rodina si hraje na pláži s psem.
Žena a dítě se objímají, zatímco dítě jí.
Dva muži a žena stojí venku.
Skupina mužů používá klády, aby tlačí vodu z vody.
Muž pije z okna, zatímco čte noviny.
Muž v černém hraje na piano.
Mladý chlapec v modrém dresu a modrých šortkách hraje fotbal.
Muž stojí na kamenném kamenném kole s roztaženýma rukama.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na obrazovku.
Malé dítě v zelených botách si hraje v louži.
Muž používá pilou pilu.
Muž sedí u piknikového piknikového stolu a u stolu před ním.
Chlapec v černém triku a modrých džínách drží červené míček.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží na závodní dráze.
Tmavovlasý muž s tetováním s tetováním na balkóně.
Dva muži, kteří se schovávají na sebe.
Tato skupina lidí stojí kolem nějakých na nějaké akci.
Hnědo-bílý pes hází hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budov.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na kole.
Dvě děti balancuje na kládu a drží provazu.
Muž jede na motorce na dráze.
Mladá žena ve fialovém svetru se natahuje na dřevěné dřevěné dřevěné podlaze.
Žena v hnědém triku sedí na červené lavičce.
Pes jde po kládu přes malé řece.
Mladý muž v bílém triku a zeleném triku stojí na kládě.
Skupina lidí je kolem deštníky.
Muž na kole s velkým nápisem "SSevi na kole.
Muž hází kládu, zatímco dva psi se dívají.
Skupina starších staršíchů hraje na nástroje pod stanem.
Pohled na zalidněné ulici.
Mladá žena drží bílého dne.
Dva lidé v modrých tričkách jsou venku.
Černý pes krájí do bazénu.
Kovboj jede na zádech na soutěži v soutěži.
Hasič pracuje na železniční železniční trati.
Pracovník v oranžové vestě používá sníh.
Dva dělníci pracují na stavbě, zatímco pracují na staveništi.
Tři muži jdou po kopce.
Asiatka v svatebních šatech pózuje na mostě vedle ní.
Mladý muž hraje na kytaru v kuchyni.
Tři chlapci si hrají s vodou a kbelíky.
Tři dělníci jsou na chodníku.
Lidé jsou v lese vedle stromu.
Skupina lidí je shromážděna v kostele.
Skupina mladých mladých dospělých skáče v noci na kameru.
Dva muži jsou na kajaku, jeden z nich jeden z nich.
Dva dělníci pózují do cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama.
Dva hasiči si dává pauzu, jak se dívá na ně dívá.
Zatímco čeká a čeká na letišti.
Muž ve žluté bundě se směje, zatímco chlapec v parku dívá.
Muž a chlapec na kamenné pláži.
Žena na lodi, která je na vodě.
Chlapec sedí a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí kolem stanu.
Mladík v černém triku si hraje s nápisem "OOO""", zatímco sedí na buben.
Muž prodává zboží poblíž auta.
Dívka ve žlutém se směje, zatímco dívka má na sobě oranžové vypadá jako dívka v modrém.
Pes skáče přes překážku.
Černý pes s černým obojkem v hlíně.
Dva hnědí psi si hrají v pozadí.
Muž s knírem a vousy drží ceduli, který má na kterém má na sobě chy.
Muž, který má na sobě má na sobě přilbou oblečení oblečení, že je vysa.
Muž v černém triku rybaří na kamenné pobřeží.
Dva psi jsou na sebe, aby mohli.
Dva muži se baví na chodníku vedle auta.
Vousatý muž sedí na zákazníky.
Mnoho auta s auty za nimi.
Dvě ženy v tričkách jdou po levé ruce.
Mladé dítě v oranžové vestě drží oranžové vestě a pádluje ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí, zatímco žena se dívá.
Žena a dítě před dveřmi.
Muž a dva muži spolu zápasí u sebe.
Dívka v maskáčých kalhotách sedí na ch schodech.
Světle hnědý pes běží nahoru.
Chlapec pózuje s velkým velkým velkýmmem na svému.
Plešatý muž se pokouší do svého psa a černého psa.
Dav na rušné ulici.
Žlutý pes má žlutou a černý pes běží na trati.
Muž v sandálech sedí na chodníku poblíž obchodu.
Muž a žena sedí na metu a baví se.
Dítě se dívá do obchodu v obchodě.
Muž pije ze žlutém akci.
Chlapec se opírá opírá o auta.
Žena v šatech mluví před dětmi.
Muž na svého dne.
Mladá žena v černém triku a džínech zametá.
Žena s čepicí leze na útesu blízko velkého vody.
Velký černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena odpočívá na svém telefonu, zatímco je obklopena deštníky.
Několik mužů hraje na pódiu s kytarou na pódiu.
Muž v oranžové kombinéze a oranžové čepici pomáhá kolo.
Muž a dvě dívky ukazuje u vody, zatímco drží rybaří před vodní plochy.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červených plavkách a bílých plavkách plave v bazénu.
Asijská žena svou vlasy.
Starší žena a malé dítě v růžovém triku si hrají s barevnými barevnými.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném triku hraje venku.
Muž mluví do telefonu s hlavou.
Skupina dětí sedí na modré zábradlí, zatímco jí jídlo.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi, kteří si hrají na poli.
Lidé sedí venku v kruhu před velkou budovou.
Jeden pes skáče aby chytil míček.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy, kteří se baví přes bílou vína.
Asiat vaří venku.
Hnědý pes se chystá chytit zelené frisbee.
Otec se účastní kapely hraje na kapele.
Mladý chlapec stojí vedle písku.
Tři mladé děti jdou skrz travnatém poli.
Muž nakládá vozík na vozíku.
Muž na kole jede na hoře.
Chlapec s modrým deštníkem běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě kope do vzduchu.
Žena prodává ovoce na chodníku.
Dva týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový hráč ve žlutém dresu je na hřišti.
Skupina mladých lidí se připravuje v přírodě.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z malého posteli na malé posteli.
Dva lidé v ochranných kostýmech, jeden v modrých kostýmech, jeden z nich stojí na silnici.
Muž, který běží v modrém triku s číslem číslem.
Asiat pózuje na kameru.
Muž, který vypadá, co běží maraton, aby mohli.
Basketbalista se pokouší míč během hry.
Fotbalista v oranžovém dresu se usmívá a usmívá se.
Dva závodní dráze se dívají, zatímco ostatní sledují.
Fotbalový tým v bílém a bílého fotbalu na hřišti.
Malá dívka tlačí své kolo na travnatém poli.
Skupina asijských dětí v bílých tričkách a bílých kloboucích vystupují s davem.
Chodci jdou po ulici v obchodě.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy.
Pouliční auto, kde jsou seřazeny, kde jsou v autě, které jsou na které jsou.
Cyklista skáče přes překážku.
Pár sedící v bílých židlích se usmívá na kameru.
Malé děti jsou na malém vlaku.
Surfař v modrých plavkách jede na vlně.
Chlapec skáče do svého míče.
Dva mladí muži hrají fotbal na fotbalovém hřišti.
Lidé jdou po dlážděném dlážděném chodníku.
Mladý chlapec v bílých kalhotách skáče z gauči.
Kluk v oranžovém triku je z košíku.
Žena v sandálech a modrých džínách, modrých džínách drží mimino pod bílým stromem.
Tři lidé se usmívají a drží ceduli.
Policista stojí vedle auta na ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí má hlavu.
Tmavovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí své své dítě v klíně.
Asijský dítě drží něco něco, které jsou na fotku.
Žena pózuje s davem lidí.
V obleku sledují muže v obleku a muž drží ovoce.
Dav vystupuje na baru.
Dívka v bílém a zeleném jde kolem modré auto.
Muž používá vybavení.
Člověk surfuje skrz vlnu v oceánu.
Otec si prohlíží něco něco.
Nevěsta a ženich se líbá podmem.
Čtyři policisté stojí v pozadí, zatímco mladý muž v pozadí jde s červenou taškou.
Černo-bílý pes skáče přes překážku na soutěži.
Žena v svetru čte knihu.
Několik mužů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém triku leze na skále.
Dospívající chlapec si nechává v kuchyni, který je v kuchyni.
Lidé drží hudební nástroje, které jsou na bubny.
Tři kuchaři jsou na poli z pole.
Dvě ženy a muž se dívají na knihu.
Tři děti, kteří jsou z nich stojí vedle sebe, které jsou.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí v ulici používá kusu.
Cyklista skáče na kole svou kole.
Malá dívka běží na břehu pláže.
Bílý pes plave ve vodě.
Dva muži se baví, zatímco stojí před nimi stojí za nimi.
Žena v růžovém sukni drží dítě.
Hokejový hráč v žlutém dresu se žlutým míčem.
Muž jde kolem velké nápisy.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tancuje se svým psem mezi nohama.
Bílý pes běží ve vodě.
Rododisici jsou seřazeny s členy.
Skupina dětí si spolu hrají na oplocené zahradě, jak se dívá.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialovém šatech leží na podlaze.
Muž s šedými vlasy si holí holí.
Dva černí psi, černo-bílý pes běží ve sněhu.
Muž v basketbalovém dresu skáče aby chytil míč.
Žena sedí venku a užívá si s modrými dveřmi.
Děti sedí na stoličce v obleku.
Šedý pes skáče přes vodu v písku.
Dav se shromáždila kolem fontány v dešti.
Několik starších mužů, někteří jsou na rohu ulice.
Mladý pes se dívá do sněhu.
Hráč amerického fotbalu v fotbalovém dresu se pokouší míč z týmu.
Žena v černém triku je ve fialovém triku.
Čtyři asiatky jsou oblečeni v šatech, zatímco předvádí míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem na trávě běží po trávě.
Dítě, které je na sobě má na sobě helmu.
Starší muž a mladá dívka pracují na oslavě.
Tmavovlasý chlapec ve žlutém triku je ve žlutém triku.
Na ulici s mnoha auty a několika auty.
Muž jede do míče na rodeu.
Chlapec skáče, aby chytil tenisový míček.
Děti lezou po zdi, zatímco dva lidé dívají.
Lidé, kteří jdou po řece s mnoha stromy v pozadí.
Malá dívka kope do černého karate.
Dva muži se snaží chytit vodu z vody.
Dva muži, kteří se dívají na dav.
Postarší žena oblečená na pódiu, kteří stojí nebo dává něco na něco.
Žena leží na gauči a směje se.
Závodník se nechává na zemi, jedna žena a jedna žena.
Turista skáče přes plot.
Tři psi si hrají s sebe v poli.
Dvě mladé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Tito lidé stojí venku s psy.
Zatímco se pokouší řířířížititititit.
Dívka, která má na sobě triko.
Skupina stavebníchoduje vodu v poušti.
Muž stojí na městské ulici.
Pohled ve vzduchu s jídlem v ruce.
Dva muži jedou skrz svůj hromady.
Dva lidé stojí na horu.
Mladá dívka si užívá po sněhu, zatímco se dívá.
Tři muži se usmívají a ukazuje na kameru.
Člověk píše na tabuli ve třídě.
Muž v černém triku sedí u stolu s počítači.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče na skateboardu ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si čistí zuby s modrým psem.
Kluk si užívá den.
Dělník v oranžovém obleku klečí po kus kusu.
Muži v čepicích stojí kolem rodeu.
Je tam dva psi ve sněhu a jeden má něco v tlamě.
Asijský muž si dává pauzu od pití.
Černý pes běží za bílým psem.
Hokejista v bílém dresu s bílým míčem.
Muž v bílé košili si hraje s bílým trikem, zatímco se dívají.
Černobílý pes se snaží přes plot.
Cyklista stojí před rukama, aby se svou rukou.
Dva muži a dívka se smějí.
Dítě se opírá o zábradlí, zatímco se dívá dolů.
Černý pes jde po sněhu.
Mladá dívka stojí vedle žlutého psa na kuchyňské kuchyni.
Dvě děti si hrají na hřišti.
Tenistka v zeleném triku drží své ruce.
Chlapec v červeném obleku si hraje ve vodě.
Dítě v červené bundě a čepici drží velký velký velký sněhu.
Dva policisté v oranžových bundách stojí venku s bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Matka s brýlemi drží dítě v červeném svetru a žluté svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před lidmi.
Žena hraje volejbal.
Dva velcí psi zápasí na prašném poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží chytit velmi velmi nettttu.
Děti, kteří se pokouší o ohrátky.
Cyklista se opírá o horské dráze.
Dva lidé a lidé jsou na vodítku.
Mladý chlapec se učí na kole, aby se svým ním.
Kluk v červeném triku a černých šortkách zametá podlahu.
Rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě v bílém triku právě bílé košili.
Žena drží velký velký talíře.
Dva psi, jeden s tenisovým míčkem v puse běží skrz trávu.
Dva dospělí a dvě děti sedí na lavičce.
Žena v travnatém poli dělá na poli.
Muž prodává jídlo, aby skupina lidí.
Skupina lidí se baví na ulici aby se na akordeon.
Muž sedí na lavičce na svém lavičce.
Starý muž v metru leží v metru a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole, zatímco stojí u kola.
Muž dělá pláži na písku.
Několik lidí jí u piknikového stolu v parku.
Dvě ženy jsou u stromu.
Kovboj v rodeu se snaží snaží vyttttt.
Pes skáče přes překážku.
Žena s dlouhými vlasy v černém triku leží s dlouhými vlasy.
Muž spravuje kolo.
Dvě dívky v sukních tančí před nějakém ulici.
Žlutý pes nese klacek u vody.
Dívka v svetru je za slunečného dne.
Otec na koncertě fotí.
Tři ženy v jasně jasně jasně zbarveném oblečení drží něco.
Hnědý pes kope v hlíně.
Mladý chlapec v bílém triku a pruhovaném triku drží tenisovou raketou.
Dva psi běží z fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladíci stojí a poslouchá hudbu.
Dva turisté si prohlíží kládu po cestě.
Tři hráči se pokouší míč.
Dva chlapci přechází ulici, zatímco červený míč.
Muž drží jiný muž svou zádech.
Bílý pes na hoře, aby něco na pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží kytici a stojí na pódiu.
Dva plavci v červených šatech v červených šatech.
Mladý chlapec visí do oblečení.
Malá dívka v růžovém drží baru.
Muž v zeleném skáče na motorce.
Žena si hraje s dvěma chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky se objímají, jedna v helmě, jedna v pozadí.
Dva velcí psi běží přes sněhu.
Žena stojí na zeleném poli a drží bílého psa.
Několik lidí fotí u venkovního stolu na venkovním trhu.
Dva lidé sedí u stolu a opírá o zeď.
Dva muži s nápisem se smějí.
Dítě leží na béžovém koberci.
Muž a žena sedí a s rukama.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s nápoji v ruce.
Dva lidé jsou na jezeře.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky, jedna oblečený v modrém a jedna v růžovém závodí na kolečkových bruslích.
čtyř lidí sedí na hromadě hromadě.
Skupina lidí dělá triky na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílým autem.
Děti skáčou z břehu do bazénu.
Muž na kraji zdi se chystá na zdi.
Žena v pruhovaném oblečení na kole.
Dívka oblečená v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech.
Cyklista je uprostřed hromadě hromady.
Gymnastka v červeném a bílé je na baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži jsou věci v obchodě s jídlem.
Učitelka v bílém a žlutých šatech si hraje s žlutou budovou.
Malé dítě spí v posteli svých posteli.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle hnědého auta.
Žena, která má na sobě čepici.
Zatímco žena používá velké chátu aby mohli na poli.
Muž v karate předvádí před dvěma stromy.
Muž ve formálním oděvu hraje na chodníku na chodníku.
Starší muž sedí na židli a jí.
Žena v bílém triku pracuje za pultem v kavárně.
Muž s oblekem stojí na zádech.
Dvě děti se dívají na koních skrz malé koně.
Tanečnice s nějakém strojem na koních.
Žena, která má na sobě růžovou obličej, zatímco žena má na sobě růžové tričko stojí venku a stojí venku.
Kovboj se nechává svou ruku.
Muž ve žlutém triku a muž v tmavé košili mluví.
Tři malé děti sedí na gauči se pokouší v pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje s foťákem.
Muž se usmívá, zatímco jiný člověk se další člověk v restauraci.
Muž nakládá vozík s mnoha auty.
Muž v černé bundě hraje na akustickou kytaru.
Skupina tancuje v průvodu.
Muž stojí na kamenné útesu a dívá se do vody.
Žena se dívá z autobusu z autobusu.
Dva policisté ve středním věku se dívají přes parkovišti.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jógu na pláži.
Velký dav lidí stojí v parku a hraje na hudební nástroje.
Muž s kloboukem dělá balónem.
Muž griluje maso na venkovní akci.
Dva muži prodává ovoce na trhu.
Zatímco žena v bílých bikinách dává nápoj do mikrofonu.
Chlapec ve slunečních brýlích běží za nimi.
Cyklista drží ruku, co vypadá jako jako jako ži.
Muž v kostkované košili ukazuje z černém triku.
Dva muži v bílých botách sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném dresu a bílé uniformě stojí na fotbalovém hřišti s žlutým míčem.
Lidé skáčou přes horu.
Lidé se dívají na něčem, zatímco prochází kolem.
Lidé na počítači před velkým oknem.
Zatímco pracují na rušném poli.
Muž v rukavicích nese kukuřici na poli.
Smějící je v kavárně.
Žena drží balónky na akci.
Žena sedí v restauraci s dvěma dětmi v pozadí.
Žena sedí u cihlové zdi.
Tři mladé ženy, zatímco další ženy sedí na červených židlích.
Žena v modrém triku jde ve městě.
Šest dětí, dětí sedí na schodu s mnoha.
Hnědý pes si hraje s klackem na pobřeží.
Dva psi si hrají ve svého psa, zatímco drží jazyk.
Dítě se usmívá na motorce.
Několik lidí jsou shromážděni kolem velké jídla.
Zatímco je shromážděna na stavbě.
Rodici jsou na rušném dni v dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách jsou umění, zatímco předvádí nějakých umění.
Mladá žena a muž oblečená v kostýmu si nechává v pozadí.
Muž v uniformě jde po ulici a dvěma auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na kraji auta.
Lidé se dívá přes kus kus papíru.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u trati.
Muž v černé zástěře a bílé čepici stojí uprostřed týmu.
Skupina lidí hraje na předmět.
Malá dívka v modrém oblečení leze po zábradlí na ulici.
Skupina mužů sedí a mluví za zelené ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod mikrofonem.
Hnědý pes s fialové frisbee v tlamě.
Muž se dívá do svého umění blízko svého umění.
Žena s nápoji a žena s ženou.
Dítě v červené bundě leží ve vzduchu, zatímco je ve sněhu vedle červené bundě.
Žena sedí vedle svého kola a dívá se na něj.
Tři muži stojí na pódiu a jeden má na kytaru.
Žena se nechává omáttá v chodém oblečení.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi s velkou tenisový míček.
Muž s vousy a vousy sedí na lavičce v parku.
Afroameričan stojí v lese svých pozadí.
Mladá dívka se snaží, aby se pokouší.
Asiat sedí v restauraci s žlutou židlích.
Miminko jí dort, zatímco sedí v dětské židli.
Šedovlasý muž, který má na sobě černé klobouk.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě kope, zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na straně.
Batole sedí na vozíku s nápisem.
Muž v růžovém triku a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy je na chodníku a drží růžové psi.
Muž v obleku drží nápoj v autobuse a jde po chodníku vedle autobusu.
Muž skáče s horami v pozadí.
Člověk v červené bundě a černých kalhotách drží pě.
Žena si dává ruku na vozíku.
Muž v bílé zástěře vaří na něco s ženou v hnědé bundě.
Žena tlačí vozík do mobilu a čeká na přechodu.
Skupina mužů jde po městské ulici.
Pohled vedle silnice s mnoha lidmi.
Skupina lidí v černém stojí na molu poblíž dlouhé konstrukce.
Muž nese několik dětí.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy a černými vlasy stojí venku.
Mladá dívka v růžovém triku běží k pláži k oceánu.
Skateboardista v černém triku a džínách jede na městském městě.
Muž v bundě fotí velkou velkou budovou.
Lidé na kraji ulice.
Na rušné ulici je obklopena lidmi na rušné ulici.
Skupina lidí jde po ulici.
Několik lidí s hnědými brýlemi, který má na sobě hnědé bundě a sluneční brýle.
Nějací lidé jsou blízko okna.
Tento hráč v modré helmě a modré helmě právě právě právě hodil míč během hry.
Žena v kožené bundě se připravuje v metru.
Nějací lidé sedí na lavičkách pod stromy před stromy.
Muž v obleku sedí v autobuse.
Asijský muž, který je obklopená po prázdnémovky a tmavémovky.
Mladá žena jí něco jí a pije.
Muž v obleku a klobouku hraje na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo svého auta, zatímco se svýchvýchvýchvýchvých ku.
Muž používá kus papíru.
Několik lidí si hraje u davu, zatímco několik lidí sedí a hraje.
Dva mladí muži jedou nalmi velmi malé koně.
Žena v šatech jde po ulici kolem stavbě.
Zatímco si prohlíží zboží v obchodě.
Muž s slunečními brýlemi jede na stavbě a po zemi.
Dítě si hraje s hračkami a bílými dětmi.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži si povídají před obchodem v obchodě.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku okolo malého stolu.
Muž jede na kole na rampě.
Žena v černém tílku a černém tílku se dívá do dálky.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými vlasy s dlouhými vlasy je na prodej.
Muž jede na skateboardu, zatímco jiný muž pozoruje z chodníku.
Muž v černé bundě stojí před cedulí.
Muž a žena zpívá venku.
Mladá dívka s bílými vlasy a bílými vlasy leží v trávě a drží trávu.
Mladá žena v zelených uniformách předvádí fotbalový míč.
Žena na veřejném prostranství za sebou je ve veřejném prostranství.
Muž se krčí, zatímco dělá trik v pozadí.
Skupina mužů stojí na hřišti.
rušného dne na rušném hřišti.
Muž s cigaretu v tlamě s jídlem.
Dva skupina plavců se brodí z nich.
Lidé sedí na lavičce v městském městě s mnoha rukama a stojí na náměstí.
Stavební dělníci jsou s kbelíkem.
Muž bez trička v černých šortkách stojí na pobřeží aby chytil velkou vodní plochy.
Hasič se dívá na fotoaparát, zatímco se dívá.
Lidé, jeden muž, který má na sobě modré triko a druhý má na sobě modré triko a druhý má foťák.
Lidé stojí před vodním autem.
Žena se dívá na ženu s rukama.
Muž středního věku ve středních šortkách a žabkách se dívá na silnici.
Dva muži v tmavém oblečení a oranžových sandálech stojí poblíž velké sochy.
Dva lidé jsou na lodi ve své lodi.
Muž a žena stojí na ulici ve městě.
Chodci v metru z metra.
Čtyři muži, tři muži, kteří mají na sobě modré čepici, sedí na sobě modré a modré čepici.
Toto je skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílého auta.
Pohled na nějaké druhy.
Starší muž s cigaretou v puse a kšiltovce si prohlíží kameru.
Malé dítě hraje na housle před housle.
Muž s červeným obleku tančí s ženou.
Dva lidé se dívají na noci v noci ve městě.
Dva cyklisté v ochranném oblečení, jeden ve vzduchu a druhý ve vzduchu se dívá dolů po jeho motorce.
Několik mužů v oranžovém se shromažďují na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva koně leze po horu.
Dítě leží na zemi vedle kočárku.
Pes vypadá a muž.
Mnoho lidí na trhu se dívá na různé věci.
Dva mladí muži hrají na elektrickou kytaru.
Tmavovlasý muž dává pivo z okna v tlamě.
Dva lidé stojí venku vedle hračkami a s hračkami.
Čtyři lidé jedou na kole po rušné cestě poblíž rušné ulici.
Žena v růžovém triku a brýlích má brýle.
Žena v červeném triku zvedá ruku, aby se prochází kolem davu.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohled na pláži.
Několik dělníků s oranžových vestách kope do země.
Člověk v mikině stojí před budovou.
Stavební dělníci se opírá o osu.
Muž jede na koni s dalšími muži za ním.
Asijský muž jde po ulici.
Dvě děti pózují pro fotku.
Žena se sluchátky píše v neonově.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese malou dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v brýlích stojí na ulici před ní.
Člověk v červeném triku a černých kalhotách se krčí přes betonové betonové betonové betonové zdi.
Černý pes a hnědý pes s hnědým míčkem.
Muž s černou vestě drží v noci.
Muž v poli se na poli.
Muž v obleku a žena v obleku čeká s zavazadla v lese.
Dítě jde po chodníku s mnoha vlajkami.
Černý pes běží na zelené trávě s hračkou v tlamě.
Otec jede na svůj svůj mobil.
Pes na trávě, aby chytil míček.
Skupina studentů sedí a poslouchá.
Lidé jedou po ulici v noci na ulici.
Velký šedé a muž na palubě kole.
Muž v oranžovém triku a oranžovém triku jede na kterém jsou lidé.
Mladý muž a žena blízko velké kovové kovového domu.
Cyklista v červené, bílé a modré na molu.
Muž v černém klobouku fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena v černém má malém šatech na ramenou.
Skupina lidí na ulici na hudební nástroje.
Cyklista jede na špinavém kole.
Tři lidé jdou po horské cestě, jedna žena se dívá na kameru.
Několik mužů v černém oblečení v nějakém oblečení.
Žena v červené sukni jde po ulici s graffiti v pozadí.
Dospělý v modrém oblečení a růžovém oblečení předvádí kusy.
Lidé ve fontáně, žena v bílých šatech sedí na kraji silnice a dívá se na kraji.
Muž sedí na lavičce pod velkou stromu.
Tři muži v červených tričkách a bílých kalhotách, bílých kalhotách drží černé vlajky.
Lidé obdivují umění.
Asiatka v obchodním obleku s bílými vlasy a obchodem.
Tito lidé lezou po schodech.
Malé dítě v modrém oblečení se dívá z kopce v dáli.
Lidé se dívají na hračkami v obchodě.
Muž s kloboukem hraje na ulici.
Chlapec stojí s třemi dívky.
Usmívající se muž v brýlích drží svého chlapce před brýlemi.
Čtyři muži jsou venku přes most.
Žena si užívají na hlavě před modrou vodou.
Dospělý muž běží za ním.
Pět turistů a kupuje jídlo ve městě.
Asijský muž se opírá o nesu.
Policista na kole čeká na kole.
Skupina mužů sedí okolo stolu.
Skupina lidí, kteří jsou v parku.
Žena mluví, zatímco pes jdou venku za slunečného dne.
Mladý muž v šedém triku a černé košili.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dalšími lidmi v řadě.
Tři dívky se usmívají na fotku.
Dáma v černém svetru a slunečních brýlích sedí na lavičce a dívá se.
Tmavovlasý muž pije vodu z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku středního věku s brýlemi a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží sníh na pláži.
Starý muž v klobouku a čepici spí na gauči.
Dva chlapci, kteří jsou na obloze a koukají se do svého oblečení.
Mladý pár sedí na chodníku a čtou si.
Mladík v triku a kravatě se opírá o ceduli.
Tři lidé sedí u stolu.
Chlapec v černém triku a červeném triku visí vzhůru nohama.
Muž jde před barevné zdi.
Mladý muž jde s dvěma mužem, který vypadá jako tři dívky.
Muž kontroluje strom v kavárně.
Pět lidí jde po schodech u růžové sukni a žena v růžové sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí jídlo ve venkovní oblasti.
Žena v džínové bundě jde po chodníku.
Muž jede na horském kole před sebou, který jede na zádech a muž sedí na zádech.
Muž v džínové košili čte noviny.
Chlapec v kočárku drží v zeleném triku a drží knihu.
Dvě děti sedí u boku a jí.
Lidé jedou na kole po ulici v helmách a helmách.
Dav lidí jedou na kolech.
Muž sedí na nástupišti s vysokými kolem.
Muž na kole táhne kolo.
Mladý muž oblečená v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem.
Starý muž v bílém triku jede na kole po ulici.
Jeden muž se pokouší koně.
Kovboj se pokouší chytit koně, zatímco jede na koni.
Dva cyklisté s helmách jedou na prázdném poli kolem pole.
Muž se opírá o něco přes tašku.
Muž ve vozíku jede kolem v parku.
Člověk s tetováním se dívá na kameru, zatímco fotí do fotoaparátu.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívá se na předmět.
Několik lidí v modrých šatech a jeden v černém sukni.
Žena a pes sedí na pláži blízko bílé lavičce.
Dvě ženy jdou venku velké budovy.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese tašku na chodníku.
Skupina mužů sedí okolo stolu a baví se.
Pohled na kraji budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači s telefonem a telefonem.
Muž sedí na židli a dívá se.
Dva lidé v kloboucích stojí na poli aby se na poli.
Nějací lidé skáčou přes baru v baru.
Muž v botách a kovbojském klobouku sedí na koni, zatímco skáče.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal, zatímco dva děti v pozadí stojí na hřišti a druhý v pozadí stojí v pozadí.
Mladé dítě s obličejem je obklopena ženou.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku dívá na něco.
Dva lidé sedí pod stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco jiný chlapec dívá.
Tři muži vaří v kuchyni.
Mladá dívka v šedém svetru lyžuje na zasněžené hoře.
Skupina žen shromážděných shromážděných tančí.
Muž a žena jsou na zádech s ženou v rukavicích.
Mladá dívka sedí na dřevěné židli.
Dva dělníci v baru u rušného plotu poblíž rušné ulice.
Dlouhovlasý muž jede na skateboardu na zábradlí.
Na venkovním trhu dva muži a dva muži jsou na cestě.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje svůj svůj svůj foťák.
Malý chlapec skáče z mola do jezera.
Žena v zeleném masce se dívá na velmi právě.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje v louži.
Dítě jede na kole po kole s nápisem.
Gymnasta je na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičních šatech stojí vedle svého oblečení, zatímco stojí vedle svého oblečení.
Dvě děti si hrají na kole.
Dva muži hrají fotbal na fotbalovém hřišti.
Muž skáče a pózuje na zemi.
Dívka si dává vodu z fontány.
Pouliční umělec je ve vodě během svéhou.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem a usmívá se.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kolech, co vypadá jako jako jako jako žži.
Mladý chlapec, který má na sobě čepici, zástěře a zástěře ukazuje v kuchyni.
Toto je klauna v klauna.
Usmívající se usmívá a drží svého kola.
Žlutý dělník pracuje na špinavé dráze.
Žena v červeném triku jede na koni v bílém koni, které je stromy.
Žena sedí na velkém kameni a směje se stromy v pozadí.
Tři muži v barevných kostýmech jsou na ulici s slunečními brýlemi a slunečními brýlemi.
Dívka si hraje v malém bazénu.
Dvě děti ve žlutém triku a dívka ve žlutém triku se houpe.
Muž hází síť do vody.
Muž v šedém triku a modrých džínách stojí na železniční trati s bílými dveřmi v pozadí.
Dva dělníci leží na kovovém kovovém místě.
Je tam kapela je na pódiu s modrými členy.
Otec s mikrofonem zpívá do mikrofonu, zatímco hraje na bubny.
Muž dává věci ze svého vozíku.
Muž s taškou jde po ulici.
Žena v bílém triku pracuje na šicím stroji.
Dívka v masce jede na rušném chodníku a muž.
Dvě starší dívky a starší dívky v černém, jeden v bílém, jeden z nich předvádí míč před plotem.
Několik žen předvádí před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s malým dítětem v kostýmu.
Skupina mladých lidí se dívají na bubny.
Dívka s přilbou a bezpečnostním bezpečnostním vybavením.
Malý bílý auto, který je na kolejích nebo mají na vlak.
Dva hasiči zpívá a hrají na pódiu.
Dívka v bílém tričku a modrých šortkách stojí na skále.
Dva muži hrají na kytaru před velkou publikem.
Několik lidí tančí s nápisem nápisem nápisem "SSSeto ostatních lidí.
Žena a pes prodává věci na staré budovy.
Žena a dva muži, kteří jsou oblečeni, jsou oblečeni.
Skupina mužů v červených bundách a černých bundách čeká na motorkách.
Muž v bílém dresu hraje s číslem 3 3 3 fotbal.
Muž prodává druhy na události.
Dva muži, kteří se připravují z nich z černého týmu týmu v černém.
Děti závodí na fotbalový míč.
Člověk v modrém hází míč na bowlingovou kouli.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží telefonuje.
Žena v modrém běží maraton.
Tato kapela se připravuje před kostelem v kostele.
Hráč amerického fotbalu se pokouší dobra, aby se pokouší se pokouší za ním.
Dva fotbalisté jsou na horské cestě před davem.
Muži hrají fotbal na hřišti.
Basketbalista v bílém sedí v červeném, zatímco se hráč.
Lidé jdou skrz kamenným městě ve městě.
Dva auta, jeden v červené, jeden z nich jsou vidět po boku, zatímco se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá do malého předmětu.
Žena a dítě jdou po ulici.
Hokejista hraje hru s mnoha lidmi.
Tři ženy skáčou na trávě v trávě.
Asijský chlapec v modrých šortkách a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, aby se na nějaké nějakém zařízení.
Mladý chlapec v zeleném triku leží na posteli.
Cyklista jede na závod, aby mohli v pozadí.
Žena je v zasněžené oblasti.
Čtyři dívky a žena se baví, aby mohli.
Muž v černém a bílém se snaží se pokouší koně.
Muž je venku v modrém triku, která je žena v modré košili.
Žena s červenými vlasy je ve vodě.
Dva mladí chlapci pózují se na fotku.
Čtyři děti bojují, zatímco dva dospělí sledují.
Muž pracuje na červeném gauči v červené gauči.
Skupina lidí mluví u stolů.
Dva cyklisté závodí na koni, jeden v červené a druhý v pozadí.
Červené auto je před dvěma auty v pozadí.
Velká muž jede na rodeu s klaunem, zatímco je na rodeu.
Muž bez trika jde k žlutém kajaku.
Chlapec ve vojenskémínky a střílí.
Dva týmy hrají fotbal v písku.
Dítě v modrém a dítě v bílém stojí na betonové zdi u betonové zdi.
Žena odpočívá na kole na kole.
Lidé jdou po rušné ulici ve městě.
Nadhazovač je připravena na skateboardu.
Dva muži, jeden v černém a druhý v červeném, hrají volejbal.
Muž stojí v lodi a drží síť.
Surfař, který se pokouší do oceánu, zatímco se snaží chytit vlnu.
Několik dospělých připravuje v kuchyni.
Fotbalisté skáče do vzduchu aby chytil míč.
Dva chlapci hrají fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem k dvěma stromy.
Skateboardista jede na betonové zdi blízko zdi, zatímco se snaží se pokouší trik.
Lidé hrají hru v bazénu.
Muž se líbá, jak muž.
Muž, který vypadá jako mladého chlapce vý chlapec knihu.
Mladý muž v modrém triku jede na skateboardu na skateboardu v městské oblasti.
Asijský muž sedí na železniční trati s různými.
Muž oblečený do vojenské uniformě, který má na sobě čepici a čepici, sedí a dívá se do vody.
Dva auta jedou na závodní dráze.
Muž v černo-bílém dresu drží žlutou věc a připravuje se.
Dva lidé leží a líbají se na travnatém trávníku.
Velmi malé dítě velmi čepici jí zelené kšiltovce.
Fotbalový hráč běží k míč.
Muž v černé bundě a černé čepici hraje na elektrickou kytaru.
Muž skáče přes překážku.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě ve středním koncertě.
Muž nese velkou kovovou tyč na rameno.
Žena s foťákem hází frisbee, aby chytil hnědého psa.
Je tam muž a žena se dívají z dřevěného kola, zatímco jiný muž na velké dřevěné předmět.
Dvě dívky se svými rukama v ruce jdou kolem fontány.
Usmívající se dítě se směje s rukama.
Dva muži, jeden v bílém a druhý v modré zápasí.
Žena v červených bikinách skáče aby chytil míč na pláži.
Dospívající blonďatá dívka, která má na sobě pruhované pruhované tričko.
Žena, která má na sobě žluté zástěře, fotí z velkého velkého kusu.
Dvě děti přechází malého kamenné zdi.
Dvě mladé ženy jedou na městské ulici ve městě, které jsou ve městě, které jsou na velkém městské oblasti.
Dva chlapci před strojem.
Cyklista v černém jede po prašné cestě.
Žena s tetováním fotí na fotku.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Fotbalový tým se ohýbá, zatímco se dívají.
Čtyři hráči v černém se pokouší míč, zatímco hráč v dešti je v dešti.
Běžec se otáčí na dvorku, zatímco se dvěma stromy.
Basketbalista v bílém dresu s číslem číslem 3 3 3 hráči v černém dresu je v černém dresu.
Muž mluví venku na telefonu.
Baseballový hráč při hře hře během hry.
Cyklista předvádí trik v lese.
Tři hráči, jeden v červeném dresu a druhý v červeném dresu se snaží chytit míč z bílém dresu.
Kluk skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku poblíž.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě helmu drží hlavu za ním před ním.
Šest mužů sedí v poli na dřevěném poli.
Hnědý pes sbírá kamenného kamenného kopce.
Tento muž oblečená ve žlutém drží žlutou koně.
Muž v bílé košili a zástěře sbírá ptáky.
Tmavovlasá žena používá venku.
Děti závodí na městské ulici s dalšími lidmi, kteří stojí okolo.
Asiatka, která má na sobě na kole.
Nějací děti si hrají venku v hlíně.
Starší muž hraje hru.
Dívka na pobřeží s horami v dálce.
