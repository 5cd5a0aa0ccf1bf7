/**
 * Training for the second opinion: multinomial logistic regression with L2, fitted by AdaGrad over
 * the examples in a seeded shuffled order, so the same cases and options give the same weights byte for
 * byte. Thresholds come from out-of-fold probabilities on the training cases only (k-fold), never from
 * the held-back ones. Pure code: no file system, so a test can re-run it.
 */
import type { TrainingCase } from './data';
import { stableHash } from './data';
import { type SparseFeatures, textFeatures } from './features';
import { CLASSES, encodeLevel, QUANT_LEVELS, type WeightsFile } from './weights-format';

export interface TrainOptions {
  /** Buckets are 2^bits. */
  readonly bits: number;
  readonly epochs: number;
  readonly learningRate: number;
  /** L2 penalty per update on the weights an example touches. */
  readonly l2: number;
  readonly seed: number;
  /** Folds for the out-of-fold probabilities the thresholds are chosen on. */
  readonly folds: number;
  /** Share of harmless training texts (out of fold) allowed at possible concern or above. */
  readonly harmlessPossibleRate: number;
  /** Share of harmless training texts (out of fold) allowed at medium. */
  readonly harmlessMediumRate: number;
  /**
   * Languages with fewer training sentences count more: each sentence weighs
   * (sentences of the largest language / sentences of its language) ^ languageBalance.
   */
  readonly languageBalance: number;
  /** Concept features per text (the rule engine's families); none by default. */
  readonly concepts?: (text: string) => Readonly<Record<string, number>>;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  bits: 14,
  epochs: 12,
  learningRate: 0.2,
  l2: 1e-3,
  seed: 13,
  folds: 5,
  harmlessPossibleRate: 0.05,
  harmlessMediumRate: 0.01,
  languageBalance: 0,
};

const K = CLASSES.length;

interface Example {
  readonly features: SparseFeatures;
  readonly target: number;
  readonly weight: number;
}

/** mulberry32: a small seeded generator, the same sequence everywhere. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(length: number, random: () => number): number[] {
  const order = Array.from({ length }, (_, index) => index);
  for (let index = length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] ?? 0, order[index] ?? 0];
  }
  return order;
}

export function targetOf(level: TrainingCase['level']): number {
  return level === null ? 0 : CLASSES.indexOf(level);
}

interface Fitted {
  readonly weights: Float64Array;
  readonly bias: Float64Array;
}

function probabilities(fitted: Fitted, features: SparseFeatures): Float64Array {
  const logits = Float64Array.from(fitted.bias);
  const { buckets, values } = features;
  const weights = fitted.weights;
  for (let position = 0; position < buckets.length; position += 1) {
    const base = (buckets[position] ?? 0) * K;
    const value = values[position] ?? 0;
    for (let klass = 0; klass < K; klass += 1)
      logits[klass] = (logits[klass] ?? 0) + value * (weights[base + klass] ?? 0);
  }
  let max = Number.NEGATIVE_INFINITY;
  for (const logit of logits) max = Math.max(max, logit);
  let total = 0;
  for (let klass = 0; klass < K; klass += 1) {
    logits[klass] = Math.exp((logits[klass] ?? 0) - max);
    total += logits[klass] ?? 0;
  }
  for (let klass = 0; klass < K; klass += 1) logits[klass] = (logits[klass] ?? 0) / total;
  return logits;
}

function fitLogistic(examples: readonly Example[], options: TrainOptions): Fitted {
  const size = (1 << options.bits) * K;
  const weights = new Float64Array(size);
  const squares = new Float64Array(size);
  const bias = new Float64Array(K);
  const biasSquares = new Float64Array(K);
  const random = seededRandom(options.seed);
  const { learningRate: rate, l2 } = options;
  const epsilon = 1e-8;
  const gradients = new Float64Array(K);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (const index of shuffled(examples.length, random)) {
      const example = examples[index];
      if (!example) continue;
      const p = probabilities({ weights, bias }, example.features);
      for (let klass = 0; klass < K; klass += 1) {
        const gradient = example.weight * ((p[klass] ?? 0) - (klass === example.target ? 1 : 0));
        gradients[klass] = gradient;
        biasSquares[klass] = (biasSquares[klass] ?? 0) + gradient * gradient;
        bias[klass] = (bias[klass] ?? 0) - (rate * gradient) / Math.sqrt((biasSquares[klass] ?? 0) + epsilon);
      }
      const { buckets, values } = example.features;
      for (let position = 0; position < buckets.length; position += 1) {
        const base = (buckets[position] ?? 0) * K;
        const value = values[position] ?? 0;
        for (let klass = 0; klass < K; klass += 1) {
          const at = base + klass;
          const current = weights[at] ?? 0;
          const step = (gradients[klass] ?? 0) * value + l2 * current;
          const square = (squares[at] ?? 0) + step * step;
          squares[at] = square;
          weights[at] = current - (rate * step) / Math.sqrt(square + epsilon);
        }
      }
    }
  }
  return { weights, bias };
}

/** P(risky) and P(medium or above) from class probabilities. */
export function riskScores(p: ArrayLike<number>): { risky: number; serious: number } {
  return { risky: 1 - (p[0] ?? 1), serious: (p[2] ?? 0) + (p[3] ?? 0) + (p[4] ?? 0) };
}

/** The lowest threshold (3 decimals) that lets at most `rate` of the harmless scores reach it, and at least `floor`. */
function thresholdFor(harmlessScores: readonly number[], rate: number, floor: number): number {
  const sorted = [...harmlessScores].sort((a, b) => b - a);
  const allowed = Math.floor(rate * sorted.length);
  const edge = sorted[allowed] ?? 0;
  return Math.max(floor, Math.floor(edge * 1000 + 1) / 1000);
}

/** The weights file laid out as the repository's formatter lays out JSON, so formatting never changes it. */
function serialise(file: WeightsFile): string {
  const inline = (values: readonly (string | number)[]): string =>
    `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;
  return [
    '{',
    `  "format": ${JSON.stringify(file.format)},`,
    `  "bits": ${file.bits},`,
    `  "classes": ${inline(file.classes)},`,
    `  "scale": ${file.scale},`,
    `  "bias": ${inline(file.bias)},`,
    '  "thresholds": {',
    `    "possible": ${file.thresholds.possible},`,
    `    "medium": ${file.thresholds.medium}`,
    '  },',
    `  "concepts": ${inline(file.concepts)},`,
    '  "weights": [',
    file.weights.map((row) => `    ${JSON.stringify(row)}`).join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

export interface TrainingResult {
  readonly file: WeightsFile;
  /** The weights file as committed: stable key order, one weight row a line. */
  readonly json: string;
  readonly trainedOn: number;
  readonly outOfFold: { readonly harmless: number; readonly risky: number; readonly recall: number };
}

function toExamples(training: readonly TrainingCase[], options: TrainOptions): Example[] {
  const perLanguage = new Map<string, number>();
  for (const entry of training) perLanguage.set(entry.language, (perLanguage.get(entry.language) ?? 0) + 1);
  const largest = Math.max(...perLanguage.values());
  return training.map((entry) => ({
    features: textFeatures(entry.text, options.bits, options.concepts?.(entry.text)),
    target: targetOf(entry.level),
    weight: (largest / (perLanguage.get(entry.language) ?? largest)) ** options.languageBalance,
  }));
}

/** Trains on the cases not held back and returns the committed weights file. */
export function trainSecondOpinion(
  cases: readonly TrainingCase[],
  options = DEFAULT_TRAIN_OPTIONS,
): TrainingResult {
  const training = cases.filter((entry) => !entry.heldBack);
  const examples = toExamples(training, options);
  const folds = training.map((entry) => (stableHash(entry.text) >>> 8) % options.folds);

  // Out-of-fold probabilities: each training case scored by a model that did not see it.
  const harmlessRisky: number[] = [];
  const harmlessSerious: number[] = [];
  const riskyScores: number[] = [];
  for (let fold = 0; fold < options.folds; fold += 1) {
    const fitted = fitLogistic(
      examples.filter((_, index) => folds[index] !== fold),
      options,
    );
    examples.forEach((example, index) => {
      if (folds[index] !== fold) return;
      const scores = riskScores(probabilities(fitted, example.features));
      if (example.target === 0) {
        harmlessRisky.push(scores.risky);
        harmlessSerious.push(scores.serious);
      } else riskyScores.push(scores.risky);
    });
  }
  const thresholds = {
    possible: thresholdFor(harmlessRisky, options.harmlessPossibleRate, 0.3),
    medium: thresholdFor(harmlessSerious, options.harmlessMediumRate, 0.5),
  };

  const fitted = fitLogistic(examples, options);
  let largest = 0;
  for (const weight of fitted.weights) largest = Math.max(largest, Math.abs(weight));
  const scale = Number(((largest || 1) / QUANT_LEVELS).toPrecision(6));
  const rows = CLASSES.map((_, klass) => {
    let row = '';
    for (let bucket = 0; bucket < 1 << options.bits; bucket += 1) {
      row += encodeLevel((fitted.weights[bucket * K + klass] ?? 0) / scale);
    }
    return row;
  });
  const concepts = new Set<string>();
  if (options.concepts)
    for (const entry of training)
      for (const name of Object.keys(options.concepts(entry.text))) concepts.add(name);
  const file: WeightsFile = {
    format: 'crisis-second-opinion/1',
    bits: options.bits,
    classes: [...CLASSES],
    scale,
    bias: Array.from(fitted.bias, (value) => Number(value.toFixed(4))),
    thresholds,
    concepts: [...concepts].sort(),
    weights: rows,
  };
  const json = serialise(file);
  return {
    file,
    json,
    trainedOn: training.length,
    outOfFold: {
      harmless: harmlessRisky.length,
      risky: riskyScores.length,
      recall:
        riskyScores.filter((score) => score >= thresholds.possible).length / Math.max(1, riskyScores.length),
    },
  };
}
