import { describe, expect, it } from 'vitest';
import { timeframeLabel } from './format';

describe('small formatters', () => {
  it('names timeframes', () => {
    expect(timeframeLabel(7)).toBe('Last 7 days');
    expect(timeframeLabel(365)).toBe('Last 12 months');
  });
});
