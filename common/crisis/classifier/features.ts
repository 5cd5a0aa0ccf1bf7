/**
 * Text to hashed sparse features for the learned second opinion. The text is folded by the engine's own
 * character folding (`../characters.ts`: case, accents, look-alike letters, invisible characters), then
 * read as tokens: words of letters and digits, each Chinese/Japanese/Korean character on its own, and
 * each emoji on its own. Features are:
 *
 * - `word`: every token; `pair`: every two neighbouring tokens in one segment;
 * - `chars`: character 3- to 5-grams of every word padded as `<word>` (of the whole run for CJK text);
 * - `concept`: optional named features a caller adds (the rule engine's concept families).
 *
 * Each feature is hashed (FNV-1a over code points, then a final mix) into one of 2^bits buckets with a
 * sign taken from another bit of the hash, so colliding features partly cancel instead of adding up.
 * Hashing is incremental over code points: no substrings are built on the hot path.
 *
 * Text is cut into segments at sentence ends (. ! ? 。 ！ ？ ؟ … ; and line breaks) and every
 * `SEGMENT_TOKENS` tokens, so a long ticket can be scored a window at a time (see `model.ts`).
 */
import { foldText } from '../characters';

/** The most tokens one segment holds; a longer run without sentence ends is cut. */
export const SEGMENT_TOKENS = 40;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Seeds that keep the kinds of feature apart: the same string as a word and as a gram hash apart. */
const KIND_WORD = 0x77;
const KIND_PAIR = 0x70;
const KIND_CHARS = 0x63;
const KIND_CONCEPT = 0x6b;

function step(hash: number, value: number): number {
  return Math.imul(hash ^ value, FNV_PRIME);
}

/** Murmur3's finaliser: spreads every input bit over the whole 32-bit result. */
export function finish(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Bucket of a finished hash: its low `bits` bits. */
export function bucketOf(hash: number, bits: number): number {
  return hash & ((1 << bits) - 1);
}

/** Sign of a finished hash: its top bit. */
export function signOf(hash: number): 1 | -1 {
  return hash >>> 31 === 1 ? -1 : 1;
}

/** The finished hash of a concept feature, for the caller-supplied `Record<string, number>`. */
export function conceptHash(name: string): number {
  let hash = step(FNV_OFFSET, KIND_CONCEPT);
  for (const character of name) hash = step(hash, character.codePointAt(0) ?? 0);
  return finish(hash);
}

/** Receives every feature occurrence: its finished hash, the segment it is in, and (when asked) its name. */
export type FeatureVisitor = (hash: number, segment: number, name: string | undefined) => void;

const CharClass = { Separator: 0, Letter: 1, Cjk: 2, Emoji: 3, SentenceEnd: 4, Joiner: 5 } as const;
type CharClass = (typeof CharClass)[keyof typeof CharClass];

const LETTER = /[\p{L}\p{N}]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const SENTENCE_ENDS = new Set(Array.from('.!?;\n\u3002\uff01\uff1f\u061f\u2026\uff1b', (c) => c.codePointAt(0)));

const classCache = new Map<number, CharClass>();
const CLASS_CACHE_LIMIT = 4096;

function classify(code: number): CharClass {
  if (code < 128) {
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return CharClass.Letter;
    if (code === 39) return CharClass.Joiner;
    return SENTENCE_ENDS.has(code) ? CharClass.SentenceEnd : CharClass.Separator;
  }
  const cached = classCache.get(code);
  if (cached !== undefined) return cached;
  const character = String.fromCodePoint(code);
  let result: CharClass = CharClass.Separator;
  if (SENTENCE_ENDS.has(code)) result = CharClass.SentenceEnd;
  else if (CJK.test(character)) result = CharClass.Cjk;
  else if (LETTER.test(character)) result = CharClass.Letter;
  else if (EMOJI.test(character)) result = CharClass.Emoji;
  if (classCache.size >= CLASS_CACHE_LIMIT) classCache.clear();
  classCache.set(code, result);
  return result;
}

/** Arabic spellings that students use interchangeably read the same; tatweel (stretching) is dropped. */
function foldArabic(code: number): number {
  if (code === 0x649) return 0x64a; // alif maqsura -> ya
  if (code === 0x629) return 0x647; // ta marbuta -> ha
  if (code === 0x640) return -1; // tatweel
  return code;
}

/**
 * The folded text as code points, with letters repeated three or more times collapsed to two
 * ("sooooo" and "soo" read the same) and Arabic variants merged.
 */
export function normaliseForFeatures(text: string): number[] {
  const folded = foldText(text).text;
  const codes: number[] = [];
  let previous = -1;
  let run = 0;
  for (let index = 0; index < folded.length; index += 1) {
    let code = folded.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < folded.length) {
      code = folded.codePointAt(index) ?? code;
      index += 1;
    }
    code = code >= 0x600 && code <= 0x6ff ? foldArabic(code) : code;
    if (code < 0) continue;
    run = code === previous ? run + 1 : 1;
    previous = code;
    if (run <= 2) codes.push(code);
  }
  return codes;
}

const PAD_START = 0x3c; // <
const PAD_END = 0x3e; // >

class Walker {
  private segment = 0;
  private tokensInSegment = 0;
  private previousToken = 0;
  private previousName: string | undefined;
  private hasPrevious = false;

  constructor(
    private readonly visit: FeatureVisitor,
    private readonly withNames: boolean,
  ) {}

  get segments(): number {
    return this.tokensInSegment > 0 ? this.segment + 1 : this.segment;
  }

  endSegment(): void {
    if (this.tokensInSegment === 0) return;
    this.segment += 1;
    this.tokensInSegment = 0;
    this.hasPrevious = false;
  }

  /** One token: its word feature and its pair with the token before it. */
  token(codes: readonly number[], from: number, to: number): void {
    if (this.tokensInSegment >= SEGMENT_TOKENS) this.endSegment();
    let hash = step(FNV_OFFSET, KIND_WORD);
    for (let index = from; index < to; index += 1) hash = step(hash, codes[index] ?? 0);
    const name = this.withNames ? String.fromCodePoint(...codes.slice(from, to)) : undefined;
    this.visit(finish(hash), this.segment, name);
    if (this.hasPrevious) {
      const pair = step(step(step(FNV_OFFSET, KIND_PAIR), this.previousToken), hash);
      this.visit(finish(pair), this.segment, name === undefined ? undefined : `${this.previousName} ${name}`);
    }
    this.previousToken = hash;
    this.previousName = name;
    this.hasPrevious = true;
    this.tokensInSegment += 1;
  }

  /** Character 3- to 5-grams of `<run>`. */
  grams(codes: readonly number[], from: number, to: number): void {
    const padded = [PAD_START, ...codes.slice(from, to), PAD_END];
    for (let start = 0; start + 3 <= padded.length; start += 1) {
      let hash = step(FNV_OFFSET, KIND_CHARS);
      for (let length = 1; length <= 5 && start + length <= padded.length; length += 1) {
        hash = step(hash, padded[start + length - 1] ?? 0);
        if (length >= 3) {
          const name = this.withNames
            ? `*${String.fromCodePoint(...padded.slice(start, start + length))}*`
            : undefined;
          this.visit(finish(hash), this.segment, name);
        }
      }
    }
  }
}

/**
 * Calls `visit` for every feature occurrence of `text` in reading order and returns the number of
 * segments. Names are built only when `withNames` is true (for explanations); scoring leaves it off.
 */
export function walkFeatures(text: string, visit: FeatureVisitor, withNames = false): number {
  const codes = normaliseForFeatures(text);
  const walker = new Walker(visit, withNames);
  let index = 0;
  while (index < codes.length) {
    const code = codes[index] ?? 0;
    const kind = classify(code);
    if (kind === CharClass.Letter) {
      // A word: letters and digits, with apostrophes inside it dropped ("can't" reads "cant").
      const word: number[] = [];
      while (index < codes.length) {
        const inner = classify(codes[index] ?? 0);
        if (inner === CharClass.Letter) word.push(codes[index] ?? 0);
        else if (inner !== CharClass.Joiner) break;
        index += 1;
      }
      walker.token(word, 0, word.length);
      walker.grams(word, 0, word.length);
    } else if (kind === CharClass.Cjk) {
      const from = index;
      while (index < codes.length && classify(codes[index] ?? 0) === CharClass.Cjk) {
        walker.token(codes, index, index + 1);
        index += 1;
      }
      walker.grams(codes, from, index);
    } else {
      if (kind === CharClass.Emoji) walker.token(codes, index, index + 1);
      else if (kind === CharClass.SentenceEnd) walker.endSegment();
      index += 1;
    }
  }
  return walker.segments;
}

/** A sparse vector: bucket indices with their values (signed counts, scaled to unit length). */
export interface SparseFeatures {
  readonly buckets: Int32Array;
  readonly values: Float32Array;
}

/**
 * The whole text as one sparse vector over 2^bits buckets: signed counts of every feature, divided by
 * the square root of the number of occurrences, plus the given concept features at their own values.
 * This is the vector training sees; `model.ts` computes the same sums a window of segments at a time.
 */
export function textFeatures(
  text: string,
  bits: number,
  concepts?: Readonly<Record<string, number>>,
): SparseFeatures {
  const sums = new Map<number, number>();
  let occurrences = 0;
  walkFeatures(text, (hash) => {
    const bucket = bucketOf(hash, bits);
    sums.set(bucket, (sums.get(bucket) ?? 0) + signOf(hash));
    occurrences += 1;
  });
  const scale = occurrences > 0 ? 1 / Math.sqrt(occurrences) : 0;
  for (const [bucket, sum] of sums) sums.set(bucket, sum * scale);
  for (const [name, value] of Object.entries(concepts ?? {})) {
    if (!Number.isFinite(value) || value === 0) continue;
    const hash = conceptHash(name);
    const bucket = bucketOf(hash, bits);
    sums.set(bucket, (sums.get(bucket) ?? 0) + signOf(hash) * value);
  }
  const ordered = [...sums.entries()].filter(([, value]) => value !== 0).sort(([a], [b]) => a - b);
  return {
    buckets: Int32Array.from(ordered, ([bucket]) => bucket),
    values: Float32Array.from(ordered, ([, value]) => value),
  };
}
