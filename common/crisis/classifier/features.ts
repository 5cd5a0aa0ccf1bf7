/**
 * Text to hashed sparse features for the learned second opinion. The text is folded character by
 * character by the engine's own folding (`foldCharacter` in `../characters.ts`: case, accents, look-alike
 * letters, invisible characters), then
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
import { CharClass, classify, normaliseForFeatures } from './codes';

export { normaliseForFeatures } from './codes';

/** The most tokens one segment holds; a longer run without sentence ends is cut. */
export const SEGMENT_TOKENS = 40;

export const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Seeds that keep the kinds of feature apart: the same string as a word and as a gram hash apart. */
export const KIND_WORD = 0x77;
export const KIND_PAIR = 0x70;
const KIND_CHARS = 0x63;
const KIND_CONCEPT = 0x6b;

export function step(hash: number, value: number): number {
  return Math.imul(hash ^ value, FNV_PRIME);
}

/** The unfinished hash every character gram starts from. */
export const CHARS_SEED = step(FNV_OFFSET, KIND_CHARS);

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

export const PAD_START = 0x3c; // <
export const PAD_END = 0x3e; // >

/**
 * The feature occurrences of one text, in reading order: finished hashes and segment numbers in typed
 * arrays (reused between calls, so scoring allocates almost nothing), and names when asked for.
 */
export class FeatureList {
  hashes = new Uint32Array(1024);
  segmentOf = new Int32Array(1024);
  length = 0;
  segments = 0;
  readonly names: (string | undefined)[] = [];

  reset(): void {
    this.length = 0;
    this.segments = 0;
    this.names.length = 0;
  }

  push(hash: number, segment: number): void {
    if (this.length === this.hashes.length) {
      const hashes = new Uint32Array(this.length * 2);
      hashes.set(this.hashes);
      this.hashes = hashes;
      const segmentOf = new Int32Array(this.length * 2);
      segmentOf.set(this.segmentOf);
      this.segmentOf = segmentOf;
    }
    this.hashes[this.length] = hash;
    this.segmentOf[this.length] = segment;
    this.length += 1;
  }
}

/** Segments whose features get names (for explanations); names cost time, so only where needed. */
export interface NameRange {
  readonly first: number;
  readonly last: number;
  /** When given, only features with one of these finished hashes are named (the others are skipped). */
  readonly only?: ReadonlySet<number>;
}

class Walker {
  private segment = 0;
  private tokensInSegment = 0;
  private previousToken = 0;
  private previousName: string | undefined;
  private hasPrevious = false;
  /** The current token or run, padded as <...>. */
  private scratch = new Int32Array(64);
  private scratchLength = 0;
  /** Unfinished hashes of the character 1- to 4-grams ending at the last character added. */
  private gram1 = 0;
  private gram2 = 0;
  private gram3 = 0;
  private gram4 = 0;

  constructor(
    private readonly out: FeatureList,
    private readonly names: NameRange | undefined,
  ) {}

  /** With a name range: every named segment has been walked, so nothing more will be emitted. */
  get pastNames(): boolean {
    return this.names !== undefined && this.segment > this.names.last;
  }

  get segments(): number {
    return this.tokensInSegment > 0 ? this.segment + 1 : this.segment;
  }

  endSegment(): void {
    if (this.tokensInSegment === 0) return;
    this.segment += 1;
    this.tokensInSegment = 0;
    this.hasPrevious = false;
  }

  private named(): boolean {
    return this.names !== undefined && this.segment >= this.names.first && this.segment <= this.names.last;
  }

  /** With a name range, only the features inside it (and among `only`, when given) are kept. */
  private emit(hash: number, name: string | undefined): void {
    if (this.names !== undefined) {
      if (!this.named()) return;
      this.out.names.push(name);
    }
    this.out.push(finish(hash), this.segment);
  }

  /** Whether a feature of the named range is wanted: building its name is the costly part. */
  private wanted(hash: number): boolean {
    const only = this.names?.only;
    return only === undefined || only.has(finish(hash));
  }

  private text(from: number, to: number): string {
    return String.fromCodePoint(...this.scratch.subarray(from, to));
  }

  /** Cuts the segment when it is full; called before each token starts. */
  startToken(): void {
    if (this.tokensInSegment >= SEGMENT_TOKENS) this.endSegment();
  }

  /** Starts a new padded run in the scratch buffer. */
  open(): void {
    this.scratch[0] = PAD_START;
    this.scratchLength = 1;
    this.gram1 = step(CHARS_SEED, PAD_START);
  }

  /**
   * Adds a character to the run and emits the character 3- to 5-grams that end with it. The hashes of
   * the 1- to 4-grams ending at the previous character are kept, so each gram is one FNV step from the
   * gram one shorter before it: the same hashes as hashing every gram from its start, without re-reading.
   */
  add(code: number): void {
    if (this.scratchLength + 1 > this.scratch.length) {
      const grown = new Int32Array(this.scratch.length * 2);
      grown.set(this.scratch);
      this.scratch = grown;
    }
    const end = this.scratchLength;
    this.scratch[end] = code;
    this.scratchLength = end + 1;
    const gram5 = step(this.gram4, code);
    const gram4 = step(this.gram3, code);
    const gram3 = step(this.gram2, code);
    this.gram2 = step(this.gram1, code);
    this.gram1 = step(CHARS_SEED, code);
    this.gram3 = gram3;
    this.gram4 = gram4;
    if (end < 2) return;
    if (this.names === undefined) {
      this.out.push(finish(gram3), this.segment);
      if (end >= 3) this.out.push(finish(gram4), this.segment);
      if (end >= 4) this.out.push(finish(gram5), this.segment);
      return;
    }
    if (!this.named()) return;
    if (this.wanted(gram3)) this.emit(gram3, `*${this.text(end - 2, end + 1)}*`);
    if (end >= 3 && this.wanted(gram4)) this.emit(gram4, `*${this.text(end - 3, end + 1)}*`);
    if (end >= 4 && this.wanted(gram5)) this.emit(gram5, `*${this.text(end - 4, end + 1)}*`);
  }

  /** One token (scratch positions from..to): its word feature and its pair with the token before it. */
  token(from: number, to: number): void {
    if (this.names !== undefined && !this.named()) {
      // Outside the named segments nothing is emitted; a pair never reaches back across a segment.
      this.hasPrevious = true;
      this.tokensInSegment += 1;
      return;
    }
    let hash = step(FNV_OFFSET, KIND_WORD);
    for (let index = from; index < to; index += 1) hash = step(hash, this.scratch[index] ?? 0);
    const name = this.named() ? this.text(from, to) : undefined;
    if (this.wanted(hash)) this.emit(hash, name);
    if (this.hasPrevious) {
      const pair = step(step(step(FNV_OFFSET, KIND_PAIR), this.previousToken), hash);
      const previousName = this.previousName;
      if (this.wanted(pair))
        this.emit(pair, name === undefined ? undefined : `${previousName ?? ''} ${name}`);
    }
    this.previousToken = hash;
    this.previousName = name;
    this.hasPrevious = true;
    this.tokensInSegment += 1;
  }

  /** Ends the padded run, emitting the grams that end with the closing mark. */
  close(): void {
    this.add(PAD_END);
  }
}

/**
 * Collects every feature occurrence of `text` (or of its `normaliseForFeatures` code points) in reading
 * order into `out` (reset first) and returns it. Given `names`, only the features of those segments are
 * collected, each with its readable name (for explanations), and the walk stops after the last of
 * them (`segments` then counts the segments walked); scoring leaves it out.
 */
export function collectFeatures(
  text: string | readonly number[],
  out = new FeatureList(),
  names?: NameRange,
): FeatureList {
  out.reset();
  const codes = typeof text === 'string' ? normaliseForFeatures(text) : text;
  const walker = new Walker(out, names);
  let index = 0;
  while (index < codes.length && !walker.pastNames) {
    const code = codes[index] ?? 0;
    const kind = classify(code);
    if (kind === CharClass.Letter) {
      // A word: letters and digits, with apostrophes inside it dropped ("can't" reads "cant").
      walker.startToken();
      walker.open();
      let letters = 0;
      while (index < codes.length) {
        const inner = codes[index] ?? 0;
        const innerKind = classify(inner);
        if (innerKind === CharClass.Letter) {
          walker.add(inner);
          letters += 1;
        } else if (innerKind !== CharClass.Joiner) break;
        index += 1;
      }
      walker.token(1, letters + 1);
      walker.close();
    } else if (kind === CharClass.Cjk) {
      // Every character is a token; the whole run gives the character n-grams.
      walker.open();
      let position = 1;
      while (index < codes.length && classify(codes[index] ?? 0) === CharClass.Cjk) {
        walker.startToken();
        walker.add(codes[index] ?? 0);
        walker.token(position, position + 1);
        position += 1;
        index += 1;
      }
      walker.close();
    } else {
      if (kind === CharClass.Emoji) {
        walker.startToken();
        walker.open();
        walker.add(code);
        walker.token(1, 2);
      } else if (kind === CharClass.SentenceEnd) walker.endSegment();
      index += 1;
    }
  }
  out.segments = walker.segments;
  return out;
}

/**
 * Calls `visit` for every feature occurrence of `text` in reading order and returns the number of
 * segments. Names are built only when `withNames` is true.
 */
export function walkFeatures(text: string, visit: FeatureVisitor, withNames = false): number {
  const list = collectFeatures(
    text,
    new FeatureList(),
    withNames ? { first: 0, last: Number.MAX_SAFE_INTEGER } : undefined,
  );
  for (let index = 0; index < list.length; index += 1) {
    visit(list.hashes[index] ?? 0, list.segmentOf[index] ?? 0, list.names[index]);
  }
  return list.segments;
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
