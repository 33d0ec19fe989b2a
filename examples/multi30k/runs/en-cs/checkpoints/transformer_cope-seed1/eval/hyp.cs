Muž v oranžové čepici se dívá na něco.
Cyklista běží na zelené trávě před bílým plotem.
Dívka v uniformách si dává pauzu s klackem před klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s dvěma lidmi v pozadí.
Lidé jsou na střeše.
Muž v tmavém oblečení a tmavém oblečení stojí okolo ženy v tmavém oblečení.
Skupina lidí stojí před diváky.
Chlapec v červeném dresu se snaží chytit míč, zatímco se snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a mladá si užívá pauzu venku.
Muži si hrají s míčem, jeden v vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu a používá svého stolu.
Tři lidé sedí v metru.
Dívka v džínových šatech jde podél chodníku.
Blondýna drží ruce s rukama v písku.
Žena v šedém svetru a černém svetru stojí v obchodě.
Člověk v pruhovaném triku leze po hoře.
Dva muži si povídají, zatímco se na ně dívají.
Lidé stojí venku před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá na trampolíně na trampolíně.
Muž stojí u hru v baru.
Žena používá pivo, zatímco jiný muž fotí.
Žena v růžovém svetru a růžovém svetru čistí stůl s mužem.
Muž krájí dortu stromy.
Skupina asijských chlapců čekají na maso, aby mohli.
Ženy v tradičním oblečení jsou v tradičním oblečení.
Jeden muž drží hlavu a připravuje se na hlavu na hlavě.
Šest lidí jede na kole po horském prostředí.
Dvě dívky sedí na kamenném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikového stolu a jsou venku.
Tři chlapci stojí na molu v plavkách.
Stará žena si prohlíží tašku, zatímco si prohlíží zboží na trhu.
Tmavovlasá žena hraje na bubny.
Otec v uniformě se dívá na kameru, zatímco se dívá z plotu.
Mladá žena se dívá na pizzu.
Muž bez trika, který má na kamenech, zatímco stojí na kamenech.
Dívka v oranžových vestách má na sobě vesty ve vodě.
Muž v uniformě a modré uniformě stojí před autem.
Lidé sedí ve vlaku.
Dítě se houpe s nohama ve vzduchu v lese.
Muž v červeném triku mluví do stánku.
Dva muži v plavkách skáče do vzduchu na pláži.
Batole vaří s další člověk.
Otec a dvě děti dělají venku na trávě a dělají na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Jezdec na wakeboardu předvádí trik, zatímco se chystá chystá do vzduchu.
Velká skupina lidí myje ulici.
Muž na kolečkových bruslích jede do vody do vody.
Žena v džínách jde kolem autobus s autobuse a slunečními brýlemi.
Muž v růžovém triku sedí na trávě a je ve vzduchu.
Pohled na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a čepicích jdou blízko vodní plochy.
Fotbalový tým dělá trik na židlích.
Chlapec si hraje s dítětem, zatímco dívka se dívá z nich dívá.
Dav lidí se baví na veřejném veřejném prostranství.
Muž sedí na lavičce a drží psa a dívá se na vodu.
Chlapec a mladší chlapec si hrají spolu na hřišti.
Žena v černé bundě se dívá na lavičce zatímco lidé sedí na lavičce za ní za ní.
Hnědý pes stojí na pláži.
Žena sedí s košíkem, obklopena.
Muž griluje na dvorku.
Žena zpívá v klubu a zpívá za ní.
Basketbalista hraje na hudební kytaru.
Dítě sedí na židli a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Žena s kytarou hraje na housle, zatímco žena hraje na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku.
Tři teenageci si hrají v metru.
Hnědý pes jde po trávě s vyplazeným jazykem.
Lidé sedí venku v trávě a dávají si pauzu.
Vousatý muž se dívá do dáli, zatímco tři žena jde kolem obchodu.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém triku a džínách hraje na bubny na žlutém triku.
Mladá žena maluje zeď na zdi.
Dvě roztleskávačka předvádí trik, které je obklopen dvěma ženami.
Muž pádluje v kuchyni v kuchyni.
Chlapec na wakeboardu na jezeře.
Muž pracuje.
Velká skupina lidí a skupina lidí sedí venku.
Blonďatá žena balancuje na baru.
Malé dítě v modrém tričku a bílé tričku drží žlutou žlutou tašku.
Žena s růžovými vlasy v černém mluví.
Muž v obleku připravuje jídlo pro dvou lidí.
Dívka se chystá podél řeky, aby mohli.
Pracovník s vousy klečí vedle dvou žen.
Starší muž si nechává rukama a dívá se.
Dítě v bílém oblečení cvičí v karate.
Tři muži v barevných vestách venku venku v vestách.
Žena, která má na sobě růžové čepici, nese dítě, zatímco nese mimino.
Skupina asijských dětí sedí u modrých židlích v modrých židlích.
Mladý chlapec v uniformě líbá do svého míče.
Šťastná žena připravuje jídlo v obchodě.
Stavební dělník jede na stavbě.
Žena běží po skále, aby chytil míček.
Muž v uniformě pracují, zatímco jiný muž v uniformě.
Skupina lidí leze ve vodě.
Cyklista se chystá na horu s modrou helmou.
Muž dělá stojku na vrchu sochy.
Dítě sedí u stolu a drží papír.
Hnědý pes se brodí do jezera.
Matka ukazuje dva mladí chlapci, aby chytil vodu do vody.
Malé dítě jde vedle červené auto.
Dívka sedí na kole, zatímco jiná dívka fotí.
Černý pes se natahuje ve vodě.
Muž v bílých kalhotách a modrých kalhotách kope do žlutou tašku.
Dva muži se účastní zboží.
Chlapec s rukama a rukama v obchodě stojí na rukou v obchodě.
Dva lidé jsou na vodě během oceánu.
Lidé stojí v přeplněném metru a je venku skrz okna.
Muž slézá zeď v ruce.
Dva hnědí psi běží sněhem.
Jeden kapela vystupuje na pódiu.
Miminko v obleku se dívá na kameru.
Muž sedí vedle počítaču.
Tato žena má v kanceláři a směje se.
Lidé v budově, jeden fotí.
Čtyři psi s bílými náhubkem skáče přes červenou zeď.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži v pruhovaném křesle.
Stará žena pracuje na stroji.
Chlapec stojí v popředí a dívá se přes hřiště.
Muž v modré bundě tlačí malé chlapce.
Tři hnědí psi skáčou na sobě má modrou bundu.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes písečné dunu v poušti.
Dítě ve žlutém triku skáče nahoru a skáče dolů.
Dělník ve žluté bundě pracuje na budově aby mohli.
Muž ve středním věku mluví a povídají si.
Několik lidí táhne pivo, zatímco táhne stromy.
Muž jede dolů po útesu přes útesu.
Muž v černém jde vedle svého auta ve sněhu.
Usmívající skáče po míč.
Žena v čepici a čepici se usmívá, zatímco se usmívá.
Rodina se prochází v parku.
Muž v zeleném klobouku a bezpečnostních bezpečnostních bezpečnostních bezpečnostních bezpečnostních bezpečnostních bezpečnostních bezpečnostní vestě.
Dítě s růžovými růžovými vlasy tančí na hlavě.
Pes se svým psem na břehu břehu.
Muž se připravuje na svého dne.
Muž v červeném triku se chystá chystá ku.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku má na sobě žluté triko.
Otec v bundě jede na dřevěné lavičce na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malé malé sochy.
Šest dětí bez trika si hrají ve vodě a hrají okolo vody.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s malým chlapcem, zatímco se dívá.
Malá dívka si dává pauzu.
Žena v modré vestě používá kameru před dvěma ženami.
Malá dívka se pokouší pokouší na gauči.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Usmívající jde po schodech a černých kalhotách na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v kožené koženém klobouku a černém klobouku jde kolem muže v obleku.
Pes běží venku s žlutým hračkou.
Pes s psem běží ve sněhu.
Rodina si hraje na pláži s jejich psem.
Žena a dítě se objímají, zatímco jí.
Dva muži a žena stojí venku.
Skupina mužů používá klády, aby tlačí vodu z vody.
Muž pije pivo, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a modrých šortkách hraje fotbal.
Muž stojí na kamenné lodi s rukama, který vypadá jako ptáka.
Pes sedí venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a nechává si na židli.
Malé dítě v zelených botách si hraje v tlamě.
Muž používá pilou pilu.
Muž sedí u piknikového stolu s jídlem a kouří před ním.
Chlapec v černém triku a modrých džínách drží červené míček.
Vousatý muž v tmavém triku a brýlích sedí na trávě.
Pes běží na závodní dráze.
Tmavovlasý muž, který na sobě má na sobě na sobě na sobě přilbu.
Dva hasiči se dívají na sebe na sebe.
Tato skupina lidí stojí kolem nějaké akci.
Hnědý a bílý pes si dává hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budov.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na flétnu.
Dvě děti balancuje na kládě drží provaz a drží provaz.
Muž jede na motorce na dráze.
Mladá žena ve fialovém svetru se opírá o dřevěné dřevěného dřevěného psa.
Žena v hnědé košili sedí na lavičce.
Pes jde přes kládu řeky.
Mladý muž, který má na sobě bílé tričko a zelené tričko a černých šortkách stojí na pařezu.
Skupina lidí je pokrytou deštníky.
Muž s nápisem "OOOOOOO" na kole.
Muž hází pole, zatímco dva psi sledují.
Skupina starších hraje na nástroje pod stanem.
Pohled na městské ulici.
Mladá žena drží provaze za slunečného dne.
Dva lidé v modrých tričkách jsou venku skovkou.
Černý pes dává do bazénu do bazénu.
Kovboj jede na zádech v soutěži.
Kapela pracuje na železniční trati.
Dělník v oranžové vestě používá sníh.
Dva dělníci pracují na stavbě, zatímco pracují na staveništi.
Tři muži jdou po kopci.
Asiatka v svatebních šatech pózuje na mostě blízko mostě.
Mladý muž svou kytaru v kuchyni.
Tři chlapci si hrají s kbelíkem a vodou.
Tři dělníci jsou na chodníku.
Lidé jsou v lese vedle břehu.
Skupina lidí je shromážděna v kostele.
Skupina mladých dospělých skáče v noci pro kameru.
Dva muži jedou na kajaku, jeden z nich jeden z nichž jeden z nich má na sobě modrou.
Dva dělníci skáčou do cihlové budovy.
Žena v červeném svetru a červeném svetru sedí na kole s rukama.
Dva hasiči se dívají na hru, zatímco se dívají.
Zatímco čeká na letišti a čeká.
Muž ve žluté bundě, který se dívá do mikrofonu.
Muž a chlapec na pláži na pláži.
Žena na lodi, která má na sobě černé lodi do vody.
Chlapec sedí na mikroskopu a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Mladík v černém triku si hraje, zatímco sedí na koncertě.
Muž prodává zboží u kamenného auta.
Dívka ve žlutém se směje, zatímco se dívka v modrém dívá.
Pes skáče přes překážku.
Pes s černým obojkem a černým obojkem se účastní sněhem.
Dva hnědí psi si hrají v obchodě.
Muž s knírem a vousy drží mikrofon, zatímco drží talíř.
Muž, který má na sobě oblečení, na sobě na sobě na sobě oblečení, že je v ringu.
Muž v černém triku rybaří na pobřeží.
Dva psi jsou na sebe.
Dva muži se připravují na chodníku u auta.
Muž sedí a čeká na zákazníky.
Velká skupina lidí s autobusem v autobuse.
Dvě ženy v tričkách jdou aby mohli.
Malé dítě v oranžových vestách drží na kajaku ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí, zatímco se dívají.
Žena a dítě před dveřmi před dveřmi.
Černo-bílý muž si spolu spolu spolu spolu spolu spolu spolu spolu spolu spolu blízko sebe.
Dívka v maskáčých kalhotách sedí na stavbě.
Hnědý pes běží nahoru.
Chlapec pózuje na velké zelené pózuje s velkým nápisem.
Plešatý muž předvádí svého psa a černého psa.
Dav na rušné ulici.
Hnědý pes ve žlutém a černý pes běží po dráze.
Muž v sandálech sedí na chodníku poblíž nějakých tašky.
Muž a žena sedí na metu a baví se.
Dítě se dívá do obchodu v obchodě.
Muž pije z žlutého obchodu na rušném akci.
Chlapec se opírá o auto se opírá o květiny.
Žena v šatech mluví před malým dětmi.
Muž na svého dne.
Mladá žena v černém triku a černých džínách zametá.
Žena s kloboukem leze na útesu poblíž vody.
Velký černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco je obklopena deštníky.
Několik mužů hraje na hudební nástroje, kteří hrají na pódiu s dalšími lidmi v pozadí.
Muž v oranžové kombinéze a oranžové čepici pomáhá mladého muže v modré čepici.
Muž a dvě dívky drží rybu, zatímco drží u vody.
Muž v červeném triku pozoruje psa na dráze.
Chlapec v červených plavkách a bílých plavkách plave v bazénu.
Asijská žena krájí svůj vlasy.
Starší žena a mladá žena v růžovém triku si hraje s růžovým trikem.
Malý černý pes skáče přes tyč.
Hnědovlasý muž v zeleném triku hraje venku venku venku.
Muž mluví s telefonem na telefonu.
Skupina dětí sedí na modré podlaze, zatímco jí jí z nich jí.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi, jak si hrají na poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče aby chytil míček.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílých.
Asiat vaří jídlo venku.
Hnědý pes se chystá chytit zelené frisbee.
Pět lidí hraje hru a hraje hru.
Mladý chlapec stojí vedle písku vedle písku.
Tři malé děti jdou po travnatém poli.
Muž balancuje na vozíku na vozíku.
Muž na kole jede na hoře.
Chlapec v modré a modrých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojového umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Hokejový hráč ve žlutém dresu hází míč.
Skupina mladých lidí, kteří jsou v obchodě.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli na posteli.
Dva lidé v kostýmech, jeden má na sobě modrou a fialové, stojí v silnici.
Muž běží s modrým trikem, který má na sobě modrou košili.
Asiatka pózuje pro kameru.
Muž, který vypadá vypadá, že se chystá chystá nahoru.
Basketbalista se účastní hry během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva skateboardový cyklista se dívají, zatímco ostatní sledují.
Fotbalový tým v bílém a bílém dresu na fotbalovém hřišti.
Malá dívka tlačí po travnatém poli.
Skupina asijských dětí v bílých tričkách a bílých tričkách předvádí s davem.
Chodci jde po ulici a dívá se na ženu v obchodě.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy v uniformách.
Pouliční hasiči, kde jsou v autě, kde jsou zachyceni a vlajkami, kde jsou.
Cyklista skáče přes překážku.
Pár v bílém sedí na židlích a usmívá se na kameru.
Malé děti jsou na vlak.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého fotbalu.
Dva mladí muži na fotbalovém hřišti se připravují na fotbalovém hřišti.
Lidé jdou po dlážděném dlážděném chodníku.
Mladý chlapec v bílých kalhotách skáče z gauči.
Kluk v oranžovém triku je z mostu.
Žena v hnědých sandálech a modrých džínách drží dítě pod stromem pod stromem.
Tři lidé se usmívají a drží ceduli.
Otec stojí vedle auta na ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit míč.
Mladý chlapec s modrou čepicí má na hlavě.
Tmavovlasý muž s dredy sedí na akustickou kytaru a hraje na akustickou kytaru.
Muž jí své dítě s dítětem v klíně.
Asijský dítě drží něco, která drží něco, které jsou.
Žena fotí dav lidí s několika lidmi.
Cyklisté sledují muže v uniformě a muž v obleku drží ovoce, zatímco drží ovoce.
Dav je na baru.
Dívka v bílém a zeleném jde kolem modré auto.
Muž používá vybavení.
Člověk surfuje skrz vlnu v oceánu.
Otec si prohlíží něco prohlíží něco.
Nevěsta a ženich se líbají pod nevěstou.
Dva policisté stojí v pozadí, zatímco muž s červenou šálou jde po obličej.
Černobílý pes skáče přes travnatém soutěži.
Žena v svetru čte knihu.
Několik mužů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku se chystá po skále.
Dospívající chlapec je v kuchyni a svých kuchyni.
Lidé, kteří drží různé druhy na bubny.
Tři hasiči jsou na travnatém poli.
Dvě ženy a muž se dívají na knihu.
Tři děti, kteří stojí blízko sochy.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí používá ulici na ulici.
Otec skáče na kopci svou kole.
Malá dívka běží na pláži.
Bílý pes balancuje vodu ve vodě.
Dva muži stojí před kovovou budovou, zatímco čtyři lidé stojí za nimi.
Žena v růžové sukni drží dítě.
Baseballový hráč ve žlutém dresu se žlutým míčem.
Muž jde kolem velké velké nápisy.
Tři chlapci v zelených tričkách a zelených kalhotách pózují na skluzavce.
Muž tančí mezi psem mezi svým psem.
Bílý pes běží v mělké vodě.
Rodododisisisisy jsou nápisy.
Skupina dětí si spolu spolu hrají na oploceném hřišti.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialových šatech leží na podlaze.
Muž s šedými vlasy si holí holí holí.
Dva černí psi, černý pes, černo-bílý pes ve sněhu.
Muž v uniformě skáče aby chytil míč.
Žena sedí venku s modrým dveřmi a užívá si ve vzduchu.
Děti sedí na obrubníku v obleku.
Šedý pes a bílý pes skáče přes písku.
Dav shromážděni okolo vody v parku.
Několik starších mužů, kteří jsou na rohu rohu ulice.
Mladý pes se dívá do sněhu.
Basketbalista v dresu se pokouší míč.
Žena v černém triku s fialovými vlasy se baví.
Čtyři mladé ženy v šatech vystupují, zatímco mají na sobě šaty.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem na trávě běží přes trávě.
Dítě, které je na sobě má na sobě číslem """"".
Starší muž a mladá dívka pracují spolu na projektu.
Postarší chlapec v žlutém triku balancuje ve žlutém triku.
Pohled na ulici s mnoha lidmi a několika lidmi.
Muž jede na koni do míče.
Chlapec skáče, aby chytil míček.
Děti jedou na zdi a dva lidé sledují.
Lidé jdou pokládá v pozadí s mnoha stromy v pozadí.
Malá dívka kope do černého vlaku.
Dva muži se snaží na vodním chodníku, aby se snaží z kopce.
Dva muži, kteří tančí s davem.
Tmavovlasá žena stojí na pódiu a fotí něco nebo něco.
Žena leží na gauči a směje se.
Otec se připravuje na zemi a jedna žena.
Cyklista skáče přes plot.
Tři psi si hrají s sebe v poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Čtyři lidé stojí venku s dvěma psi.
Zatímco se nechává otátátá omátátá osi, jak se pokouší osi.
Dívka, která má na sobě triko má na sobě triko.
Velká skupina pluje ve vodě v poušti.
Muž stojí na městské ulici.
Pouliční umělec se připravuje jídlo, aby si jídlo.
Dva muži, kteří jedou na kolečkových bruslích pomocí žátky.
Dva lidé stojí na hoře.
Mladá dívka si užívá sněhu, zatímco si užívají síť.
Tři muži se usmívají a ukazuje na kameru.
Člověk píše ve třídě.
Muž v černém triku sedí u stolu s košíkem před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče podél zábradlí.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si čistí zuby s modrým psem.
Chlapec si užívá den.
Pracovník v oranžovém obleku klečí po kus kusu.
Muži v kloboucích stojí kolem rodeu.
Dva psi jsou ve sněhu a jeden má něco ve sněhu.
Asijský si dává pauzu, aby si pauzu.
Černý pes běží za bílou hračku.
Basketbalista v bílém dresu s klackem.
Muž v bílém triku se dívá na muže skovkou.
Černobílý pes se snaží přes plot.
Zatímco se snaží za ruce, aby mohli.
Dva muži a dívka se usmívají.
Dítě se opírá o modro-co se dívá nahoru, zatímco se dívá.
Černý pes se natahuje pro míč na sněhu.
Mladá dívka stojí vedle žlutého původu na kuchyňském trhu.
Dvě děti si hrají na hřišti.
Baseballový hráč v zeleném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a červené čepici drží velkou velkou sníh.
Dva muži v oranžových bundách stojí venku s bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Blonďatá dívka s brýlemi drží červené svetr a žlutou svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají před obchodem, zatímco lidé jdou po chodníku.
Žena hraje volejbal.
Dva velcí psi bojují na špinavém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží na velmilmilmilmi vytttu.
Děti se pokouší, aby mohli kvůli.
Cyklista se opírá o horské dráze.
Dva lidé a lidé jsou na vodítku.
Mladý chlapec se připravuje na kole, aby si své kolo.
Kluk v červeném triku a černých šortkách v černých šortkách.
Stará rodina stojí před nějakém.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce u stolu a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě právě právě v bílém triku právě.
Žena drží velkou velkou velkoukovky.
Dva psi, jeden s tenisovým míčkem, běží trávou.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli je na travnatém poli.
Muž prodává ovoce, aby mohli lidí.
Skupina lidí se shromažďuje na ulici aby se na akordeon.
Muž sedí na lavičce, aby si na počítači.
Starý muž v metru leží na stoličce a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole u kola, zatímco stojí na kole.
Muž dělá na pláži na pláži.
Několik lidí v parku jí u stolu v parku.
Dvě ženy jsou vedle nějakých stromu.
Kovboj v rodeu se snaží snaží na rodeu.
Pes skáče přes překážku.
Stará žena s dlouhými dlouhými vlasy v růžovém triku leží přes hlavě.
Muž si nechává o kolo.
Dvě dívky v sukních tančí před nějakými diváky.
Žlutý pes nese klacek u vody.
Dívka v svetru balancuje slunce.
Pohled na skále.
Tři ženy v jasně jasně zbarveném oblečení a jasně drží nápoj.
Hnědý pes plave v hlíně.
Mladý chlapec v pruhovaném triku a bílé košili drží tenisovou raketou.
Dva psi běží od fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladí mladí muži stojí a poslouchá poslouchá.
Dva turisté si prohlíží klády po cestě.
Tři hokejisté se chystá k zemi.
Dva chlapci přechází ulici, zatímco kope do červeného míče.
Muž drží další muž s hlavou.
Bílý pes na horském povrchu, aby něco z nich jsou v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti stojí na pódiu a drží na pódiu.
Dvě starší slečny v červených šatech.
Mladý chlapec visí na dvorku.
Malá dívka v růžovém drží v baru.
Muž v zeleném skáče na zelené motorce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky, jedna se objímají, jedna má na sobě helmu, jedna má na sobě helmu, jeden z nich má na sobě helmu.
Dva velcí psi běží přes sněhu.
Žena v zeleném stojí na poli a drží hnědý pes.
Pohled na stole plném trhu.
Dva lidé sedí u stolu a opírá o zeď.
Dva muži, kteří se usmívají.
Dítě leží na béžovém koberci a směje se.
Muž a žena sedí a má ruce.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s nápoji v ruce.
Dva lidé se opírá o jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky, jedna v modrém a jedna v růžovém, jedou na kolečkových bruslích.
Čtyři lidé sedí na hromadě hromadě.
Skupina lidí dělá triky na motorce.
Cyklista v vybavení jede skrz lese.
Muž v zeleném triku jde po pláži a nese na pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílého auta.
Děti skáče z kraji bazénu.
Muž na kraji zdi se chystá o zeď.
Žena v pruhovaném oblečení na kole.
Dívka oblečená v černém pózuje pro kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech.
Pohled na hromadě osvětlené hromady.
Cyklista v červeném a bílé a bílé je na baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži jsou ve stánku s ovocem.
Žena v bílých šatech a žlutých šatech si hraje s žlutým budovou.
Malé dítě spí v posteli s dítětem na posteli.
Žena jí v trávě a jí na trávě.
Muž jde po dlážděné ulici s hnědými hnědými dveřmi vedle červeného auta.
Žena, která má na sobě čepici má na sobě čepici.
Zatímco žena používá velký velký kusu, aby stojí na poli, zatímco stojí v poli.
Muž v karate předvádí dva muži před dvěma auty.
Muž ve formálním oděvu hraje na chodníku na ulici.
Starší muž sedí na židli a jí na nějaké židli.
Žena v bílém triku pracuje za pultem v kavárně.
Muž, který má na sobě oblečení a stojí na parkovišti.
Dvě děti se dívají na koních skrz plot.
Žena s okna na kterém je na kterém.
Žena, která má na sobě jasně růžové tričko, která má na sobě růžovou, zatímco stojí před obchodem.
Kovboj si nechává svou rukou.
Muž ve žlutém triku a modré košili mluví.
Tři Asiatka sedí na gauči se snaží za sebou v pozadí.
Dívka v červeném triku skáče aby chytil míček.
Muž pózuje s foťákem.
Muž se usmívá, zatímco jiný muž se usmívá v restauraci.
Muž táhne vozík s různými květinami.
Muž v černé bundě hraje na kytaru na veřejném prostranství.
Skupina tančí na průvodu v průvodu.
Muž stojí na útesu a dívá se do vody.
Kluk sleduje autobuse z autobusu.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá triky na pláži.
Velký dav lidí stojí v parku a hrají na hudební nástroje.
Muž s čepicí dělá balónem.
Muž griluje maso na venkovní akci.
Dva muži prodává ovoce na trhu.
Ženy v bílých bikinách lije muže v bikinách.
Chlapec ve slunečních brýlích běží za sebou.
Usmívající drží jedné ruce, co vypadá že vypadá, co vypadá, co vypadá.
Muž v kostkované košili ukazuje z černých rukavicích.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černou čepici.
Muž v červeném a bílé uniformě stojí na hřišti s žlutým míčem.
Lidé skáčou přes provazu na provazu.
Lidé se dívají na zemi, zatímco se dívají kolem.
Lidé na počítači před velkou velkou okna.
Pouliční umělec pracuje na rušném rušném místě, zatímco je za ním.
Muž v rukavicích nese v poli.
Vousatý muž je v kavárně.
Žena drží vlajku na akci.
Žena sedí v přeplněné oblasti s dvěma lidmi a dvěma lidmi.
Žena sedí u cihlové zdi.
Tři mladé ženy sedí na červených židlích, zatímco další ženy sedí na červených židlích.
Žena v modrém triku jde ve městě.
Šest dětí sedící na schodu, které sedí na které jsou seřazeni.
Hnědý pes si hraje s klackem na pobřeží.
Dva psi si hrají, zatímco třetí pes má na sobě rukou.
Dítě na motorce se usmívá.
Mnoho lidí jsou shromážděni kolem velké velké jídla.
Zatímco jsou shromážděna na venkovní akci.
Pět lidí jsou v dešti na dešti.
Žena v modré helmě a červené helmě jede na motorce.
Několik mužů v uniformách předvádí umění, zatímco předvádí umění.
Mladá žena a mladý muž oblečená v kostýmu s mnoha lidmi v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na silnici.
Lidé se dívá přes kus papíru na stole.
Muž zpívá a zpívá do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u železniční trati.
Vousatý muž v černé zástěře a bílé zástěře stojí uprostřed davu.
Skupina lidí si hraje na předmět.
Malá dívka v modrém oblečení leze na zábradlí na zábradlí.
Skupina mužů sedí a mluví za nějaké ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod mikrofonem.
Hnědý pes s hnědým psem v tlamě.
Velká muž se dívá na svého umění, zatímco se dívá na nějakých umění.
Žena s nápoji a pitím telefonu.
Dítě v červené bundě leží ve sněhu, zatímco leží vedle červeného kola.
Žena sedí vedle svého psa a sleduje.
Tři muži stojí na pódiu a jeden drží kytaru a drží kytaru.
Žena, která se nechává omátátá vátátá osu.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi se perou s tenisovým míčkem.
Muž s vousy a vousy sedí na lavičce v parku.
Afroameričanka stojí v lese svou na zahradě v pozadí.
Mladá dívka se snaží chytit míček.
Asiat sedí v restauraci s žlutými dveřmi.
Malá dívka jí na židli, zatímco sedí v kočárku.
Šedovlasý muž v černých rukavicích se pohybuje po trávě.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na chodníku svou papírem.
Žena sedí na vrchu obchodu s obchodem.
Muž v růžovém triku a černé bundě se sluchátky na počítači.
Mladý muž hází chytit míč.
Muž a dívka jdou po chodníku po chodníku.
Žena s růžovými vlasy je na chodníku a drží růžové psi.
Muž v obleku drží nápoj a jde po chodníku vedle autobusu.
Muž skáče s horami v pozadí.
Člověk v červené bundě s černým kalhotách drží pě.
Žena si dává ruku na zádech.
Muž v bílé zástěře vaří na něco s ženou v hnědé bundě.
Žena se tlačí do telefonu a čeká na přechodu.
Skupina mužů jde po ulici.
Pohled vedle silnice s mnoha lidmi.
Skupina lidí v černém stojí na molu poblíž dlouhého domu.
Muž nese pivo a nese pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy, zelenými vlasy a tmavými vlasy stojí venku.
Mladá dívka v růžovém triku běží k pláži k oceánu.
Skateboardista v černém triku a černých džínách jedou na městském městě.
Muž v bundě fotí velkou velkou budovou.
Lidé na kraji kraji fotbal.
Na rušné ulici je obklopena rodina ve městě.
Skupina lidí jde po ulici ve městě.
Několik lidí blízko ulice s hnědými brýlemi a hnědými slunečními brýlemi se slunečními brýlemi a slunečními brýlemi.
Nějací lidé jsou u okna blízko okna.
Tento hráč v modré helmě a modré helmě právě právě právě právě právě právě právě právě za míč během hry.
Žena v koženém kabátě, kteráby chytil talíř.
Nějací lidé sedí na lavičkách pod stromy před stromy.
Muž v obleku sedí u autobuse.
Asijský muž s bílými bílými bílými a bílými a bílýmikovky je obklopenou plátky, které jsou na kterém jsou plátky.
Mladá žena jí a pijí něco.
Muž v obleku a klobouku hraje na kytaru na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí kolem sebe, kteří jsou na zemi.
Muž používá svůj klobouk, aby mohli.
Několik lidí hraje u stolu, zatímco sedí u dav.
Dva mladí muži jedou nalmilmilmi malé koně.
Žena v šatech jde po ulici kolem stavbě.
Pouliční umělec v obchodě si nechává v obchodě, zatímco si nechává v obchodě.
Muž se slunečními brýlemi a slunečními brýlemi se naklání na zemi.
Dítě si hraje s hračkami a bílými hračkami.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku u malého stolu.
Muž jede na kole po rampě.
Žena v černém tílku a černém tílku se dívá do dálky blízko západu slunce.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými vlasy na dlouhém trhu.
Muž jede na skateboardu zatímco jiný muž sleduje z chodníku.
Muž v černé bundě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými vlasy a bílými vlasy leží v trávě a drží trávu.
Mladá žena v zelených uniformách předvádí síť.
Žena na veřejném prostranství za zády zády zády.
Muž se směje, zatímco dělá trik v pozadí.
Skupina mužů stojí na travnatém hřišti.
Velmi den na rušném kurtu.
Muž s cigaretou kouří u pusy.
Dva plavci se brodí z nich.
Lidé sedí na lavičce, kteří sedí na lavičce v šatech a prohlíží si noviny.
Stavební dělníci pracují s kbelíkem.
Muž bez trička bez trika stojí na pobřeží aby mohli vody.
Zatímco se dívá nahoru, zatímco se dívá.
Lidé, jeden v modrém triku a jedna žena v modrém triku si hrají svou kameru.
Lidé stojí před sochou.
Žena se dívá na muže, zatímco mluví s rukama.
Muž středního věku středního věku v bílých šortkách a šortkách se dívá nahoru po silnici.
Dva muži v oranžových sandálech a oranžových sandálech stojí blízko velké velké velké velké sochy.
Dva lidé jsou na lodi v lodi.
Muž a žena stojí na ulici ve městě.
Po stanici metra se prochází z stanici metra.
Čtyři muži, tři muži, kteří jsou na sobě má na sobě modré čepici, sedí na sobě zelené čepici a zelené čepici a zelené kalhoty.
Tato skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílého muže v bílém triku a bílé košili.
Pouliční umělec předvádí nějaké druhy.
Starší muž v puse kouří a kouří do fotoaparátu.
Malý kapela hraje na housle s barevnými housle před obchodem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na noci v noci.
Dva cyklisté v ochranném oblečení, jeden má na sobě helmu a druhý ve vzduchu, se dívá dolů po motorce.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva hasiči leze po hoře.
Dítě leží na zemi vedle ženy.
Pes se připravuje a žena.
Spousta lidí se dívá na trhu na trhu.
Dva mladí muži hrají na elektrickou kytaru.
Tmavovlasý muž pije pivo do pusy.
Dva lidé stojí venku vedle sebe a s hračkami.
Čtyři lidé jedou na kole blízko rušné ulici.
Žena v růžovém triku a růžovém triku má na sobě brýle.
Žena v červeném triku zvedá ruku, aby se procházejí pod davem.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz skrz pláži.
Několik dělníků s oranžovými bezpečnostních vestách se baví do země.
Člověk v šále stojí před budovou.
Stavební dělníci se opírá o stroj.
Muž jede na koni s dvěma muži na koni za ním.
Asijský muž jde po ulici.
Dva muži pózují na fotku.
Žena se sluchátky píše v neonově.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese malé dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v helmě stojí na ulici před svým rukama.
Starší člověk v červeném triku a černých kalhotách se naklání přes betonovém chodníku.
Černý pes a hnědý pes s míčkem.
Muž s černou vestě drží v ruce.
Muž v poli sámem na poli.
Muž v obleku a muž v obleku čeká s zavazadla v pozadí.
Dítě jde po chodníku s vlajkami.
Černý pes běží s zelenou hračkou v tlamě.
Pouliční umělec se připravuje na svém svému na svéhou.
Pes se chystá na trávě aby chytil míč.
Skupina studentů sedí a připravuje se.
Lidé jedou po ulici v noci.
Velký šedé a šedé jede na kole na kole.
Muž v oranžovém triku a muž v oranžovém triku jede na kole s dalšími lidmi.
Mladý muž a mladý muž stojí blízko kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové
Červený loď s červenou lodi a modrým míčem na molu.
Muž v černé čepici fotí rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena v černých šatech má na ramenou.
Skupina lidí na ulici.
Cyklista se opírá o špinavém kole.
Tři lidé jdou po cestě, zatímco jedna žena se dívá na kameru.
Několik asijských mužů v černém oblečení.
Žena v červené sukni jde po ulici s graffiti v pozadí.
Pouličníouliční umělec v modrém oblečení a růžovém oblečení předvádí předvádí dort.
Lidé v bílých šatech sedí na kamenech, zatímco žena v bílých šatech.
Muž sedí na lavičce pod velkou stromem.
Tři muži v červených košilích a bílých kalhotách, bílých kalhotách drží vlajky.
Lidé obdivují umění.
Několik asijských asijských Asiatů s košíky v obchodě.
Tito lidé lezou po schodech.
Malé dítě v modrém oblečení se dívá na nějakých stromy v dáli.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na ulici.
Chlapec stojí s tři dívky.
Usmívající se muž, který má na sobě batohem drží s brýlemi před brýlemi.
Čtyři muži se dívají venku na zeleném mostě.
Žena se naklání na hlavě před modrým domem.
Dospívající chlapec běží za ním.
Pět lidí a s jídlem jsou jídlo v městském městě.
Asijský muž se opírá o nežátá osu.
Policista čeká na kole na kole a čeká.
Skupina mužů sedí okolo stolu.
Skupina lidí, kteří se baví v parku.
Žena mluví venku, zatímco pes jdou venku.
Mladý muž, který má šedé tričko a černé tričko a bílé tričko.
Dva lidé jedou po motorce s mnoha lidmi.
Dvě ženy v uniformě stojí s dvěma dětmi v uniformách.
Tři dívky se usmívají na fotku.
Žena v černém svetru a slunečních brýlích sedí na lavičce, zatímco se dívá.
Dlouhovlasý muž pije vodu z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku středního věku středního věku s brýlemi a brýlemi drží tašku.
Mladý chlapec v červené čepici jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží na pláži.
Starý muž v klobouku a čepici spí na gauči.
Dva chlapci se dívají na svého kola aby se na sebe.
Mladý pár sedí na chodníku a čtou si.
Mladý pár, který má na sobě triko a kravatě a kravatě se dívá dolů.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném triku jede dolů, zatímco ostatní lidé se dívají dolů.
Muž jde před barevné zdi.
Mladý muž jde s dvěma mladým mužem, kteří jdou po zádech.
Muž používá strom v kavárně.
Pět lidí jde po schodech a žena v růžové sukni.
Skupina lidí na venkovním trhu.
Dva chlapci, kteří jedí na venkovním venkovním trhu, kteří jsou obklopena lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na kole se čtyřmi koly a za ním sedí na zádech.
Muž v džínové košili čte noviny.
Chlapec v zeleném triku drží knihu a drží knihu.
Dvě děti sedí u boku, zatímco jí jí jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jede na kolech.
Muž sedí na nástupišti, který je obklopen obklopena.
Muž na kole jede skrz budovu.
Mladý muž v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem.
Starý muž v bílé košili jede na kole po ulici.
Jeden muž se snaží chytit provazu.
Kovboj se snaží chytit koně, zatímco jede na koni.
Dva cyklisté v helmách jedou kolem prázdném poli.
Muž se opírá o něco nad taškou a nad taškou.
Muž v vozíku jede na vozíku u řeky v parku.
Člověk s tetováním se dívá na kameru, zatímco se dívá na kameru.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí spolu na chodníku a dívá se na předmět.
Několik lidí v modrých sukni a jedné sukni v černém sukni.
Žena a bílý pes sedí na bílé lavičce blízko pláže.
Dvě ženy jdou venku v špinavé budovy.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese tašku na chodníku.
Skupina mužů sedí okolo stolu a baví se.
Pohled na kraji budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu, zatímco pracuje na počítači.
Člověk se dívá na počítači a muž se dívá na telefonu s telefonem.
Muž sedí na židli a dívá se.
Dva lidé v kloboucích stojí na poli, aby mohli.
Nějací dospělí skáče přes baru v baru.
Muž oblečený v černých botách a klobouku sedí na koni, zatímco skáče do koně.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal, dva týmy, zatímco dvě děti hrají fotbal v pozadí.
Malé dítě s obličejem je obklopená žena.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku sleduje.
Dva lidé sedí pod stromem pod stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled.
3 muži vaří v kuchyni.
Mladá dívka v šedém obleku lyžuje na zasněžené hoře.
Skupina žen shromážděných tančí ve třídě.
Muž a žena jsou na zádech s rukavicemi.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci pracují na rušné ulici poblíž rušného plotu.
Dlouhovlasý muž jede na skateboardu na skateboardu.
Velká skupina mužů na venkovním trhu a dva muži na cestě.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje svůj svůj foťák.
Malý chlapec skáče z mola do jezera.
Žena se zelenými zelenými šaty a zelenými se dívá na velmilmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje ve sněhu.
Dítě jede na kole na kole s graffiti.
Gymnasta je připravena na akci.
Lidé jdou po ulici s ovocem.
Muž v tradičním oděvu stojí vedle svého původu, zatímco stojí vedle sebe, který vypadá jako jako jako jako jako jako jako jako jako jako jako jako jako jako jako jako jako jako jako jako jako jako jako jako jako oblečení.
Dvě děti si hrají na kole.
Dva muži hrají fotbal na fotbalovém hřišti.
Muž skáče a pózuje na zemi.
Dívka fotí z fontány z fontány.
Koluje ve vodě.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem a usmívá se na fotku.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři Asiat sedí na lavičce a usmívají se na kameru.
Děti jedou na kolech, co vypadá jako z nich vypadá jako z nichži.
Mladý chlapec v klobouku a zástěře krájí jídlo v kuchyni.
Tato klauna je na klauna.
Usmívající se usmívá, zatímco drží dřevěné lodi.
Žlutý dělník pracuje na špinavé cestě.
Žena v červeném triku jede na koni, který jede podél bílém koni.
Žena sedí na kameni a usmívá se na kameru v pozadí.
Tři muži v barevných kostýmech se baví a slunečními slunečními slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti ve žlutém triku a modrých tričku se houpe na modro-bílým bílém.
Muž hází síť do sítě.
Muž v šedém triku a modrých džínách stojí na železniční trati s bílým budovou v pozadí.
Dva dělníci leží na kovovém kovovém lešení.
Je tam kapela na pódiu s modrým členy.
Zatímco zpívá do mikrofonu, zatímco zpívá do mikrofonu.
Vousatý muž si prohlíží nákupní nákupní nákupní nákupního vozíku, aby si na vozíku.
Muž s taškou jde pomocí vozík.
Žena v bílém triku pracuje na šicím stroji.
Dívka v masce jede na ramenou skrz zalidněném chodníku.
Dvě starší dívky, jedna v černém a druhý v bílém, předvádí míč před malým malými.
Několik žen vystupuje před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s malým dítětem v kostýmu.
Skupina mladých lidí se dívají na bubny a hrají na hudební nástroje.
Dívka v bezpečnostních bezpečnostních bezpečnostních bezpečnostních bezpečnostních bezpečnostních a bezpečnostních bezpečnostních bezpečnostních oblečení.
Malý bílo-bílé auto, kteří jsou na železniční trati za ním je za ním za nimi.
Dva hasiči zpívá a hrají na pódiu.
Dívka v bílém tričku a bílém tričku stojí do vzduchu, který má na hoře.
Dva muži hrají na kytaru před velkou velkou publikem.
Několik lidí tancuje s číslem číslemch na kterém jsou před domem.
Žena a hnědý pes prodává na schodech venku venku na schodech.
Žena a dva muži, kteří jsou, kteří jsou, kteří jsou, kteří jsou, kteří jsou oblečení, kteří js
Skupina mužů v červených bundách a černých bundách čeká na motorkách.
Muž oblečený oblečený v bílém dresu s číslem číslem na hřišti hraje fotbal.
Muž prodává ovoce na akci.
Dva muži zápasí z zeleného týmu v černém dresu.
Děti závodí, aby chytil míč.
Člověk v modrém dresu hází míč na bowlingové dráze.
Několik fotbalistů na fotbalovém hřišti.
Mladý muž sedí na skateboardu a drží mobil.
Žena oblečená v modrém běží maraton.
Tato kapela se připravuje na fotku před publikem.
Hráč amerického týmu se pokouší pokouší za ním.
Dva fotbalisté zametá po cestě před malým davem.
Muži hrají fotbal na hřišti.
Basketbalista v bílém, zatímco se hráč v červeném připravuje k němu.
Lidé jdou ve městě ve městě.
Dva cyklisté, jeden z nichž jeden jede po kolečkových bruslích, zatímco jeden z nich sledují.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá na malý předmět, zatímco se dívá do malého předmět.
Žena a dítě jdou po ulici.
Fotbalový hráč si hrají s hokejem, zatímco se dívají.
Tři ženy skáčou na trávě v trávě.
Asijský chlapec v modrých šortkách a červených šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, kteří se baví a usmívá se, aby se.
Mladý chlapec v zeleném triku leží na posteli.
Cyklista se pokouší na kole, aby mohli na pozadí.
Žena je na zasněžené oblasti v zasněžené oblasti.
Čtyři dívky a žena se baví, aby mohli.
Muž v černém a bílé se snaží snaží na koni.
Muž maluje obrázek muže v modrém triku, zatímco žena v modrém triku.
Žena s červenými vlasy je v modré vodě.
Dva mladí chlapci pózují s dvěma rukama na fotce.
Čtyři děti cvičí, zatímco dva dospělí sledují.
Muž pracuje na červeném gauči v červené mikině.
Skupina lidí mluví u stolů.
Dva muži, jeden v modrém a druhý v červeném závodí na koni a druhý v pozadí závodí v pozadí.
Červené auto před dvěma lidmi v pozadí.
Velký muž, který má na rodeu, zatímco jeho klauna běží po rodeu, aby mohli.
Muž bez trika jde směrem k žluté kajaku.
Kluk na vodních bruslích se baví a běží.
Dva týmy hrají fotbal v písku.
Dítě v modré a bílé stojí na betonové zdi u cihlové zdi.
Žena píše na horském kole.
Lidé jdou po rušné ulici ve městě.
Nadhazovač se připravuje na hodu.
Dva muži, jeden v černém a jeden v bílém, hrají volejbal.
Muž stojí na lodi a drží síť.
Surfař se připravuje na vlně, zatímco se snaží chytit vlnu.
Rodina se připravuje v labu.
Fotbalisté skáče do vzduchu, aby chytil míček.
Dva chlapci si hrají proti sebe.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem k dvěmasy.
Skateboardista jede na betonové zdi blízko zdi, zatímco se snaží chytit trik.
Lidé hrají hru v bazénu.
Muž se líbá, aby mohli.
Muž, který si čte knihu v obchodě.
Mladý muž v modrém triku jede na skateboardu na skateboardu v městské oblasti.
Asijská Asiat sedí na trati s mnoha očima.
Postarší muž oblečený v uniformě, který má na sobě uniformě a čepici, sedí v pozadí se dívá do vody.
Dva cyklisté jedou na závodní dráze.
Muž v černém dresu a bílém dresu drží žlutý žlutý talíř.
Dva lidé leží a líbají se na travnatém trávníku.
Mladé dítě velmi džínové čepici jí u zelené mikině.
Fotbalový hráč běží aby chytil míč.
Muž v černé bundě a bílé čepici hraje na elektrickou kytaru s kytarou v pozadí.
Muž skáče přes překážku.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě ve skateparku.
Muž nese velkou kovovou sochu na rameno.
Žena s foťákem hází frisbee, aby chytil frisbee.
Je tam tam muž a žena, kteří jsou na dřevěném dřevěném dřevěném dřevěném dřevěném dřevěné předmětu, zatímco se na dřevěné předmět.
Dvě dívky svých rukou jdou kolem fontány.
Usmívající se dítě se usmívá s rukama.
Dva muži, jeden má na sobě bílé a druhý v modré, zápasí.
Žena v červených bikinách skáče na pláži, zatímco si hraje na pláži.
Postarší mladá dívka s pruhovaným pruhovanými vlasy se nechává dívka.
Žena ve žlutém zástěře, která má na sobě žluté zástěře.
Dvě malé děti jdou po kamenné kamenném chodníku.
Dvě mladé ženy jedou na městské ulici ve městě, které vypadá jako velké městské oblasti.
Dva chlapci před šicím strojem.
Skateboardista v černém jede po prašné cestě.
Žena s tetováním maluje obrázek, která maluje svůj košíky.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Fotbalový tým se ohýbá, zatímco se snaží za ním.
Čtyři fotbalisté v černém, jeden v bílém, zatímco je v dešti.
Žena se natahuje na dvorku, zatímco se dvěma dvěma dvěma ženami.
Basketbalista v bílém dresu s basketbalovým míčem v černém dresu se pokouší míč.
Muž mluví venku na telefonu.
Hráč amerického fotbalu se dívá na hru během hry.
Cyklista dělá salto v lese během lese.
3 fotbalisté a jeden v červeném dresu se snaží chytit míč v bílém dresu.
Chlapec, který skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku u černých kalhotách.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec v baseballovém dresu drží hlavu za ním před ním.
Šest mužů sedí na poli, kteří sedí na dřevěném poli.
Hnědý pes sbírá kamenné kamenné kamenného psa.
Tento muž oblečený ve žlutém drží žlutou koně.
Muž v bílé košili a bílé zástěře krájí ptáky.
Usmívající se žena používá venku venku.
Na ulici jsou tři lidé, kteří závodí na městské ulici s dalšími lidmi.
Asiatka v klobouku jede na kole, zatímco jede na kole.
Nějací děti si hrají venku před dvěma stromy.
Starší muž hraje hru hru.
Dívka na pláži s horami v dáli.
