Muž v oranžovém klobouku se dívá na něco.
Pes běží po trávě před zelenou plotem.
Dívka v uniformě si dávají pauzu před klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s sněhem.
Lidé se baví na střeše domu.
Muž v tmavém oblečení a žena stojí kolem ženy v tmavém oblečení.
Skupina lidí stojí před obchodem.
Chlapec v červeném dresu se snaží chytit míček, zatímco se pokouší chytit míček.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopis.
Matka a mladá si užívá venku ve slunečný den.
Muži si hrají s míčem, jeden z nich má míč ve vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu u stolu.
Tři lidé sedí v autobuse.
Dívka v květovaných šatech jde podél kmenu.
Blonďatá se drží ruce v písku.
Žena v šedém svetru a černém svetru stojí v obchodě.
Člověk v pruhovaném triku leze na horu.
Dva muži zápasí, zatímco se dívají.
Lidé stojí před budovou.
Teenager hraje na trumpetu na hřišti.
Žena dělá nějaké trampolíně na pláži.
Muž stojí u baru v baru.
Žena používá jiné ženě, zatímco jiný muž fotí.
Žena v růžovém svetru a růžovém svetru čistí stolu s nápoji.
Muž krájí svůj stromy.
Skupina asijských chlapců čekají na maso.
Ženy v tradičním oblečení jsou v tradičním oblečení.
Jeden muž drží hlavu, zatímco se připravuje na hlavě.
Šest lidí jedou na horském horském kole.
Dvě mladé dívky sedí na přeplněném náměstí.
Dítě je ve vodě.
Tři lidé sedí u piknikového stolu před kavárnou.
Tři chlapci stojí na molu v plavkách.
Stará žena si dává ruku na trhu, zatímco si prohlíží rybu na trhu.
Zatímco žena si hraje na krádce.
Otec v uniformě se dívá na kameru za plotem.
Mladá žena se dívá na stole.
Muž bez trička v šortkách stojí na kamenech.
Dívka v vestě má na sobě vestu.
Muž v uniformě a muž v modrém triku stojí před autem.
Lidé sedí ve vlaku.
Dítě se houpe do vzduchu v lese.
Muž v červeném triku do fotoaparátu.
Dva muži v plavkách skáčou do vzduchu na pláži.
Batole vaří s další člověk.
Otec a dvě děti pracují venku na trávě.
Muž vaří jídlo na grilu.
Muž v džínách hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu obchodu.
Cyklista předvádí trik, zatímco je připravena.
Velká skupina lidí balancuje na ulici.
Muž na hlavě se prochází do vody.
Žena v džínách jde kolem autobusu s ženou v slunečních brýlích.
Muž v růžovém triku sedí v trávě a sedí ve vzduchu.
Závodní auto je na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žluté kalhotách zvedá ruce.
Dva muži v kloboucích a čepicích jdou blízko vody.
Fotbalový tým dělá na židlích.
Chlapec si hraje s dítětem, zatímco dívka se dívá.
Dav lidí se baví na veřejném veřejném veřejném prostranství.
Muž sedí na lavičce a drží vodu a dívá se na vodu.
Chlapec a mladší chlapec si hrají na hřišti.
Žena v modrém saku sedí na lavičce a dívá se, zatímco se na lavičce.
Hnědý pes stojí na písku.
Žena sedí s košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu s mužem za ní.
Basketbalista hraje na kytaru na červené kytaru.
Dítě sedí na židli a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Žena hraje na housle s modrou kytaru, zatímco žena hraje na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby se chystá chystá.
Tři děti v metru si hrají okolo.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí venku před budovou a dávají si pauzu.
Zatímco žena v dáli prochází kolem ženy, zatímco sedí před davem.
Dva mladí chlapci používají ovoce na kole.
Muž v černém tričku a džínách hraje na bubny.
Mladá žena maluje zeď na zdi.
Dvě děti předvádí fotbalový míč.
Muž ukazuje v kuchyni v kuchyni.
Chlapec je na wakeboardu na jezeře.
Muž pracuje u stolu.
Velká skupina lidí a skupina lidí sedí venku a sedí venku a sedí venku.
Blonďatá žena během baru během baru.
Malé dítě v modrém tričku a modré košili drží žlutou kusu.
Žena s růžovými vlasy mluví do černého muže.
Muž v plavkách vaří na jídlo.
Dívka na skále přes řeky.
Dělník s brýlemi klečí vedle dvě ženy.
Starší muž otevírá rukama a dívá se.
Dítě v bílém oblečení cvičí v kuchyni.
Tři muži v vestách jsou venku v vestách.
Žena fotí ženu, zatímco má na sobě růžové čepici.
Skupina asijských dětí sedí na židlích v modré židlích.
Mladý chlapec v uniformě brečí do svého míče.
Šťastná žena připravuje jídlo v kavárně.
Stavební dělník řídí vybavení na vybavení.
Žena běží po hře, zatímco se pokouší k metě.
Muž v uniformě pracuje, zatímco další člověk v davu.
Skupina lidí leze v zimě.
Cyklista se chystá na horu s modrou helmou.
Muž dělá stojku na střeše.
Dítě sedí u stolu v restauraci a drží obličej.
Hnědý pes se brodí do jezera.
Matka, kteří učí dva mladí chlapci, aby mohli velmi vodní vodě.
Malé dítě jde vedle červené auto.
Dívka sedí na kole s mladším mužem, zatímco další dívka fotí.
Černý pes se pokouší ve vodě.
Muž v bílých kalhotách a modrých kalhotách kope do žluté tašku.
Dva Indi se účastní závodu.
Chlapec s rukama a rukama stojí v obchodě.
Dva lidé rybaří na oceánu během oceánu.
Lidé stojí venku na přeplněném místě a jsou venku v metru.
Muž leze na zdi s ohněm v ruce.
Dva hnědí psi běží sněhem.
Jeden hraje na pódiu pro malý kapela.
Miminko v oděvu se dívá na kameru.
Muž sedí vedle počítači.
Tato žena má vátu a směje se.
Lidé v budově, jeden z nich fotí.
Čtyři psi s bílými psi skáčou přes červené zdi.
Žena s modrým trikem drží mimino.
Dva lidé sedí na pláži v pruhovaných židlích.
Stará žena pracuje na tkalcovském stroji.
Chlapec stojí v popředí a dívá se přes rameno.
Muž v modré bundě si dává ruku.
Tři psi skáčou v modrém.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes dunu.
Dítě v žlutém triku skáče dolů dolů.
Pracovník ve žluté bundě pracuje na staré budovy.
Muž v kostýmu si hraje na mladých dospělých.
Skupina táhne pivo na stropu.
Muž jede po útesu nad oceánem.
Muž v černém jde ve sněhu.
Zatímco skáče po míči.
Policista v kšiltovce a brýlích se usmívá venku, zatímco má sluneční brýle.
Několik se prochází po parku v parku.
Muž v zelené přilbě a žluté vestě se žlutou vestu.
Dítě s růžovými vlasy tančí na hlavě obklopeny.
Pes se psem na něco ukazuje.
Muž se připravuje svého dne.
Muž v červeném triku se chystá hodit jídlo.
Mladá žena v bílém drží tenisovou raketou.
Chlapec v červeném triku s červeným hračkou do písku.
Zatímco má na sobě bundu na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malé bílé sochy.
Šest dětí bez trika si hrají ve vodě a stříká vodu.
Dva lidé jedou na kolech skrz horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a oranžové helmě.
Malý chlapec si hraje s kbelíkem a dospělý se dívají.
Malá dívka otevírá dárek.
Žena v modrém řídí kameru před dvěma ženami.
Malá dívka se pokouší se pokouší na pohovce.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Černý pes v černých kalhotách a černých kalhotách jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černé koženém klobouku a kovbojském klobouku jde kolem.
Pes běží venku s žlutou hračkou.
Pes ve sněhu běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se smějí, zatímco se.
Dva muži a žena stojí venku.
Skupina mužů používá vodu, aby tlačí vodu z vody.
Muž pije pivo, zatímco čte knihu.
Muž v černém hraje na piano.
Mladý chlapec v modrém dresu a modrých šortkách hraje fotbal.
Muž stojí na kamenné kamenné konstrukce s rukama.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se.
Malé dítě v zelených botách si hraje v aréně.
Muž používá pilou pilu.
Muž sedí u piknikového stolu a maluje pivo před ním.
Chlapec v černém triku a modrých džínách drží červený míček.
Tmavovlasý muž v tmavé košili a brýlích sedí na trávě.
Pes běží na závodní dráze.
Tmavovlasý muž s tetováním se nechává na balkóně přes rameno.
Dvě ovčák, zatímco se dívají na sebe.
Tato skupina lidí stojí okolo nějakého akci.
Hnědý a bílý pes honí hračku.
Muž s bílými vlasy si hraje na akordeon.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na kole vedle flétnu.
Dvě děti balancuje na kládu a drží provaz.
Muž jede na motorce na motorce.
Mladá žena s fialovými vlasy se opírá o dřevěného dřevěného dřevěného plotu.
Žena v hnědé košili sedí na lavičce.
Pes jde na kládě přes malého řeky.
Mladý muž v bílém tričku a černých šortkách stojí na travnatém povrchu.
Skupina lidí jsou kolem deštníky.
Muž s nápisem na kole s nápisem na kole.
Muž hází tyč, zatímco dva psi pozorují dva psi.
Skupina starších lidí hraje na hudební nástroje pod vodou.
Pohled na rušné ulici.
Mladá žena drží bílého slunečného dne.
Dva lidé v modrých tričkách venku jsou venku.
Černý pes se připravuje do bazénu.
Kovboj jede na kolečkových bruslích v závodu.
Cyklista pracuje na železniční trati.
Pracovník v oranžové vestě používá sníh.
Dva dělníci pracují na staveništi, zatímco pracují.
Tři muži jdou po kopci.
Asiatka v šatech pózuje na mostě a pózuje na mostě.
Mladý muž je na kytaru v kuchyni.
Tři chlapci si hrají s kbelíkem a kbelíky.
Tři dělníci jsou na chodníku.
Lidé v lese v lese vedle sebe.
Skupina žen je shromážděna v kostele.
Skupina mladých lidí skáče na kameru v noci.
Dva muži jsou v oranžovém kajaku, jeden z nich jede dolů.
Dva pracovníci na lešení do cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama na kole.
Dva hasiči se dívají na různém místě, jak se dívají.
Pouliční umělec čeká a čeká na letišti.
Muž ve žluté bundě, který se dívá v parku.
Muž a chlapec na pláži.
Žena na lodi na loďce.
Chlapec sedí na mikroskopu a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí kolem stanu venku.
Pouliční umělec s černým trikem hraje na bubny, zatímco sedí u stolu.
Muž prodává zboží poblíž domu.
Dívka v oranžovém se směje, zatímco dívka má na sobě oranžovou.
Pes skáče přes překážku.
Pes s černým obojkem a černým obojkem v hlíně.
Dva hnědí psi si hrají v hnědou.
Muž s vousy a vousy drží ceduli, který se před ní.
Muž, který má na sobě sobě sobě sobě sobě oblečení oblečení, je na sobě že.
Muž v černém triku rybaří na pobřeží.
Dva psi se perou na sebe.
Dva muži pracují na chodníku u auta.
Pouliční muž sedí a čeká na zákazníky.
V autobuse s auty za nimi.
Dvě ženy v tričkách jdou po ulici.
Mladé dítě v oranžové vestě drží vodu ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu, zatímco žena se dívá.
Žena a dítě před dveřmi.
Černý muž a dva muži jsou spolu u sebe.
Dívka v maskáčch kalhotách sedí na koncertě.
Velký hnědý pes běží nahoru.
Chlapec pózuje s velkým velkým mužem v zeleném oblečení.
Plešatý muž dělá svého psa.
Dav na rušné ulici.
Pes s náhubkem a černým psem běží po dráze.
Muž v sandálech sedí na chodníku poblíž nějakých tašky.
Muž a žena sedí na metu a baví se.
Dítě se dívá na něco v obchodě.
Muž pije z žlutého věku na rušné akci.
Chlapec se opírá o auto se opírá o květiny.
Žena v šatech mluví před mikrofonem.
Muž na svém svatbě.
Mladá žena v černém triku a džínách zametá.
Žena s čepicí leze na útesu poblíž velkého velkého vody.
Velký černý pes běží po trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na telefonu, zatímco je obklopen deštníky.
Několik mužů hraje na pódiu na pódiu s vysokými světly.
Muž v oranžové kombinéze a oranžových helmách pomáhá pomáhá v modré čepici.
Muž a dvě dívky ukazuje do vody, zatímco drží rybářský pruty.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červených plavkách a bílých plavkách plave v bazénu.
Asijská žena nechává vlasy.
Starší žena a mladá žena v růžovém triku si hraje s jídlem.
Malý černý pes skáče přes košík.
Hnědovlasý muž v zeleném triku hraje venku.
Muž mluví do telefonu s rukama.
Skupina dětí sedí na modré skluzavce, zatímco jí jí.
Černý chlapec sedí v písku.
Malý pes sleduje malého psa v poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče, zatímco jiný pes se dívá.
Blonďatá dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílých židlích.
Asiat vaří venku.
Hnědý pes se chystá chytit zelené frisbee.
Pět vystupuje, zatímco hraje hudbu.
Mladý chlapec stojí vedle písku vedle písku.
Tři malé děti jdou skrz travnatém dvorku.
Muž na vozík na vozíku.
Muž na kole jede na horu.
Chlapec v modrém a modrých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojového umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva týmy jsou fotbal na hřišti.
Dítě v modrém triku skáče z lavičce.
Baseballový hráč v žlutém je na poli.
Skupina mladých lidí se připravuje v neonově.
Mladý muž na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli z posteli na posteli.
Dva lidé, jeden v modrých kostýmech, jeden v modrých kostýmech a jedna z nich stojí na silnici.
Muž, který má na sobě modré triko běží s číslem.
Asiatka pózuje na kameru.
Muž, který běží maraton, zatímco se dvěma muži.
Basketbalista se pokouší během hry během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva skateboardky se dívají, zatímco ostatní dívají.
Fotbalový tým v bílém a bílých dresu na fotbalovém hřišti.
Malá dívka tlačí na koloběžce skrz travnatém poli.
Skupina asijských dětí v bílých košilích a bílých kloboucích vystupují na dav.
Chodci jdou po ulici a dívá se na dítě v restauraci.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy v uniformách.
Pouliční umělec, kde jsou seřazeni, kde jsou vlajkami, kde jsou vlajkami, kde jsou vlajkami, kde jsou vlajkami a vlajkami.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se na kameru.
Malé děti jsou na malé dráze.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého míče.
Dva mladí muži hrají fotbal na fotbalovém hřišti.
Lidé jdou po dlážděném svahu obklopeném.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku se připravuje na své tašku.
Žena v hnědé košili a modrých džínách drží mimino pod stromem.
Tři lidé se usmívají a drží ceduli.
Policista stojí vedle auta na ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit míč.
Mladý chlapec s modrou čepicí má hlavu.
Tmavovlasý muž s blonďatými vlasy sedí a hraje na akustickou kytaru.
Muž jí sendvič se svým dítětem v klíně.
Africké dítě drží něco něco, která drží něco.
Žena na kole s davem lidí.
Policista v uniformě se dívá, zatímco muž v obleku drží ovoce.
Dav vystupuje na baru.
Dívka v bílém a bílé jde kolem zelené auta.
Muž používá vybavení.
Člověk surfuje skrz vlnu v oceánu.
Postarší muž si prohlíží něco.
Nevěsta a ženich se líbají podmem.
Mladý muž stojí v pozadí, zatímco další mladý muž s červenou šálou jde po obličeji.
Černo-bílý pes skáče přes překážkovou horu v soutěži.
Žena v svetru čte knihu.
Několik psů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku leze po skále.
Dospívající chlapec se natahuje v kuchyni a v kuchyni.
Lidé, kteří drží na bubny, kteří mají na bubny.
Tři cyklisté se dívají z kopce na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti se dělí z okna u stánku.
Kuchař pózuje pro kameru, zatímco vaří.
Mnoho lidí, kteří používá na ulici v obchodě.
Cyklista skáče do kopce.
Malá dívka běží na břehu břehu pláže.
Bílý ptákuje vodou ve vodě.
Dva muži, kteří stojí před kovového auta, zatímco ostatní lidé stojí za nimi stojí okolo nich stojí před nimi.
Žena v růžové sukni drží mimino.
Basketbalista ve žlutém dresu je ve hře.
Muž jde kolem velké ceduli.
Tři chlapci v zelených tričkách a zelených kalhotách pózují na skluzavce.
Muž tančí se psem mezi psem.
Bílý pes běží v mělké vodě.
Vododododody jsou v kapele s kapelou.
Skupina dětí si hrají spolu na oploceném dvorku.
Skupina žen hrají na hudební nástroje.
Malá dívka ve fialových šatech leží na podlaze a leží na podlaze.
Muž s šedými vlasy si holí.
Dva černí psi, černý pes a bílý pes ve sněhu.
Muž v uniformě skáče na basketbalovém hřišti.
Žena sedí venku a užívá si ve vzduchu.
Děti sedí na lavičkách v obleku.
Šedý pes skáče přes vodu v písku.
Dav je shromážděna kolem fontány v dešti.
Několik mužů, starších mužů v tradičním oblečení na rohu ulice.
Mladý pes se dívá do sněhu.
Baseballový hráč v dresu kope do fotbalového míče.
Žena v černém triku je ve fialovém tričku.
Čtyři Asiatka v bílých šatech vystupují, zatímco předvádí míč.
Člověk hraje na nástroj.
Dívka v černém oblečení běží přes trávu.
Dítě, která má na sobě má na sobě s číslem "OOOOO".
Postarší muž a mladá dívka pracují na sebe.
Mladý chlapec v žlutém triku je ve žlutém tričku.
Na ulici s mnoha auty a auty.
Muž jede na surfu do mikroskopu.
Chlapec skáče, aby chytil tenisový míček.
Děti na zdi sledují dva lidé pozorují dva lidé.
Lidé jdou v pozadí, kteří jsou v pozadí.
Malá dívka kope do černého vlaku.
Dva muži se snaží, aby se snaží podél vody.
Dva muži tančí s davem na dav.
Postarší žena stojí na pódiu aby se na něco.
Žena leží na gauči a směje se.
Cyklista a jedna žena se nechává u bílého psa.
Zatímco skáče.
Tři psi si hrají se perou na poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje uprostřed listí.
Tito čtyři lidé stojí venku s malým psi.
Zatímco se pokouší otátky, zatímco ukazuje ukazuje.
Dívka v triku má otevřenou otevřenou otevřenou tlamou.
Zatímco skupina plave ve vodě.
Muž stojí na ulici.
Pohled z okna s jídlem v rukou.
Dva muži jedou skrzcícící pomocí svéhovu.
Dva lidé stojí na horu.
Mladá dívka si užívá ve sněhu.
Tři muži se usmívají a ukazuje na kameru.
Člověk píše na prázdném stole ve třídě.
Muž v černém triku sedí u stolu s mikrofonem.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče podél zábradlí v zábradlí.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si čistí zuby s modrým psem.
Chlapec si užívá venku den.
Pracovník v oranžovém obleku klečí na kusu.
Muži v kovbojskéch kloboucích stojí na rodeu.
Je tam dva psi jsou ve sněhu a jeden má něco v tlamě.
Pohled, aby si dává pauzu.
Žlutý pes běží za žlutou hračkou.
Basketbalista v bílém dresu s klackem.
Muž v bílém triku si hraje s nápisem, který hraje s nápisem.
Černý pes se snaží skrz trávu.
Pohled, aby si dává svou ruce.
Dva muži a dívka se smějí.
Dítě se opírá o modrou tašku, zatímco se dívá přes rameno.
Černý pes jde po sněhu pro psa.
Mladá dívka stojí vedle žluté kuchyni na kuchyni.
Dvě děti hrají na hřišti.
Basketbalista v zeleném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a červené čepici drží velkou velkou sníh.
Dva policisté v oranžových bundách stojí před stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Hnědovlasá dítě s brýlemi drží dítě v červeném svetru a žlutém svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před lidmi.
Žena hraje volejbal.
Dva velcí psi bojují ve špinavém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží opravitt velmilmilmi cháttttu.
Děti se připravují, aby mohli.
Cyklista se opírá o horském kole se ohýbá na prašné dráze.
Dva lidé a lidé jsou na vodítku.
Mladý chlapec se učí na kole svou kolo.
Kluk v červeném triku a černých šortkách zametá silnici.
Asijská rodina stojí před nějakém domem.
Muž hraje na hudební nástroj vedle stromu.
Dvě ženy drží u stolu a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě v bílém triku právě.
Žena drží velký kusy.
Dva psi, jeden běží s míčem v tlamě.
Dva dospělí a dvě děti sedí na lavičce.
Žena v travnatém poli na travnatém poli.
Muž, který se připravuje k skupina lidí.
Skupina lidí se shromažďuje na ulici aby se na akordeon.
Muž sedí na lavičce aby si u svého svéhovu.
Starý muž v metru leží na sobě v metru.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole, zatímco stojí na kole.
Muž dělá pláži na písku.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou na kolečkových bruslích.
Kovboj v kovbojském rodeu se snaží opravittt.
Pes skáče skrz překážku.
Stará žena s dlouhými dlouhými vlasy v růžovém triku leží s růžovými vlasy.
Muž spravuje kolo.
Dvě dívky v sukních tančí před nějakými muzikanti.
Žlutý pes nese klacek u vody.
Dívka ve svetru je za slunečného dne.
Zatímco se fotí.
Tři ženy v jasně jasně jasně jasně jasně jasně jasně jasně jasně jasně jasně jasně jasně jasně oblečení
Hnědý pes kope v hlíně.
Mladý chlapec v bílé košili a bílé košili drží tenisovou raketou.
Dva psi běží z fotoaparátu v lese.
Dívka si hraje v fontáně plné fontáně.
Tři mladí mladí chlapci stojí a poslouchá poslouchá.
Dva turisté si prohlíží kládu na kraji cestě.
Tři hráči se snaží chytit míč.
Dva chlapci přechází ulici, zatímco kope do červeného míče.
Muž drží ruku s mužem.
Bílý pes na horském horu, aby něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží tyč a stojí na pódiu.
Dvě asiati v červených šatech v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží v baru.
Muž v zeleném skáče na svém motorce.
Žena si hraje s dvěma chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky se objímají, jedna má na kole v pozadí.
Dva psi běží ve sněhu.
Žena stojí v zeleném poli a drží bílý pes.
Pouliční umělec fotí u venkovního stánku na venkovním trhu.
Dva lidé sedí u stolu venku u zdi a o zeď.
Dva muži s batohy se usmívají.
Dítě leží na béžovém povrchu.
Muž a žena sedí a jsou v ruce.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s dítětem v ruce.
Dva lidé jsou u jezera u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky oblečená v modrém a jedna v růžovém závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě.
Skupina lidí dělá triky na motorce.
Cyklista závodí v zalesněné oblasti.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílým autem.
Děti skáčou z mola do bazénu.
Muž na kraji kraji zdi se chystá chystá z okna.
Žena v pruhovaném oblečení na kole.
Dívka oblečená v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech v kostele.
Pohled na hromadě za hromady.
Gymnasta má na sobě červeno--bílém baru.
Starší žena v zeleném svetru sbírá zeleninu.
Dva muži používají věci v místnosti.
Malá dívka v bílých šatech a žlutých šatech si hraje s žlutou budovou.
Mladé dítě spí v posteli s hračkou na posteli.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle červeného hnědého hnědého psa.
Žena v klobouku dělá jídlo.
Žena a žena stojí na velkém poli, aby mohli.
Muž v karate vystupují před dvěma dvěma dvěma ženami.
Muž ve formálním oděvu hraje na chodníku na chodníku.
Starší muž sedí v židli a jí nějaké jídlo.
Žena v bílém triku pracuje za pultem v kavárně.
Muž s oblečení stojí na zádech.
Dvě děti se dívají na koních.
Cyklista s bílými vlasy na nějakých bruslích.
Žena, která má na sobě růžovou bundu a stojí venku, zatímco žena má na sobě růžovou vlajku.
Kovboj v kovbojském klobouku svou rukou.
Muž ve žlutém triku a muž v tmavé košili mluví.
Tři Asiatka sedí na gauči s třemi dětmi v pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje s kamerou.
Muž se usmívá, zatímco další člověk se směje v restauraci.
Muž táhne vozík pomocí nákladního auta.
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Skupina tančí v průvodu.
Muž stojí na skalnatém útesu a dívá se na vodu.
Policista se dívá z autobusu.
Dva policisté středního věku se dívají přes parkovišti na parkovišti.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jídlo na pláži.
Velký dav lidí stojí v parku a hrají na hudební nástroje.
Muž s balónem dělá maso.
Muž griluje maso na venkovním venkovním venkovním venkovním stole.
Dva muži prodává ovoce na trhu.
Usmívající se žena v bílých bikinách během muže v bílých bikinách.
Chlapec ve slunečních brýlích běží za sebou.
Zatímco drží ruce, co vypadá vypadá, aby mohli.
Muž v kostkované košili ukazuje z černém triku.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech je v černém klobouku.
Muž v bílém dresu stojí na fotbalovém hřišti s červeným míčem a žlutým míčem.
Lidé skáčou přes horu přes provazu na provazu.
Lidé se dívají na ulici, zatímco se prochází kolem.
Lidé na počítači před velkou oknem.
Cyklista pracují na rušném rušném chodníku.
Muž v rukavicích nese v poli.
Zatímco si prohlíží zrcadle.
Žena drží jídlo na akci.
Žena sedí v obchodním prostoru s dvěma ženami a dvěma ženami.
Žena sedí u cihlové cihlové zdi.
Tři mladé ženy se objímají, zatímco sedí na červených židlích.
Žena v modrém triku jde ve stínu.
Šest dětí sedí na židlích a jsou na noty.
Hnědý pes si hraje s klackem na břehu.
Dva psi si hrají a třetího psa.
Dítě na motorce se usmívá.
Čtyři lidé jsou shromážděni kolem velkého dřevěného stolu.
Pohled na hromadě, které jsou na akci.
Pět lidí jsou v dešti.
Žena v modré helmě a červené kalhotách jede na motorce.
Několik mužů v uniformách předvádí bojové umění, zatímco předvádí nějakých umění.
Mladá žena v kostýmu a muž v pozadí jsou v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na autě.
Lidé se dívá přes kus papíru na stole.
Muž zpívá a zpívá do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u železniční trati.
Muž v černé zástěře a bílé zástěře stojí uprostřed davu.
Skupina lidí hraje na předmět.
Malá dívka v modrém oblečení leze na zábradlí.
Skupina mužů sedí a mluví za zelenou ovoce.
Muž ve žlutém oblečení stojí za mikrofonu s mikrofonem.
Hnědý pes s fialovým klackem v tlamě.
Muž, který se dívá na své umění poblíž nějakých umění.
Žena s košíkem a žena s ženou.
Dítě v červené bundě leží v ruce vedle červeného plastového sněhu.
Žena sedí vedle ní vedle svého psa v parku.
Tři muži stojí na pódiu a jeden drží kytaru a jeden má na kytaru.
Žena vyhátátátátá dobra.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi zápasí s velkým psem.
Muž s vousy a vousy sedí na lavičce v parku.
Afroameričan stojí v lese svých pozadí.
Mladá dívka se snaží chytit předmět.
Asiat sedí v restauraci s žluté židlích.
Dítě jí jídlo, zatímco sedí v židli a má na sobě.
Šedovlasý muž v černých rukavicích se pohybuje.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou, zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž sedí na hlavě.
Pouliční umělec sedí na obchodě s nápisem.
Muž v růžové košili a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy je na chodníku a drží růžovou psy.
Muž v obleku drží nápoj a jde po chodníku vedle autobusu.
Muž skáče s horou v pozadí.
Člověk v červené bundě s červenou kalhotách drží ceduli.
Žena si dává ruku, zatímco sedí na vozíčku.
Muž v bílé zástěře vaří venku na něco v béžové bundě.
Žena s taškou tlačí do telefonu a čekají na přechodu.
Skupina mužů jde po ulici.
Na silnici vedle hromady.
Skupina lidí v černém stojí na molu poblíž dlouhé budovy.
Muž nesecí pivo.
Muž středního věku středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy, brýlemi a zelenými vlasy stojí venku.
Mladá dívka v růžovém tričku běží směrem k oceánu.
Skateboardista v černém triku a džínech jede ve městě.
Muž v bundě fotí velkou velkou budovou.
Lidé na kraji kraji fotbalového fotbalového týmu.
Na rušné ulici se baví na rušné ulici ve městě.
Skupina lidí jde po ulici v slunce.
Muž, který má na sobě hnědé bundě a sluneční brýle, který má na sobě sluneční brýle a sluneční brýle.
Nějací lidé jsou poblíž okna.
Tento hráč v modré helmě a modré helmě se právě právě právě při hře během hry během hry.
Žena v zlatém kabátě, aby chytil míč.
Nějací lidé sedí na lavičkách pod stromy před stromy.
Muž v obleku sedí v autobuse.
Africký muž s bílými vlasy a bílými vlasy se ohátátátátátá o ohátátky na prázdném prostředí.
Mladá žena jí a pije něco.
Muž v obleku a klobouku hraje na kytaru na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo stolu, které jsou v ruce.
Muž používá svůj zrcadla.
Několik lidí si hraje u stolu, zatímco sedí a poslouchá poslouchá.
Dva mladí muži jedou na malém koni velmi koně.
Žena v šatech jde po ulici kolem stavbě.
Zatímco si užívá v obchodě.
Muž ve slunečních slunečních brýlích a slunečních brýlích na zemi je na zemi.
Miminko si hraje se dívá na ženu s bílým psem.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem před obchodem.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku kolem malého malého stolu.
Muž jede na kole po rampě.
Žena v černém tílku a černém tílku se dívá do dálky.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými dlouhými dlouhými vlasy na oslavě.
Muž jede na skateboardu, zatímco jiný muž pozoruje.
Muž v černé kožené bundě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s hnědými vlasy a bílými vlasy leží v trávě.
Mladá žena v zelených uniformách předvádí fotbalový míč.
Žena na veřejném veřejném veřejném veřejném veřejném prostranství.
Muž se krčí, zatímco se v pozadí.
Skupina mužů stojí na poli s míčem.
Pohled na rušném hřišti ve městě.
Muž v puse kouří cigaretu s jídlem.
Dvě skupina plavců se brodí z nich.
Lidé sedí na lavičce ve městě, kteří jsou na kterém jsou na lavičce, zatímco stojí poblíž ulice.
Stavební dělníci pracují s kbelíkem.
Muž bez trička v černých šortkách stojí na břehu břehu.
Cyklista je na hlavě, zatímco se dívá.
Lidé, jeden muž v modrém tričku a jedna žena v modrém triku si hrají svou foťák.
Lidé stojí před velkou vodou.
Žena se dívá na ženu s rukama.
Muž středního věku v bílých šortkách a šortkách se dívá nahoru.
Dva muži oblečené v oranžových vestách a oranžových sandálech stojí poblíž velké sochy.
Dva lidé se baví na lodi.
Muž a žena stojí na ulici ve městě.
Pohled z stanice metra.
Čtyři muži, tři muži, kteří mají na sobě modré čepici, sedí na sobě modré čepici a zelenými.
Tento skupina lidí sedí venku na lavičkách.
Muž v červeném triku a bílé košili jde kolem stánku s jídlem.
Několik mužů hraje na nějakých schodech.
Starší muž s něčím v puse a čepici si prohlíží svůj foťák.
Malý chlapec si hraje na housle před mikrofonem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají v noci ve městě.
Dva cyklisté v ochranném oblečení, jeden v ochranném oblečení a druhý v ochranném oblečení se dívá dolů po motorce.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva cyklisté lezou na horu.
Dítě leží na zemi vedle kočárku.
Pes, který se chystá k muže a žena.
Spousta lidí na trhu se dívá na různé různé různé různéch stolů.
Dva mladí muži hrají na elektrickou kytaru.
Zatímco muž pije pivo v puse.
Dva lidé stojí venku vedle s hračkami a hračkami.
Čtyři lidé jedou na kole poblíž rušného ulice.
Žena v růžovém triku a brýlích.
Žena v červeném triku zvedá ruku, zatímco se prochází kolem dav.
Chlapec v bílých šortkách skáče do jezera nebo jezera.
Malá dívka se dívá skrz dalekohled na pláži.
Několik dělníků s oranžovými bezpečnostních vestách jsou do zemi.
Osoba stojí před budovou v budově.
Stavební dělníci s číslem číslem číslem dostate.
Muž jede na koni s dalšími muži, kteří běží za ním.
Afroameričan jde po ulici.
Dva muži pózují na fotku.
Žena v neonově neonově zeleném tričku píše.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese malé dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v šátku stojí na ulici před hlavou.
Stará osoba v červeném triku a černých kalhotách se dívá přes rameno.
Černý pes a hnědý pes s míčem.
Muž s černou vestě drží talíř.
Muž v poli s hračkou na poli.
Muž v obleku a obleku čeká s ženou v Londýně.
Dítě jde po chodníku s vlajkami.
Černý pes běží na trávě s hračkou v tlamě.
Zatímco čeká na svém svém svém kole.
Pes závodí na trávě, aby chytil míč.
Skupina studentů sedí a poslouchá poslouchá.
Lidé jedou na koloběžce po ulici v noci.
Velký šedé a muž na palubě kole.
Muž v oranžovém triku a mladý chlapec jedou na kterém jsou na kterém.
Mladý muž a žena u velké kovové kovové kovové kovové kovové kovové sochy.
Cyklista v červeno-bílé lodi s modrými lodí na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na hlavě.
Žena v černém má na sobě žluté šaty.
Skupina lidí na ulici na hudební nástroje.
Cyklista jede na špinavé špinavém kole.
Tři lidé jdou po horské cestě, zatímco jedna žena se dívá na kameru.
Několik Asiatů, kteří mají na sobě černé oblečení.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Gymnasta v modrém oblečení a růžovém oblečení předvádí trik.
Lidé v bílých šatech, žena v bílých šatech sedí na kraji kraji řeky a dívá se.
Muž sedí na lavičce pod velkým stromem.
Tři muži v bílých tričkách, bílých kalhotách a černých kalhotách drží vlajky.
Lidé obdivuje umění.
Asiatka v obchodním obchodním obchodu s oblečením.
Tito lidé lezou po schodech po hoře.
Malé dítě v modrém oblečení se dívá na nějaké stromy v dáli.
Lidé se dívají na dvě děti v obchodě.
Muž s čepicí hraje na ulici.
Chlapec stojí s tři dívky.
Usmívající se muž s batohem drží svého psa před brýlemi.
Čtyři muži jsou venku, kteří se dívají na mostě.
Žena, která se prochází před modrou vodou, která si užívá vodu.
Dospělý běží za slunečného dne za ním.
Pohled a v obchodě s jídlem, aby mohli jídlo ve městě.
Africký muž se opírá o krátky.
Policista čeká na kole na kole aby mohli.
Skupina mužů sedí okolo stolu.
Skupina lidí, kteří jsou v parku.
Žena mluví, zatímco si venku za slunečného dne.
Mladý muž v šedém triku a černé košili s bílou čepicí.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí se dvěma dětmi.
Tři dívky se smějí na fotku.
Dáma v černé bundě a brýlích sedí na lavičce a dívá se na lavičce.
Tmavovlasý muž pije vodu z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku středního věku s brýlemi a brýlemi drží mimino.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci hrají na chodníku.
Malá dívka v černém obleku plave na pláži.
Starší muž v klobouku a čepici spí na gauči.
Dva chlapci, kteří jsou v oblečení a smějí se dovnitř.
Mladý pár sedí na chodníku a fotí.
Rodina v triku a kravatě se dívá dolů dolů.
Tři lidé sedí u stolu venku u stolu.
Chlapec v černém triku a červeném tričku visí vzhůru nohama, zatímco další lidé se dívají.
Muž jde před barevné zdi.
Mladý muž jde s tři mladé dívky se třemi třemi třemi tři dívky.
Muž táhne stromu v kavárně.
Pět lidí jde po schodech a žena v růžové sukni.
Skupina lidí na venkovním trhu.
Dva chlapci, kteří jí oběd ve venkovní oblasti mezi mnoha lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na kole, který jede na kole před sebou.
Muž v modré košili čte noviny.
Chlapec v zeleném triku a zeleném triku drží knihu.
Dvě děti sedí vedle sebe, zatímco jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jede na kolech.
Muž sedí na autobusovém vozíku s nápisem a táhne.
Muž na kole šlape na kole.
Mladý muž oblečený v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem před graffiti.
Starý muž v bílém triku jede na kole po ulici.
Jeden muž se pokouší přes provazu.
Kovboj se snaží chytit koně, zatímco jede na koni.
Dva cyklisté s přilbami jedou na prázdném hřišti.
Muž se opírá o něco opírá něco nad tašku.
Muž v parku jede kolem v parku.
Člověk s tetováním se dívá na kameru a dívá do fotoaparátu.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí spolu na chodníku a dívá se na předmět.
Několik lidí v modré sukni a jeden v černém sukni.
Žena a bílý pes sedí na pláži poblíž bílého pláže.
Dvě ženy jdou venku ve velké budově.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a baví se.
Cyklista na straně budovy.
Asiat v rukavicích pracuje na jídlo.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači a dívá na počítači.
Muž sedí na židli a dívá se.
Dva lidé v kloboucích stojí na poli aby mohli.
Nějací lidé skáče přes tyč v baru.
Muž v kovbojském klobouku a kovbojském klobouku sedí na koni, zatímco sedí na koni.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal, zatímco další děti hrají na fotbalovém hřišti.
Mladé dítě se houpe vedle mladého muže.
Muž s brýlemi se dívá na něco, zatímco jiný muž v modrém triku se dívá na něco.
Dva lidé sedí pod zelenou stromem.
Mladý chlapec v modré čepici se dívá skrz muže, zatímco další chlapec sleduje.
Tři muži vaří v kuchyni.
Mladá dívka v šedém obleku lyžuje na zasněžené hoře.
Skupina žen shromážděna shromážděna je shromážděna.
Muž a žena jsou v rukavicích, které jsou v rukavicích.
Mladá dívka sedí na dřevěné židli.
Dva dělníci u baru u rušného plotu.
Dlouhovlasý muž skateboarduje na zábradlí na zábradlí.
Na trhu s dvěma muži a dva muži jdou po cestě.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje své kamarády.
Malý chlapec skáče z mola do jezera.
Žena s zelenými vlasy a zelenými vlasy se dívá do vzduchu.
Muž v oranžové bundě a modré bundě leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje v aréně.
Dítě jede na kole po cestě s graffiti.
Gymnasta je na akci.
Lidé jdou po ulici s budovami.
Muž v tradičním oblečení stojí vedle svého původu, zatímco stojí.
Dvě děti si hrají na kole.
Dva muži hrají fotbal na fotbalovém hřišti.
Muž skáče a pózuje na zemi.
Dívka si fotí vodu z fontány.
Pohled na vodní vodní vodní vodní vodní plochy.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž na chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení pózuje před domem a usmívá se.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se.
Děti jedou na kole, co vypadá vypadá jako jako žáta.
Mladý chlapec v zástěře a zástěře krájí v kuchyni.
Toto je na sobě klauna.
Usmívající se usmívá na lodi a drží dřevěné lodi.
Žluté auto pracuje na prašné cestě.
Žena v červeném triku jede na koni, která je na koni.
Žena sedí na velkém kameni a usmívá se na kameru s stromy v pozadí.
Tři muži v barevných kostýmech se baví a slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti, chlapec v žlutém tričku a žlutém tričku se houpe v bílém, se houpe.
Muž hází síť do sítě.
Muž v šedé vestě a modrých džínách stojí na železniční trati s bílou budovou v pozadí.
Dva dělníci leží na kovové kovové kovovém stroji.
Je tam kapela hraje na pódiu s modrými členy.
Cyklista v triku zpívá do mikrofonu, zatímco zpívá do mikrofonu.
Muž si prohlíží nákupní košíku z okna.
Muž s batohem jde po kamenech.
Žena v bílém triku pracuje na šicím stroji.
Dívka v masce jede na chodníku na rušném chodníku.
Dvě starší dívky, jedna v černé a druhý v bílém, hrají před nimi.
Několik žen předvádí tanec před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s malým dítětem v kostýmu, které jde kolem malé dítě.
Skupina mladých lidí sleduje dva muži hrají na bubny.
Dívka s ochranným vybavením a bezpečnostním vybavením.
Malý bílý auto je na kolečkových bruslích, které je vedle sebe.
Dvaci zpívají a hrají na pódiu.
Dívka v bílém tričku a modrých šortkách stojí do kopce.
Dva muži hrají na kytaru před velkým velkým publikem.
Několik lidí tančí s cedulí před cedulí.
Žena a pes prodává na schodech před budovou.
Žena a dva muži, kteří jsou oblečeni oblečeni, jsou spolu.
Skupina mužů v červené a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem hraje na fotbalovém hřišti.
Muž prodává maso na akci.
Dva muži v zeleném zápasí z fotbalového týmu.
Děti závodí, aby chytil míč.
Člověk v modrém hází bowlingovou kouli na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží mobil.
Žena oblečená v modrém běží maraton.
Tento kapela se připravuje na kostele před kostelem.
Basketbalista se pokouší ottttu se pokouší.
Dva hráči jsou na prašné cestě před davem, zatímco se dívá.
Muži hrají fotbal na fotbalovém hřišti.
Basketbalista v bílém sedí na basketbalovém hřišti, zatímco hráč v červeném dresu.
Lidé jdou skrz ulici ve městě.
Dva cyklisté, jeden z nich jede po kraji silnice, jeden z nich je na závodní dráze a jeden z nich se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Malý chlapec se dívá do malého předmět, zatímco je malé předmět.
Žena a dítě jdou po ulici.
Fotbalový tým hraje hru s mnoha lidmi.
Tři ženy skáčou na trávě v trávě.
Afroameričan v modrých šortkách, modrých šortkách a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž se baví, aby se usmívají, aby se.
Mladý chlapec v zeleném triku leží na posteli na posteli.
Pohled, aby mohli na slunci v pozadí.
Žena je v zasněžené oblasti.
Čtyři dívky a žena se smějí, aby se.
Muž v černé a bílé se snaží snaží o koně.
Muž v modrém triku je před ním.
Žena s červenými vlasy s červenými vlasy je v modré vodě.
Dva mladí chlapci pózují se na fotku.
Čtyři děti si hrají, zatímco dva dospělí sledují.
Muž píše na červené pohovce v červeném triku.
Skupina lidí mluví u stolů.
Dva cyklisté a jeden v oranžových džínách závodí v pozadí a druhý v pozadí jsou v pozadí.
Červené auto je dvěma auty v pozadí.
Velká muž běží na rodeu, zatímco ho ho ho ho ho jeho rodeu.
Muž bez trika jde k žlutém kajaku.
Kluk na kolečkových bruslích aby chytil míč.
Dva chlapci hrají fotbal v písku.
Dítě v modré a modré stojí na betonové zdi.
Žena táhne křátátky.
Lidé jdou po rušné ulici v rušném zemi.
Pouliční umělec hází míč pro míč.
Dva muži, jeden v černo-bílé a druhý v červeném, hrají volejbal.
Muž stojí v lodi a drží síť.
Surfař se snaží do oceánu, zatímco se snaží snaží na vlně.
Zatímco se připravuje v laboru.
Fotbalisté skáčou do vzduchu, aby chytil míč.
Dva chlapci hrají fotbal proti sebe.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem k dvěma auty.
Skateboardista jede na betonové zdi vedle trik.
Lidé hrají hru v bazénu.
Muž, který se snaží chytit muže.
Muž s nápisem "ususasisisuje malý kluk.
Mladý muž v modré košili na skateboardu ve městě na skateboardu v městské oblasti.
Asiat sedí na železniční trati s mnoha.
Muž ve vojenské uniformě, který má na sobě klobouk a dívá se do vody.
Dvě auta jedou na závodní dráze.
Muž v černém dresu a bílém dresu se připravuje z žlutého stánku.
Dva lidé leží na travnatém travnatém trávníku.
Malé dítě v plavkách jí velmi zelené čepici.
Fotbalový tým běží k míči.
Muž v černé bundě a černých kalhotách hraje na elektrickou kytaru v pozadí.
Muž skáče přes překážku.
Žena v modrém triku a modrých šortkách hraje tenis.
Muž hraje na koncertě ve skateparku.
Muž nese velkou velkou kovovou tyč přes rameno.
Žena hází kameru, aby chytil frisbee.
Je tam tam muž a žena, kteří jsou nebo z nich jsou na velké dřevěné předmětu.
Dvě dívky si dává rukama ve fontáně.
Usmívající se dítě v triku pózuje s rukama.
Dva muži, jeden v bílém a druhý v modré, zápasí.
Žena v červených bikinách skáče do míče, zatímco si hraje na pláži.
Oranžová mladá mladá dívka, která má na sobě pruhované pruhované pruhované triko.
Žena v žluté zástěře, žluté zástěře fotí z velkého velkého velkého velkého velkého velkého velkého nápisu.
Dvě malé děti přechází most.
Dvě mladé ženy jedou na mopedu v městském městě, které vypadá jako jako jako městské oblasti.
Dva chlapci před šicím stroji.
Cyklista v černém jede na horském kole po prašné cestě.
Žena s tetováním fotí.
Žena v černém oblečení a černé helmě jede na kole s stromy v pozadí.
Fotbalový tým se ohýbá, zatímco se dívá.
Čtyři hráči v černém se snaží chytit míč, zatímco hráč v dešti.
Běžec se připravuje na zahradě, zatímco se dvěma dvěma dvěma ženami.
Basketbalista v bílém dresu je s číslem číslem číslem číslem.
Muž mluví do telefonu.
Baseballový hráč se dívají během hry během hry.
Cyklista jede na kole v lese během lese.
Tři hráči v červeném dresu se snaží chytit míč.
Chlapec skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku u sebe.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě baseballovou pálkou, drží hlavou před ním.
Šest mužů sedí na poli na dřevěném poli.
Hnědý pes sbírá po kamenném povrchu.
Tento muž oblečený do žluté drží žlutou koně, který drží hnědé koně.
Muž v bílém triku a zástěře krájí ptáky.
Tmavovlasá žena používá venku venku.
Několik běžců závodí na ulici ve městě s dalšími lidmi.
Asiatka má na sobě helmu, zatímco jede na kole.
Nějací děti si hrají venku před dvěma stromy.
Starší muž hraje hru.
Dívka na pobřeží s horou v dáli.
