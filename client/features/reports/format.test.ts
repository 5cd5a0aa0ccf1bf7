import { describe, expect, it } from 'vitest';
import { shareOf, timeframeLabel } from './format';

describe('small formatters', () => {
  it('names timeframes', () => {
    expect(timeframeLabel(7)).toBe('Last 7 days');
    expect(timeframeLabel(365)).toBe('Last 12 months');
  });

  it('turns parts into bar widths', () => {
    expect(shareOf(1, 3)).toBe(33.3);
    expect(shareOf(5, 0)).toBe(0);
  });
});
