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
      en: 'took|taken|swallowed|had a bunch of|drank|overdid it|overdosed|popped|downed|taking it all|taking them all',
      es: 'me tome|tome|me he tomado|trague|me trague',
      fr: "j'ai pris|j'ai avale|avale",
      de: 'genommen|geschluckt|eingenommen',
      pt: 'tomei|engoli',
      it: 'ho preso|ho ingoiato|ho mandato giu',
      zh: '吃了|吞了|服了',
      ar: 'تناولت|بلعت|اخذت',
      hi: 'kha li|kha liya|kha liye|le li',
    },
    quantity: {
      en: "too many|whole pack|whole box|whole bottle|half a bottle|all my|all of my|the lot|bunch of|way more|more than ur supposed|more than you're supposed|a lot of|about 15|about 20|about 30|like 20|x40|x20|x30|dozens|whole strip",
      es: 'todas las|todos los|una caja entera|un bote entero|demasiadas',
      fr: 'toute la boite|tous les|toute la plaquette|trop de',
      de: 'die ganze packung|alle tabletten|zu viele|eine ganze',
      pt: 'uma cartela inteira|todos os|todas as|cartela inteira|muitos',
      it: 'tutta la scatola|tutte le|troppe',
      zh: '一整瓶|一整盒|全部|很多',
      ar: 'كل الحبوب|علبه كامله',
      hi: 'saari|puri patti|bahut saari',
      emoji: '💊💊',
    },
    symptom_severe: {
      en: "cant keep my eyes open|can't keep my eyes open|wont wake up|won't wake up|not waking up|breathing weird|can't breathe|cant breathe|heart is really slow|going dark|unconscious|turning blue|woke up on the floor|seizure",
      es: 'me cuesta respirar|no puedo respirar|no despierta|se me cierran los ojos',
      fr: "j'arrive pas a respirer|je respire mal|ne se reveille pas|je vois flou",
      de: 'kann kaum die augen offen|bekomme kaum luft|wacht nicht auf',
      pt: 'tudo ficando escuro|nao consigo respirar|nao acorda',
      it: 'non riesco a respirare|non si sveglia|vedo tutto nero',
      zh: '喘不过气|醒不过来|看不清',
      ar: 'لا استطيع التنفس|لا يستيقظ',
      hi: 'saans nahi|hosh nahi',
      emoji: '😵💫|🫠',
    },
    symptom: {
      en: 'dizzy|confused|heart still pounding|heart pounding|chest hurts|stomach is burning|black stuff|throwing up|vomiting|cold|shaking|heart is racing',
      es: 'mareada|mareado|vomitando|confundida|confundido',
      fr: 'vertiges|nausee|je vomis',
      de: 'schwindelig|ubel|erbreche',
      pt: 'tonta|tonto|vomitando|enjoada',
      it: 'mi gira la testa|vomito|nausea',
      zh: '头晕|想吐|恶心',
      ar: 'دوخه|اتقيا',
      hi: 'chakkar|ulti',
    },
  },
};
