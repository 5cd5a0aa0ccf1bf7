/**
 * Crisis screening for ticket text: one deterministic, offline engine shared by the submit form (for
 * the instant Urgent lock and emergency contacts) and the server (the authority that stores the flag).
 */

// The learned second opinion is not re-exported here, so importing the engine does not load its weights:
// import `screenWithSecondOpinion` or `classifierOpinion` from './classifier/opinion' (lazily in the browser).
export type { SecondOpinion, SecondOpinionLevel } from './classifier/model';
export type { CompiledLexicon } from './compile';
export { compileLexicon, defaultCompiledLexicon } from './compile';
export { DEFAULT_CRISIS_LEXICON } from './lexicon';
export { RULE_NAMES } from './rules';
export { normalizeText, type ScreenOptions, screenText } from './screen';
export {
  CRISIS_CATEGORIES,
  CRISIS_CATEGORY_IDS,
  CRISIS_LEVELS,
  CRISIS_SEVERITIES,
  CRISIS_THRESHOLD,
  type CrisisCategory,
  type CrisisLevel,
  type CrisisLexiconEntry,
  type CrisisMatch,
  type CrisisResult,
  type CrisisSeverity,
  isCrisisCategory,
  isCrisisLevel,
  isCrisisSeverity,
} from './types';
