import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus';
import { collectFeatures, normaliseForFeatures } from './features';
import { SegmentSums, sumSegments } from './scoring';
import rawWeights from './weights.json';
import { CLASSES, checkWeights, decodeLevels, LEVEL_COUNT } from './weights-format';

const K = CLASSES.length;
const file = checkWeights(rawWeights);
const { levels, values } = decodeLevels(file);
const table = { levels, values, mask: (1 << file.bits) - 1 };

/** The sums as scoring read them before: every listed feature added in order, segment by segment. */
function listedSums(text: string): { sums: number[]; counts: number[]; segments: number } {
  const list = collectFeatures(normaliseForFeatures(text));
  const sums = new Array<number>(list.segments * K).fill(0);
  const counts = new Array<number>(list.segments).fill(0);
  for (let index = 0; index < list.length; index += 1) {
    const hash = list.hashes[index] ?? 0;
    const segment = list.segmentOf[index] ?? 0;
    const base = (hash & table.mask) * K;
    const half = (hash >>> 31) * LEVEL_COUNT;
    for (let klass = 0; klass < K; klass += 1) {
      sums[segment * K + klass] =
        (sums[segment * K + klass] ?? 0) + (values[half + (levels[base + klass] ?? 0)] ?? 0);
    }
    counts[segment] = (counts[segment] ?? 0) + 1;
  }
  return { sums, counts, segments: list.segments };
}

describe('second opinion scoring by word', () => {
  it('gives the same segment sums, bit for bit, as adding every listed feature', () => {
    const cache = new Map();
    const out = new SegmentSums();
    const texts = [
      ...loadCorpus().map((entry) => entry.text),
      '',
      '...',
      "can't won't i'm",
      'a'.repeat(200),
      `${'word '.repeat(120)}end`,
      '我'.repeat(130),
      `今天好累。${'压力很大'.repeat(30)}！明天见`,
      '😵‍💫🪦 bye 👋👋 ok',
      'mixed 中文 text 🙂 with 3.5 numbers; and lines\nnext line',
    ];
    // Twice: the second pass reads every word from the cache.
    for (const pass of [1, 2]) {
      for (const text of texts) {
        sumSegments(normaliseForFeatures(text), table, cache, out);
        const expected = listedSums(text);
        expect(out.segments, `${pass}: ${text}`).toBe(expected.segments);
        expect([...out.sums.subarray(0, out.segments * K)], text).toEqual(expected.sums);
        expect([...out.counts.subarray(0, out.segments)], text).toEqual(expected.counts);
      }
    }
  });
});
