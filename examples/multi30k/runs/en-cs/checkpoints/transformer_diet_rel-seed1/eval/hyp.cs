Muž v oranžové čepici se usmívá na něco.
Otec běží po trávě před bílým plotem.
Dívka v uniformě si dává pauzu s klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s sněhem.
Lidé, kteří jsou na střeše.
Muž v tmavém oblečení a tmavém oblečení stojí okolo ženy v tmavém oblečení.
Skupina lidí stojí před obchodem.
Kluk v červeném dresu se pokouší chytit míč, zatímco se snaží snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží noviny.
Matka a mladá užívá si venku.
Muži si hrají s míčem v ruce.
Žena drží jídlo v kuchyni.
Muž sedí u stolu na stole.
Tři lidé sedí v poli.
Dívka v barevných šatech jde po lesní cestě.
Blonďatá muž drží ruce v písku.
Žena v šedém svetru a černém svetru stojí v obchodě.
Člověk v pruhovaném triku leze na horu.
Dva muži jsou venku, zatímco se dívají.
Lidé stojí před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá nějakého psa na trampolíně.
Muž stojí u stolu v baru.
Žena používá muže, zatímco jiný muž fotí.
Žena v růžovém svetru a růžovém svetru čistí jídelního stolu.
Muž krájí dřevěnou stromy.
Skupina asijských chlapců čekají na maso nad maso.
Ženy v tradičním oblečení, tradičním oblečení jsou oblečení.
Jeden muž drží hlavu, zatímco jiný muž se chystá na tváři.
Šest lidí jede na horském kole skrz hor.
Dvě blonďaté dívky sedí na náměstí v přeplněném náměstí.
Dítě se cáká ve vodě.
Tři lidé sedí u piknikového stolu venku u stolu.
Tři chlapci stojí na molu v plavkách.
Stará žena si prohlíží tašku, zatímco si prohlíží zboží na ulici.
Stará žena si hraje na krásném hřišti.
Otec se dívá z plotu, za ním se dívá na kameru.
Mladá žena se dívá na výhled.
Muž bez trička v šortkách stojí na kamenech, zatímco stojí na kamenech.
Dívka v vestě pracuje ve vodě.
Muž v modrém dresu a muž v modrém tričku stojí před autem.
Lidé sedí ve vlaku.
Dítě se houpe ve vzduchu s nohama v lese.
Muž v červeném triku ve třídě.
Dva muži v plavkách skáče do vzduchu na pláži.
Batole vaří s jiným mužem.
Otec a dvě děti pracují venku na trávě a dva děti.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Cyklista předvádí trik, zatímco je připravena do vzduchu.
Velká skupina lidí staví ulici.
Muž na lyžích jde do vody.
Žena v džínách jde kolem obchodu s slunečními brýlemi.
Muž v růžovém triku sedí na trávě a je ve vzduchu.
Závodní auto na pláži.
Dva muži v černém ve městě.
Muž ve žlutém kalhotách ukazuje své ruce.
Dva muži v kloboucích a kloboucích jdou blízko vody.
Fotbalový tým dělá trik na židlích.
Chlapec si hraje s hračkami, zatímco dívka se dívá z nich dívá.
Dav lidí se připravuje na veřejném náměstí v parku.
Muž sedí na lavičce a drží svého psa.
Chlapec a mladší chlapec si spolu hrají na hřišti.
Žena v černém se dívá na lavičce, zatímco sedí za ní.
Hnědý pes stojí na pláži.
Žena sedí s košíkem, obklopena košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu s kytarou za ní.
Basketbalista hraje na basketbalovém kurtu.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři ženy se dívají na oceánu.
Žena hraje na housle s modrou kytaru, zatímco žena hraje na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku na závod.
Tři teenagei si hrají v metru.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí venku venku v trávě, dávají pauzu.
Muž, který jde venku v dálce, zatímco tři žena sedí venku kolem davu.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém triku a džínách hraje na bubny.
Mladá žena maluje obrazy na zdi.
Dvě ženy předvádí trik, kteří jsou mezi dvěma ženami.
Muž krájí něco v kuchyni.
Chlapec se krčí na jezeře.
Muž pracuje, který pracuje.
Velká skupina lidí sedí venku a baví si spolu.
Blonďatá žena je na baru během baru.
Malé dítě v modrém tričku a bílých triku drží žlutou vlajku.
Žena s růžovými vlasy v černém mluví s mužem.
Muž v béžovém obleku připravuje jídlo na dvou lidí.
Dívka na kameni přes řeku.
Dělník s holí klečí vedle dvou žen.
Starší muž si prohlíží svůj ruce a dívá se.
Dítě v bílém oblečení procvičuje.
Tři muži v barevných vestách jsou venku.
Žena, která má na sobě růžové čepici, nese dítě, zatímco nese dítě.
Skupina asijských dětí sedí na židlích v modrém židlích.
Mladý chlapec v uniformě brečí do fotbalového fotbalu.
Šťastná žena připravuje v kavárně.
Dělník jede na stavbě.
Žena běží po tenisovém hřišti, aby chytil míč.
Muž v uniformě pracuje kolem muže v uniformě.
Skupina lidí leze po prázdném prostoru.
Cyklista se chystá na horu s modrým helmou.
Muž dělá stojku na stoličce.
Dítě sedí u stolu v restauraci a drží papír.
Hnědý pes se brodí do jezera.
Matka se dvěma psy, kteří jsou na skalnatém povrchu do vzduchu.
Malé dítě jde vedle červené auto.
Dívka sedí na kole s mladým kole, zatímco další dívka si fotí.
Černý pes plave ve vodě.
Muž v bílých kalhotách a modrých kalhotách kope do žluté tašku.
Dva Indi se účastní náměstí.
Chlapec stojí v obchodě a s rukama v obchodě.
Dva lidé závodí na pobřeží během oceánu během oceánu.
Lidé stojí v přeplněném metru a v metru.
Muž leze po zdi s ohněm v ruce.
Dva hnědí psi běží skrz sněhu.
Jedna malý vystupují na pódiu.
Dítě v kostýmu se dívá na kameru.
Muž sedí vedle počítači.
Tato žena má na sobě brýle a směje se.
Lidé v budově, jeden z nich fotí fotku.
Čtyři psi s bílým psem skáče přes červenou zdi.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži ve vodě.
Starý žena pracuje na tkalcovském stroji.
Chlapec stojí v popředí a dívá se z hřiště.
Muž v modré bundě se dívá na rameno.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna okna a prochází kolem okna.
Muž v šedém triku skáče přes písku přes písku.
Dítě v žlutém triku skáče nahoru a skáče dolů.
Dělník ve žluté bundě pracuje na budově.
Muž, který si nechává omátáta.
Několik žen táhne pivo, zatímco je na baru.
Muž jede po útesu přes útesu.
Muž v černém jde ve sněhu.
Kůň skáče přes míč.
Policista v čepici a čepici se usmívá venku, zatímco má na sobě sluneční brýle.
Pět turistů se prochází na parku v parku.
Muž v zelené bezpečnostní vestě a bezpečnostní vestě se žlutými rukavicemi.
Dítě s růžovými vlasy tančí na hlavě obklopena balónky.
Pes sbírá něco v řece.
Muž připravuje svého dne.
Muž v červeném triku se chystá chystá ku.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku s žlutou lopatem.
Otec v bundě je na dřevěné lavičce.
Muž v bílém triku se dívá z okna okna.
Žena drží malé bílé sochy.
Šest dětí bez trika si hraje ve vodě a vodou.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s malým malým dětmi a dívá se.
Malá dívka otevírá strom.
Žena v modrém používá foťák před dvěma ženami.
Malá dívka se snaží snaží na gauči.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Černý pes v černých kalhotách a černých kalhotách jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černém klobouku a černé čepici jde kolem sebe.
Pes běží venku s žlutým hračkou.
Pes ve sněhu běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se objímají, zatímco jí.
Dva muži a žena stojí venku.
Skupina mužů používá klády, aby chytil vodu z vody.
Muž pije pivo, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a modrých šortkách hraje fotbal.
Muž stojí na kamenném kamenném kamenném místě s ptákem.
Pes pije venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje si na židli.
Malé dítě v zelených botách si hraje v louži.
Muž používá pilou pilou pilu.
Muž sedí u piknikového piknikového stolu a má na stole před ním.
Chlapec v černém triku a modrých džínách drží červený míč.
Vousatý muž v tmavé košili a brýlích sedí na trávě.
Pes běží na závodní dráze.
Tmavovlasý muž s tetováním, který si nechává ohátuje na balkóně.
Dva hokejisté se perou na sebe na sebe.
Tato skupina lidí stojí kolem nějaké akci.
Hnědo-bílý pes balancuje hračku.
Muž s bílými vlasy hraje na akordeon uprostřed obchodu.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na flétnu.
Dvě děti balancuje na kládě a drží provaz.
Muž jede na motorce na dráze.
Mladá žena s fialovým hnědými brýlemi se krčí na dřevěné zábradlí.
Žena v hnědém triku sedí na červené lavičce.
Pes jde přes kládu na malém řece.
Mladý muž v bílém tričku a černých šortkách stojí na pařezu.
Skupina lidí je pokrytou deštníky.
Muž s nápisem "SSSSSS na kole.
Muž hází kládu, zatímco dva psi se dva psi dívají.
Skupina starších hraje na hudební nástroje pod stanem.
Pohled na městské ulici.
Mladá blonďatá žena drží bílou provazu za slunečného dne.
Dva lidé v modrých tričkách jsou venku.
Černý pes dává do bazénu.
Kovboj jede na soutěži na soutěži.
Cyklista pracuje na železniční trati.
Dělník v oranžové vestě používá sníh.
Dva dělníci se baví, zatímco pracují na staveništi.
Tři muži jdou po kopce.
Asijská žena v šatech pózuje na mostě blízko mostě.
Mladý muž hraje na kytaru v kuchyni.
Tři chlapci si hrají s kyblíkem a vodou.
Tři dělníci pracují na chodníku.
Lidé jsou v lese vedle lesa.
Skupina lidí je shromážděna v kostele.
Skupina mladých dospělých skáče na kameru v noci.
Dva muži, jeden v oranžovém kajaku, jeden z nich jede dolů.
Dva pracovníci na cihlové cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama.
Dva hasiči se dívají na fotku, jak se na kterém se dívají.
Zatímco čeká na letišti.
Muž ve žluté bundě se dívá do ohně v parku.
Muž a chlapec na skalnaté pláži.
Žena na lodi na lodi.
Chlapec sedí na mikroskopu a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí venku okolo stanu.
Mladík v černém triku hraje na buben, zatímco sedí.
Muž prodává zboží poblíž hory.
Dívka ve žlutém se směje, zatímco dívka v oranžovém se dívka v modrém se dívka v modrém dívá.
Pes skáče přes překážku venku.
Pes s černým obojkem a černým obojkem v hlíně.
Dva hnědí psi si hrají v pozadí.
Muž s vousy a vousy drží s knírem, zatímco drží za ním.
Muž, který má na sobě tmavém oblečení, má na sobě oblečení, jsou.
Muž v černém triku rybaří na kamenitém břehu.
Dva psi jsou na sebe.
Dva muži jsou na chodníku vedle auta.
Vousatý muž sedí na zákazníky.
Pohled s auty v autobuse za nimi.
Dvě ženy v košilích jdou po levé ruce.
Malé dítě v oranžové vestě drží na kajaku.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí.
Žena a dítě před dveřmi.
Černovlasý muž a dva přáteli si dává u sebe.
Dívka v maskáčých kalhotách sedí na posteli.
Světle hnědý pes běží nahoru.
Chlapec pózuje ve velkém zeleném svých rukou.
Plešatý muž předvádí svého psa, který se svým hnědým psem.
Dav na rušné ulici.
Pes ve žlutém a černý pes běží po trati.
Muž v sandálech sedí na chodníku blízko tašky.
Muž a žena sedí na metu a baví se.
Dítě se dívá do obchodu v obchodě.
Muž pije z velkého žlutého stanu okolo rušného lidí.
Chlapec se opírá opírá o auta s květinami.
Žena v šatech mluví před malým dětmi.
Muž na svatbě.
Mladá žena s černým trikem a džínách zametá.
Žena s kloboukem leze po útesu blízko velké útesu.
Velký černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena odpočívá na telefonu, zatímco obklopena deštníky.
Několik mužů hraje na pódiu s kytarou na hudební nástroje.
Muž v oranžové kombinéze a oranžové kombinéze pomáhá pomáhá s modrým helmou.
Muž a dvě dívky ukazuje z vody, zatímco dvě dívky jsou u vody.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červených plavkách a bílých plavkách plave v bazénu.
Asijská žena svou vlasy.
Starší žena a malé dítě v růžovém triku si hraje s barevnou.
Malý černý pes přeskakuje překážku.
Hnědovlasý muž v zeleném triku hraje venku venku.
Muž mluví s telefonem na telefonu.
Skupina dětí sedí na modrém modrém prkně, zatímco jí z mísy.
Černý chlapec sedí v písku.
Malý pes sleduje dvě psi, jak si hrají v poli.
Lidé sedí venku v kruhu před velkou budovou.
Jeden pes skáče, zatímco jiný pes skáče na metě.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy, kteří si povídají přes bílém.
Asiat vaří jídlo venku.
Hnědý pes se chystá chytit frisbee.
Pět turistů si hraje na hudební nástroje.
Mladý chlapec stojí vedle písku vedle písku.
Tři malé děti jdou po travnatém travnatém dvorku.
Muž dělá vozík na vozíku.
Muž na kole jede na horu.
Chlapec v modrém a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě předvádí umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Kluk ve žlutém se pokouší o míč.
Skupina mladých lidí se nechává v restauraci.
Mladý muž na skateboardu z růžové zábradlí.
Mladý chlapec skáče z malém posteli.
Dva lidé, jeden v kostýmech, jeden v modrých kostýmech a druhý ve fialovém, stojí na silnici.
Muž v modrém triku běží s číslem číslem.
Asiatka pózuje na kameru.
Muž, který běží, aby se zdá, aby mohli.
Baseballový hráč se pokouší míč během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva skateboardový cyklista se dívají, zatímco ostatní sledují.
Fotbalový tým v bílém a bílé na hřišti.
Malá dívka tlačí po travnatém poli.
Skupina asijských dětí v bílých košilích a bílých tričkách předvádí na davu.
Chodci jdou po ulici ve městě.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy.
Pouliční umělec, kde jsou výtátátátu, kde jsou.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Malé děti jsou na malém vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého fotbalu.
Dva mladí muži hrají fotbal na fotbalovém hřišti, aby se na fotbalovém hřišti.
Lidé jdou po dlážděném dlážděném dlážděném náměstí.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku je z vody.
Žena v hnědých džínách, modrých džínách a modrých džínách drží malé dítě pod vysokým stromem.
Tři lidé se usmívají a drží ceduli.
Policista stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí má na hlavě hlavou.
Tmavovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič svou miminko v klíně.
Asijský dítě drží něco něco, které je na kterém je obrázek.
Žena řídí dav lidí s několika lidmi.
Postarší muž v uniformě se dívá na ovoce a muž v obleku.
Dav je na baru.
Dívka v bílém a zeleném jdou kolem auta.
Muž používá vybavení.
Člověk surfuje skrz vlnu v oceánu.
Postarší muž si prohlíží něco.
Nevěsta a nevěsta se líbá pod nevěstou.
Mladý muž v červeném stojí v pozadí, zatímco další mladý muž s červenou šálou.
Černobílý pes skáče přes soutěži na soutěži.
Žena v svetru čte knihu.
Několik dospělých se dívá přes zábradlí v tmavé místnosti.
Muž v bílém triku leze po skále.
Dospívající chlapec se protahuje v kuchyni a rozehuje svůj svůj obličej.
Lidé drží hudební nástroje, zatímco jsou na bubny.
Tři hasiči jsou na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti stojí blízko vodního původu, zatímco stojí poblíž sebe.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí, kteří používá košík na ulici.
Otec skáče na kopci s jeho kole.
Malá dívka běží na břehu břehu.
Bílý pes sbírá vodu ve vodě.
Dva muži, kteří stojí před nimi, zatímco jiní lidé stojí za nimi stojí za nimi.
Žena v růžovém sukni drží dítě.
Fotbalový hráč ve žlutém dresu se snaží fotbalový míč.
Muž jde kolem velké ceduli.
Tři chlapci v zelených košilích a hnědých kalhotách pózují na skluzavce.
Muž tančí se svým psem mezi svým psem.
Bílý pes běží v mělké vodě.
Rododisisisisici jsou na hudební nástroje.
Skupina dětí si spolu hrají na oploceném hřišti.
Skupina žen si spolu hrají na hudební nástroje.
Malá dívka ve fialových šatech leží na podlaze.
Muž s šedými vlasy si holí.
Dva černí psi, černo-bílý pes, černý pes ve sněhu.
Muž v basketbalovém dresu skáče do basketbalového týmu.
Žena sedí venku s modrým dveřmi a užívá si.
Děti sedí na stoličce v obleku.
Šedý pes skáče přes písku.
Dav se shromážděna kolem fontány v dešti.
Několik starších mužů v tradičním tradičním oděvu na rohu ulice.
Mladý pes se dívá ve sněhu.
Hráč amerického fotbalu v dresu se snaží míč z fotbalového týmu.
Žena v černém triku je ve fialovém triku.
Čtyři asiatky mají na sobě slunečních šatech předvádí míč.
Člověk hraje na nástroj.
Dívka v černém oblečení běží s číslem číslem na trávě.
Dítě, který má na sobě má na sobě sobě sobě číslem "SSS".
Starší muž a mladá dívka pracují na stavbě.
Mladý kluk v žlutém triku si nechává žluté košili.
Pohled na mostě s mnoha auty a auty.
Muž jede na rodeu v rodeu.
Chlapec skáče, aby chytil tenisový míček.
Děti sledují zeď, dva lidé sledují dva lidé sledují.
Lidé, kteří jdou v pozadí jsou pod stromy v pozadí.
Malá dívka kope do černého zápasu.
Dva muži se snaží na chodníku a snaží se z vody.
Dva muži tančí s davem.
Žena oblečená oblečená oblečená na pódiu, kteří stojí na něco.
Žena leží na gauči a směje se.
Bílá žena se nechává na zemi u bílého jedna žena.
Otec skáče přes plotu.
Tři psi si hrají s sebe v poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Tři lidé stojí venku s dvěma psy.
Zatímco si nechává ohátátátátátáda.
Dívka v tričku má na sobě tlamě.
Skupina řížuje vodu ve vodě.
Muž stojí na městské ulici.
Velkádádátátka s jídlem, které jsou jídlo.
Dva muži jedou skrz síť, zatímco jsou na jejich jejich jejich jejich jejich chodi.
Dva lidé stojí na hoře.
Mladá dívka si užívá ve sněhu.
Tři muži se usmívají a ukazuje na kameru.
Člověk píše v prázdném třídě.
Muž v černém triku sedí u stolu před ním.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče na skateboardu ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si dává zuby s modrým obojkem.
Kluk si užívá den.
Dělník v oranžovém obleku klečí na kusu.
Muži v kloboucích stojí kolem rodeu.
Je dva psi jsou ve sněhu a jeden má něco v tlamě.
Otec si dává pauzu, aby si pauzu.
Černobílý pes běží za žlutou hračkou.
Hráč v bílém dresu s klackem.
Muž v bílém triku si hraje s bílým bílým tričkem.
Černobílý pes se snaží přes plot.
Zatímco se směje, aby se svou věc.
Dva muži a dívka se usmívají.
Dítě se opírá o tyč, zatímco se dívá přes žlutou vlajku.
Černý pes jde po sněhu na sněhu.
Mladá dívka stojí vedle žluté kuchyni vedle žluté kuchyni.
Dva děti si hrají na hřišti.
Tenista v zeleném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a červené čepici drží velkou velkou sněhu.
Dva muži v oranžových bundách stojí venku s bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Hnědovlasá dítě s brýlemi drží červené svetr a žluté svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před lidmi.
Žena hraje volejbal.
Dva psi bojují na špinavém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží klíně na klíně.
Muž se snaží na velmilmilmi stttttu.
Děti se pokouší otttttu.
Cyklista se opírá o horském kole se naklání na prašné dráze.
Dva lidé a lidé jsou na vodítku.
Mladý chlapec se učí na kole, aby mohli.
Kluk v červeném tričku a černých šortkách zametá po cestě.
Asiatka stojí před budovou.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží u stolu a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě hráč v bílém triku právě.
Žena drží velký kusy.
Dva psi, jeden běží s tenisovým míčkem v tlamě.
Dvě dospělí a dvě děti sedí na lavičce.
Žena v travnatém poli je na travnatém poli.
Muž prodává ovoce, aby se skupina lidí.
Skupina lidí se shromáždila na ulici, aby mohli na akordeon.
Muž sedí na lavičce aby si na svého kola.
Starý muž v metru leží v metru a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole u kola, zatímco stojí na kole.
Muž je na pláži v písku.
Mnoho lidí jí v parku u piknikového stolu.
Dvě ženy jsou u stromu, kteří jsou na stavbě.
Kovboj v rodeu se snaží na rodeu.
Pes skáče přes překážku.
Stará žena s dlouhými dlouhými vlasy v růžovém triku leží s dlouhými vlasy.
Muž si nechává malé kolo.
Dvě dívky v sukních tančí před obchodem.
Žlutý pes nese klacek.
Dívka v svetru balancuje za slunečného dne.
Cyklista je na koncertě.
Tři ženy jsou v jasně jasně jasně osvětleném prostoru.
Hnědý pes kope v hlíně.
Mladý chlapec v pruhovaném triku a pruhovaném triku drží tenisovou raketou.
Dva psi běží od fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladí muži stojí a poslouchá hudbu.
Dva turisté si prohlíží kládě v lese.
Tři fotbalisté se připravují na zemi.
Dva chlapci kope do městské ulici, zatímco červené míče.
Muž drží svou zádech.
Bílý pes na hoře, který něco něco něco ze kterého psa v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží na pódiu a stojí na pódiu.
Dva lidé v červených šatech v červených šatech.
Mladý chlapec visí na stroji.
Malá dívka v růžovém drží růžovou baru.
Muž v zeleném skáče na svém motorce.
Žena si hraje s dvěma chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě malé dívky se objímají, jeden má na kole v pozadí.
Dva velcí velcí psi běží přes sněhu.
Žena stojí na zeleném poli a drží bílý pes.
Skupina lidí fotí u venkovního stolu na venkovním trhu.
Dva lidé sedí u stolu a opírá o zeď.
Dva muži s lidmi se usmívají.
Dítě leží na zádech a směje se.
Muž a žena sedí a s rukama.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s nápoji v ruce.
Dva lidé se opírá o zábradlí u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v růžovém, jedna v růžovém a druhý v růžovém závodí na kolečkových bruslích.
čtyř lidí sedí na hromadě hromadě.
Skupina lidí dělá triky na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži.
Několik mužů stojí kolem auta.
Dva muži pracují pod bílého auta.
Děti skáčou z břehu do bazénu.
Muž na kraji zdi se chystá o zeď.
Žena v pruhovaném oblečení na kole.
Dívka oblečená v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech.
Cyklista jde po hromadě hromady.
Gymnastka v červeném a bílém je na sobě má na sobě bílé tričko.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži jsou ve třídě s jídlem.
Učitelka v bílých šatech a žlutých šatech si hraje s budovou.
Malé dítě spí v posteli svou knihu.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle červeno-červeného auta s červeným červeným červeným autem.
Žena, která má na sobě čepici.
Žena, která používá velký kusu, zatímco stojí ve velké poli.
Muž v karate předvádí před dvěma auty.
Muž ve formálním oděvu hraje na chodníku ve městě.
Postarší muž sedí na židli, jí nějaký nějaký druhy.
Žena v bílém triku pracuje za pultem v kavárně.
Muž s oblečení stojí na zádech.
Dvě děti se dívají na koních skrz malé plot.
okna s nějakém na obličeji.
Žena v jasně růžovém stojí venku na obličeji, zatímco žena má na sobě růžovou.
Kovboj si nechává svou ruku.
Muž ve žlutém triku a muž ve žlutém triku mluví do tmavé košili.
Tři asiatky sedí na gauči se pokouší v pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje se zeleným foťákem.
Muž se směje, zatímco jiný člověk v restauraci se usmívá.
Muž táhne svůj nákladní nákladního auta.
Muž v černé bundě hraje na kytaru.
Skupina tančí v průvodu.
Muž stojí na skalnatém útesu a dívá se na vodu.
Zatímco se dívají z autobusu.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jógu na pláži.
Velký dav lidí stojí v parku a hraje na hudební nástroje.
Muž s kloboukem dělá balón.
Muž griluje maso na venkovní grilu.
Dva muži prodává ovoce na trhu.
Žena v bílých bikinách během bílého muže v bílých bikinách.
Kluk ve slunečních brýlích běží za nimi.
Usmívající se žena drží ruku, co vypadá jako jako skovky.
Muž v kostkované košili ukazuje z černé košili.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném dresu a bílé uniformě stojí na hřišti s modrými míčem.
Lidé skáčou přes horu přes provazu.
Lidé se dívají na zemi, zatímco se prochází kolem.
Lidé na laptopech před velkým velkým oknem.
Otec pracuje na rušném místě a za ním.
Muž v rukavicích nese kukuřici skrz pole.
Tmavovlasá rodina se fotí v kavárně.
Žena drží nápisy na akci.
Žena sedí v přeplněné oblasti s dvěma košíkem a dvěma košíkem.
Žena sedí u cihlové zdi.
Tři mladé ženy sedí na obličeji, zatímco sedí na červených židlích.
Žena v modrém triku jde ve městě.
Šest dětí sedí na schodu, na kterém jsou.
Hnědý pes si hraje s klackem na břehu.
Dva psi si hrají s klackem, zatímco drží klacek.
Dítě se usmívá na motorce.
Mnoho lidí jsou shromážděni kolem sebe.
Tady je shromážděni na venkovní akci.
Pět dělníků jsou v dešti.
Žena v modré helmě a modré helmě jede na motorce.
Několik mužů v uniformách předvádí umění, zatímco předvádí nějakých umění.
Mladá žena oblečená v kostýmu a kostýmu je v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po skále.
Starší muž v modrém kabátě pracuje na kraji silnice.
Lidé se dívá přes kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci si povídají u trati.
Muž v černé zástěře a bílé čepici stojí uprostřed bílého auta.
Skupina lidí si hraje na předmět.
Malá dívka v modrém oblečení leze po zábradlí na zábradlí.
Skupina mužů sedí za stolem a baví si ovoce.
Muž ve žlutém oblečení stojí za mikrofonem s mikrofonem.
Hnědý pes s hnědým psem v tlamě.
Muž si prohlíží svého umění, zatímco se dívá poblíž svého umění.
Žena s nápoji a ženou.
Dítě v červeném kabátu leží ve sněhu vedle červeného vzduchu.
Žena sedí vedle svého psa vedle sebe v parku.
Tři muži stojí na pódiu, jeden má na sobě klauny a drží kytaru.
Žena, která je vyhátátátá ohátátátátátátka.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi honí tenisový míček s tenisovým míčkem.
Muž s vousy a vousy sedí na lavičce v parku.
Asiatka stojí v lese svou v pozadí.
Mladá dívka se snaží chytit zuby.
Asiat sedí v restauraci s žlutým dětmi.
Miminko jí, zatímco sedí na dětské židli.
Šedovlasý muž v černých rukavicích se pohybuje po trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou, zatímco žena jede na ramenou.
Rodina jde po chodníku ve sněhu, zatímco muž sedí na boku.
Žena sedí na obchodě před obchodem.
Muž v růžovém triku a černém triku se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy se s růžovými vlasy drží růžovou na chodníku.
Muž v obleku jde po chodníku vedle autobusu.
Muž skáče na kameni v pozadí.
Člověk v červené bundě s červenými kalhoty drží kusy.
Žena si dává ruku na vozíku.
Muž v bílé zástěře vaří venku na něco s ženou v hnědé bundě.
Žena s hlavou a tlačí po přechodu na přechodu.
Skupina mužů jde po ulici.
Pohled na silnici vedle hromady.
Skupina lidí v černém stojí na molu poblíž dlouhého domu.
Muž nese pivo a pijí pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s tmavými vlasy, tmavými vlasy a zelenými vlasy stojí venku.
Mladá dívka v růžovém triku běží k pláži.
Skateboardista v černém triku a džínách jede na městském městě.
Muž v bundě fotí velkou velkou budovou.
Lidé na boku fotbal.
Na rušné ulici je skupina lidí, kteří jsou na rušné ulici.
Skupina lidí jde po ulici ve městě.
Muž s hnědými brýlemi, který má na sobě sluneční brýle a sluneční brýle poblíž svého brýlích.
Nějací lidé jsou u okna poblíž okna.
Tento hráč v modré helmě a modré helmě právě právě právě právě odpálil míč během hry.
Žena v zelené bundě se snaží chytit v metru.
Nějací lidé sedí na lavičkách pod stromy před stromy.
Muž v obleku sedí v autobuse.
Asijský muž, který je obklopen jasně bílých kyblíky a tmavém vybavením přes ploty.
Mladá žena jí a pije něco.
Muž v obleku a klobouku hraje na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé stojí kolem sebe, které jsou výtu.
Muž používá zrcadla, aby si jeho obličej.
Několik lidí si hraje u stolu, zatímco dav.
Dva mladí muži jedou velmi na koni.
Žena v šatech jde po ulici kolem stavbě.
Pouliční umělec si nechává v obchodě svou pítky a svou pítkou.
Muž s slunečními brýlemi se slunečními brýlemi a slunečními brýlemi je na zemi.
Miminko si hraje s hračkami a černým černým psem.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco něco v tlamě.
Skupina lidí sedí venku okolo malého stolu.
Muž jede na kole na rampě.
Žena v černém tílku a černém tílku se dívá z západu slunce do dálky.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými vlasy je na s dlouhými vlasy.
Muž jede na skateboardu zatímco jiný muž sleduje z chodníku.
Muž v černém kabátě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s růžovými vlasy leží na trávě a drží bílý brýle.
Mladá žena v zelených uniformách předvádí fotbalový míč.
Žena na veřejném náměstí je ve veřejném prostředí.
Muž se krčí, zatímco dělá salto v pozadí.
Skupina mužů stojí na hřišti.
rušné den pro rušného dne na rušném hřišti.
Muž s otevřenou cigaretu v puse s jídlem.
Dva plavci se brodí z nich.
Lidé sedí na lavičce, kteří jsou ve městě, zatímco stojí vedle něj stojí na náměstí.
Stavební dělníci jsou s kbelíkem.
Muž bez trička v černých šortkách stojí na kamenitém břehu.
Otec se dívá z okna, zatímco se dívá.
Lidé hrají v bazénu, jeden muž v modrém triku a druhý muž v modrém triku, zatímco jeden muž má na sobě modré tričko.
Lidé stojí před sochou.
Žena se dívá na muže, který mluví s rukama.
Muž středního věku ve středních šortkách a bílých šortkách se dívá nahoru.
Dva muži v tmavém oblečení a oranžových sandálech stojí blízko velkého velkého sochy.
Dva lidé jsou na lodi.
Muž a žena stojí na ulici ve městě.
Usmívající se natahuje z stanici metra.
Čtyři muži, kteří jsou na sobě má na sobě modré čepici a modré čepici, sedí na sobě zelené podložce.
Tento skupina lidí sedí venku na velkém lavičkách.
Muž v červeném triku a červeném triku jde kolem bílého dne.
Pracovníci předvádí nějaký druhy.
Starší muž v puse a čepici si prohlíží své ruce.
Malý chlapeček hraje na housle před publikem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na noci v noci.
Dva cyklisté v ochranném oblečení, jeden v ochranném oblečení a druhý v ochranném oblečení se dívá dolů po motorce.
Několik mužů v oranžovém se shromáždila na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva koně leze po horu.
Dítě leží na zemi vedle sebe.
Pes se chystá a muž.
Mnoho lidí na trhu se dívá na zboží.
Dva mladí muži hrají na pódiu.
Tmavovlasý muž pije pivo v tlamě.
Dva lidé stojí venku vedle sebe a s hračkami.
Čtyři lidé jedou na kole blízko rušné ulici.
Žena v růžovém triku a brýlích má brýle.
Žena v červeném triku svou ruku kolem davu.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohled na pláži.
Několik dělníků v oranžových vestách kope do země.
Člověk v obleku stojí před budovou.
Stavební dělníci se opírá o budovu.
Muž jede na koni s dalšími muži.
Asijský muž jde po ulici.
Dva muži pózují na fotku.
Žena v jasně neonově neonově neonově neonově rukavicích píše.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese své dítě na zádech.
Skupina lidí sedí v židlích.
Člověk s batohem stojí na ulici před obchodem.
Člověk v červeném triku a černých kalhotách se krčí přes betonové zdi.
Černý pes a hnědý pes s hnědým míčkem.
Muž s černou vestě drží vlajku.
Muž s polim na poli.
Muž v obleku a žena v obleku čeká a ostatní se na vlak.
Dítě jde po chodníku s vlajkami.
Černý pes běží na trávě s hračkou v tlamě.
Pouliční umělec jede na horském náměstí v pozadí.
Pes na trávě, aby chytil míč.
Skupina studentů sedí aby sedí u stolu.
Lidé jedou po ulici v noci.
Velký šedivý muž a muž je na kole.
Muž v oranžovém triku a oranžovém triku jede na kole s dalšími lidmi.
Mladý muž a dvě ženy poblíž kovové kovové kovové kovové kovové kovového sochy.
Cyklista v červeném a modro-bílé lodi na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena ve žlutých šatech má na ramenou.
Skupina lidí na ulici.
Cyklista jede po špinavé špinavé cestě.
Tři lidé jdou po horské cestě, zatímco jedna žena se dívá na kameru.
Několik asijských mužů v černém oblečení.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Gymnasta v modrém oblečení a růžovém oblečení předvádí trik.
Lidé v bílých šatech sedí na kraji fontány a dívá se na břehu.
Muž sedí na lavičce pod velkou stromu.
Tři muži v bílých košilích, bílých kalhotách, bílých kalhotách, bílých kalhotách a černých kalhotách drží černé vlajky.
Lidé obdivují umění.
Asijská Asiatka v obchodním obchodě s nápisem.
Tito lidé lezou po schodech, aby chytil horu.
Malé dítě v modrém oblečení se dívá do dálky.
Lidé se dívají na hračkami v obchodě.
Muž s kloboukem hraje na ulici.
Chlapec stojí s třemi dětmi.
Usmívající se muž v brýlích drží svého chlapce před brýlemi.
Čtyři muži se dívají přes most venku na zeleném mostě.
Žena v modrém si užívá vodu před modrým lidmi.
Postarší pár běží za sebou za ním.
Pět lidí, kteří aby si jídlo ve městě.
A Asijský muž se opírá ohá osu.
Policista čeká na kole na kole, aby mohli.
Skupina mužů sedí okolo stolu.
Skupina starších lidí, kteří se baví v parku.
Žena mluví venku, zatímco pes jde venku za slunečného dne.
Mladý muž v šedém triku a černém triku.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy v uniformách stojí s dalšími dalšími dalšími lidmi.
Tři dívky se usmívají na fotku.
Žena ve žlutém svetru a slunečních brýlích sedí na lavičce a dívá se na lavičce.
Mladý muž pije z fontány z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku středního věku s brýlemi a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží sníh na pláži.
Starý muž v klobouku a čepici spí na gauči.
Dva chlapci, kteří jsou na obloze aby se dívají do vzduchu.
Mladý pár sedí na chodníku a čte si.
Mladík v triku a kravatě se krčí dolů dolů dolů.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném triku se dívá dolů dolů, zatímco ostatní lidé pozorují.
Muž jde před barevné zdi.
Mladý muž jde s jiným mužem, zatímco tři mladé dívky jdou po zádech.
Muž lije stromu v kavárně.
Pět lidí jde po schodech u hnědé sukni a hnědé sukni.
Skupina lidí na venkovním trhu.
Dva chlapci obědcí oběd ve venkovní oblasti.
Žena v džínové bundě jde po chodníku.
Muž jede na kole před ním a čtyři čtyři lidé sedí na zádech.
Muž v kostkované košili čte noviny.
Chlapec v kočárku drží knihu.
Dvě děti sedí u boku, zatímco jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jede na kolech.
Muž sedí na nástupišti, který je obklopena.
Muž na kole jede skrz dalekohledu.
Mladý muž oblečený v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem před graffiti.
Starý muž v bílém triku jede na špinavé ulici.
Jeden muž se snaží chytit koně.
Kovboj se pokouší chytit koně, zatímco jede na koni.
Dva cyklisté s helmách jedou kolem prázdném poli.
Muž se opírá o něco o něco nad taškou.
Muž v přeplněném parku jede kolem auta.
Člověk s tetováním se dívá na svůj svůj foťák.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívá se na chodníku.
Několik lidí v modrém sukni a černých sukni v černém sukni.
Žena a bílý pes sedí na lavičce blízko pláže.
Dvě ženy jdou venku v špinavé budovy.
Skupina mužů v bílých košilích a bílých košilích stojí v silnici.
Žena v černém nese černou tašku a černé tašku.
Skupina mužů sedí okolo stolu a baví se.
Pohled na straně budovy.
Asiat v rukavicích pracuje na jídlo.
Žena sedí u stolu, zatímco pracuje na počítači.
Člověk se dívá na počítači a dívá se do telefonu.
Muž sedí na židli a se prochází kolem lidí.
Dva lidé v kloboucích stojí na poli.
Nějací lidé skáče přes tyč v baru.
Muž oblečený v kovbojském klobouku a klobouku sedí na koni, zatímco skáče.
Dvě mladé dívky sedí na ulici.
Tři děti hrají fotbal na hřišti, dva týmy v pozadí hrají fotbal.
Malé dítě s špinavém obličeji drží obličej.
Muž v brýlích se dívá na kameru, zatímco jiný muž v modré košili se dívá na něco dívá.
Dva lidé sedí pod stromem pod zeleným stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco jiný chlapec sleduje.
Tři muži vaří v kuchyni.
Mladá dívka v šedém kombinéze lyžuje na zasněžené hoře.
Skupina žen se shromážděná shromážděna v kostýmech.
Muž a žena jsou skrz svého vozíku s ženou na hlavě.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci na rušné ulici poblíž rušného plotu.
Mladý muž jede na skateboardu na zábradlí.
Na venkovním trhu s dvěma muži a dvěma muži na cestě.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje svůj svůj foťák.
Malý chlapec skáče z mola do jezera.
Žena v zeleném masce a zelené vestě se dívá na velmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje v louži.
Dítě jede na kole po kole s graffiti.
Gymnastka je na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičních šatech stojí vedle ženy, zatímco stojí vedle sebe.
Dvě děti si hrají na kole.
Dva muži hrají fotbal na hřišti.
Muž skáče na zemi a pózuje na zemi.
Dívka si fotí vodu z fontány.
Misuje ve vodě.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před davem a usmívá se na fotku.
Dvě dívky v šortkách drží ruce.
Čtyři děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kole, co vypadá jako jako jako jakosi.
Mladý chlapec, který má na sobě čepici a čepici, spí v kuchyni.
Toto je klauna do klauna.
Usmívající se usmívá na dřevěné lodi.
Žlutý pes pracuje na špinavé cestě.
Žena v červeném triku jede na koni, která je na koni.
Žena sedí velmilmilmi na skále se stromy se stromy v pozadí.
Tři muži v barevných kostýmech jsou na ulici se slunečními brýlemi a slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti v žlutém triku, žlutém triku a dívka ve žlutém triku se houpe.
Muž hází síť do sítě.
Muž v šedém triku a modrých džínách stojí na železniční trati s bílým bílým domem v pozadí.
Dva dělníci leží na kovové kovové kovové kovové kovovém prostranství.
Je tam kapela hraje na pódiu s modrými členy.
Cyklista v triku zpívá do mikrofonu, zatímco zpívá do mikrofonu.
Muž si prohlíží nákupní vozík ze svého vozíku.
Muž s vousy jde podél zdi.
Žena v bílém triku pracuje na šicím stroji.
Dívka v masce jede na ramenou na ramenou.
Dvě starší dívky, jeden v černém a druhý v bílém, jeden z nich předvádí míč před ním.
Několik žen předvádí před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s malým dítětem v kostýmu.
Skupina mladých lidí se dívají na bubny, zatímco na hudební nástroje.
Dívka v bezpečnostním oblečení a bezpečnostních bezpečnostních bezpečnostním vybavení.
Malý bílý a bílé auto jsou na železniční trati, které jsou za nimi jsou na vlak.
Dva muži zpívají a zpívá na pódiu.
Dívka v bílém tričku a bílých šortkách stojí do vzduchu.
Dva muži hrají na kytaru před velkou budovou.
Velká skupina lidí tančí s velkou velkou ceduli.
Žena a pes prodává venku na schodech před budovou.
Žena a dva muži, kteří jsou oblečeni, jsou, jsou a pijí.
Skupina mužů v červených bundách a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu hraje s číslem číslem na kterém je fotbal.
Muž prodává na akci.
Dva muži v zeleném dresu bojují z druhého týmu z černého týmu.
Děti závodí u fotbalového fotbalového míče.
Člověk v modrém hází míč na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu, drží telefonu a pózuje.
Dáma v modrém běží maraton.
Tato kapela se připravuje na vystoupení před kostelem.
Hráč amerického týmu se pokouší za ním se pokouší za ním.
Dva fotbalisté se dívají na kamenné cestě před davem.
Muži hrají fotbal na fotbalovém hřišti.
Basketbalista v bílém, zatímco se hráč v červeném připravuje k němu.
Lidé jdou skrz zábradlí ve městě.
Dva cyklisté, jeden z nich jede po závodní dráze, zatímco jeden z nich sledují.
Fotbalista v bílém dresu drží fotbalový míč.
Malý chlapec se dívá do velmi malé předmět.
Žena a dítě jdou po ulici.
Fotbalový tým si hraje hru s hokejem.
Tři ženy skáčou na trávě v trávě.
Asijský chlapec v modrých šortkách, černých šortkách a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž se baví, aby se na nějaké nějakému.
Mladý chlapec v zeleném triku leží na posteli.
Cyklista se připravuje na skateboardu, zatímco jsou v pozadí.
Žena je v zasněžené oblasti.
Čtyři dívky a žena se baví, jak se na nějaké nějakémí.
Muž v bílém a bílé se snaží snaží chytit koně.
Muž je obrázek v modrém triku, která je žena v modrém triku.
Žena s červenými vlasy je v modré vodě.
Dva mladí chlapci pózují s míčem pro fotku.
Čtyři děti si povídají, zatímco dva dospělí sledují.
Muž pracuje na červeném gauči v červeném gauči.
Skupina lidí mluví u stolů.
Dva cyklisté závodí na koni, jeden v červeném a druhý v pozadí.
Červené auto je dvě auta v pozadí.
Velká muž, který běží na rodeu, zatímco další muž v klauna.
Muž bez trika jde k žlutém kajaku.
Kluk se pokouší ve hře.
Dva týmy hrají fotbal v písku.
Dítě v modrém a modré stojí na betonové zdi.
Žena, která má na sobě pězku.
Lidé jdou po rušné ulici v rušné ulici.
Cyklista se připravuje na basketbalovém hřišti.
Dva muži, jeden v bílém a druhý v červeném, hrají volejbal.
Muž stojí v lodi a drží síť.
Surfař, který se snaží na surfu, zatímco se pokouší na vlně.
Pracovníci připravuje v labu.
Fotbalisté skáčou do vzduchu, aby chytil míč.
Dva chlapci hrají fotbal na sebe.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem k dvěma psy.
Skateboardista jede na betonové zdi blízko betonové zdi.
Lidé hrají hru v bazénu.
Muž se líbá, aby se chytit muže.
Muž drží nápis a čte si knihu v ruce.
Mladý muž v modrém triku jede na skateboardu ve městě.
Asijský muž sedí na železniční železniční trati s chy.
Muž v uniformě, který má na sobě čepici a čepici, sedí na zádech a dívá se do vzduchu.
Dva auta jedou na závodní dráze.
Muž v bílém dresu a černých dresu se připravuje z žlutého stolu.
Dva lidé leží na travnatém travnatém trávníku.
Malé dítě velmi džínové čepici jí zelenou jablkou.
Fotbalový hráči běží k míč.
Muž v černé bundě a černé čepici hraje na pódiu s mužem v pozadí.
Muž skáče přes překážku.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě ve koncertě.
Muž nese velkou kovovou kovovou tyč.
Žena hází kameru s hnědým psem, aby chytil frisbee.
Je tam tam žena a žena, kteří jsou na dřevěné dřevěné věc.
Dvě dívky jsou v ruce u fontány.
Usmívající se dítě se usmívá s rukama.
Dva muži, jeden v bílém a druhý v modrém zápasí.
Žena v červených bikinách přeskakuje míč, zatímco skáče na pláži.
Postarší blonďatá dívka má na sobě pruhované tričko.
Žena, která má žluté zástěře, má na sobě žluté zástěře, na sobě žluté zástěře.
Dvě malé děti přechází přes kamenné most.
Dvě asiatky jedou na městské ulici ve městě, které vypadá jako ženy v městské oblasti.
Dva chlapci před šicím stroji.
Cyklista v černém jede po prašné cestě.
Žena s tetováním maluje obrázek obrázek, která maluje obrázek obrázek.
Žena v černém oblečení a černé helmě jede na kole s horami v pozadí.
Fotbalový tým se ohýbá, zatímco se diváci dívají.
Čtyři hráči v černém zápasí, zatímco hráč v dešti.
Běžec, který je na dvorku, zatímco se dvěma dvěma psy.
Baseballový hráč v bílém dresu s číslem číslem na sobě má na sobě černé uniformě.
Muž mluví venku na telefonu.
Baseballový hráč se dívají během hry během hry.
Cyklista dělá trik v lese.
Tři hráči v červeném dresu se snaží chytit míč v bílém dresu a druhý v bílém dresu.
Chlapec skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku blízko sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě baseballovou kouli za ním drží hlavu za ním.
Šest mužů sedí na poli v poli.
Hnědý pes sbírá nahoru z kamenném povrchu.
Tento muž oblečený ve žlutém drží žlutou koně v hnědém koni.
Muž v bílé košili a bílé zástěře krájí pták.
Usmívající se žena používá venku venku.
Pracovníci závodí na městské ulici s dalšími lidmi.
Asijská žena ve městě jede na kole.
Nějací děti si hrají venku v prašné cestě.
Starší muž hraje hru.
Dívka na pláži s horami v dáli.
