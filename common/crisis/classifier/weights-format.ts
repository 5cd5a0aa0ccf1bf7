/**
 * The committed weights file (`weights.json`) and its compact encoding. Each class's weights are one
 * string with one printable ASCII character per bucket: the weight quantised to an integer in
 * [-QUANT_LEVELS, QUANT_LEVELS] times `scale`. One character a weight keeps the raw file small and lets
 * gzip squeeze the long runs of near-zero weights; it loads the same way in the browser and on the server
 * (a plain JSON import, no file system).
 */

/** The classes, in the order of `weights` and `bias`. */
export const CLASSES = ['none', 'possible', 'medium', 'high', 'critical'] as const;
export type ClassifierClass = (typeof CLASSES)[number];

/** Printable ASCII from '#' to '~' without the backslash: 91 characters that JSON stores as they are. */
const ALPHABET = Array.from({ length: 126 - 35 + 1 }, (_, index) => String.fromCharCode(35 + index))
  .filter((character) => character !== '\\')
  .join('');

/** Quantised weights are integers from -QUANT_LEVELS to QUANT_LEVELS (91 levels). */
export const QUANT_LEVELS = (ALPHABET.length - 1) / 2;

export interface WeightsFile {
  readonly format: 'crisis-second-opinion/1';
  /** Buckets are 2^bits. */
  readonly bits: number;
  readonly classes: readonly ClassifierClass[];
  /** Weight = (character's level) × scale. */
  readonly scale: number;
  readonly bias: readonly number[];
  /** P(risky) at or above `possible` raises to possible concern; P(medium or above) at or above `medium` raises to medium. */
  readonly thresholds: { readonly possible: number; readonly medium: number };
  /** Concept feature names the model was trained with; others passed in are ignored. */
  readonly concepts: readonly string[];
  /** One string per class, one character per bucket. */
  readonly weights: readonly string[];
}

export function encodeLevel(level: number): string {
  const clamped = Math.max(-QUANT_LEVELS, Math.min(QUANT_LEVELS, Math.round(level)));
  return ALPHABET[clamped + QUANT_LEVELS] ?? ALPHABET[QUANT_LEVELS] ?? '';
}

const DECODE = new Map(Array.from(ALPHABET, (character, index) => [character, index - QUANT_LEVELS]));

/** The weights as one float array, bucket-major (`bucket * classes + class`) for cache-friendly scoring. */
export function decodeWeights(file: WeightsFile): Float32Array {
  const buckets = 1 << file.bits;
  const classes = file.classes.length;
  const decoded = new Float32Array(buckets * classes);
  file.weights.forEach((row, klass) => {
    for (let bucket = 0; bucket < buckets; bucket += 1) {
      decoded[bucket * classes + klass] = (DECODE.get(row[bucket] ?? '') ?? 0) * file.scale;
    }
  });
  return decoded;
}

/**
 * The same weights as quantised levels: `levels` holds, bucket-major like `decodeWeights`, each weight's
 * level plus QUANT_LEVELS (0 to 2 × QUANT_LEVELS); `values[i]` is the weight of stored level `i`, exactly as
 * `decodeWeights` gives it (rounded to 32-bit float), and `values[i + LEVEL_COUNT]` its negation. Five
 * times smaller than the float array, so scoring reads it from cache, and a hash's sign picks its half of
 * `values` instead of a branch.
 */
export const LEVEL_COUNT = 2 * QUANT_LEVELS + 1;

export function decodeLevels(file: WeightsFile): { levels: Uint8Array; values: Float64Array } {
  const buckets = 1 << file.bits;
  const classes = file.classes.length;
  const levels = new Uint8Array(buckets * classes);
  file.weights.forEach((row, klass) => {
    for (let bucket = 0; bucket < buckets; bucket += 1) {
      levels[bucket * classes + klass] = (DECODE.get(row[bucket] ?? '') ?? 0) + QUANT_LEVELS;
    }
  });
  const values = new Float64Array(2 * LEVEL_COUNT);
  for (let level = 0; level < LEVEL_COUNT; level += 1) {
    const value = Math.fround((level - QUANT_LEVELS) * file.scale);
    values[level] = value;
    values[level + LEVEL_COUNT] = -value;
  }
  return { levels, values };
}

/** Checks the shape of a loaded weights file; throws a sentence naming what is wrong. */
export function checkWeights(raw: unknown): WeightsFile {
  const file = raw as Partial<WeightsFile> | null;
  const fail = (what: string): never => {
    throw new Error(`crisis classifier weights: ${what}; run npm run crisis:train`);
  };
  if (file?.format !== 'crisis-second-opinion/1') return fail('unknown format');
  const { bits, classes, scale, bias, thresholds, concepts, weights } = file;
  if (typeof bits !== 'number' || !Number.isInteger(bits) || bits < 8 || bits > 24) return fail('bad bits');
  if (!Array.isArray(classes) || classes.join() !== CLASSES.join()) return fail('bad classes');
  if (typeof scale !== 'number' || !(scale > 0)) return fail('bad scale');
  if (!Array.isArray(bias) || bias.length !== CLASSES.length) return fail('bad bias');
  if (!thresholds || typeof thresholds.possible !== 'number' || typeof thresholds.medium !== 'number') {
    return fail('bad thresholds');
  }
  if (!Array.isArray(concepts)) return fail('bad concepts');
  if (!Array.isArray(weights) || weights.length !== CLASSES.length) return fail('bad weights');
  if (weights.some((row) => typeof row !== 'string' || row.length !== 1 << bits))
    return fail('bad weight rows');
  return file as WeightsFile;
}
