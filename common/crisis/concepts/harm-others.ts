/**
 * Harm to others: threats and revenge, urges to hurt someone, a target (a class, a building, a named
 * person, a home address). A threat with a weapon or a target is high; with both and a time it is
 * critical. Weapons live in means.ts. Data only.
 */
import type { FamilyVocabulary } from './types';

export const HARM_OTHERS: FamilyVocabulary = {
  family: 'harm_others',
  concepts: {
    threat: {
      en: "stab him|stab her|stab them|shoot him|shoot her|shoot them|shooting up|shoot up|kill him|kill her|kill them|hurt him|hurt her|hurt them|make them pay|make them all pay|make him pay|make her pay|they'll see|theyll see|they will see|regret it|get what she deserves|get what he deserves|deserves whats coming|deserve whats coming|bleed|end them|someone is going to pay|gonna pay|going to pay|revenge|hurting my|push my|setting my|on fire with|urges to|thoughts about hurting|im done with him|i'm done with him|im done with her|list of names|deserves to suffer|deserve to suffer|make the people|pay for how|burn the house down|burn it down|with them inside|poison my|poison his|poison her|poison their|poison the|try something first|feel what i feel|wont be to talk|won't be to talk|get why they did it|school shootings|getting back at|get back at|won't be laughing|wont be laughing|they'll all see|they will all see|what happens when you laugh|making a list|gonna stab|going to stab|faire du mal|break his jaw|break his face|break her face|smash his face|set fire to|setting fire to|burn the flat|burn the house|burn it down|remembers today|remember today|pay for what|teach him a lesson|teach her a lesson|wait outside his|wait for him outside|do something to him|do something to her|burn his office down|burn her office down|smash his head in|smash her head|pillow over her face|pillow over his face|slashing his tyres|slashing her tyres|making the whole cohort pay|laughing on the other side|planning something special for them|they'll know what it felt like|theyll know what it felt like|what happens when you ruin|going to regret|is going to regret|will regret|get what's coming|get whats coming|going to get what's coming|make the whole cohort pay|know what they did|not walking away|remember my name|find him after|don't test me|dont test me|picturing stabbing|put more in|he's gonna see|hes gonna see|stab my|want to stab|hurt this|it's over for her|it's over for him|its over for her|its over for him|i'll use it|ill use it|burn down the|in her drink|in his drink|housemate's drink|so she gets really ill|so he gets really ill|stay away if you're smart|stay away if|stay off campus|put him in hospital|put her in hospital|gonna use it|going to use it|use it on him|use it on her|what ill do to him|what i'll do to him|what ill do to her|what i'll do to her|want to hurt my|putting something in my|putting something in her|putting something in his|make her really sick|make him really sick|regrets it|regret this|regrets this|make her regret|make him regret|make them regret|knows what he did|knows what she did|burn his car|burn her car|burn his house|burn her house|set fire to his|set fire to her|set fire to their|do worse next time|scared i'll hurt her|scared ill hurt her|scared i'll hurt him|scared ill hurt him|afraid i'll hurt|pushed my girlfriend|pushed my boyfriend|pushed my partner|hit my girlfriend|hit my boyfriend|hit my partner|face in|smashing his face|smash her face|smashing her face|fantasising about hurting|fantasizing about hurting|fantasising about smashing|fantasizing about smashing|fantasising about killing|fantasizing about killing|bringing something to|bring something to|what i'd do to her|what id do to her|what i'd do to him|what id do to him|gonna find out what happens|find out what happens when|not saying what it's for|not saying what its for|final warning|make him stop|make her stop|deal with him myself|deal with her myself|deal with them myself|cant promise what happens|can't promise what happens|in someones drink|in someone's drink|in his drink|in her drink|without them tasting|going to hurt my|gonna hurt my|i'm going to hurt|im going to hurt|i'm gonna hurt|im gonna hurt|imagining him getting hurt|imagining her getting hurt|imagining them getting hurt|picturing him getting hurt|picturing her getting hurt|imagining hurting|picturing hurting|someone is going to get hurt|someone's going to get hurt|someones going to get hurt|somebody is going to get hurt|someone will get hurt|glass him|glass her|bottle him|bottle her|deck him|deck her|beat him up|beat her up|knock him out|knock her out|knock his teeth|put more in next time|put something in his|put something in her|in my boyfriend's drink|in my girlfriend's drink|in my boyfriends drink|in my girlfriends drink|into his drinks|into her drinks|his protein shake|her protein shake|make sure he never|make sure she never|make sure they never|sort them out myself|make them listen|getting what's coming|getting whats coming|what's coming to them|whats coming to them|want him to hurt|want her to hurt|want them to hurt|names of everyone who|wrote down the names|sit near the exits|gonna be memorable|going to be memorable|whatever's coming to him|whatevers coming to him|what's coming to him|whats coming to him|whatever's coming to her|what's coming to her|whats coming to her|imagine slamming|slamming his head|slamming her head|slamming my roommates head|slamming my roommate's head",
      es: 'lo mato|la mato|los mato|me vengo|vengarme|venganza|van a pagar|lo apuñalo|les disparo|hacerles dano|que vean lo que pasa|van a ver|se van a arrepentir|hacerle dano a|apunalar|lo voy a matar|va a saber lo que es|me las va a pagar|me las pagara|lo va a pagar|va a pagar|le hago dano|le voy a hacer dano|le clavo el cuchillo|le clavo|clavarle|apunalarlo|reventarle la cabeza|reventandole la cabeza|lo voy a usar|la voy a usar|voy a usarlo|voy a usarla|lo voy a esperar|la voy a esperar|alguien va a salir herido|alguien va a salir lastimado|me encargo yo de el|me encargo yo de ellos|le doy una paliza|darle una paliza|le voy a dar una paliza|le pego una paliza|lo uso|la uso|lo espero en|la espero en|se va a enterar|partir la cara|partirle la cara|romperle la cara|le rompo la cara|le parto la cara|reventarle la cara|se va a arrepentir|te vas a arrepentir|lo va a lamentar',
      fr: "vont tous payer|vont payer|me venger|vengeance|je vais le tuer|je vais la tuer|je vais les tuer|ce qu'ils m'ont fait|faire du mal a|je vais le planter|ils vont voir|le poignarder|je lui plante|lui planter|il va payer|va me le payer|lui faire la peau|je vais lui faire du mal|il va comprendre|ils vont comprendre|je viens avec le couteau|ils vont payer|je lui defonce|defoncer la tete|je le plante|je la plante|je vais le planter|le couteau est pret|envie de le planter|le planter|la planter|quelqu'un va etre blesse|quelqu'un va se faire mal|je vais m'occuper de lui moi-meme|je m'en occupe moi-meme|il va voir|je vais lui regler son compte|il va le regretter|va le regretter|ils vont le regretter|envie de frapper|je vais le frapper|lui casser la gueule|casser la gueule",
      de: 'werden bezahlen|rache|mich rachen|bring ihn um|bringe ihn um|ich tote ihn|ich tote sie|abstechen|werden es bereuen|weh tun|fertig machen|dafur bezahlen|wird bezahlen|wird dafur bezahlen|tue ihm weh|tue ihr weh|steche ihn ab|wird es bereuen|den richtigen moment|ihm wehtun|ihr wehtun|wehtun kann|wehtun|eine reinzuhauen|eine reinhauen|dann passiert was|stech ich ihn ab|stech ihn ab|stech ich sie ab|stech sie ab|steche sie ab|schon uberlegt, wie|schon uberlegt wie|ihm was anzutun|ihr was anzutun|ihm etwas anzutun|ihr etwas anzutun|jemand wird verletzt|kummere mich selbst um ihn|kummere mich selbst um sie|der wird sehen|dann knallts|ich mein das ernst|ich meine das ernst|er wird sehen|sie wird sehen|wird schon sehen|das messer mit|mein messer mit|ein messer mit|messer mitbringen|in die fresse',
      pt: 'vou matar ele|vou matar ela|vingar|vinganca|vao pagar|vao se arrepender|esfaquear|ele vai ver|vao ver|vai se arrepender|fazer mal a|vai me pagar|vai pagar caro|vou fazer ele pagar|vou machucar|eu mato ele|mato ele|eu mato ela|machucar meu|pensamentos de machucar|vai pagar|vou pegar meu|vou pegar ele|vou pegar ela|ele paga|eu vou usar|vou usar|vou usar a faca|vai ver so|vao ver so|levo a faca|levar a faca|vou levar a faca|alguem vai se machucar|alguem vai sair machucado|resolvo eu mesmo com ele|eu mesmo resolvo|eu acabo com ele|acabo com ele|acabo com ela|vai aprender a nao|vou levar o canivete|levar o canivete|levo o canivete|quebrar a cara|quebro a cara',
      it: 'lo accoltello|la accoltello|lo ammazzo|la ammazzo|vendetta|vendicarmi|la pagheranno|me la pagano|la faccio pagare|gliela faccio pagare|faccio pagare|accoltellare|vedranno|gli faccio del male|le faccio del male|faccio del male|me la paghera|la paghera|deve pagare|devono pagare|pagare per quello|me la pagheranno|ammazzare il|ammazzare la|uccidere il|uccidere la|voglio ammazzare|spacco la faccia|gli spacco|colpirlo|colpirla|accoltellarlo|li sistemo io|lo sistemo io|la sistemo io|qualcuno si fara male|ci penso io a lui|ci penso io a loro|vedra lui|gliela faccio vedere|gli faccio male|le faccio male|gli rompo la faccia|spaccargli la faccia|se ne pentira|te ne pentirai|se ne pentiranno|lo faccio a pezzi|faccio a pezzi',
      zh: '报复|跑不了|杀了他|杀了他们|让他们付出代价|捅|想杀了|想杀|让他后悔|捅死|付出代价|让他付出|让她付出|给他点颜色|我就动手|就动手|我来收拾他|我来收拾他们|有人会受伤|收拾他们|同归于尽|让他好看|给他好看|让她好看|揍死|打死他|弄死他',
      ar: 'سانتقم|انتقم|سيدفع الثمن|ساجعله يدفع الثمن|ساقتله|يدفع الثمن|اخليهم يندموا|يندموا|راح اقتل|بقتله|ثمن ما فعله|سيدفع|سيندم|ساؤذيه|سأؤذيه|ساوذيه|سأستعملها|ساستعملها|سأستعمله|ساستعمله|سأستخدمها|ساستخدمها|سأستخدمه|ساستخدمه|اضربه حتي يموت|اأذيه|أأذيه|اذيه|راح يشوف|بيشوف شي|راح يندم|بيندم|راح تندم|بجيب السكين|اجيب السكين|راح اجيب السكين|بكسر راسه|بكسر وجهه',
      hi: 'badla|maar dunga|maar daalunga|chhodunga nahi|maar dungi|chaku maar|sabak sikhaunga|dekhte hain kaun|leke aaunga|maar dalun|maar daalun|maar doon|maar dalunga|dekh lena|sar phod dunga|sar phod dungi|chaaku dikhaunga|chaku dikhaunga|chaaku dikha|sar phod du|sar phod doon|sar phod dun',
      emoji: '😡|🤬|💢|🔫 →|🔫→|🔫 ➡|🔫➡|🔪 →|🔪→|🔪 +|🔪+',
    },
    target: {
      en: "lecture hall|lecture|the class|to class|to campus|my group|group project|professor|the ta|classmates|roommate|roommates|dorm floor|frat guys|the admin building|admin building|outside the|home address|where he parks|where she parks|where he lives|where she lives|which bar|my stepdad|my brother|little brother|chem lecture|everyone on|bf|lab group|my seminar|seminar|the dean|his office|her office|the frat|the house|my ex|ex's|the party|the professors|professors|econ|this place|the guys|that guy|people in my|lecture hall|hall b|in there|everyone in there|the flat|his lecture|her lecture|the exam|office hours|student union|careers fair|the fair|the whole lab|the lab|which car is his|which car is hers|when he leaves|the engineering building|the whole cohort|my cohort|at graduation|my housemate|my teammate|a list of names|list of names|lab 3|study room|the people in|the graduation|graduation ceremony|my ta|my flatmate|prof|her house|his house|the block where|names and room numbers|a list with names|making a list|the presentation|chem building|the building|science building|engineering block|wait for him|wait for her|waiting for him|waiting for her|where my supervisor parks|know where my supervisor|where my professor parks|her car|his car|the guys in flat|parks and what time|what time he leaves|what time she leaves|his timetable|her timetable|their timetable|where all of them live|where they all live|where they live|driven past each house|driven past his house|driven past her house|lot c|parking lot|the library|library",
      es: 'la clase|la universidad|el profesor|mis companeros|el campus|la facultad|facultad|el profe|mi clase|mi companero de piso|companero de piso|el aula|la salida del aula|salida de clase|voy a esperar a|esperar a|a que hora sale|se donde vive|ya se donde vive|se donde viven|el estacionamiento|la cafeteria|cual es su coche|su coche|se donde aparca|donde aparca',
      fr: "la fac|en cours|le prof|mes camarades|le campus|la classe|mon coloc|ma coloc|l'amphi|amphi|quand il rentre|quand elle rentre|je l'attends|l'attendre|je sais ou il habite|ou il habite|ou elle habite|ou il se gare",
      de: 'die uni|zur uni|den professor|meine kommilitonen|den campus|die vorlesung|mitbewohner|den prof|in der vorlesung|vorlesung|mein mitbewohner|diesem dozenten|dozenten|dozent|horsaal|vor dem horsaal|seminarraum|wo er wohnt|wo sie wohnt|weiss wo er wohnt',
      pt: 'a faculdade|o professor|meus colegas|o campus|a sala|minha turma|turma|aquele cara|da republica|o cara do meu grupo|do meu grupo|meu grupo|pra aula|para aula|a aula|o refeitorio|refeitorio|onde ele mora|onde ela mora',
      it: "coinquilino|l'universita|il professore|i miei compagni|in aula|all'universita|universita|al prof|il prof|a lezione|lezione|dove abita|dove parcheggia|so dove parcheggia",
      zh: '教室|学校|老师|同学|欺负我的人|室友|那个人|实验室|导师|几点下班|他几点|图书馆|他住哪|知道他住|他住在哪|她住哪',
      ar: 'الاستاذ|الجامعه|الفصل|زملائي|اين يسكن|للجامعه|الدكتور|المحاضره|زميلي|المحاضرة|للكليه|الكليه|المكتبه|وين يسكن|اعرف وين|وين ساكن',
      hi: 'college|class mein|professor|teacher|college mein|us ladke|senior|mess ke bahar|ragging|seniors|ye seniors|kahan rehte|kahan rehta|kahan rehti|ghar pata hai|roommate|hostel mein',
      emoji: '🏫|🎯',
    },
    // Someone told where they are, beside a weapon the writer carries ("hes in the lab. im armed", "ese wey está en la
    // cafetería"): only with a weapon carried does it count (ladder-told.ts).
    located: {
      en: "hes in|he's in|she's in|shes in|he is in|she is in|they're in|theyre in|right there|he's right|hes right|not leaving till|not leaving until|till he sees me|until he sees me|not going in yet|going in soon",
      es: 'wey esta en|el esta en|ella esta en|y esta en la|y esta en el',
      fr: 'il est dans|elle est dans|il est en|il est a la',
      de: 'er ist in|sie ist in|er sitzt in|er ist im|sie ist im|er sitzt im',
      pt: 'ele ta no|ele ta na|ela ta no|ela ta na|ele esta no|ele esta na',
      it: 'lui e in|e in biblioteca|e in mensa|lui sta in',
      zh: '他在图书馆|他就在|他现在在|她就在|她现在在|他在食堂|他在教室',
      ar: 'وهو قاعد|وهو في|وهي في|وهي قاعده',
      hi: 'woh abhi|wo abhi|woh yahin|wo yahin|woh class mein|wo class mein',
    },
    // A fantasy of anger told as one ("sometimes i imagine", "mann karta hai", "envie de"): a threat in its sentence
    // stays medium with a target, since an urge pictured is not a plan (ladder.ts).
    fantasy: {
      en: 'i imagine|sometimes i imagine|fantasising|fantasizing|daydream about|daydreaming about',
      es: 'me imagino|a veces imagino|me dan ganas de|tengo ganas de',
      fr: "j'imagine|je m'imagine|des fois j'ai envie|parfois j'ai envie|j'ai envie de",
      de: 'stell mir vor|stelle mir vor|hatte lust|manchmal will ich',
      pt: 'imagino|me da vontade|tenho vontade de|da vontade de',
      it: 'immagino|mi viene voglia|ho voglia di',
      zh: '真的想|想象|幻想|有时候想|有时候真想',
      ar: 'اتخيل|احيانا اتخيل',
      hi: 'mann karta|mann karta hai|dil karta hai|sochta hu|sochti hu',
    },
    // A weapon said to be meant for someone ("its for him", "c'est pour lui", "是给他准备的"): with a weapon obtained
    // it is a plan against a person (ladder-told.ts).
    meant_for: {
      en: "its for him|it's for him|its for her|it's for her|its for them|it's for them|its for the guys|it's for the guys|for the guys on",
      es: 'es para el|es para ella|es para ellos|son para el',
      fr: "c'est pour lui|c'est pour elle|c'est pour eux",
      de: 'das ist fur ihn|ist fur ihn|das ist fur sie',
      pt: 'e pra ele|e pra ela|e para ele|e para ela',
      it: 'e per lui|e per lei|e per loro',
      zh: '是给他准备的|是给她准备的|给他准备的|给他们准备的',
      ar: 'هي له|هو له|عشانه|علشانه',
      hi: 'uske liye hai|unke liye hai',
    },
    // Lying in wait: with a weapon and a target, an attack under way ("outside his lab with a knife, waiting for him").
    waiting: {
      en: 'waiting for|waiting outside|waiting till he|waiting till she|waiting until he|waiting until she|waiting for him to come out|wait for him to come out',
      es: 'esperando a|lo estoy esperando|la estoy esperando|espero a que salga|esperandolo|esperandola|lo espero en|la espero en',
      fr: "j'attends|je l'attends|attendre qu'il sorte|attendre qu'elle sorte",
      de: 'warte auf|warte vor|warte bis er|warte bis sie',
      pt: 'esperando ele|esperando ela|esperando o|esperando a|espero ele sair|espero ela sair',
      it: 'lo aspetto|la aspetto|sto aspettando|aspetto che esca|aspettando che esca',
      zh: '等他|在等他|等她|在等她|等他出来|等她出来',
      ar: 'انتظره|انتظرها|بانتظاره|بانتظارها',
      hi: 'intezaar kar raha|intezaar kar rahi|wait kar raha|wait kar rahi|uska wait',
    },
  },
};
