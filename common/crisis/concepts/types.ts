/**
 * Shapes of the concept layer: families of risk concepts, each with vocabularies per language, and
 * the hits the scanner finds. The vocabularies are data (one file per family); the ladder (ladder.ts)
 * turns combinations of hits into levels.
 */

/** Languages with a vocabulary; Hindi is Hindi written in Latin script; emoji are read as words. */
export const CONCEPT_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'zh', 'ar', 'hi', 'emoji'] as const;
export type ConceptLanguage = (typeof CONCEPT_LANGUAGES)[number];

/** Risk families, each a rung or a domain of the clinical ladder. */
export const RISK_FAMILIES = [
  'ideation',
  'intent',
  'means',
  'timing',
  'finality',
  'self_harm',
  'harm_others',
  'abuse',
  'eating_disorder',
  'overdose',
] as const;
export type RiskFamily = (typeof RISK_FAMILIES)[number];

/**
 * Families that only change how risk hits are read: who, when, denial, study, harmless idioms, and an
 * everyday reason for giving things away or cancelling (moving out, going abroad).
 */
export const CONTEXT_FAMILIES = [
  'self',
  'peer',
  'negation',
  'history',
  'present',
  'recovery',
  'framing',
  'harmless',
  'reason',
  'unframed',
] as const;
export type ContextFamily = (typeof CONTEXT_FAMILIES)[number];

export type ConceptFamily = RiskFamily | ContextFamily;

/**
 * Terms of one concept per language, separated by "|". Latin-script terms are words matched whole,
 * in order, within one sentence, with at most one other word between two of them; a word ending in
 * "*" matches any word it starts ("suicid*" matches "suicidarme", "suicidio"). Terms in other
 * scripts and emoji are matched as written, anywhere (Chinese has no spaces). Both sides are folded
 * the same way (case, accents, look-alike letters, Arabic letter variants).
 */
export type Vocabulary = Partial<Record<ConceptLanguage, string>>;

export interface FamilyVocabulary {
  readonly family: ConceptFamily;
  readonly concepts: Readonly<Record<string, Vocabulary>>;
}

/** One vocabulary term found in a text. */
export interface ConceptHit {
  readonly family: ConceptFamily;
  readonly concept: string;
  readonly language: ConceptLanguage;
  /** The term as written in the vocabulary. */
  readonly term: string;
  /** UTF-16 offsets into the original text. */
  readonly start: number;
  readonly end: number;
  /** Offsets into the folded text, for overlap checks. */
  readonly from: number;
  readonly to: number;
  readonly sentence: number;
  /** Index of the first Latin word of the hit (or of the next one, for other scripts). */
  readonly word: number;
}
