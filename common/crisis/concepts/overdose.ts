/**
 * Overdose: medication or drugs taken in a harmful amount, told as an act ("took the whole pack") or
 * as symptoms ("can't keep my eyes open", "breathing weird"). Taking with a quantity is high; with
 * severe symptoms, or within the hour, critical. Medication names live in means.ts. Data only.
 */
import type { FamilyVocabulary } from './types';

export const OVERDOSE: FamilyVocabulary = {
  family: 'overdose',
  concepts: {
    taken: {
      en: "did i take too much|i take too much|take too much ket|took|taken|swallowed|had a bunch of|drank|overdid it|overdosed|popped|downed|taking it all|taking them all|swallowed everything|took extra|took some of|taking a lot of|after taking|did too many|took 8|took 10|took 20|took 30|mixed my|mixed them with|mixed vodka with|mixed wine with|mixed alcohol with|already in me|injected|i injected|injected all|doubled my|tripled my|doubling my|took them all|just took them all|took the rest of|i mixed|mixed like|its done|it's done|stomach pumped|had my stomach pumped|woke up in hospital after the pills|after the pills|took it all|took everything|took all of it|mixed vodka and the|mixed alcohol and the|mixed wine and the|mixed them with vodka|did way too much|did too much|took way too much|just finished the|finished the whole|finished the box|finished the pack|finished the bottle|woke up in a&e after|woke up in hospital after|woke up in the hospital after|took a few extra|a few extra of my|the paracetamol thing|the pills thing|the tablets thing|the meds thing|the ibuprofen thing|in a&e last week after taking|ended up in a&e after taking|ended up in a&e last week after taking|after taking my mum's pills|after taking my mums pills",
      es: 'me tome|tome|me he tomado|trague|me trague|me tome como|lavado de estomago|me hicieron un lavado|he tomado|me las tome|me las he tomado|me lo tome todo|me lo tome|me tome todo|me las tome todas|ya me tome todo|tome todo|mezcle con alcohol|mezcle alcohol con|mezcle vodka con|mezcle las pastillas con|me acabe la|me acabe el|acabo de terminar la|me termine la',
      fr: "j'ai pris|j'ai avale|avale|avale toute|lavage d'estomac|lavage d estomac|tout pris|tout avale|melange avec de l alcool|melange avec la vodka|melange les cachets avec|avoir pris|apres avoir pris|j'ai fini la|je viens de finir la|j'ai fini toute",
      de: 'genommen|geschluckt|eingenommen|magen ausgepumpt|wegen tabletten|alles genommen|alle genommen|alles geschluckt|alle geschluckt|mit alkohol gemischt|mit wodka gemischt|mit alkohol genommen|nach einer uberdosis|uberdosis|hab grad die ganze|habe die ganze|aufgebraucht',
      pt: 'tomei|engoli|tomei uns|lavagem estomacal|lavagem no estomago|tomei tudo|ja tomei tudo|tomei todos|engoli tudo|misturei com bebida|misturei com vodka|misturei com alcool|misturei os remedios|acabei com a|terminei a cartela|acabei a cartela|tomei a cartela|ando tomando|tomando meus remedios|tomei meus remedios',
      it: 'ho preso|ho ingoiato|ho mandato giu|ho preso tutte|lavanda gastrica|preso tutto|ho preso tutto|ingoiato tutto|prese tutte|mischiato con alcol|mischiato con la vodka|mischiato con l alcol|per un overdose|per una overdose|ho appena finito|appena finito|ho finito tutta|ho finito tutto',
      zh: '吃了|吞了|服了|刚吃了|我吃了|吃下去了|全吃了|吃下去|洗胃|混着酒|和酒一起吃|吃完了|都吃了|药都吃下去了|都吃下去了|药都吃了|全吃下去了',
      ar: 'تناولت|بلعت|اخذت|اخذت علبه|جرعه زايده|جرعه زائده|غسيل معده|اخذتها كلها|اخذت كل|بلعت كل|شربت كل|خلطتها مع|خلطت الحبوب مع|خلصت العلبه|خلصت الحبوب',
      hi: 'kha li|kha liya|kha liye|le li|goliyan kha|kha li hain|kha lin|stomach wash|overdose ki wajah|sab kha li|sab kha liya|saari kha li|saari kha li hain|daaru ke saath|sharab ke saath|khatam kar di|khatam kar li|zyada le liya|zyada le li|bahut zyada le liya|bahut saari tablets le li|saari tablets le li|jaan boojh ke tablets|jaan boojh ke bahut saari',
      emoji: '🍷 done|done 😴|💊 done|💊done',
    },
    quantity: {
      en: "too much ket|too much ketamine|too many|whole pack|whole box|whole bottle|half a bottle|all my|all of my|the lot|bunch of|way more|more than ur supposed|more than you're supposed|a lot of|about 15|about 20|about 30|like 20|x40|x20|x30|dozens|whole strip|too much of my|too much of|more than i should|everything in my|too many lines|like 90|like 30|like 40|like 50|half a pack|half the pack|half a box|half the box|a load of|loads of|everything in the|all the pills|all of them|a handful|handful of|the whole|the rest of my|most of a packet|most of a pack|most of the packet|a whole packet|everything i'd saved up|everything i saved up|everything i'd saved|every pill|every tablet|every pill in the cabinet|the whole cabinet|whole blister|taken everything|took everything|already taken everything|all of it|the whole thing|whole packet|the whole lot|a month's worth|a months worth|month's worth|months worth|what was left of|whats left of|what's left of|the rest of my|rest of the pack|took them all|the rest of the|both insulin pens|both pens|both my pens|both of my pens|all my insulin|the whole pen|a whole pen|them all|months of|2 months of|a month's supply|months supply|a months supply|way too much|my whole prescription|the whole prescription|whole prescription|my entire prescription|a whole strip|whole box of|the whole packet|whole bottle of|double or triple|double dose|triple dose|twice the dose|double my dose",
      es: 'un bote de|un bote entero|todo el bote|todas las|todos los|una caja entera|un bote entero|demasiadas|como 30|como 20|como 40|todas mis|toda la caja|todo el bote|toda la tableta|la caja entera|todas|todos|el doble de la dosis|doble dosis|el triple de|toda la receta|la receta entera|todo el blister|el blister entero',
      fr: "toute la boite|tous les|toute la plaquette|trop de|toute ma boite|toute ma|tout le tube|plaquette entiere|une plaquette|boite entiere|tout pris|j'ai tout pris|tout avale|double dose|le double de la dose|double ou triple|toute l'ordonnance|la plaquette entiere",
      de: 'die ganze packung|alle tabletten|zu viele|eine ganze|eine ganze packung|ganze packung|alle|alle auf einmal|alle davon|die ganzen|alle meine|doppelte dosis|die doppelte menge|dreifache dosis|den ganzen blister',
      pt: 'uma cartela inteira|todos os|todas as|cartela inteira|muitos|uns 20|uns 30|uma cartela|um monte de|monte de remedio|um monte|tomei todos|tomei todas|em dobro|em triplo|dobro ou triplo|dose dupla|o dobro da dose|a cartela inteira|a receita inteira|toda a cartela',
      it: 'tutta la scatola|tutte le|troppe|tutte le pastiglie|tutte le pillole|tutto il blister|tutto il flacone|tutta la boccetta|tutta la confezione|doppia dose|il doppio della dose|dose doppia|la confezione intera',
      zh: '太多药|太多退烧药|太多止痛药|太多安眠药|太多感冒药|一整瓶|一整盒|全部|很多|一瓶|两瓶|一整板|一整排|整板|全吃|全部吃',
      ar: 'جرعه زايده|جرعه زائده|كل الحبوب|علبه كامله|كل حبوب|كل الدواء|كثيره|حبوبا كثيره|كلها|حبوب كثير|حبوب كتير',
      hi: 'saari|puri patti|bahut saari|saari goliyan|poora patta|pura patta|poori patti|saari ki saari|poori strip|puri strip|poora pack|bahut saare|bahut zyada le liya|zyada le liya|zyada le li',
      emoji: '💊💊',
    },
    /** More than prescribed, but not a harmful amount by itself ("took 2 extra", "double dosed"). */
    more: {
      en: 'extra|a few extra|a few more|more of my|double dosed|double dose|doubled my|tripled my|more than prescribed|instead of 1|instead of one|instead of my usual',
      fr: 'de plus|en plus',
      pt: 'a mais',
      ar: 'زياده',
      it: 'piu del dovuto|del dovuto|piu del solito|piu di quanto',
    },
    symptom_severe: {
      en: "cant feel my legs|can't feel my legs|cant keep my eyes open|can't keep my eyes open|wont wake up|won't wake up|not waking up|breathing weird|can't breathe|cant breathe|heart is really slow|going dark|unconscious|turning blue|woke up on the floor|seizure|can't feel my|cant feel my|seeing bugs|seeing things|hallucinating|heart is all over the place|chest is tight|can't walk straight|cant walk straight|going to pass out|breathing feels slow|breathing is slow|heart wont slow down|heart won't slow down|keep stumbling|really drowsy|cant stop vomiting|can't stop vomiting|cant stop throwing up|can't stop throwing up|pulse is slow|slurred|speech is slurred|can barely keep my eyes open|everything's gone blurry|gone blurry|keep passing out|passed out|turning grey|vision is blurry|my vision is blurry|can't see properly|cant see properly|pain under my ribs|keep throwing up|i'm confused|im confused|eyes look yellow|eyes are yellow|look a bit yellow|yellow eyes|yellowish|jaundice|right side|cold and clammy|clammy|everything is spinning|room is spinning|on the floor of my|don't remember how many|dont remember how many|so drowsy|can barely type|cant think straight|can't think straight|room's spinning|cant stand up|can't stand up|breathing slow|lips look blue|lips are blue|lips turning blue|blue lips|not responding|isn't responding|isnt responding|unresponsive|hurts under my ribs|pain under my ribs|under my ribs and|i'm yellowish|im yellowish|skin is yellow|eyes are yellow|turning yellow|going yellow",
      es: 'me cuesta respirar|no puedo respirar|no despierta|se me cierran los ojos|me zumban los oidos|lo veo todo borroso|veo todo borroso|veo borroso|no paro de vomitar|no puedo parar de vomitar|no me puedo levantar|no puedo levantarme|labios morados|labios azules|no responde',
      fr: "j'arrive pas a respirer|je respire mal|ne se reveille pas|je vois flou|je me sens partir|du mal a garder les yeux ouverts|j'ai du mal a garder les yeux ouverts|je peux pas me lever|j'arrive pas a me lever|levres bleues|ne repond plus|ne reagit plus",
      de: 'kann kaum die augen offen|bekomme kaum luft|wacht nicht auf|kann kaum atmen|kann nicht aufstehen|blaue lippen|lippen sind blau|reagiert nicht mehr',
      pt: 'tudo ficando escuro|nao consigo respirar|nao acorda|muito sono|tudo rodando|ta tudo rodando|nao consigo levantar|labios roxos|labios azuis|nao responde',
      it: 'non riesco a respirare|non si sveglia|vedo tutto nero|mi sto addormentando|non riesco a tenere gli occhi aperti|non riesco ad alzarmi|labbra blu|labbra viola|non risponde piu',
      zh: '喘不过气|醒不过来|看不清|一直吐|一直在吐|起不来|嘴唇发紫|嘴唇发青|没反应了|叫不醒|耳鸣|耳朵嗡嗡响|心跳得好快|心跳好快|心跳得很快',
      ar: 'لا استطيع التنفس|لا يستيقظ|لا استطيع فتح عيني|ما اقدر افتح عيوني|شفايفه زرق|شفايفها زرق|ما يرد|ما يستجيب',
      hi: 'saans nahi|hosh nahi|aankhein band ho rahi|aankh band ho rahi|aankhen band ho rahi|ulti ho rahi|kaan mein awaaz|ulti band nahi|hoth neele|hont neele|koi response nahi|saans lene mein dikkat|saans nahi aa|saans nahi le pa|dil bahut tez|dhadak raha|saans nahi aa rahi',
      emoji: '😵💫|🫠',
    },
    symptom: {
      en: "dizzy|confused|heart still pounding|heart pounding|chest hurts|stomach is burning|black stuff|throwing up|vomiting|cold|shaking|heart is racing|sweating|can't sit still|cant sit still|shaky|ears ringing|ringing in my ears|heart racing|heart is pounding|keep vomiting|stomach hurts|sick|yellow|heavy|feeling weird|getting slow|slow and heavy|really weird|sleepy|so sleepy|drowsy|foggy|itchy|so tired|like jelly|lightheaded|light headed|faint|hands are shaking|diarrhoea|diarrhea|constipated|stomach pain|palpitations|slow|chest feels tight|groggy|going numb|everything's going numb|everythings going numb|so drowsy|my hands are shaking|i'm confused|im confused|threw most of it up|threw it all up|threw it up|getting really drowsy|words are coming out weird|getting dizzy|heart is going so fast|heart going so fast|heart is going crazy|heart is going mad|vision is going weird|vision is going|vision is blurry|blurry vision|cant see straight|heart is hammering|heart hammering|heart's been pounding|heart has been pounding|heart been pounding|pounding for hours",
      es: 'mareada|mareado|vomitando|confundida|confundido|me duele mucho|me duele la panza|dolor de estomago|muy tonta|mareando|me estoy mareando|me mareo|todo me da vueltas|veo borroso',
      fr: "vertiges|nausee|je vomis|j'ai mal au ventre|mal au ventre|envie de vomir|un peu lourde|un peu lourd|tout tourne|je vois flou",
      de: 'schwindelig|ubel|erbreche|mir ist schlecht|schlecht und schwindelig|herz rast|mein herz rast|herzrasen|alles dreht sich|mir ist so ubel',
      pt: 'tonta|tonto|vomitando|enjoada|muito tonta|ficando tonta|meio lenta|meio lento|coracao ta disparado|coracao disparado|tudo girando|vista embacada|vista embaçada',
      it: 'mi gira la testa|vomito|nausea|mi gira tutto|mi fa malissimo la pancia|mal di pancia|fa malissimo|non riesco a stare in piedi|sonno fortissimo|vedo sfocato',
      zh: '吐了好几次|肚子很疼|右边肚子|头晕|想吐|恶心|头很晕|很晕|一直吐|耳朵嗡嗡响|耳鸣|心跳很快|一直在吐|看东西都模糊|看不清|模糊|头好晕|好晕|天旋地转|看不清东西',
      ar: 'دوخه|اتقيا|بطني يوجعني|يوجعني|دايخ|دايخه|بدوار|دوار|بدوخه|تقيات|استفرغت|الدنيا تدور|راسي يدور',
      hi: 'chakkar|ulti|chakkar aa rahe|chakkar aa rahe|ulti ho rahi|ulti aa rahi|sab ghoom raha|sar ghoom|chakkar aa|ulti aa|ulti ho',
      emoji: '😵',
    },
  },
};
