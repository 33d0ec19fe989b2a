Muž v oranžovém klobouku ukazuje něco na něco.
Fotbalový hráč běží po zelené trávě před zeleným plotem.
Dívka v uniformě si dávají pauzu před klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s sněhem v pozadí.
Lidé spravuje střeše střeše domu.
Muž ve světle jasně zbarveném oblečení stojí okolo ženy v tmavéch oblecích a žena v tmavém oblečení.
Skupina lidí stojí před nápisem.
Chlapec v červeném dresu se pokouší chytit míč, zatímco se snaží chytit míček.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a její mladá si užívají venku před krásném dni.
Muži hrají volejbal, jeden z nich si hrají s rukama ve vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu ve svého stolu.
Tři lidé sedí v tělocvičně.
Dívka v džínových šatech jde po kladině.
Blondýna drží ruce s mužem v písku.
Žena v šedém svetru a černém svetru stojí v řadě.
Člověk v pruhovaném triku leze po hoře.
Dva muži, kteří se dívají, zatímco se dívají.
Lidé stojí před budovou.
Teenager hraje na trumpetu na hřišti.
Žena dělá nějaké trampolíně na pláži.
Muž stojí u stolu v baru.
Žena používá obrázek, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí u stolu s jídlem.
Muž krájí svoje stromy.
Skupina asijských chlapců čekají na maso.
Ženy v tradičním oblečení jsou v tradičním oblečení.
Jeden muž drží muže, zatímco jiný muž se připravuje na hlavě.
Šest lidí jedou na horském náměstí.
Dvě dívky sedí na římse na přeplněném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikového stolu před budovou.
Tři chlapci stojí na molu v plavkách.
Asijská žena zvedá ruku na trhu, zatímco si prohlíží jídlo na trhu.
Stará žena si hraje na nějakémali.
Pohled na kraji budovy, za nimi se dívá do fotoaparátu.
Mladá žena se dívá na pizzu.
Muž bez trička v šortkách stojí na kamenech, zatímco stojí na kamenech.
Dívka v záchranných vestách jede ve vodě.
Muž v uniformě a muž v modrém triku stojí před autem.
Lidé sedí v vlaku.
Dítě se houpe s nohama ve vzduchu v lese.
Muž v červeném triku skáče do mikrofonu.
Dva muži v plavkách skáčou do vzduchu na pláži ve vzduchu.
Batole vaří s další člověk.
Otec a dvě děti jsou venku na travnatém dvorku.
Muž vaří jídlo na sporáku.
Muž v džínách hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu s obchodem.
Cyklista předvádí trik, zatímco se snaží chytit vysoko vysoko.
Velká skupina lidí lije ulici.
Muž na skateboardu jde do vody do vody.
Žena v džínách jde kolem autobusu s ženou v autobuse.
Muž v růžovém triku sedí v trávě a sedí ve vzduchu.
Auto zaparkovaný na pláži.
Dva muži v černém městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a kloboucích jdou blízko vody.
Skupina tým dělá tým na židlích.
Chlapec si hraje s mnoha dětmi, zatímco se dívá.
Dav lidí na veřejném veřejném veřejném prostranství.
Muž sedí na lavičce a drží své psa a dívá se na vodu.
Chlapec a mladší mladší chlapec si hrají na hřišti.
Žena v modrém se dívá, zatímco sedí za ní.
Hnědý pes stojí na písku na písku.
Žena sedí s košíkem a obklopena košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu s mikrofonem za ní.
Hráč amerického týmu hraje na červenou kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Žena s nápisem hraje na housle, zatímco žena s modrou kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby mohli.
Tři teenageci si hrají v metru.
Hnědý pes jde v trávě s vyplazeným.
Lidé sedí venku před budovou, si dává pauzu.
Muž bez trika se dívá do dálky, zatímco tři žena sedí venku před davem.
Dva mladí chlapci si dávají ovoce na kole.
Muž v černém tričku a džínech hraje na bubny.
Mladá žena maluje obrazy na zdi.
Dvě ženy předvádí tým vysoko vysoko vysoko mezi dvěma týmem.
Muž míchá v kuchyni.
Chlapec jede na wakeboardu.
Muž pracuje v kavárně.
Velká skupina lidí, kteří sedí venku a povídají si venku.
Blonďatá žena je v baru na baru.
Malé dítě v modrém tričku a bílých triku drží žlutou žlutou květin.
Žena s růžovými vlasy v černém mluví.
Muž v tradičním obleku připravuje jídlo na dva lidé.
Dívka na skále přes řeku.
Dělník s mnoha lidmi klečí vedle dvou žen.
Starší muž otevírá své ruce a dívá se na svůj ruku.
Dítě v bílém oblečení cvičí ve vzduchu.
Tři muži ve žlutých vestách jsou venku v vestách.
Žena fotí muže v růžové čepici, zatímco muž v růžovém klobouku nese muž.
Skupina asijských dětí sedí na židlích v modrém židlích.
Mladý chlapec v uniformě pláče do svého původu.
Šťastná žena připravuje v kavárně v kavárně.
Stavební dělník řídí práci na stavbě.
Žena běží pomocí své ženy ve hře, aby chytil míč.
Muž v uniformě pracuje kolem muže, zatímco jiný člověk.
Skupina lidí leze v zimě.
Závodník se chystá dolů po hoře s modrou helmou.
Muž dělá stojku na střeše.
Dítě sedí u stolu v restauraci a drží papír.
Hnědý pes se brodí do jezera.
Matka sedí velmi dva mladí chlapci, aby chytil vodu do vzduchu.
Malé dítě jde vedle červených květinů.
Dívka sedí na svém kole s mladším mužem, zatímco jiná dívka fotí.
Černý pes chytá míč ve vodě.
Muž v bílých kalhotách a modrých kalhotách kope do žluté tašku.
Dva Indi se účastní závodu.
Chlapec s rukama stojí v obchodě a píše do ruce.
Dva lidé pádlují na kánoi na oceánu během oceánu.
Lidé stojí venku v přeplněném metru a dívají se na okna.
Muž vede zeď s ohněm v ruce.
Dva hnědí psi běží sněhem.
Na pódiu je malý kapela hraje pro diváky.
Miminko v plavkách se dívá na kameru.
Muž sedí vedle počítači vedle počítači.
Tato žena má na sobě výrce a smějí se.
Lidé v budově, jeden z nich fotí.
Čtyři bílí psi skáčou přes červenou zeď.
Žena s modrým trikem drží mimino.
Dva lidé sedí na pláži na pláži ve vodě.
Stará žena pracuje na tkalcovském stroji.
Chlapec stojí v popředí a dívá se přes další lidé v pozadí.
Muž v modré bundě běží přes rameno.
Tři hnědí psi skáčou na sobě v modrém.
Chlapec visí z okna a prochází kolem okna.
Muž v šedém triku skáče přes dunu písku.
Dítě v žlutém triku skáče dolů a skáče dolů.
Dělník ve žluté bundě pracuje na vysoké budovy.
Muž ve vojenském oblečení si povídají na dospělí si povídají.
Skupina lidí táhne pivo na baru s košíkem.
Muž jede na útesu nad oceánem.
Muž v černém jde k svého auta.
Rozhodčí skáče podél míče.
Žena v policejní čepici a čepici se usmívá, zatímco se usmívá.
Několik dětí se prochází v parku.
Muž v zelené přilbě a žluté bezpečnostní vestě se objímají.
Dítě s růžovými vlasy tančí na hlavě, obklopena lidmi.
Pes s náhubkem se připravuje na něco na něco.
Muž se připravuje svůj svůj den.
Muž v červeném triku se chystá, aby jí jí.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku kope do písku.
Zatímco má na sobě bundu na dřevěné lavičce.
Muž v bílém triku se dívá z okna okna.
Žena drží malého malého bílé sochy.
Šest dětí bez trika si hrají ve vodě a stříká vodu.
Dva lidé jedou na horském hoře.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s mnoha auty a dospělými.
Malá dívka otevírá strom.
Žena v modrém předvádí foťák před dvěma ženami.
Malá dívka se pokouší na pohovce.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Zatímco černý pes v černých kalhotách a černých kalhotách jde do kamery.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černých koženém klobouku a kovbojském klobouku jde kolem chy.
Pes běží venku s žlutou hračkou.
Pes, který běží ve sněhu.
Rodina si hraje na pláži s jejich psem.
Žena a dítě se objímají, zatímco se dívá.
Dva muži a žena stojí venku.
Skupina mužů používá klády, aby tlačí vodu z vody.
Muž pije z stolu, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žluté šortkách hraje fotbal.
Muž stojí na kamenné kamenné kamenné konstrukce s rukama.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje si na židli.
Malé dítě v zelených botách si hraje v bahně.
Muž používá motorovou pilou pilu.
Muž sedí u piknikového stolu s mnoha košíkem a pivo před ním.
Chlapec v černém triku a modrých džínách drží červené míček.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží na závodní dráze.
Tmavovlasý muž s tetováním na hlavě přes rameno.
Dvě Německý ovčák se krčí na sebe na sebe.
Toto je skupina lidí stojí okolo nějaké akci.
Hnědý a bílý pes si dává hračku.
Muž s bílými vlasy hraje na akordeon uprostřed domu.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na kole.
Dvě děti balancuje na kládě a drží provaz.
Muž jedoucí na motorce předvádí trik na dráze.
Mladá žena ve fialovém oblečení svou obličej na dřevěném dřevěném grilu.
Žena v hnědém triku sedí na jasně červené lavičce.
Pes jde po kládě přes malé řece.
Mladý muž v bílém tričku a černých šortkách stojí na zelené trávě.
Skupina lidí je pokrytou deštníky.
Muž na kole svou ceduli s nápisem na kole.
Muž hází klacek, zatímco dva psi se dívají.
Skupina starších hudební nástroje hraje pod vodou.
Pohled na zalidněné ulici.
Mladá blonďatá žena drží bílého slunečného dne.
Dva lidé v modrých tričkách jsou venku s býkem.
Černý pes dává do bazénu do bazénu.
Kovboj jede na zadních bruslích v soutěži.
Stavební dělník pracuje na železniční železniční trati.
Dělník v oranžové vestě používá sníh.
Dva dělníci mají na staveništi, zatímco pracují na staveništi.
Tři muži jdou po kopci.
Asijská žena v šatech pózuje na mostě blízko mostu.
Mladý muž svou kytaru v kuchyni.
Tři chlapci si hrají s kbelíkem a kbelíky.
Tři dělníci jsou na chodníku.
Lidé, kteří v lese vedle lesem.
V kostele je shromážděna v kostele.
Skupina mladých dospívajících skáče na kameru v noci.
Dva muži jsou na oranžové kajaku, jeden z nich jeden z nich.
Dva pracovníci vystupují do cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama na kole.
Dva atleti se dívají na zákazníky, zatímco se dívají na dav.
Tady odpočívá a čeká na letišti.
Muž ve žluté bundě se dívá na stole v parku.
Muž a chlapec na skalnaté pláži.
Žena na lodi na lodi s nápisem "OOOOOOTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTE
Chlapec sedí na mikroskop a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí venku okolo stanu.
Mladík v černém triku s nápisem "AAAAAAAAAA" hraje na buben.
Muž prodává věci poblíž domu aby mohli.
Dívka ve žlutém se směje na sobě má na sobě oranžovou, zatímco se směje.
Pes skáče přes překážku.
Pes s černým obojkem se pohybuje v hlíně a listí.
Dva hnědí psi si hrají v noci.
Muž s knírem a vousy drží výtku, který má na sobě že.
Muž, který má na sobě oblečená oblečení, je v ringu.
Muž v černém triku rybaří na kamenitém pobřeží.
Dva psi jsou na sebe, aby mohli.
Dva muži se baví na chodníku na chodníku kolem auta.
Muž sedí a čeká na zákazníky.
Několik auta v autobuse za nimi.
Dvě ženy v tričkách jdou po ulici.
Mladé dítě v oranžové vestě drží modrý kajaku.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu, zatímco žena se dívají.
Žena a dítě venku před dveřmi.
Černý muž a dvě bílých přátelají spolu blízko sebe.
Dívka v maskáčch kalhotách sedí na zádech.
Světle hnědý pes běží nahoru.
Chlapec pózuje s velkým zeleným v zeleném oblečení.
Plešatý muž skáče do černého psa a jeho černý pes.
Dav na rušné ulici.
Pes s náhubkem v černém běží po dráze.
Muž v sandálech sedí na chodníku poblíž nějaké tašky.
Muž a žena sedí na metu a povídají si.
Dítě se dívá na v obchodě v obchodě.
Muž pije z žlutého stolu na rušném akci.
Chlapec se opírá o auto.
Žena v květovaných šatech mluví před dětmi.
Muž na své svatbě.
Mladá žena v černém triku a džínech zametá.
Žena s kloboukem leze na útesu poblíž velké útesu.
Velký černý pudl běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco je obklopen deštníky.
Několik mužů hraje na pódiu, zatímco dva muži jsou na pódiu.
Muž v oranžovém kombinéze a oranžových přilbách pomáhá vodu.
Muž a dvě dívky ukazuje ve vodě, zatímco drží rybu před vodou.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červené a bílých plavkách plave v krásné bazénu.
Asijská žena si nechává vlasy.
Starší žena a mladé dítě v růžovém triku si hraje s barevným barevnými vlasy.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném triku hraje venku venku.
Muž mluví do telefonu s nohama.
Skupina dětí sedí na modré molu, zatímco jí jí jídlo.
Černý chlapec sedí v písku.
Malý pes sleduje dva velcí psi si hrají na poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče aby chytil míč, zatímco jiný pes.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílého stolu.
Asiat vaří venku.
Hnědý pes se chystá chytit zelenou frisbee.
Pohled, zatímco hraje hudbu.
Mladý chlapec stojí vedle písku vedle písku.
Tři malé děti jdou po travnatém dvorku.
Muž na vozíku tlačí vozík na vozíku.
Muž na kole jede na horském hoře.
Chlapec v modrém a žlutých botách běží po špinavé špinavé špinavé cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojové umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový hráč ve žlutém poli se účastní gól.
Skupina mladých lidí se připravuje v restauraci.
Mladý muž jede z růžové zábradlí.
Mladý chlapec skáče z posteli z posteli na posteli.
Dva lidé, kteří mají na sobě modré a jeden v modré a jeden stojí na silnici.
Muž v modrém triku běží s číslem číslem číslem.
Asiatka pózují na kameru.
Muž, který vypadá že běží maraton, aby ho ho ho ho.
Basketbalista střílí hru během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva lyžaři jedou na skateboardu, zatímco ostatní sledují.
Fotbalový tým v bílých dresech na fotbalovém hřišti.
Malá dívka tlačí své kolo na travnatém poli.
Skupina asijských dětí v bílých tričkách předvádí s davem.
Chodci jdou po ulici a dívá se na dítě v boxu.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy.
Pouliční umělec, kteří se sešlí, zatímco se chátou vlajkami, kde jsou.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Malé děti jsou na malé atrakci.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého fotbalu.
Dva mladí muži hrají fotbal fotbal na fotbalovém hřišti.
Lidé jdou po dlážděném svahu obklopeni budovami.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku je během letadla.
Žena v hnědých džínách a modrých džínách drží v bílém triku pod stromem pod stromem.
Tři lidé se usmívají a drží nápis.
Muž stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí má hlavu na hlavě.
Červený muž s dredy sedí a hraje na akustickou kytaru.
Muž jí se svým dítětem v rukou na klíně.
Africká dítě drží něco, která drží něco výsu.
Žena před davem lidí.
Zatímco se dívají na muže v uniformě a muž v uniformě.
Dav je na baru.
Dívka v bílém a dívka jdou kolem zeleného auta.
Muž používá zařízení.
Člověk surfuje skrz vlnu v oceánu.
Zatímco si prohlíží něco.
Nevěsta a ženich se líbají pod nevěsty.
Zatímco stojí v pozadí, zatímco mladý muž v červené šále jde s mužem v pozadí.
Černobílý pes skáče přes překážkovou kouli na soutěži.
Žena v svetru čte knihu v knihovně.
Několik psů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku leze na závodní dráze.
Dospívající chlapec se natahuje v kuchyni a pluje svého auta.
Lidé drží různé druhy na bubny, kteří drží bubny.
Tři hasiči na poli jsou na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti se zavřenýma očima stojí vedle hromady.
Kuchař pózuje pro kameru, zatímco vaří.
Mnoho lidí, kteří používá nápis na ulici.
Pohled skáče z kopce.
Malá dívka běží na pobřeží.
Bílýk skáče ve vodě ve vodě.
Dva muži se baví, zatímco stojí před nimi.
Žena v růžovém sukni drží dítě.
Hokejový hráč ve žlutém dresu se dívá.
Muž jde kolem velké ceduli, která je napsáno "SS.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tančí s psem mezi dvěma očima.
Bílý pes běží v mělké vodě.
Kasasisisici s členy.
Skupina dětí si spolu hrají na oploceném oploceném dvorku.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialovém kostkovanéch šatech leží na podlaze.
Muž s šedými vlasy si dává své vousy.
Dva černí psi, černý pes, bílý pes ve sněhu.
Muž v dresu skáče do basketbalového týmu.
Žena sedí venku a užívá si před modrým dveřmi.
Děti sedí na muže v obleku.
Šedý pes skáče přes vodu v písku.
Dav se shromáždila v parku v dešti.
Několik starších mužů v tradičních tradičním prostředí na rohu ulice.
Mladý chlapec se dívá do sněhu a dívá se ve sněhu.
Fotbalový hráč, který má na sobě fotbalový míč z týmu.
Žena v černém triku je ve fialovém triku.
Čtyři Asiatka v oranžových šatech předvádí míč, zatímco předvádí míč.
Člověk hraje na nástroj.
Dívka v černém oblečení běží přes trávu.
Dítě, které na sobě má na sobě na sobě má na sobě s nápisem.
Starší muž a mladá dívka pracují na projektu.
Postarší chlapec ve žlutém triku je ve žlutém triku.
Pouliční umělec s mnoha auty a auty.
Muž jede na surfu do býka ve vlaku.
Chlapec skáče, aby chytil míček.
Děti leze po zdi, dva lidé pozorují.
Lidé, kteří jdou po nedě v pozadí se stromy v pozadí.
Malá dívka kope do černého třídě.
Dva muži se snaží chytit vodu z vody.
Dva muži, kteří se dívají na dav.
Postarší žena, která stojí na pódiu a prohlíží něco něco.
Žena leží na gauči a směje se.
Na podlaze je jedna žena v bílém a jedna žena.
Pohled skáče do plotu.
Tři psi si hrají s sebe v poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje ve vzduchu.
Tito čtyř lidí stojí venku s dvěma psi.
Zatímco se dívá dobrátky, zatímco ukazuje chátky.
Dívka v tričku má otevřenou otevřenou otevřenou pusou.
Velká skupina kupuje vodu ve vodě.
Muž stojí na městské ulici.
Rozhodčí se účastní jídlo s jídlem v rukou.
Dva muži jedou skrz hromady.
Dva lidé stojí na zasněžené hoře.
Mladá dívka si užívá ve sněhu, zatímco si hraje ve sněhu.
Tři muži se usmívají a ukazuje do fotoaparátu.
Člověk píše na tabuli v prázdném třídě.
Muž v černém triku sedí u stolu před sebou.
Čtyři lidé odpočívají na travnatém kopci.
Chlapec s skateboardem skáče do vzduchu na nějaké zábradlí.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si hraje s malým psem na psa.
Chlapec si užívá venkovního dne.
Pracovník v oranžovém obleku klečí a klečí.
Muži v kovbojskéch kloboucích stojí kolem rodeu.
Dva psi jsou ve sněhu a jeden má něco ve sněhu.
Nadhazovač si dává pauzu od pití.
Hnědý pes běží za bílým psem.
Hráč v bílém dresu s klackem.
Muž v bílém triku, který se dívá s nápisem.
Černobílý koně se snaží přes trávu.
Dospívající chlapec si dává ruku, aby se za ruce.
Dva muži a dívka se usmívají.
Dítě se opírá o modrou kusu a žluté, zatímco dospělý dospělý se dívá.
Černovlasý pes jde po sněhu.
Mladá dívka stojí vedle žlutého pultu na pultu.
Dvě děti si hrají na hřišti.
Tenista v zeleném triku drží své ruce ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a čepici drží velkém sněhu.
Dva policisté v oranžových bundách stojí před stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Bruneta s brýlemi drží blonďaté dítě v červeném svetru a žlutém svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před davem lidí.
Žena hraje volejbal.
Dva velcí psi bojují v prašném poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží chytit velmilmi velmi na krásném dni.
Děti se připravují, aby mohl mohli.
Cyklista se naklání na horském kole kolem kopce.
Dva lidé a vodítku jsou na vodítku.
Mladý chlapec se učí na kole svou kolo.
Chlapec v červeném triku a černých šortkách zametá ulici.
Africká rodina stojí před nějakém domem.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží za ruce a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě právě do bílé košili.
Žena se drží velký velký děti.
Dva psi, jeden s tenisovým míčkem běží v tlamě.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli je na travnatém poli.
Muž prodává maso, aby mohla lidí.
Skupina lidí se shromáždila na ulici aby se na akordeon.
Muž sedí na lavičce aby si u svého zařízení.
Starý muž v metru leží v metru.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole, zatímco stojí na kole.
Muž dělá na pláži v písku.
Několik lidí jí v parku u piknikového stolu.
Dvě ženy jsou u stromu na nějakém stroji.
Kovboj v kovbojském rodeu se snaží opravitt.
Pes skáče skrz překážkovou překážku.
Žena s dlouhými dlouhými vlasy leží v růžovém triku s růžovými vlasy.
Muž spravuje malou dívku.
Dvě dívky v sukních tančí před nějakém.
Žlutý pes nese klacek u vody.
Dívka v svetru se dívá na slunce.
Pohled na koncertě.
Tři ženy v jasně jasně jasně zbarveném oblečení drží klacek.
Hnědý pes kope v hlíně.
Mladý chlapec v bílé košili drží tenisovou tenisovou raketou.
Dva psi běží z fotoaparátu v lese.
Dívka si hraje v fontáně.
Tři mladí mladíci stojí a poslouchá si a poslouchá.
Dva turisté si prohlíží kládu na prašné cestě.
Tři hráči, kteří se pokouší míč.
Dva chlapci přechází ulici, zatímco červený míč.
Muž drží jiného muže svou zádech.
Bílý pes na horu, aby něco něco něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasovlasý muž hraje na piano.
Tři atleti drží hru a stojí na pódiu.
Dvě ženy jsou v červených šatech.
Mladý chlapec visí na oblečení do oblečení.
Malá dívka v růžovém drží v baru.
Muž v zeleném skáče na motorce na své motorce.
Žena si hraje s dvěma chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky se objímají, jedna má na kole v pozadí.
Dva mladí psi běží přes sněhu.
Žena stojí v zeleném poli a ukazuje na psa.
Několik lidí fotí na venkovním trhu na venkovním trhu.
Dva lidé sedí u stolu venku před zdí a na zdi.
Dva muži s barevnými vousy se usmívají.
Dítě leží na béžovém koberci.
Muž a žena sedí s rukama a rukama.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s pitím v ruce.
Dva lidé jsou proti jezera u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém a jedna v růžovém závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě hromadě.
Skupina lidí předvádí triky na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo závodní auto.
Dva muži pracují pod bílým autem pod bílým autem.
Děti skáčou z kraji vody do bazénu.
Muž na kraji kraji zdi se chystá chystá z zdi.
Žena v pruhovaném oblečení na kole.
Dívka oblečená v černém pózuje pro kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech na schodech.
Pohled uprostřed hromady hromadů.
Gymnasta v červeném a bílých šatech je na baru.
Starší žena v zeleném svetru sbírá zeleninu.
Dva muži jsou v dílně s jídlem.
Učitel v bílých šatech a malá dívka v žlutých šatech si hraje s nápisem.
Malé dítě spí v posteli s otevřenou otevřenou knihu.
Žena jí v trávě na krásném dni.
Muž jde po dlážděné ulici vedle červeného červeného domu s hnědými budovami.
Žena, která má na sobě čepici.
Zatímco žena používá velký kusu aby mohli na poli.
Muž v karate předvádí před dvěma dvěma auty.
Muž ve formálním oděvu hraje na chodníku na chodníku.
Starší muž sedí na židli a jí nějaké jídlo.
Žena v bílém triku pracuje za pultem v kavárně.
Muž v oblečení stojí na zádech na zádech.
Dvě děti se dívají skrz malé koně.
Velká nějaký nějakýchody naalu.
Žena oblečená v jasně růžovém stojí venku a má na sobě fialové triko.
Kovboj si prohlíží své ruce s kapelou.
Muž ve žlutém triku a muž v tmavé košili mluví.
Tři asijské děti sedí na gauči s mnoha očima v pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje s zeleným foťákem.
Muž se s vodou, zatímco jiný člověk se usmívá v restauraci.
Muž balancuje z nákladního auta s mnoha auty.
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Skupina tančí na průvodu v průvodu.
Muž stojí na kamenné útesu a dívá se na vodu.
Rybář se dívá z autobusu.
Dva muži středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jógu na pláži.
Velká dav lidí stojí v parku a hraje na hudební nástroje.
Muž v klobouku dělá balón.
Muž griluje maso na venkovním venkovním venkovním grilu.
Dva muži prodává ovoce na trhu.
Hnědovlasá žena v bílých bikinách během muže v bílých bikinách.
Chlapec ve slunečních brýlích běží za stolem.
Zatímco drží v ruce, co vypadá že vypadá přes kládu.
Muž v kostkované košili ukazuje z nich.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeno-bílém dresu stojí na hřišti s fotbalovým míčem na fotbalovém hřišti.
Lidé skáčou přes horu přes provazy na provazu.
Lidé se dívají, zatímco se prochází kolem ní.
Lidé na laptopy před velkým oknem.
Pohled na rušném místě, kteří pracují na něj.
Muž v rukavicích nese kukuřici přes pole.
Zatímco jí zrcadle v kavárně.
Žena drží na akci a drží nějaké akci.
Žena sedí v béžovém prostoru s dvěma očima a dvěma očima.
Žena sedí u cihlové zdi v cihlové budovy.
Tři mladé ženy sedí na židlích, zatímco sedí na červených židlích.
Žena v modrém triku jde ve vzduchu.
Šest dětí sedí na schody a dádky.
Hnědý pes si hraje s klackem na pobřeží.
Dva psi si hrají ve svého psa, který má klacek.
Dítě na motorce se usmívá.
Lidé jsou shromážděni kolem velké večeři.
Nadhazovač, který je shromážděna na akci.
Rodododů se účastní účastní den v dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách jsou umění, zatímco předvádí nějaké nějaké umění.
Mladá žena a muž oblečená v kostýmu, kteří jsou v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po skále.
Postarší muž ve světle modré bundě pracuje na autě.
Lidé, kteří se dívají přes kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u železniční trati.
Pohled shora v bílé zástěře a bílé zástěře.
Skupina lidí si hraje na předmět.
Malá dívka v modrém oblečení leze po ulici na kovové zábradlí.
Skupina mužů sedí a mluví za zeleným ovocem.
Muž v žlutém oblečení stojí za mikrofonu pod mikrofonem.
Hnědý pes s fialové frisbee v tlamě.
Muž se dívá, který vypadá jako bojové umění poblíž nějakých umění.
Žena s nápoje a žena s ženou.
Dítě v červené bundě leží ve vzduchu vedle červeného vzduchu, zatímco leží ve sněhu.
Žena sedí vedle ní a sleduje se v parku.
Tři muži stojí na pódiu a jeden má na sobě klauny a drží kytaru.
Žena je vyklálátá ve středním oblečení.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi se perou s velkým míčkem.
Muž s vousy s vousy a vousy sedí na lavičce v parku.
Afroameričan stojí v lese a stojí v pozadí.
Mladá dívka se snaží chytit kartáčem.
Asiat sedí v restauraci s žlutou židlích.
Mimino jí, zatímco sedí na židli a má na sobě brýle.
Šedovlasý muž v černých rukavicích se pohybuje po trávníku.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě se dívá, zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na chodníku.
Žena sedí na vrchu obchodu s nápisem.
Muž v růžové košili a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy na chodníku drží růžovou psi.
Muž v obleku drží nápoj v autobuse.
Muž skáče na kameni v pozadí.
Člověk v červené bundě se drží v černých kalhotách.
Žena si dává ruku na klíně, zatímco sedí na vozíku.
Muž v bílé zástěře vaří venku s ženou na něco v béžové bundě.
Žena s taškou tlačí po přechodu a čeká na hlavě.
Skupina mužů jde po ulici ve městě.
silnici vedle nějakých dětí s mnoha auty.
Skupina lidí v černém stojí na molu poblíž dlouhého stánku.
Muž nese několik lidí a pivo pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy, brýlemi a brýlemi stojí venku.
Mladá dívka v růžovém triku běží směrem k oceánu.
Skateboardista v černém tričku a džínách jede na městském městě.
Muž v bundě fotí.
Lidé na straně straně fotbalového hřiště.
Na rušné ulici je tři rodina jsou čtyři rodina na rušné ulici ve městě.
Skupina lidí jde po ulici v slunce.
Pouliční umělec s brýlemi, který má na sobě sluneční brýle a sluneční brýle.
Nějací lidé jsou poblíž okna.
Tento hráč v modré helmě, který právě právě právě hodil míč během hry.
Žena v béžovém kabátě, aby chytil míč.
Nějací lidé sedí na lavičkách pod stromy před budovou.
Muž v obleku sedí v autobuse.
Africký muž je obklopen prázdném kbelíkem a bílýchody.
Mladá žena jí a pije něco.
Muž v obleku a klobouku hraje na kytaru na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé, kteří stojí okolo okna, se připravují dovnitř.
Muž používá knihu, aby si své kravatě.
Několik žen si hraje u stánku, zatímco dav sedí a poslouchá.
Dva mladí muži jedou velmi malé koně na vozíku plném vozíku.
Žena v šatech jde po ulici kolem staveništi.
Pohled v obchodě svou v obchodě, zatímco se připravuje na svůj svůj.
Muž ve slunečních brýlích a stavebních brýlích se připravuje na zem.
Miminko si hraje s bílými vlasy a bílými vlasy.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku kolem malého malého stolu.
Muž jede na kole na rampě.
Žena v černém tílku a černém tílku se dívá do dálky.
Tři mladé dívky jdou spolu po chodníku.
Žena s dlouhými vlasy je dobráda.
Muž jede na skateboardu, zatímco jiný muž pozoruje.
Muž v černé kožené bundě stojí před cedulí.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými vlasy a bílými vlasy leží v trávě.
Mladá žena v zelených uniformách předvádí fotbalový fotbalový míč.
Žena na veřejném prostranství je ve veřejném prostranství za ním.
Muž se dívá, zatímco dělá hůlky.
Skupina mužů stojí na hřišti na černém hřišti.
Pouliční den na rušném rušném hřišti.
Muž se kouří cigaretu v puse s jídlem.
Dvě skupina plavců se brodí.
Lidé sedí na lavičce ve městě s barevnými předmětem, kteří stojí na náměstí.
Stavební dělníci jsou shromáždění s kbelíkem.
Muž bez trička v černých šortkách stojí na břehu břehu břehu.
Turista se dívá nahoru, zatímco se dívá.
Lidé si hrají, jeden muž v modrém triku a ostatní ženy v bazénu.
Lidé stojí před sochou jsou obklopeni vodou.
Žena se dívá na muže, zatímco muž mluví s rukama.
Muž středního věku v bílých šortkách a šortkách se dívá na silnici.
Dva muži oblečená v tmavém sandálech a sandálech stojí poblíž velké kovového nich.
Dva lidé jsou na lodi ve své lodi.
Muž a žena stojí na ulici ve městě.
Pohled z metra z metra.
Čtyři muži, tři muži, kteří mají na sobě zelené čepici a modré čepici, sedí na zelené čepici.
Tato je skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílého stánku s jídlem a bílými jídlem.
Několik mužů předvádí nějaký druhy.
Starší muž s cigaretou v puse a kšiltovce si prohlíží kameru.
Malý kluk si hraje na housle před mikrofonem.
Muž s červeným obleku tančí s ženou.
Dva lidé se dívají v noci v noci.
Dva cyklisté v ochranném oblečení, jeden v ochranném oblečení a druhý skáče po cestě.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva pracovníci lezou po hoře.
Dítě leží na zemi vedle sebe.
Pes táhne muže a muž se ženou.
Spousta lidí na trhu se dívá na různé věci.
Dva mladí muži hrají na pódiu na pódiu.
Postarší muž dává pivo z mladého muže v puse.
Dva lidé stojí venku vedle sebe a hračkami.
Čtyři lidé jedou na kole blízko rušné ulici.
Žena v růžovém triku a brýlích má na sobě brýle.
Žena v červeném triku zvedá ruku pod ní.
Chlapec v bílých šortkách skáče do jezera nebo jezera.
Malá dívka se dívá skrz dalekohled na pláži.
Několik dělníků v oranžových vestách kope do zemi.
Člověk v mikině stojí před budovou.
Stavební dělníci sbírá omítáta.
Muž jede na koni s dvěma muži za ním.
Afroameričan jde po ulici.
Dva hasiči pózují na fotku.
Žena v neonově neonově oranžovém píše.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese své dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v obleku stojí na ulici před ní.
Postarší člověk v červeném triku a černých kalhotách se dívá přes kabelku.
Černý pes a hnědý pes s míčem.
Muž v černé vestě drží gril.
Muž v poli s pilou na výhled.
Muž v obleku a kravatě čeká s ženou v pozadí.
Dítě jde po chodníku s několika vlajkami.
Černý pes běží na trávě s hračkou v tlamě.
Otec se připravuje na svůj svůj svůj svůj svůj svůj svůj.
Pes se otáčí na trávě, aby chytil míč.
Skupina studentů sedí a poslouchá hudbu.
Lidé jedou na koloběžce po ulici v noci.
Velký šedé na palubě palubě a muž na kole.
Muž v oranžovém triku a druhý chlapec jede na kole s dalšími lidmi na něj.
Mladý muž a žena poblíž velkého kovové sochy.
Na molu s bílými modrými a modrými molu na molu.
Muž v černém klobouku fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena v černých šatech má malá dívka ve žlutém šatech.
Skupina lidí na ulici na hudební nástroje.
V prašném cyklista jede kolem jiného jiného.
Tři lidé jdou po horské cestě, jedna žena se dívají na kameru.
Několik asijských mužů v černém oblečení.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Zatímco v modrém dresu předvádí trik v růžové a růžovém oblečení.
Lidé se dívají z fontány, žena v bílých šatech.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených košilích a bílých kalhotách drží bílý vlajky.
Lidé, kteří obdivuje umění.
Asijský Asiat s obchodním oblečení a potravinami.
Tito lidé lezou po schodech, aby leze po hoře.
Malé dítě v modrém oblečení se dívá na nějaké stromy v dálce.
Lidé se dívají na děti v obchodě v obchodě.
Muž v klobouku hraje na buben na ulici.
Chlapec stojí s třemi dívky.
Usmívající se muž v batohem drží svého chlapce před brýlemi.
Čtyři muži se dívají na zelené mostě.
Žena, která si vychutnává před modrým lidmi si užívá vodu.
Dospělý muž běží za sebou, zatímco běží za ním.
Několik žen v obchodě a kupuje jídlo ve městě.
Africký muž se opírá o nemátu.
Policista čeká na kole na kole a čeká na světle světle.
Skupina mužů sedí okolo stolu.
Skupina mladých lidí, kteří jsou v parku.
Žena mluví, zatímco pes jde po slunečného dne.
Mladý muž v šedém triku a černé košili.
Dva lidé jedou po motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí ve vojenské uniformě.
Tři dívky se usmívají na fotku.
Dáma v černém svetru a brýlích sedí na lavičce a dívá se.
Červený mladý muž pije vodu z fontány.
Dva muži a žena jdou po městské ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červené čepici jede na koni.
Dva chlapci hrají na chodníku.
Malá dívka v černém obleku plave na pláži.
Starý muž v klobouku a klobouku sedí na gauči.
Dva chlapci se dívají na obloze a dívají se dovnitř.
Mladý pár sedí na chodníku a odpočívá spolu.
Mladík v triku a kravatě se dívá dolů na ceduli.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném triku visí vzhůru nohama, zatímco ostatní lidé se dívají.
Muž jde před barevném zdí.
Mladý muž jde s mladým mužem na zádech.
Muž, který strká strom v kavárně.
Pět lidí jde po schodech vedle ženy v růžové sukni a žena v růžové sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí svého obědy ve venkovní oblasti.
Žena v džínové bundě jde po chodníku.
Muž jede na kole a čtyři čtyři muži, kteří sedí na zádech před sebou.
Muž v modrém triku čte noviny.
Chlapec v kočárku drží v zeleném triku a drží knihu.
Dvě děti sedí vedle sebe, zatímco jí.
Lidé jedou na kolech na kolech a jsou v helmách.
Dav lidí jedou na kolech.
Muž sedí na kolečkových bruslích a táhne vozík.
Muž na kole na kole skrzchodů.
Postarší muž oblečená v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem před graffiti.
Starý muž, který má na sobě bílé triko jede na kole po ulici.
Jeden muž se snaží chytit provazu.
Kovboj se snaží chytit chytit koně, zatímco jede na koni.
Dva cyklisté s přilbami jedou kolem prázdného zemi.
Muž se naklání přes něco a táhne něco.
Muž v parku jede na vozíku vedle sebe v parku.
Člověk s tetováním se dívá na fotku na kameru.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí spolu na chodníku a dívá se na předmět.
Několik lidí v modrých šatech a jeden v černém sukni.
Žena a pes sedí na bílém lavičce poblíž bílého pláže.
Dvě ženy jdou před velkou budovou.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a baví si.
Policista na straně straně budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači a na počítači.
Muž sedí na židli a dívá se na lidi.
Dva lidé v kloboucích stojí na poli, aby mohli.
Nějací lidé skáče vysoko vysoko vysoko v baru.
Muž oblečený v botách a kovbojském klobouku sedí na koni, zatímco diváci sedí na koni.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal, zatímco dva děti hrají fotbal na hřišti.
Malé dítě s špinavými obličej, která drží stará žena.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku dívá.
Dva lidé sedí pod stromem pod zelenou hračkou.
Mladý chlapec v modré čepici se dívá skrz jiného chlapce, zatímco další chlapec se dívá.
Tři muži vaří v kuchyni.
Mladá dívka v šedém obleku lyžuje na zasněžené hoře.
Skupina žen je shromážděna ve tančí.
Muž a žena jsou v rukavicích sahá na hlavě.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci u baru u plotu poblíž rušného plotu.
Dlouhovlasý muž jede na skateboardu na zábradlí.
Na venkovním trhu dva muži a dva muži jsou sníh z cestě.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje své kamarády, jak používá foťák.
Malý chlapec skáče z mola do jezera.
Dáma v zeleném masce se dívá na velmi a dívá se do velmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje ve vzduchu a stříká vodu.
Dítě jede na kole na kole v pozadí.
Gymnasta je na akci na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičním tradičním oděvu stojí vedle sebe, zatímco stojí vedle ní.
Dvě děti si hrají na kole.
Dva muži na fotbalovém hřišti hrají fotbal v poli.
Muž skáče a pózuje na zemi na zemi.
Dívka si fotí vodu z fontány.
Zatímco si prohlíží vodu.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před diváky a usmívá se.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se do fotoaparátu.
Děti jedou na kolech, co vypadá že vypadá jako jakodi.
Mladý chlapec, který má na sobě čepici a zástěře krájí v kuchyni.
Toto je klauna v klauna.
Usmívající se směje, který drží svého lodi.
Žlutý buldozer pracuje na špinavé špinavé špinavé.
Žena v červeném triku jede na koni na bílém koni, které jsou stromy.
Žena sedí na velkém kameni a usmívá se na kameru v pozadí.
Tři muži v jasně barevných kostýmech, kteří mají na sobě sluneční brýle a slunečních brýlích.
Dívka si hraje v bazénu.
Dvě děti, chlapec ve žlutém triku a dívka v bílém tričku se houpe.
Muž hází síť na síť do sítě.
Muž v šedém triku a modrých džínách stojí na železniční trati.
Dva dělníci leží na kovové kovovém grilu.
Je zde kapela na pódiu s členy v modrém tričku.
Horolezec se svým trikem zpívá do mikrofonu, zatímco hraje na bubny.
Muž se dívá z okna z okna z nákupního vozíku.
Muž s hůlem jde pomocí.
Žena v bílém triku pracuje na stroji.
Dívka v masce jede na chodníku a muž v přeplněném prostředí.
Dvě dívky, jedna v černém a druhý v bílém, předvádí fotbalový míč před nimi.
Několik žen předvádí tanec před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje na prstu s malým dítětem v kostýmu.
Skupina mladých lidí se dívají na bubny.
Dívka v bezpečnostním oblečení a bezpečnostních ochranném vybavení.
Malý bílý auto je na vlak a za sebou z vlaku.
Dva cyklisté zpívají a hrají na pódiu.
Dívka v baseballové kšiltovce, bílém tričku a modrých šortkách stojí v lese.
Dva muži hrají na kytaru před velkým publikem.
Několik lidí tančí před jejich nápisy.
Žena a jeho pes prodává venku na schodech.
Žena a dva muži, kteří jsou oblečená do dálky.
Skupina mužů v červené a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem hraje na fotbal.
Muž prodává dalekohledy na sportovní akci.
Dva muži z zeleného týmu, kteří hrají hru v černém dresu.
Děti závodí, aby chytil míč.
Člověk v modrém hází bowlingovou hru.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu, drží mobil a pózuje na skateboardu.
Žena v modrém běží maraton.
Tento kapela se připravuje na vystoupení před kostele.
Baseballový hráč se pokouší opravit míč.
Dva fotbalisté se dívají na ledu před diváky.
Muži hrají fotbal na travnatém hřišti.
Basketbalista v bílém sedí a hráč v červeném se k ním.
Lidé jdou kolem starého starého města.
Dva cyklisté, jeden z nich z nich jsou na závodní dráze, zatímco se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá do malého předmět, zatímco je malé předmět.
Žena a dítě jdou po ulici.
Hokejista hraje hru s mnoha lidmi, kteří se dívají.
Tři ženy skáčou na trávě v trávě.
Africký chlapec v modrých šortkách a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, aby se na nějakém stroji.
Malý chlapec v zeleném triku leží na posteli na posteli.
Zatímco se připravuje na slunci v pozadí.
Žena je v zasněžené oblasti v zasněžené oblasti.
Čtyři dívky a žena se učí nějaké nějaké nějaké zboží.
Muž v černé a bílé se snaží chytit koně.
Muž má na sobě modré košili, která je žena v modré košili.
Žena s červenými vlasy je ve vodě.
Dva mladí chlapci pózují s rodinou fotku.
Čtyři děti se dívají, zatímco dva dospělí sledují.
Muž s červenými vlasy na červeném gauči ukazuje.
Skupina lidí mluví u stolů.
Dva koně závodí, jeden v modrém a druhý v červeném a druhý v hnědém a druhý v pozadí.
Červené auto je před dvěma auty v pozadí.
Velký muž běží na rodeu, zatímco muž v rodeu.
Muž bez trička jde k žlutém kajaku.
Kluk na vodním povrchu a vysluje míč.
Dva týmy hrají fotbal v písku.
Dítě v modrém a bílém stojí na betonové zdi.
Žena maluje pilu na kovových mísu.
Lidé jdou po rušné ulici v rušném zemi.
Pouliční umělec se připravuje na hodu.
Dva muži, jeden v černo-bílé a jeden v červeném hrají volejbal.
Muž stojí v lodi a drží síť.
Surfař, který se snaží do oceánu, zatímco se snaží na vlně.
Usmívající se připravuje v labu.
Fotbalisté skáče do vzduchu, aby chytil míček.
Dva chlapci hrají fotbal proti sebe.
Postarší člověk přechází ulici s deštníkem v deštníkem.
Skupina běžců běží směrem směrem směrem směrem směrem směrem.
Skateboardista jede na betonové zdi blízko betonové zdi, zatímco se pokouší trik.
Lidé hrají hru v bazénu.
Muž maluje muže, aby chytil muž.
Muž s nápis na stole výsisi.
Mladý muž v modrém triku sjíždí zábradlí na skateboardu.
Asijský muž sedí na železniční trati s mnohami.
Zatímco muž oblečený do vojenské uniformě, který má na sobě klobouk, sedí v pozadí a dívá se do vody.
Dvě auta jedou na závodní dráze.
Muž v černo-bílým dresu se připravuje kvůli.
Dva lidé leží a líbá se na travnaté trávníku.
Velmi malé dítě v džínové kšiltovce jí zelenou jablku.
Fotbalový hráč běží k míči.
Muž v černé bundě a černém klobouku hraje na pódiu s bílou kytaru.
Muž skáče přes překážku přes předmět.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě v tělocvičně.
Muž nese velkou kovovou pilu na grilu.
Žena s kamerou hází létající frisbee aby chytil frisbee.
Je tam tam několik mužů a muž se dívají z dřevěného okna.
Dvě dívky s rukama ve fontáně, kteří jdou kolem fontány.
Dospívající dítě se usmívá s rukama.
Dva muži, jeden v bílém a druhý v modré, zápasí.
Žena v červených bikinách skáče do míče, zatímco hraje míč.
Oranžová blonďatá dívka s blonďatými vlasy na hlavě.
Žena, která má na sobě žluté zástěře, fotí.
Dvě děti přechází malého kamenné zdi.
Dvě mladé ženy jedou na městské ulici ve městě, že vypadá jako které vypadá jako jako velké městě.
Dva chlapci před košíkem.
Jezdec na horském kole v černém jede po prašné cestě.
Žena s tetováním fotí.
Žena v černém oblečení jede na kole s bílým helmou a stromy v pozadí.
Několik cyklistů se ohýbá, zatímco se dívají.
Čtyři hráči v černém bojují v dešti, zatímco druhý v dešti.
Běžec jede na zahradě, zatímco se dvěma dětmi.
Basketbalista v bílém dresu s číslem číslem číslem číslem.
Muž mluví na telefonu.
Nadhazovač se hráč hráč během hry během hry.
Cyklista dělá triky v lese v lese během lese.
Tři hráči v bílém dresu a jeden v červeném dresu se snaží chytit míč.
Chlapec skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách hrají venku vedle sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec má na sobě baseballovou hlavou drží hlavu za ním.
Šest mužů sedí v poli na dřevěném poli.
Hnědý pes sbírají po kamenném povrchu.
Tento muž oblečený ve žlutém drží žlutý koně a drží hnědé koně.
Muž v bílém triku a zástěře krájí ptáky.
Žena používá venku.
Na ulici závodí na městské ulici s dalšími lidmi, kteří stojí okolo.
Asijská žena, která jede na kole.
Nějací děti si hrají venku v hlíně.
Starší muž hraje video video hru.
Dívka v dálce na pláži s horou v dáli.
