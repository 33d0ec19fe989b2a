Muž v oranžovém klobouku se dívá na něco.
Gymnasta běží na zelené trávě před bílým plotem.
Dívka v karate uniformě si pauzu před klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s sněhem v pozadí.
Lidé se baví na střeše domu.
Muž ve světle jasně zbarveném oblečení stojí okolo ženy a žena v tmavých kloboucích.
Skupina lidí stojí před kavárnou.
Chlapec v červeném dresu se pokouší z okna, zatímco se snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a její svého dne si užívá den venku.
Muži hrají volejbal, jeden z nich má míč do vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu a používá svého stolu.
Tři lidé sedí v tělocvičně.
Dívka v džínových šatech jde po schodech.
Blondýna drží ruce s mužem v písku.
Žena v šedém svetru a černé čepici stojí v obchodě.
Člověk v pruhovaném triku leze na horu.
Dva muži, kteří jsou, zatímco se dívají.
Lidé stojí venku před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá nějaké nějaké na trampolíně na trampolíně.
Muž stojí u stolu v baru.
Žena používá papír, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu s nápoji.
Muž krájí kus stromy.
Skupina asijských chlapců čekají na maso.
Ženy v tradičním oblečení jsou oblečení, kteří jsou seřazeni.
Jeden muž drží hlavu na hlavě a připravuje se na obličej.
Šest lidí jedou na horském horském kolech.
Dvě blonďaté dívky sedí na mokrém náměstí.
Dítě je vodu ve vodě.
Tři lidé sedí u piknikového stolu před cihlovou budovou.
Tři chlapci stojí na molu v plavkách.
Na trhu je žena, zatímco si prohlíží rybu na trhu.
Tmavovlasá žena si hraje na fotce.
Tanečnice v uniformě se dívá naproti budovy za plotem.
Mladá žena se dívá na pizzu.
Muž bez trička v šortkách stojí na nějaké kamenech.
Dívka v záchranných vestě s vodou ve vodě.
Muž v uniformě a modré košili stojí před autem.
Lidé sedí ve vlaku.
Dítě se houpe do vzduchu v lese.
Muž v červeném triku se dívá.
Dva muži v plavkách skáče ve vzduchu na pláži.
Batole vaří s další člověk.
Otec a dvě děti jsou venku na zahradě a pracují na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Zatímco předvádí salto, zatímco ho ho ho ho ho hollátuje.
Velká skupina lidí je na ulici.
Muž na řadě se prochází do vody.
Žena v džínách jde kolem autobus s ženou v brýlích.
Muž v růžovém triku sedí v trávě a je ve vzduchu.
Auto stojí na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a kloboucích jdou podél vody poblíž slunce.
Tým roztleskávačka dělá na židlích.
Chlapec si hraje s mnoha očima, zatímco dívka se dívá.
Dav lidí se baví na nějaké veřejném veřejném prostranství.
Muž sedí na lavičce a drží svého psa.
Chlapec a mladší mladší chlapec si hrají na hřišti.
Žena v modrém saku se dívá na lavičce, zatímco lidé sedí na lavičce za ní.
Hnědý pes stojí na písku.
Žena sedí s košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu s mužem za ní.
Basketbalista hraje na kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Pouliční umělec hraje na housle, zatímco žena s modrou kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby mohl mohli.
Tři děti v metru si hrají v metru.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí v trávě před budovou, fotí.
Muž bez trička se dívá z dálky, zatímco tři žena sedí venku.
Dva mladí chlapci si prohlíží ovoce na kole.
Muž v černém tričku a džínách hraje na bubny.
Mladá žena maluje obrázek ženy na zdi.
Dvě členů předvádí skok vysoko vysoko obklopen dvěma dvěma ženami.
Muž fotí v kuchyni.
Chlapec je na wakeboardu na jezeře.
Muž pracuje pár.
Velká skupina lidí na různé různéch židlích a sedí venku.
Blonďatá žena pije na baru.
Malé dítě v modrém tričku a bílé košili drží žlutou květin.
Žena s růžovými vlasy v černém mluví.
Muž v japonském obleku vaří jídlo pro dva lidé.
Dívka v řece přes řeku.
Dělník s brýlemi klečí vedle dvě ženy.
Starší muž otevírá svůj rukama a dívá se.
Dítě v bílých šatech cvičí.
Tři muži v oranžových vestách jsou venku venku.
Žena fotí dítě, která má na sobě růžové čepici, zatímco nese muž nese své muže.
Skupina asijských dětí sedí na židlích v modrých židlích.
Mladý chlapec v uniformě brečí do mobilu.
Šťastná žena připravuje v kavárně.
Stavební dělník řídí tyč na stavbě.
Žena běží po míči, zatímco se dívá do ní.
Muž v uniformě pracuje kolem jiného muže.
Skupina lidí leze v řece.
Závodník se chystá na horu s modrou helmou.
Muž dělá stojku na vrchu sochy.
Dítě sedí u stolu a drží noviny.
Hnědý pes se brodí u jezera.
Matka se svým dvěma očima, aby mohli rybu do vzduchu.
Malé dítě jde vedle červené auto.
Dívka sedí na kole s mladším kole, zatímco další dívka fotí.
Černý pes honí míč ve vodě.
Muž v bílých kalhotách a modré košili kope do žluté tašku.
Dva Indi se účastní závodu.
Chlapec s náhubkem a čepicí píše na ruce v obchodě.
Dva muži na řece na oceánu.
Lidé stojí v přeplněném metru a je venku před oknem.
Muž šplhá po zdi s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jeden muž vystupuje na malém pódiu pro malý tanec.
Miminko v oděvu se dívá na kameru.
Muž sedí vedle počítači.
Tato dáma, která má na sobě žžce a smějí se.
Lidé uvnitř budovy, jeden z nich fotí.
Čtyři psi s bílými náhubkami skáče přes červenou zdí.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži v pruhovaných židlích.
Stará žena pracuje na stavu.
Chlapec stojí v popředí a dívá se na hřišti.
Muž v modré bundě si dává mladého chlapce.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes dunu v písku.
Dítě ve žlutém triku skáče nahoru a dolů.
Dělník ve žluté bundě je vysoko do budovy.
Muž ve středním oděvu si povídají.
Několik pivo táhne na baru s košíkem.
Muž je na útesu nad oceánem.
Muž v černém jde ke svého auta.
Pouliční umělec skáče po míči.
Policista v kšiltovce a kšiltovce se usmívá venku, zatímco má na sobě sluneční brýle.
Zatímco se prochází pro v parku.
Muž v zelené přilbě a bezpečnostní vestě se žlutými vlajkami.
Dítě s růžovými růžovými vlasy tančí na hlavě.
Pes s náhubkem, který je něco pro něco pro něco něco na řece.
Muž se připravuje svého dne.
Muž v červeném triku se chystá, aby se chystá.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku s žlutou lopatem.
Muž v kožené bundě na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malé dítě.
Šest dětí bez trika hraje ve vodě a stříká vodu.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s pneumatikem a dospělý dospělý se dívají.
Malá dívka otevírá strom.
Žena v modrém řídí kameru před dvěma ženami.
Malá dívka se pokouší ottt na pohovce.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Cyklista v černé bundě a černých kalhotách jde po schodech na kameru.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé koženém klobouku a kovbojském klobouku jde kolem kasu.
Pes běží venku s žlutým hračkou.
Pes s hračkou běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se objímají, zatímco se zdá zdá být.
Dva muži a žena stojí venku.
Skupina mužů používá kládu, aby tlačí vodu z vody.
Muž pije z stolu, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné kamenné konstrukce s rukama.
Pes pije venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na kamenné židli a připravuje se na někoho.
Malé dítě v zeleném botách si hraje v koupelně.
Muž používá pilou pilu.
Muž sedí u piknikového stolu s mnoha očima a pijí pivo před ním.
Chlapec v černém triku a modrých džínách drží červené míček.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží po dráze.
Zatímco muž s tetováním se nechává omítku.
Dva psi, kteří jsou u sebe na sebe.
Toto je skupina lidí na nějaké akci.
Hnědý a bílý pes si dává hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budovy.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na flétnu.
Dvě děti balancuje na kládě a drží provazu.
Muž jede na motorce na dráze.
Mladá žena ve fialovém oblečení si dává obličej na dřevěné dřevěném stole.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládě.
Mladý muž v bílém tričku a černých šortkách stojí na skále.
Skupina lidí je pokrytou deštníky.
Muž s nápisem strká ceduli na svém kole.
Muž hází kládu do vody, zatímco dva psi sledují.
Skupina starších mužů hraje pod stanem u vody.
Pohled na zalidněné ulici.
Mladá mladá žena drží bílé za slunečného dne.
Dva lidé v modrých tričkách venku s býkem.
Černý pes dává do bazénu.
Kovboj jede na zádech v soutěži.
Motorkář pracuje na železniční trati.
Dělník v oranžové vestě používá sníh.
Dva dělníci mají na staveništi, zatímco pracují na staveništi.
Tři muži jdou po kopci.
Asiatka v svatebních šatech pózuje na mostě vedle ní.
Mladý muž svou kytaru v kuchyni.
Tři chlapci si hrají s kbelíky a kbelíky.
Tři dělníci jsou na chodníku.
Lidé, kteří jsou v lese vedle sebe.
Skupina lidí je shromážděna v kostele.
Skupina mladých dospělých skáče do noci pro kameru.
Dva muži jedou na kajaku, jeden z nich jeden z nich má modré.
Dva pracovníci na betonové budovy do cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama.
Dva hasiči na zahrádi se dívají na laptopu, zatímco sleduje.
Otec čeká a čeká na letišti.
Muž ve žlutém kabátě si prohlíží chlapce v parku, zatímco chlapec sleduje.
Muž a chlapec na kamenné pláži.
Žena na lodi, která má na sobě černé triko "SS.
Chlapec sedí a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Mladík s černým trikem, která má na sobě černé triko, hraje na buben.
Muž prodává na kraji kraji kraji řeky.
Dívka ve žlutém se směje na sobě má na sobě oranžovou, zatímco dívka v modrém se dívá.
Pes skáče přes překážku.
Pes s černým obojkem se pohybuje v hlíně a listí.
Dva hnědí psi si hrají v pozadí.
Muž s vousy a vousy drží ceduli, který má na kterém je z nich.
Muž, který má na sobě sobě hlou oblečení oblečení, na sobě žže.
Muž v černém triku rybaří na kamenné pobřeží.
Dva psi jsou na sebe, aby si hrají.
Dva muži mluví na chodníku, zatímco kolem auta.
Tmavovlasý muž sedí na zákazníky.
Diváci v autobuse s výhledem za nimi.
Dvě ženy v tričkách jdou aby se.
Malé dítě v oranžové vestě drží modrý kajaku v modrém kajaku.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí, zatímco žena se dívá.
Žena a dítě venku před dveřmi.
Černý muž a dva přáteli se baví u sebe.
Dívka v maskáčch kalhotách sedí na střeše.
Světle hnědý pes běží nahoru.
Chlapec pózuje na velké zelené podlaze.
Plešatý muž, který předvádí své hnědého psa a černého psa.
Dav na rušné ulici.
Pes s náhubkem a černým obojkem běží na dráze.
Muž v sandálech sedí na chodníku poblíž nějakých tašky.
Muž a žena sedí na plotu a baví se.
Dítě se dívá na stroj v obchodě.
Muž pije z žlutého stolu na rušné akci.
Chlapec se opírá o auto s květinami.
Žena v šatech mluví před dětmi.
Muž na své svatebního dne.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu poblíž velkého vody.
Velký černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena pózuje na telefonu, zatímco je obklopena deštníky.
Několik mužů hraje na hudební nástroje, na pódiu s vysokými světly v pozadí.
Muž v oranžovém obleku a přilbách pomáhá modrou hadicí.
Muž a dvě dívky ukazuje rybu, zatímco drží rybářský prut před vodou.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červených plavkách a bílých plavkách se klouže v bazénu.
Asijská žena prodává své vlasy.
Starší žena a malé dítě v růžovém triku si hrají s barevnými květinami.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném triku hraje venku venku.
Muž mluví do telefonu s nohama.
Skupina dětí sedí na modrém stole, zatímco jí jídlo.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi, kteří si hrají na poli.
Lidé sedí v kruhu venku před velkou budovou.
Jeden pes skáče aby chytil míč, zatímco jiný jiný přihlíží.
Blonďatá dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílého stolu.
Asiat vaří jídlo venku.
Hnědý pes se chystá zelenou frisbee.
Pohled, kteří si hraje s kapelou.
Mladý chlapec stojí vedle písku.
Tři malé děti jdou skrz travnatém dvorku.
Muž se nechává na vozík na vozíku.
Muž na kole jede na hoře.
Chlapec s modrou a žlutéch botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojové umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva týmy jsou fotbal na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový hráč ve žlutém poli je na zemi.
Skupina mladých lidí fotí v restauraci.
Mladý muž na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli z malého posteli na posteli.
Dva lidé ve zvláštních kostýmech, jeden z nich stojí na silnici.
Muž běží v modré košili s číslem číslem číslem.
Asiatka pózuje na kameru.
Muž, který běží, aby běží maraton maraton.
Hráč amerického fotbalu na hře hře během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva horolezci se dívají, zatímco ostatní dívají.
Fotbalový tým v bílém a fotbalový míč na fotbalovém hřišti.
Malá dívka tlačí ruku na travnatém poli.
Skupina asijských dětí oblečená v bílých košilích a čepicích předvádí dav.
Chodci jdou po ulici, které se dívá dolů po ulici.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy.
Dedisisisu, kde jsou výté auto, kde jsou chátky.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích se usmívá na kameru.
Malé děti jsou na malé vlak.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do fotbalového fotbalového míče.
Dva mladí muži hrají fotbal na fotbalovém hřišti.
Lidé jdou po dlážděném svahu obklopeném prostředí.
Mladý chlapec v bílých kalhotách skáče z gauči.
Kluk v oranžovém triku je z auta.
Žena v hnědé bundě a bílém triku, drží mimino pod velkým stromem.
Tři lidé se usmívají a drží ceduli.
Tanečnice stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí je na hlavě.
Červenovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí své dítě se svým dítětem v klíně.
Africké dítě drží něco něco, které jsou na fotce.
Žena na dav lidí s davem lidí s mnoha lidmi.
Zatímco muž v uniformě sleduje muže a muž v obleku drží ovoce.
Dav pracuje na baru.
Dívka v bílém a zeleném jdou kolem modrého auta.
Muž používá vybavení.
Člověk surfuje skrz vlnu v oceánu.
Tanečnice si prohlíží něco něco něco.
Nevěsta a ženich se líbají pod nevěstou.
Tanečnice stojí v pozadí, zatímco mladý muž v pozadí jde s červenou šálou.
Černobílý pes skáče přes tyč na soutěži.
Žena v svetru čte knihu v ruce.
Několik dětí se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku se snaží po skále.
Dospívající chlapec se pokouší v kuchyni a v kuchyni.
Lidé, kteří drží různé věci na bubny nad bubny.
Tři cyklisté jedou na poli na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti se objímají u okna, které stojí poblíž reklamy.
Kuchař pózuje pro kameru, zatímco vaří.
Mnoho lidí ve stoje používá ulici.
Tanečnice skáče přes kopce s jeho kole.
Malá dívka běží na břehu pláže.
Bílý pták si čistí vodu ve vodě.
Dva muži, kteří se baví, zatímco další další lidé stojí za ním.
Žena v růžové sukni drží dítě.
Hokejista ve žlutém dresu hází gól.
Muž jde kolem velké ceduli, která je napsáno "SS.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tančí mezi psem.
Bílý pes běží v mělké vodě.
Několik chodůsicici jsou v kapele s kapelou.
Skupina dětí si hrají na oplocené zahradě a dívá se.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialovém kostkovanéch šatech leží na podlaze.
Muž s šedými vlasy si nechává hlavu.
Dva černí psi, černo-bílý pes ve sněhu.
Muž v basketbalové uniformě skáče aby chytil míč.
Žena sedí venku s modrým dveřmi a užívá si do vzduchu.
Děti sedí na muže v obleku.
Šedý a bílý pes skáče přes vodu v písku.
Dav lidí shromáždění ve fontáně v dešti.
Několik starší mužů, kteří jsou v tradičním tradičním oblečení na rohu ulice.
Mladá pes se dívá do sněhu.
Hráč amerického fotbalu v dresu se snaží míč z týmu.
Žena v černém triku má na sobě fialové tričko.
Čtyři ženy v bílých šatech vystupují, zatímco předvádí fotbalový míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem číslem číslem běží po trávě.
Dítě přechází na sobě má na sobě bundu.
Starší muž a mladá mladá dívka pracují na lešení.
Zatímco mladý chlapec ve žlutém triku.
Pouliční umělec s mostem a několika auty.
Muž jede na rodeu v rodeu.
Chlapec skáče aby chytil tenisový míček.
Děti lezou po zdi, dva lidé pozorují.
Lidé, kteří jdou v pozadí jsou v pozadí.
Malá dívka kope do černé předmět.
Dva muži se snaží chytit vodu z vody.
Dva muži, kteří se dívají na dav.
Postarší žena stojí na pódiu nebo prohlíží něco něco něco něco.
Žena leží na gauči a směje se.
Na podlaze si nechává žena u bílé a jedna žena.
Lyžař skáče do plotu.
Tři psi si hrají se psem na poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Tito lidé stojí venku s dvěma psi.
Zatímco si nechávátátá žena, zatímco ukazuje na sobě ukazuje.
Dívka v tričku má na sobě otevřenou otevřenou otevřenou otevřenou puse.
Tanečnice dává vodu ve vodě.
Muž stojí na ulici ve městě.
Cyklista si prohlíží jídlo s jídlem v rukou.
Dva muži jedou na kole pomocí svého kopce.
Dva lidé stojí na zasněžené hoře.
Mladá dívka si užívá ve sněhu.
Tři muži se usmívají a ukazuje do fotoaparátu.
Člověk píše na tabuli ve třídě.
Muž v černém triku sedí u stolu s stolem před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče na skateboardu ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si nechává zuby.
Chlapec si užívá venku užívá den.
Dělník v oranžovém obleku klečí a prohlíží kus kusu.
Muži v kovbojském kloboucích stojí okolo rodeu.
Dva psi jsou ve sněhu a jeden v tlamě.
Nadhazovač si dává pauzu z pití.
Béžový pes běží za žlutou hračkou.
Hráč baseballu v bílém dresu s klackem.
Muž v bílém triku se dívá, zatímco si hraje s nápisem.
Černobílý koně se snaží přes plot.
Gymnasta je za ruce aby se svým rukama, když kouří.
Dva muži a dívka se usmívají.
Dítě se opírá nad modrou oblohou a žlutého, zatímco dospělý dospělý dospělý se dívá.
Černo-bílý pes jde prohátou kouli na sněhu.
Mladá dívka stojí vedle žlutého stolu.
Dvě děti si hrají na hřišti.
Tenista v zeleném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a čepici drží velký kusu sněhu.
Dva policisté v oranžových bundách stojí venku před bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Hnědovlasá dítě v brýlích drží dítě ve žlutém svetru a žluté botách.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před davem lidí.
Žena hraje volejbal.
Dva velcí psi bojují ve špinavém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malé chlapce na klíně.
Muž se snaží velmi vytttttttt na krásném kurtu.
Děti se připravují, aby mohli vyhrátky.
Cyklista se opírá o horském kole kolem špinavé dráze.
Dva lidé a perou na vodítku.
Mladý chlapec se učí na kole, jak je na kole.
Kluk v červeném triku a černých šortkách tancují.
Asijská rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží za ruce a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě právě v bílém triku.
Žena drží velkou květin a dívá se.
Dva psi, jeden s tenisovým míčkem v tlamě běží trávou.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli na travnatém poli.
Muž prodává jídlo k skupině lidí.
Skupina lidí na ulici se shromáždila na akordeon.
Muž sedí na lavičce aby se svou kolo.
Starý muž v metru leží na noviny a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole u stánku, zatímco stojí na kole.
Muž na pláži dělá salto.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou na stromu u stromu.
Kovboj v kovbojském rodeu se snažíttt.
Pes skáče skrz překážku.
Tmavovlasá žena s dlouhými vlasy v růžovém triku s růžovými vlasy leží.
Muž opravuje malou dívku.
Dvě dívky v sukních tančí před nějakými budovou.
Žlutý pes nese klacek u vody.
Dívka v svetru je za slunečného slunce.
leze na koncertě.
Tři ženy v jasně jasně jasně zbarveném oblečení drží noviny.
Hnědý pes kope do hlíně.
Mladý chlapec v bílém triku a pruhovaném triku drží tenisovou raketou.
Dva psi běží od fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladí mladíci stojí a poslouchá poslouchá skovu.
Dva turisté si prohlíží kládu u silnice.
Tři hráči si hrají na zemi.
Dva chlapci přechází ulici, zatímco kope do červeného míče.
Muž drží další další muž.
Bílý pes na horském horu, aby chytil něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti stojí na pódiu a stojí na pódiu.
Dva Plešatý pán v červených šatech v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží baru.
Muž v zeleném skáče nahoru na své motorce.
Žena si hraje s dvěma očima v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky se objímají, jeden má na kole v pozadí.
Dva velcí velcí psi běží přes sněhem.
Žena stojí v zeleném poli a drží bílého psa.
Mnoho stolu fotí na venkovním trhu.
Dva lidé sedí u stolu a opírá o zeď.
Dva muži s mnoha lidmi se usmívají.
Dítě leží na béžovém koberci a směje se.
Muž a žena sedí a sedí na ruce.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s pitím v ruce.
Dva lidé jsou proti jezeře u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jeden v růžovém a druhý v růžovém závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě hromady.
Skupina lidí dělá triky na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílým autem.
Děti skáčou z kraji bazénu do bazénu.
Muž na kraji zdi, který se chystá k němu.
Žena v pruhovaném oblečení na kole.
Dívka oblečená v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech.
Velká skupina lidí se účastní hromady.
Gymnasta v červeném a bílých šatech je na svouvouvoutu.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži si prohlíží zboží v kostele.
Učitelka v bílém a malá dívka ve žlutých šatech si hrají se žlutým budovou.
Malé dítě spí v posteli svou knihu.
Žena jí v trávě na krásném dni.
Muž jde po dlážděné ulici vedle světle světle hnědých brýlích.
Žena, která má na sobě klobouk.
Tmavovlasá žena používá velkou pilou aby mohli na poli.
Muž v karate předvádí před dvěma dvěma diváky.
Muž ve formálním oděvu hraje na chodníku na ulici.
Starší muž sedí na židli a jí jídlo.
Žena v bílém triku pracuje za stolem v kavárně.
Muž s oblečení stojí na zádech.
Dvě děti se dívají na koních skrz malé plot.
Pracovníci s nějakém ovocem na ní.
Žena v jasně světle světle jasně růžovém se naklání přes obličej, zatímco žena ve fialovém stojí venku.
Kovboj fotí svou rukou.
Muž ve žlutém triku a muž v modrém triku mluví.
Tři děti sedí na gauči a snaží se na pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje se zeleným deštníkem.
Muž se krčí, zatímco další člověk se usmívá v restauraci.
Muž nakládá nákladního auta s mnoha.
Muž v černé bundě hraje na kytaru.
Skupina tančí v průvodu.
Muž stojí na kamenné útesu a dívá se na vodu.
Policisté sledují ženy.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jógu na pláži.
Velká skupina lidí stojí okolo v parku a hraje na hudební nástroje.
Muž s balónem kupuje noviny.
Muž griluje maso na venkovním venkovním grilu.
Dva muži prodává ovoce na trhu.
Malá žena v bílých bikinách během muže v bílých bikinách.
Kluk ve slunečních brýlích běží za ním.
Muž, který drží ruku, co vypadá, co vypadá že že se opírá o kládu.
Muž v kostkované košili ukazuje z černé rukavicích.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném dresu a bílých uniformách stojí na hřišti s žlutým míčem.
Lidé skáčou přes horu na provazu.
Lidé, kteří se dívají na kole po silnici.
Lidé na laptopy před velkou oknem.
Pracovníci na rušném prostředí pracují na něj.
Muž v rukavicích nese kukuřici skrz pole.
Zatímco je shromážděna v kavárně.
Slá žena drží ceduli na akci.
Žena sedí v oranžovém prostoru s dvěma očima a dvěma očima.
Žena sedí u cihlové zdi.
Tři mladé ženy se objímají, zatímco sedí na červených židlích.
Žena v modrém triku jde ve vesnici.
Šest dětí, děti sedí na schodech a čtou si.
Béžový pes si hraje s klackem na břehu.
Dva psi si hrají svého psa, třetího psa.
Dítě je na motorce.
Lidé jsou shromážděni kolem velké večeři.
Pohled na hromadě.
Pohled na kolečkových bruslích, kteří jsou v dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách jsou umění, zatímco předvádí nějaké nějaké nějakého umění.
Mladá žena a žena oblečená do kostýmu s mnoha lidmi v pozadí.
Muž v uniformě jde na ulici s dvěma auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na kraji silnice.
Lidé se dívá přes kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u železniční trati.
Pohled shora, muž v černé zástěře a černé čepici stojí uprostřed hromadě.
Skupina lidí si hraje na předmět.
Malá dívka v modrém oblečení leze po zábradlí na ulici.
Skupina mužů sedí a povídají si za zelenou ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod stanem.
Hnědý pes s fialovým psem v tlamě.
Zatímco muž se dívá ze svého umění poblíž vody.
Žena s nápojem a ženou.
Dítě v červené bundě mává do vzduchu, zatímco leží ve sněhu vedle červeného bazénu.
Žena sedí vedle ní sleduje svého psa v parku.
Tři muži stojí na pódiu a jeden má na kytaru.
Žena vyháláládky ve vesnici.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi zápasí s velkým psem.
Muž s vousy a vousy sedí na lavičce v parku.
Afričan stojí v lese svých pozadí.
Mladá dívka se snaží chytit kozu.
Asijská Asiat sedí v restauraci s žlutou židlích.
Dítě jí jídlo, zatímco sedí v židli.
Šedovlasý muž v černých rukavicích se pohybuje po trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě je na kole, zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na straně.
Žena sedí na vrcholu obchodu.
Muž v růžové košili a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku po chodníku.
Žena s růžovými vlasy je po chodníku a drží růžovou psi.
Muž v obleku drží knihu v autobuse a jde po chodníku vedle autobus.
Muž skáče s nohama v pozadí.
Člověk v červené bundě v černých kalhotách drží v ruce.
Žena si dává ruku v vozíku.
Muž v bílé zástěře vaří venku na něco před ženou v hnědé bundě.
Žena s krátkými vlasy tlačí telefon a nohama na přechodu.
Skupina mužů jde po ulici ve městě.
silnici vedle hromady.
Skupina lidí v černém stojí na molu poblíž dlouhého domu.
Muž nese několik žen.
Muž středního věku sedí a hraje na akordeon.
Dívka se zelenými vlasy, zelenými vlasy a slunečními vlasy stojí venku.
Mladá dívka v růžovém triku běží směrem k oceánu.
Skateboardista v černém triku a džínách jede na městské městě.
Muž v bundě fotí před velkou budovou.
Lidé na boku do fotbalového fotbalového týmu.
Na rušné ulici je rodina v rušné ulici.
Skupina lidí jde po ulici v slunce.
Pouliční umělec s bílými lidmi, který má na sobě hnědé bundě a sluneční brýle.
Nějací ženy jsou u okna poblíž okna.
Tento hráč v modré helmě a modré helmě se houpe na míč během hry.
Žena v béžovém kabátu se snaží chytit frisbee.
Nějací lidé sedí na lavičkách pod stromy.
Muž v obleku sedí v autobuse.
Africký muž je obklopená v prázdném obleku a tmavých rukou vypátátky.
Mladá žena jí a pijí něco.
Muž v obleku a klobouku hraje na kytaru na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé stojí kolem obchodu, které se baví do obličeje.
Muž používá zrcadlu.
Velká skupina lidí si hrají u davu, zatímco dav sedí.
Dva mladí muži jedou velmi velmi malé koně.
Žena v šatech jde po ulici kolem stavbě.
Tmavovlasá v obchodě si nechává svůj svůj svůj svůj svůj meč.
Muž se slunečními brýlemi na staveništi aby mohli na zemi.
Dítě si hraje se svým hračkami a v černém se dívá.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v puse.
Skupina lidí sedí venku okolo malého malého stolu.
Muž jede na kole po rampě.
Žena v černém tílku a khaki tílku se dívá do dálky.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými vlasy je výtádě.
Muž jede na skateboardu, zatímco jiný muž pozoruje.
Muž v černé kožené bundě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s blonďatými vlasy a bílými vlasy leží v trávě a drží květin.
Mladá žena v zelených uniformách předvádí fotbalový míč.
Žena ve veřejném oblečení je ve veřejném prostranství.
Muž se krčí, zatímco dělá za ním je za ním v pozadí.
Skupina mužů stojí na poli.
Pouliční den na místním hřišti.
Muž s cigaretu v puse s jídlem.
Dva hasičů se brože se brodídí.
Lidé sedí na lavičce ve městě s barevnými předmětem a stojí u sebe.
Stavební dělníci zápasí s kbelíkem.
Muž bez trička v černých šortkách stojí na kamenné břehu velkého vody.
Zatímco se dívá dolů, zatímco se dívají.
Lidé si hrají v bazénu, jeden muž v modrém triku a druhý má na sobě modrou triko.
Lidé stojí před sochou je obklopen vodou.
Žena se dívá na muže s mužem.
Muž středního věku ve středních šortkách a bílých šortkách se dívá nahoru.
Dva muži v tmavých vestách a sandálech stojí poblíž velkého kola.
Dva lidé jsou v lodi.
Muž a žena stojí na ulici ve městě.
Pohled na stanici metra z stanici metra.
Čtyři muži, tři muži, kteří jsou na sobě má na sobě modrou čepici, sedí na sobě modrou a zelené hádky.
Toto je velký skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílého stánku s bílými jídlem.
Několik žen předvádí nějakých práci.
Starší muž v puse cigaretu a čepici si prohlíží foťák.
Malý kapela hraje na housle před obchodem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na noci v noci.
Dva cyklisté v ochranném oblečení, jeden je ve vzduchu a jeden z nich se dívá na motorce.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží na chodníku před cihlovou budovou.
Dva muži leze na horu.
Dítě leží na zemi vedle kočárku.
Pes se prochází a muž.
Mnoho lidí se dívá na trhu.
Dva mladí muži hrají na elektrickou kytaru.
Postarší muž na pivo z nich je mladého muže v puse.
Dva lidé stojí venku vedle sebe a povídají si.
Čtyři lidé jedou na kole poblíž rušné ulici.
Žena v růžovém triku a brýlích.
Žena v červeném triku zvedá ruku aby se pro dav.
Chlapec v bílých šortkách skáče do jezera nebo řeky.
Malá dívka se dívá skrz dalekohled na pláži.
Několik stavebních dělníků v oranžových vestách kopají do zemi.
Člověk v plavkách stojí před budovou.
Stavební dělníci sbírá chátky.
Muž jede na koni s dalšími muži, zatímco další další muži dělá za ním.
Afroameričan jde po ulici.
Dvě ženy pózují pro fotku.
Žena se sluchátky píše v neonově.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese mladší dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v šátku stojí na ulici před hlavou.
Stará osoba v červeném triku a černých kalhotách se naklání přes beton.
Černý a hnědý pes s hnědým psem.
Muž s černou vestou drží předmět.
Muž v poli s vláčkem v závodu.
Muž v obleku a žena v obleku čekají s dvěma ženami v Londýně.
Dítě jde po chodníku s několika vlajkami.
Černý pes běží po trávě s hračkou v tlamě.
Muž jede na svůj svůj svůj svůj krátky.
Pes se naklání na trávě aby chytil míč.
Skupina studentů sedí aby mohli.
Lidé řídí koloběžce po ulici v noci.
Velký šedé a muž na kole.
Muž v oranžovém triku a malý chlapec jedou s dalšími lidmi na kterém.
Mladý muž a mladá žena poblíž velkého kovového kovového sochy.
Muž v červené a modré a modrých kalhotách se na molu na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena v černém má malou dívku ve žlutém šatech na ramenou.
Skupina lidí na ulici na hudební nástroje.
Pohled na špinavé motorce.
Tři lidé jdou po horské cestě, jedna žena se dívá na kameru.
Několik asijských mužů oblečený v černém oblečení.
Žena v červené sukni jde po ulici s graffiti v pozadí.
Tanečnice v modrém oblečení a růžovém oblečení vystupují na svém trhu.
Lidé v bílých šatech, žena sedí v bílých šatech a dívá se na kraji.
Muž sedí na lavičce pod velkou stromem.
Tři muži v červených pruhovaných tričkách, bílých kalhotách a černých kalhotách drží mikrofon.
Lidé obdivuje umění.
Asijská asijská Asiatka s barevnými košíky a košíky.
Tito lidé lezou po schodech k horu.
Malé dítě v modrém oblečení se dívá na nějaké stromy v dálce.
Lidé se dívají na děti v obchodě.
Muž s čepicí hraje na ulici.
Chlapec stojí s třemi dětmi.
Usmívající se muž v batohem drží své chlapce před chlapcem.
Čtyři muži jsou venku a dívají se na zeleném mostě.
Žena v ručníku před sebou si užívácí lidí.
Dospělý muž běží za slunečného dne.
Pohled a jedí jídlo ve městě.
Africký muž se opírá o nesivu.
Policista na kole čeká na svém kole.
Skupina mužů sedí okolo stolu.
Skupina mladých lidí jsou venku v parku.
Žena mluví, zatímco pes jde venku za slunečného dne.
Mladý muž v šedém triku a bílé košili.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dalšími lidmi.
Tři dívky se usmívají na fotku.
Dáma v černých brýlích a žlutém svetru se dívá, zatímco sedí na hnědém lavičce.
Červenovlasý muž pije vodu z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku plave na pláži.
Starý muž v klobouku a klobouku sedí na gauči.
Dva chlapci se dívají nahoru nahoru a mává rukama ve své oblečení.
Mladý pár sedí na chodníku a povídají si.
Mladík v triku a kravatě se ohýbá dolů a drží ceduli.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném tričku visí vzhůru nohama, zatímco ostatní lidé se dívají.
Muž jde před barevném zdí.
Mladý muž jde s mladým mužem na zádech tři dívky, tři dívky právě právě.
Muž dává strom v kavárně v kavárně.
Pět lidí jde po schodech u růžové sukni a žena v růžové sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí jídlo ve venkovní oblasti.
Žena v džínové bundě jde po chodníku.
Muž jede na kole s čtyřmi lidmi a jeden muž sedí před mužem na zádech.
Muž v modrém triku čte noviny.
Chlapec v kočárku má na sobě zelené tričko a drží knihu.
Dvě děti sedí vedle sebe, zatímco jí.
Lidé jedou na kolech v helmách a v helmách.
Dav lidí jedou na kolech.
Muž sedí na kolečkových bruslích s kolem které je tažene.
Muž na kole na kole.
Mladý muž oblečená v barevném oblečení, který sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a graffiti.
Starý muž v bílém triku jede na kole na ulici.
Jeden muž se pokouší za provazem.
Kovboj se snaží chytit chytit koně, zatímco jede na koni.
Dva cyklisté s helmách jedou kolem prázdném poli.
Muž se opírá o něco táhne něco z tašku.
Muž v vozíku jede u v parku.
Člověk s tetováním se dívá na fotku nebo telefon.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívají se na předmět.
Několik lidí v modrých šatech a jeden v černé sukni.
Žena a pes sedí na bílé lavičce blízko pláže.
Dvě ženy jdou venku ve špinavé budově.
Skupina mužů a dítě v bílých tričkách stojí v silnici.
Žena v černém a černém nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a povídají si.
Žena na kraji budovy.
Asiat v rukavicích pracuje na jídlo.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači a čte si telefon.
Muž sedí na židli a dívá se.
Dva lidé, kteří mají na poli stojí na poli.
Nějací lidé skáče přes tyč v baru.
Muž oblečený v kovbojském klobouku a kovbojském klobouku sedí na koni, zatímco se dívá.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal na fotbalovém hřišti, zatímco další hráč v pozadí stojí v pozadí.
Malé dítě s špinavém obličej, který drží mikrofon.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modré košili dívá.
Dva lidé sedí pod malým stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco jiný chlapec sleduje.
Tři muži vaří v kuchyni.
Mladá dívka v šedých plavkách na zasněžené hoře.
Skupina žen je shromážděna v tančí.
Muž a žena jsou v rukavicích svých rukavicích.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci v baru u rušného plotu.
Dlouhovlasý muž jede na zábradlí během dne.
Velká dva muži na venkovním trhu a dva sníh z cestě.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje své kamarádu, jak používá fotoaparát.
Malý chlapec skáče z mola do jezera.
Žena s zelenými vlasy v zeleném masce se dívá na velmilmilmi a dívá se.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje v louži.
Dítě jede na kole po pozadí.
Gymnasta je na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičním tradičních šatech stojí vedle svého stánku, zatímco se dívá.
Dvě děti si hrají na kole.
Dva muži na fotbalovém hřišti hrají fotbal.
Muž skáče a pózuje na zemi.
Dívka fotí vodu z fontány.
Krasisuje ve vodě během svéhou.
Muž v kabátu se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodník před cihlovou budovou během dne.
Tři muži vaří v kuchyni.
Muž na lešení před domem se usmívá a pózuje.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se do fotoaparátu.
Děti jedou na kolech, co vypadá jako jako jako nedisadi.
Mladý chlapec, který má na sobě čepici a zástěře krájí v kuchyni.
Toto je na klauna.
Usmívající se usmívá, který drží dřevěného kola.
Žluté pracuje na špinavé špinavé špinavé cestě.
Žena v červeném triku jede na bílém koni, která je na stromy.
Žena sedí na velké skále a usmívá se na pozadí.
Tři muži v barevných kostýmech se baví, aby se slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti, chlapec v žlutém triku a modré košili se houpe.
Muž hází síť do sítě do vody.
Muž v šedé košili a zelené vestě stojí na železniční dráze s bílými bílými autem v pozadí.
Dva stavební dělníci leží na kovové kovovém povrchu.
Je tam kapela v kapele s kapelou na pódiu.
Zatímco zpívá do mikrofonu, zatímco hraje na bubny.
Muž dává svého muže z nákupního vozíku, který se připravuje na svůj vozík.
Muž s růžovými vlasy jde pomocí.
Žena v bílém triku pracuje na poli.
Dívka v masce jede na kole po rušném chodníku.
Dvě starší dívky, jedna v černém a jedna mladší v bílém vystupují před sebou.
Několik žen předvádí před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s malým dítětem v kostýmu kolem malé dítě.
Skupina mladých lidí, kteří si hrají na bubny na hudební nástroje.
Dívka bez trika a bezpečnostních bruslích.
Malý bílý auto je na železniční železničním kole nebo výtádce.
Dvaci zpívá a hrají na pódiu.
Dívka v bílé kšiltovce a modrých šortkách stojí na skále do vzduchu.
Dva muži hrají na kytaru před velkým velkým publikem.
Několik lidí tančí svou ceduli před sebou.
Žena a jeho pes prodává své budovy na staré budovy.
Žena a dva muži, kteří jsou oblečená oblečení, jsou shromáždění.
Skupina mužů v červených bundách a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem číslem.
Muž prodává zboží na sportovní akci.
Dva muži z zeleného týmu z nichžají míč v černém.
Děti závodí, aby chytil fotbalový míč.
Člověk v modrém je na ulici a hází bowlingovou kouli na bowlingovou kouli.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží mobil a pózuje na eskalátoru.
Žena oblečená v modrém běží maraton.
Tento kapela se připravuje na vystoupení před kostele.
Hráč amerického fotbalu se pokouší osisisisu.
Dva hráči jsou na ledu před malou davem, zatímco se dívá.
Muži hrají fotbal na travnatém hřišti.
Basketbalista v bílém dresu je hráč v červené k němu.
Lidé jdou skrz starého obchodu ve městě.
Dva cyklisté, jeden z nich jsou a jeden z nich jede podél dráze, zatímco pozorují.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi malý chlapec se dívá do malého předmět na malém předmět.
Žena a dítě jdou po ulici.
Hokejista hraje hru s mnoha lidmi, zatímco se dívají.
Tři ženy skáčou na trávě v trávě.
Africká chlapec v modrých šortkách a červené košili, bílé košili hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví a drží nějaké zařízení, zatímco se dívá.
Mladý chlapec v zeleném triku leží na obličeji.
Pohled na kole, aby si prohlíží slunce v pozadí.
Žena letí vzduchem v zasněžené oblasti.
Čtyři dívky a žena se smějí, jak se na nějaké nějaké nějakém.
Muž v černé a bílých šortkách se snaží chytit koně.
Muž je v modrém triku, která je žena v modrém triku, která je v modrém triku.
Žena s červenými vlasy jde v modré vodě.
Dva mladí chlapci pózují pro fotku.
Čtyři děti si hrají, zatímco dva dospělí sledují.
Muž, který je na červeném pohovce v červeném triku ukazuje.
Skupina lidí mluví u stolů.
Dva koně závodí, jeden v červené a druhý v červené a druhý v oranžových oblecích.
Červené auto je před dvěma auta v pozadí.
Velká muž, který je na rodeu, zatímco běží s klaunem.
Muž bez trika jde k žluté kajaku.
Kluk na pistole.
Dva týmy hrají fotbal v písku.
Dítě v modrém a bílém stojí na betonové zdi u jezera.
Žena maluje obrazy na provazu.
Lidé jdou po rušné ulici v zemi.
Velká skupina lidí proklátá o míč.
Dva muži, jeden v černo-bílém a jeden v červeném hrají volejbal.
Muž stojí na lodi a drží nějaké síť.
Surfař se dívá z oceánu, zatímco se snaží na vlně.
Zatímco se připravuje v laboru.
Fotbalisté skáče do vzduchu aby chytil míček.
Dva chlapci hrají fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží k dvěma dvěma dvěma lidmi.
Skateboardista jede na betonové zdi poblíž které se pokouší trik.
Lidé hrají hru v bazénu.
Muž ukazuje, aby mohli muž.
Muž s nápisem kupuje mladého chlapce.
Mladý muž v modré košili dělá zábradlí na skateboardu v městské oblasti.
Asiat sedí na železniční trati s mnoha ply.
Muž, který oblečený oblečený do vojenské uniformě, mává na pozadí, sedí a dívá se do vody.
Dvě auta jedou na závodní dráze.
Muž v černém dresu a žlutém dresu drží žluté vesty a připravuje se.
Dva lidé leží a líbá se na travnatém trávníku.
Velmi malé dítě v džínové kšiltovce jí zelené čepici.
Fotbalový tým běží k míč.
Muž v černé bundě a bílých kalhotách hraje na elektrickou kytaru a druhý v pozadí.
Muž skáče přes překážku.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě na koncertě.
Muž nese velkou velkou kovovou sochu na rameno.
Žena s foťákem hází frisbee, aby chytil psa.
Je tam tam tam muž a muž, kteří se dívají na velkou dřevěnou věc.
Dvě dívky čistí ruce ve fontáně.
Zatímco se směje s dítětem pózuje s rukama.
Dva muži, jeden v bílém a druhý v modrém zápasí.
Žena v červených bikinách skáče aby chytil míč na pláži.
Oranžová mladá mladá dívka si nechává dívku na podlaze.
Žena, která má žlutou zástěře, fotí z velké kusu.
Dvě děti přechází malého mostu.
Dvě mladé ženy jedou na mopedu, které jsou na ulici, že vypadá jako velké velké oblasti.
Dva chlapci před šicím stroji.
Po cestě v černém jede po prašné cestě.
Žena s tetováním fotí obrázek obrázek.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Fotbalový tým se ohýbá, zatímco se dívají.
Čtyři fotbalisté v černých dresech jsou v dešti, zatímco hráč v dešti.
Běžec jede na zahradě, zatímco se dvěma z nich se dvěma očima.
Basketbalista v bílém dresu s číslem číslem číslem číslem číslem v černém dresu.
Muž mluví do telefonu.
Baseballový hráč během hry se dívají během hry.
Cyklista jede na kole v lese.
Tři basketbalisté v červeném dresu se snaží chytit míč v bílém dresu.
Chlapec si nechává do vzduchu a skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách jsou venku poblíž hru.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec v baseballové kšiltovce drží hlavu za hlavou za ním.
Šest mužů sedí v poli na dřevěném poli.
Hnědý pes sbírá po kamenném povrchu.
Tento muž oblečený ve žlutém drží žlutou koně.
Muž v bílém triku a zástěře krájí ptáky.
Tmavovlasá žena používá venku aby si venku.
Několik běžců závodí na ulici s dalšími lidmi.
Asijská žena v slunce, zatímco jede na kole.
Nějací děti si hrají venku v hlíně.
Starší muž hraje hru.
Dívka na břehu pláže s horami v dálce.
