import type { EvaluationCase } from './cases';
import { ROUNDS_2_TO_4 } from './rounds-2-to-4';
import { ROUNDS_5_TO_8 } from './rounds-5-to-8';

/**
 * Later rounds (2 to 8), each written fresh after the engine had been changed for the round before,
 * and measured before the engine was changed for it. Recall on each round's risky cases at that
 * moment: 53%, 67%, 50%, 56%, 40%, 48%, 53%; false positives on its harmless cases: 3%, 13%, 3%,
 * 28%, 7%, 4%, 7%. Those first-sight figures, not the score on this whole set, are the honest estimate
 * of how the engine does on phrasing it has never seen. The rounds are kept so that no improvement
 * quietly undoes an earlier one. One label in round 5 was corrected to the product rule ("I'm not
 * suicidal or anything" is a denial, and denial stays at medium).
 */
export const LATER_ROUNDS: readonly EvaluationCase[] = [...ROUNDS_2_TO_4, ...ROUNDS_5_TO_8];
