/**
 * The concept vocabularies, compiled once into one matcher. Each family's data lives in its own file.
 */
import { ABUSE } from './abuse';
import {
  FRAMING,
  HARMLESS,
  HISTORY,
  NEGATION,
  PEER,
  PRESENT,
  REASON,
  RECOVERY,
  SELF,
  UNFRAMED,
} from './context-words';
import { EATING_DISORDER } from './eating';
import { FINALITY } from './finality';
import { HARM_OTHERS } from './harm-others';
import { IDEATION } from './ideation';
import { INTENT } from './intent';
import { LOOKALIKE_HARMLESS, LOOKALIKE_REASON } from './lookalike-words';
import { type ConceptMatcher, compileConcepts } from './match';
import { MEANS } from './means';
import { OVERDOSE } from './overdose';
import { SELF_HARM } from './self-harm';
import { TIMING } from './timing';
import type { FamilyVocabulary } from './types';

export const CONCEPT_VOCABULARIES: readonly FamilyVocabulary[] = [
  IDEATION,
  INTENT,
  MEANS,
  TIMING,
  FINALITY,
  SELF_HARM,
  HARM_OTHERS,
  ABUSE,
  EATING_DISORDER,
  OVERDOSE,
  SELF,
  PEER,
  NEGATION,
  HISTORY,
  PRESENT,
  RECOVERY,
  FRAMING,
  HARMLESS,
  REASON,
  UNFRAMED,
  LOOKALIKE_HARMLESS,
  LOOKALIKE_REASON,
];

let compiled: ConceptMatcher | undefined;

/** The built-in vocabularies, compiled on first use. */
export function conceptMatcher(): ConceptMatcher {
  compiled ??= compileConcepts(CONCEPT_VOCABULARIES);
  return compiled;
}
