/**
 * Eating disorders: restriction, purging, laxatives; and medical danger signs: fainting, a racing or
 * irregular heart, chest pain, vomiting blood, dizziness, lost periods, blue hands. Behaviour with a
 * danger sign is high. Data only.
 */
import type { FamilyVocabulary } from './types';

export const EATING_DISORDER: FamilyVocabulary = {
  family: 'eating_disorder',
  concepts: {
    behaviour: {
      en: "havent eaten|haven't eaten|not eating|not eaten|without eating|after not eating|fasting|skip meals|skipping meals|one apple a day|cal a day|calories a day|throwing up after|throw up after|threw up|purging|purged|purge|laxatives|chew and spit|barely swallow|dont deserve food|don't deserve food|lose 5 more|lose more weight|feel huge|still feel fat|scared to eat|afraid to eat|hasnt eaten|hasn't eaten|eaten in days|not eaten properly|haven't eaten properly|havent eaten properly|skipping whole days|skipping days|guilty when i eat|only drinking water|black coffee|binge and then throw up|binge and purge|burn off everything i eat|on 500kcal|500 kcal|500kcal|3 sessions a day|cals a day|kcal a day|havent eaten anything since|laxatives a day|restricting|havent kept any food down|haven't kept any food down|chewing and spitting|600 cals|can't make myself eat|cant make myself eat|purged this morning|want to lose more|still want to lose|stopped eating|basically stopped eating|an apple a day|counting every calorie|counting calories|barely eating|hardly eating|barely eat|skipping lunch and dinner|skipping lunch|skipping dinner|make the weight|kept anything down|keep anything down|when i throw up|count every calorie|feel disgusting if i|if i go over|under 800|over 800|under 500|under 600|from throwing up|lost weight since|only eating|only had water since|only had water|of basically nothing|week of nothing|days of nothing|day no food|days no food|no food since|no food for|only water for|400 a day|300 a day|500 a day|600 a day|800 a day|told everyone i ate|pretended i ate|said i already ate|dont feel small enough|don't feel small enough|not small enough|nothing but water|of nothing but|cals max|calories max|kcal max|cal max|max 500 cals|under 500 cals|skipped most things|skipped most meals|skipping meals again|days of only water|do only water|days on only water",
      es: 'no he comido|sin comer|no como|vomito despues|vomitar despues|laxantes|ayuno|no como nada|casi no como|dejo de comer|comiendo casi nada|vomito lo poco|comiendo muy poco|solo un cafe|voy a engordar|miedo a engordar|panico volver a comer|comiendo solo una|solo una manzana|solo agua|sin probar bocado|llevo dias sin comer|calorias maximo|calorias max|maximo 500 calorias|vomito todo lo que como|vomito despues de comer',
      fr: "rien mange|pas mange|sans manger|arrive pas a manger|je vomis apres|me faire vomir|laxatifs|jeune|vomis apres chaque|je mange presque rien|mange rien|je me fais vomir|que de l'eau|une pomme par jour|rien avale|je saute les repas|je ne mange plus|je mange plus|mange plus rien|calories max|calories maximum",
      de: 'nichts gegessen|nicht gegessen|ohne zu essen|erbreche nach|kotze nach|abfuhrmittel|ich faste|faste seit|fasten seit|ess ich fast nichts|esse fast nichts|fast nichts gegessen|nichts mehr essen|fast nichts|seit tagen nichts|abfuhrtabletten|nur noch ein knackebrot|nur wasser|seit tagen nur|nur einen apfel|mahlzeiten ausgelassen|kalorien max|kalorien maximal|maximal 500 kalorien',
      pt: 'nao como|sem comer|nao comi|vomito depois|laxantes|jejum|quase nao como|nao como nada|parei de comer|so bebo agua|so bebo agua faz|so com agua|so agua e cafe|forcar o vomito|forcei o vomito|provocar o vomito|provoco o vomito|me forco a vomitar|so tomo agua|so uma maca|pulo as refeicoes|pulei o jantar|calorias no maximo|calorias max|so tomo cafe|so bebo cafe|vomitando depois de|vomito depois de tudo|depois de tudo que como|vomito tudo que como',
      it: 'non mangio|senza mangiare|non ho mangiato|vomito dopo|lassativi|digiuno|non mangio quasi|quasi niente|smesso di mangiare|vomito tre|volte al giorno|mangio pochissimo|mangio poco|salto i pasti|salto quasi tutti i pasti|in colpa ogni volta che mangio|in colpa quando mangio|solo acqua|solo una mela|saltato la cena|calorie max|calorie al massimo',
      zh: '没吃东西|不吃饭|催吐|吐掉|泻药|节食|没吃饭|不吃东西|几天没吃|天没吃|只喝水|每天只吃一个|吃完就去吐|吃完就吐|只吃一个苹果|不敢吃|卡路里以内|最多500卡',
      ar: 'لم اكل|لا اكل|اتقيا بعد|ملينات|ما اكلت|ما كلت|ما اكل|اتقيا بعد كل وجبه|بعد كل وجبه|بس مويه|وارجعها|ارجعها|اكل وجبه وحده|اكل وجبة وحدة',
      hi: 'khana nahi khaya|kuch nahi khaya|ulti karti|ulti karta|khana nahi kha|khana chhod|sirf paani|khane ke baad ulti|ulti kar deti|ulti kar deta|kuch nahi khaati|kuch nahi khata|calories se zyada nahi|calories max|khana khake ulti|khane ke baad turant ulti',
      emoji: '🍽❌|🍽️❌|🚫🍽|🤮|🍽️❌❌|🍽❌❌',
    },
    // Signs of medical instability: with the behaviour, high; two of them, critical.
    danger_sign: {
      en: "fainted|passed out|blacked out|heart is racing|heart racing|heart pounds|heart pounding|heart does this|heart feels weird|fluttery|chest hurts|chest pain|threw up blood|seeing spots|cant stop shaking|can't stop shaking|muscles cramp|blacking out|legs cramp|cramps|cramp|throat bleeds|bleeds|hospitalised|hospitalized|should be hospitalised|collapsed|called an ambulance|resting heart rate|started blacking out|heart rate is like|heart keeps skipping|fluttering|going black|everything going black|lips are blue|blood in it|there was blood|blood in my vomit|throwing up blood|palpitations|chest pains|potassium was low|low potassium|going to pass out|heart is racing and skipping|skipping beats|heart keeps fluttering|collapsed in the shower|can't stand up|cant stand up|keep fainting|everything goes black|goes black when i stand|blood when i throw up|couldn't feel my hands|couldnt feel my hands|cant feel my hands|everything's spinning|everythings spinning|room is spinning|legs are cramping|cramping|heart feels wrong|on the bathroom floor|on the floor|heart is skipping|heart feels like its stopping|heart feels like it's stopping|heart is stopping|vision is going grey|vision going grey|vomited blood|periods stopped|heart feels its stopping|its stopping|about to pass out|gonna pass out|can't see straight|cant see straight|heart is pounding|potassium|electrolytes|discharged myself|so dizzy|chest is really tight|chest is tight|chest tight|heart is going crazy|heart going crazy|can't catch my breath|cant catch my breath|hands are tingling|tingling|coffee-ground|coffee ground|threw up blood|a lot of blood|heart skips beats|heart skips|skipping beats|bmi is like|my bmi is|bmi of|always freezing|i'm shaking and cold|im shaking and cold|shaking|feels tight|missing beats|heart flutters|heart fluttering|bmi is 13|bmi is 14|bmi is 15|bmi is 16|bmi of 13|bmi of 14|bmi of 15|bmi of 16|bmi 14|bmi 15|bmi 16|potassium came back|low potassium|doing that skipping|going grey at the edges|about to pass out|throat is bleeding|heart is going like|going to pass out|fingers go blue|fingers turn blue|vomiting blood|hair comes out in clumps|dizzy all the time|everything went black|went black|stood up too fast|knees give out|my knees give out",
      es: 'me desmaye|desmayo|el corazon acelerado|dolor en el pecho|mareada|mareado|vomito sangre|con sangre|se me nublo la vista|se me va la vista',
      fr: 'evanouie|evanoui|je me suis evanouie|coeur qui bat|douleur a la poitrine|vertiges|malaise|mal a la poitrine|du sang|palpitations|coeur bat super vite|coeur bat tres vite|douleur dans la poitrine|mal dans la poitrine|tout devient noir',
      de: 'ohnmachtig|umgekippt|herzrasen|brustschmerzen|schwindelig|blut erbrochen|zusammengebrochen|herz stolpert|herz rast|setzt aus|setzt immer wieder aus|schwarz vor augen|wird mir schwarz|zusammengebrochen|kreislauf|krampfe|wadenkrampfe|schmerzen in der brust',
      pt: 'desmaiei|desmaio|coracao acelerado|dor no peito|tonta|tonto|coracao ta disparado|coracao disparado|vomitei sangue|nao consigo levantar|caibra|coracao ta batendo|batendo muito estranho|vomitando sangue|tremendo|coracao dispara|saiu sangue|ficou tudo preto',
      it: "svenuta|svenuto|dolori al petto|dolore al petto|cuore che batte|batte fortissimo|giramenti di testa|c'era sangue|sangue|capogiro|palpitazioni|calo di pressione|tutto nero",
      zh: '晕倒|心跳特别快|心跳很快|胸口疼|头晕|吐血|心跳得很乱|心跳很乱|站不起来|心跳不齐|心跳一直特别快|心跳一直|眼前发黑|吐出来有血|有血|站起来就晕|胸口痛|胸痛',
      ar: 'اغمي علي|خفقان|الم في صدري|دوخه|انهرت|يكون هناك دم|قلبي يخفق|يخفق بسرعه|قلبي يدق بسرعه|صار فيه دم|فيه دم|الم بالصدر|الم في الصدر',
      hi: 'behosh|chakkar|dil tez|seene mein dard|behosh ho gayi|behosh ho gaya|gale mein khoon|khoon aa raha|gale se khoon|khoon aane laga',
      emoji: '🩸',
    },
    // Signs of a body starved over time: with the behaviour, medium.
    wasting_sign: {
      en: 'dizzy|lightheaded|hair is falling out|hands are always blue|always cold|look sick|feel faint|teeth hurt|hands go blue|freezing all the time|so thin|41 kg|hands are blue|fingers are blue|period stopped|hair coming out|hair comes out|in clumps|hair falling out|when i stand up',
      es: 'se me cae el pelo|no me baja la regla|siempre tengo frio|cuando me levanto',
      fr: 'je perds mes cheveux|plus mes regles|toujours froid|quand je me leve',
      de: 'haare fallen aus|keine periode mehr|immer kalt|wenn ich aufstehe',
      pt: 'meu cabelo esta caindo|menstruacao parou|sempre com frio|quando levanto|quando eu levanto',
      it: 'perdo i capelli|non ho piu il ciclo|sempre freddo|quando mi alzo',
      zh: '掉头发|月经停了|手脚冰凉|一站起来',
      ar: 'يتساقط شعري|انقطعت الدوره|لما اوقف',
      hi: 'baal jhad rahe|period band|uthte hi chakkar',
    },
  },
};
