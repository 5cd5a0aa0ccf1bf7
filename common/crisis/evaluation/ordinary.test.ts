import { describe, expect, it } from 'vitest';
import { screenWithSecondOpinion } from '../classifier/opinion';
import { levelRank } from '../types';
import { ORDINARY_REQUESTS } from './ordinary';

describe('plain requests', () => {
  it('are never escalated (440 built from the large seed)', () => {
    expect(ORDINARY_REQUESTS).toHaveLength(440);
    const escalated = ORDINARY_REQUESTS.filter(
      (text) => levelRank(screenWithSecondOpinion(text).level) >= levelRank('medium'),
    );
    expect(escalated).toEqual([]);
  }, 30_000);
});
