Muž v oranžovém klobouku se dívá na něco.
Pouliční umělec běží na zelené trávě před bílým plotem.
Dívka v uniformě si dává pauzu před klackem.
Pět lidí v zimních helmách a helmách stojí ve sněhu s sněhem v pozadí.
Lidé opravuje střeše střeše budovy.
Muž ve světle tmavém oblečení stojí v tmavém oblečení a žen.
Skupina lidí stojí před obchodem.
Chlapec v červeném dresu se snaží chytit míč, zatímco se snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a její mladá si užívá venku.
Muži hrají s míčem, jeden z nich má míč ve vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu v stole.
Tři lidé sedí v pozadí.
Dívka v džínových šatech jde po kladině.
Blonďatá chlapec drží ruce v písku.
Žena v šedém svetru a černém svetru stojí v řadě.
Člověk v pruhovaném triku leze po hoře.
Dva muži jsou venku, zatímco se dívají.
Lidé stojí venku před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá nějaké trampolíně na pláži.
Muž stojí u stolu a hraje hru v baru.
Žena používá něco, zatímco jiný muž fotí.
Žena v růžovém svetru a růžovém svetru čistí stůl.
Muž krájí dřevěnou stromy.
Skupina asijských chlapců čekají na maso.
Ženy v tradičních tradičním oblečení jsou oblečení.
Jeden muž drží hlavu, zatímco jiný muž aby se připravuje na něj dívá.
Šest lidí jede na kole po horském prostředí.
Dvě mladé dívky sedí na kamenném náměstí.
Dítě je ve vodě.
Tři lidé sedí u piknikového stolu před cihlovou budovou.
Tři chlapci stojí na molu v plavkách.
Stará žena si prohlíží tašku, zatímco se dívá na ulici.
Postarší žena hraje na trosu.
Otec se dívá na straně budovy, zatímco se dívá do fotoaparátu.
Mladá žena se dívá na houpačce.
Muž bez trička v šortkách rybaří, zatímco stojí na kamenech.
Dívka, která má na sobě vestě ve vodě.
Muž v uniformě a modré uniformě stojí před autem.
Lidé sedí ve vlaku.
Dítě se houpe do vzduchu svou ve vzduchu.
Muž v červeném triku v červeném triku se připravuje.
Dva muži v plavkách skáče do vzduchu na pláži.
Batole vaří s další člověk.
Otec a dvě děti dělají venku na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách si hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Cyklista předvádí trik, zatímco se připravuje do vzduchu.
Velká skupina lidí myje ulici.
Muž na kolečkových bruslích jde do vody.
Žena v džínách jde u autobuse s ženou v brýlích.
Muž v růžovém triku sedí na trávě a sedí ve vzduchu.
Pohled na pláži.
Dva muži v černém oblečení v městě.
Muž ve žlutém kalhotách zvedá ruce.
Dva muži v kloboucích a kloboucích jdou kolem vody.
Parta tým dělá trik na židlích.
Chlapec si hraje s dívkou, zatímco dívka se dívá z nich dívá.
Dav lidí je na veřejném prostranství.
Muž sedí na lavičce a drží psa a dívá se na vodu.
Chlapec a mladší chlapec si hrají spolu na hřišti.
Žena v modrém svetru a černých kalhotách sedí na lavičce a dívá se za ní.
Hnědý pes stojí na pláži.
Žena sedí s košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu s kytarou.
Basketbalista vystupuje na červenou kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Postarší žena hraje na housle s modrou kytaru, zatímco žena hraje na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby mohli.
Tři teenageci si hrají v metru.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí venku na trávě před budovou, si dávají pauzu.
Muž jde z dálky, zatímco žena v dálce.
Dva mladí chlapci dávají ovoce na kole.
Muž v černém triku a džínách hraje na bubny.
Mladá žena maluje obraz na zdi.
Dvě děti, kteří předvádí trik, zatímco dvě děti vystupují u dvou žen.
Muž míchá kus kusu v kuchyni.
Chlapec se klouže na jezeře.
Muž pracuje v obchodě.
Velká skupina lidí spolu sedí venku a pijí venku.
Blonďatá žena pije v baru.
Malé dítě v modrém tričku a bílém tričku drží žlutý žlutý žlutý žlutý žlutý žlutý.
Žena s růžovými vlasy v černém mluví.
Muž v posteli připravuje jídlo na dvou lidí.
Dívka jde po řece, aby se z skále.
Dělník s kytarou klečí vedle dvou žen.
Starší muž otevírá svůj ruce a dívá se.
Dítě v bílém oblečení cvičí.
Tři muži v barevných vestách jsou venku.
Žena, která má na sobě růžové čepici, zatímco nese na sobě růžové čepici.
Skupina asijských dětí sedí v modrých židlích na modré židlích.
Mladý chlapec v uniformě drží fotbalový fotbalový fotbalový míč.
Šťastná žena připravuje jídlo v kavárně.
Stavební dělník řídí vybavení na staveništi.
Žena běží po míček, zatímco žena ve vzduchu.
Muž v uniformě se prochází kolem další člověk.
Skupina lidí leze v noci.
Cyklista se chystá chystá na horu s modrou helmou.
Muž dělá stojku na kládu.
Dítě sedí u stolu v restauraci a drží papír.
Hnědý pes se brodí do jezera.
Matka učí dvě mladí chlapci, kteří jsou velmilmi vysoké vodě.
Malé dítě jde vedle červeného červeného.
Dívka sedí na kole, zatímco jiná dívka fotí.
Černý pes se pokouší míč ve vodě.
Muž v bílém triku a modrých kalhotách kope do žluté tašku.
Dva muži se účastní prodeji.
Chlapec s rukama a v obchodě píše v obchodě.
Dva lidé na vodě během oceánu během oceánu.
Lidé stojí venku v přeplněném metru a z okna.
Muž tlačí zeď s ohněm v ruce.
Dva hnědí psi běží skrz sněhu.
Jeden dav vystupují na malé pódiu.
Miminko v pyžamu se dívá na kameru.
Muž sedí vedle počítaču.
Tato žena má na sobě šortky a směje se.
Lidé uvnitř budovy, jeden z nich fotí.
Čtyři psi s bílými náhubkami skáčou přes červené zdi.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži na pláži ve vodě.
Stará žena pracuje na tkalcovském stroji.
Kluk stojí v popředí a dívá se přes dva lidé.
Muž v modré bundě si dává malého malého chlapce.
Tři hnědí psi skáčou do modrého ženy.
Chlapec visí z okna okna z okna.
Muž v šedém triku skáče přes písečné dunu.
Dítě ve žlutém triku skáče a skáče dolů.
Dělník ve žlutém bundě pracuje na budově.
Muž ve středním oblečení mluví s mladým, aby si povídají.
Několik lidí táhne pivo, zatímco je v baru.
Muž jede na útesu přes útesu.
Muž v černém jde vedle svého auta.
Tanečnice skáče pomocí míč.
Žena v kšiltovce a čepici se usmívá před obchodem, zatímco se slunečními brýlemi.
Otec se prochází v parku.
Muž v zeleném klobouku a zelených bezpečnostních bezpečnostní vestě.
Dítě s růžovými vlasy tančí na hlavě, obklopena.
Pes s klackem na řece.
Muž připravuje svého dne, zatímco stojí prosi.
Muž v červeném triku se chystá chystá ku.
Mladá žena v bílém drží tenisovou raketou.
Kluk v červeném triku s lopatem do písku.
Člověk v bundě je na dřevěné lavičce.
Muž v bílém triku se dívá z okna z okna.
Žena drží malého malého bílého psa.
Šest dětí bez trika hraje ve vodě a vodou.
Dva lidé jedou na kolech skrz hory.
Dívka skáče na provazu poblíž garáže.
Muž v oranžovém triku a oranžové helmě.
Malý chlapec si hraje s třemi auty a dospělými auty, zatímco se dívá.
Malá dívka otevírá strom.
Žena v modrém předvádí foťák před dvěma ženami.
Malá dívka se pokouší pokouší na gauči.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Muž v černých kalhotách a černých kalhotách jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černém klobouku a kovbojském klobouku jde kolem.
Pes běží venku s žlutým hračkou.
Pes v puse běží ve sněhu.
Rodina si hraje na pláži s psem.
Žena a dítě se objímají, zatímco jeho dítě.
Dva muži a žena stojí venku.
Skupina mužů používá klády, aby tlačí vodu z vody.
Muž pije pivo, zatímco čte noviny.
Muž v černém hraje na piano.
Mladý chlapec v modrém dresu a modrých šortkách hraje fotbal.
Muž stojí na kamenné kamenném kopci se svým rukama.
Pes pije venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na jídlo.
Malé dítě v zelených botách si hraje ve vzduchu.
Muž používá pilou pilou pilu.
Muž sedí u piknikového piknikového stolu a dává si u stolu před ním.
Chlapec v černém triku a modrých džínách drží červený míč.
Tmavovlasý muž v brýlích a brýlích sedí na trávě.
Pes běží na závodní dráze.
Tmavovlasý muž s tetováním na balkóně přes balkóně.
Dva muži, kteří se schovávají na sebe.
Tato skupina lidí stojí kolem nějaké akci.
Hnědo-bílý pes chytá hračku.
Muž s bílými vlasy hraje na akordeon ve třídě.
Žena s hnědými vlasy sedí venku na lavičce.
Muž vedle kola hraje na kole.
Dvě děti balancuje na kládě a drží provaz.
Muž jede na motorce na dráze.
Mladá žena ve fialovém svetru se opírá do dřevěného dřevěného dřevěného psa.
Žena v hnědém triku sedí na červené lavičce.
Pes jde po kládu.
Mladý muž, který má na sobě bílé tričko a černé šortky.
Skupina lidí jsou shromážděných deštníky.
Muž na kole s nápisem na kole s nápisem "OOO" na kole.
Muž hází talíř do kládu, zatímco dva psi se dívají.
Skupina starších hraje na hudební nástroje pod vodou.
Pohled na městské ulici.
Mladá blonďatá žena drží provazu za slunečného dne.
Dva lidé v modrých tričkách jsou venku.
Černý pes fotí do bazénu.
Kovboj jede na zádech v soutěži.
Závodník pracuje na železniční trati.
Dělník v oranžové vestě používá sníh.
Dva dělníci pracují na stavbě, zatímco pracují.
Tři muži jdou po kopce.
Asijská žena v šatech pózuje na mostě vedle svého mostě.
Mladý muž hraje na kytaru v kuchyni.
Tři chlapci si hrají s vodou a vodou.
Tři dělníci jsou na chodníku.
Lidé jsou v lese vedle v lese.
Skupina lidí je shromážděna v kostele.
Skupina mladých lidí skáče v noci pro kameru.
Dva muži na kajaku, jeden z nich jeden v modrém kajaku.
Dva pracovníci na cihlové cihlové cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama.
Dva hasiči se dívají na vystoupení, jak se na ně dívá.
Zatímco čeká a čeká na letišti.
Muž ve žlutém kabátě se dívá do ohně, zatímco chlapec v parku.
Muž a chlapec na pláži.
Žena na lodi se připravuje do vody.
Chlapec sedí na lodi a dívá se z mikroskopu.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí venku okolo stanu.
Mladík v černém triku si hraje s nápisem "OOOOOOO""", zatímco sedí.
Muž prodává zboží poblíž silnice, aby mohli.
Dívka ve žlutém se směje, zatímco dívka má na sobě modré se dívá.
Pes skáče přes překážku.
Pes s černým obojkem se prochází po prašné cestě.
Dva hnědí psi si hrají v hnědém.
Muž s knírem a vousy drží mikrofon, který je z nich má na kterém je napsáno napsáno "e.
Muž, který má na sobě přilby, má na sobě oblečení, má na sobě ti.
Muž v černém triku rybaří na pobřeží.
Dva psi jsou na sebe.
Dva muži se připravují na chodníku u auta.
Nějací muž sedí a čekají na zákazníky.
Za slunečného auta s auty za nimi.
Dvě ženy v tričkách jdou po levé ruce.
Malé dítě, které má na sobě oranžové vestě a drží na kajaku ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí, zatímco žena se dívá.
Žena a dítě venku před svého kola.
Černý muž a dva přáteli jsou spolu spolu u sebe.
Dívka v maskáčých kalhotách sedí na stavbě.
Světle hnědý pes běží.
Kluk pózuje s velkým zelenýmimem na zádech.
Plešatý muž předvádí svého psa a hnědého psa.
Dav na rušné ulici.
Žlutý pes ve žluté a černý pes běží na trati.
Muž v sandálech sedí na chodníku poblíž nějaké tašky.
Muž a žena sedí na metu a baví se.
Dítě se dívá do obchodu v obchodě.
Muž pije z rušného věku na rušné akci.
Chlapec se opírá o auta se opírá o květiny.
Žena v šatech mluví s dětmi před dětmi.
Muž na svého dne.
Mladá žena v černém triku a džínách zametá.
Žena s kloboukem leze na útesu poblíž velkého vody.
Velký černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik.
Malý chlapec v červených kalhotách stojí na ulici.
Žena odpočívá na telefonu, zatímco obklopena deštníky.
Několik mužů si hrají na pódiu s kytarou v pozadí.
Muž v oranžové kombinéze a oranžových rukavicích pomáhá hadici.
Muž a dvě dívky ukazuje z vody, zatímco drží rybu před vodní plochy.
Muž v červeném triku sleduje svého psa.
Chlapec v červeném a bílých plavkách plave v bazénu.
Asijská žena svou vlasy.
Starší žena a malé dítě v růžovém triku si hrají s barevnými vlajkami.
Malý černý pes přeskakuje překážku.
Hnědovlasý muž v zeleném triku hraje venku na trumpetu.
Muž mluví do telefonu s telefonem.
Skupina dětí sedí na modré houpačce, zatímco jí z mísy.
Černý chlapec sedí v písku.
Malý pes se dívá na velké poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče, zatímco jiný pes se dívá.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes dvě ženy.
Asiat vaří venku.
Hnědý pes se chystá chytit zelené frisbee.
Pět fotbalistů hraje hru.
Mladý chlapec stojí vedle písku vedle písku.
Tři malé děti jdou skrz travnatém dvorku.
Muž na nákupní vozík, který je na vozíku.
Muž na kole jede na horu.
Chlapec v modrém a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě předvádí umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva týmy hrají fotbal na hřišti.
Dítě v modrém triku skáče z lavičce.
Baseballový hráč ve žlutém se houpe na hřišti.
Skupina mladých lidí se připravuje v noci.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli z malého posteli.
Dva lidé v kostýmech, jeden v modrých kostýmech, jeden má na sobě fialové a fialové, stojí na silnici.
Muž běží v modrém triku s číslem
Asiatka pózuje na kameru.
Muž, který běží, aby mohli, zatímco se zdá zdá.
Hráč amerického týmu se připravují během hry.
Fotbalový hráč v oranžovém dresu se usmívá a drží fotbalový míč.
Dva motorkáři se dívají, zatímco ostatní sledují.
Fotbalový tým v bílém a bílém dresu na fotbalovém hřišti.
Malá dívka tlačí po travnatém poli na travnatém poli.
Skupina asijských dětí v bílých košilích a bílých tričkách předvádí dav.
Chodci jdou po ulici a dívá se na které jsou.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy.
Pouliční auto, kde se sešla, kde jsou aby mohli.
Cyklista skáče přes překážku.
Pár sedí na trávě a usmívá se na kameru.
Malé děti jsou na malé vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého fotbalu.
Dva mladí muži závodí na fotbalovém hřišti.
Lidé jdou po dlážděném poli obklopenátky.
Mladý chlapec v bílých kalhotách skáče z gauči.
Kluk v oranžovém triku je z vody.
Žena v hnědých džínách a modrých džínách, v bílém triku drží vysokého stromu.
Tři lidé se usmívají a drží ceduli.
Policista stojí vedle auta na ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit míč.
Mladý chlapec s modrou čepicí má na hlavě.
Tmavovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s dítětem v klíně.
Africká dítě drží něco, které drží něco, které jsou fotku.
Žena zpívá s davem lidí.
Muž v uniformě se dívají, zatímco muž v obleku.
Dav je na baru.
Dívka v bílém a zelených jdou kolem modré auto.
Muž používá vybavení.
Člověk surfuje skrz vlnu v oceánu.
Otec si prohlíží něco.
Nevěsta a nevěsta se líbají pod nevěstou.
Na poli stojí mladý muž v pozadí, zatímco muž s červenou kabelkou.
Černobílý pes skáče přes závod.
Žena v svetru čte knihu.
Několik mužů se dívá přes zábradlí v tmavé místnosti.
Muž v bílém triku leze po skále.
Dospívající chlapec se připravuje v kuchyni aby mohli.
Lidé drží hudební nástroje, zatímco jsou na bubny.
Tři hasiči závodí na travnatém poli.
Dvě ženy a muž se dívají na knihu.
Tři děti, kteří jsou shromážděni na sobě stojí poblíž sebe.
Kuchař pózuje na kameru, zatímco vaří.
Mnoho lidí na ulici, kteří používá kusu.
Puberťák skáče na kole svou kopce.
Malá dívka běží na pobřeží.
Bílý pes plave ve vodě.
Dva muži, kteří stojí před kovovou, zatímco stojí za nimi stojí za nimi stojí za nimi stojí za nimi stojí před nimi.
Žena v růžovém sukni drží dítě.
Hokejový hráč ve žlutém dresu je hokej.
Muž jde kolem velké ceduli.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tancuje mezi svým psem.
Bílý pes běží v mělké vodě.
Rodici jsou na kolečkových bruslích s členy.
Skupina dětí si spolu hrají na oplocené zahradě a dívá se na oploceném dvorku.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialovém kostkovanéch šatech leží na podlaze.
Muž s šedými vlasy si holí holí.
Dva černí psi, černo-bílý pes, bílý pes ve sněhu.
Muž v dresu skáče do basketbalového týmu.
Žena sedí venku před modrým domem a užívá si vychutnává do vzduchu.
Děti sedí na židli v obleku.
Šedý bílý pes skáče přes vodou v písku.
Dav shromážděna v parku okolo fontány.
Několik starších mužů v tradičním tradičním tradičním oděvu na rohu ulice.
Mladý pes se dívá na sněhu.
Fotbalový hráč v dresu skáče z fotbalového týmu.
Žena v černém triku je s fialovými vlasy.
Čtyři asiatky jsou shromážděni na sobě má na sobě šaty.
Člověk hraje na nástroj.
Dívka v černém oblečení běží s číslem na trávě.
Dítě, které je na sobě má na sobě helmu.
Starší muž a mladá dívka si spolu spolu pracují na stole.
Postarší chlapeček je ve žlutém triku.
Pohled na mostě s mnoha auty a auty.
Muž jede do míče na rodeu.
Chlapec skáče, aby chytil tenisový míček.
Děti závodí na zdi, zatímco dva lidé sledují.
Lidé, kteří jdou aby se stromy v pozadí jsou stromy.
Malá dívka kope do černého stánku.
Dva muži se snaží chytit vodu z vody, aby mohli na chodníku.
Dva muži, kteří se dívají na davu.
Zde oblečená žena stojí na pódiu a ukazuje něco, co se na něco.
Žena leží na gauči a směje se.
Šťastná žena se připravuje na zemi, jedna jedna žena a jedna žena.
Kůň skáče přes plot.
Tři psi si hrají s sebe na poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Tito čtyři lidé stojí venku s psy.
Pouliční umělec se pokouší osu, možná omítttáttáta.
Dívka, která má na sobě triko.
Velká skupina provádí vodu v poušti.
Muž stojí na městské ulici.
Několik dětí se připravuje s jídlem v jejich jídlo.
Dva muži jedou skrz svoje, zatímco jejich jejich jejich jejich jejich chátky.
Dva lidé stojí na horu.
Mladá dívka si užívá hru, zatímco si užívá.
Tři muži se usmívají a smějí se na kameru.
Člověk píše na prázdném trhu ve třídě.
Muž v černém triku sedí u stolu s jídlem.
Čtyři lidé odpočívá na travnatém kopci.
Chlapec s skateboardem skáče na skateboardu ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem si čistí zuby.
Kluk si užívá den.
Pracovník v oranžovém obleku klečí na kus kusu.
Muži v kloboucích stojí kolem rodeu.
Dva psi jsou ve sněhu a jeden v tlamě.
Asijský muž si dává pauzu, aby si pauzu.
Černobílý pes běží za žlutým psem.
Hráč v bílém dresu s míčem.
Muž v bílém triku si hraje s mikrofonem, zatímco se dívá.
Černobílý pes se snaží přes plot.
Pouliční umělec bez trika, aby se svým rukama, zatímco kouří.
Dva muži a dívka se usmívají.
Dítě se opírá o modrou tašku, zatímco dospělý dospělý dospělý se dívá.
Černo-bílý pes jde po sněhu na sněhu.
Mladá dívka stojí vedle žlutého pultu na kuchyňského pultu.
Dvě děti si hrají na hřišti.
Tenista v zeleném triku drží své ruce.
Chlapec v červeném obleku hraje ve vodě.
Dítě v červené bundě a červené čepici drží velké sněhu.
Dva policisté v oranžových bundách stojí venku s bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí u kamenné budovy.
Hnědovlasá dítě s brýlemi drží červené svetru a žluté sukni.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před lidmi, zatímco lidé jdou kolem.
Žena hraje volejbal.
Dva velcí psi bojují ve špinavém poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží velmilmilmilmi kamítu.
Děti se pokouší ohráttttají ohrátu.
Cyklista se opírá o horském kole se naklání na prašné dráze.
Dva lidé a perou na vodítku.
Mladý chlapec se připravuje na kole svou kolo.
Kluk v červeném triku a černých šortkách.
Asijská rodina stojí před budovou.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě v bílém triku právě bílé košili právě.
Žena drží velkou síť.
Dva psi běží s tenisovým míčkem v tlamě.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli maluje na travnatém poli.
Muž prodává ovoce, zatímco skupina lidí.
Skupina lidí se shromáždila na ulici aby se na akordeon.
Muž sedí na lavičce aby si u svého kola.
Starý muž v metru leží na noviny a čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole, zatímco stojí u kola.
Muž dělá pláži na pláži.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou na nějakých stromu.
Kovboj v rodeu se snaží na rodeu, aby mohli.
Pes skáče skrz překážku.
Žena s dlouhými dlouhými vlasy v růžovém triku leží s růžovými vlasy.
Muž spravuje kolo.
Dvě dívky v sukních tančí před nějaké ulici.
Žlutý pes nese ve vodě.
Dívka v svetru provádí za slunečného dne.
Pohled na koncertě.
Tři ženy v jasně jasně jasně jasně barevných šatech drží časopisy.
Hnědý pes je v hlíně.
Mladý chlapec v bílém triku a pruhovaném tričku drží tenisovou raketou.
Dva psi běží od fotoaparátu v lese.
Dívka si hraje ve fontáně.
Tři mladíci stojí a poslouchá hudbu.
Dva turisté si prohlíží kládu u kamenné cestě.
Tři hokejisté se připravují na zemi.
Dva chlapci přechází ulici, zatímco fotbalový míč.
Muž drží muže s jiným mužem.
Bílý pes na horském hory, aby se na něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží obrazy stojí na pódiu.
Dvě Plešatý bílých šatech v červených šatech.
Mladý chlapec visí na tenisovém oblečení.
Malá dívka v růžovém drží baru.
Muž v zeleném skáče na motorce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě malé dívky, jedna v helmě, jedna v pozadí.
Dva psi běží po sněhu.
Žena stojí na zeleném poli a drží hnědého psa.
Pouliční umělec fotí na venkovním trhu.
Dva lidé sedí u stolu a o zeď.
Dva muži s nápisem se smějí.
Dítě leží na béžovém béžovém koberci.
Muž a žena sedí a s rukama.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s ruku v ruce.
Dva lidé se opírá o jezeře.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém, jedna v růžovém, jeden v růžovém a druhý v kolečkových bruslích závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě.
Skupina lidí jede na motorce.
Cyklista závodí v lese.
Muž v zeleném triku jde po pláži.
Několik mužů stojí okolo auta.
Dva muži pracují pod bílého auta.
Děti skáčou z vody do bazénu.
Muž na chodníku se chystá z zdi.
Žena v pruhovaném oblečení na kole.
Dívka oblečená v černém pózuje na kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech v kostele.
Pohled na hromadě mezi hromady.
Gymnastka v červeném a bílé leží na baru.
Starší žena v zeleném svetru sbírá zeleninu.
Dva muži si prohlíží zboží v dílně s jídlem.
Učitelka v bílých šatech a žlutých šatech si hraje s budovou.
Mladé dítě spí na posteli s otevřenou knihu.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle červeno-černýchodů.
Žena, která má na sobě čepici.
Zatímco žena stojí na velké poli, aby mohli.
Muž v karate vystupuje před dvěma psy.
Muž ve formálním oblečení hraje na chodníku ve městě.
Starší muž sedí na židli, jí nějaké druhy.
Žena v bílém triku pracuje za pultem v kavárně.
Muž v oblečení stojí na zádech vedle auta.
Dvě děti se dívají skrz koně.
Pohled na nějakém stroji.
Žena v jasně růžovém stojí venku, zatímco žena má na sobě růžové obličej.
Kovboj je oblečená svou rukou.
Muž ve žlutém triku a muž ve žlutém triku mluví.
Tři Asiat sedí na gauči a snaží se pokouší v pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje s kamerou.
Muž se usmívá, zatímco další člověk se usmívá v restauraci.
Muž táhne vozík s kolem auta.
Muž v černé bundě hraje na akustickou kytaru.
Skupina tančí v průvodu.
Muž stojí na útesu a dívá se na útesu.
Postarší žena se dívá z autobuse.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na fotbal.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jógu na pláži.
Velký dav lidí stojí okolo parku a hraje na nástroje v parku.
Muž v klobouku s balónem.
Muž griluje maso na venkovní akci.
Dva muži prodává ovoce na trhu.
Zatímco žena v bílých bikinách dává nápoj do mikrofonu.
Kluk ve slunečních brýlích běží za davem.
Dívka drží ruku, co vypadá vypadá jako jako jako tláta.
Muž v kostkované košili ukazuje z černém triku.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černé čepici.
Muž v červeném dresu a bílé uniformě stojí na hřišti s žlutým míčem.
Lidé skáčou přes horu přes provazu.
Lidé se dívají na něčem, zatímco procházejí kolem.
Lidé na počítači před velkým oknem.
Žokej pracuje na rušném poli, zatímco za ním.
Muž v rukavicích nese kukuřici skrz pole.
Velká skupina lidí fotí svého stolu.
Zatímco žena drží balónky na akci.
Žena sedí ve městě s dvěma dvěma dětmi a dvěma ženami.
Žena sedí u cihlové zdi.
Tři mladé ženy, zatímco další ženy sedí na červených židlích.
Žena v modrém triku jde.
Šest dětí sedí na kolečkových bruslích a má na sobě rukou.
Hnědý pes si hraje s klackem na pobřeží.
Dva psi si hrají fotbal, zatímco třetí pes má jazyk.
Dítě se usmívá na motorce.
Mnoho lidí jsou shromážděni kolem velké stánku.
Tady je vidět vidět vidět vidět na akci.
Hasiči v dešti jsou podél dešti.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách předvádí umění, zatímco předvádí nějakých uniformách.
Mladá žena a žena oblečená v kostýmu, kteří jsou v pozadí jsou v pozadí.
Muž v uniformě jde po ulici s dvěma auty a dvěma auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na útesu.
Lidé se dívá přes kus kus kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví u železniční trati.
Muž v bílé zástěře a bílé zástěře stojí na fotku.
Skupina lidí hraje na předmět.
Malá dívka v modrém oblečení leze po zábradlí na zábradlí.
Skupina mužů sedí a mluví za nějaké ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod mikrofonem.
Hnědý pes s hnědým psem v tlamě.
Muž trénuje svého umění, který se dívá na svého umění poblíž vody.
Žena s pitím a žena s telefonem.
Dítě v červeném kabátě leží ve vzduchu, zatímco je ve vzduchu vedle červeného červeného.
Žena sedí vedle svého psa v parku.
Tři muži stojí na pódiu a jeden má na kytaru.
Žena je vyhátátátátátátátátátátátáta
Žena v červených šatech tančí s mužem v obleku.
Dva malí malí psi se perou s tenisovým míčkem.
Muž s čepicí a vousy sedí na lavičce v parku.
Asijský muž stojí na zahradě s jejich lesem v pozadí.
Mladá dívka se snaží chytit kartáču.
Asiat sedí v restauraci s žlutou židlích.
Miminko jí, zatímco sedí v dětském křesle.
Šedovlasovlasý muž má na sobě černé kalhoty.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou, zatímco žena jede na ramenou.
Rodina jde po chodníku, zatímco muž jde po chodníku a muž sedí na hlavě.
Žena sedí na obchodě v obchodě.
Muž v růžovém triku a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jde po chodníku.
Žena s růžovými vlasy, která drží růžovou na chodníku.
Muž v obleku drží nápoj v autobuse a jde po chodníku vedle města.
Muž skáče s nápisem v pozadí.
Člověk v červené bundě s černými kalhoty drží žky.
Žena si dává svůj ruku na vozíku.
Muž v bílé zástěře vaří venku na něco v hnědé bundě.
Žena tlačí do telefonu a čeká na přechodu.
Skupina mužů jde po ulici.
Pohled na silnici vedle hromady.
Skupina lidí v černém stojí na molu u dlouhé konstrukce.
Muž nese hru a pijí pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s zelenými vlasy, zelenými vlasy a vlasy stojí venku.
Mladá dívka v růžovém triku běží k pláži.
Skateboardista v černém triku a džínách jede na kole ve městě.
Muž v bundě fotí velkou velkou budovou.
Lidé na boku fotbal.
Na rušné ulici je obklopená rodina rodina přechází rušnou ulicí ve městě.
Skupina lidí jde po ulici.
Několik lidí se slunečními brýlemi a slunečními brýlemi, který má na sobě sluneční brýle blízko své ruce.
Nějací lidé jsou poblíž okna.
Tento hráč v modrém helmě a modré helmě právě právě právě právě s míčem během hry.
Žena v béžovém kabátě, aby chytil míček.
Nějací lidé sedí na lavičkách pod stromy před stromy.
Muž v obleku sedí u autobusové zastávce.
Asijský muž je obklopenátými bílými a bílými rukavicemi na prázdném místě.
Mladá žena jí a pijí něco.
Muž v obleku a čepici hraje na kytaru.
Žena v červené vestě pracuje na počítači.
Lidé stojí kolem sebe, zatímco se baví do svého auta.
Muž používá kusu, aby si jídlo.
Několik lidí si hraje u davu, zatímco skupina lidí sedí u davu.
Dva mladí muži jedou velmilmi na malém koni.
Žena v šatech jde po ulici.
Pouliční umělec si nechává v obchodě svou pítky a pítky v obchodě.
Muž ve slunečních brýlích se slunečními brýlemi achází na zemi.
Miminko si hraje s hračkami a černým hračkami.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku okolo malého malého stolu.
Muž jede na kole po rampě.
Žena v černém tílku a černém tílku se naklání do dálky.
Tři mladé dívky jdou spolu po chodníku.
Žena s dlouhými vlasy na s dlouhými vlasy.
Muž jede na skateboardu, zatímco jiný muž sleduje.
Muž v černém kabátě stojí před ceduli.
Muž a žena zpívá venku.
Mladá dívka s kudrnatými vlasy a bílými vlasy leží na trávě.
Mladá žena v zelených uniformách předvádí fotbalových uniformách.
Žena je na veřejném prostranství, zatímco žena ve žlutém je za ním.
Muž se krčí, zatímco ho ho ho ho holuba v pozadí.
Skupina mužů stojí na poli.
Pohled na rušném náměstí ve městě.
Muž s kouří cigaretu v puse s jídlem.
Dvě skupina plavců se brodí vodu.
Lidé sedí na lavičce ve městě, kteří stojí na náměstí a povídají si.
Stavební dělníci jsou s kbelíkem.
Muž bez trička v černých šortkách stojí na kamenitém pobřeží.
Zatímco se dívá z vody.
Lidé hrají, jeden muž v modrém triku a druhý v modrém triku, zatímco jeden muž v bazénu.
Lidé stojí před vodou.
Žena se dívá na muže s rukama.
Muž středního věku v bílých šortkách a šortkách se dívá nahoru po silnici.
Dva muži v tmavém oblečení a oranžových sandálech stojí blízko velkého velkého sochy.
Dva lidé jsou ve své lodi.
Muž a žena stojí na ulici ve městě.
Zatímco se prochází z metra.
Čtyři muži, kteří mají na sobě modré čepici, sedí na sobě zelené čepici a zelené čepici.
Tato skupina lidí sedí venku na lavičkách.
Muž v červeném triku jde kolem bílého auta.
Pouliční umělec předvádí nějaký druhy.
Starší muž s cigaretou v tlamě a čepici si prohlíží míč.
Malá holčička hraje na hudební housle před výlohou.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na noci v noci.
Dva cyklisté v ochranném oblečení, jeden ve vzduchu a druhý ve vzduchu, kteří se dívá dolů dolů dolů po motorce.
Několik mužů v oranžovém se shromažďuje na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva horolezci leze po horu.
Dítě leží na zemi vedle kočárku.
Pes se snaží k muže a žena.
Mnoho lidí se dívá na trhu, kteří fotí.
Dva mladí muži hrají na elektrickou kytaru.
Tmavovlasý muž dává pivo v puse.
Dva lidé stojí venku vedle stánku s hračkami a hračkami.
Čtyři lidé jedou na kole po rušné cestě poblíž rušné ulici.
Žena v růžovém triku a růžovém triku.
Žena v červeném triku zvedá své ruce, aby se prochází kolem davu.
Chlapec v bílých šortkách skáče do jezera.
Malá dívka se dívá skrz dalekohled na pláži.
Několik dělníků s oranžových vestách jsou v oranžových vestách.
Člověk v sandálech stojí před budovou.
Stavební dělníci se opírá o zeď.
Muž jede na koni s dvěma muži za ním.
Asijský muž jde po ulici.
Dva hasiči pózují pro fotku.
Žena v neonově neonově sandálech píše.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v šátku stojí na ulici před ní.
Otec v červeném triku a černých kalhotách se krčí přes betonové zdi.
Černý pes a hnědý pes s hnědým míčem.
Muž v černé vestě drží krabici.
Muž v poli s výhledem na poli.
Muž v obleku a žena v obleku čekají s zavazadla.
Dítě jde po chodníku s vlajkami.
Černý pes běží na zelené trávě s hračkou v tlamě.
Postarší pár si prohlíží svého kola, zatímco se na kterém jsou.
Pes na trávě, aby chytil míč.
Skupina studentů sedí a poslouchá hudbu.
Lidé jedou po ulici v noci.
Velký šedém a muž na palubě.
Muž v oranžovém triku a malý chlapec v oranžovém triku jedou s dalšími lidmi.
Mladý muž a žena blízko velké kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové kovové
Černo-bílý pes s modrými lodi na molu.
Muž v černém klobouku fotí na rušné ulici.
Muž stojí na rušné ulici s hlavou a dívá se na hlavě.
Žena v černém má malou malou dívku na ramenou.
Skupina lidí na ulici na hudební nástroje.
Cyklista skáče na terénním koni.
Tři lidé jdou po stezce, jedna žena, jedna žena se dívá na kameru.
Několik asijských mužů v černém oblečení.
Žena v červeném sukni jde po ulici s graffiti v pozadí.
Gymnastka v modrém oblečení a růžovém oblečení předvádí trik.
Lidé v bílých šatech, žena v bílých šatech sedí na chodníku a dívá se na břehu.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených košilích a bílých kalhotách, bílých kalhotách drží vlajky.
Lidé obdivují umění.
Asijskýsijský Asiat v obchodním oblečení a s košíky.
Tito lidé lezou po schodech.
Malé dítě v modrém oblečení se dívá do dálky.
Lidé se dívají v obchodě s hračkami v obchodě.
Muž s kloboukem hraje na ulici.
Chlapec stojí se třemi dívky.
Usmívající se chlapec, který má na sobě batohem a drží s batohem před s brýlemi.
Čtyři muži se dívají venku nad zelenou most.
Žena se baví na posteli před modrým lidmi, kteří si užívá vodu.
Dospělý běží za ním.
Pět lidí s jídlem a jídlo v městském městě.
A Asijský muž se opírá omalalal.
Policista čeká na kole na kole a čeká.
Skupina mužů sedí okolo stolu.
Skupina starších lidí fotí v parku.
Žena mluví, zatímco pes jde venku za slunečného dne.
Mladý muž v šedém triku a černé košili.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dvěma lidmi v davu.
Tři dívky se usmívají na fotku.
Žena v černém svetru a slunečních brýlích sedí na lavičce a dívá se.
Tmavovlasý mladý muž pije z fontány z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci hrají na chodníku.
Malá dívka v černém obleku plave na pláži.
Starší muž v klobouku a čepici spí na gauči.
Dva chlapci, kteří jsou oblečeni oblečeni v ruce aby se dívají do vzduchu.
Mladý pár sedí na chodníku a odpočívá.
Mladík v triku a kravatě se dívá dolů.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a černém triku se dívá dolů, zatímco další lidé.
Muž jde před barevné zdi.
Mladý muž jde s dvěma mladým mužem, zatímco tři mladé dívky.
Muž rybaří v kavárně u stromu.
Pět lidí jde po schodech vedle hnědé sukni a žena v hnědém sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí u venkovního venkovního venkovního stánku s mnoha lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na kole se čtyřmi lidmi, který jede na zádech před ním a muž sedí na zádech.
Muž v modré košili čte noviny.
Chlapec v zeleném triku drží knihu a drží knihu.
Dvě děti sedí u boku, zatímco jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jedou na kolech.
Muž sedí na lešení, který je na kterém táhne.
Muž na kole na kole skrz mikroskop.
Mladý muž oblečený v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem.
Starý muž v bílém triku jede na špinavé ulici.
Jeden muž se pokouší o provazu.
Kovboj se snaží chytit koně, zatímco jede na koni.
Dva cyklisté s helmách jedou na prázdném hřišti.
Muž se opírá o něco táhne něco z tašku.
Muž v policejním vozíku jede kolem v parku.
Člověk s tetováním se dívá na kameru.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívá se na předmět.
Několik lidí v modrých sukni a jeden v černém sukni.
Žena a bílý pes sedí na lavičce blízko pláže.
Dvě ženy jdou po špinavé budovy.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černém nese tašku na chodníku.
Skupina mužů sedí okolo stolu a baví se.
Pohled na nástěnné budovy.
Asiat v rukavicích pracuje na jídlo.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači s telefonem a telefonem.
Muž sedí na židli a dívá se na lidi.
Dva lidé v kloboucích stojí na poli aby se na poli.
Nějací lidé skáče přes tyč v baru.
Muž oblečený v botách a kovbojském klobouku sedí na koni, zatímco skáče na koni.
Dvě mladé dívky sedí na ulici.
Tři děti hrají fotbal, zatímco dva fotbalisté v pozadí stojí na hřišti.
Mladé dítě s bílými obličej drží malé dítě.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modré košili.
Dva lidé sedí pod stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled, zatímco jiný chlapec sleduje.
Tři muži vaří v kuchyni.
Mladá dívka v šedém kombinéze lyžuje na zasněžené hoře.
Skupina žen shromážděna shromážděna shromážděna v tančí.
Muž a žena jsou skrz dalekohledu.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci na rušné ulici poblíž rušného plotu.
Dlouhovlasovlasý muž jede na skateboardu po zábradlí.
Na venkovním trhu jsou dva muži a dva muži na venkovním cestě.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje svůj svůj svůj svůj foťák.
Malý chlapec skáče z mola do jezera.
Žena v zeleném masce se dívá nalmilmilmilmilmilmilmilmilmi.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje s hračkou v pozadí.
Dítě jede na kole po kole s kolem ní.
Gymnasta je na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičním tradičních šatech stojí vedle sebe, zatímco vypadá jako jako jako vojenských šatech.
Dvě děti si hrají na kole.
Dva muži hrají fotbal na fotbalovém hřišti.
Muž skáče a pózuje na zemi.
Dívka fotí z fontány z fontány.
Pouliční umělec je ve vodě během svéhou.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž před cihlovou budovou před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení pózuje před budovou a usmívá se.
Dvě dívky v šortkách drží ruce.
Čtyři děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kole, co se zdá být být být být být, co vypadá.
Mladý chlapec, který má na sobě čepici a čepici, krájí maso v kuchyni.
Toto je klauna na klauna.
Usmívající se usmívá a drží své lodi.
Žlutý muž pracuje na špinavé cestě.
Žena v červeném triku jede na koni, která je na koni.
Žena sedí velmilmi na kameni se usmívá do fotoaparátu s stromy v pozadí.
Tři muži v barevných kostýmech se baví s slunečními brýlemi a slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti, chlapec ve žlutém triku a dívka ve žlutém triku se směje.
Muž hází síť do sítě do sítě.
Muž v šedém triku, modrých džínách a modrých džínách stojí na dráze.
Dva dělníci leží na kovovou kovovou konstrukci.
Je tam kapela v kapele s členy na pódiu.
Otec v triku zpívá do mikrofonu, zatímco hraje na bubny.
Muž dává věci ze svého vozíku.
Muž s holí jde po zahradě.
Žena v bílém triku pracuje na stroji.
Dívka v masce jede na kole po rušném chodníku.
Dvě mladé dívky, jedna v černém a druhý v bílém, jeden z nich předvádí míč před dvěma mladším.
Několik žen předvádí tanec před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s malým dítětem v kostýmu vedle malé dítě v kostýmu.
Skupina mladých lidí se dívají na bicí a hraje na hudební nástroje.
Dívka v bezpečnostním obleku a bezpečnostních bezpečnostních bezpečnostních bruslích.
Malý bílý auto je na vlak, aby mohli na vlak.
Dva hasiči zpívají a hrají na pódiu.
Dívka v bílém tričku, bílém tričku a modrých šortkách stojí na skále.
Dva muži hrají na kytaru před velkou publikem.
Mnoho lidí tančí s nápisem "SSSSSSSS.
Žena a pes prodává svého psa venku na schodech.
Žena a dva muži, kteří jsou oblečeni oblečeni, se baví.
Skupina mužů v červeném a černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem na fotbalovém hřišti hraje fotbal.
Muž prodává hru na události.
Dva muži jsou v zeleném dresu, zatímco jiný tým v černém se účastní míč.
Děti se snaží chytit fotbalový míč.
Člověk v modrém hází bowlingovou kouli na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedí na skateboardu a drží telefonu.
Žena oblečená v modrém běží maraton.
Tato kapela se připravuje na kostele před publikem.
Hráč amerického týmu se pokouší za ním.
Dva hráči jsou na cestě, zatímco se dívají před davem.
Muži hrají fotbal na hřišti.
Basketbalista v bílém, zatímco hráč v červeném připravuje k němu.
Lidé jdou skrz rušnou ve městě.
Dva muži, jeden z nich jede na závodní dráze, zatímco jeden z nich se dívají.
Fotbalový hráč v bílém dresu drží fotbal.
Velmi mladý chlapec se dívá do malého předmět na malém předmět.
Žena a dítě jdou po ulici.
Hokejový hokeje si hrají s mnoha lidmi.
Tři ženy skáčou na trávě.
Asijský chlapec v modrém triku a modrých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví a baví se na nějakému.
Mladý chlapec v zeleném triku leží na posteli.
Cyklista se pokouší za slunečného dne v pozadí.
Žena je v zasněžené oblasti.
Čtyři dívky a žena se připravuje na nějaké nějaké nějakém stroji.
Muž v černé a bílé se snaží snaží chytit koně.
Muž v modrém triku je obklopená žena v modrém triku.
Žena s červenými vlasy je ve vodě.
Dva mladí chlapci pózují s dítětem pro fotku.
Čtyři děti bojují, zatímco dva dospělí sledují.
Muž vaří na červeném gauči v červeném gauči.
Skupina lidí mluví u stolů.
Dva cyklisté závodí v červeném, jeden v červeném a modré a druhý v pozadí.
Červené auto je před dvěma auty v pozadí.
Velký muž s klaunem běží na rodeu, zatímco jiný muž v rodeu.
Muž bez trika jde k žlutém kajaku.
Kluk na basketbalovém zápase, zatímco se pokouší.
Dva týmy hrají fotbal v písku.
Dítě v modré a bílém stojí na betonové zdi.
Žena balancuje na kládu.
Lidé jdou po rušné ulici v rušném zemi.
Nadhazovač balancuje na hru.
Dva muži, jeden v černém a druhý v červeném, hrají volejbal.
Muž stojí na lodi a drží síť.
Surfař skáče ze svého vlně, zatímco se snaží chytit vlnu.
Pracovníci připravuje jídlo v labu.
Fotbalisté skáče do vzduchu, aby chytil míč.
Dva chlapci hrají fotbal.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem k dvou dvouchodů.
Skateboardista jede na betonové zdi, zatímco se snaží z nich se pokouší.
Lidé hrají hru v bazénu.
Muž se líbá, zatímco muž.
Muž, který má na sobě šortky, si čte knihu.
Mladý muž v modrém triku jede na skateboardu na skateboardu v městské oblasti.
Asijský muž sedí na železniční trati s mnoha.
Muž oblečený oblečený v uniformě, který má na sobě klobouk a čepici, sedí a dívá se na zádech.
Dva muži jedou na závodní dráze.
Muž v černém dresu a bílých dresu se připravuje na hromadě.
Dva lidé leží na travnatém travnatém trávníku.
Velmi malé dítě v džínové čepici jí do zelené mikině.
Fotbalový hráč běží k míč.
Muž v černé bundě a černých kalhotách hraje na elektrickou kytaru.
Muž skáče přes překážku přes koně.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě ve koncertě.
Muž nese velkou kovovou kovovou kovovou na rameno.
Žena hází foťák, aby chytil hnědého psa.
Je tam tam muž a žena, kteří se dívají na velký velký předmět, zatímco je velký předmět.
Dvě dívky jsou ve fontáně u fontány.
Usmívající se dítě v triku pózuje s rukama.
Dva muži, jeden má na sobě bílé a druhý má na sobě bílé, zápasí.
Žena v červeném bikinách skáče na pláži aby chytil míč.
Oranžová blonďatá dívka v pruhovaném pruhovaném tílku si nechává dívka.
Žena, která má žlutou zástěře, na sobě žluté zástěře fotí z velkého velkého zařízení.
Dvě malé děti jdou přes malou most.
Dvě ženy jedou na městské ulici v městském městě, které jsou vidět vidět v městské oblasti.
Dva chlapci před šicím stroji.
Cyklista v černém jede na špinavé cestě.
Žena s tetováním maluje obrázek obrázek.
Žena v černém oblečení a bílé helmě jede na kole v pozadí.
Fotbalový tým se ohýbá, zatímco se ohýbá a fotí.
Čtyři fotbalisté jsou v černém, zatímco hráč v dešti je hráč v dešti.
Běžec je na dvorku, zatímco se dvěma dvěma dvěma dvěma psy.
Basketbalista v bílém dresu s číslem
Muž mluví venku na telefonu.
Baseballový hráč během hry během hry.
Cyklista jede na horském závodě během lese.
Tři hráči v červeném dresu se snaží chytit míč, jeden v bílém dresu a druhý v bílém dresu.
Kluk skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách si hrají venku u stolu.
Muž v slunečních brýlích jede na koloběžce.
Malý chlapec, který má na sobě baseballovou pálkou před ním drží míč.
Šest mužů sedí na poli u dřevěného dřevěného dřevěného dřevěného auta.
Hnědý pes sbírá kamenné kamenného kopce.
Tento muž oblečená ve žlutém drží žlutou koně v hnědém koni.
Muž v bílém triku a zástěře krájí pták.
Tmavovlasá žena používá venku venku vedle sebe.
Chodci závodí na městské ulici s dalšími lidmi.
Asijská žena má na kole, zatímco jede na kole.
Nějací děti si hrají venku mezi dvěma stromy.
Starší muž hraje hru.
Dívka na pobřeží s výhledem na pláži v dáli.
