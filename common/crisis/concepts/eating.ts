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
      en: "havent eaten|haven't eaten|not eating|not eaten|without eating|after not eating|fasting|skip meals|skipping meals|one apple a day|cal a day|calories a day|throwing up after|throw up after|threw up|purging|purged|purge|laxatives|chew and spit|barely swallow|dont deserve food|don't deserve food|lose 5 more|lose more weight|feel huge|still feel fat",
      es: 'no he comido|sin comer|no como|vomito despues|vomitar despues|laxantes|ayuno',
      fr: 'rien mange|pas mange|sans manger|arrive pas a manger|je vomis apres|me faire vomir|laxatifs|jeune',
      de: 'nichts gegessen|nicht gegessen|ohne zu essen|erbreche nach|kotze nach|abfuhrmittel|fasten',
      pt: 'nao como|sem comer|nao comi|vomito depois|laxantes|jejum',
      it: 'non mangio|senza mangiare|non ho mangiato|vomito dopo|lassativi|digiuno',
      zh: '没吃东西|不吃饭|催吐|吐掉|泻药|节食',
      ar: 'لم اكل|لا اكل|اتقيا بعد|ملينات',
      hi: 'khana nahi khaya|kuch nahi khaya|ulti karti|ulti karta',
    },
    // Signs of medical instability: with the behaviour, high; two of them, critical.
    danger_sign: {
      en: "fainted|passed out|blacked out|heart is racing|heart racing|heart pounds|heart pounding|heart does this|heart feels weird|fluttery|chest hurts|chest pain|threw up blood|seeing spots|cant stop shaking|can't stop shaking|muscles cramp",
      es: 'me desmaye|desmayo|el corazon acelerado|dolor en el pecho|mareada|mareado|vomito sangre',
      fr: 'evanouie|evanoui|je me suis evanouie|coeur qui bat|douleur a la poitrine|vertiges|malaise',
      de: 'ohnmachtig|umgekippt|herzrasen|brustschmerzen|schwindelig|blut erbrochen',
      pt: 'desmaiei|desmaio|coracao acelerado|dor no peito|tonta|tonto',
      it: 'svenuta|svenuto|dolori al petto|dolore al petto|cuore che batte|batte fortissimo|giramenti di testa',
      zh: '晕倒|心跳特别快|心跳很快|胸口疼|头晕|吐血',
      ar: 'اغمي علي|خفقان|الم في صدري|دوخه',
      hi: 'behosh|chakkar|dil tez',
    },
    // Signs of a body starved over time: with the behaviour, medium.
    wasting_sign: {
      en: 'dizzy|lightheaded|period stopped|hair is falling out|hands are always blue|always cold|look sick',
      es: 'se me cae el pelo|no me baja la regla|siempre tengo frio',
      fr: 'je perds mes cheveux|plus mes regles|toujours froid',
      de: 'haare fallen aus|keine periode mehr|immer kalt',
      pt: 'meu cabelo esta caindo|menstruacao parou|sempre com frio',
      it: 'perdo i capelli|non ho piu il ciclo|sempre freddo',
      zh: '掉头发|月经停了|手脚冰凉',
      ar: 'يتساقط شعري|انقطعت الدوره',
      hi: 'baal jhad rahe|period band',
    },
  },
};
