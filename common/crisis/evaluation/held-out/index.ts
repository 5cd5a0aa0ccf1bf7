import type { HeldOutCase } from '../report';
import { HELD_OUT_ROUND } from './round-h1';

/**
 * Held-out rounds, each written before the engine saw it, by someone who had not read the lexicon, from a
 * brief of kinds and levels only. The newest is last. A round is measured once (`npm run crisis:eval`), its
 * first-sight figures recorded in common/crisis/README.md with the date, and only then may it be used to tune.
 */
export interface HeldOutRound {
  name: string;
  written: string;
  note?: string;
  cases: readonly HeldOutCase[];
}

export const HELD_OUT_ROUNDS: readonly HeldOutRound[] = [
  { name: 'H1', written: '2026-11-23', cases: HELD_OUT_ROUND },
];
