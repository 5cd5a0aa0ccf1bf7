/**
 * Fitting the second opinion's multinomial logistic regression: AdaGrad with L2 over the examples in a seeded
 * shuffled order, so the same examples and options give the same weights byte for byte.
 *
 * An example is one vector (a corpus sentence, read whole as today) or a **bag** of the windows the model reads
 * (`windows.ts`: every segment and every two neighbouring segments of a longer text). The model lets its most
 * worrying window decide, and a bag trains the same way (multiple-instance learning):
 * - a harmless bag pushes every window to none;
 * - a risky bag pushes only its most worrying window (highest P(risky) under the current weights) to its level;
 *   the other windows are left alone, or pushed softly to none when `otherWindows` is above 0 and they share
 *   no segment with it.
 * So a long ticket labelled risky for one sentence teaches that sentence, not the ordinary words around it.
 */
import { seededRandom } from '../../seeded-random';
import type { SparseFeatures } from './features';
import { CLASSES } from './weights-format';
import type { Window } from './windows';

const K = CLASSES.length;

export interface Example {
  /** One window for a text read whole; every window of the text for a bag. */
  readonly windows: readonly Window[];
  readonly target: number;
  readonly weight: number;
  /** Read as a bag of windows (multiple-instance); otherwise its single window is the whole text. */
  readonly bag: boolean;
}

export interface FitOptions {
  readonly bits: number;
  readonly epochs: number;
  readonly learningRate: number;
  readonly l2: number;
  readonly seed: number;
  /** Epochs at the start in which bags are skipped, so their worrying window is chosen by weights that know something. */
  readonly bagWarmupEpochs: number;
  /** Weight of the push to none of a risky bag's windows that share no segment with its most worrying one. */
  readonly otherWindows: number;
  /** Weight of each window's push to none in a harmless bag. */
  readonly harmlessWindows: number;
}

export interface Fitted {
  readonly weights: Float64Array;
  readonly bias: Float64Array;
}

function shuffled(length: number, random: () => number): number[] {
  const order = Array.from({ length }, (_, index) => index);
  for (let index = length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] ?? 0, order[index] ?? 0];
  }
  return order;
}

export function probabilities(fitted: Fitted, features: SparseFeatures): Float64Array {
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

/** The window with the highest `by` (the first of equals), as `model.ts` chooses the deciding window. */
export function strongestWindow(
  fitted: Fitted,
  windows: readonly Window[],
  by: (p: Float64Array) => number,
): { window: Window; p: Float64Array } | undefined {
  let best: { window: Window; p: Float64Array; score: number } | undefined;
  for (const window of windows) {
    const p = probabilities(fitted, window.features);
    const score = by(p);
    if (!best || score > best.score) best = { window, p, score };
  }
  return best;
}

export const riskyOf = (p: ArrayLike<number>): number => 1 - (p[0] ?? 1);

export function fitLogistic(examples: readonly Example[], options: FitOptions): Fitted {
  const size = (1 << options.bits) * K;
  const weights = new Float64Array(size);
  const squares = new Float64Array(size);
  const bias = new Float64Array(K);
  const biasSquares = new Float64Array(K);
  const fitted = { weights, bias };
  const random = seededRandom(options.seed);
  const { learningRate: rate, l2 } = options;
  const epsilon = 1e-8;
  const gradients = new Float64Array(K);
  const update = (features: SparseFeatures, target: number, weight: number): void => {
    const p = probabilities(fitted, features);
    for (let klass = 0; klass < K; klass += 1) {
      const gradient = weight * ((p[klass] ?? 0) - (klass === target ? 1 : 0));
      gradients[klass] = gradient;
      biasSquares[klass] = (biasSquares[klass] ?? 0) + gradient * gradient;
      bias[klass] = (bias[klass] ?? 0) - (rate * gradient) / Math.sqrt((biasSquares[klass] ?? 0) + epsilon);
    }
    const { buckets, values } = features;
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
  };
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (const index of shuffled(examples.length, random)) {
      const example = examples[index];
      if (!example) continue;
      const { windows, target, weight } = example;
      if (!example.bag) {
        const only = windows[0];
        if (only) update(only.features, target, weight);
        continue;
      }
      if (epoch < options.bagWarmupEpochs) continue;
      if (target === 0) {
        const share = windows.length === 1 ? 1 : options.harmlessWindows;
        for (const window of windows) update(window.features, 0, weight * share);
        continue;
      }
      const chosen = strongestWindow(fitted, windows, riskyOf)?.window;
      if (!chosen) continue;
      update(chosen.features, target, weight);
      if (options.otherWindows <= 0) continue;
      for (const window of windows) {
        if (window.last < chosen.first || window.first > chosen.last)
          update(window.features, 0, weight * options.otherWindows);
      }
    }
  }
  return fitted;
}
