/**
 * The learned second opinion: multinomial logistic regression over hashed word, word-pair and
 * character n-gram features (`features.ts`), weights from `weights.json` (trained by
 * `npm run crisis:train`). It gives probabilities for none / possible / medium / high / critical.
 *
 * `secondOpinion` turns them into a suggestion the caller combines with the rule engine's level:
 * - `medium` when P(medium or above) reaches `thresholds.medium` (confident);
 * - `possible` (possible concern, a review level, not an escalation) when P(risky) reaches
 *   `thresholds.possible`;
 * - `none` otherwise.
 * It never lowers anything: the caller takes the higher of the rule level and this one, and ignores it
 * when the rules already say medium or above, except for `sure`: the model's own high or critical when it is
 * at least `SURE_OF_LEVEL` sure of it, with which the caller raises a text the rules already read as a crisis.
 *
 * A text is read in windows of one segment (sentence) and of two neighbouring segments, and the most
 * worrying window decides, so one risky sentence is not diluted by the harmless ones around it, and a
 * subject line still reads together with the sentence after it.
 */
import {
  bucketOf,
  collectFeatures,
  conceptHash,
  FeatureList,
  normaliseForFeatures,
  signOf,
} from './features';
import { type LevelTable, SegmentSums, sumSegments, type WordCache } from './scoring';
import rawWeights from './weights.json';
import {
  CLASSES,
  type ClassifierClass,
  checkWeights,
  decodeLevels,
  decodeWeights,
  type WeightsFile,
} from './weights-format';

export type SecondOpinionLevel = 'none' | 'possible' | 'medium';

/**
 * How sure the model must be of high (P(high or critical)) or of critical to name that level in `sure`. Chosen on
 * H19 with a model then trained on H1-H18, since withdrawn (decision 0039); the corpus-trained model kept uses the
 * same bound.
 */
export const SURE_OF_LEVEL = 0.7;

export interface SecondOpinion {
  readonly level: SecondOpinionLevel;
  /** P(medium or above) when the level is medium, otherwise P(risky) (any level), of the deciding window. */
  readonly probability: number;
  /** The features that pushed the deciding window most towards risk, strongest first (at most 5). */
  readonly topFeatures: string[];
  /** High or critical when the most serious window is at least `SURE_OF_LEVEL` sure of it. */
  readonly sure?: { readonly level: 'high' | 'critical'; readonly probability: number };
}

export type ClassProbabilities = Readonly<Record<ClassifierClass, number>>;

interface LoadedModel {
  readonly file: WeightsFile;
  readonly weights: Float32Array;
  /** The weights as levels and their signed values (`decodeLevels`), for scoring. */
  readonly table: LevelTable;
  /** Each word's own features summed once (`scoring.ts`). */
  readonly words: WordCache;
  readonly concepts: ReadonlySet<string>;
}

function load(raw: unknown): LoadedModel {
  const file = checkWeights(raw);
  const { levels, values } = decodeLevels(file);
  const table = { levels, values, mask: (1 << file.bits) - 1 };
  return { file, weights: decodeWeights(file), table, words: new Map(), concepts: new Set(file.concepts) };
}

const K = CLASSES.length;

/** Reused between calls: screening is synchronous, so one set of sums serves every call (and one explanation). */
const segmentSums = new SegmentSums();
const scratch = new FeatureList();
const explanationScratch = new FeatureList();

function softmax(logits: Float64Array): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const value of logits) max = Math.max(max, value);
  const out = new Float64Array(logits.length);
  let total = 0;
  for (let index = 0; index < logits.length; index += 1) {
    out[index] = Math.exp((logits[index] ?? 0) - max);
    total += out[index] ?? 0;
  }
  for (let index = 0; index < out.length; index += 1) out[index] = (out[index] ?? 0) / total;
  return out;
}

interface Window {
  readonly first: number;
  readonly last: number;
  readonly probabilities: Float64Array;
}

/** Per-segment sums of signed weights per class (`scoring.ts`), then every window's probabilities. */
function scoreWindows(
  loaded: LoadedModel,
  codes: readonly number[],
  concepts: Readonly<Record<string, number>> | undefined,
): Window[] {
  const { file, weights, concepts: known } = loaded;
  sumSegments(codes, loaded.table, loaded.words, segmentSums);
  const { sums, counts, segments } = segmentSums;
  const conceptLogits = new Float64Array(K);
  for (const [name, value] of Object.entries(concepts ?? {})) {
    if (!known.has(name) || !Number.isFinite(value)) continue;
    const hash = conceptHash(name);
    const base = bucketOf(hash, file.bits) * K;
    for (let klass = 0; klass < K; klass += 1)
      conceptLogits[klass] =
        (conceptLogits[klass] ?? 0) + signOf(hash) * value * (weights[base + klass] ?? 0);
  }
  if (segments === 0) return [];
  const windows: Window[] = [];
  const logits = new Float64Array(K);
  for (let width = 1; width <= Math.min(2, segments); width += 1) {
    for (let first = 0; first + width <= segments; first += 1) {
      const last = first + width - 1;
      let occurrences = 0;
      for (let segment = first; segment <= last; segment += 1) occurrences += counts[segment] ?? 0;
      if (occurrences === 0) continue;
      const scale = 1 / Math.sqrt(occurrences);
      for (let klass = 0; klass < K; klass += 1) {
        let sum = 0;
        for (let segment = first; segment <= last; segment += 1) sum += sums[segment * K + klass] ?? 0;
        logits[klass] = (file.bias[klass] ?? 0) + sum * scale + (conceptLogits[klass] ?? 0);
      }
      windows.push({ first, last, probabilities: softmax(logits) });
    }
  }
  return windows;
}

const riskOf = (window: Window): number => 1 - (window.probabilities[0] ?? 1);
const seriousOf = (window: Window): number =>
  (window.probabilities[2] ?? 0) + (window.probabilities[3] ?? 0) + (window.probabilities[4] ?? 0);
const highOf = (window: Window): number => (window.probabilities[3] ?? 0) + (window.probabilities[4] ?? 0);

/** The level the model is sure of, high or critical, from the window most sure of high or above. */
function sureOf(windows: readonly Window[]): SecondOpinion['sure'] {
  const window = strongest(windows, highOf);
  if (!window) return undefined;
  const critical = window.probabilities[4] ?? 0;
  if (critical >= SURE_OF_LEVEL) return { level: 'critical', probability: critical };
  const high = highOf(window);
  return high >= SURE_OF_LEVEL ? { level: 'high', probability: high } : undefined;
}

function strongest(windows: readonly Window[], by: (window: Window) => number): Window | undefined {
  let best: Window | undefined;
  for (const window of windows) if (!best || by(window) > by(best)) best = window;
  return best;
}

function asRecord(probabilities: Float64Array | undefined): ClassProbabilities {
  return Object.fromEntries(
    CLASSES.map((name, index) => [name, probabilities?.[index] ?? (index === 0 ? 1 : 0)]),
  ) as Record<ClassifierClass, number>;
}

/**
 * The features of one window that push it furthest from `none` towards its likeliest risky class. The pushes
 * are first summed by hash over the scored feature list (no names), and only the features that can be among the
 * five strongest are walked again with their names: naming every character gram of a long window cost more
 * than scoring it.
 */
function explain(loaded: LoadedModel, codes: readonly number[], window: Window): string[] {
  const { file, weights } = loaded;
  const scored = collectFeatures(codes, scratch);
  let target = 1;
  for (let klass = 2; klass < K; klass += 1) {
    if ((window.probabilities[klass] ?? 0) > (window.probabilities[target] ?? 0)) target = klass;
  }
  const pushOf = (hash: number): number => {
    const base = bucketOf(hash, file.bits) * K;
    return signOf(hash) * ((weights[base + target] ?? 0) - (weights[base] ?? 0));
  };
  const byHash = new Map<number, number>();
  for (let index = 0; index < scored.length; index += 1) {
    const segment = scored.segmentOf[index] ?? 0;
    if (segment < window.first || segment > window.last) continue;
    const hash = scored.hashes[index] ?? 0;
    byHash.set(hash, (byHash.get(hash) ?? 0) + pushOf(hash));
  }
  const strongest = [...byHash.values()].filter((push) => push > 0).sort((a, b) => b - a);
  if (strongest.length === 0) return [];
  const floor = strongest[Math.min(4, strongest.length - 1)] ?? 0;
  const only = new Set([...byHash].filter(([, push]) => push >= floor).map(([hash]) => hash));
  const pushes = new Map<string, number>();
  const list = collectFeatures(codes, explanationScratch, { first: window.first, last: window.last, only });
  for (let index = 0; index < list.length; index += 1) {
    const name = list.names[index];
    const segment = list.segmentOf[index] ?? 0;
    if (segment < window.first || segment > window.last || name === undefined) continue;
    pushes.set(name, (pushes.get(name) ?? 0) + pushOf(list.hashes[index] ?? 0));
  }
  return [...pushes.entries()]
    .filter(([, push]) => push > 0)
    .sort(([nameA, a], [nameB, b]) => b - a || nameA.localeCompare(nameB))
    .slice(0, 5)
    .map(([name]) => name);
}

export interface SecondOpinionModel {
  /** The thresholds in force, for display and documentation. */
  readonly thresholds: WeightsFile['thresholds'];
  /** Class probabilities of the most worrying window (all on `none` for text with no words). */
  classify(text: string, conceptFeatures?: Readonly<Record<string, number>>): ClassProbabilities;
  /**
   * The suggestion for a text: `medium`, `possible` or `none`, with the probability behind it and the
   * features that drove it. Never throws; text without words is `none`.
   */
  secondOpinion(text: string, conceptFeatures?: Readonly<Record<string, number>>): SecondOpinion;
}

/** A model over the given weights (checked first); the training script uses it on fresh weights. */
export function createSecondOpinionModel(raw: unknown): SecondOpinionModel {
  const loaded = load(raw);
  const { thresholds } = loaded.file;
  return {
    thresholds,
    classify(text, conceptFeatures) {
      const codes = normaliseForFeatures(typeof text === 'string' ? text : '');
      return asRecord(strongest(scoreWindows(loaded, codes, conceptFeatures), riskOf)?.probabilities);
    },
    secondOpinion(text, conceptFeatures) {
      const codes = normaliseForFeatures(typeof text === 'string' ? text : '');
      const windows = scoreWindows(loaded, codes, conceptFeatures);
      const sure = sureOf(windows);
      const serious = strongest(windows, seriousOf);
      if (serious && seriousOf(serious) >= thresholds.medium) {
        return {
          level: 'medium',
          probability: seriousOf(serious),
          topFeatures: explain(loaded, codes, serious),
          ...(sure && { sure }),
        };
      }
      const risky = strongest(windows, riskOf);
      if (risky && riskOf(risky) >= thresholds.possible) {
        return {
          level: 'possible',
          probability: riskOf(risky),
          topFeatures: explain(loaded, codes, risky),
          ...(sure && { sure }),
        };
      }
      return {
        level: 'none',
        probability: risky ? riskOf(risky) : 0,
        topFeatures: [],
        ...(sure && { sure }),
      };
    },
  };
}

let committed: SecondOpinionModel | undefined;

/** The model over the committed `weights.json`, built on first use. */
export function defaultSecondOpinionModel(): SecondOpinionModel {
  committed ??= createSecondOpinionModel(rawWeights);
  return committed;
}

/** The committed model's suggestion; see `SecondOpinionModel.secondOpinion`. */
export function secondOpinion(
  text: string,
  conceptFeatures?: Readonly<Record<string, number>>,
): SecondOpinion {
  return defaultSecondOpinionModel().secondOpinion(text, conceptFeatures);
}

/** The committed model's class probabilities; see `SecondOpinionModel.classify`. */
export function classifyText(
  text: string,
  conceptFeatures?: Readonly<Record<string, number>>,
): ClassProbabilities {
  return defaultSecondOpinionModel().classify(text, conceptFeatures);
}
