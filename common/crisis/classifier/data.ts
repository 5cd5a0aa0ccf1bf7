/**
 * What the second opinion learns from: the labelled corpus (`../corpus`, ten languages, levels) and the
 * engine's tuning set (`../evaluation-set.ts`, English, risky or harmless; risky cases count as medium,
 * the floor of a crisis). Never the held-out rounds in `../evaluation/held-out/`: they must stay unseen.
 *
 * Every fifth sentence, chosen by a stable hash of its text (not by position, so adding sentences does
 * not reshuffle the split), is held back from training and used only to measure.
 */
import { type CorpusLevel, corpusKey, loadCorpus } from '../corpus';
import { EVALUATION_SET } from '../evaluation-set';

export interface TrainingCase {
  readonly text: string;
  /** Corpus language, or `en` for the tuning set. */
  readonly language: string;
  /** null for harmless. */
  readonly level: CorpusLevel | null;
  readonly kind: string;
  readonly source: 'corpus' | 'tuning';
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

/** Corpus first, then tuning-set cases whose text the corpus does not already hold, in file order. */
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
  return cases;
}
