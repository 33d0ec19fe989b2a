Muž v oranžové čepici se dívá na něco.
Turista běží po travnatém trávě před bílým plotem.
Dívka v modrých uniformě si dává pauzu s klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s sněhem v pozadí.
Lidé opravuje střeše na střeše.
Muž ve světle světle tmavém oblečení a kloboucích stojí okolo ženy v tmavých oblecích.
Skupina lidí stojí před obchodem.
Chlapec v červeném dresu se pokouší chytit míč, zatímco se snaží chytit modrý míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a její její mladé den si užívá užívá den.
Muži hrají volejbal s míčem, jeden z nich je v ruce aby chytil míč.
Žena drží jídlo v kuchyni.
Muž sedí u stolu u stolu ve svého stolu.
Tři lidé sedí v zemi.
Dívka v džínových modrých šatech jde po cestě.
Blonďatá chlapec drží ruce v písku.
Žena v šedém svetru a černém svetru stojí v obchodě.
Člověk v pruhovaném triku leze po hoře.
Dva muži vypadá vypadá, aby se dívají, zatímco žena se dívají.
Lidé stojí venku před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá triky na trampolíně na pláži.
Muž stojí u stolu v baru.
Žena používá těsto, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu, čistí stolu.
Muž krájí dřevěnou stromy.
Skupina asijských chlapců čekají na maso.
Ženy v tradičním oblečení, kteří jsou v tradičním oblečení.
Jeden muž drží hlavu jiného muže a připravuje se na obličeji v obličeji.
Šest lidí jede na horském kole skrz sněhem.
2 blonďaté dívky sedí na rušném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikového stolu, které jsou na kterém jsou budovou.
Tři chlapci stojí na molu v plavkách.
Postarší žena zvedá tašku, zatímco si prohlíží zboží na ulici.
Postarší žena si hraje na harfu.
Pohled na budově, v uniformě se dívá na kameru z plotu.
Mladá dáma se dívá na pizzu.
Muž bez trička v šortkách stojí na nějaké kamenech.
Dívka v záchranných vestách na vodě.
Muž v uniformě a muž v modré košili stojí před autem.
Lidé sedí uvnitř vlaku.
Dítě se houpe s nohama ve vzduchu v lese.
Muž v červeném triku mluví do stánku.
Dva muži v plavkách skáče do vzduchu ve vzduchu na pláži.
Batole vaří s jiným mužem.
Otec a dvě děti dělají věci venku na dvorku a pracuje na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu vedle obchodu.
Pohled na wakeboardu předvádí salto, zatímco se připravuje do vzduchu.
Velká skupina lidí na ulici.
Muž na chodníku se prochází do vody.
Žena v džínách jde kolem autobuse s ženou v slunečních brýlích.
Muž v růžovém triku sedí v trávě a kope do vzduchu.
Auto na pláži u pláže.
Dva muži v černém oblečení ve městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a čepicích jdou podél vody poblíž slunečného dne.
Rodina předvádí tým na židlích.
Chlapec si hraje s hračkami, zatímco malá dívka se dívá.
Dav lidí se baví na veřejném prostranství v parku.
Muž sedí na lavičce a drží svého psa.
Chlapec a mladší chlapec si spolu hrají na hřišti.
Žena v modrém se dívá na lavičce, zatímco sedí na lavičce, zatímco lidé sedí za ní.
Hnědý pes stojí na písku.
Žena sedí s košíkem obklopena košíkem.
Muž griluje na dvorku na dvorku.
Žena zpívá v klubu s kytarou za ní.
Hráč amerického fotbalu předvádí hudební nástroje na kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Pouliční umělec s na housle hraje na ulici, zatímco žena s modrou kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby se připravuje na skosti.
Tři teenagei v metru si hrají okolo.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí v trávě před budovou a dává si pauzu.
Muž bez trika se dívá z dáli, zatímco žena sedí před davem.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém triku a džínách hraje na bubny.
Mladá žena maluje obrázek na zdi.
Dvě členové kapely předvádí skok vysoko vysoko vysoko mezi dvěma dvěma ženami.
Muž míchá kusy v kuchyni.
Chlapec na wakeboardu na jezeře.
Muž pracuje v koupelně.
Velká skupina lidí, kteří sedí venku a čtou si spolu spolu sedí venku.
Blonďatá žena fotí v baru.
Malé dítě v modrém tričku a bílém tričku drží žlutou žlutou plastovou.
Žena s růžovými vlasy v černém mluví do muže.
Muž v džínovém obleku připravuje jídlo na dvou lidí.
Dívka v řece přes řeku, aby mohli na kameni.
Pracovník s kytarou klečí vedle dvou žen.
Starší muž otevírá ruce a dívá se na svůj ruce.
Dítě v bílém oblečení cvičí v karate.
Tři muži v barevných vestách jsou venku.
Žena fotí mimino v růžovém klobouku, zatímco muž má na sobě růžové čepici nese.
Skupina asijských dětí sedících na židlích v modrém židlích.
Mladý chlapec v uniformě brečí do svého míče.
Šťastná žena připravuje přestávku v kavárně.
Stavební dělník řídí vybavení na staveništi.
Žena běží po metě, aby chytil míč, aby chytil míček.
Muž v uniformě se prochází kolem muže.
Skupina lidí leze v noci.
Cyklista se chystá dolů po hoře s modrým helmou na modré helmě.
Muž dělá stojku na vrcholu sochy.
Dítě sedí u stolu a drží papír.
Hnědý pes se brodídí do jezera.
Matka učí dva mladí chlapci, aby mohli do vody.
Malé dítě jde vedle červené auto.
Dívka sedí na kole s mladším mužem, zatímco další dívka fotí.
Černý pes strká míč ve vodě.
Muž v bílých kalhotách a modré košili kope do žluté tašku.
Dva Indi se účastní náměstí.
Chlapec s dětmi píše a píše na ruce v obchodě.
Dva lidé ve vodě na oceánu během oceánu.
Lidé stojí v přeplněném metru a stojí venku před oknem.
Muž leze po zdi s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jeden člověk vystupuje na malém pódiu.
Miminko v kostýmu se dívá na kameru.
Muž sedí vedle počítači.
Tato žena má na kterém se smějí a směje se.
Lidé uvnitř budovy, jeden z nich fotí fotí.
Čtyři bílí psi s náhubkem skáče přes červenou zdi.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži v pruhovaných židlích.
Stará žena pracuje na stavu.
Chlapec stojí v popředí a dívá se na hřišti.
Muž v modré bundě tlačí mladého chlapce.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna z okna okna.
Muž v šedém triku skáče přes písečné duny v poušti.
Dítě ve žlutém triku skáče nahoru a sjíždí dolů.
Dělník ve žluté bundě se připravuje na budově.
Muž ve vojenském prostředí mluví do mladého lidí.
Skupina pijí pivo, zatímco je na stropy.
Muž je na útesu nad oceánem.
Muž v černém jde po sněhu ve sněhu.
Otec skáče po míč.
Policista v klobouku a čepici se usmívá před obchodem, zatímco se slunečními brýlemi.
Otec se prochází v parku.
Muž v zeleném klobouku a žlutých bezpečnostní bezpečnostní vestě se žlutými bezpečnostním obleku.
Dítě s růžovými růžovou na hlavě tančí na hlavě, obklopenou balónky.
Pes s strká něco něco na řece.
Muž se připravuje svého dne pro svého dne.
Muž v červeném triku se chystá chystá na něco.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku s žlutou lopatem.
Na dřevěné lavičce má na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malé bílé sochy.
Šest dětí bez trika si hrají ve vodě a cáká kolem vody.
Dva lidé jedou na kolech skrz hoře.
Dívka skáče na kamenném chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s barevnými auty a auty se dívají.
Malá dívka otevírá strom.
Žena v modrém drží foťák před dvěma ženami.
Malá dívka se snaží pokouší na gauči.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Pouliční umělec jde po schodech a černých kalhotách na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé kožené kožené koženém klobouku a kovbojském klobouku jde kolem výsu.
Pes běží venku s žlutým hračkou.
Pes v ruce běží ve sněhu.
Rodina si hraje na pláži s jejich psem.
Žena a dítě se objímají, zatímco dítě, zatímco se připravuje.
Dva muži a žena stojí venku.
Skupina mužů používá kládu, aby chytil vodu z vody.
Muž pije z nápoji, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné kamenné budovy se svým ptákem.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na sebe.
Malé dítě v zelených botách si hraje v blátě.
Muž používá pilou pilu.
Muž sedí u piknikového stolu s různými vlasy a u stolu před ním.
Chlapec v černém triku a modrých džínách drží červený míč.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží na psí dráze.
Tmavovlasý muž s tetováním s tetováním na balkóně přes náměstí.
Dva Německý ovčák, jak se snaží na sebe na sebe.
Toto je skupina lidí stojí okolo nějaké akci.
Hnědobílý pes balancuje hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budov.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na flétnu.
Dvě děti balancuje na kládu a drží provaz.
Muž jede na motorce na dráze.
Mladá žena s fialovými vlasy se houpe na dřevěné obličej.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládě přes malé řece.
Mladý muž v bílém tričku a černých šortkách stojí na pařezu.
Skupina lidí se prochází kolem deštníky.
Muž na velké velké ceduli svou ceduli na svém kole.
Muž hází klád, zatímco dva psi se dívají.
Skupina starších starších hraje na nástroje pod stanem.
Pohled na zalidněné ulici.
Mladá blonďatá žena drží bílý provazu za slunečného dne.
Dva lidé v modrých tričkách jsou venku před obchodem.
Černý pes dává do bazénu do bazénu.
Kovboj jede na zádech v soutěži.
Cyklista pracuje na železniční železniční trati.
Pracovník v oranžové vestě používá lopatou.
Dva dělníci pracují, zatímco pracují na stavbě.
Tři muži jdou po kopci.
Asijská žena v svatebních šatech pózuje na mostě vedle sebe.
Mladý muž hraje na kytaru v kuchyni.
Tři chlapci si hrají s vodou a kbelíkami.
Tři dělníci pracují na chodníku.
Lidé jsou v lese vedle břehu.
Skupina lidí je shromážděna v kostele.
Skupina mladých lidí skáče v noci na kameru.
Dva muži jedou na kajaku, jeden z nich z nichž jeden z nich.
Dva pracovníci jsou na cihlové cihlové budovy.
Žena v červeném svetru a džínách sedí s rukama na levém kole.
Dva hasiči, kteří se perou na fotce, zatímco se dívají na ně dívají.
Otec odpočívá a čeká na letišti.
Muž ve žlutém kabátu se baví v parku, zatímco chlapec v parku dívá.
Muž a chlapec na pláži.
Žena na lodi, která má na sobě černé triko, na vodě.
Chlapec sedí a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí venku před stanem.
Mladík v černém triku s nápisem "OOOOOOOOOOOOOO" sedí na buben a hraje na buben.
Muž prodává věci poblíž silnice, aby mohli.
Dívka ve žlutém se směje, zatímco dívka v oranžovém se dívka v modrém se dívá.
Pes skáče přes překážku.
Pes s černým obojkem se chystá na prašném poli.
Dva hnědí psi si hrají v pozadí.
Muž s knírem a vousy drží s vousy, drží ceduli, který má na kterém je tom.
Muž, který má na sobě má na sobě na sobě oblečení oblečení, že je v ringu.
Muž v černém triku rybaří na kamenitém břehu.
Dva psi jsou na sebe, aby mohli.
Dva muži se snaží na chodníku kolem auta.
Asijský muž sedí a čeká na zákazníky.
Několik pár s auty v autobuse za nimi.
Dvě ženy v tričkách jdou po levé levé ruce.
Mladé dítě v oranžové vestě drží modrou vodě v modrém kajaku.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu, kteří se dívají.
Žena a dítě před dveřmi.
Černý muž a jeho kamarádi spolu spolu spolu spolu spolu u sebe.
Dívka v maskáčých kalhotách sedí na počítači.
Světle hnědý pes běží nahoru.
Chlapec pózuje s velkým velkým zelenýmem v ruce.
Plešatý muž, který se dotýká svého psa a černého psa.
Dav na rušné ulici.
Pes s hnědými psem běží na trati.
Muž v sandálech sedí na chodníku poblíž nějaké tašky.
Muž a žena sedí na metu a povídají si.
Dítě se dívá na ženu v obchodě v obchodě.
Muž pije z žlutého žlutého stolu na rušné akci.
Chlapec se opírá o auta s květinami.
Žena v šatech mluví s dětmi před obchodem.
Muž na své svatební den.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu blízko velkého vody.
Velký černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na svém telefonu, zatímco obklopena deštníky.
Několik mužů hraje na hudební nástroje, na pódiu se zelenými světly.
Muž v oranžové kombinéze a ochranné přilbě pomáhá s modrým kloboukem.
Muž a dvě dívky ukazuje z mola, zatímco drží rybářský prut před vodou.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červených plavkách a bílých plavkách plave v bazénu.
Asiatka se nechává vlasy na zádech.
Starší žena a malé dítě v růžovém triku si hrají s barevnými vlasy.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném triku hraje venku na trumpetu.
Muž mluví do telefonu s telefonem.
Skupina dětí sedí na modrém gauči, zatímco jí jí.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi v poli hraje na poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče, aby chytil míč.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy, kteří si povídají přes bílé pivo.
Asiat vaří venku venku.
Hnědý pes se chystá chytit zelené frisbee.
Otec se účastní kapely hraje hru.
Mladý chlapec stojí vedle písku vedle písku.
Tři malé děti jdou po travnatém dvorku.
Muž se nechává okládá vozík na vozíku.
Muž na kole jede na horu.
Chlapec v modrém a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v bojové uniformě umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Kluk ve žlutém poli je na hřišti.
Skupina mladých lidí se fotí v muzeu.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli na malé posteli.
Dva lidé v tradičním kostýmech, jedna v kostýmech, jedné kostýmech a jeden ve fialové, stojí na silnici.
Muž běží v modrém triku s číslem číslem číslem číslem.
Asiatka pózuje na kameru.
Muž, který vypadá vypadá vypadá, aby běží maraton, zatímco se na něj dívá.
Basketbalista se chystá během hry během hry.
Fotbalový hráč v oranžovém dresu se usmívá a drží fotbalový míč.
Dva cyklisté se shromažďují, zatímco ostatní sledují.
Fotbalový tým v bílém a zlatém hřišti na hřišti.
Malá dívka tlačí své kolo na travnatém poli.
Skupina asijských dětí v bílých tričkách a kloboucích předvádí dav s davem.
Chodci jdou po ulici, zatímco dítě v obchodě.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy.
Voláta, kde jsou vidět, kde jsou nápisy, aby mohli.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Malé děti jsou na malého vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého fotbalu.
Dva mladí muži hrají fotbal na fotbalovém hřišti, aby se chystá na fotbalovém hřišti.
Lidé, kteří jdou po dlážděném svahu obklopenémody.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku je v tašku z tašku.
Žena v hnědých džínách a modrých džínách drží dítě v bílém triku pod stromem.
Tři lidé se usmívají a drží ceduli.
Policista stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí má hlavu.
Červený muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s svým dítětem v klíně.
Africké dítě drží něco něco, které je na fotce.
Žena balancuje dav lidí s několika lidmi.
Muž v uniformě se dívají, zatímco muž v obleku a muž v obleku drží ovoce.
Dav je na baru.
Dívka v bílém a dívka v zeleném jde kolem modrého auta.
Muž používá stroj.
Člověk surfuje skrz vlnu na oceánu.
Otec si prohlíží něco něco.
Nevěsta a ženich se líbá pod Nevěsta.
Na obrázku stojí muž v pozadí, zatímco mladý muž v pozadí jde s červenou hlavou.
Černobílý pes skáče přes překážku na soutěži.
Žena v svetru čte knihu v ruce.
Několik mužů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém triku se chystá na skále.
Dospívající chlapec fotí v kuchyni a je v kuchyni.
Lidé drží různé druhy, kteří mají na bubny.
Tři hasiči jsou na travnatém poli.
Dvě ženy a muž se dívají na knihu.
Tři děti jsou shromážděni z nich stojí poblíž nějakýchodů.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí v ulici používá počítačy.
Nadhazovač skáče na kopci svou kole.
Malá dívka běží na břehu břehu pláže.
Bílý pes si dává vodu ve vodě.
Dva muži, kteří se baví, zatímco stojí před nimi stojí za nimi.
Žena v růžovém sukni drží dítě.
Hokejista ve žlutém dresu je ve žlutém dresu.
Muž jde kolem velké ceduli, která je na kterém je napsáno "SSS.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tančí s psem mezi psem.
Bílý pes běží v mělké vodě.
Osisiisisisisisisisy jsou v kapele.
Skupina dětí si spolu hrají na oploceném dvorku, jak se dívá.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialových šatech leží na podlaze.
Muž s šedými vlasy si holí holí s vousy.
Dva černí psi, černo-bílý pes, bílý pes, bílý pes ve sněhu.
Muž v basketbalovém dresu skáče na basketbalovém dresu.
Žena sedí venku s modrým dveřmi a užívá si ve vzduchu.
Děti sedí na muže v obleku.
Šedý a bílý pes skáče přes vodu v písku.
Dav se shromážděna kolem vody v parku.
Několik starších mužů, starší muži v tradičním tradičním oděvu, kteří na rohu ulice.
Mladý pes se dívá na sněhu.
Fotbalový hráč v basketbalovém dresu hází míč z týmu.
Žena v černém triku s fialovými vlasy.
Čtyři asiatky, kteří mají na sobě fialové šaty, zatímco předvádí míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem běží po trávě.
Dítě, které má na sobě jedna má na sobě dresy.
Starší muž a mladá dívka spolu spolu pracují na projektu.
Zatímco mladý chlapec balancuje mladého chlapce ve žlutém triku.
Pohled na ulici s mnoha auty a několika auty.
Muž jede na skateboardu, který je do vzduchu.
Chlapec skáče, aby chytil tenisový míček.
Děti lezou po zdi, dva lidé se dívají.
Lidé, kteří jdou po nežž v pozadí jsou stromy s stromy v pozadí.
Malá dívka kope do černého věc.
Dva muži se snaží chytit vodu z vody, aby mohli na chodníku.
Dva muži tančí a dívají se na dav.
Postarší žena stojí na pódiu a baví se na něco.
Žena leží na gauči a směje se.
Motorkář se připravuje na podlaze u bílé a jedna žena.
Otec skáče přes plot.
Tři psi si hrají s sebe na poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Tito čtyři lidé stojí venku s dvěma psy.
Zatímco se připravují na hromadě, možná výtátátá.
Dívka, která má na sobě tričko má na sobě triko.
Velká skupina chátuje vodu v poušti.
Muž stojí na městské ulici.
Řada lyžařů se připravuje jídlo s jídlem.
Dva muži jedou skrz ládi, zatímco jsou zamádi.
Dva lidé stojí na vrcholu hoře.
Mladá dívka si užívá sníh ve sněhu.
Tři muži se smějí na kameru a ukazuje do kamery.
Člověk píše na tabuli v prázdném pokoji.
Muž v černém triku sedí u stolu s jídlem před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče na skateboardu ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem je u vody s modrým obojkem.
Chlapec si užívá užívá den.
Dělník v oranžových obleku klečí na kus kus papíru.
Muži v kloboucích stojí okolo rodeu.
Dva psi jsou ve sněhu a jeden má něco v tlamě.
Postarší muž si dává pauzu od pití.
Žlutý pes běží za bílou hračku.
Hráč baseballu v bílém dresu s klackem.
Muž v bílém triku, který si hraje s mikrofonem.
Černobílý pes se snaží přes plot.
Zatímco se dívá na svůj ruce, aby se svou ruku.
Dva muži a dívka se smějí.
Dítě se opírá o zeď, modré a žluté, zatímco se dívá.
Černo-bílý pes jde po sněhu na sněhu.
Mladá dívka stojí vedle žlutého vlaku.
Dvě děti si hrají na hřišti.
Tenista v zeleném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a čepici drží velké sněhu.
Dva policisté v oranžových bundách stojí venku s bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí u kamenné budovy.
Bruneta s brýlemi drží dítě v červeném svetru a žlutém svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před lidmi, zatímco lidé jdou kolem.
Žena hraje volejbal.
Dva velcí psi bojují na prašném poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží na velmilmi velmi skláttu.
Děti zápasí, aby se ohátttají.
Cyklista se opírá o horské dráze.
Dva lidé a lidé jsou na vodítku.
Mladý chlapec se učí na kole, aby se na kole.
Kluk v červeném triku a černých šortkách zametá po cestě.
Asijská rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce a usmívají se na kameru.
Pouliční hnědý pes jde po trávě.
Baseballový hráč v černém triku právě v bílém triku právě.
Žena drží velkou velkou ceduli, které je promádi.
Dva psi, jeden s tenisovým míčkem běží po trávě.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli dělá na travnatém poli.
Muž prodává zeleninu na skupinu lidí.
Skupina lidí na ulici spolu se shromáždila na akordeon.
Muž sedí na lavičce u svého kola.
Starý muž v metru leží v metru a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole vedle kola, zatímco stojí na kole.
Muž na pláži dělá písku.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou na nějakých stromu.
Kovboj v rodeu se pokouší na rodeu.
Pes skáče přes překážku.
Tmavovlasá žena s dlouhými vlasy v růžovém triku leží v růžovém triku.
Muž si dává malou malou dívku.
Dvě dívky v sukních tančí před nějakými lidmi.
Žlutý pes nese klacek u vody.
Dívka ve svetru se klouže slunce.
Pohled na koncertě.
Tři ženy v jasně jasně osvětleném oblečení drží ceduli.
Hnědý pes kope do špinavého psa.
Mladý chlapec v bílém triku a pruhovaném triku drží tenisovou raketou.
Dva psi běží z fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladí mladí mladíci stojí a poslouchá kuu.
Dva turisté, kteří si prohlíží kládě podél cestě.
Tři hráči se snaží míč na zemi.
Dva chlapci přechází ulici, zatímco kope do červeného míče.
Muž drží jiného muže svou ruku.
Bílý pes na hoře se chystá na něco, aby něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží kytici a stojí na pódiu.
Dva Plešatý pán v červených šatech jsou v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží baru.
Muž v zelené skáče na svém motorce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě děti se objímají, jedna má na kole v pozadí.
Dva velcí velcí psi běží přes sněhu.
Žena stojí na zeleném poli a drží hnědý pes.
Pohled u stolu na venkovním trhu.
Dva lidé sedí u stolu a opírá o zeď.
Dva muži s piercingami se usmívá.
Dítě leží na béžovém béžovém koberci.
Muž a žena sedí a v ruce.
Dvě ženy zápasí v dětském bazénu.
Muž v bílém triku jde s nápoji v ruce.
Dva lidé se opírá o jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jedna v modrém, jeden v růžovém a druhý v růžovém závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě.
Skupina lidí triky na motorce.
Cyklista v závodním oblečení jede skrz les.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo závodu.
Dva muži pracují pod vodou pod bílými autem.
Děti skáčou z mola do bazénu.
Muž na kraji zdi se chystá o zeď.
Žena v pruhovaném oblečení na kole.
Dívka oblečená v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech v kostele.
Třírruje hromady uprostřed hromady.
Gymnastka v červeném a bílé leží na svých baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži jsou jídlo v obchodě s nápisem.
Učitelka v bílém a malé dívka v žlutých šatech si hraje s malou budovou.
Malé dítě spí v posteli s otevřenou knihu.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle vysokého auta s červenými budovami.
Žena v klobouku dělá s vousy.
Tmavovlasá žena používá velký kusu, aby mohli stojí na travnatém poli, zatímco stojí na poli.
Muž v karate předvádí před dvěma lidmi.
Muž ve formálním oděvu hraje na chodníku na chodníku ve městě.
Starší muž sedí na židli a jí nějaké druhy.
Žena v bílém triku pracuje za pultem v kavárně.
Muž s oblečení stojí na zádech u nákladního auta.
Dvě děti se dívají na koních skrz malé plot.
Pouliční umělec s nějakém strojem na zádech.
Žena, která má na sobě jasně růžovou na sobě růžovou obličej, aby mohli stojí venku, zatímco stojí venku.
Kovboj se účastní ruce svou kapelou.
Muž ve žlutém triku a muž v tmavé košili mluví.
Tři asiji sedí na gauči se snaží na gauči v pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje s foťákem.
Muž s brýlemi v restauraci se usmívá, zatímco se usmívá v restauraci.
Muž používá nákladní nákladní nákladního auta s mnoha dveřmi.
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Skupina tančí v průvodu.
Muž stojí na kamenné útesu s výhledem na vodu.
Lyžař se dívá z autobusu z autobusu.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jógu na pláži.
Velká dav lidí stojí v parku a hraje na hudební nástroje.
Muž s balónem drží balón.
Muž griluje maso na venkovním místě.
Dva muži prodává ovoce na trhu.
Zatímco žena v bílých bikinách dává nápoj do muže.
Chlapec ve slunečních brýlích běží za sebou.
Gymnastka drží ruku, co vypadá, co vypadá, co vypadá, co vypadá, co vypadá, co se opírá o klády.
Muž v kostkované košili ukazuje z černého rukavicích.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném a bílých uniformách stojí na hřišti s žlutým míčem.
Lidé skáčou přes horu na provazu.
Lidé se dívají na výstavě, kteří se dívají.
Lidé na laptopu před velkým oknem.
Zatímco pracují na rušném místě.
Muž v rukavicích nese kukuřici na poli.
Fotograf fotí zrcadla v kavárně.
Usmívající se žena drží balónky na akci.
Žena sedí v poli s dvěma očima a dvěma dětmi.
Žena sedí u cihlové zdi.
Tři mladé ženy sedí na obličej, zatímco sedí na červených židlích.
Žena v modrém triku jde ve městě.
Šest dětí, které sedí na kolečkových bruslích, na sobě má na sobě květiny a vaří.
Béžový pes si hraje s klackem na břehu.
Dva psi si hrají, třetího psa, zatímco drží klacek.
Dítě na motorce se usmívá.
Pět lidí jsou shromážděni kolem velké stánku.
Ženy jsou shromážděna na venkovní akci.
Několik turistů jsou na městském dni.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách, kteří mají umění, zatímco předvádí umění.
Mladá žena a muž oblečená v kostýmu, kteří jsou v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na kraji silnice.
Lidé se dívá přes kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci si povídají u kolejích.
Pohled na náměstí, muž v černé zástěře a bílé zástěře stojí uprostřed bílé čepici.
Skupina lidí hraje na věc.
Malá dívka v modrém oblečení leze na kovové zábradlí.
Skupina mužů sedí a mluví za zelenou ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod stanem.
Hnědý pes s fialovým frisbee v puse.
Velká muž se dívá na svého umění poblíž nějakého umění.
Žena s nápoji a žena s nápoji.
Dítě v červeném kabátu je ve vzduchu, zatímco leží ve vzduchu vedle červeného vlaku.
Žena sedí vedle sebe a dívá se na sebe v parku.
Tři muži stojí na pódiu, jeden má na kytaru a drží kytaru.
Žena se nechává omátátuje výsu.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi se honí velkou tenisem.
Muž s vousy a vousy sedí na lavičce v parku.
Asiatka stojí na zahradě v pozadí s lesem v pozadí.
Mladá dívka se snaží, aby se pokouší.
Asiat sedí v restauraci s žlutými dveřmi.
Miminko jí jídlo, zatímco sedí na židli a má na sobě růžovou.
Šedovlasý muž v černých rukavicích se pohybuje po trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede, zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí ve sněhu a muž sedí na straně.
Žena sedí na vrchu obchodu.
Muž v růžovém triku a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku po chodníku.
Žena s růžovými vlasy jde po chodníku a drží růžové psi.
Muž v obleku drží nápoj v autobuse a jde po chodníku vedle autobusu.
Muž skáče s kameni v pozadí.
Člověk v červené bundě s černou kalhoty drží kusy.
Žena si dává ruku na svém vozíku.
Muž v bílé zástěře vaří něco v béžové bundě s ženou v béžové bundě.
Žena s tlačí do telefonu a telefonem čeká na přechodu.
Skupina mužů jde po městské ulici.
Na cestě vedle nějakýchodů.
Skupina lidí v černém stojí na molu poblíž dlouhé budovy.
Muž nese několik několik lidí a pijí pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy, zelenými vlasy a tmavými vlasy stojí venku.
Mladá dívka v růžovém triku běží k pláži k oceánu.
Skateboardista v černém triku a džínách jede ve městě ve městě.
Muž v bundě fotí velkou budovou.
Lidé na kraji fotbalového fotbalového fotbalového zápasu.
Na rušné ulici je tam tam tři rodina se čtyřmi z rušné ulici ve městě.
Skupina lidí jde po ulici v slunce.
Pouliční umělec stojí u stolu s hnědými brýlemi a slunečními brýlemi a slunečními brýlemi a slunečními brýlemi.
Nějací lidé jsou u okna poblíž okna.
Tento hráč s modrou helmou a modrou helmou právě právě právě právě právě právě hodil míč během hry.
Žena v jasně zeleném kabátu se chystá chytit v metru.
Nějací lidé sedí na lavičkách pod stromy před stromy.
Muž v obleku sedí u autobuse.
Asijský muž, který je obklopen obklopen dvěma bílými kyblíky a v bílých botách a tmavémolá omátá omášky na chádi.
Mladá žena jí a pijí něco.
Muž v obleku a klobouku hraje na kytaru na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo auta, a kouří do svého obličeje.
Muž používá svůj zuby.
Několik lidí si hraje u stolu, zatímco poslouchá.
Dva mladí muži jedou velmi velmi malé koně.
Žena v šatech jde po ulici kolem stavbě.
Pohled v obchodě v obchodě svou kupuje svou písu avou písu.
Muž se slunečními slunečními brýlemi na stavbě a na zemi se připravuje na zemi.
Miminko si hraje s hračkami a bílými dětmi.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku okolo malého malého stolu.
Muž jede na kole na rampě.
Žena v černém tílku a černém tílku se naklání do dálky poblíž západu slunce.
Tři mladé dívky jdou spolu po chodníku.
Žena s dlouhými vlasy je na krátky.
Muž jede na skateboardu na silnici, zatímco jiný muž pozoruje.
Muž v černé kožené bundě stojí před nápisem.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými vlasy a bílými vlasy leží na trávě a drží v trávě.
Mladá žena v zelených uniformách předvádí talíř.
Žena vyhátuje na veřejném veřejném prostranství.
Muž se krčí, zatímco dělá salto v pozadí.
Skupina mužů stojí na hřišti.
rušného dne na městském hřišti.
Muž s cigaretou v puse si dává talíř talíř.
Dvě skupina plavců se brodí vodu.
Lidé sedí na lavičce v městském městě s mnoha lidmi, zatímco stojí na kterém stojí u stánku a stojí u stánku.
Stavební dělníci se baví s kbelíkem.
Muž bez trička v černých šortkách stojí na kamenitém břehu velkého vody.
Zatímco se dívá ven z nich.
Lidé hrají v bazénu, jeden muž v modrém triku a druhý v modrém triku a ostatní se na kameru.
Lidé stojí před sochou obklopené vodou.
Žena se dívá na muže s mužem, který mluví.
Muž středního věku v bílých šortkách a bílých šortkách se dívá na silnici.
Dva muži oblečený v tmavém obleku a sandálech stojí blízko velkého velkého velkého sochy.
Dva lidé jsou ve své lodi.
Muž a žena stojí na ulici ve městě.
Po stanici metra se objímají z metra.
Čtyři muži, tři muži, kteří jsou na sobě má na sobě modrou čepici, sedí na sobě modré čepici a zelené šortky.
Tato skupina lidí sedí venku na velkém lavičkách.
Muž v červeném triku jde kolem bílého auta a bílého stánku s nápisem "OOOOOOOO"""""""""""""""""""""""""""""""
Několik lidí předvádí nějaké druhy.
Starší muž s cigaretou v puse a kšiltovce si prohlíží do fotoaparátu.
Malé dítě si hraje na housle a hraje na housle.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na noci v noci ve městě.
Dva cyklisté v ochranném oblečení, který má na sobě ochranném oblečení a druhý ve vzduchu.
Několik mužů oblečený v oranžovém se shromáždila na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva horolezci leze po horské hoře.
Dítě leží na zemi vedle kočárku.
Pes se dívá na muže a žena.
Spousta lidí na trhu se dívá na různé věci.
Dva mladí muži hrají na elektrickou kytaru.
Tmavovlasý muž pije pivo z láhve do pusy.
Dva lidé stojí venku vedle sebe a povídají si.
Čtyři lidé jedou na kole poblíž rušné ulici.
Žena v růžovém triku a brýlích má brýle.
Žena v červeném triku zvedá ruku, aby se kolem davu.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohledu na pláži.
Několik dělníků s oranžových vestách kope do země do země.
Člověk v mikině stojí před budovou.
Stavební dělníci se opírá o zábradlí.
Muž jede na koni s dvěma muži, který dělá za ním.
Asijský muž jde po ulici.
Dvě ženy pózují na fotku.
Žena s neonovou čepicí píše na stole.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese mladší dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v šátku stojí na ulici před ní.
Stará osoba v červeném triku a černých kalhotách se opírá o zeď.
Černý pes a hnědý pes s hnědým míčkem.
Muž s černou vestě drží maso.
Muž v poli sámem na poli.
Muž v obleku a kravatě a žena v obleku čekají s mnoha lidmi.
Dítě jde po chodníku s několika vlajkami.
Černý pes běží na trávě s hračkou v tlamě.
Pouliční umělec jede na svém kole, zatímco se nechává omátádi.
Pes se chystá na trávě, aby chytil míč.
Skupina studentů sedí a baví se.
Lidé jedou po ulici v noci.
Velký šedé a muž na kole.
Muž v oranžovém triku a blonďatá chlapec v oranžovém triku jede na druhý lidí.
Mladý muž a žena poblíž velkého kovové kovové kovové sochy.
Modrá loď s červenými, bílými a modro-bílý pes na molu.
Muž v černém klobouku fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena v černých šatech má na ramenou.
Skupina lidí na ulici na hudební nástroje.
Pohled na horském kole.
Tři lidé jdou po horské cestě, zatímco jedna žena se dívá na kameru.
Několik asijských mužů v černém oblečení v nějakém oblečení.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Diváci v modrém oblečení a růžovou oblečení předvádí na stromě.
Lidé jedou z fontány v bílých šatech, žena v bílých šatech, která sedí na kraji silnice.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených tričkách a bílých kalhotách drží vlajky.
Lidé obdivují umění na umění.
Několik asijských asijského původu s oblečením a oblečením.
Tito lidé lezou po schodech, aby jdou po hoře.
Malé dítě v modrém oblečení se dívá do dálky.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na ulici na ulici.
Chlapec stojí s třemi dívky.
Usmívající se muž v batohem drží svého chlapce před klukem v brýlích.
Čtyři muži se dívají venku na zeleném mostě.
Žena si hraje na dece před modrým lidmi.
Dospělý muž běží za ním, který běží za ním.
Pouliční umělec v obchodě a s jídlem jsou jídlo v městském městě.
Asijský muž se opírá o omádi.
Policista na kole čeká na svém kole a čeká.
Skupina mužů sedí okolo stolu.
Skupina lidí se baví v parku a starších parku.
Žena mluví, zatímco pes prochází kolem slunečného dne.
Mladý muž v šedém triku a černé košili.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dvěma květinami.
Tři dívky se smějí na fotku.
Dáma v černém svetru a žlutém svetru se dívá na béžové lavičce, zatímco sedí na béžové lavičce.
Červenovlasý muž pije vodu z fontány, která vypadá jako žena.
Dva muži a žena jdou po ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží lopatu na pláži.
Starší muž v klobouku a kabátě spí na gauči.
Dva chlapci se dívají nahoru nahoru a mává na obličeji v ruce.
Mladý pár sedí na chodníku a čtou si.
Mladý muž v triku a kravatě se dívá dolů a drží ceduli.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červených kalhotách visí dolů dolů, zatímco ostatní lidé přihlížejí.
Muž jde před barevné zdi.
Mladý muž jde s jiným mužem, zatímco tři dívky jsou tři dívky kolem.
Muž, který vytváří o strom v kavárně.
Pět lidí jde po schodech a žena v růžovém triku.
Skupina lidí na venkovním trhu.
Dva chlapci jedí své oběd na venkovní oblasti, kteří jsou obklopena lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na kole před čtyřmi koly a muž sedí na zádech a muž sedí na zádech.
Muž v džínové košili čte noviny.
Kluk v kočárku drží knihu a drží knihu.
Dvě děti sedí vedle boku a jí.
Lidé jedou na kolech na kolech, v helmách a helmách.
Dav lidí jedou na kolech.
Muž sedí na nástupišti s košíkem, zatímco táhne vozík.
Muž na kole jede na kole skrz oblouky.
Postarší muž v barevném obleku sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem pod deštníkem a graffiti.
Starý muž v bílém triku jede na kole po ulici.
Jeden muž se snaží chytit provazu.
Kovboj se pokouší chytit koně, zatímco jede na koni.
Dva cyklisté s helmách jedou na prázdném poli.
Muž se opírá o něco táhne něco z tašku.
Muž ve vozíku jede kolem v parku.
Člověk s tetováním se dívá na kameru, zatímco se dívá do fotoaparátu.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí spolu na chodníku a dívá se na věc.
Několik lidí v modrých uniformách a jeden v černém sukni.
Žena a pes sedí na bílé lavičce blízko pláže.
Dvě ženy jdou venku ve velkém špinavé budovy.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a povídají si.
Na boku budovy.
Asiat v rukavicích pracuje na jídlo.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači a telefonuje.
Muž sedí na židli a sleduje lidé.
Dva lidé v kloboucích stojí na poli, aby mohli.
Nějací pracovníci skáče přes tyč v baru.
Muž v botách a kovbojském klobouku sedí na koni, zatímco se diváci sedí na koni.
Dvě mladé dívky sedí na ulici a jí kukuřici.
Tři děti v uniformách hrají fotbal na fotbalovém hřišti, zatímco další hráč v pozadí stojí na hřišti a druhý v pozadí stojí v pozadí.
Malé dítě s špinavém obličejem je obklopená žena.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku se dívá na něco dívá.
Dva lidé sedí pod stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco další chlapec pozoruje.
Tři muži vaří v malé kuchyni.
Mladá dívka v šedé kombinéze lyžuje na zasněžené hoře.
Skupina žen se shromážděna shromážděna ve třídě.
Muž a žena jsou skrz kbelíku svou rukavicemi.
Mladá dívka sedí na dřevěné židli.
Dva dělníci čistí plot poblíž rušného plotu.
Dlouhovlasý muž jede na skateboardu po zábradlí.
Velká skupina mužů na venkovním trhu se dvěma muži a dvěma muži na cestě.
Muž v bílém triku hraje na bílé kytaru.
Mladá dívka ukazuje své kamarádi, aby používá foťák.
Malý chlapec skáče z mola do jezera.
Žena v zeleném masce se zelenými maskem, zatímco se dívá do vzduchu.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje v blátě.
Dítě jede na kole po kole v pozadí.
Gymnasta je připravena na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičních šatech jako tradičním oděvu stojí vedle svého původu, zatímco stojí vedle svého původu, zatímco stojí.
Dvě děti si hrají na kole.
Dva muži na hřišti hrají fotbal na hřišti.
Muž skáče a pózuje na zemi.
Dívka si dává nápoj z fontány.
Voláluje vodní vodní vodní vodě.
Muž v laboratorním kabátu se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem a usmívá se na fotku.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři asiji sedí na lavičce a usmívají se na kameru.
Děti jedou na kolech, co vypadá jako jako jako vypadá, co vypadá vypadá, aby mohli.
Mladý chlapec, který má na sobě čepici, zástěře a zástěře krájí maso v kuchyni.
Toto je klauna v klaunu.
Usmívající se usmívá na lodi a drží své dřevěné dřevěné lodi.
Žlutý muž pracuje na prašné cestě.
Žena v červeném triku jede na bílém koni, která je v bílém koni.
Žena sedí na velkém kameni a usmívá se na kameru v pozadí.
Tři muži v barevných kostýmech se baví na ulici s slunečními brýlemi a slunečními brýlemi.
Dívka si hraje v malém bazénu.
Dvě děti, chlapec v žlutém triku, žlutém triku a modro-bílém triku se houpe na modro-bílým hřišti.
Muž hází síť do sítě.
Muž v šedém triku, modrých džínách a zelené vestě stojí na trati s bílými dveřmi v pozadí.
Dva stavební dělníci leží na kovovém trhu.
Je tam kapela hraje na pódiu s kapelou.
Otec s kytarou zpívá do mikrofonu, zatímco hraje na bubny.
Velká muž dává věci z nákupního vozíku, aby se připravuje.
Muž s holí jde po chodníku.
Žena v bílém triku pracuje na šicím stroji.
Dívka v masce jede na ramenou po rušném chodníku.
Dvě dívky, jedna v černém a druhý v černém, jeden v bílém a druhý v bílém a druhý v bílém, předvádí z nich předvádí z nich předvádí před sebou.
Několik žen předvádí tanec před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s košíkem v kostýmu vedle malé dítě.
Skupina lidí se dívají na bubny a hraje na hudební nástroje.
Dívka bez trika a bezpečnostních bezpečnostních přilby.
Malý bílý auto je na železniční trati a na vlak, kteří jsou na vlak.
Dvaci zpívají a hrají na tmavé pódiu.
Dívka v bílé kšiltovce, bílých šortkách a modrých šortkách stojí v lese.
Dva muži hrají na kytaru před velkou publikem.
Několik lidí tančí svou nápisem před obchodem, zatímco ostatní ostatní jsou velkou velkou domem.
Žena a pes prodává své věci na staré budovy.
Žena a dva muži, kteří jsou oblečeni, kteří jsou oblečeni, jsou oblečeni.
Skupina mužů v červených bundách a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem 3 3 3 fotbal.
Muž prodává ovoce na sportovní akci.
Dva muži z zeleného týmu z zelenýchho týmu v černém dresu se pokouší míč ze míč.
Děti závodí na fotbalový míč.
Člověk v modrém tričku hází míč na bowlingovou kouli na bowlingovou kouli.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží telefon a pózuje na eskalátoru.
Žena oblečená v modrém běží maraton.
Tato kapela se připravuje na vystoupení před publikem.
Hráč amerického fotbalu se chystá svou ruce, aby se pokouší na něj se pokouší.
Dva fotbalisté jsou na cestě před malým davem, zatímco se dívají.
Muži hrají fotbal na hřišti.
Basketbalista v bílém se chystá, zatímco hráč v červeném se hráč v červeném.
Lidé jdou kolem starého stánku ve městě.
Dva závodní auto, jeden v červené a modré, jedou po kraji kraji silnice, zatímco se dívají.
Fotbalový hráč v bílém dresu drží fotbalový míč.
Velmi chlapec se dívá do vzduchu, zatímco se malý předmět.
Žena a dítě jdou po ulici.
Hokejista hraje hru s mnoha lidmi.
Tři ženy skáčou na míček v trávě.
Asijský chlapec v modrých šortkách, černých šortkách a červených šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, aby si drží nějaké nějaké druhy a usmívají se.
Velmi chlapec v zeleném triku leží na bílém posteli.
Otec jede na skateboardu, aby mohli na pozadí jsou slunce v pozadí.
Žena je v zasněžené oblasti.
Čtyři dívky a žena, kteří se učí, aby mohli.
Muž v černé a bílé se snaží chytit koně.
Muž v modrém triku je žena v modrém triku, která je žena v modrém triku.
Žena s červenými vlasy je v modré vodě.
Dva mladí chlapci pózují se psem na fotku.
Čtyři děti trénují, zatímco dva dospělí sledují.
Muž pracuje na červeném gauči výzi.
Skupina lidí mluví u stolů.
Dva cyklisté závodí na koni, jeden v modré a druhý v červeném, v pozadí jsou v pozadí.
Červený auto je před dvěma auty v pozadí.
Velká muž ukazuje na rodeu, zatímco muž v rodeu běží po rodeu.
Muž bez trika jde k žlutém kajaku.
Kluk na žátátky aby mohli.
Dva týmy hrají fotbal v písku.
Dítě v modrém a dítě v bílém stojí na betonové zdi u cihlové zdi.
Žena, která má na sobě kostýmy na házku.
Lidé jdou po rušné ulici v zemi.
Několik Šlálluje prosusu.
Dva muži, jeden v černém, jeden v černém a druhý v červeném, hrají volejbal.
Muž stojí v lodi a drží nějaké síť.
Surfař, která má na surfu, zatímco se snaží chytit vlnu.
Tanečnice se připravuje v laboru.
Fotbalisté skáče do vzduchu aby chytil míč.
Dva chlapci hrají fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem k dvěmasy.
Skateboardista jede na betonové zdi blízko zdi, zatímco se pokouší trik.
Lidé hrají hru v bazénu.
Muž se líbá, aby se dívá.
Muž se čtyřmi nápisy v obchodě čte knihu.
Mladý muž v modrém triku jede na skateboardu na skateboardu v městské oblasti.
Asijský muž sedí na železniční trati s mnoha květinami.
Několik mužů, který je oblečená ve vojenské uniformě, mává na pozadí a dívá se na pozadí.
Dva auta jedou na závodní dráze.
Muž v černo-bílým dresu drží žlutou pásky a připravuje se.
Dva lidé leží a líbají se na travnatém trávě.
Velmi malé dítě v džínové kšiltovce jí zelené jablku.
Fotbalový hráči běží k míč.
Muž v černé bundě a černé čepici hraje na elektrickou kytaru a druhý v pozadí.
Muž skáče přes překážku, který visí z koně.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě ve koncertě.
Muž nese velkou velkou kovovou tyč na rameno přes rameno.
Žena s kamerou hází hnědého psa na hnědého psa.
Je tam tam muž, který je z nich a muž, zatímco muž se na dřevěné předmět.
Dvě dívky s rukama ve fontáně, kteří jdou u fontány.
Otec se usmívá s dítětem pózuje s rukama.
Dva muži, jeden v bílém a druhý v modré, zápasí.
Žena v červených bikinách skáče, aby chytil míč na pláži.
Tmavovlasá dívka s šedými vlasy si nechává dívku.
Žena ve žluté zástěře, která má na sobě žluté zástěře.
Dvě děti přechází malého kamenného kamenného kopce.
Dvě Afričani jedou na mopedu v městském městě, které vypadá jako jako v městské oblasti.
Dva chlapci před šicím strojem.
Pohled na kole v černém jede po prašné cestě.
Žena s tetováním fotí fotku, která maluje obrázek.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Fotbalový tým se ohýbá, zatímco se za sebou fotí.
Čtyři fotbalisté v černém dresu bojují v bílém, zatímco hráč v dešti.
Běžec je na zahradě, zatímco se prochází podél sebe.
Basketbalista v bílém dresu s číslem číslem číslem 2 hráč v černém dresu.
Muž mluví do telefonu na telefonu.
Hráč amerického fotbalu během fotbalového týmu se dívají na hru.
Cyklista dělá trik v lese během lese.
Tři hráči hrají basketbal a jeden v červeném dresu se snaží chytit míč v bílém dresu.
Chlapec na skateboardu skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku poblíž sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec v dresu drží hlavu za hlavou za ním před ním.
Šest mužů sedí na poli na dřevěném poli.
Hnědý pes sbírá kamenném povrchu.
Tento muž oblečený ve žlutém drží žlutou koně.
Muž v bílém triku a zástěře krájí pták.
Postarší žena používá venku venku, aby vaří.
Pracovníci závodí na městské ulici s dalšími lidmi, kteří stojí okolo dalších lidí.
Asiatka má na sobě slunce, zatímco jede na kole.
Nějací děti si hrají venku v hlíně.
Starší muž hraje hru hru.
Dívka na břehu břehu s horou v dálce.
