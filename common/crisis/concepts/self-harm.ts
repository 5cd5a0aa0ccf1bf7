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
      en: 'cut myself|cutting myself|cuts myself|burned myself|burning myself|burnt myself|hurt myself|hurting myself|harm myself|harming myself|self harm|selfharm|self-harm|sh urges|relapsed on sh|sh again|relapsed|hitting my head|punched the mirror|punch walls|punching walls|scratch my skin|scratching my skin|biting my arm|carve into|carving into|did them myself|on purpose|burning myself with|keep a blade|blade hidden|cuts on my|cut my arm|cut my wrist|cut my thigh|cut my leg|fresh cuts|new cuts',
      es: 'me corto|me cortaba|me corte|cortarme|me quemo|me quemaba|quemarme|me lastimo|lastimarme|autolesion*|hacerme dano|me hago dano|me golpeo',
      fr: 'je me scarifie|me scarifier|scarification|je me coupe|me couper|je me brule|me bruler|je me fais du mal|me faire du mal|automutilation',
      de: 'ritze mich|ritzen|mich ritzen|schneide mich|mich schneiden|verbrenne mich|mich verletzen|verletze mich|selbstverletzung',
      pt: 'me cortar|me corto|me cortei|me queimar|me queimo|me machucar|me machuco|automutilacao|autolesao',
      it: 'mi taglio|tagliarmi|mi sono tagliato|mi sono tagliata|mi brucio|bruciarmi|farmi del male|mi faccio del male|autolesionismo',
      zh: '自残|割腕|划自己|伤害自己|割手',
      ar: 'اجرح نفسي|جرحت نفسي|اؤذي نفسي|ايذاء النفس',
      hi: 'khud ko hurt|khud ko chot|cut kiye|cut kiya|haath pe cut|blade se',
      emoji: '🔪🩸',
    },
    // Hiding injuries: a sign of self-harm even when the act is not named.
    concealment: {
      en: 'so no one notices|so nobody notices|hiding it|hide it|hide the marks|cover scars|cover my scars|cover the scars|under sleeves|long sleeves|wearing hoodies|without explaining|without questions|told them it was|asking for myself|fresh ones',
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
  },
};
