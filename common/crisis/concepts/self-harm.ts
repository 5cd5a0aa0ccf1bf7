/**
 * Self-harm told as an act or an injury rather than named: cutting, burning, hitting, scratching,
 * biting, carving, the abbreviation "sh", a relapse; and injuries: deep cuts, bleeding, stitches,
 * fresh scars, infection. An act with an injury (or with a blade and a recent time) is high. Data only.
 */
import type { FamilyVocabulary } from './types';

export const SELF_HARM: FamilyVocabulary = {
  family: 'self_harm',
  concepts: {
    act: {
      en: 'cut myself|cutting myself|cuts myself|burned myself|burning myself|burnt myself|hurt myself|hurting myself|harm myself|harming myself|self harm|selfharm|self-harm|sh urges|relapsed on sh|sh again|relapsed|hitting my head|punched the mirror|punch walls|punching walls|scratch my skin|scratching my skin|biting my arm|carve into|carving into|did them myself|on purpose|burning myself with|keep a blade|blade hidden|cuts on my|cut my arm|cut my wrist|cut my thigh|cut my leg|fresh cuts|new cuts|did it myself|did it on purpose|did them on purpose|banging my head|bang my head|sh check|did sh|relapsed on self harm|burn from|cut again|cutting again|cut my forearm|cut my arms',
      es: 'me corto|me cortaba|me corte|cortarme|me quemo|me quemaba|quemarme|me lastimo|lastimarme|autolesion*|hacerme dano|me hago dano|me golpeo|me corte otra vez|me volvi a cortar|me hice dano a proposito|a proposito',
      fr: 'je me scarifie|me scarifier|scarification|je me coupe|me couper|je me brule|me bruler|je me fais du mal|me faire du mal|automutilation|je me suis scarifie*|me suis coupe*|je me suis brule*|expres',
      de: 'ritze mich|ritzen|mich ritzen|schneide mich|mich schneiden|verbrenne mich|mich verletzen|verletze mich|selbstverletzung|geritzt|mich geritzt|hab mich geritzt|habe mich geschnitten|mich verbrannt|absichtlich',
      pt: 'me cortar|me corto|me cortei|me queimar|me queimo|me machucar|me machuco|automutilacao|autolesao|me cortei de novo|me queimei|de proposito',
      it: 'mi taglio|tagliarmi|mi sono tagliato|mi sono tagliata|mi brucio|bruciarmi|farmi del male|mi faccio del male|autolesionismo|mi sono tagliat*|mi sono bruciat*|apposta',
      zh: '自残|割腕|划自己|伤害自己|割手|划伤自己|又划|割伤自己|烫伤自己|故意',
      ar: 'اجرح نفسي|جرحت نفسي|اؤذي نفسي|ايذاء النفس|بالموس',
      hi: 'khud ko hurt|khud ko chot|cut kiye|cut kiya|haath pe cut|blade se|khud ko kaata|blade se kaata|haath kaata',
      emoji: '🔪🩸|🔪 ➡️ 💪|🔪➡️💪|🩸🩸',
    },
    // Hiding injuries: a sign of self-harm even when the act is not named.
    concealment: {
      en: 'so no one notices|so nobody notices|hiding it|hide it|hide the marks|cover scars|cover my scars|cover the scars|under sleeves|long sleeves|wearing hoodies|without explaining|without questions|told them it was|asking for myself|fresh ones|long sleeve|seeing my arms|see my arms|see my wrists|notice my arms',
      es: 'esconder las cicatrices|tapar las cicatrices|manga larga|que nadie se entere|nadie lo sabe',
      fr: 'cacher les cicatrices|manches longues|personne ne sait|que personne ne voie',
      de: 'narben verstecken|lange armel|niemand weiss davon|niemand weiss',
      pt: 'esconder as cicatrizes|manga comprida|ninguem sabe|tenho vergonha de ir',
      it: 'nascondere le cicatrici|maniche lunghe|nessuno lo sa',
      zh: '遮住伤疤|藏起来|没人知道',
      ar: 'اخفي الندوب|لا احد يعرف',
      hi: 'kisi ko pata nahi|chhupa',
    },
    injury: {
      en: 'stitches|deeper than before|too deep|bleeding|bleeds|blood|scars|blistered|infected|bruise|bruises|the marks|scratches|fresh ones|glass cuts|messed up|needs stitches|dressing',
      es: 'cicatrices|sangre|sangrando|puntos|heridas|quemaduras',
      fr: 'cicatrices|sang|saigne|points de suture|brulures|plaies',
      de: 'narben|blut|blutet|genaht|wunden|brandwunden',
      pt: 'cicatrizes|sangue|sangrando|pontos|cortes no braco|cortes|tao fundos|fundos|feridas',
      it: 'cicatrici|sangue|sanguina|punti|ferite|bruciature',
      zh: '伤疤|流血|缝针|伤口',
      ar: 'دم|ندوب|جروح',
      hi: 'khoon|nishaan|zakhm|khoon nikla',
      emoji: '🩸',
    },
    serious_injury: {
      en: "deeper than usual|deeper than before|too deep|went too deep|keeps opening|won't close|needs stitches|need stitches|stitches|infected|blistered|glass in my hand|new ones|fresh ones|fresh cuts|new cuts|in a row|times this week|times today|bleeding a lot|won't stop bleeding|wont stop bleeding|won't stop|wont stop",
      es: 'muy profund*|profundos|profundas|no para de sangrar|infectad*|puntos',
      fr: 'profondes|profonde|profond|infecte*|saigne beaucoup|arrete pas de saigner|points de suture',
      de: 'tiefer als sonst|zu tief|tief|entzundet|hort nicht auf zu bluten|nicht aufhoren zu bluten|genaht werden',
      pt: 'fundo|fundos|funda|infeccionou|infeccionad*|nao para de sangrar|pontos',
      it: 'profond*|infett*|non smette di sanguinare|punti',
      zh: '很深|太深|一直在流血|止不住|感染|发炎|缝针',
      ar: 'عميق|عميقه|ما يوقف|ملتهب',
      hi: 'gehra|bahut khoon|band nahi ho raha',
    },
    urge: {
      en: 'keep wanting to cut|want to cut|wanting to cut|urge to cut|urges to cut|the urge is|urge to hurt myself|urges to hurt myself|want to hurt myself|wanna cut|need to cut|itching to cut',
      es: 'ganas de cortarme|quiero cortarme|necesito cortarme',
      fr: 'envie de me couper|envie de me scarifier|besoin de me couper',
      de: 'drang mich zu ritzen|will mich ritzen|lust mich zu ritzen|muss mich ritzen',
      pt: 'vontade de me cortar|quero me cortar|preciso me cortar',
      it: 'voglia di tagliarmi|voglio tagliarmi|bisogno di tagliarmi',
      zh: '想划自己|想割自己|忍不住想伤害自己',
      ar: 'ابي اجرح نفسي|اريد ان اجرح نفسي',
      hi: 'khud ko kaatne ka mann|cut karne ka mann',
    },
  },
};
