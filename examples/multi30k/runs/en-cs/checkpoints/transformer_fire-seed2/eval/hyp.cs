Muž v oranžovém klobouku si prohlíží něco na něco.
Pohled na zelené trávě před bílým plotem.
Dívka v karate dresu si dává míč před klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu a v pozadí.
Lidé jsou na střeše domu.
Muž ve světle světle světle barevném oblečení stojí okolo ženy a žena v tmavém oblečení.
Skupina lidí stojí před kavárnou.
Chlapec v červeném dresu se snaží, zatímco se snaží chytit míč.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží časopisy.
Matka a mladá si užívá den venku venku venku.
Muži hrají volejbal s míčem, jedna rukama ve vzduchu.
Žena drží jídlo v kuchyni.
Muž sedí u stolu a používá svého stolu.
Tři lidé sedí v vybavení.
Dívka v šatech jde podél schodech.
Blonďatá dívka drží ruce s rukama v písku.
Žena v šedém svetru a černé čepici stojí v řadě.
Člověk v pruhovaném triku leze po horu.
Dva muži fotí, zatímco žena se dívají.
Lidé stojí venku před budovou.
Teenager hraje na hřišti na hřišti.
Žena dělá nějaké nějaké trampolíně na pláži.
Muž stojí u stolu v baru.
Žena používá obraz, zatímco další muž fotí.
Žena v růžovém svetru a zástěře čistí stolu s nápisem.
Muž krájí stromy na stromy.
Skupina asiatů čekají na maso, aby mohli.
Ženy v tradičním oblečení jsou v tradičním oblečení.
Jeden muž drží hlavu, zatímco se připravuje na obličeji.
Šest lidí jedou na horském kole skrz les.
Dvě blonďaté dívky sedí na mokrém náměstí.
Dítě je ve vodě.
Tři lidé sedí u piknikového stolu před kavárnou.
Tři chlapci stojí na molu v plavkách.
Stará žena drží tašku, zatímco si prohlíží zboží na trhu.
Tmavovlasá žena si hraje s nápisem.
Pouliční umělec v uniformě, v uniformě se dívá na kameru za plotem.
Mladá žena se dívá na pizzu.
Muž bez trička stojí v šortkách, zatímco stojí na kamenech.
Dívka v vestě jede na vodě ve vodě.
Muž v uniformě a modré košili stojí před budovou.
Lidé sedí v vlaku.
Dítě se houpe s nohama v lese.
Muž v červeném triku skáče do vzduchu.
Dva muži v plavkách skáče do vzduchu na pláži ve vzduchu.
Batole vaří s mužem.
Otec a dvě děti pracují venku na trávě a pracují na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách hraje na pláži s červeným míčem.
Lidé jdou po chodníku vedle obchodu.
Cyklista předvádí trik, zatímco se snaží do vzduchu.
Velká skupina lidí lije ulici.
Muž na prkně jde do vody do vody.
Žena v džínách jde kolem autobus s brýlemi, která má sluneční brýle.
Muž v růžovém triku sedí na trávě a je ve vzduchu.
Závodní auto je na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žluté kalhotách zvedá ruce.
Dva muži v kloboucích a čepicích jdou poblíž vody.
Tým tým dělá trik na židlích.
Chlapec si hraje s dítětem, zatímco dívka se dívá.
Dav lidí se baví na veřejném veřejném parku.
Muž sedí na lavičce a dívá se na vodu.
Chlapec a mladší chlapec si hrají na hřišti.
Žena v modré kožené bundě se dívá na lavičce, zatímco sedí za ní.
Hnědý pes stojí na pláži.
Žena sedí s košíkem.
Muž griluje na dvorku.
Žena zpívá v klubu za ní.
Muž hraje na kytaru na červené kytaru.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceánu.
Žena s housle hraje na kytaru, zatímco žena se dívá na kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku, aby mohl mohli.
Tři dospělí v metru si hrají okolo.
Hnědý pes jde v trávě s vyplazeným jazykem.
Lidé sedí v trávě před budovou, si pauzu.
Muž bez trika se dívá do dálky, zatímco tři žena sedí venku.
Dva mladí chlapci si dává ovoce na kole.
Muž v černém tričku a džínách hraje na bubny.
Mladá žena maluje obraz na zdi.
Dvě ženy předvádí trik ve vzduchu obklopena dvěma ženami.
Muž míchá v kuchyni v kuchyni.
Chlapec se snaží na jezeře.
Muž pracuje s párem.
Velká skupina lidí sedí venku a povídají si venku.
Blonďatá žena dělá jídlo na baru.
Malé dítě v modrém tričku a bílém tričku drží žlutou hračku.
Žena s růžovými vlasy v černém mluví s mužem.
Muž v obleku vaří jídlo na dva lidé.
Dívka přes řeku přes řeku.
Dělník s brýlemi klečí vedle dvě ženy.
Starší muž ukazuje s rukama a dívá se.
Dítě v bílém dresu cvičí v karate.
Tři muži v oranžových vestách jsou venku venku.
Žena fotí chlapce, zatímco muž v růžovém klobouku nese muže.
Skupina asijských dětí sedí na židlích v modrých židlích.
Mladý chlapec v uniformě pláče do svého stánku.
Šťastná žena připravuje v kavárně.
Stavební dělník řídí stroj na staveništi.
Žena běží po hře, zatímco se snaží chytit míč.
Muž v uniformě jde kolem muže, zatímco jiný člověk.
Skupina lidí leze v plavkách.
Skateboardista se chystá na horu s modrou helmou.
Muž dělá stojku na střeše.
Dítě sedí u stolu v restauraci a drží obličej.
Hnědý pes se brodí do jezera.
Matka je její dvě malé chlapci, aby mohla do vody.
Malé dítě jde vedle červených květinu.
Dívka sedí na kole s dívkou, zatímco další dívka fotí.
Černý pes chytá míč ve vodě.
Muž v bílých kalhotách a modré košili kope do žluté tašku.
Dva mladí muži se účastní různého dne.
Chlapec s nápisem a čepicí píše na s rukama v obchodě.
Dva lidé pádlují na oceán na oceánu během západu slunce.
Lidé stojí v přeplněném metru a v metru.
Muž leze na zdi s rukou v ruce.
Dva hnědí psi běží sněhem.
Jeden chlapec na pódiu předvádí malé děti.
Miminko v kostýmu se dívá na kameru.
Muž sedí vedle počítači vedle počítači.
Tato žena má na hlavě, že se směje a směje se.
Lidé v budově, jeden z nich fotí.
Čtyři bílí psi s bílými náhubkem skáče přes zeď.
Žena v modrém triku drží dítě.
Dva lidé sedí na pláži ve vodě.
Stará žena pracuje na stavu.
Chlapec stojí v popředí a dívají se na hřišti.
Muž v modré bundě běží přes rameno.
Tři hnědí psi skáčou v modrém.
Chlapec visí z okna z okna.
Muž v šedém triku skáče přes dunu v písku.
Dítě ve žlutém triku skáče a skáče dolů.
Dělník ve žluté bundě pracuje na vrchu budovy.
Muž ve středním věku si povídají.
Několik pije pivo na stropu.
Muž jede na útesu přes oceán.
Muž v černém jde ve sněhu.
Otec skáče po míči.
Policista v kšiltovce a kšiltovce se usmívá venku před slunečními brýlemi.
Zatímco se prochází v parku.
Muž v zeleném klobouku a žluté vestě se žluté vestě.
Dítě s růžovými vlasy tančí na hlavě obklopeny.
Pes s strká něco na řece.
Muž připravuje svůj svého dne.
Muž v červeném triku se chystá chystá k ku.
Mladá žena v bílém drží tenisovou tenisovou raketou.
Chlapec v červeném triku skáče do žlutého písku s žlutou lopatou.
Dospělý v bundě na dřevěné lavičce.
Muž v bílém triku se dívá z okna.
Žena drží malé dítě.
Šest dětí bez trika si hrají ve vodě a užívá si.
Dva lidé jedou na kolech přes horu.
Dívka skáče na chodníku poblíž garáže.
Muž v oranžovém triku a helmě.
Malý chlapec si hraje s mnoha auty a dětmi, zatímco se dívá.
Malá dívka otevírá dárek.
Žena v modrém s kamerou před dvěma ženami.
Malá dívka se pokouší zkouší na gauči.
Hnědý a černý pes běží po cestě v lese.
Dva psi si hrají u stromu.
Cyklista v černých kalhotách a černých kalhotách jde po schodech na schodech.
Dva muži v zeleném připravují jídlo v restauraci.
Muž v černé koženém klobouku a kovbojském klobouku jde kolem.
Pes běží venku s žlutým hračkou.
Pes ve sněhu běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se objímají, zatímco se baví.
Dva muži a žena stojí venku.
Skupina mužů používá na lodi, aby tlačí vodu.
Muž pije pivo, zatímco čte noviny.
Muž v černém a černém hraje na piano.
Mladý chlapec v modrém dresu a žluté šortkách hraje fotbal.
Muž stojí na kamenné kamenné kamenné kamenné zdi s rukama.
Pes pije vodu venku na trávě.
Dvě ženy v tílku se dívají na kameru.
Muž sedí na židli a připravuje se na fotku.
Malé dítě v zelených botách si hraje v kuchyni.
Muž používá pilu.
Muž sedí u piknikového stolu s nápisem a pijí pivo před ním.
Chlapec v černém triku a modrých džínách drží červenou pálkou.
Tmavovlasý muž s brýlemi a brýlemi sedí na trávě.
Pes běží na závodní dráze.
Zatímco muž sahá na balkoně.
Dvě ovčák se objímají na sebe, zatímco se objímají.
Toto je skupina lidí na nějaké akci.
Hnědo-bílý pes si dává hračku.
Muž s bílými vlasy hraje na akordeon uprostřed budovy.
Žena s hnědými vlasy sedí venku na lavičce venku.
Muž vedle kola hraje na flétnu.
Dvě děti balancuje na kládu a drží provaz.
Muž jede na motorce na dráze.
Mladá žena ve fialovém topu jí na dřevěné dřevěné palubě.
Žena v hnědé košili sedí na lavičce.
Pes jde po kládě přes malé řeky.
Mladý muž v bílém tričku a zeleném triku stojí na zeleném snowboardu.
Skupina lidí jsou kolem deštníky.
Muž, který má na sobě strká ceduli s nápisem na kole.
Muž hází frisbee, zatímco dva psi se dívají.
Skupina starších hudební nástroje hraje pod stanem.
Pohled na rušné ulici.
Mladá žena drží bílého provazu za slunečného dne.
Dva lidé v modrých tričkách jsou venku před obchodem.
Černý pes dává do bazénu do bazénu.
Kovboj jede na zádech v soutěži.
Cyklista pracuje na železniční trati.
Pracovník v oranžové vestě používá sníh.
Dva dělníci pracují, zatímco pracují na staveništi.
Tři muži jdou po kopci.
Asijská žena v šatech pózuje na mostě a pózuje u ní.
Mladý muž si na kytaru v kuchyni.
Tři chlapci si hrají s kbelíkem a kbelíky.
Tři dělníci jsou na chodníku.
Lidé jsou v lese vedle v lese.
Zde je shromážděna v kostele.
Skupina mladých dospělých skáče v noci na kameru.
Dva muži jsou na kajaku, jeden z nich jeden v modré, jeden z nich má modrou bundu.
Dva dělníci pracují na cihlové budovy.
Žena v červeném svetru a džínách sedí na kole s rukama.
Dva atleti se připravují na fotku, zatímco se dívají na něj dívá.
Na letišti čeká a čeká na letišti.
Muž ve žlutém kabátě se dívá na vodu v parku.
Muž a chlapec na pláži.
Žena na lodi v černém lodi do vody.
Chlapec sedí a dívá se z mikroskop.
Mladá dívka v růžových šatech skáče venku.
Mnoho lidí sedí kolem stanu venku.
Mladík v černém triku hraje na buben, zatímco sedí.
Muž prodává věci poblíž budovy.
Dívka ve žlutém se směje na sobě má na sobě oranžovou bundu, zatímco dívka v modrém se dívá.
Pes skáče přes překážku.
Pes s černým obojkem a černým obojkem v hlíně.
Dva hnědí psi si hrají v poli.
Muž s vousy a vousy drží ceduli, který má na kterém je z nich.
Muž, který má na sobě má na sobě na sobě oblečení, je prom oblečení.
Muž v černém triku rybaří na pobřeží.
Dva psi se perou, aby mohli.
Dva muži se baví na chodníku u auta.
Muž sedí a čeká na zákazníky.
Na autobusové zastávce s auty jsou za nimi.
Dvě ženy v tričkách jdou po levé ruce.
Malé dítě v oranžové vestě drží modrou kajaku ve vodě.
Lidé jdou po cestě v parku.
Tři mladí dospělí si povídají v davu lidí.
Žena a dítě před dveřmi.
Černý muž a dvě bílých přáteli spolu spolu spolu spolu spolu spolu bojují.
Dívka v maskáčých kalhotách sedí na vrcholu vrcholu zdi.
světle hnědý pes běží nahoru.
Chlapec pózuje s velkým velkým velkým velkýmmem v rukou.
Plešatý muž dělá svého psa a černého psa.
Dav na rušné ulici.
Pes s náhubkem a černým obojkem běží po dráze.
Muž v sandálech sedí na chodníku poblíž nějaké tašky.
Muž a žena sedí na plotu a baví se.
Dítě se dívá na stroj v obchodě.
Muž pije z žlutého stolu na rušném akci.
Chlapec se opírá o auta s květinami.
Žena v šatech mluví před dětmi.
Muž na svůj svého dne.
Mladá žena v černém triku a džínách zametá.
Žena s čepicí leze na velkém útesu poblíž vody.
Velký černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena s rukama na telefonu je obklopena deštníky.
Dva muži hrají na hudební nástroje na pódiu s vysokými světly.
Muž v oranžové kombinéze a modré čepici pomáhá malé malé dítě.
Muž a dvě dívky ukazuje z okna před vodou.
Muž v červeném triku sleduje psa na dráze.
Chlapec v červených plavkách a bílých plavkách plave v bazénu.
Asiatka pomáhá své vlasy.
Starší žena a malé dítě v růžovém triku si hrají s barevnými barevnými barevnými vlasy.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném triku hraje venku venku.
Muž mluví do telefonu s rukama.
Skupina dětí sedí na modré modré molu, zatímco jí jí jí.
Černý chlapec sedí v písku.
Malý pes sleduje dva psi v poli.
Lidé sedí v kruhu před velkou budovou.
Jeden pes skáče aby chytil míček.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy se baví přes bílých židlích.
Asiat vaří jídlo venku.
Hnědý pes se chystá chytit zelené frisbee.
Skupina pěti pěti kapely hraje na hudební nástroj.
Mladý chlapec stojí vedle písku vedle písku.
Tři malé děti jdou po travnaté zahradě.
Muž tlačí vozík na vozíku.
Muž na kole jede na horu.
Chlapec v modrém a žlutých botách běží po prašné cestě.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojové umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva týmy jsou na hřišti.
Dítě v modrém triku skáče z lavičce.
Fotbalový tým v žlutém dresu hází míč.
Skupina mladých lidí se připravuje v restauraci.
Mladý muž na skateboardu z růžové zábradlí.
Mladý chlapec skáče z posteli na posteli.
Dva lidé v kostýmech, jeden v kostýmech a druhý ve fialovém, stojí na silnici.
Muž běží s modrým trikem, který má na sobě modré tričko.
Asiatka pózuje pro kameru.
Muž, který vypadá jako jako jakož běží maraton, zatímco ukazuje.
Basketbalista se snaží na hře během hry.
Fotbalista v oranžovém dresu se usmívá a drží fotbalový míč.
Dva cyklisté se skateboardový trik, zatímco ostatní sledují.
Fotbalový tým v bílém a bílých dresech na hřišti.
Malá dívka tlačí na koloběžce skrz travnatém poli.
Skupina asijských dětí v bílých tričkách a bílých kloboucích vystupují s davem.
Chodci jdou po ulici v pyžamu, které se dívá dolů po ulici.
Hnědý pes běží po písku.
Dva muži v uniformách stojí vedle ženy.
Vosonononononononononononon, kde se zdá zdá zdá zdá zdá, že že se chátátá a s vlajkami.
Cyklista skáče přes překážku.
Pár sedí v bílých židlích a usmívá se.
Mladé děti jsou na malé vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče do svého míče.
Dva mladí muži hrají fotbal na fotbalovém hřišti.
Lidé jdou po dlážděném svahu, které jsou obklopena.
Mladý chlapec v bílých kalhotách skáče z gauči.
Chlapec v oranžovém triku se připravuje z okna.
Žena v hnědé bundě a modrých džínách drží bílého stromu pod dítětem.
Tři lidé se usmívají a drží ceduli.
Policista stojí vedle auta na městské ulici.
Dva muži v kloboucích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí má na hlavě.
Červenovlasý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič se svým dítětem v klíně.
Africká dítě drží něco, která drží něco, které jsou na fotce.
Žena řídí dav lidí s několika několika lidmi.
Otec se dívají, zatímco muž v obleku drží ovoce a drží ovoce.
Dav je v baru.
Dívka v bílém a bílé jde kolem modrého auta.
Muž používá zařízení.
Člověk surfuje skrz vlnu v oceánu.
Otec si prohlíží něco něco.
Nevěsta a ženich se líbají pod Nevěsta.
Policista stojí v pozadí, zatímco mladý muž v pozadí jde.
Černobílý pes skáče přes překážku na soutěži.
Žena v svetru čte knihu.
Několik dospělých se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku sjíždí po skále.
Dospívající chlapec se natahuje v kuchyni a jeho jeho syna.
Lidé, kteří drží různé různé různé druhy.
Tři cyklisté jedou na poli na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti jsou z okna u stánku.
Kuchař pózuje pro kameru, zatímco vaří.
Mnoho lidí v ulici používá obrazy.
Pouliční umělec skáče na kopci svou kolo.
Malá dívka běží na břehu břehu břehu.
Bílý bílých strká vodou ve vodě.
Dva muži se baví, zatímco stojí před velkou kovovou vlajkou, zatímco ostatní lidé stojí za nimi.
Žena v růžovém sukni drží dítě.
Baseballový hráč ve žlutém dresu kope.
Muž jde kolem velké ceduli, která je napsáno "e.
Tři chlapci v zelených tričkách a hnědých kalhotách pózují na skluzavce.
Muž tancuje se svým psem.
Bílý pes běží v mělké vodě.
Pouličníci jsou v obchodnímody s kapelou.
Skupina dětí si hrají na zahradě, zatímco se dívá.
Skupina žen hraje na hudební nástroje.
Malá dívka ve fialových šatech leží na podlaze a leží na zemi.
Muž s šedými vlasy si dává s vousy.
Dva černí psi, černo-bílý pes běží ve sněhu.
Muž v dresu skáče s basketbalovým dresu.
Žena sedí venku a užívá si ve vzduchu.
Děti sedí na molu v obleku.
Šedý pes skáče přes vodu v písku.
Dav je shromážděna v parku v dešti.
Několik starších mužů, kteří jsou v tradičním prostředí na rohu ulice.
Mladý pes se dívá do sněhu.
Fotbalista v žlutém dresu kope do míče.
Žena v černém triku je ve fialovém triku.
Čtyři ženy v bílých šatech vystupují, zatímco vystupují.
Člověk hraje na nástroj.
Dívka v černém oblečení s číslem číslem číslem číslem číslem číslem číslem číslem číslem běží přes trávu.
Dítě, která má na sobě má na sobě sobě sobě sobě sobě s nápisem """".
Starší muž a mladá dívka spolu spolu spolu pracují na fotku.
Vousatý chlapec v žlutém triku si nechává žluté košili.
Pohled na mostě s několika auty a auty.
Muž jede na koni do rodeu.
Chlapec skáče, aby chytil tenisový míček.
Děti na zdi jsou dva lidé.
Lidé, kteří jdou v pozadí jsou v pozadí.
Malá dívka kope do černého karate.
Dva muži se snaží z vody, aby se z pneumatiky.
Dva muži tančí s davem na dav.
Postarší žena stojí na pódiu a baví se na něco.
Žena leží na gauči a směje se.
Cyklista je na podlaze a jedna žena.
Cyklista skáče přes plot.
Tři psi si hrají s dvěma psi v poli.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v listí.
Čtyři lidé stojí venku s dvěma psi.
Zatímco si nechává dátátátku, zatímco ho ho ho sleduje.
Dívka, která má na sobě sobě sobě triko, má na sobě oranžovou triko.
Velká skupina cháluje vodu ve vodě.
Muž stojí na ulici ve městě.
Otec si dává jídlo s jídlem v rukou.
Dva muži jedou na kolečkových bruslích, zatímco jsou z nich jehli.
Dva lidé stojí na kraji hoře.
Mladá dívka si užívá ve sněhu.
Tři muži se usmívají a ukazuje do fotoaparátu.
Člověk píše na tabuli ve třídě.
Muž v černém triku sedí u stolu s laptopem před ním.
Čtyři lidé odpočívá na travnatém kopci a dívají se na kopci.
Chlapec s skateboardem skáče na zábradlí ve vzduchu.
Je tam muž v oranžovém triku hraje tenis.
Pes s červeným obojkem táhne zuby s modrým psem.
Chlapec si užívá den venku za slunečného dne.
Dělník v oranžovém obleku klečí po kus kus papíru.
Muži v kovbojskéch kloboucích stojí kolem rodeu.
Dva psi jsou ve sněhu a jeden má něco v puse.
Dospělý si dává pauzu z nich.
Šedý pes běží za žlutou hračkou.
Hráč baseballu v bílém dresu s klackem.
Muž v bílém triku si hraje s mužem, zatímco se dívá.
Černo-bílý pes se snaží přes trávu.
Zatímco se připravuje svou rukou, zatímco kouří.
Dva muži a dívka se usmívají.
Dítě se opírá o žluté, zatímco se dívá nahoru.
Černobílý pes se chystá pro míč na sněhu.
Mladá dívka stojí vedle žluté kuchyni.
Dvě děti si hrají na hřišti.
Tenista v zeleném triku drží své ruce.
Chlapec v červeném obleku si hraje ve vodě.
Dítě v červené bundě a červené čepici drží velký sníh ve sněhu.
Dva policisté v oranžových bundách stojí venku s bílými stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Bruneta s brýlemi drží dítě v červeném svetru a žlutém svetru.
Černobílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před lidmi, zatímco lidé jdou kolem.
Žena hraje volejbal.
Dva velcí psi bojují na poli.
Hnědý pes skáče přes překážku.
Muž v pruhovaném triku kouří cigaretu na ulici.
Malá dívka drží malého chlapce na klíně.
Muž se snaží snaží velmilmilmilmi ettttttttttttku.
Děti se snaží, aby mohl mohl mohl mohli.
Cyklista se opírá o horské dráze.
Dva lidé a policisté jsou na vodítku.
Mladý chlapec se snaží, zatímco se snaží svou kolo.
Kluk v červeném triku a černých šortkách zametá chodník.
Stará rodina stojí před nějakým.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce a usmívá se na kameru.
Hnědý pes jde po trávě.
Baseballový hráč v černém triku právě v bílém triku právě bílé košili právě.
Žena drží velký velký ceduli pro děti.
Dva psi, jeden s tenisovým míčkem, běží v tlamě.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli na travnatém poli.
Muž prodává zboží, zatímco skupina lidí.
Skupina lidí na ulici se shromažďuje na akordeon.
Muž sedí na lavičce aby si u svého muže.
Starý muž v metru čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole u kola, zatímco stojí na kole.
Muž na pláži dělá salto na písku.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy jsou na nějaké strom.
Kovboj v kovbojském rodeu se pokouší pokouší opravit.
Pes skáče přes překážku.
Postarší žena s dlouhými vlasy v růžovém triku leží v růžovém triku.
Muž si nechává dívka na kole.
Dvě dívky v sukních tančí před nějakými muzikanti.
Žlutý pes nese klacek u vody.
Dívka v svetru je ve slunečný den.
Zatímco se fotí.
Tři ženy v jasně jasně jasně jasně jasně jasně jasně zbarveném oblečení drží ceduli.
Hnědý pes kope do špinavého kopce.
Mladý chlapec v bílé košili a pruhované košili drží tenisovou raketou.
Dva psi běží od kamery v lese.
Dívka si hraje ve fontáně.
Tři mladíci stojí a poslouchá poslouchá poslouchá.
Dva turisté si prohlíží kládu u silnice.
Tři hráči se připravuje na zemi aby mohli.
Dva chlapci přechází ulici, zatímco kope do červené míče.
Muž drží ruku s mužem.
Bílý pes na horu, aby chytil něco v pozadí.
Chlapec jede na skateboardu na skateboardu.
Dlouhovlasý muž hraje na piano.
Tři atleti drží na pódiu a stojí na pódiu.
Dva asiati v červených šatech jsou v červených šatech.
Mladý chlapec visí na oblečení.
Malá dívka v růžovém drží v baru.
Muž v zeleném skáče do svého auta.
Žena si hrají s dvěma chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dívky, jedna se objímají, jeden má na sobě helmu, v pozadí.
Dva malí psi běží po sněhu.
Žena stojí v zeleném poli a drží hnědého psa.
Několik lidí fotí na venkovní trhu na venkovním trhu.
Dva lidé sedí u stolu a opírá o zeď.
Dva muži s dvěma dětmi se usmívá.
Dítě leží na béžovém koberci a směje se.
Muž a žena sedí a s rukama.
Dvě ženy zápasí v bazénu.
Muž v bílém triku jde s rukama v ruce.
Dva lidé jsou u jezera.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém a jedna v růžovém závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě hromadě.
Skupina lidí dělá triky na skateboardu.
Cyklista v ochranném vybavení jede skrz les.
Muž v zeleném triku jde po pláži.
Několik mužů stojí kolem závodní auto.
Dva muži pracují pod bílým autem.
Děti skáče z břehu do bazénu.
Muž na kraji zdi se chystá z zdi.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje pro kameru.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech v kostele.
Zatímco se účastní hromadě.
Gymnasta v červeném a bílých dresech je na baru.
Starší dáma v zeleném svetru sbírá zeleninu.
Dva muži dělají věci v nějaké nástroje.
Učitelka v bílých šatech a žlutých šatech si hrají s žlutou budovou.
Mladé dítě spí v posteli s hračkami.
Žena jí v trávě.
Muž jde po dlážděné ulici vedle světle světle světle hnědých šatech.
Žena, která má na sobě čepici s nápisem.
Žena používá velkou tyč aby mohli na poli, zatímco stojí v poli.
Muž v karate provádí před dvěma budovou.
Muž ve formálním formálním oblečení hraje na chodníku na chodníku.
Starší muž sedí na židli a jí nějaké nějakém.
Žena v bílém triku pracuje za pultem v kavárně.
Muž v oblečení stojí na zádech a stojí na střeše.
Dvě děti se dívají na koních skrz malé plot.
Pouliční umělec s nějakými lidmi na střeše.
Žena, která má na sobě jasně jasně jasně světle růžové obličej a má na sobě fialové triko, stojí venku, zatímco stojí venku.
Kovboj svou rukou v kapele.
Muž ve žlutém triku a muž v modrém triku mluví.
Tři asijské děti sedí na gauči s hračkami v pozadí.
Dívka v červeném triku skáče do tenisový míček.
Muž pózuje s zelenou kameru.
Muž s vodou se směje, zatímco se usmívá v restauraci.
Muž balancuje z nákladního nákladního nákladního auta s nápisem.
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Skupina tančí v průvodu.
Muž stojí na kamenné útesu a dívá se na vodu.
Policista sleduje muže, která se dívá z autobusu.
Dva policisté středního věku se dívají přes parkovišti v noci.
Dva muži v modrých tričkách se dívají na hru.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jógu na pláži.
Velký dav lidí stojí v parku a hraje na hudební nástroje.
Muž s roztaženýma čepicí dělá salto.
Muž griluje maso na venkovním venkovním venkovním venkovním venkovním venkovním trhu.
Dva muži prodává ovoce na trhu.
Usmívající se žena v bílých bikinách během muže.
Chlapec ve slunečních brýlích běží za sebou.
Zatímco drží v ruce, co vypadá vypadá jako jako jakož se opírá o kládu.
Muž v kostkované košili ukazuje z černých rukavicích.
Dva muži v bílých židlích sedí ve dveřích.
Mladá dívka v červených šatech je na sobě černé čepici.
Muž v červeném dresu a bílých uniformách stojí na hřišti se žlutým míčem.
Lidé skáčou přes horu přes provazu.
Lidé se dívají na ulici, zatímco se prochází kolem.
Lidé na počítači před velkou oknem.
Pouliční umělec pracují na rušném rušném místě.
Muž v rukavicích nese kbelíku.
Zatímco se baví v kavárně.
Usmívající se žena drží nápis na akci.
Žena sedí v noci s dvěma dětmi a dvěma ženami.
Žena sedí u cihlové zdi.
Tři mladé ženy se objímají, zatímco sedí na červených židlích.
Žena v modrém triku jde ve třídě.
Šest dětí, kteří sedí na lavičkách s oblečením a že.
Hnědý pes si hraje s klackem na pobřeží.
Dva psi si hrají na třetího psa, který má klacek.
Dítě na motorce se usmívá.
Dva lidé jsou shromážděni kolem velké velké místnosti.
Usmívající se baví na dětském akci.
Několik hasičů jsou v dešti za slunečného dne.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách předvádí umění, zatímco předvádí nějaké nějaké umění.
Mladá žena a žena oblečená v kostýmu s několika lidmi v pozadí.
Muž v uniformě jde po ulici s dvěma auty a auty.
Mladá žena leze po skále.
Starší muž ve světle modré bundě pracuje na kole.
Lidé se dívají přes kus papíru na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci se baví na železniční trati.
Pohled na hlavě v bílých zástěře a bílé čepici stojí uprostřed bílé čepici.
Skupina lidí si hraje na předmět.
Malá dívka v modrém oblečení leze na kovové zábradlí na ulici.
Skupina mužů sedí a mluví za zelenou ovoce.
Muž ve žlutém oblečení stojí za mikrofonem pod mikrofonem pod mikrofonem.
Hnědý pes s fialové frisbee v tlamě.
Vousatý muž se dívá do umění poblíž nějakého vody.
Žena s nápoji a ženou s telefonu.
Dítě v červené bundě je ve vzduchu, zatímco leží ve sněhu.
Žena sedí vedle svého psa v parku.
Tři muži stojí na pódiu a drží kytaru a drží kytaru.
Žena táhne vozík v kmenu.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi honí velkého psa s tenisovým míčkem.
Muž s vousy a vousy sedí na lavičce v parku.
Afričan stojí v lese svých pozadí.
Mladá dívka se snaží chytit zuby.
Asiatka sedí v restauraci s žlutou židlích.
Dítě jí na židli, zatímco sedí v židli.
Šedovlasý muž v černých rukavicích se pohybuje po trávě.
Žena čte knihu, zatímco sedí v červených židlích.
Dítě jede na ramenou, zatímco žena jede na ramenou.
Rodina jde po chodníku ve sněhu, zatímco muž sedí na straně.
Žena sedí na vrcholu obchodu s nápisem.
Muž v růžovém triku a černé bundě se sluchátky.
Mladý muž se chystá hodit míč.
Muž a dívka jdou po chodníku.
Žena s růžovými vlasy je na chodníku a drží růžovou psy.
Muž v obleku drží nápoj a jde po chodníku vedle městě.
Muž skáče s provazem v pozadí.
Člověk v červené bundě v černých kalhotách drží mikrofon.
Žena si dává ruku na svém vozíku.
Muž v bílé zástěře vaří s ženou v hnědé bundě.
Žena s taškou tlačí do telefonu a čeká na přechodu.
Skupina mužů jde po ulici ve městě.
Pohled vedle ulice s mnoha.
Skupina lidí v černém stojí na molu poblíž dlouhém pobřeží.
Muž nese několik dospělých pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s dlouhými vlasy, zelenými vlasy a brýlemi stojí venku.
Mladá dívka v růžovém triku běží na pláži k oceánu.
Skateboardista v černém tričku a džínách jede na městském městě.
Muž v bundě fotí velkou budovou.
Lidé na boku jsou fotbal.
Na rušné ulici jsou tři děti na rušné ulici.
Skupina lidí jde po ulici ve městě.
Pouliční umělec stojí poblíž muže s hnědými brýlemi a slunečními brýlemi a slunečními brýlemi.
Nějací lidé jsou u okna poblíž okna.
Tento hráč v modré helmě se snaží chytit míč aby chytil míč.
Žena v černé bundě se snaží chytit v metru.
Nějací lidé sedí na lavičkách pod stromy před budovou.
Muž v obleku sedí v autobuse.
Africký muž je obklopen bílými s bílými bílými a bílýmikovkami, které jsou v ruce.
Mladá žena jí něco a pijí.
Muž v obleku a klobouku hraje na ulici.
Žena v červené vestě pracuje na počítači.
Lidé stojí okolo stolu, které jsou na kterém jsou dovnitř.
Muž používá v koupelně.
Velká skupina lidí si hraje u stolu, zatímco sedí.
Dva mladí muži jedou velmilmi malého koně plného koně.
Žena v šatech jde po ulici kolem stavbě.
Zatímco je v obchodě svou síť aby si dává svůj svůj papír.
Muž ve slunečních brýlích pracuje na zemi aby mohli na zemi.
Dítě si hraje s hračkami v černém a bílými vlasy.
Dospívající dívka nese kytaru v lese.
Muž v batohem jde po ulici.
Dva muži se baví před obchodem v obchodě.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku okolo malého malého malého stolu.
Muž jede na kole po rampě.
Žena v černém tílku a černém tílku se dívá do dálky.
Tři mladé dívky jdou po chodníku.
Žena s dlouhými vlasy je u dlouhého stolu.
Muž jede na skateboardu, zatímco jiný muž se dívá z chodníku.
Muž v černé bundě stojí před ceduli.
Muž a žena zpívají venku.
Mladá dívka s kudrnatými vlasy a bílými vlasy leží v trávě a drží klacek.
Mladá žena v zelených uniformách předvádí fotbalový míč.
Žena na veřejném veřejném prostranství za žlutými.
Muž se krčí, zatímco ho ho ho sleduje v pozadí.
Skupina mužů stojí na poli a černých míč.
Pohled na rušném městském hřišti ve městě.
Muž s brýlemi kouří cigaretu v puse s jídlem.
Dva plavci se natahuje z nich.
Lidé sedí na lavičce ve městě, zatímco stojí vedle sebe.
Stavební dělníci pracují s kbelíkem.
Muž bez trička stojí na kamenném pobřeží a stojí u velkého vody.
Zatímco se dívá na tváři.
Lidé si hrají v bazénu, jeden muž v modrém triku a jedna žena v modrém triku se baví.
Lidé stojí před kamennou vodou.
Žena se dívá a muž mluví s rukama.
Muž středního věku ve středních šortkách a bílých šortkách se dívá nahoru.
Dva muži oblečená v oranžových džínách a sandálech stojí u velkého velkého budovy.
Dva lidé se připravují na lodi v lodi.
Muž a žena stojí na ulici ve městě.
Tanečnice se účastní v metru.
Čtyři muži, tři muži, kteří mají na sobě čepici, sedí na modré čepici a modré čepici, sedí.
Tento skupina lidí sedí venku na lavičkách venku.
Muž v červeném triku jde kolem bílého původu a bílého stánku s nápisem "AAAAAAAAA""""""""""""""
Několik dělníků předvádí nějaké druhy.
Starší muž s cigaretu cigaretu v puse a čepici si prohlíží kameru.
Malý kluk hraje na housle před diváky.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na noci ve městě.
Dva cyklisté v ochranném oblečení, jeden ve vzduchu a druhý v ruce se dívá dolů po motorce.
Několik mužů v oranžové se shromažďuje na venkovní akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva horolezci leze po hoře.
Dítě leží na zemi vedle kočárku.
Pes vypadá jako muž a žena.
Spousta lidí na trhu se dívá na různé různé různého stolu.
Dva mladí muži hrají na elektrickou kytaru na pódiu.
Postarší muž pije pivo v tlamě z nich.
Dva lidé stojí venku vedle sebe a s hračkami.
Čtyři lidé jedou na kolech poblíž rušné ulici.
Žena v růžovém triku a brýlích má na sobě brýle.
Žena v červeném triku zvedá ruku, aby se pod davem.
Chlapec v bílých šortkách skáče do jezera nebo řeky.
Malá dívka se dívá skrz dalekohled na pláži.
Několik dělníků v oranžových vestách kope do zemi.
Člověk v plavkách stojí před budovou.
Stavební dělníci se opírá o osu.
Muž jede na koni s dvěma muži v pozadí.
Afroameričan jde po ulici.
Dvě ženy pózují na fotku.
Žena s šedými vlasy píše v pozadí.
Žena v zeleném triku mluví do telefonu.
Malé dítě nese malé dítě na zádech.
Skupina lidí sedí v židlích.
Člověk v šátku stojí na ulici před ní.
Stará člověk v červeném triku a černých kalhotách se krčí přes beton.
Černý pes a hnědý pes s hnědým psem.
Muž v černé vestě drží bublinu.
Muž v poli s výhledem na houpačce.
Muž v obleku a kravatě čeká s dvěma ženou v pozadí.
Dítě jde po chodníku s mnoha vlajkami.
Černý pes běží na trávě s hračkou v tlamě.
Zatímco se připravuje na svém kole.
Pes se snaží na trávě aby chytil míč.
Skupina studentů sedí a poslouchá se u sebe.
Lidé jedou na koloběžce po ulici v noci.
Velký šedé na palubě a muž na kole.
Muž v oranžovém triku a chlapec jedou na sebe s jinými lidmi.
Mladý muž a žena poblíž velké kovové kovové kovové konstrukce.
Červené loď v červeném, modré a modré, modré se připravuje na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici s hlavou a dívá se na hlavě.
Žena v černých šatech má na ramenou.
Skupina lidí na ulici na hudební nástroje.
Žlutý cyklista jede na kolečkových bruslích vedle jinýho muže.
Tři lidé jdou po cestě, jedna žena, jedna žena se dívá na kameru.
Několik Asiatů v černém oblečení staví nějaké zboží.
Žena v červeném sukni jde po ulici v pozadí.
Pouliční umělec v růžovém oblečení a růžovém oblečení předvádí trik.
Lidé v bílých šatech sedí na kraji břehu a dívá se na kraji silnice.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených košilích a bílých kalhotách drží černé vlajky.
Lidé tancují a pracují na umění.
Asijská asijského původu s papírem a papíry.
Tito lidé leze po schodech aby mohli horu.
Malé dítě v modrém oblečení se dívá do dálky.
Lidé se dívají na hračkami v obchodě.
Muž v klobouku si hraje na ulici.
Chlapec stojí s třemi dívky.
Usmívající se muž v batohem drží své brýle před brýlemi.
Čtyři muži se dívají venku přes zelené mostě.
Žena sedí na gauči před modrými vodou a užívá si vodu.
Dospělý muž, který běží za ním.
Pouliční umělec v obchodě s jídlem a jídlo v městském městě.
Africký muž se opírá o nesu.
Policista na kole čeká na svém kole.
Skupina mužů sedí okolo stolu.
Několik lidí předvádí starších lidí v parku.
Žena mluví, zatímco pes jde venku za slunečného dne.
Mladý muž v šedém triku a černé košili s bílým tričkem.
Dva lidé jedou na motorce s mnoha lidmi.
Dvě ženy ve vojenské uniformě stojí s dalšími lidmi v pozadí.
Tři dívky se usmívají pro fotku.
Dáma v černém svetru a žluté bundě se dívá na lavičce, zatímco sedí na hnědém lavičce.
Mladýmavovlasý muž pije vodu z fontány.
Dva muži a žena jdou po ulici.
Muž středního věku s červenými vlasy a brýlemi drží dítě.
Mladý chlapec v červené čepici jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží sníh na pláži.
Starý muž v klobouku a bundě spí na gauči.
Dva chlapci se dívají nahoru nahoru nahoru a mává dopředu.
Mladý pár sedí na chodníku a povídají si.
Mladík v triku a kravatě se dívá dolů dolů.
Tři lidé sedí u stolu u stolu.
Chlapec v černém triku a červeném tričku visí dolů, zatímco ostatní lidé se dívají dolů.
Muž jde před barevné zdi.
Mladý muž jde s jiným mužem, zatímco tři dívky se tři dívky.
Muž si prohlíží strom v kavárně.
Pět lidí jde po schodech a žena v růžové sukni.
Skupina lidí na venkovním trhu na venkovním trhu.
Dva chlapci jedí u venkovního venkovního stolu s mnoha lidmi.
Žena v džínové bundě jde po chodníku.
Muž jede na kole s třemi koly a dalšími muži sedí na zádech.
Muž v modré košili čte noviny.
Chlapec v zeleném triku a zeleném triku drží knihu.
Dvě děti sedí u boku, zatímco jí jí.
Lidé jedou na kolech v helmách a helmách.
Dav lidí jedou na kolech.
Muž sedí na nákladním kole, které je obklopena.
Muž na kole na kole jde skrz hromady.
Mladý muž oblečený v barevném oblečení sedí a kouří cigaretu.
Dva muži v oblecích pod deštníkem a deštníkem před graffiti.
Starý muž v bílém triku jede na kole po ulici.
Jeden muž se pokouší pokouší za provazem.
Kovboj se snaží chytit koně, zatímco jede na koni.
Dva cyklisté s přilbami jedou kolem prázdném poli.
Muž se opírá o něco nad něco.
Muž v vozíku jede kolem v parku.
Člověk s tetováním se dívá na kameru a dívá na kameru.
Muž v černém triku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí na chodníku a dívá se na předmět.
Několik lidí v modrých šatech a jeden v černém sukni.
Žena a bílý pes sedí na lavičce poblíž bílé pláže.
Dvě ženy jdou venku před velkou budovou.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena v černém a černých botách nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a baví se.
Cyklista na straně budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu a pracuje na počítači.
Člověk se dívá na počítači s nápisem a telefonem.
Muž sedí na židli a dívá se kolem lidí.
Dva lidé v kloboucích stojí na poli aby mohli.
Nějacíci skáče přes vysoko v baru.
Muž v botách a kovbojském klobouku sedí na koni, zatímco sedí na koni.
Dvě mladé dívky sedí na ulici a jí jí.
Tři děti v uniformách hrají fotbal, zatímco dva hráči v pozadí stojí na hřišti.
Mladé dítě spravuje obličej, která je obklopená žena.
Muž s brýlemi se dívá na kameru, zatímco jiný muž v modrém triku se dívá na něco.
Dva lidé sedí pod stromem.
Mladý chlapec v modré čepici se dívá skrz dalekohled.
Tři muži vaří v kuchyni.
Mladá dívka v šedé kombinéze lyžuje na zasněžené hoře.
Skupina žen se shromažďuje ve třídě.
Muž a žena jsou v rukavicích.
Mladá dívka sedí na dřevěné židli.
Dva pracovníci rybaří na rušné ulici poblíž rušné ulice.
Mladýovlasý muž skateboarduje na zábradlí na zábradlí.
Na venkovním trhu se dvěma muži a dva muži sníh sníh z cestě.
Muž v bílém triku hraje na kytaru.
Mladá dívka ukazuje své přátely, jak používá kameru.
Malý chlapec skáče z mola do jezera.
Žena se zelenými vlasy v zeleném triku a zelené právě právě právě právě právě právě dívají.
Muž v oranžové bundě a modré čepici leze po zasněžené hoře.
Malá dívka s blonďatými vlasy si hraje v poli.
Dítě jede na kole s kolem něj.
Gymnasta je na nějaké akci.
Lidé jdou po ulici s budovami.
Muž v tradičních šatech stojí vedle svého muže, zatímco stojí vedle něj dívá se.
Dvě děti si hrají na kole.
Dva muži hrají fotbal na fotbalovém hřišti.
Muž skáče a pózuje na zemi.
Dívka si fotí z fontány.
Otec si prohlíží vodu ve vodě.
Muž v laboratorním kabátě se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodníku před cihlovou budovou.
Tři muži vaří v kuchyni.
Muž na lešení před domem a usmívá se.
Dvě dívky v šortkách drží ruce v bazénu.
Čtyři děti sedí na lavičce a usmívají se na kameru.
Děti jedou na kolech, co vypadá jako že vypadá jako jako jako jakosa.
Mladý chlapec, který má na sobě čepici a čepici, krájí v kuchyni.
Toto je oblečená v klaunu.
Usmívající se usmívá, zatímco drží dřevěné lodi.
Žlutý muž pracuje na špinavé špinavé dráze.
Žena v červeném triku jede na koni, která jede podél stromy.
Žena sedí na velkém skále a usmívá se v pozadí.
Tři muži v barevných kostýmech se baví a slunečními brýlemi.
Dívka si hraje v bazénu.
Dvě děti, chlapec ve žlutém triku a dívka v modrém tričku se houpe.
Muž hází síť do sítě.
Muž v šedém triku, modrých džínách a zelené vestě stojí na trati s bílým autem v pozadí.
Dva dělníci leží na kovové kovové kovovém stroji.
Je tam kapela na pódiu s modrými členy.
Zatímco zpívá do mikrofonu, zatímco hraje na bubny.
Muž dává svého muže z nákupního vozíku, aby se připravuje na svůj vozík.
Muž s vousy jde po chodníku.
Žena, která má na sobě bílé tričko pracuje na poli.
Dívka v masce jede na rušném chodníku.
Dvě starší dívky, jedna v černém a jedna starších a druhý v bílých a druhý v bílých dresech vystupují před obchodem.
Několik žen předvádí před budovou.
Plešatý muž jde po chodníku, zatímco mluví do telefonu.
Žena si hraje s malým dítětem v kostýmu.
Skupina mladých mužů se dívají na bubny a hrají na hudební nástroje.
Dívka bez trika a bezpečnostních bezpečnostních bruslích.
Malý bílý auto je na vlakovém vlak a je za ním.
Dva pracovníci zpívá a hrají na pódiu.
Dívka v bílém tričku, bílém tričku a modrých šortkách stojí v lese.
Dva muži hrají na kytaru před velkým publikem.
Několik lidí tančí s nápisem před velkou ceduli.
Žena a pes prodává svého psa na schodech venku.
Žena a dva muži jsou oblečeni, kteří jsou oblečená oblečení.
Skupina mužů v červených bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem číslem číslem číslem hrají na fotbalovém hřišti.
Muž prodává hru na sportovní události.
Dva muži z zeleného týmu se pokouší míč z týmů v černém.
Děti závodí, aby chytil míč.
Člověk v modré bundě hází bowlingovou kouli na bowlingovou kouli.
Několik fotbalistů na hřišti na hřišti.
Mladý muž sedí na skateboardu, drží telefon a pózuje na eskalátoru.
Žena v modrém běží maraton.
Tento kapela se připravuje před kostelem.
Pouliční umělec se snaží svou rukama, aby se pokouší za ním.
Dva hráči jsou na skále před malým davem, kteří se dívají.
Muži hrají fotbal na hřišti.
Basketbalista v bílém mluví, zatímco hráč v červeném.
Lidé jdou v městském městě ve městě.
Dva cyklisté, jeden v červené a jeden z nich jede podél cesty, zatímco se dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi mladý chlapec se dívá do mikroskopu, zatímco je na malé předmět.
Žena a dítě jdou po ulici.
Hokejista hraje hru s mnoha lidmi.
Tři ženy skáčou na trávě v trávě.
Africký chlapec v modrých šortkách a černých šortkách hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví, aby se dívá na nějakého muže, aby se.
Mladý chlapec v zeleném triku leží na posteli.
Cyklista se krčí, aby se za ním v pozadí.
Žena je v zasněžené oblasti.
Čtyři dívky a žena se smějí, aby se.
Muž v černé a bílé se snaží chytit koně.
Muž se nechává žena v modrém triku, která je v modrém triku, která je za ním.
Žena s červenými vlasy je ve vodě.
Dva mladí chlapci pózují s fotku.
Čtyři děti zápasí, zatímco dva dospělí sledují.
Muž sedí na červeném gauči v červeném tričku a ukazuje svého psa.
Skupina lidí mluví u stolů.
Dva cyklisté závodí na koni, jeden v červené a druhý v pozadí jsou v pozadí.
Červené auto je dvě auta v pozadí.
Vousatý muž, který má na rodeu, zatímco běží s klaunem.
Muž bez trika jde k žluté kajaku.
Kluk se nechává ve třídě a zpívá.
Dva týmy hrají fotbal v písku.
Dítě v modrém a bílé stojí na betonové zdi u zdi.
Žena maluje na šicím stroji.
Lidé jdou po rušné ulici v rušném zemi.
Zatímco se připravuje na sebe.
Dva muži, jeden v černé a jeden v červeném, hrají volejbal.
Muž stojí v lodi a drží nějaké síť.
Surfař seskakuje z oceánu, zatímco se snaží na vlně.
Zatímco se připravuje v labu.
Fotbalisté skáče do vzduchu aby chytil míček.
Dva chlapci hrají fotbal proti sebe.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem směrem k dvěma.
Skateboardista jede na betonové zdi vedle zdi, zatímco se pokouší pokouší trik.
Lidé hrají hru v bazénu.
Muž ukazuje muže, aby chytil muž.
Muž, který má na sobě nápisy a malý chlapec si čte knihu.
Mladý muž v modrém triku jede na skateboardu v městském městě.
Asijský muž sedí na železniční trati s barevnými.
Muž oblečený do vojenské uniformě, který má na sobě čepici, sedí a dívá se do vody.
Dvě auta jedou na závodní dráze.
Muž v černo-bílým dresu drží žlutý míč.
Dva lidé leží a líbá na travnaté trávě.
Velmi malé dítě v červené kšiltovce jí jablko.
Fotbalový hráč běží k míč.
Muž v černé bundě a bílých kalhotách hraje na elektrickou kytaru s kytarou v pozadí.
Muž skáče přes překážku přes překážku.
Žena v modrém triku a bílých šortkách hraje tenis.
Muž hraje na koncertě v koncertě.
Muž nese velkou kovovou kovovou vlajku na rameno.
Žena s kamerou hází frisbee, aby chytil míček.
Je zde muž z nich z nichžáduje velkou velkou věc a druhým.
Dvě dívky s rukama ve fontáně, kteří jdou kolem lidí.
Usmívající se dítě, které pózuje s rukama.
Dva muži, jeden v bílém a druhý v modrém zápasí.
Žena v červených bikinách skáče aby chytil míč na pláži.
Tmavovlasá žena v pruhovaném triku se nechává dívka na podlaze.
Žena, která má žluté zástěře, má na sobě žlutou zástěře, si prohlíží velké bubliny.
Dvě děti přechází malého kamenné kamenného mostu.
Dvě ženy jedou na městské ulici ve městě, že vypadá jako velké oblasti.
Dva chlapci před šicím stroji.
Cyklista v černém jede dolů po prašné cestě.
Žena s tetováním si fotí svou obrazem.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Fotbalový tým se baví, zatímco se dívají.
Čtyři fotbalisté v černém je v dešti, zatímco hráč v dešti.
Běžec jede na zahradě, zatímco se dvěma dvěma se dvěma dvěmami.
Basketbalista v bílém dresu se hráč v černém dresu s číslem číslem číslem číslem číslem číslem číslem.
Muž mluví na telefonu venku.
Fotbalový hráč se snaží během hry během hry.
Cyklista jede na kole v lese v lese.
Tři hráči se snaží pro míč v červeném dresu.
Kluk skáče do vzduchu, zatímco skáče do vzduchu.
Dvě děti v pruhovaném svetru a černých kalhotách hrají venku poblíž černých kalhotách.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec má na sobě baseballovou pálkou drží hlavu za ním.
Šest mužů sedí v poli na dřevěném poli.
Hnědý pes sbírá z kamenné kamenném povrchu.
Tento muž v žlutém drží žlutou koně a drží hnědé koně.
Muž v bílém triku a zástěře dává ptáky.
Tá žena používá venku venku aby mohli.
Děti závodí na městské ulici s dalšími lidmi.
Asiatka má na sobě helmu, zatímco jede na kole.
Nějací děti si hrají venku před dvěma stromy.
Starší muž hraje hru.
Dívka na břehu břehu s horami v dálce.
