import { describe, expect, it } from 'vitest';
import { linkedFaqId } from './LinkedFaq';

describe('linkedFaqId', () => {
  it('reads a positive whole id and nothing else', () => {
    expect(linkedFaqId('12')).toBe(12);
    for (const value of [null, '', '0', '-1', '1.5', '12abc', ' 12', '9999999999', 'NaN']) {
      expect(linkedFaqId(value), String(value)).toBeNull();
    }
  });
});
