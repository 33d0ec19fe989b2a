Muž v oranžové čepici se dívá na něco.
Pouliční umělec běží po zelené trávě před bílým plotem.
Dívka v uniformách si dává pauzu s klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s horami v pozadí.
Lidé opravuje střeše střeše.
Muž ve světle světle světle barevném oblečení stojí v tmavém oblečení a žena v tmavém oblečení.
Skupina lidí stojí předmem.
Chlapec v červeném dresu se pokouší chytit míč, zatímco se pokouší chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a mladá dívka si užívá den venku.
Muži hrají fotbal, jeden z nich má míč v vzduchu.
Žena drží v kuchyni jídlo v kuchyni.
Muž sedí u stolu u stolu ve svého stolu.
Tři lidé sedí v oděvu.
Dívka v džínových šatech jde po schodech.
Blonďatá chlapec držící ruce v písku.
Žena v šedém svetru a černé čepici stojí v obchodě.
Člověk v pruhovaném triku leze po hoře.
Dva muži, kteří jsou aby se dívají na ženy.
Lidé stojí venku před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá na trampolíně na trampolíně.
Muž stojí u skupině hru v baru.
Žena používá nápoj, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stolu s jídlem.
Muž krájí nějakých stromy.
Skupina asijských chlapců čekají na maso přes maso.
Ženy v tradičním tradičním oblečení jsou oblečení.
Jeden muž drží jiného muže, který se připravuje na hlavě aby se na obličeji.
Šest lidí jede na horském kole skrz hromadu.
Dvě blonďaté dívky sedí na kamenném náměstí.
Dítě stříká vodu ve vodě.
Tři lidé sedí u piknikového stolu před budovou.
Tři chlapci stojí na molu v plavkách.
Postarší žena zvedá tašku, zatímco si prohlíží zboží na trhu.
Tmavovlasá žena si hraje na elektrickou.
Otec na kraji budovy, v uniformách se dívá do objektivu.
Mladá dáma se dívá na pizzu.
Muž bez trika stojí v šortkách, zatímco stojí na kamenech.
Dívka, která má na sobě záchranné vestě na vodě.
Muž v uniformě a muž v modrém triku stojí před autem.
Lidé sedí ve vlaku.
Dítě se houpe s nohama ve vzduchu.
Muž v červeném triku kope do stánku.
Dva muži v plavkách skáčou ve vzduchu na pláži.
Batole vaří s mužem.
Otec se dvěma dětmi a dvě děti dělají venku na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Otec předvádí salto, zatímco se pokouší do vzduchu.
Velká skupina lidí nesoucí ulici.
Muž na kolečkových bruslích se prochází do vody.
Žena v džínách jde kolem autobus s brýlemi se slunečními brýlemi přes slunečními brýlemi.
Muž v růžovém triku sedí na trávě a je ve vzduchu.
Auto stojí na pláži.
Dva muži v černém oblečení.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a čepicích jdou blízko vodní vodní vodní plochy.
Tým tým dělá triky na židlích.
Chlapec si hraje s dospělýmem, zatímco dívka se dívka dívá.
Dav lidí na veřejném veřejném prostranství.
Muž sedí na lavičce a drží psa a dívá se na vodu.
Chlapec a mladší mladší mladší mladší si hrají na hřišti.
Žena v modrém se dívá do černého věku, zatímco sedí na lavičce za ní.
Hnědý pes stojí na písku.
Žena sedí s košíkem obklopena očima.
Muž griluje na dvorku.
Žena zpívá v klubu s sebou za ním.
Hráč amerického fotbalu hraje na červenou kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Žena s tmavými vlasy hraje na housle, zatímco žena se dívá na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby se pokouší ott.
Tři přáteli v metru si hrají okolo.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí venku v trávě a dávají si pauzu.
Muž bez trička se dívá z dálky, zatímco tři ženy sedí před davem.
Dva mladí chlapci si dávají ovoce na kole.
Muž v černém triku, džínách a džínách hraje na bubny.
Mladá žena maluje obrázek ženu na zdi.
Dvě ženy v uniformách předvádí vysoko vysoko vysoko vysoko obklopena dvěma ženami.
Muž ve středním kuchyni do kuchyni.
Kluk se klouže na jezeře.
Muž pracuje na výstavu.
Velká skupina lidí jsou různé různé druhy a sedí venku.
Blonďatá žena balancuje na baru.
Malé dítě v modrém tričku a bílém tričku drží žlutou žlutou žlutou žlutou vlajku.
Žena s růžovými vlasy v černém mluví do muže.
Muž v laboratorním obleku připravuje jídlo na dvou lidí.
Dívka, která je podél řeky, aby mohli na kameni.
Dělník s vousy klečí vedle dvou žen.
Starší muž si nechává rukama a dívá se dívá.
Dítě v bílém oblečení procvičuje.
Tři muži v barevných vestách jsou venku v barevných vestách.
Žena fotí obrázek dítě v růžovém klobouku, zatímco muž má na sobě růžové čepici.
Skupina asijských asijských dětí sedí u modrých židlích v modrých židlích.
Mladý chlapec v fotbalovém dresu brečí do vzduchu.
Šťastná žena připravuje jídlo v obchodě.
Stavební dělník jede na stavbě.
Žena běží po míči, zatímco žena se připravuje na zádech.
Muž v uniformě pracuje kolem sebe a jiný muž.
Skupina lidí leze ve třídě.
Cyklista se chystá na horu s modrým helmou na modré helmě.
Muž dělá stojku na vrchu sochy.
Dítě sedí u stolu a drží noviny.
Hnědý pes se brodí do jezera.
Matka učí dvě mladé chlapci, aby z nich z nich je ve vodě.
Malé dítě jde vedle červeného červeného budovy.
Dívka sedí na kole s mladým kole, zatímco mladá dívka fotí.
Černý pes chytá míč ve vodě.
Muž v bílých kalhotách a modré košili kope do žluté tašku.
Dva Indi se účastní zboží.
Kluk v kostýmu s rukama a rukou stojí na ruce v obchodě.
Dva lidé jsou na vodě během oceánu.
Lidé stojí v přeplněném metru a jsou venku skrz okna.
Muž jede na zdi s ohněm v ruce.
Dva hnědí psi běží skrz sněhu.
Velká skupina dívek vystupuje na malém akci.
Dítě v obleku se dívá na kameru.
Muž sedí vedle počítači.
Tato dáma má na sobě žžě a směje se.
Lidé v budově, jeden fotí.
Čtyři bílí psi s náhubkami skáče přes červenou zdi.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži na pláži ve vodě.
Stará žena pracuje na stroji.
Chlapec stojí v popředí a dívá se přes dva lidé v popředí.
Muž v modré bundě si dává pauzu na rameno.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes písečné dunu v poušti.
Dítě ve žlutém triku skáče nahoru a sjíždí dolů.
Pracovník ve žluté bundě je ve vzduchu, aby pracují na budově.
Muž ve středním kostýmu mluví do mladého dospělých.
Několik žen táhne pivo, zatímco se spoustou stromy.
Muž se natahuje po útesu přes útesu.
Muž v černém jde vedle svého auta ve sněhu.
Skejťák skáče po míč.
Žena v policejní čepici a uniformě se usmívá venku, zatímco se slunečními slunečními brýlemi.
Rodina se prochází v parku v parku.
Muž v zelené vestě a žluté bezpečnostní bezpečnostní bezpečnostní bezpečnostní bezpečnostní bezpečnostní vestě.
Dítě s růžovými vlasy tančí na hlavě obklopena balónky.
Pes s hodněmimimižuje něco na řece.
Muž se připravuje na svého dne.
Muž v červeném triku se chystá chystá, aby mohli.
Mladá žena v bílém drží tenisovou raketou.
Chlapec, který má na sobě červené triko do písku s žlutými žlutou lopatem.
Pohled v bundě na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malého malého bílé sochy.
Šest dětí bez trika si hrají ve vodě a prochází kolem vody.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na provazu poblíž garáži.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s malým dětmi a dospělými, zatímco se dívají.
Malá dívka si dává pauzu.
Žena v modrém používá kameru před dvěma ženami.
Malá dívka se snaží ott na gauči.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Pouliční umělec v černém kabátě a černých kalhotách jde po schodech, který je na kameru.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé kožené kožené kožené čepici a klobouku jde kolem chody.
Pes běží venku s žlutým hračkou.
Pes ve sněhu běží ve sněhu.
Rodina si hraje na pláži s psem.
Žena a dítě se objímají, zatímco jí jí.
Dva muži a žena stojí venku.
Skupina mužů používá kládu aby tlačí vodu z vody.
Muž pije z stolu, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žlutém šortkách hraje fotbal.
Muž stojí na kamenném kamenné zdi svou ptákem.
Pes sedí venku venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na tvářu.
Malé dítě v zelených botách si hraje ve vodě.
Muž používá pilou pilou.
Muž sedí u piknikového stolu s jídlem a u něj před ním.
Chlapec v černém triku a modrých džínách drží červené míč.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží na závodní dráze.
Tmavovlasý muž se nechává omovem, zatímco na balkóně.
Dva Německý ovčák se perou na sebe.
Tato skupina lidí stojí kolem nějakých na akci.
Hnědo-bílý pes se vznáší hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budov.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na kole.
Dvě děti balancuje na provazu a drží provaz.
Muž jede na motorce na dráze.
Mladá žena s fialovým hnědými vlasy odpočívá na dřevěné trampolíně.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládě malé řece.
Mladý muž, který má na sobě bílé tričko a zelené šortky a černých šortkách stojí na pařezu.
Skupina lidí je pokrytou deštníky.
Muž se Štuje na svém svém kole s nápisem na kole.
Muž hází předmět, zatímco dva psi se dívají.
Skupina starších starších hraje pod stanem pod stanem.
Pohled na zalidněné ulici.
Mladá blonďatá žena drží bílou provazu za slunečného dne.
Dva lidé v modrých tričkách jsou venku s číslem.
Černý pes fotí do bazénu.
Kovboj jede na zádech na soutěži v soutěži.
Kapela pracuje na železniční trati.
Dělník v oranžové vestě používá kladivo.
Dva dělníci pracují na stavbě, zatímco pracují na stavbě.
Tři muži jdou po kopci.
Asijská žena v šatech pózuje na mostě blízko mostě.
Mladý muž svou kytaru v kuchyni.
Tři chlapci si hrají s kbelíkem a kbelíky.
Tři dělníci jsou na chodníku.
Lidé se klouže v lese vedle auta.
Skupina lidí je shromážděna v kostele.
Skupina mladých lidí skáče v noci na kameru.
Dva muži jedou na kajaku, jeden z nich jeden z nich je za ním.
Dva pracovníci skáčou do cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama.
Dva hasiči si prohlíží zboží, zatímco se dívají na fotku.
Zatímco čeká a čeká na letišti.
Muž ve žlutém kabátu s ohněm v parku, zatímco chlapec se dívá.
Muž a chlapec na pláži.
Žena na lodi, která je na lodi "OOOO" v černém.
Chlapec sedí na a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku venku.
Mnoho lidí sedí okolo stanu.
Mladík v černém triku s nápisem "OOOOO" sedí a hraje na tváři.
Muž prodává zboží poblíž hory, aby se na hoře.
Dívka ve žlutém se směje, zatímco dívka v oranžovém se dívka v modrém se dívá.
Pes skáče přes překážku.
Pes s černým obojkem v hlíně a listí.
Dva hnědí psi si hrají v tělocvičně.
Muž s knírem a vousy drží ceduli, který má na kterém má za ním.
Muž, který má na sobě na sobě na sobě v oblečení a oblečení, je na sobě oblečení.
Muž v černém triku rybaří na pobřeží.
Dva psi jsou na sebe se usmívají, aby se.
Dva muži se připravují na chodníku vedle auta.
Vousatý muž sedí na zákazníky.
Několik mužů s školem v autobuse za nimi.
Dvě ženy v tričkách jdou po levě.
Malé dítě v oranžových vestách drží v modré vestě a drží vodu ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu, zatímco se dívá.
Žena a dítě před dřevěnými dveřmi.
Černý muž a dvě bílé přáteli jsou spolu blízko sebe.
Dívka v maskáčých kalhotách sedí na kusu.
Hnědý pes běží nahoru.
Chlapec pózuje s velkou velkou v zeleném.
Plešatý muž předvádí svého hnědého psa a hnědého psa.
Dav na rušné ulici.
Pes se žlutým psem a černý pes běží na dráze.
Muž v sandálech sedí na chodníku poblíž nějaké tašky.
Muž a žena sedí na metu a povídají si.
Dítě se dívá do obchodu v obchodě.
Muž pije z žlutého psa na rušném akci.
Chlapec se opírá o auta s květinami.
Žena v šatech mluví před malým dětmi.
Muž na svého dne.
Mladá žena v černém triku a džínách zametá vozík.
Žena s kloboukem leze na útesu blízko velkého vody.
Velký černý pes běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec oblečená v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco obklopena deštníky.
Několik mužů hraje na hudební nástroje, na pódiu s mnoha lidmi v pozadí.
Muž v oranžové kombinéze a bezpečnostním klobouku pomáhá modrou batoh.
Muž a dvě dívky ukazuje rybu, zatímco drží u vody.
Muž v červeném triku pozoruje psa na dráze.
Chlapec v červeném a bílých plavkách plave v bazénu.
Asijská žena si nechává vlasy.
Starší žena a malé dítě v růžovém triku si hraje s barevnými vlasy.
Malý černý pes skáče přes tyč.
Hnědovlasý muž v zeleném triku hraje venku venku.
Muž mluví do telefonu s nohama.
Skupina dětí sedí na modrém zemi, zatímco jí z nich jí jí.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi, kteří si hrají na poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče aby chytil míč, zatímco se dívá na něj dívá.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílými.
Asiat vaří jídlo venku venku.
Hnědý pes se chystá chytit zelené frisbee.
Pět roztleskávači si hraje na kapely.
Mladý chlapec stojí vedle písku.
Tři malé děti jdou po travnatém poli.
Muž si nechává vozík na vozíku.
Muž na kole jede na horu.
Chlapec v modrém a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojového umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva týmy jsou na poli.
Dítě v modrém triku skáče z lavičce.
Fotbalový hráč ve žlutém dresu se pokouší míč.
Skupina mladých lidí se fotí v restauraci.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli na malém posteli.
Dva lidé v tradičním kostýmech, jeden v modrých kostýmech, jeden stojí na silnici.
Muž, který má na sobě modré triko s číslem číslem číslem.
Asiat pózuje na kameru.
Muž, který vypadá, aby běží maraton, aby se nahoru.
Basketbalista se účastní hry během hry.
Fotbalový hráč v oranžovém dresu se usmívá a drží fotbalový míč.
Dva Skateboardista se perou, zatímco ostatní sledují.
Fotbalový tým v bílém a zeleném dresu na fotbalovém hřišti.
Malá dívka tlačí kočárek po travnatém travnatém poli.
Skupina asijských dětí v bílých tričkách a kloboucích předvádí s davem.
Chodci jdou po ulici a kouká se na počítači.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy.
Dědisagggi, kde je obklopena vlajkami a s vlajkami.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Malé děti jsou na malé vlak.
Surfař v modrých plavkách jede na vlně.
Chlapec skáče do fotbalového fotbalu.
Dva mladí muži na fotbalovém hřišti se připravují na fotbalovém hřišti.
Lidé jdou po dlážděném dlážděném chodníku obklopeném.
Mladý chlapec v bílých kalhotách skáče z gauči.
Kluk v oranžovém triku si hraje z okna.
Žena v hnědých džínách a modrých džínách v bílém triku drží pod stromem.
Tři lidé se usmívají a drží ceduli.
Policista stojí vedle auta vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit míč.
Mladý chlapec s modrou čepicí má na hlavě klobouk.
Červenovlasý muž sedí s dredy a hraje na akustickou kytaru.
Muž jí sendvič s dítětem v klíně.
Africké dítě drží něco něco, které jsou na kterém jsou.
Žena řídí dav lidí s několika lidmi.
Pohled v uniformě se dívají, zatímco muž drží ceduli a muž v obleku.
Dav je na baru.
Dívka v bílém a dívka v zeleném jde kolem modré auta.
Muž používá dort.
Člověk surfuje na vlně do oceánu.
Postarší muž si prohlíží něco.
Nevěsta a ženich se líbají pod sebou.
Nadhazovač stojí v pozadí, zatímco mladý muž v pozadí jde s červenou šálou.
Černo-bílý pes skáče přes překážku na soutěži.
Žena v svetru čte knihu a čte knihu.
Několik mužů se dívají přes zábradlí v tmavé místnosti.
Muž v bílém tričku se chystá na skále.
Dospívající chlapec si nechává v kuchyni a svých kuchyni.
Lidé, kteří drží různé různé druhy na bubny.
Tři přáteli jsou na travnatém poli.
Dvě ženy a muž se dívají na knihu.
Tři děti, které jsou ve svého oblečení stojí poblíž sochy.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí, kteří používá rušnou ulici ve třídě.
Pohled skáče na kole svou kole.
Malá dívka běží na břehu břehu pláže.
Bílý pes spí ve vodě.
Dva muži, kteří se baví, zatímco stojí před nimi stojí za nimi.
Žena v růžovém sukni drží dítě.
Hokejista ve žlutém dresu klouže.
Muž jde kolem velkou ceduli, které je napsáno """.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tančí s psem mezi svým psem.
Bílý pes běží v mělké vodě.
Osisisisiiiisiiiiiiisiiiiiiiiiii
Skupina dětí si hrají spolu na oploceném hřišti, zatímco se dívá.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialovém kostkovanéch šatech leží na podlaze.
Muž s šedými vlasy si nechává s vousy.
Dva černí psi, černo-bílý pes ve sněhu.
Muž v basketbalovém dresu skáče, aby chytil míč.
Žena sedí venku venku s modrým dveřmi a užívá si ve vzduchu.
Děti sedí na muže v obleku.
Šedý bílý pes skáče přes vodu v písku.
Dav shromážděna kolem vody v dešti.
Několik starší mužů, kteří v tradičním tradičním prostředí na rohu ulice.
Mladý pes se dívá do sněhu ve sněhu.
Fotbalista, který má na sobě hráč má na sobě hráč v dresu.
Žena v černém triku si nechává s fialovými vlasy.
Čtyři ženy asijského původu mají na sobě barevné šaty, zatímco předvádí míč.
Člověk hraje na hudební nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem na trávě běží po trávě.
Dítě jede na lyžích s číslem """""".
Postarší muž a mladá dívka pracují na projektu.
Tmavovlasá mladá mladý chlapec ve žlutém triku.
Pouliční umělec s mnoha lidmi a nějakými auty.
Muž jede na skateboardu do míče.
Chlapec skáče tenisový míček s tenisovým míčem.
Děti jedou na zdi, dva lidé sledují dva lidé.
Lidé, kteří jdou pomovu, na pozadí jsou stromy v pozadí.
Malá dívka kope do černého předmět.
Dva muži se snaží na vodu z vody, aby se pokouší z vody.
Dva muži tančí s davu na dav.
Pracovníci oblečená oblečená žena stojí na pódiu a fotí něco něco.
Žena leží na gauči a směje se.
Motorkář se připravuje na podlaze, jedna jedna žena a jedna žena.
Ka skáče přes plotu.
Tři psi si hrají s sebe v poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí mezi vodou.
Tito čtyř lidí stojí venku s dvěma psy.
Zatímco se zastavila, možná omátátátátka výtátu.
Dívka v tričku má na sobě otevřenou otevřenou otevřenou.
Tmavovlasá skupina si prohlíží vodu v poušti.
Muž stojí na městské ulici.
Pouliční umělec se připravuje jídlo s jídlem v pozadí.
Dva muži jedou skrz zábradlí, když jsou posi.
Dva lidé stojí na hoře.
Mladá dívka si užívá svého sněhu.
Tři muži se usmívají a ukazuje do fotoaparátu.
Člověk píše na tabuli ve třídě.
Muž v černém triku sedí u stolu s jídlem před ním.
Čtyři lidé odpočívá na travnatém travnatém kopci.
Chlapec s skateboardem skáče na skateboardu ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si čistí zuby s modrým psem.
Kluk si užívá den den.
Dělník v oranžovém obleku klečí na kus kusu.
Muži v kovbojskéch kloboucích stojí kolem rodeu.
Dva psi jsou ve sněhu a jeden něco má v tlamě.
Postarší muž si dávají pauzu z pití.
Černý pes běží za bílou hračku a drží žlutou hračku.
Hráč v bílém dresu s klackem.
Muž v bílém triku si hraje s náhubkem.
Černobílý pes se snaží přes plot přes trávu.
Zatímco se nechává svou rukama, aby si žžuje.
Dva muži a dívka se smějí.
Dítě se opírá o zábradlí a žlutou žlutou žlutou žlutou, zatímco se dívá.
Černo-černý pes jede na sněhu pro míč na sněhu.
Mladá dívka stojí vedle žlutého psa na kuchyňské kuchyni.
Dvě děti si hrají na hřišti.
Tenistka v zeleném triku drží své ruce svou ruku.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červeném kabátě a čepici drží velkou velkou sněhu.
Dva policisté v oranžových bundách stojí venku s bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí u kamenné budovy.
Bruneta s brýlemi drží dítě ve žlutém svetru a žluté svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před lidmi, zatímco lidé jdou kolem.
Žena hraje volejbal.
Dva velcí psi bojují ve špinavém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží na velmilmi velmi lémátku.
Děti se pokouší otititititititky.
Cyklista se opírá o horském kole.
Dva lidé a lidé jsou na vodítku.
Mladý chlapec se připravuje na kole svou kolo.
Kluk v červeném tričku a černých šortkách jde po prašné cestě.
Asijský rodina stojí před nějakém.
Muž hraje na hudební nástroj vedle stromu.
Dvě ženy drží ruce u stolu a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě právě v bílém triku.
Žena drží velké velké hromady.
Dva psi, jeden s tenisovým míčkem v tlamě běží trávou.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli na travnatém poli.
Muž prodává jídlo, aby skupina lidí.
Skupina lidí se shromáždila na ulici aby se na akordeon.
Muž sedí na lavičce aby se na svém svém kole.
Starý muž v metru leží v metru a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole kolem kola, zatímco stojí na kole.
Muž na pláži dělá na pláži.
Několik lidí v parku jí u stolu.
Dvě ženy jsou na nějakých stromu ve třídě.
Kovboj v rodeu se snažítttt, aby mohli.
Pes skáče přes překážku.
Tmavovlasá žena s dlouhými dlouhými vlasy v růžovém triku leží s barevnými vlasy.
Muž opravuje malou malou dívku.
Dvě dívky v sukních tančí na ulici před diváky.
Žlutý pes nese klackem u vody.
Dívka v svetru se nechává o slunečného dne.
Cyklista jede na kole.
Tři ženy v jasně zbarveném oblečení a sámem drží ceduli.
Hnědý pes kope do hlíně.
Mladý chlapec v bílém tričku a pruhovaném triku drží tenisovou raketou.
Dva psi běží od fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladíci stojí a poslouchá poslouchá.
Dva turisté, kteří si prohlíží kládě v lese.
Tři fotbalisté se chystá na zemi.
Dva chlapci přechází ulici, zatímco fotbalový fotbalový míč.
Muž drží jiné jiné se svým rukama.
Bílý pes na hoře, aby něco něco něco ze pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží talířy na pódiu.
Dva Plešatý pán v červených šatech.
Mladý chlapec visí na svémm oblečení.
Malá dívka v růžovém drží na baru.
Muž v zeleném skáče na motorce na svém motorce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě děti se objímají, jedna má na sobě helmu, v pozadí.
Dva hnědí psi běží po sněhu.
Žena stojí v zeleném poli a drží bílého psa na hnědého psa.
Několik mužů fotí na venkovním trhu.
Dva lidé sedí u stolu a o zeď.
Dva muži s říříříříříříří se usmívají.
Dítě leží na béžovém koberci a směje se.
Muž a žena sedí a má na sobě ruce.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s nápoji v ruce.
Dva lidé jsou na jezeře u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jedna v růžovém a jedna v růžovém, jeden v růžovém oblečení závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě hromadě.
Skupina lidí předvádí triky na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži na pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílými bílými auta.
Děti skáčou z břehu do bazénu.
Muž na kraji zdi se chystá o zeď.
Žena v pruhovaném oblečení na kole.
Dívka oblečená v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech na schodech.
Tělátátátá o hromady.
Gymnasta v červeném a bílých a bílých botách je na svých baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži si prohlíží zboží v dílně.
Učitelka v bílém a malá dívka v žlutých šatech hraje s žlutým budovou.
Mladé dítě spí v posteli svou knihu.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle béžovýchody s červenými vysokými vysokými.
Žena, která má na sobě klobouk s košíkem.
Tmavovlasá žena používá velký kusu, zatímco stojí na travnatém poli.
Muž v karate předvádí před dvěma auty.
Muž ve formálním oděvu hraje na chodníku na chodníku ve městě.
Starší muž sedí na židli a jí nějakých.
Žena v bílém triku pracuje za pultem v kavárně.
Muž pracující s oblečení stojí na zádech vedle auta.
Dvě děti se dívají na koně.
Pouliční umělec spravuje kusu.
Žena v jasně růžovém se naklání přes obličej, která má na sobě fialové triko, zatímco stojí venku.
Kovboj si nechává svou ruku.
Muž ve žlutém triku a muž v tmavé košili mluví.
Tři Asiat sedí na gauči a snaží se za ním v pozadí.
Dívka v červeném triku skáče aby chytil míček.
Muž pózuje na kameru se zelenými.
Muž v restauraci se usmívá, zatímco jiný člověk se usmívá v restauraci.
Muž kupuje pomocí nákladního auta.
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Skupina vystupují v průvodu.
Muž stojí na útesu a dívá se na vodu.
Postarší žena se dívá z autobuse.
Dva muži středního věku se dívají přes zábradlí v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá dáma dělá triky na pláži.
Velká dav lidí stojí okolo parku v parku a hraje na hudební nástroje.
Muž s kloboukem krájí balóny.
Muž griluje maso na venkovním grilu.
Dva muži prodává ovoce na trhu.
Dvě ženy v bílých bikinách lije v bílém.
Kluk ve slunečních brýlích běží za sebou.
Zatímco se drží ruku, co vypadá jako jako tělálálll.
Muž v kostkované košili ukazuje z černého vozíku.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném a bílé uniformě stojí na hřišti s žlutým míčem a žlutým míčem.
Lidé skáčou přes horu přes provazy na provazu.
Lidé se dívají na zemi, zatímco projíždí kolem.
Lidé na laptopu před velkou okna.
Motorkář na rušném rušném trhu pracují za ním.
Muž v rukavicích nese kukuřici skrz pole.
Cyklista je v zrcadle obchodu.
Usmívající se žena drží balóny na akci.
Žena sedí ve vodě s dvěma košíkem a dvěma ženami.
Žena sedí u cihlové zdi uvnitř budovy.
Tři mladé ženy sedí na obličeji, zatímco sedí na červených židlích.
Žena v modrém triku jde ve vodě.
Šest dětí, kteří sedí na schodu, na kterém jsou.
Béžový pes si hraje s klackem na břehu.
Dva psi si hrají hru, třetího psa, který má míč.
Dítě se usmívá na motorce.
Několik lidí jsou shromážděni kolem velké velké velké velkého stánku.
Zatímco je shromážděna na venkovní akci.
Tady je v New York York York York Yorku v dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů, kteří mají na sobě bojové umění, zatímco předvádí umění.
Mladá žena a muž oblečená v kostýmu kostýmu s mnoha lidmi v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na kraji silnice.
Lidé se dívají přes různého kus papíru na stole.
Muž zpívá a zpívá do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u trati.
Pohled na horském věku, který má na sobě černé čepici, stojí uprostřed bílé zástěře a muž v bílé zástěře.
Skupina lidí hraje na předmět.
Malá dívka v modrém oblečení leze po zábradlí na ulici.
Skupina mužů sedí a mluví za zelené ovoce.
Muž ve žlutém oblečení stojí na mikrofonu pod stanem.
Hnědý pes s fialové frisbee v tlamě.
Vousatý muž se dívá na svého umění, kteří se dívá do vody.
Žena s nápoji a žena s ženou.
Dítě v červené bundě jede v ruce, zatímco leží ve sněhu vedle červeného červeného červeného.
Žena sedí vedle svého psa a sleduje v parku.
Tři muži stojí na pódiu, jeden má na kytaru a drží kytaru.
Žena se nechává na sátátá výtátátu.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi se perou s tenisovým míčkem.
Muž s vousy a vousy sedí na lavičce v parku.
Asijský pár stojí v lese svou hlavou v pozadí.
Mladá dívka se snažítttu.
Asijský lidí sedí v restauraci s žlutým budovami.
Miminko jí jí jí, zatímco sedí v kočárku.
Šedovlasý muž v černém rukavicích se pohybuje po trávě.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě kope, zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na chodníku svou papírem.
Tmavovlasá sedí na vrchu obchodu.
Muž v růžovém triku a černé bundě s tetováním na hlavě.
Mladý muž se chystá hodit míč.
Muž a dívka jede po chodníku po chodníku.
Žena s růžovými vlasy má na chodníku a drží růžovou psi.
Muž v obleku drží nápoj v autobuse a jde po chodníku vedle autobus.
Muž skáče v pozadí.
Člověk v červené bundě s černým kalhotách drží pě.
Žena si dává své ruce sedí na vozíčku.
Muž v bílé zástěře vaří něco na něco s ženou v béžové bundě.
Žena s taškou tlačí do mobilu a čeká na přechodu.
Skupina mužů jde po městské ulici.
Pouliční silnici vedle nějakýchodů.
Skupina lidí v černém stojí na molu poblíž dlouhé konstrukce.
Muž nese několik několik několik žen pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy, šedými vlasy a vlasy stojí venku.
Mladá dívka v růžovém triku běží na pláži k oceánu.
Skateboardista v černém triku a džínách jede na městském městě.
Muž v bundě fotí velkou budovou.
Lidé na kraji kraji fotbal.
Na rušné ulici je čtyř čtyř čtyř čtyř čtyřmi v rušném městě.
Skupina lidí jde po ulici ve slunečném dni.
Pouliční ulice u stánku s několika lidmi, který má na sobě hnědými sluneční brýle a sluneční brýle.
Nějací hasiči jsou poblíž okna.
Tento hráč v modré helmě a helmě právě právě právě právě právě na míč.
Žena v zeleném kabátě se natahuje, aby chytil v metru.
Nějací lidé sedí na lavičkách pod stromy před budovou.
Muž v obleku sedí u autobuse.
Asijský muž je obklopena bílými bílým bílými a bílými hátky.
Mladá žena jí a pije něco.
Muž v obleku a klobouku hraje na kytaru na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé, kteří stojí okolo ktototototototož je na obličeji.
Muž používá zrcadla do zrcadla.
Velká skupina lidí si hrají u stolu, zatímco skupina lidí sedí a sedí.
Dva mladí muži jedou na velmi malém koni plného dne.
Žena v šatech jde po ulici kolem stavbě.
Pohled v obchodě je v obchodě, zatímco si nechává svou pítky.
Muž se slunečními slunečními brýlemi odpočívá na zemi aby se na zemi.
Miminko si hraje s hračkami se dívá na černo-bílo-bílo-bílou.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku kolem malého stolu.
Muž jede na kole na rampě.
Žena v černém tílku a tílku se dívá do dálky poblíž dálky.
Tři mladé dívky jdou spolu po chodníku.
Žena s dlouhými kudrnatými vlasy je na nějakém trhu.
Muž jede na skateboardu, zatímco jiný muž sleduje chodníku.
Muž v černé kožené bundě stojí před nápisem.
Muž a žena zpívá venku venku.
Mladá dívka s kudrnatými vlasy a bílými vlasy má na trávě a drží trávě.
Mladá žena se zelenými tým vystupuje se zelenými.
Žena na veřejném prostranství za sebou v žlutém triku za ním.
Muž se směje, zatímco dělá v pozadí je v pozadí.
Skupina mužů stojí na travnatém hřišti.
rušného dne se účastní den ve městě.
Muž s cigaretou v puse si dává jídlo s jídlem.
Dva skupina plavců se brodídí.
Lidé sedí na lavičce v městském městě s kbelíkem, zatímco stojí na náměstí.
Stavební dělníci dělají díru s kbelíkem.
Muž bez trička v černých šortkách stojí na břehu břehu velkého vody.
Cyklista se dívá nahoru, zatímco se dívá.
Lidé hrají fotbal, jeden z nich má na sobě modré triko a ostatní ženy, zatímco dvě ženy.
Lidé stojí před obchodem obklopena vodou.
Žena se dívá na muže s mužem, který mluví.
Muž středního věku v bílých šortkách a žabkách se dívá na silnici.
Dva muži v tmavém tmavém oblečení a sandálech stojí poblíž velké velkého auta.
Dva lidé se perou na lodi v lodi.
Muž a žena stojí na ulici ve městě.
Hasiči se objímají z metru.
Čtyři muži, kteří mají na sobě klobouk, sedí na sobě zelené čepici a modré čepici.
Toto je velký lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílého bílého stánku a bílého stánku.
Pohled vystupuje na nějakém trhu.
Starší muž s cigaretou v puse a kšiltovce si prohlíží svůj foťák.
Malý cyklista si hraje na housle a hraje na housle.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na noci v noci.
Dva cyklisté závodí na kolečkových bruslích, jeden ve vzduchu a druhý ve vzduchu.
Několik mužů v oranžovém se shromáždila na venkovní akci.
Dvě mladé dívky běží na chodníku před cihlovou budovou.
Dva cyklisté lezou po hoře.
Dítě leží na zemi vedle kočárku.
Pes se snaží, jak muž a žena.
Spousta lidí na trhu se dívá na zboží.
Dva mladí muži hrají na elektrickou kytaru.
Postarší muž pije pivo, zatímco mladý muž v tlamě.
Dva lidé stojí venku vedle hračkami a hračkami.
Čtyři lidé jedou na kole po rušné cestě poblíž rušné ulice.
Žena v růžovém triku a brýlích má brýle.
Žena v červeném triku zvedá ruku, aby se svým davem.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohled na pláži.
Několik stavebních dělníků s oranžových vestách kope do zemi.
Člověk v béžovém kabátě stojí před budovou.
Stavební dělníci se opírá o osi.
Muž jede na koni s dvěma muži za ním za ním.
Asijský muž jde po ulici.
Dva hasiči pózují na fotku.
Žena v neonově neonově píše na notebooku.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese malé dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v klobouku stojí na ulici před svým rukama.
Otec v červeném triku a černých kalhotách se naklání přes betonové betonové betonové zdi.
Černý pes a hnědý pes s míčem.
Muž v černé vestě drží ruku.
Muž v poli se chystá na poli.
Muž v obleku a žena v obleku a klobouku čeká s dvěma lidmi v pozadí.
Dítě jde po chodníku s vlajkami.
Černý pes běží po trávě s hračkou v tlamě.
Pouliční umělec jede na zádech, jak se na kterém je na kterém jehli.
Pes se chystá na trávě, aby chytil míč.
Skupina studentů sedí aby mohli.
Lidé jede na motorce po ulici v noci.
Velký šedoý muž a muž na kole na kole.
Muž v oranžovém triku a blonďatý chlapec jede na kole s dalšími lidmi.
Mladý muž a žena blízko velkého kovové kovové kovového sochy.
Na lodi s bílými bílými a modrým trikem na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se s hlavou.
Žena v černém má malou dívku ve žlutém šatech na ramenou.
Skupina lidí na ulici na hudební nástroje.
Cyklista na špinavém kole je další další jinými.
Tři lidé jdou po horské cestě, jedna žena se dívá na kameru.
Několik asijských mužů v černém oblečení ve třídě.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Pohled v modrém dresu a modrém oblečení předvádí v růžovém oblečení.
Lidé se z fontány, žena v bílých šatech sedí na kraji řeky.
Muž sedí na lavičce pod velkou stromem.
Tři muži v červeném a bílých košilích, bílých kalhotách drží černé vlajky.
Lidé obdivují umění.
Několik asijských asijských asijských asijskýchodů a s oblečením.
Tito lidé lezou po schodech po hoře.
Malé dítě v modrém oblečení se dívá na nějakých stromy v dáli.
Lidé se dívají na děti v obchodě.
Muž s kloboukem hraje na ulici.
Chlapec stojí s třemi dívky.
Usmívající se muž s batohem drží svého chlapce před brýlemi.
Čtyři muži se dívají venku přes mostě.
Žena se nechává na schodech před modrým lidmi, která si užívá vodu.
Dospělý, který běží za ním běží za ním.
Pět lidí v obchodě a prodává jídlo ve městě.
A Asijský muž se opírá osi.
Policista čeká na kole a čeká, aby mohl mohli.
Skupina mužů sedí okolo stolu.
Skupina mladých lidí, kteří se baví v parku.
Žena mluví, zatímco pes jdou venku na slunečného dne.
Mladý muž, který má na sobě šedé tričko a bílé tričko.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dvěma auty.
Tři dívky se usmívají na fotku.
Dáma v černých brýlích a žlutém svetru se dívá na lavičce, zatímco sedí na hnědém lavičce.
Červenovlasý mladý muž pije vodu z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku středního věku s červenými brýlemi a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku plave na pláži.
Starý muž v klobouku a kabátě spí na gauči.
Dva chlapci se dívají na zábradlí a mává, aby jsou v ruce.
Mladý pár sedí na chodníku a odpočívá.
Mladík v triku a kravatě se dívá dolů dolů na ceduli.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném triku jede na zádech, zatímco ostatní lidé se dívají.
Muž jde před barevné zdi.
Mladý muž jde se dvěma mladým mužem, který je na zádech.
Muž se nechává o strom v kavárně.
Pět lidí jde po schodech vedle ženy v růžové sukni a hnědém sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí své oběd v venkovní oblasti obklopena lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na horském kole se čtyřmi mužem, který jede na zádech.
Muž v modrém triku čte noviny.
Chlapec v kočárku a zeleném triku drží knihu.
Dvě děti sedí u boku a jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jedou na kolech.
Muž, který sedí na nástupišti a táhne táhne.
Muž na kole hátuje na kole.
Několik mladých muž oblečený v barevném obleku sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem pod deštníkem a graffiti.
Starý muž v bílém triku jede na kole po ulici.
Jeden muž se snaží chytit provazu.
Kovboj se snaží chytit míček, zatímco jede na koni.
Dva cyklisté v helmách jedou na prázdném poli.
Muž se opírá přes něco nad taškou.
Muž v vozíku jede na vozíku kolem v parku.
Člověk s tetováním se dívá na kameru a dívá se do fotoaparátu.
Muž v černém triku a džínách stojí na chodníku a dívá se do objektivu.
Chlapec a dívka stojí spolu na chodníku a dívá se na předmět.
Několik lidí v modrých kostýmech a jedna žena v černém sukni.
Žena a pes sedí na bílé lavičce poblíž pláže.
Dvě ženy jdou venku ve špinavé budovy.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a povídají si.
Pohled na kraji budovy.
Asiat v rukavicích pracuje na jídlo.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači na počítači a telefonuje.
Muž sedí na židli a dívá se na lidi.
Dva lidé v kloboucích stojí na poli aby se na poli.
Nějací skáče přes překážku ve vzduchu.
Muž oblečený v botách a kovbojském klobouku sedí na koni, zatímco stojí na koni.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal fotbal na fotbalovém hřišti, zatímco další hráči stojí v pozadí.
Malé dítě s prašném obličejem je obklopená žena.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku se dívá.
Dva lidé sedí pod stromem pod zelenou stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco jiný chlapec sleduje.
Tři muži vaří v malém kuchyni.
Mladá dívka v šedém obleku lyžuje na zasněžené hoře.
Skupina shromážděna shromážděna shromážděna v kostýmech.
Muž a žena jsou skrz mísy s rukavicemi.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci pracují na rušné ulici poblíž rušné ulice.
Dlouhovlasý mladý muž jede na skateboardu na zábradlí.
V venkovním trhu jsou dva muži a dva muži na cestě.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje své svého původu, aby používá do fotoaparátu.
Malý chlapec skáče z mola do jezera.
Žena s zelenými rukavicemi na kterém se dívá na velmilmilmilmilmilmilmilmilmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje ve vodě a hraje v lese.
Dítě jede na kole po kole s graffiti.
Gymnasta je na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičním tradičních šatech stojí vedle svého původu, zatímco stojí vedle něj se dívá.
Dvě děti si hrají na kole.
Dva muži na hřišti hrají fotbal v poli.
Muž skáče a pózuje na zemi.
Dívka si fotí z fontány.
Volátátuje ve vodě.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá po chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem a usmívá pózuje pro fotku.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kolech, co vypadá jako jako jako jako říži.
Mladý chlapec, který má na sobě šortky, zástěře a zástěře krájí jídlo v kuchyni.
Tato je klauna v klauna.
Usmívající se usmívá a drží svého kola.
Žlutý dělník pracuje na špinavé špinavé cestě.
Žena v červeném triku jede na koni, které je na koni.
Žena sedí na velkém velkém kameni a směje se stromy v pozadí.
Tři muži v barevných kostýmech se připravuje na ulici s slunečními brýlemi a slunečními slunečními brýlemi.
Dívka si hraje v malém bazénu.
Dvě děti, chlapec ve žlutém triku a dívka v modrém triku se houpe na bílém.
Muž hází sítě do sítě.
Muž v šedém triku, modrých džínách a zelené vestě stojí na prašné dráze s bílým budovou v pozadí.
Dva stavební dělníci leží na kovové kovovém koberci.
Je tam kapela hraje na pódiu s členy v modrém.
Cyklista s tričkem zpívá do mikrofonu, zatímco hraje na bubny.
Muž, který si dává svůj nákupní nákupní nákupní nákupního vozíku, aby mohl mohli.
Muž s holí jde po schodech.
Žena v bílém triku pracuje na šicím stroji.
Dívka v masce jede na ramenou, který jede po rušném chodníku.
Dvě dívky, jedna starší, jeden v černém a druhý v bílé a druhý v bílém, předvádí míč před sebou.
Několik žen předvádí před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s malým malým dítětem v kostýmu jde po malém kostýmu.
Skupina mladých lidí se dívají na bubny a hraje na hudební nástroje.
Dívka bez trika a bezpečnostních bezpečnostních bezpečnostní bezpečnostních bruslích.
Malý bílý auto je na vlak nebo nebo nebo nebo nebo nebo nebo nebo mají na vlak.
Dva cyklisté zpívá a hrají na jevišti.
Dívka v kšiltovce, bílém tričku a modrých šortkách stojí v lese.
Dva muži hrají na kytaru před velkou publikem.
Několik lidí tančí s nápisem nápisem "co ostatní ostatní ostatní.
Žena a jeho pes prodává na schodech venku na schodech.
Žena a dva muži, kteří jsou, kteří jsou spolu.
Skupina mužů v červeném a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem číslem na fotbalovém hřišti.
Muž prodává hru na akci.
Dva muži z zeleného týmu bojují z černého týmu v černém.
Děti závodí na fotbalový míč.
Člověk v modrém je na bowlingové dráze, který hází míč.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu, drží telefonu a pózuje na eskalátoru.
Žena oblečená v modrém běží maraton.
Tato kapela se připravuje na vystoupení před publikem.
Hráč amerického týmu se pokouší osititit, aby se pokouší za ním.
Dva fotbalisté se připravují na prašné cestě před malým davem.
Muži hrají fotbal na hřišti.
Basketbalista v bílém tričku, zatímco hráč v červeném dresu se chystá k ním.
Lidé jdou po starém městě ve městě.
Dva cyklisté, jeden v červené a modré, jeden jede po straně straně straně.
Fotbalový hráč v bílém dresu drží míč.
Velmi mladý chlapec se dívá na malém malém předmětu.
Žena a dítě jdou po ulici.
Dva hokejisté si hrají s mnoha lidmi a dívají se.
Tři ženy skáčou na trávě v trávě.
Asijský chlapec v modrých šortkách a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, aby drží nějaké nějaké druhy, zatímco se dívá.
Dospívající chlapec v zeleném triku leží na posteli.
Postarší cyklista se zastavil, aby mohli na slunci v pozadí.
Žena je v zasněžené oblasti.
Čtyři dívky a žena se připravují, aby mohli.
Muž v černo-bílých brýlích se snaží snaží chytit koně.
Muž v modrém triku, která je obrázek žena v modrém triku.
Žena s červenými vlasy je v modrém.
Dva mladí chlapci pózují s vodopádem na fotce.
Čtyři děti se perou, zatímco dva dospělí sledují.
Muž pracuje na červeném gauči v červeném dresu.
Skupina lidí mluví u stolů.
Dva cyklisté závodí na koni, jeden v červené a druhý v pozadí.
Červené auto je před dvěma auty v pozadí.
Velká muž se připravuje na muže, zatímco jiný muž, běží po rodeu.
Muž bez trika jde k žluté kajaku.
Kluk na vodní vodních bruslích a soutěží.
Dva týmy hrají fotbal v písku.
Dítě v modrém a dítě v bílém stojí na betonové zdi u cihlové zdi.
Žena objímá kus kusu.
Lidé jdou po rušné ulici v prázdné zemi.
Otec se připravuje na travnatém hřišti.
Dva muži, jeden v černém a druhý v červeném, hrají na pláži.
Muž stojí v lodi a drží síť.
Surfař, který má na surfu do oceánu, zatímco se snaží snaží na vlně.
Několik se připravuje v labu.
Fotbalisté skáče do vzduchu, aby chytil míč.
Dva chlapci hrají fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem k dvou dvouchů.
Skateboardista jede na betonové zdi blízko zdi, když se snaží pokouší trik.
Lidé hrají hru v bazénu.
Muž, který se líbá, aby mohl mohli.
Muž, který je na kterém je mladý chlapec ve knihu.
Mladý muž v modré košili jede na skateboardu ve městě.
Asijský muž sedí na železniční trati s různými.
Pouliční pán, který oblečený oblečený oblečený v uniformě, s kloboukem a kloboukem sedí v pozadí.
Dva cyklisté jedou na závodní dráze.
Muž v černém dresu a bílých dresu drží žlutý žlutý žlutý aby se připravuje.
Dva lidé leží a líbají na travnatém trávníku.
Velmi malé dítě v džínové kšiltovce jí v zeleném tílku.
Fotbalový hráči běží k míč.
Muž v černé bundě a černé čepici hraje na elektrickou kytaru a druhý v pozadí.
Muž skáče přes kládu, zatímco ho ho ho ho ho.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě ve koncertě.
Muž nese velkou velkou kovovou kusu na ramenu.
Žena s kamerou hází frisbee, aby chytil hnědého psa.
Je tam tam tam tam muž a žena, zatímco žena jsou dřevěnou věc.
Dvě dívky jedí s rukama v kašně.
Usmívající se usmívá s dítětem pózuje s rukama.
Dva muži, jeden v bílém a druhý v modrém zápasí.
Žena v červených bikinách skáče do míče, zatímco si hrají na pláži.
Tmavovlasá dívka s blonďatými vlasy na hlavě.
Žena, která má na sobě žluté zástěře, je z nich je ve velkém velkémí.
Dvě děti jdou po malé kamenném kamenném mostě.
Dvě Afričanka jede na horském kole po ulici, co vypadá ve velkém městě.
Dva chlapci před šicím strojem.
Otec v černém jede na kole po prašné cestě.
Žena s tetováním fotí, zatímco maluje obrazy.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Fotbalový tým se chystá za ním, zatímco se fotí.
Čtyři fotbalisté v černém se pokouší míč, zatímco tým v bílém dresu je v bílém.
Běžec, který se pokouší na dvorku, zatímco se dvěma dvěma rukama.
Basketbalista v bílém dresu s číslem číslem číslem číslem číslem na sobě v černém dresu.
Muž mluví venku na telefonu.
Hráč amerického fotbalu během hry během hry.
Cyklista dělá salto v lese během lese.
3 hráči se snaží míč a jeden v červeném dresu se snaží chytit míč v bílém dresu.
Chlapec svou ruku do vzduchu skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku poblíž jezera.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě hráč má na sobě dres a drží za ním před ním.
Šest mužů sedí v poli na dřevěném poli.
Hnědý pes sbírá po kamenné kamenném dni.
Tento muž oblečený do žlutého věku drží hnědé koně.
Muž v bílém triku a zástěře krájí pták.
Tmavovlasá žena používá venku, aby mohli.
Dva cyklisté závodí na městské ulici, dva lidé stojí okolo lidí.
Asiatka, která má na kole a jede na kole.
Nějací děti si hrají venku v hlíně, kde jsou stromy.
Starší muž hraje hru hru.
Dívka na břehu břehu s horami v dáli.
