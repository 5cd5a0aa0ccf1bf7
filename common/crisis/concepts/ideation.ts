/**
 * Ideation: the lower rungs of the ladder. A wish to be dead or not to wake up, thoughts of suicide,
 * a stated wish to kill oneself, feeling a burden, and hopelessness (a distress cue that only counts
 * together with something else). Data only.
 */
import type { FamilyVocabulary } from './types';

export const IDEATION: FamilyVocabulary = {
  family: 'ideation',
  concepts: {
    passive_wish: {
      en: "not wake up|never wake up|dont wanna wake up|don't want to wake up|wish i was dead|wish i were dead|dont want to exist|don't want to exist|dont want to be here|don't want to be here|dont want to be alive|disappointed i woke up|wish i wasnt born|better off dead|better off without me|not be here anymore|not here anymore|want it all to stop|want everything to stop|not sure ill still be here|not sure i'll still be here|disappear forever|want to disappear|wouldnt mind dying|wouldn't mind dying",
      es: 'no despertar|no volver a despertar|quiero morir*|quisiera morir*|ojala estuviera muerto|ojala estuviera muerta|mejor estar muerto|mejor estar muerta|no quiero vivir|ya no quiero vivir|desaparecer para siempre|no quiero seguir|estarian mejor sin mi|sumir para siempre',
      fr: "envie de mourir|veux mourir|voudrais mourir|plus envie de vivre|pas envie de vivre|ne plus me reveiller|jamais me reveiller|mieux sans moi|disparaitre pour toujours|veux disparaitre|plus envie d'etre la|envie d'en finir",
      de: 'will nicht mehr leben|nicht mehr leben|will sterben|mochte sterben|mochte nicht mehr aufwachen|nicht mehr aufwachen|tot zu sein|lieber tot|besser ohne mich|will verschwinden|nicht mehr da sein',
      pt: 'quero morrer|queria morrer|nao acordar mais|nunca mais acordar|nao quero mais viver|nao quero viver|melhor sem mim|sumir pra sempre|sumir para sempre|desaparecer pra sempre|queria estar morta|queria estar morto',
      it: 'voglio morire|vorrei morire|non svegliarmi piu|non svegliarmi|non voglio piu vivere|non voglio vivere|meglio senza di me|sparire per sempre|vorrei sparire|vorrei essere morto|vorrei essere morta',
      zh: '不想活|不要再醒来|不想再醒来|想死|活着好累|活着没意思|消失算了|一了百了|死了算了|不想醒来',
      ar: 'اتمني ان اموت|اريد ان اموت|اتمني الموت|لا اريد ان اعيش|لا اريد العيش|افضل لو مت|ليتني مت',
      hi: 'jeena nahi hai|jeena nahi chahta|jeena nahi chahti|marna chahta|marna chahti|mar jaana chahta|mar jaana chahti|mar jau|mar jaun|jeene ka koi fayda nahi|fayda nahi jeene|zinda nahi rehna',
      emoji: '🪦|⚰',
    },
    thoughts: {
      en: 'suicidal|thoughts about ending it|thinking about ending it|thoughts of ending it|ending it all|end it all|thinking about suicide',
      es: 'pienso en suicid*|pensamientos suicidas|quitarme la vida|pienso en morir|ideas de suicidio|ideacion suicida',
      fr: "pensees suicidaires|idees suicidaires|je pense a mourir|pense au suicide|envie d'en finir",
      de: 'selbstmordgedanken|suizidgedanken|denke an selbstmord|daran mich umzubringen|mich umzubringen|suizidal',
      pt: 'pensamentos suicidas|penso em me matar|penso em suicidio|ideacao suicida|tirar minha vida|tirar a minha vida',
      it: 'pensieri suicidi|penso al suicidio|penso di togliermi la vita|farla finita',
      zh: '自杀的念头|想过自杀|轻生|结束生命|结束自己',
      ar: 'علي نفسي|افكار انتحاري|افكر في الانتحار|افكر بالانتحار|انهاء حياتي',
      hi: 'khud ko khatam|apne aap ko khatam|suicide ke khayal|marne ke khayal|marne ka soch',
    },
    // Active ideation with a method in mind: the ladder's method rung.
    method_thoughts: {
      en: "writing down ways|ways to die|ways to kill myself|how id do it|how i'd do it|how i would do it|researching methods|looked up methods",
      es: 'como hacerlo|formas de matarme|metodos para suicidarme',
      fr: 'comment le faire|facons de mourir|methodes pour me suicider',
      de: 'wie ich es machen wurde|wie man sich umbringt',
      pt: 'ja pensei em como fazer|formas de me matar|jeitos de me matar',
      it: 'come farlo|modi per uccidermi|modi per morire',
      zh: '怎么死|自杀方法|想好了怎么',
      ar: 'طرق الانتحار|كيف انتحر',
      hi: 'kaise marun|marne ka tarika',
    },
    desire: {
      en: 'want to kill myself|wanna kill myself|want to end my life|want to commit suicide|going to kill myself|gonna kill myself|kill myself|end my life|take my own life',
      es: 'quiero suicidarme|me quiero suicidar|quiero matarme|me quiero matar|voy a suicidarme|voy a matarme|suicidarme|matarme',
      fr: 'veux me suicider|vais me suicider|veux me tuer|vais me tuer|me suicider|mettre fin a mes jours|mettre fin a ma vie',
      de: 'will mich umbringen|werde mich umbringen|bringe mich um|bringe mich heute nacht um|bring mich heute nacht um|bringe mich heute um|bringe mich jetzt um|bringe mich morgen um|bring mich um|will mich toten|selbstmord begehen|mich toten|mich umbringen',
      pt: 'quero me matar|vou me matar|quero me suicidar|vou me suicidar|me matar|me suicidar|acabar com a minha vida|acabar com minha vida',
      it: 'voglio uccidermi|voglio ammazzarmi|togliermi la vita|mi uccido|mi ammazzo|suicidarmi|uccidermi|ammazzarmi',
      zh: '我想自杀|想自杀|要自杀|去自杀|杀了自己|结束我的生命',
      ar: 'اريد ان انتحر|ساقتل نفسي|اقتل نفسي|انتحر|الانتحار',
      hi: 'suicide karna|suicide kar|khudkhushi|khudkushi|apni jaan le|khud ko maar',
    },
    // Dwelling on something unnamed: a cue only beside a method or a place.
    rumination: {
      en: "keep thinking about it|thinking about it again|thinking about stuff i shouldnt|thinking about stuff i shouldn't|the thought just wont leave|the thought won't leave|cant stop thinking about it|can't stop thinking about it|how easy it would be|how calm i feel|scares me how",
      es: 'no dejo de pensar en eso|pienso en eso todo el tiempo|lo facil que seria',
      fr: "j'y pense tout le temps|j'y pense sans arret|ce serait facile",
      de: 'denke standig daran|denke dauernd daran|wie einfach es ware',
      pt: 'penso nisso o tempo todo|nao paro de pensar nisso|seria tao facil',
      it: 'ci penso ogni giorno|ci penso sempre|sarebbe cosi facile',
      zh: '一直在想|总是想着',
      ar: 'افكر في استخدامه|افكر في ذلك',
      hi: 'roz sochta hoon|roz sochti hoon|wahi sochta|wahi sochti',
    },
    burden: {
      en: 'im a burden|i am a burden|such a burden|burden to everyone|burden on everyone|burden to my family|everyone would be better off|everyone would be better|be better off without me',
      es: 'soy una carga|una carga para',
      fr: 'je suis un poids|un poids pour|un fardeau',
      de: 'bin eine last|eine last fur',
      pt: 'sou um peso|um peso pra|um peso para|sou um fardo|ninguem ia sentir minha falta|ninguem vai sentir minha falta',
      it: 'sono un peso|un peso per|piu facile per i miei|tutto piu facile per',
      zh: '是家里的负担|是负担|拖累',
      ar: 'عبء علي|انا عبء',
      hi: 'bojh hoon|bojh hu|sab pe bojh',
      emoji: '😌 if i',
    },
    hopeless: {
      en: "cant do this anymore|can't do this anymore|cant go on|can't go on|no point|whats the point|what's the point|no way out|idk anymore|i give up|i'm done|im done|don't see a future|dont see a future|no future|done with all of it",
      es: 'no aguanto mas|ya no puedo mas|no puedo mas|no le veo sentido|sin sentido|no tiene sentido|no hay salida',
      fr: "j'en peux plus|je n'en peux plus|plus la force|aucun sens|sans issue|c'est fini",
      de: 'kann nicht mehr|halte das nicht mehr aus|noch aushalte|keinen sinn|kein ausweg|hat alles keinen sinn',
      pt: 'nao aguento mais|nao aguento|sem sentido|sem saida|nao vejo sentido',
      it: 'non ce la faccio piu|non ce la faccio|non so piu cosa fare|nessun senso|senza senso',
      zh: '撑不下去|受不了了|没有意义|没有希望|坚持不下去',
      ar: 'لم اعد احتمل|لا احتمل|لا فائده مني|لا فائده|بلا معني',
      hi: 'nahi jhel sakta|nahi jhel sakti|control nahi ho raha|koi fayda nahi|thak gaya hoon|thak gayi hoon',
      emoji: '💔|😶|🙃',
    },
  },
};
