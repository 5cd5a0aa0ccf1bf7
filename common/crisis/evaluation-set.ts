/**
 * Labelled sentences written the way students write tickets, used to measure the screening engine.
 * "risky" must screen at level medium or above; "harmless" must screen below medium (low is allowed:
 * low only records distress words and is not a crisis). The first part was written before the engine
 * existed; the later rounds are described in `evaluation/later-rounds.ts`. Cases are never reworded to suit the engine,
 * and hard ones stay in when the engine misses them.
 */

import type { EvaluationCase } from './evaluation/cases';
import { CONCEPT_ROUND } from './evaluation/concept-round';
import { HARMLESS_CASES, RISKY_CASES } from './evaluation/first-round';
import { LATER_ROUNDS } from './evaluation/later-rounds';

export type { EvaluationCase, EvaluationLabel } from './evaluation/cases';

export const EVALUATION_SET: readonly EvaluationCase[] = [
  ...RISKY_CASES,
  ...HARMLESS_CASES,
  ...LATER_ROUNDS,
  ...CONCEPT_ROUND,
];
