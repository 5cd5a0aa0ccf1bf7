/**
 * The class sums the second opinion scores, per segment, read straight from the folded code points: the same
 * features as `collectFeatures` (words, pairs, character grams, segments), summed as they are met instead of
 * listed first. A word's own features (the word and the character grams of `<word>`) are summed once per distinct
 * word and kept, so a long text looks its words up instead of every gram; only pairs are looked up every time.
 *
 * The order of additions does not change a sum: every weight is a 32-bit float between `scale` and 45 × `scale`
 * (`decodeLevels`), so all are whole multiples of one small power of two, and a float64 sum of them is exact until
 * it holds tens of millions of features. The sums are the ones adding feature after feature gives, bit for bit.
 */
import { CharClass, classify } from './codes';
import {
  CHARS_SEED,
  FNV_OFFSET,
  finish,
  KIND_PAIR,
  KIND_WORD,
  PAD_END,
  PAD_START,
  SEGMENT_TOKENS,
  step,
} from './features';
import { CLASSES, LEVEL_COUNT } from './weights-format';

const K = CLASSES.length;

/** The weights as `decodeLevels` gives them, and the bucket mask. */
export interface LevelTable {
  readonly levels: Uint8Array;
  readonly values: Float64Array;
  readonly mask: number;
}

/** A word's own features: its letters (to tell two words with one hash apart), class sums and count. */
interface WordSums {
  readonly codes: Int32Array;
  readonly sums: Float64Array;
  readonly count: number;
}

/** Kept per model (the sums depend on its weights); cleared when full, so hostile text cannot grow it. */
export type WordCache = Map<number, WordSums>;
const WORD_CACHE_LIMIT = 50_000;

/** Per-segment class sums (`segment * K + class`) and feature counts; reused between calls. */
export class SegmentSums {
  sums = new Float64Array(64 * K);
  counts = new Float64Array(64);
  segments = 0;

  /** Makes room for `segment` and zeroes it. */
  open(segment: number): void {
    if (segment >= this.counts.length) {
      const sums = new Float64Array(this.sums.length * 2);
      sums.set(this.sums);
      this.sums = sums;
      const counts = new Float64Array(this.counts.length * 2);
      counts.set(this.counts);
      this.counts = counts;
    }
    this.sums.fill(0, segment * K, segment * K + K);
    this.counts[segment] = 0;
  }
}

/** Adds the weights of one finished feature hash to `sums` at `at` (five classes). */
function addFeature(table: LevelTable, sums: Float64Array, at: number, hash: number): void {
  const base = (hash & table.mask) * K;
  // A negative sign reads the negated half of the values: adding -w is exactly subtracting w.
  const half = (hash >>> 31) * LEVEL_COUNT;
  const { levels, values } = table;
  for (let klass = 0; klass < K; klass += 1) {
    sums[at + klass] = (sums[at + klass] ?? 0) + (values[half + (levels[base + klass] ?? 0)] ?? 0);
  }
}

/** The word feature and every character 3- to 5-gram of `<word>`, summed. */
function wordSums(table: LevelTable, codes: Int32Array, wordHash: number): WordSums {
  const sums = new Float64Array(K);
  addFeature(table, sums, 0, finish(wordHash));
  let count = 1;
  let gram1 = step(CHARS_SEED, PAD_START);
  let gram2 = 0;
  let gram3 = 0;
  let gram4 = 0;
  const padded = codes.length + 2;
  for (let end = 1; end < padded; end += 1) {
    const code = end <= codes.length ? (codes[end - 1] ?? 0) : PAD_END;
    const gram5 = step(gram4, code);
    gram4 = step(gram3, code);
    gram3 = step(gram2, code);
    gram2 = step(gram1, code);
    gram1 = step(CHARS_SEED, code);
    if (end < 2) continue;
    addFeature(table, sums, 0, finish(gram3));
    count += 1;
    if (end >= 3) {
      addFeature(table, sums, 0, finish(gram4));
      count += 1;
    }
    if (end >= 4) {
      addFeature(table, sums, 0, finish(gram5));
      count += 1;
    }
  }
  return { codes, sums, count };
}

function sameCodes(left: Int32Array, right: Int32Array, length: number): boolean {
  if (left.length !== length) return false;
  for (let index = 0; index < length; index += 1) if (left[index] !== right[index]) return false;
  return true;
}

/** The letters of the word being read; reused. */
let letters = new Int32Array(64);

/**
 * Fills `out` with the class sums and feature counts of every segment of the folded code points, exactly as
 * summing `collectFeatures(codes)` segment by segment does.
 */
export function sumSegments(
  codes: readonly number[],
  table: LevelTable,
  cache: WordCache,
  out: SegmentSums,
): void {
  let segment = 0;
  let tokensInSegment = 0;
  let hasPrevious = false;
  let previousToken = 0;
  out.open(0);
  const endSegment = (): void => {
    if (tokensInSegment === 0) return;
    segment += 1;
    tokensInSegment = 0;
    hasPrevious = false;
    out.open(segment);
  };
  const feature = (hash: number): void => {
    addFeature(table, out.sums, segment * K, hash);
    out.counts[segment] = (out.counts[segment] ?? 0) + 1;
  };
  /** A token's pair with the token before it, then it becomes the token before the next. */
  const pairWith = (hash: number): void => {
    if (hasPrevious) feature(finish(step(step(step(FNV_OFFSET, KIND_PAIR), previousToken), hash)));
    previousToken = hash;
    hasPrevious = true;
    tokensInSegment += 1;
  };
  let index = 0;
  while (index < codes.length) {
    const code = codes[index] ?? 0;
    const kind = classify(code);
    if (kind === CharClass.Letter) {
      if (tokensInSegment >= SEGMENT_TOKENS) endSegment();
      // A word: letters and digits, with apostrophes inside it dropped ("can't" reads "cant").
      let length = 0;
      let wordHash = step(FNV_OFFSET, KIND_WORD);
      while (index < codes.length) {
        const inner = codes[index] ?? 0;
        const innerKind = classify(inner);
        if (innerKind === CharClass.Letter) {
          if (length === letters.length) {
            const grown = new Int32Array(length * 2);
            grown.set(letters);
            letters = grown;
          }
          letters[length] = inner;
          length += 1;
          wordHash = step(wordHash, inner);
        } else if (innerKind !== CharClass.Joiner) break;
        index += 1;
      }
      const key = wordHash & 0x3fffffff;
      let own = cache.get(key);
      if (own === undefined || !sameCodes(own.codes, letters, length)) {
        const fresh = wordSums(table, letters.slice(0, length), wordHash);
        if (own === undefined) {
          if (cache.size >= WORD_CACHE_LIMIT) cache.clear();
          cache.set(key, fresh);
        }
        own = fresh;
      }
      const at = segment * K;
      for (let klass = 0; klass < K; klass += 1) {
        out.sums[at + klass] = (out.sums[at + klass] ?? 0) + (own.sums[klass] ?? 0);
      }
      out.counts[segment] = (out.counts[segment] ?? 0) + own.count;
      pairWith(wordHash);
    } else if (kind === CharClass.Cjk) {
      // Every character is a token; the whole run gives the character grams (a long run may cross segments).
      let gram1 = step(CHARS_SEED, PAD_START);
      let gram2 = 0;
      let gram3 = 0;
      let gram4 = 0;
      let end = 0;
      const addGram = (character: number): void => {
        end += 1;
        const gram5 = step(gram4, character);
        gram4 = step(gram3, character);
        gram3 = step(gram2, character);
        gram2 = step(gram1, character);
        gram1 = step(CHARS_SEED, character);
        if (end >= 2) feature(finish(gram3));
        if (end >= 3) feature(finish(gram4));
        if (end >= 4) feature(finish(gram5));
      };
      while (index < codes.length && classify(codes[index] ?? 0) === CharClass.Cjk) {
        if (tokensInSegment >= SEGMENT_TOKENS) endSegment();
        const character = codes[index] ?? 0;
        addGram(character);
        const hash = step(step(FNV_OFFSET, KIND_WORD), character);
        feature(finish(hash));
        pairWith(hash);
        index += 1;
      }
      addGram(PAD_END);
    } else {
      if (kind === CharClass.Emoji) {
        if (tokensInSegment >= SEGMENT_TOKENS) endSegment();
        const hash = step(step(FNV_OFFSET, KIND_WORD), code);
        feature(finish(hash));
        pairWith(hash);
      } else if (kind === CharClass.SentenceEnd) endSegment();
      index += 1;
    }
  }
  out.segments = tokensInSegment > 0 ? segment + 1 : segment;
}
