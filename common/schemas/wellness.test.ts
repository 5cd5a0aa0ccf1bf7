import { describe, expect, it } from 'vitest';
import { checkInInputSchema, isLowRun, WELLNESS_MESSAGES } from './wellness';

const day = (d: string, mood: number) => ({ day: d, mood });

describe('isLowRun (decision 0033)', () => {
  it('needs three check-ins on consecutive days, each with a mood of 1 or 2', () => {
    const run = [day('2026-10-12', 2), day('2026-10-13', 1), day('2026-10-14', 2)];
    expect(isLowRun(run, '2026-10-14')).toBe(true);
    expect(isLowRun(run.slice(1), '2026-10-14')).toBe(false);
    expect(isLowRun([day('2026-10-12', 2), day('2026-10-13', 3), day('2026-10-14', 1)], '2026-10-14')).toBe(
      false,
    );
    expect(isLowRun([day('2026-10-11', 1), day('2026-10-13', 1), day('2026-10-14', 1)], '2026-10-14')).toBe(
      false,
    );
  });

  it('counts only a recent run: the newest today or yesterday', () => {
    const run = [day('2026-10-12', 1), day('2026-10-13', 1), day('2026-10-14', 1)];
    expect(isLowRun(run, '2026-10-15')).toBe(true);
    expect(isLowRun(run, '2026-10-16')).toBe(false);
  });

  it('looks only at the latest three, across a month boundary', () => {
    const run = [day('2026-09-29', 5), day('2026-09-30', 2), day('2026-10-01', 1), day('2026-10-02', 2)];
    expect(isLowRun(run, '2026-10-02')).toBe(true);
  });
});

describe('checkInInputSchema', () => {
  it('trims the note and reads a blank one as none', () => {
    expect(checkInInputSchema.parse({ mood: 3, stress: 3, sleep: 3, energy: 3, note: '  ' }).note).toBeNull();
    expect(checkInInputSchema.parse({ mood: 3, stress: 3, sleep: 3, energy: 3 }).note).toBeNull();
  });

  it('refuses values outside 1-5 with the product’s messages', () => {
    const result = checkInInputSchema.safeParse({ mood: 0, stress: 6, sleep: 3, energy: 3 });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      WELLNESS_MESSAGES.mood,
      WELLNESS_MESSAGES.stress,
    ]);
  });
});
