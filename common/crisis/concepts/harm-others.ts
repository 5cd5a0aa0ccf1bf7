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
      en: "stab him|stab her|stab them|shoot him|shoot her|shoot them|shooting up|shoot up|kill him|kill her|kill them|hurt him|hurt her|hurt them|make them pay|make them all pay|make him pay|make her pay|they'll see|theyll see|they will see|regret it|get what she deserves|get what he deserves|deserves whats coming|deserve whats coming|bleed|end them|someone is going to pay|gonna pay|going to pay|revenge|hurting my|push my|setting my|on fire with|urges to|thoughts about hurting|im done with him|i'm done with him|im done with her|list of names|deserves to suffer|deserve to suffer|make the people|pay for how|burn the house down|burn it down|with them inside|poison my|poison his|poison her|poison their|poison the|try something first|feel what i feel|wont be to talk|won't be to talk|get why they did it|school shootings|getting back at|get back at|won't be laughing|wont be laughing|they'll all see|they will all see|what happens when you laugh|making a list|gonna stab|going to stab|faire du mal|break his jaw|break his face|break her face|smash his face|set fire to|setting fire to|burn the flat|burn the house|burn it down|remembers today|remember today|pay for what|teach him a lesson|teach her a lesson|wait outside his|wait for him outside|do something to him|do something to her|burn his office down|burn her office down|smash his head in|smash her head|pillow over her face|pillow over his face|slashing his tyres|slashing her tyres|making the whole cohort pay|laughing on the other side|planning something special for them|they'll know what it felt like|theyll know what it felt like|what happens when you ruin|going to regret|is going to regret|will regret|get what's coming|get whats coming|going to get what's coming|make the whole cohort pay|know what they did|not walking away|remember my name|find him after|don't test me|dont test me|picturing stabbing|put more in|he's gonna see|hes gonna see|stab my|want to stab|hurt this|it's over for her|it's over for him|its over for her|its over for him|i'll use it|ill use it|burn down the|in her drink|in his drink|housemate's drink|so she gets really ill|so he gets really ill|stay away if you're smart|stay away if|stay off campus|put him in hospital|put her in hospital",
      es: 'lo mato|la mato|los mato|me vengo|vengarme|venganza|van a pagar|lo apuñalo|les disparo|hacerles dano|que vean lo que pasa|van a ver|se van a arrepentir|hacerle dano a|apunalar|lo voy a matar|va a saber lo que es|me las va a pagar|me las pagara|lo va a pagar|va a pagar|le hago dano|le voy a hacer dano|le clavo el cuchillo|le clavo|clavarle|apunalarlo|reventarle la cabeza|reventandole la cabeza',
      fr: "vont tous payer|vont payer|me venger|vengeance|je vais le tuer|je vais la tuer|je vais les tuer|ce qu'ils m'ont fait|faire du mal a|je vais le planter|ils vont voir|le poignarder|je lui plante|lui planter|il va payer|va me le payer|lui faire la peau|je vais lui faire du mal|il va comprendre|ils vont comprendre|je viens avec le couteau|ils vont payer|je lui defonce|defoncer la tete",
      de: 'werden bezahlen|rache|mich rachen|bring ihn um|bringe ihn um|ich tote ihn|ich tote sie|abstechen|werden es bereuen|weh tun|fertig machen|dafur bezahlen|wird bezahlen|wird dafur bezahlen|tue ihm weh|tue ihr weh|steche ihn ab|wird es bereuen|den richtigen moment|ihm wehtun|ihr wehtun|wehtun kann|wehtun|eine reinzuhauen|eine reinhauen|dann passiert was',
      pt: 'vou matar ele|vou matar ela|vingar|vinganca|vao pagar|vao se arrepender|esfaquear|ele vai ver|vao ver|vai se arrepender|fazer mal a|vai me pagar|vai pagar caro|vou fazer ele pagar|vou machucar|eu mato ele|mato ele|eu mato ela|machucar meu|pensamentos de machucar|vai pagar|vou pegar meu|vou pegar ele|vou pegar ela|ele paga',
      it: 'lo accoltello|la accoltello|lo ammazzo|la ammazzo|vendetta|vendicarmi|la pagheranno|me la pagano|la faccio pagare|gliela faccio pagare|faccio pagare|accoltellare|vedranno|gli faccio del male|le faccio del male|faccio del male|me la paghera|la paghera|deve pagare|devono pagare|pagare per quello|me la pagheranno|ammazzare il|ammazzare la|uccidere il|uccidere la|voglio ammazzare',
      zh: '报复|跑不了|杀了他|杀了他们|让他们付出代价|捅|想杀了|想杀|让他后悔|捅死|付出代价|让他付出|让她付出|给他点颜色|我就动手|就动手',
      ar: 'سانتقم|انتقم|سيدفع الثمن|ساجعله يدفع الثمن|ساقتله|يدفع الثمن|اخليهم يندموا|يندموا|راح اقتل|بقتله|ثمن ما فعله|سيدفع|سيندم|ساؤذيه|سأؤذيه|ساوذيه',
      hi: 'badla|maar dunga|maar daalunga|chhodunga nahi|maar dungi|chaku maar|sabak sikhaunga',
      emoji: '😡|🤬|💢|🔫 →|🔫→|🔫 ➡|🔫➡|🔪 →|🔪→|🔪 +|🔪+',
    },
    target: {
      en: "lecture hall|lecture|the class|to class|to campus|my group|group project|professor|the ta|classmates|roommate|roommates|dorm floor|frat guys|the admin building|admin building|outside the|home address|where he parks|where she parks|where he lives|where she lives|which bar|my stepdad|my brother|little brother|chem lecture|everyone on|bf|lab group|my seminar|seminar|the dean|his office|her office|the frat|the house|my ex|ex's|the party|the professors|professors|econ|this place|the guys|that guy|people in my|lecture hall|hall b|in there|everyone in there|the flat|his lecture|her lecture|the exam|office hours|student union|careers fair|the fair|the whole lab|the lab|which car is his|which car is hers|when he leaves|the engineering building|the whole cohort|my cohort|at graduation|my housemate|my teammate|a list of names|list of names|lab 3|study room|the people in|the graduation|graduation ceremony|my ta|my flatmate|prof|her house|his house|the block where",
      es: 'la clase|la universidad|el profesor|mis companeros|el campus|la facultad|facultad|el profe|mi clase|mi companero de piso|companero de piso',
      fr: "la fac|en cours|le prof|mes camarades|le campus|la classe|mon coloc|ma coloc|l'amphi|amphi",
      de: 'die uni|zur uni|den professor|meine kommilitonen|den campus|die vorlesung|mitbewohner|den prof|in der vorlesung|vorlesung|mein mitbewohner|diesem dozenten|dozenten|dozent',
      pt: 'a faculdade|o professor|meus colegas|o campus|a sala|minha turma|turma|aquele cara|da republica',
      it: "coinquilino|l'universita|il professore|i miei compagni|in aula|all'universita|universita|al prof|il prof|a lezione|lezione",
      zh: '教室|学校|老师|同学|欺负我的人|室友|那个人|实验室|导师',
      ar: 'الاستاذ|الجامعه|الفصل|زملائي|اين يسكن|للجامعه|الدكتور|المحاضره|زميلي|المحاضرة',
      hi: 'college|class mein|professor|teacher|college mein|us ladke|senior|mess ke bahar|ragging',
      emoji: '🏫|🎯',
    },
  },
};
