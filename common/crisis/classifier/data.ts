/**
 * What the second opinion learns from: the labelled corpus (`../corpus`, ten languages, levels) and the
 * engine's tuning set (`../evaluation-set.ts`, English, risky or harmless; risky cases count as medium,
 * the floor of a crisis). Never the held-out rounds in `../evaluation/held-out/`: they must stay unseen.
 *
 * Every fifth sentence, chosen by a stable hash of its text (not by position, so adding sentences does
 * not reshuffle the split), is held back from training and used only to measure.
 */
import { z } from 'zod';
import { type CorpusLevel, corpusKey, loadCorpus } from '../corpus';
import { HELD_OUT_ROUNDS } from '../evaluation/held-out';
import plainRequests from '../evaluation/plain-requests/train.json';
import { EVALUATION_SET } from '../evaluation-set';

export interface TrainingCase {
  readonly text: string;
  /** Corpus language, or `en` for the tuning set. */
  readonly language: string;
  /** null for harmless. */
  readonly level: CorpusLevel | null;
  readonly kind: string;
  readonly source: 'corpus' | 'tuning' | 'round' | 'plain';
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

export interface DataOptions {
  /** Held-out rounds to train on, by name (only rounds the engine has been tuned on; never a sealed one). */
  readonly rounds: readonly string[];
  /** Plain requests, as harmless texts. */
  readonly plain: readonly { readonly text: string; readonly language: string }[];
}

/** Plain requests as students write them (`../evaluation/plain-requests/train.json`), harmless training texts. */
export const PLAIN_REQUESTS: readonly { readonly text: string; readonly language: string }[] = z
  .array(z.object({ text: z.string().min(1), language: z.string().min(1) }))
  .parse(plainRequests);

/** The rounds the engine has been tuned on, by name. */
export const TUNED_ROUNDS: readonly string[] = HELD_OUT_ROUNDS.filter((round) => round.tunedOn).map(
  (round) => round.name,
);

/**
 * What `npm run crisis:train` trains on: the corpus, the tuning set, the rounds the engine has been tuned on
 * and the plain requests (decision 0040). A sealed or untuned round is never among them.
 */
export const PRODUCT_DATA: DataOptions = { rounds: TUNED_ROUNDS, plain: PLAIN_REQUESTS };

/**
 * Corpus first, then tuning-set cases whose text the corpus does not already hold, then the rounds and the
 * plain requests asked for, each text once, in file order. Round texts and plain requests are never held back
 * (the held-back fifth stays the corpus's and the tuning set's); the rounds are measured by leaving one out.
 */
export function trainingCases(data: DataOptions = PRODUCT_DATA): TrainingCase[] {
  const cases: TrainingCase[] = [];
  const seen = new Set<string>();
  /** Adds a case unless a case with the same text (by `corpusKey`) came earlier. */
  const add = (entry: TrainingCase) => {
    const key = corpusKey(entry.text);
    if (seen.has(key)) return;
    seen.add(key);
    cases.push(entry);
  };
  for (const entry of loadCorpus())
    add({
      text: entry.text,
      language: entry.language,
      level: entry.level,
      kind: entry.kind,
      source: 'corpus',
      heldBack: isHeldBack(entry.text),
    });
  for (const entry of EVALUATION_SET)
    add({
      text: entry.text,
      language: 'en',
      level: entry.label === 'risky' ? 'medium' : null,
      kind: entry.kind,
      source: 'tuning',
      heldBack: isHeldBack(entry.text),
    });
  for (const round of HELD_OUT_ROUNDS) {
    if (!data.rounds.includes(round.name)) continue;
    if (!round.tunedOn) throw new Error(`round ${round.name} has not been tuned on: it must stay unseen`);
    for (const entry of round.cases)
      add({
        text: entry.text,
        language: entry.language,
        level: entry.label === 'risky' ? entry.level : null,
        kind: entry.kind,
        source: 'round',
        heldBack: false,
      });
  }
  for (const entry of data.plain)
    add({
      text: entry.text,
      language: entry.language,
      level: null,
      kind: 'plain request',
      source: 'plain',
      heldBack: false,
    });
  return cases;
}
