/**
 * The class sums the second opinion scores, per segment, read straight from the folded code points: the same
 * features and segments as `collectFeatures`. A word's own features (the word and the character grams of `<word>`)
 * are summed once per distinct word and kept, so a long text looks its words up instead of every gram; pairs, CJK
 * runs and emoji are listed and summed in one tight loop, as every feature was before.
 *
 * The order of additions does not change a sum: every weight is a 32-bit float between `scale` and 45 × `scale`
 * (`decodeLevels`), so all are whole multiples of one small power of two, and a float64 sum of them is exact until
 * it holds tens of millions of features. The sums are the ones adding feature after feature gives, bit for bit.
 */
import { CharClass, classify } from './codes';
import {
  CHARS_SEED,
  FeatureList,
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

/** A word's own sums: from the cache when its letters were read before, else computed (and kept). */
function ownSums(table: LevelTable, cache: WordCache, length: number, wordHash: number): WordSums {
  const key = wordHash & 0x3fffffff;
  const kept = cache.get(key);
  if (kept !== undefined && sameCodes(kept.codes, letters, length)) return kept;
  const fresh = wordSums(table, letters.slice(0, length), wordHash);
  // Two words with one key: the first keeps its place, the other is summed each time.
  if (kept === undefined) {
    if (cache.size >= WORD_CACHE_LIMIT) cache.clear();
    cache.set(key, fresh);
  }
  return fresh;
}

/**
 * The walk's state in fields, not in variables closures capture: a captured number that is not a small integer
 * (hashes are 32-bit) is boxed anew on every write.
 */
class Summer {
  private segment = 0;
  private tokensInSegment = 0;
  private hasPrevious = false;
  private previousToken = 0;
  /** Unfinished hashes of the character 1- to 4-grams ending at the last character of a CJK run, and its length. */
  private gram1 = 0;
  private gram2 = 0;
  private gram3 = 0;
  private gram4 = 0;
  private runLength = 0;

  constructor(
    private readonly out: SegmentSums,
    private readonly listed: FeatureList,
  ) {
    out.open(0);
    listed.reset();
  }

  get segments(): number {
    return this.tokensInSegment > 0 ? this.segment + 1 : this.segment;
  }

  endSegment(): void {
    if (this.tokensInSegment === 0) return;
    this.segment += 1;
    this.tokensInSegment = 0;
    this.hasPrevious = false;
    this.out.open(this.segment);
  }

  /** Cuts the segment when it is full; called before each token starts. */
  startToken(): void {
    if (this.tokensInSegment >= SEGMENT_TOKENS) this.endSegment();
  }

  /** A feature of its own (a pair, a CJK character or gram, an emoji): listed, summed at the end (`addListed`). */
  feature(hash: number): void {
    this.listed.push(hash, this.segment);
  }

  /** A word's own features, summed before. */
  word(own: WordSums): void {
    const { sums, counts } = this.out;
    const at = this.segment * K;
    for (let klass = 0; klass < K; klass += 1)
      sums[at + klass] = (sums[at + klass] ?? 0) + (own.sums[klass] ?? 0);
    counts[this.segment] = (counts[this.segment] ?? 0) + own.count;
  }

  /** A token's pair with the token before it; then it is the token before the next. */
  token(hash: number): void {
    if (this.hasPrevious)
      this.feature(finish(step(step(step(FNV_OFFSET, KIND_PAIR), this.previousToken), hash)));
    this.previousToken = hash;
    this.hasPrevious = true;
    this.tokensInSegment += 1;
  }

  openRun(): void {
    this.gram1 = step(CHARS_SEED, PAD_START);
    this.runLength = 0;
  }

  /** The next character of a CJK run: the 3- to 5-grams ending with it. */
  addToRun(character: number): void {
    this.runLength += 1;
    const gram5 = step(this.gram4, character);
    this.gram4 = step(this.gram3, character);
    this.gram3 = step(this.gram2, character);
    this.gram2 = step(this.gram1, character);
    this.gram1 = step(CHARS_SEED, character);
    if (this.runLength >= 2) this.feature(finish(this.gram3));
    if (this.runLength >= 3) this.feature(finish(this.gram4));
    if (this.runLength >= 4) this.feature(finish(gram5));
  }
}

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
  const summer = new Summer(out, listed);
  let index = 0;
  while (index < codes.length) {
    const code = codes[index] ?? 0;
    const kind = classify(code);
    if (kind === CharClass.Letter) {
      summer.startToken();
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
      summer.word(ownSums(table, cache, length, wordHash));
      summer.token(wordHash);
    } else if (kind === CharClass.Cjk) {
      // Every character is a token; the whole run gives the character grams (a long run may cross segments).
      summer.openRun();
      while (index < codes.length && classify(codes[index] ?? 0) === CharClass.Cjk) {
        summer.startToken();
        const character = codes[index] ?? 0;
        summer.addToRun(character);
        const hash = step(step(FNV_OFFSET, KIND_WORD), character);
        summer.feature(finish(hash));
        summer.token(hash);
        index += 1;
      }
      summer.addToRun(PAD_END);
    } else {
      if (kind === CharClass.Emoji) {
        summer.startToken();
        const hash = step(step(FNV_OFFSET, KIND_WORD), code);
        summer.feature(finish(hash));
        summer.token(hash);
      } else if (kind === CharClass.SentenceEnd) summer.endSegment();
      index += 1;
    }
  }
  out.segments = summer.segments;
  addListed(table, listed, out);
}

/** The features listed one by one, reused between calls. */
const listed = new FeatureList();

/**
 * Adds the listed features to their segments' sums, in locals while a segment lasts (features come in segment
 * order): the tight loop that scored every feature before words were summed once.
 */
function addListed(table: LevelTable, list: FeatureList, out: SegmentSums): void {
  const { levels, values, mask } = table;
  const { hashes, segmentOf } = list;
  let segment = segmentOf[0] ?? 0;
  let count = 0;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  for (let index = 0; index < list.length; index += 1) {
    const hash = hashes[index] ?? 0;
    const at = segmentOf[index] ?? 0;
    if (at !== segment) {
      addToSegment(out, segment, count, s0, s1, s2, s3, s4);
      segment = at;
      count = 0;
      s0 = 0;
      s1 = 0;
      s2 = 0;
      s3 = 0;
      s4 = 0;
    }
    const base = (hash & mask) * K;
    // A negative sign reads the negated half of the values: adding -w is exactly subtracting w.
    const half = (hash >>> 31) * LEVEL_COUNT;
    s0 += values[half + (levels[base] ?? 0)] ?? 0;
    s1 += values[half + (levels[base + 1] ?? 0)] ?? 0;
    s2 += values[half + (levels[base + 2] ?? 0)] ?? 0;
    s3 += values[half + (levels[base + 3] ?? 0)] ?? 0;
    s4 += values[half + (levels[base + 4] ?? 0)] ?? 0;
    count += 1;
  }
  if (list.length > 0) addToSegment(out, segment, count, s0, s1, s2, s3, s4);
}

/** Stored through a plain function: a closure capturing the sums would box every addition. */
function addToSegment(
  out: SegmentSums,
  segment: number,
  count: number,
  s0: number,
  s1: number,
  s2: number,
  s3: number,
  s4: number,
): void {
  const at = segment * K;
  const { sums, counts } = out;
  sums[at] = (sums[at] ?? 0) + s0;
  sums[at + 1] = (sums[at + 1] ?? 0) + s1;
  sums[at + 2] = (sums[at + 2] ?? 0) + s2;
  sums[at + 3] = (sums[at + 3] ?? 0) + s3;
  sums[at + 4] = (sums[at + 4] ?? 0) + s4;
  counts[segment] = (counts[segment] ?? 0) + count;
}
