/**
 * Training for the second opinion: multinomial logistic regression with L2, fitted by AdaGrad over
 * the examples in a seeded shuffled order, so the same cases and options give the same weights byte for
 * byte. Thresholds come from out-of-fold probabilities on the training cases only (k-fold), never from
 * the held-back ones. Pure code: no file system, so a test can re-run it.
 */
import type { TrainingCase } from './data';
import { stableHash } from './data';
import { textFeatures } from './features';
import { type Example, type FitOptions, fitLogistic, riskyOf, strongestWindow } from './fit';
import { CLASSES, encodeLevel, QUANT_LEVELS, type WeightsFile } from './weights-format';
import { windowFeatures } from './windows';

const K = CLASSES.length;

export interface TrainOptions extends FitOptions {
  /**
   * Texts of these sources are read as bags of the model's windows (multiple-instance, `fit.ts`); the others
   * whole, as one vector. Empty: every text whole.
   */
  readonly bagSources: readonly TrainingCase['source'][];
  /**
   * Share of plain requests (out of fold) allowed at possible concern: the possible threshold is raised until at
   * most this share reaches it, whatever the look-alikes allow. 1 leaves it to the look-alikes.
   */
  readonly plainPossibleRate: number;
  /** Share of plain requests (out of fold) allowed at medium, like `plainPossibleRate`. 1 leaves it to the look-alikes. */
  readonly plainMediumRate: number;
  /** Weight of every plain request (`source: 'plain'`) against 1 for the other texts. */
  readonly plainWeight: number;
  /** Harmless texts of these sources set the thresholds (out of fold); the others only train. */
  readonly thresholdSources: readonly TrainingCase['source'][];
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
  bagSources: [],
  plainWeight: 1,
  plainPossibleRate: 1,
  plainMediumRate: 1,
  thresholdSources: ['corpus', 'tuning', 'round', 'plain'],
  bagWarmupEpochs: 0,
  otherWindows: 0,
  harmlessWindows: 1,
};

/**
 * Multiple-instance training (`fit.ts`): round texts and plain requests read as bags of the model's windows,
 * after two epochs on the corpus and tuning sentences alone; plain requests train but do not set the thresholds
 * (they are easy, and would lower them for the hard look-alikes).
 */
export const BAG_TRAIN_OPTIONS: TrainOptions = {
  ...DEFAULT_TRAIN_OPTIONS,
  bagSources: ['round', 'plain'],
  thresholdSources: ['corpus', 'tuning', 'round'],
  bagWarmupEpochs: 2,
  plainWeight: 3,
  plainPossibleRate: 0.01,
  plainMediumRate: 0.005,
  harmlessMediumRate: 0.005,
};

export function targetOf(level: TrainingCase['level']): number {
  return level === null ? 0 : CLASSES.indexOf(level);
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
  return training.map((entry) => {
    const bag = options.bagSources.includes(entry.source);
    const windows = bag
      ? windowFeatures(entry.text, options.bits)
      : [
          {
            features: textFeatures(entry.text, options.bits, options.concepts?.(entry.text)),
            first: 0,
            last: 0,
          },
        ];
    return {
      windows,
      target: targetOf(entry.level),
      weight:
        (largest / (perLanguage.get(entry.language) ?? largest)) ** options.languageBalance *
        (entry.source === 'plain' ? options.plainWeight : 1),
      bag,
    };
  });
}

/**
 * Trains on the cases not held back and returns the committed weights file. The product's model is trained
 * with the multiple-instance options (decision 0040); `DEFAULT_TRAIN_OPTIONS` reads every text whole.
 */
export function trainSecondOpinion(
  cases: readonly TrainingCase[],
  options = BAG_TRAIN_OPTIONS,
): TrainingResult {
  const training = cases.filter((entry) => !entry.heldBack);
  const examples = toExamples(training, options);
  const folds = training.map((entry) => (stableHash(entry.text) >>> 8) % options.folds);

  // Out-of-fold probabilities: each training case scored by a model that did not see it.
  const harmlessRisky: number[] = [];
  const plainRisky: number[] = [];
  const plainSerious: number[] = [];
  const harmlessSerious: number[] = [];
  const riskyScores: number[] = [];
  for (let fold = 0; fold < options.folds; fold += 1) {
    const fitted = fitLogistic(
      examples.filter((_, index) => folds[index] !== fold),
      options,
    );
    examples.forEach((example, index) => {
      if (folds[index] !== fold) return;
      const risky = strongestWindow(fitted, example.windows, riskyOf)?.p;
      const serious = strongestWindow(fitted, example.windows, (p) => riskScores(p).serious)?.p;
      if (!risky || !serious) return;
      if (example.target !== 0) riskyScores.push(riskScores(risky).risky);
      else if (training[index]?.source === 'plain') {
        plainRisky.push(riskScores(risky).risky);
        plainSerious.push(riskScores(serious).serious);
      }
      if (example.target !== 0) return;
      if (options.thresholdSources.includes(training[index]?.source ?? 'corpus')) {
        harmlessRisky.push(riskScores(risky).risky);
        harmlessSerious.push(riskScores(serious).serious);
      }
    });
  }
  const thresholds = {
    possible: Math.max(
      thresholdFor(harmlessRisky, options.harmlessPossibleRate, 0.3),
      thresholdFor(plainRisky, options.plainPossibleRate, 0.3),
    ),
    medium: Math.max(
      thresholdFor(harmlessSerious, options.harmlessMediumRate, 0.5),
      thresholdFor(plainSerious, options.plainMediumRate, 0.5),
    ),
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
