/**
 * Reading concept hits in context before the ladder sees them: harmless idioms remove the risk hits
 * they cover; study framing, the past and recovery set hits aside; denial and self-reference are
 * looked up per sentence. Clock times ("at 8", "11:40") are added as timing.
 */
import type { ScannedText } from './match';
import type { ConceptFamily, ConceptHit, RiskFamily } from './types';
import { RISK_FAMILIES } from './types';

/** Hits combine when they are at most this many sentences apart. */
export const WINDOW = 2;

const isRisk = (family: ConceptFamily): family is RiskFamily =>
  (RISK_FAMILIES as readonly string[]).includes(family);

/** Families a study framing sets aside ("my essay on suicide prevention"). */
const FRAMED_FAMILIES = new Set<ConceptFamily>(['ideation', 'means', 'self_harm', 'harm_others', 'abuse']);

export interface ReadHits {
  /** Risk hits that count, in text order. */
  readonly risk: readonly ConceptHit[];
  /** Risk hits set aside, with why (for the explanation and the second opinion). */
  readonly setAside: readonly { hit: ConceptHit; reason: 'past' | 'framed' | 'harmless' }[];
  readonly negatedSentences: ReadonlySet<number>;
  readonly selfSentences: ReadonlySet<number>;
  readonly peerSentences: ReadonlySet<number>;
  /** Original spans of sentences that tell of a past the writer has recovered from. */
  readonly recoveredSpans: readonly (readonly [number, number])[];
}

const CLOCK = /\b(?:[01]?\d|2[0-3])[:h][0-5]\d\b|\bat [1-9]\b|\bat 1[0-2]\b/g;

function clockTimes(scanned: ScannedText): ConceptHit[] {
  const found: ConceptHit[] = [];
  if (!/\d/.test(scanned.folded)) return found;
  for (const match of scanned.folded.matchAll(CLOCK)) {
    const from = match.index ?? 0;
    const word = scanned.words.findIndex((candidate) => candidate.from >= from);
    const sentence = scanned.words[word]?.sentence ?? 0;
    const to = from + match[0].length;
    const start = scanned.starts[from] ?? 0;
    found.push({
      family: 'timing',
      concept: 'clock_time',
      language: 'en',
      term: match[0],
      start,
      end: scanned.ends[to - 1] ?? start,
      from,
      to,
      sentence,
      word: Math.max(0, word),
    });
  }
  return found;
}

const NONE: ReadonlySet<number> = new Set();

function sentenceSpans(scanned: ScannedText, sentences: readonly number[]): [number, number][] {
  return sentences.flatMap((sentence) => {
    const words = scanned.words.filter((word) => word.sentence === sentence);
    const first = words[0];
    const last = words.at(-1);
    if (first === undefined || last === undefined) return [];
    return [[scanned.starts[first.from] ?? 0, scanned.ends[last.to - 1] ?? 0] as [number, number]];
  });
}

export function readHits(scanned: ScannedText, quiet: readonly (readonly [number, number])[] = []): ReadHits {
  const hits = [...scanned.hits, ...clockTimes(scanned)];
  const harmless = hits.filter((hit) => hit.family === 'harmless');
  const history = scanned.contextSentences.get('history') ?? NONE;
  const present = scanned.contextSentences.get('present') ?? NONE;
  const recovery = scanned.contextSentences.get('recovery') ?? NONE;
  const framing = scanned.contextSentences.get('framing') ?? NONE;
  const reason = scanned.contextSentences.get('reason') ?? NONE;
  const risk: ConceptHit[] = [];
  const setAside: { hit: ConceptHit; reason: 'past' | 'framed' | 'harmless' }[] = [];
  for (const hit of hits) {
    if (!isRisk(hit.family)) continue;
    const covered =
      harmless.some((cover) => hit.from < cover.to && hit.to > cover.from) ||
      quiet.some(([start, end]) => hit.start < end && hit.end > start);
    if (covered) {
      setAside.push({ hit, reason: 'harmless' });
    } else if ((recovery.has(hit.sentence) || history.has(hit.sentence)) && !present.has(hit.sentence)) {
      setAside.push({ hit, reason: 'past' });
    } else if (framing.has(hit.sentence) && FRAMED_FAMILIES.has(hit.family)) {
      setAside.push({ hit, reason: 'framed' });
    } else if (reason.has(hit.sentence) && hit.family === 'finality') {
      setAside.push({ hit, reason: 'framed' });
    } else {
      risk.push(hit);
    }
  }
  risk.sort((left, right) => left.from - right.from || right.to - left.to);
  // A time word inside a longer phrase is part of it ("i have enough now"), not a time, unless the
  // phrase is a statement of intent that carries its own time ("bringe mich heute nacht um").
  const inside = (hit: ConceptHit): boolean =>
    hit.family === 'timing' &&
    risk.some(
      (other) =>
        other.family !== 'timing' &&
        other.family !== 'ideation' &&
        other.family !== 'intent' &&
        other.from <= hit.from &&
        other.to >= hit.to,
    );
  const counted = risk.filter((hit) => !inside(hit));
  return {
    risk: counted,
    setAside,
    negatedSentences: scanned.contextSentences.get('negation') ?? NONE,
    selfSentences: scanned.contextSentences.get('self') ?? NONE,
    peerSentences: scanned.contextSentences.get('peer') ?? NONE,
    recoveredSpans: sentenceSpans(
      scanned,
      [...recovery].filter((sentence) => !present.has(sentence)),
    ),
  };
}
