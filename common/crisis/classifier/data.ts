/**
 * What the second opinion learns from: the labelled corpus (`../corpus`, ten languages, levels), the engine's
 * tuning set (`../evaluation-set.ts`, English, risky or harmless; risky cases count as medium, the floor of a
 * crisis), and every held-out round the engine has been tuned on (`../evaluation/held-out/`, `tunedOn`), with
 * the levels its writers gave: thousands of texts written blind by different writers, the most varied text the
 * team has. Never a round not yet tuned on (the latest blind round, measured at first sight), nor a sealed one.
 *
 * Every fifth sentence, chosen by a stable hash of its text (not by position, so adding sentences does
 * not reshuffle the split), is held back from training and used only to measure.
 */
import { type CorpusLevel, corpusKey, loadCorpus } from '../corpus';
import { HELD_OUT_ROUNDS } from '../evaluation/held-out';
import { EVALUATION_SET } from '../evaluation-set';

export interface TrainingCase {
  readonly text: string;
  /** Corpus language, or `en` for the tuning set. */
  readonly language: string;
  /** null for harmless. */
  readonly level: CorpusLevel | null;
  readonly kind: string;
  readonly source: 'corpus' | 'tuning' | 'round';
  /** Held back from training, used only to measure. */
  readonly heldBack: boolean;
}

/** FNV-1a over UTF-16 units: stable across runs, machines and Node versions. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

export const HOLD_BACK_EVERY = 5;

export function isHeldBack(text: string): boolean {
  return stableHash(corpusKey(text)) % HOLD_BACK_EVERY === 0;
}

/** Corpus first, then tuning-set cases, then the rounds tuned on, each text once, in file order. */
export function trainingCases(): TrainingCase[] {
  const cases: TrainingCase[] = [];
  const seen = new Set<string>();
  for (const entry of loadCorpus()) {
    const key = corpusKey(entry.text);
    if (seen.has(key)) continue;
    seen.add(key);
    cases.push({
      text: entry.text,
      language: entry.language,
      level: entry.level,
      kind: entry.kind,
      source: 'corpus',
      heldBack: isHeldBack(entry.text),
    });
  }
  for (const entry of EVALUATION_SET) {
    const key = corpusKey(entry.text);
    if (seen.has(key)) continue;
    seen.add(key);
    cases.push({
      text: entry.text,
      language: 'en',
      level: entry.label === 'risky' ? 'medium' : null,
      kind: entry.kind,
      source: 'tuning',
      heldBack: isHeldBack(entry.text),
    });
  }
  for (const round of HELD_OUT_ROUNDS) {
    if (!round.tunedOn) continue;
    for (const entry of round.cases) {
      const key = corpusKey(entry.text);
      if (seen.has(key)) continue;
      seen.add(key);
      cases.push({
        text: entry.text,
        language: entry.language,
        level: entry.label === 'risky' ? entry.level : null,
        kind: entry.kind,
        source: 'round',
        heldBack: isHeldBack(entry.text),
      });
    }
  }
  return cases;
}
