/**
 * General forms of harmless look-alikes, built from their parts: an idiom frame in each language ("ich bring mich
 * um vor Lachen", "mi ammazzo di studio"), a nuisance one is fed up with ("j'en peux plus de ce bruit"), an ordinary
 * thing mourned as a joke ("rip my sleep schedule ⚰️"), a note about a chore, an errand before a trip home and
 * someone else who is with family now, and which hits beyond their own words they explain.
 */
import type { ConceptHit, FamilyVocabulary } from './types';

/** Every phrase of `heads` followed by every phrase of `tails`, as one vocabulary line. */
const joined = (heads: readonly string[], tails: readonly string[]): string =>
  heads.flatMap((head) => tails.map((tail) => `${head} ${tail}`)).join('|');

/** Ordinary nuisances of student life one is fed up with, per language (a noise, the neighbours, the wifi). */
const NUISANCE = {
  fr: [
    'ce bruit',
    'du bruit',
    'ces travaux',
    'des travaux',
    'ce chantier',
    'cette chaleur',
    'ce froid',
    'ce wifi',
    'du wifi',
    'ces voisins',
    'mes voisins',
    'mon coloc',
    'ma coloc',
    'mes colocs',
    'ce cours',
    'ce prof',
    'cette pluie',
    'la pluie',
    'ce bus',
    'ces bus',
    'cette file',
    'cette fete',
    'la musique',
    'cette musique',
  ],
  es: [
    'este ruido',
    'el ruido',
    'las obras',
    'estas obras',
    'este calor',
    'este frio',
    'el wifi',
    'este wifi',
    'mis vecinos',
    'los vecinos',
    'mi companero de piso',
    'mi companera de piso',
    'este profesor',
    'esta lluvia',
    'la musica',
    'esta musica',
  ],
  it: [
    'questo rumore',
    'il rumore',
    'i lavori',
    'questi lavori',
    'questo caldo',
    'questo freddo',
    'il wifi',
    'i vicini',
    'i miei vicini',
    'il mio coinquilino',
    'la mia coinquilina',
    'questa pioggia',
    'la musica',
  ],
} as const;

/** Things of study and work one "kills oneself" over or laughs oneself to death at, as an idiom. */
const STUDY_IT = ['studio', 'studiare', 'lavoro', 'fatica', 'esercizi', 'palestra', 'libri', 'risate'];
const STUDY_PT = ['estudar', 'estudo', 'trabalhar', 'trabalho', 'rir', 'treino'];
const OWN_FAMILY = [
  'mum',
  'mom',
  'mother',
  'dad',
  'father',
  'parents',
  'family',
  'sister',
  'brother',
  'grandma',
  'grandparents',
  'aunt',
];
const CHORE = [
  'bins',
  'bin',
  'recycling',
  'dishes',
  'washing up',
  'laundry',
  'rent',
  'bills',
  'noise',
  'parcel',
  'post',
  'heating',
  'wifi',
  'cleaning',
  'rota',
  'fridge',
  'milk',
  'keys',
  'shopping',
  'hoovering',
  'bathroom',
  'kitchen',
];
const MOURNED = [
  'sleep schedule',
  'sleep',
  'grades',
  'gpa',
  'bank account',
  'wallet',
  'budget',
  'phone',
  'laptop',
  'diet',
  'social life',
  'weekend',
  'plans',
  'streak',
  'plant',
  'plants',
  'back',
  'knees',
  'inbox',
  'essay',
  'attendance',
  'voice',
  'hair',
  'group chat',
  'savings',
  'skin',
  'liver',
  'step count',
  'playlist',
  'data',
];

export const LOOKALIKE_HARMLESS: FamilyVocabulary = {
  family: 'harmless',
  concepts: {
    idiom: {
      de: 'mich um vor lachen|mich noch um vor lachen|mich um vor freude|mich um vor langeweile|mich tot vor lachen',
      it: [
        joined(['mi ammazzo di', 'mi ammazzo dalle', 'mi sto ammazzando di', 'mi uccido di'], STUDY_IT),
        'mi ammazzo dal ridere',
        joined(['non ne posso piu di', 'non sopporto piu'], NUISANCE.it),
      ].join('|'),
      pt: joined(['me mato de', 'me matando de', 'me mato pra', 'me mato para'], STUDY_PT),
      fr: joined(["j'en peux plus de", "je n'en peux plus de", 'en peux plus de'], NUISANCE.fr),
      es: joined(['no aguanto mas', 'ya no aguanto mas', 'no soporto mas'], NUISANCE.es),
    },
    // Someone else who is with their own family now ("she is with her mum now"): the "now" tells no danger now.
    with_family: {
      en: joined(
        ['with her', 'with his', 'with their', 'at her', 'at his', 'at their'].flatMap((place) =>
          OWN_FAMILY.map((who) => `${place} ${who}`),
        ),
        ['now', 'right now', 'tonight'],
      ),
    },
    // An ordinary thing mourned as a joke: covers an emoji of death in its sentence (below).
    mourned: { en: joined(['rip my', 'rip to my', 'rip the', 'rest in peace my'], MOURNED) },
    // A note about a chore: covers a note told as a sign of finality in its sentence (below).
    chore: {
      en: `${joined(['about the', 'about my', 'about our', 'to take out the', 'to do the'], CHORE)}|on the fridge`,
    },
  },
};

/** An errand before a trip home or abroad: explains a goodbye or a thing given away in its sentence. */
export const LOOKALIKE_REASON: FamilyVocabulary = {
  family: 'reason',
  concepts: {
    everyday: {
      en: 'semester abroad|term abroad|summer abroad|before i go back to|before i go back home|when i go back to|before heading back to|im going back to|heading back to|fly back to|flying back to|before the semester|before my trip|before the trip|before my flight|before the flight',
    },
  },
};

/**
 * A harmless look-alike that explains a sign elsewhere in its sentence: an ordinary thing mourned as a joke explains
 * an emoji of death ("rip my sleep schedule ⚰️"), and a note about a chore explains a note left ("left a note on the
 * door for my flatmate about the bins").
 */
export function explainedInSentence(harmless: readonly ConceptHit[], hit: ConceptHit): boolean {
  return harmless.some(
    (cover) =>
      cover.sentence === hit.sentence &&
      ((cover.concept === 'mourned' && hit.language === 'emoji') ||
        (cover.concept === 'chore' && hit.family === 'finality' && /\bnote\b/.test(hit.term))),
  );
}
