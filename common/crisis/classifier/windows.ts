/**
 * The windows the model reads (`model.ts`), as sparse vectors for training: every single segment, then every
 * two neighbouring segments, each the signed counts of its feature occurrences divided by the square root of
 * their number. A window's vector times the weights gives exactly the logits `model.ts` sums for it, so
 * training can score and update the same windows the product reads (multiple-instance training, `train.ts`).
 */
import { bucketOf, collectFeatures, type SparseFeatures, signOf } from './features';

function sparse(sums: ReadonlyMap<number, number>, occurrences: number): SparseFeatures {
  const scale = 1 / Math.sqrt(occurrences);
  const ordered = [...sums.entries()].filter(([, value]) => value !== 0).sort(([a], [b]) => a - b);
  return {
    buckets: Int32Array.from(ordered, ([bucket]) => bucket),
    values: Float32Array.from(ordered, ([, value]) => value * scale),
  };
}

/** One window: its segments (first to last) and its vector. */
export interface Window {
  readonly features: SparseFeatures;
  readonly first: number;
  readonly last: number;
}

/** Every window of `text` in the model's order (width 1, then width 2); none for text without features. */
export function windowFeatures(text: string, bits: number): Window[] {
  const list = collectFeatures(text);
  const segments: Map<number, number>[] = Array.from({ length: list.segments }, () => new Map());
  const counts = new Array<number>(list.segments).fill(0);
  for (let index = 0; index < list.length; index += 1) {
    const hash = list.hashes[index] ?? 0;
    const segment = list.segmentOf[index] ?? 0;
    const sums = segments[segment];
    if (!sums) continue;
    const bucket = bucketOf(hash, bits);
    sums.set(bucket, (sums.get(bucket) ?? 0) + signOf(hash));
    counts[segment] = (counts[segment] ?? 0) + 1;
  }
  const windows: Window[] = [];
  for (let width = 1; width <= Math.min(2, segments.length); width += 1) {
    for (let first = 0; first + width <= segments.length; first += 1) {
      const sums = new Map<number, number>();
      let occurrences = 0;
      for (let segment = first; segment < first + width; segment += 1) {
        occurrences += counts[segment] ?? 0;
        for (const [bucket, value] of segments[segment] ?? [])
          sums.set(bucket, (sums.get(bucket) ?? 0) + value);
      }
      if (occurrences > 0)
        windows.push({ features: sparse(sums, occurrences), first, last: first + width - 1 });
    }
  }
  return windows;
}
