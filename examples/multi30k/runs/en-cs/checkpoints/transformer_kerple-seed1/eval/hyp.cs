Muž v oranžové čepici se dívá na něco.
Tanečnice běží na zelené trávě před bílým plotem.
Dívka v uniformách si dává pauzu s klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu, v pozadí.
Lidé opravuje střeše domu.
Muž ve světle světle barevném oblečení fotí skupina mužů v tmavém oblečení a kloboucích stojí kolem ženy v řadě.
Skupina lidí stojí před sebou.
Chlapec v červeném dresu se pokouší chytit míč, zatímco se pokouší chytit míč, zatímco se pokouší chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopis.
Matka a mladá dívka si užívá krásnou den.
Muži hrají volejbal, jeden hráč s míčem ve vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu ve svého stolu.
Tři lidé sedí v místnosti.
Dívka v džínových džínových šatech jde po cestě.
Blondýna drží ruce s mužem v písku.
Žena v šedém svetru a černém svetru stojí v obchodě.
Člověk v pruhovaném triku leze po hoře.
Dva muži jsou venku, zatímco žena se dívají.
Lidé stojí před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá nějaké trampolíně na pláži.
Muž stojí u stolu v baru.
Žena používá dárek, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu.
Muž krájí se stromy.
Skupina asijských chlapců čekají na maso.
Ženy v tradičním oblečení jsou v tradičních vestách.
Jeden muž drží hlavu a jiný muž se připravuje na hlavě.
Šest lidí jede na horském kole.
Dvě blonďaté dívky sedí na římse v přeplněném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikového stolu před budovou.
Tři chlapci stojí na molu v plavkách.
Postarší žena drží tašku, zatímco si prohlíží ryby na ulici.
Postarší žena si hraje na harfu.
Otec v uniformě se dívá na kameru za plotem.
Mladá dáma se dívá na pizzu.
Muž bez trička v šortkách stojí na nějakých kamenech.
Dívka v záchranných vestě plave ve vodě.
Muž v uniformě a modré košili stojí před autem.
Lidé sedí uvnitř vlaku.
Dítě se houpe s nohama ve vzduchu.
Muž v červeném triku do dálky.
Dva muži v plavkách skáčou do vzduchu na pláži.
Batole vaří s jiným mužem.
Otec a dvě děti jsou venku a dva děti, kteří pracují na dvorku a používá strom.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Otec předvádí trik, zatímco je je připravena do vzduchu.
Velká skupina lidí přechází ulici.
Muž na řadě, který se prochází do vody.
Žena v džínách jde kolem autobusu s ženou v autobuse.
Muž v růžovém triku sedí na trávě a je ve vzduchu.
Závodní auto na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žlutém kalhotách zvedá ruku.
Dva muži v kloboucích a kloboucích jdou blízko vody.
roztleskávačka dělá tým na židlích.
Chlapec si hraje s fotbalovým míčem, zatímco dívka se dívá na dívka.
Dav lidí vystupuje na veřejném prostranství v parku.
Muž sedí na lavičce a drží vodu.
Chlapec a mladší chlapec si hrají spolu spolu na hřišti.
Žena v modré bundě se dívá na lavičce, zatímco lidé sedí na lavičce za ní.
Hnědý pes stojí na písku.
Žena sedí s košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu za ní.
Basketbalista vystupují na červeném kytaru.
Dítě sedí na židli a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Postarší žena s kytarou hraje na housle, zatímco žena s modrou kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby se za ním.
Tři teenageři v metru si hrají okolo.
Hnědý pes jde v trávě s trávu.
Lidé sedí venku na trávě a dává si pauzu.
Muž bez trika se dívá z dálky, zatímco tři ženy jdou kolem obchodu.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém triku a džínách hraje na bubny.
Mladá žena maluje obrázek ženy na zdi.
Dvě ženy předvádí tým, kteří předvádí vysoko vysoko, které je obklopen dvěma ženami.
Muž míchá nahoru v kuchyni.
Chlapec na wakeboardě na jezeře.
Muž pracuje v horách.
Velká skupina lidí sedí venku a jsou venku.
Blonďatá žena pije na baru.
Malé dítě v modrém tričku a bílé košili drží žlutý talíř.
Žena s růžovými vlasy mluví do černého muže.
Muž v béžovém obleku připravuje jídlo.
Dívka skáče přes řeku z skály.
Pracovník s kytarou klečí vedle dvou žen.
Starší muž si nechává rukama a dívá se.
Dítě v bílém oblečení cvičí v bílém oblečení.
Tři muži v barevných vestách jsou venku.
Žena fotí dítě v růžové čepici, zatímco muž v růžové čepici nese muže.
Skupina asijských dětí sedí v modrých židlích na modrých židlích.
Mladý chlapec v uniformě brečí do svého míče.
Šťastná žena připravuje v kavárně.
Stavební dělník řídí vybavení na staveništi.
Žena běží po odpalu, zatímco žena v softballu.
Muž v uniformě pracuje kolem muže v uniformě.
Skupina lidí leze ve vzduchu.
Lyžař se chystá na horu s modrým helmou.
Muž dělá stojku na kole.
Dítě sedí u stolu a drží u stolu.
Hnědý pes se brodí do jezera.
Matka si dává svou dva mladí chlapci, aby mohli na kamenité vodě.
Malé dítě jde vedle červené zdi.
Dívka sedí na kole s mladším kole, zatímco mladší chlapec fotí.
Černý pes plave ve vodě.
Muž v bílých kalhotách a modrých kalhotách kope do žluté tašku.
Dva Indi se účastní zboží.
Chlapec s rukama a rukama stojí v obchodě.
Dva muži závodí na pobřeží během západu slunce.
Lidé stojí na přeplněném místě a jsou venku.
Muž leze po zdi s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jeden kapela vystupují na malých pódiu.
Dítě v dětském oblečení se dívá na kameru.
Muž sedí vedle počítači.
Tato žena má v trasisu a smějí se.
Lidé uvnitř budovy, jeden fotí.
Čtyři psi s náhubkami skáčou přes červené zdi.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži ve vodě.
Stará žena pracuje na tkalcovském stroji.
Chlapec stojí v popředí a dívá se z hřiště.
Muž v modré bundě sjíždí mladého chlapce.
Tři hnědí psi skáčou na modrém prkně.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes dunu v poušti.
Dítě ve žlutém triku skáče a skáče dolů dolů.
Pracovník ve žluté bundě pracuje na budově.
Muž v kostýmu si dává dává mladého původu.
Několik pijí pivo, zatímco je v baru.
Muž jede po útesu přes oceánu.
Muž v černém jde ve sněhu.
Puberťák skáče po míč.
Policista v kšiltovce a brýlích se usmívá, zatímco má na sobě sluneční brýle.
Pět lidí se prochází v parku.
Muž v zeleném klobouku a žluté bezpečnostní vestě rybaří.
Dítě s růžovými vlasy tančí na hlavě obklopena balónky.
Pes s klackem na řece.
Muž připravuje svého dne.
Muž v červeném triku se chystá chystá osu.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku s žlutým lopatem.
Na dřevěné lavičce má na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malého bílé sochy.
Šest dětí bez trika si hrají ve vodě a u vody.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s malými auty a dospělými se dívají.
Malá dívka otevírá strom.
Žena v modrém uklízí foťák před dvěma ženami.
Malá dívka se pokouší o kusu.
Hnědý a černý pes běží po stezce v lese.
Dva psi si hrají u stromu.
Muž v černé bundě jde po schodech a černých kalhotách se na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé kožené čepici a kovbojském klobouku jde kolem auta.
Pes běží venku s žlutým hračkou.
Pes v sněhem běží ve sněhu.
Rodina si hraje na pláži s psem.
Žena a dítě se objímají, zatímco je dítě, co se zdá.
Dva muži a žena stojí venku.
Skupina mužů používá lodi, aby tlačí vodu z vody.
Muž pije pije z vína, zatímco čte papír.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné kamenné budovy s ptákem.
Pes pije vodu na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na holí.
Malé dítě v zelených botách si hraje v bahně.
Muž používá pilou pilu.
Muž sedí u piknikového piknikového stolu a před ním.
Chlapec v černém triku a modrých džínách drží červenou pálkou.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží po závodní dráze.
Tmavovlasý muž ve světle ochranném oblečení s tetováním přes zábradlí.
Dva Německý ovčáky se perou na sebe.
Tato skupina lidí stojí kolem nějaké akci.
Hnědobílý pes má hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budov.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na kole.
Dvě děti balancuje na kládě a drží provaz.
Muž jede na motorce na dráze.
Mladá žena s fialovým kloboukem si nechává hlavu na dřevěné palubě.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládě na malé řece.
Mladý muž v bílém tričku a černých šortkách stojí na pařezu.
Skupina lidí je pokrytou deštníky.
Muž, který má na sobě ceduli s obrovskými nápisem na kole.
Muž hází kládu, zatímco dva psi přihlížejí.
Skupina starších hraje na nástroje pod stanem.
Pohled na zalidněné ulici.
Mladá žena drží bílé provaze za slunečného dne.
Dva lidé v modrých tričkách jsou venku.
Černý pes si dává do bazénu.
Kovboj jede na zádech v soutěži.
Závodník pracuje na železniční trati.
Pracovník v oranžové vestě používá sníh.
Dva stavební dělníci mají diskuzi, zatímco pracují na staveništi.
Tři muži jdou po kopce.
Asijská žena v květovaných šatech pózuje na mostě vedle ní.
Mladý muž na kytaru v kuchyni.
Tři chlapci si hrají s kyblíkem a kbelíky.
Tři stavební dělníci pracují na chodníku.
Lidé jsou v lese vedle plotu.
Muž je shromážděna v kostele.
Skupina mladých mužů skáče v noci na kameru.
Dva muži jedou na kolečkových bruslích, jedna z nichž jeden z nich.
Dva pracovníci závodí na betonovém cihlové budovy.
Žena v červeném svetru a džínách sedí s rukama na levém kole.
Dva hasiči se dívají na pro dav.
Zatímco čeká a čeká na letišti.
Muž ve žluté bundě se baví na ohně v parku.
Muž a chlapec na kamenité pláži.
Žena na lodi na lodi s nápisem "SS""
Chlapec sedí a dívá se z mikroskopu.
Malá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Mladík v černém triku, který je napsáno "AAAAAAAAAA" hraje na buben.
Muž prodává zboží poblíž cesty.
Dívka ve žlutém se směje, zatímco dívka v oranžovém se dívá na dívka v modrém.
Pes skáče přes překážku.
Pes s černým obojkem a černým obojkem v hlíně.
Dva hnědí psi si hrají v lese.
Muž s vousy a vousy drží s vousy, který má na kterém vypadá, že je z nich.
Muž, který má na sobě červené oblečení, jsou na sobě oblečení, je ve vzduchu.
Muž v černém triku rybaří na kamenitém břehu.
Dva psi jsou na sebe sebe.
Dva muži se baví na chodníku u auta.
Velká muž sedí na zákazníky.
Několik mužů v autobuse za nimi.
Dvě ženy v tričkách jdou po levé ruce.
Malé dítě v oranžové vestě drží modrou vestě a pádluje ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí.
Žena a dítě před dveřmi.
Černovlasý muž a dva přáteli spolu dává své ruce u sebe.
Dívka v maskáčých kalhotách sedí na stole.
Světle hnědý pes běží nahoru.
Kluk pózuje s velkým zelenými v zeleném.
Plešatý muž se připravuje na své hnědého psa.
Dav na rušné ulici.
Béžový pes ve žlutém a černo-černých běží po dráze.
Muž v sandálech sedí na chodníku vedle nějakých tašky.
Muž a žena sedí na metu.
Dítě se dívá do obchodu v obchodě.
Muž pije ze žlutém akci na rušné akci.
Chlapec se opírá o auto na auto s květinami.
Žena v květovaných šatech mluví před obchodem.
Muž na svého dne.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu poblíž vody.
Velký černý pes běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá skateboardový trik.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco obklopena deštníky.
Otec hraje na hudební nástroje s kytarou na pódiu.
Muž v oranžové kombinéze a modré čepici pomáhá s modrým trikem.
Muž a dvě dívky ukazuje rybu, zatímco drží rybu před vodou.
Muž v červeném triku sleduje psa na horské dráze.
Chlapec v červených plavkách a bílých plavkách plave v krásných bazénu.
Asijská žena svou vlasy.
Starší žena a malé dítě v růžovém triku si hraje s barevnými barevnými kostkami.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném triku hraje venku na trumpetu.
Muž mluví s telefonem.
Skupina dětí sedí na modré podložce, zatímco jí jí z nich.
Černý chlapec sedí v písku.
Malý pes sleduje dvě psy, kteří si hrají na poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče aby chytil míč.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy si povídají přes bílou vína.
Asiat vaří venku.
Hnědý pes se chystá chytit zelenou frisbee.
Pět fotbalistů hraje na kapele.
Mladý chlapec stojí vedle písku.
Tři malé děti jdou po travnatém dvorku.
Muž lije vozík na vozíku.
Muž na kole jede na kole.
Chlapec v modrém a modrých botách běží po špinavé cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě zápasí ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový brankář ve žlutém je na hřišti.
Skupina mladých lidí se fotí v restauraci.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli na malém posteli.
Dva lidé v záchranných kostýmech, jeden z nich stojí na silnici.
Muž, který má modré triko s číslem běží za ním.
Asiatka pózuje na kameru.
Muž, který vypadá, aby běží maraton.
Basketbalista střílí na gól.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva motorkáři se dívají, zatímco ostatní sledují.
Fotbalový tým v bílém a zlatém poli.
Malá dívka tlačí po travnatém poli.
Skupina asijských dětí oblečené v bílých tričkách a kloboucích předvádí dav.
Chodci jdou po ulici a dívá se na dítě v obchodě.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy.
Vooolládi, kde jsou vidět vidět během auto auto, kde jsou vidět vidět a žluté vlajky.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Malé děti jsou na malé vlak.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého fotbalu.
Dva mladí muži hrají fotbal na fotbalovém hřišti.
Lidé jdou po dlážděném dlážděném náměstí.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku lije z okna.
Žena v hnědých džínách a modrých džínách drží bílý strom pod stromem.
Tři lidé se usmívají a drží ceduli.
Policista stojí vedle auta na ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí má hlavu.
Červený muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič se svým dítětem v klíně.
Africké dítě drží něco, který drží něco, které jsou na obrázku.
Žena řídí dav lidí s davem lidí.
Vousatý muž v obleku se dívají, zatímco muž v obleku, zatímco muž v obleku drží ovoce.
Dav je na baru.
Dívka v bílém a dívka jdou kolem modrého auta.
Muž používá zařízení.
Člověk surfuje skrz vlnu v oceánu.
Otec si prohlíží něco něco.
Nevěsta a ženich se líbají pod Nevěstem.
Na pozadí je mladý muž stojí v pozadí, zatímco mladý muž s červeným šálou jde.
Černobílý pes skáče přes překážku na soutěži.
Žena v svetru čte knihu.
Několik mužů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku leze po skále.
Dospívající chlapec se natahuje v kuchyni a svou nosu.
Lidé drží různé různé různé druhy na bubny.
Tři hasiči jsou na poli v poli.
Dvě ženy a muž se dívají na knihu.
Tři děti jsou venku u nějakého stolu, zatímco stojí poblíž nějakých.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí v ulici používá kusu.
Puberťák skáče z kopce s hlavou.
Malá dívka běží na pobřeží.
Bílý kachna skáče ve vodě.
Dva muži se zdá, zatímco stojí před nimi stojí za nimi.
Žena v růžovém sukni drží dítě.
Hokejista ve žlutém dresu předvádí gól.
Muž jde kolem velké cedule.
Tři chlapci v zelených košilích a hnědých kalhotách pózují na skluzavce.
Muž tancuje mezi psem.
Bílý pes běží v mělké vodě.
Osisisisiisů jsou na kolečkových bruslích.
Skupina dětí si hrají spolu spolu na oploceném dvorku a dívá se.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialových šatech leží na podlaze.
Muž s šedými vlasy si holí holí vousy.
Dva černí psi, černo-bílý pes, bílý pes ve sněhu.
Muž v uniformě skáče do basketbalové uniformě.
Žena sedí venku a užívá si s modrým dveřmi.
Děti sedí na židli v obleku.
Šedý pes skáče přes vodu v písku.
Dav shromážděna kolem v parku.
Několik starších mužů, někteří jsou na rohu rohu ulice.
Mladý pes se dívá ve sněhu.
Hráč amerického fotbalu v fotbalovém dresu se snaží míč z týmu.
Žena v černém triku je s fialovými vlasy.
Čtyři asijského původu jsou oblečeni v červených šatech předvádí míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem běží po trávě.
Dítě přechází po lyžích s číslem číslem číslem """".
Starší muž a mladá dívka, aby pracují na ovoce.
Pohlede mladého chlapce ve žlutém triku.
Pouliční umělec, který má na mostě a nějaké auta.
Muž jede na kole do vzduchu.
Chlapec skáče aby chytil tenisový míček.
Děti jedou na zdi, zatímco dva lidé sledují.
Lidé jdou podél břehu se stromy v pozadí.
Malá dívka kope na černé věc.
Dva muži se snaží do vody, aby mohli na chodníku.
Dva muži tančí s davem.
Postarší žena oblečená stojí na pódiu nebo chátá něco nebo výdi.
Žena leží na gauči a směje se.
špinavé zemi se nechává žena u bílého psa.
Na plotu skáče.
Tři psi si hrají s sebe v poli.
Dvě malé děti jsou na písku.
Usmívající se mladý chlapec si hraje v listí mezi kachny.
Tito čtyři lidé stojí venku s dvěma psy.
Zatímco dva hasiči ukazuje na závodě, když ukazuje dobráta.
Dívka, která má na sobě tričko.
Velká skupina stavebníchoduje vodu v poušti.
Muž stojí na městské ulici.
Pohled s jídlem ve své jídlo.
Dva muži jedou na farmě, zatímco jejich jejich jejich jejich žáta.
Dva lidé stojí na hoře.
Mladá dívka si užívá na sněhu.
Tři muži se usmívají na kameru a ukazuje svůj obličej.
Člověk píše na prázdném třídě.
Muž v černém triku sedí u stolu před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče na skateboardu ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem je ve svého psa s modrým obojkem.
Chlapec venku si užívá letní den.
Pracovník v oranžovém obleku klečí na kusu.
Muži v kovbojských kloboucích stojí kolem rodeu.
Dva psi jsou ve sněhu a jeden má něco v tlamě.
Otec si dává pauzu z pití.
Béžový pes běží za žlutou hračku.
Hráč v bílém dresu v bílém dresu.
Muž v bílém triku, který si hraje s zlatou hru.
Černý koně se snaží přes plot.
Zatímco se připravuje na svůj ruce a kouří.
Dva muži a dívka se smějí.
Dítě se opírá o zábradlí, zatímco dospělý je žlutý, zatímco dospělý se dívá.
Černo-bílý pes jde pro míč na sněhu.
Mladá dívka stojí vedle žlutého pultu.
Dvě děti si hrají na hřišti.
Tenistka v zeleném triku drží ruku v tlamě.
Chlapec v červeném obleku si hraje ve vodě.
Dítě v červeném kabátě a čepici drží velkou sněhu.
Dva policisté v oranžových bundách stojí venku s bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí u kamenné budovy.
Bruneta s brýlemi drží malé dítě v červeném svetru a žlutém svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před lidmi.
Žena hraje volejbal.
Dva velcí psi bojují na poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží na velmilmi nadšenýtt na krásném povrchu.
Děti zápasí, aby se pokouší za ním.
Cyklista se opírá o horu.
Dva lidé a lidé jsou na vodítku.
Mladý chlapec se učí na kole, aby mohli na kole.
Kluk v červeném tričku a černých šortkách zametá podlahu.
Asijská rodina stojí před nějakém domu.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží za ruce a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě právě v bílém triku.
Žena drží velkou ceduli, zatímco je na kterém je obklopena.
Dva psi, jeden v puse běží s tenisovým míčkem.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli na travnatém poli.
Muž prodává zboží na skupina lidí.
Skupina lidí se shromažďuje na ulici.
Muž sedí na lavičce a připravuje si svůj svůj svůj boty.
Starý muž v metru leží v metru a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole, zatímco stojí u kola.
Muž dělá na pláži.
Několik lidí v parku jí u stolu.
Dvě ženy jsou na stromu v nějaké nějaké stavbě.
Kovboj v kovbojském plášti se snaží otttttt.
Pes skáče přes překážku.
Žena v růžovém triku s dlouhými vlasy v růžovém triku leží na saxofon.
Muž opravuje malé dívku.
Dvě dívky v bílých sukních tančí před davem.
Žlutý pes nese klacek.
Dívka v svetru si prohlíží slunce.
Závodník je na koncertě.
Tři ženy v jasně jasně jasně zářivých barvách drží sochu.
Hnědý pes plave v hlíně.
Mladý chlapec v bílém triku a pruhovaném triku drží tenisovou raketou.
Dva psi běží od fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladí mladíci stojí a poslouchá poslouchá.
Dva turisté si prohlíží kládě u cesty.
Tři hráči se pokouší míč.
Dva chlapci přechází ulici, zatímco fotbalový míč.
Muž drží hlavu s jiným mužem.
Bílý pes na hoře, aby mohli něco z nich v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží na pódiu a stojí na pódiu.
Dva Plešati v červených šatech jsou v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží baru.
Muž v zeleném skáče na svém motorce.
Žena si hraje s dvěma chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě děti se objímají na kole v pozadí.
Dva velcí psi běží přes sněhu.
Žena stojí v zeleném poli a ukazuje na hnědého psa.
Mnoho stolu se fotí na venkovním trhu.
Dva lidé sedí u stolu a u zdi.
Dva muži s barevnými vlajkami se usmívají.
Dítě leží na béžovém koberci.
Muž a žena sedí a oblečení.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s nápoji v ruce.
Dva lidé jsou proti jezeře.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky oblečené v modrém, jedna v růžovém a druhý závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě hromadě.
Skupina lidí dělá triky na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílým autem.
Děti skáčou z kraje bazénu.
Muž na kraji zdi se chystá z zdi.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech v kostele.
Pohled z hromadě hromady.
Gymnastka v červeném a bílé je na svých baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži jsou v dílně.
Učitelka v bílém a žlutých šatech si hraje s žlutým budovou.
Mladé dítě spí v posteli s otevřenou pusou na zádech.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle červené budovy.
Žena, která má na sobě čepici.
Velká žena používá velký kusu, zatímco stojí ve velkém poli.
Muž v karate předvádí dva členy před dvěma.
Muž ve formálním oděvu hraje na chodníku ve městě.
Starší muž sedí na židli a jí.
Žena v bílém triku pracuje za pultem.
Muž v oblečení pracují na zádech.
Dvě děti se dívají na koně.
Pohled s nějakými na obličeji.
Žena v jasně růžovém se naklání přes obličej, zatímco stojí venku na sobě fialové čepici nad hlavou.
Kovboj je zabalená svou rukou.
Muž ve žlutém triku a modré košili mluví.
Tři Asiati sedí na gauči se pokouší v pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje s kamerou.
Muž v restauraci se usmívá, zatímco jiný člověk v restauraci.
Muž nakládá vozík s mnoha auty.
Muž v černé bundě hraje na kytaru.
Skupina tančí v průvodu.
Muž stojí na kamenitém útesu s výhledem na vodní plochy.
Policista se dívá z autobuse.
Dva policisté středního věku se dívají přes parkovišti.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá dáma dělá na pláži.
Velký dav lidí stojí v parku a hraje na hudební nástroje.
Muž s čepicí dělá salto.
Muž griluje maso na venkovním grilu.
Dva muži prodává ovoce na trhu.
Žena v bílých bikinách lije nápoj do mikrofonu.
Chlapec ve slunečních brýlích běží za sebou.
Gymnasta drží ruku, co vypadá jako jako to tom.
Muž v kostkované košili ukazuje z černých rukavicích.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červené a bílé uniformě stojí na hřišti s žlutým míčem.
Lidé skáčou přes horu na provazu.
Lidé se dívají na maraton.
Lidé na laptopech před velkou oknem.
Pouliční umělec pracuje na rušném poli.
Muž v rukavicích nese na poli.
Fotograf fotí zrcadla v kavárně.
Velká žena drží balónky na akci.
Žena sedí v policejní oblasti s dvěma očima a dvěma ženami.
Žena sedí u cihlové zdi.
Tři mladé ženy sedí na červených židlích, zatímco sedí na červených židlích.
Žena v modrém triku jde v noci.
Šest dětí, kteří sedí na hromadě a píše.
Béžový pes si hraje s klackem na břehu.
Dva psi si hrají u sebe, třetího psa, který má jazyk.
Dítě se usmívá na motorce.
Několik lidí shromážděni kolem velké večeři.
Toto jsou seřazení na stavbě.
Několik lidí na dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách předvádí bojové umění, zatímco předvádí nějakých umění.
Mladá žena a mladý muž oblečená v kostýmu si nechává v pozadí.
Muž v uniformě jde po ulici s dvěma auty a auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na kraji silnice.
Lidé se dívají přes kusu papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u pláže.
Pohled na muže v černé zástěře a bílé kšiltovce stojí uprostřed obrázek.
Skupina lidí hraje na věc.
Malá dívka v modrém oblečení leze na kovové zábradlí.
Skupina mužů sedí a baví se zelenými ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod mikrofonem.
Hnědý pes s fialovým frisbee v tlamě.
Velká muž trénuje bojového umění poblíž svého umění.
Žena s pitím a ženou.
Dítě v červené bundě leží ve sněhu a leží ve sněhu.
Žena sedí vedle svého psa v parku.
Tři muži stojí na pódiu a jeden má na kytaru.
Žena se schovává o sátátou.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi jsou velký pes s tenisovým míčkem.
Muž s vousy a vousy sedí na lavičce v parku.
Afroameričan stojí v lese s hlavou v pozadí.
Mladá dívka se pokouší o vlasy.
Asiat sedí v restauraci s žlutými dětmi.
Dítě jí sendvič, zatímco sedí na dětské židli.
Šedovlasý muž v černých rukavicích se pohybuje po trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou, zatímco žena jede na ramenou.
Rodina jde po chodníku a muž se sněhem.
Asijská kočka sedí na obchodě s nápisem.
Muž v růžovém triku a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy je po chodníku a drží růžovou psy.
Muž v obleku drží nápoj a jde po chodníku vedle autobusu.
Muž skáče s horami v pozadí.
Člověk v červené bundě drží v černých kalhotách.
Žena si dává ruku na vozíku.
Muž v bílém zástěře vaří něco v béžové bundě s ženou v hnědé bundě.
Žena, která tlačí kočárek a čeká na přechodu.
Skupina mužů jde po městské ulici.
silnici vedle hromady.
Skupina lidí v černém stojí na molu poblíž dlouhé budovy.
Muž nese několik mužů pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy a vlasy stojí venku.
Mladá dívka v růžovém triku běží k oceánu.
Skateboardista v černém tričku a džínách bruslí ve městě.
Muž v bundě fotí velkou budovou.
Lidé na kraji kraji fotbal.
Na rušné ulici jsou tři lidé jsou v rušném městě přes rušné ulici.
Skupina lidí jde po ulici.
Pouliční umělec s různými brýlemi, kteří mají na sobě hnědé bundě a sluneční brýle a sluneční brýle.
Nějací pár jsou poblíž okna.
Tento hráč v modré helmě a modré helmě právě právě na míč během hry.
Žena v béžovém kabátě se snaží chytit v metru.
Nějací lidé sedí na lavičkách pod stromy před budovou.
Muž v obleku sedí v autobuse.
Asijský muž, který je obklopená o prázdného kyblíky a tmavého kyblíky.
Mladá žena jí a pijí.
Muž v obleku a klobouku hraje na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé stojí kolem svého auta, zatímco jsou na tváři.
Muž používá zrcadla u zrcadla.
Velká skupina lidí hraje na hudební nástroje, zatímco několik několik lidí sedí a poslouchá poslouchá.
Dva mladí muži jedou na velmi malé koně.
Žena v šatech jde po ulici kolem stavbě.
Pouličníouliční umělec v obchodě kupuje svou pusisky a v obchodě.
Muž ve slunečních brýlích odpočívá na stavbě aby se na zemi.
Miminko si hraje s hračkami a bílými pruhy.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži si povídají před obchodem.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku okolo malého stolu.
Muž jede na kole po rampě.
Žena v černém tílku a tílku hledí do dálky.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými vlasy se nechává na dádi.
Muž jede na skateboardu, zatímco jiný muž sleduje z chodníku.
Muž v černé bundě stojí před cedulí.
Muž a žena zpívá venku.
Mladá dívka s blonďatými vlasy a bílými vlasy leží na trávě a leží v trávě.
Mladá žena s zelenými týmem předvádí svého týmu.
Žena na veřejném prostranství za žlutou páskou.
Muž se krčí, zatímco dělá v pozadí.
Skupina mužů stojí na poli.
rušné den na místním kurtu.
Muž s kouří cigaretu v puse.
Dvě Skupina plavců se brodí zuby.
Lidé sedí na lavičce v městském náměstí, zatímco stojí na náměstí, zatímco stojí poblíž nich stojí poblíž.
Stavební dělníci jsou vidět díru s kbelíkem.
Muž bez trička v černých šortkách stojí na kamenitém pobřeží.
Jezdec na kole se dívá, zatímco se dívá.
Lidé hrají na bazénu, jeden muž v modrém triku a ostatní jsou další ženy, a ostatní jsou oblečeni do fotoaparátu.
Lidé stojí před domem.
Žena se dívá na muže, jak mluví s mužem.
Muž středního věku v bílých šortkách a žabkách se dívá nahoru nahoru.
Dva muži oblečená v tmavém sandálech a sandálech stojí poblíž velkého velkého sochy.
Dva lidé jsou ve své lodi.
Muž a žena stojí na ulici ve městě.
Pohled z stanice metra.
Čtyři muži, tři muži, kteří mají na sobě čepici, sedí na sobě modré čepici a modré čepici.
Tato skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílého dne.
Děti předvádí nějaké druhy.
Starší muž s cigaretou v puse a kšiltovce si prohlíží foťák.
Malá dívka hraje na housle a hraje na housle.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na noci v noci.
Dva cyklisté v ochranném oblečení, jeden ve vzduchu a druhý ve vzduchu.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží na chodníku před cihlovou budovou.
Dva hasiči leze na horu.
Dítě leží na zemi vedle kočárku.
Pes střílí k muže a muž.
Spousta lidí se dívá na trhu.
Dva mladí muži hrají na elektrickou kytaru.
Postarší muž lije pivo z mladého muže v tlamě.
Dva lidé stojí venku vedle sebe a s hračkami.
Čtyři lidé jedou na kole po rušné ulici poblíž rušné ulici.
Žena v růžovém triku a brýlích má brýle.
Žena v červeném triku zvedá ruku pod davem.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohled.
Několik dělníků v oranžových vestách kopají do země.
Člověk v mikině stojí před budovou.
Stavební dělníci se opírá opírá o o Sta.
Muž jede na koni s dvěma muži za ním.
Asijský muž jde po ulici.
Dva hasiči pózují na fotku.
Žena s neonovým sluchátky píše na notebooku.
Žena v zeleném triku mluví do telefonu.
Malé Afričanka nese mladší dítě na zádech.
Skupina lidí sedí na židlích.
Člověk v obchodě stojí na ulici před ní.
Postarší člověk v červeném triku a černých kalhotách se naklání přes betonové kabelkou.
Černý pes a hnědého psa s míčem.
Muž v černé vestě drží bowlingovou pálkou.
Muž na poli se na výhled.
Muž v obleku a žena v kravatě čekají s ženou v kostýmu.
Dítě jde po chodníku s vlajkami.
Černý pes běží na zelené trávě s hračkou v tlamě.
Pouliční umělec jede na svém kole výdě.
Pes na trávě, aby chytil míč.
Skupina studentů sedí a poslouchá.
Lidé jedou po ulici v noci.
Velký šedý muž a muž na kole.
Muž v oranžovém triku a chlapec v oranžovém triku jede na něj.
Mladý muž a žena poblíž kovové sochy.
Červená loď s bílými a modrým míčem na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena v černých šatech má na ramenou.
Skupina lidí na ulici.
Žlutý cyklista je za ním.
Tři lidé jdou po horské cestě, zatímco jedna žena se dívá na kameru.
Několik asijských mužů v černém oblečení na nějaké stanici stanici.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Otec v modrém oblečení předvádí v modrém oblečení.
Lidé v bílých šatech sedí ve fontáně, žena v bílých šatech a dívá se na kraji.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených košilích a bílých košilích, bílých kalhotách drží černé vlajky.
Lidé obdivují umění.
Několik Asiatů s barevnými vlasy a v obchodě.
Tito lidé lezou po schodech.
Malé dítě v modrém oblečení se dívá do dálky.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na kytaru na ulici.
Chlapec stojí s třemi dívky.
Usmívající se muž, který drží batoh před klukem v brýlích.
Čtyři muži se dívají přes zelený most.
Žena sahá na dece před modrým vodou.
Dospělý muž běží za ním.
Pět lidí je ve městě a s jídlem.
Asijský muž se opírá o omátku.
Policista čeká na kole na kole.
Skupina mužů sedí okolo stolu.
Skupina starších lidí, kteří mají starší muži v parku.
Žena mluví, zatímco pes jde venku na slunečného dne.
Mladý muž v šedém triku a černém triku.
Dva lidé jedou po motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dvěma lidmi.
Tři dívky se usmívají na fotku.
Dáma v černých brýlích a žluté bundě se dívá na lavičce.
Červený muž pije vodu z fontány.
Dva muži a žena jdou po městské ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červené čepici jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku plave na pláži.
Starý muž v klobouku a čepici spí na gauči.
Dva chlapci se dívají nahoru nahoru a mávají se na svýchvých rukou.
Mladý pár sedí na chodníku a odpočívá.
Mladík v triku a kravatě se dívá dolů a ukazuje ceduli.
Tři lidé sedí u stolu venku u stolu.
Chlapec v černém triku a červeném triku visí vzhůru nohama.
Muž jde před barevné zdi.
Mladý muž jde s dvěma mladým mužem v pozadí.
Muž balancuje na stromě v kavárně.
Pět lidí jde po schodech vedle ženy v růžové sukni a hnědém sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí ve venkovní oblasti mezi mnoha lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na horském kole před ním, který jede na zádech a muž sedí na zádech.
Muž v modré košili čte noviny.
Chlapec v kočárku drží knihu.
Dvě děti sedí u boku a jedí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jede na kolech.
Muž, který sedí na nástupišti s kolem nich je je na úzkém.
Muž na kole jede na kole skrz kládu.
Tmavovlasý muž v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem.
Starý muž v bílém triku jede na kole po ulici na kole.
Jeden muž se pokouší na provazu.
Kovboj se pokouší chytit koně, zatímco jede na koni.
Dva cyklisté s helmách jedou na prázdném poli kolem prázdném poli.
Muž se opírá o něco a táhne něco z tašku.
Muž v obchodě jede na vozíku u zalesněné oblasti.
Člověk s tetováním se dívá na fotoaparát nebo do mobilu.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívá se na předmět.
Několik lidí v modrém oblečení a jeden v černém sukni.
Žena a bílý pes sedí na bílé lavičce poblíž pláže.
Dvě ženy jdou ve špinavé budově.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a povídají si.
Zde na straně budovy.
Asiat v rukavicích pracuje u stánku.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači a telefonu.
Muž sedí na židli a dívá se lidmi.
Dva lidé v kloboucích stojí na poli.
Nějacící pár skáče vysoko vysoko v baru.
Muž v botách a kovbojském klobouku sedí na koni a skáče do koně.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal zatímco dva týmy hrají fotbal na fotbalovém hřišti, zatímco další další hráč v pozadí stojí v pozadí.
Mladé dítě s tetováním je vedle starého ženy.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku se dívá na něco.
Dva lidé sedí pod stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled.
Tři muži vaří v malém kuchyni.
Mladá dívka v šedém kombinéze lyžuje na zasněžené hoře.
Skupina asijských žen shromážděných v tančí.
Muž a žena jsou skrz dalekohledu.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci si prohlíží baru blízko rušného plotu.
Dlouhovlasý muž skateboarduje na zábradlí.
Dva muži na venkovním trhu jsou sníh a dva muži na cestě.
Muž v bílém triku hraje na bílém kytaru.
Mladá dívka ukazuje svůj svůj svůj foťák.
Malý chlapec skáče z mola do jezera.
Žena v zeleném masce a zeleném masce právě se dívá na velmilmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje v bahně.
Dítě jede na kole s kolem graffiti.
Gymnasta je na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičním oděvu stojí vedle sebe, zatímco stojí vedle sebe.
Dvě děti si hrají na kole.
Dva muži hrají fotbal na hřišti.
Muž skáče a pózuje na zemi.
Dívka fotí z fontány.
Kononononuje vodu během svéhou.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem se usmívá a usmívá se.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kolech, co vypadá jako jako to to to.
Mladý chlapec, který má na sobě čepici, čepici a zástěře krájí ovoce.
Tento klauna je na klauna.
Usmívající se žena drží své kolo.
Žlutý stroj pracuje a pracuje.
Žena v červeném triku jede na bílém koni podél stromů.
Žena sedí velmilmi na velkém kameni se stromy v pozadí.
Tři muži v jasně barevných kostýmech se nechává slunečními brýlemi a slunečními brýlemi.
Dívka si hraje v malém bazénu.
Dvě děti, chlapec ve žlutém triku a modrých tričkách se houpe v bílém.
Muž hází síť do sítě.
Muž v šedém triku a zelené vestě stojí na železniční trati v pozadí.
Dva stavební dělníci leží na kovovém místě.
Je tam kapela s kapelou na pódiu.
Chlapec v triku zpívá do mikrofonu, zatímco hraje na bubny.
Muž dává nákupní vozík ze svého vozíku.
Muž s vousy jde po holi.
Žena v bílém triku pracuje na šicím stroji.
Dívka v masce jede na kole po rušném chodníku.
Dvě dívky, starší dívky v černém a mladší mladší, jeden v bílém předvádí míč před ním.
Několik žen předvádí před budovou.
Plešatý muž jde po chodníku a mluví do mobilu.
Žena si hraje s malým dítětem v kostýmu u malého kostýmu.
Skupina mladých lidí sleduje muže, jak hraje na bubny na hudební nástroje.
Dívka s bezpečnostním vybavením a bezpečnostním vybavením.
Malý bílý auto je na železniční železniční trati a za ním jsou ve vlaku.
Dva hasiči zpívají a hrají na tmavém pódiu.
Dívka v bílém tričku a modrých šortkách stojí na kameni.
Dva muži hrají na kytaru před velkou publikem.
Mnoho lidí tančí s nápisem před velkým velkým domem.
Žena a pes prodává své věci na staré budovy.
Žena a dva muži, kteří jsou oblečeni oblečeni, mají diskuzi.
Skupina mužů v červených bundách a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu v bílém dresu hraje na fotbalovém hřišti.
Muž prodává svačinu na sportovní akci.
Dva muži z zeleného týmu ze dvou dvou týmů z černého týmu na míč.
Děti závodí aby mohli fotbalový míč.
Člověk v modrém hází míč na bowlingové bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu, drží ruku a pózuje na eskalátoru.
Žena oblečená v modrém běží maraton.
Tento kapela se připravuje na před publikem.
Hráč amerického týmu se snaží za ním.
Dva fotbalisté zametá po cestě před malým davem se dívá na malou davem.
Muži hrají fotbal na hřišti.
Basketbalista v bílém si hraje, zatímco hráč v červeném je k ním.
Lidé jdou kolem starého města.
Dva závodní auto, jeden z nichž jeden z nich jede podéldél závodní dráze, zatímco se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá před malým předmětem.
Žena a dítě jdou po ulici.
Hokejista hraje hru s mnoha lidmi.
Tři ženy skáčou na trávě.
Asijský chlapec v modrých šortkách a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, aby se na nějaké zvíře, zatímco se dívá, aby se na něj dívá.
Malý chlapec v zeleném triku leží na bílém posteli.
Cyklista se zastavili, aby mohli slunce v pozadí.
Žena je v zasněžené oblasti.
Čtyři dívky a žena se baví, aby mohli.
Muž v černé a bílé se snaží na koně.
Muž je před sebou žena v modrém triku, která je žena v modrém triku.
Žena s červenými vlasy je ve vodě.
Dva mladí chlapci pózují s dítětem na fotku.
Čtyři děti se dívají.
Muž pracuje na červené gauči v červeném gauči.
Skupina lidí mluví u stolů.
Dva motorkáři závodí na koních, jeden v modré a červené a druhý v oranžových a hnědých závodí proti pozadí.
Červené auto je před dvěma auty.
Velkáelká muž na rodeu, muž v rodeu s klaunem běží přes rodeu, zatímco jeho klauna běží.
Muž bez trika jde k žluté kajaku.
Kluk výdilili.
Dva týmy hrají fotbal na písku.
Dítě v modré a dítě v bílém stojí na betonové zdi.
Žena, která je na horském kole.
Lidé jdou po rušné ulici v rušné zemi.
Nadhazovač je připravený pro pro prochátku.
Dva muži, jeden v černo-bílém a jeden v červeném, hrají volejbal.
Muž stojí v lodi a drží síť.
Surfař, který se pokouší do oceánu, zatímco se snaží na vlně.
Několik dětí připravuje v labu.
Fotbalisté skáče do vzduchu aby chytil míč.
Dva chlapci hrají fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem k dvou dvouchodů.
Skateboardista jede na betonové zdi, zatímco se pokouší chytit trik.
Lidé hrají hru v bazénu.
Muž dává pusu, zatímco muž ho muž.
Muž stojí před malým malým klukem.
Mladý muž v modrém triku jede na skateboardu v městské oblasti.
Asijský muž sedí na železniční trati s jídlem.
Postarší muž, který oblečený ve vojenské uniformě, mává s kloboukem a kloboukem, sedí na pozadí sedí a dívá se do vody.
Dva auta jedou na závodní dráze.
Muž v černo-bílém dresu drží žlutou vlajku.
Dva lidé leží a líbají se na travnatém trávě.
Velmi malé dítě v džínové kšiltovce jí zeleným jablkem.
Fotbalový hráči běží k míč.
Muž v černé bundě a bílé čepici hraje na elektrickou kytaru v pozadí.
Muž skáče přes překážku.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě ve koncertě.
Muž nese velkou kovovou věc na rameno.
Žena s kamerou hází frisbee.
Je tam tam tam muže a muž, který se dívá z nichž jeden z nichž jeden z dřevěné předmět.
Dvě dívky jí rukama ve fontáně.
Otec se usmívá s dítětem pózuje s rukama.
Dva muži, jeden má na sobě bílé a druhý v modré, zápasí.
Žena v červeném bikinách skáče aby chytil míč na pláži.
Postarší blonďatá dívka s blonďatými vlasy na hlavě.
Žena, která má žluté zástěře, má na sobě žluté triko.
Dvě malé děti přechází malém mostě.
Dvě Afričani jedou na mopedu na ulici ve městě, která vypadá jako jako velké městské oblasti.
Dva chlapci před šicím stroji.
Jezdec na prašné cestě jede na horském kole po horském kole.
Žena s tetováním fotí na fotku.
Žena v černém oblečení a bílé helmě jede na kole v pozadí.
Tým cyklistů se ohýbá, zatímco se diváci pozorují.
Čtyři fotbalisté v černém jsou amerického týmu, zatímco hráč v bílém dresu je v dešti.
Běžec, který je na sobě má na dvorku, zatímco jsou tam tam tam tam dva.
Basketbalista v bílém dresu s číslem číslem číslem číslem číslem hráč v černém dresu se pokouší hráč v černém dresu.
Muž mluví do telefonu.
Hráč amerického fotbalu se dívají během hry.
Cyklista jede v lese během lese.
3 hráči v červeném dresu se snaží míč a jeden v červeném dresu se snaží chytit míč.
Chlapec se připravuje do vzduchu a skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku u stolu.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě baseballovou bundu drží hlavu za ním.
Šest mužů sedí na poli na dřevěném poli.
Hnědý pes sbírá kamenné kamenné povrchu.
Tento muž oblečený ve žlutém drží žlutou koně.
Muž v bílém triku a zástěře krájí pták.
Hnědovlasá žena používá venku, aby mohli.
Na ulici jsou lidé závodí na městské ulici s dalšími lidmi.
Asijská žena v slunce jede na kole.
Nějací děti si hrají venku v hlíně, kde jsou stromy.
Starší muž hraje hru.
Dívka na pobřeží s horou v dálce.
