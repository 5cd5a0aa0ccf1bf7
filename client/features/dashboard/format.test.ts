import { describe, expect, it } from 'vitest';
import { formatHours } from '../../lib/format';
import { RESPONSE_HOURS } from './format';

describe('dashboard figures', () => {
  it('shows hours to one decimal and says when there are none', () => {
    expect(formatHours(2, RESPONSE_HOURS)).toBe('2.0 h');
    expect(formatHours(1.8, RESPONSE_HOURS)).toBe('1.8 h');
    expect(formatHours(null, RESPONSE_HOURS)).toBe('No replies yet');
  });
});
