import { describe, expect, it } from 'vitest';
import { average, rate, roundTo, uptimeSeconds } from './figures';

describe('rate', () => {
  it('gives whole percentages unless told, rounding half up', () => {
    expect(rate(2, 3)).toBe(67);
    expect(rate(1, 3)).toBe(33);
    expect(rate(1, 2)).toBe(50);
    expect(rate(1, 8)).toBe(13);
    expect(rate(3, 3)).toBe(100);
    expect(rate(0, 5)).toBe(0);
  });

  it('keeps the decimals asked for', () => {
    expect(rate(1, 3, 1)).toBe(33.3);
    expect(rate(2, 3, 1)).toBe(66.7);
    expect(rate(1, 3, 2)).toBe(33.33);
  });

  it('is null when the whole is zero', () => {
    expect(rate(0, 0)).toBeNull();
    expect(rate(5, 0)).toBeNull();
    expect(rate(1, -1)).toBeNull();
  });
});

describe('average', () => {
  it('rounds to one decimal unless told', () => {
    expect(average(5.5, 3)).toBe(1.8);
    expect(average(6, 3)).toBe(2);
    expect(average(0.25, 1)).toBe(0.3);
    expect(average(10, 3, 2)).toBe(3.33);
    expect(average(10, 3, 0)).toBe(3);
  });

  it('is null when there is nothing to average', () => {
    expect(average(0, 0)).toBeNull();
    expect(average(12, 0)).toBeNull();
  });
});

describe('roundTo', () => {
  it('rounds half up to the places asked for', () => {
    expect(roundTo(2.45, 1)).toBe(2.5);
    expect(roundTo(2.5)).toBe(3);
    expect(roundTo(-1.25, 1)).toBe(-1.2);
  });
});

describe('uptimeSeconds', () => {
  const start = new Date('2026-09-01T09:00:00.000Z');

  it('counts whole seconds since the start', () => {
    expect(uptimeSeconds(start, start)).toBe(0);
    expect(uptimeSeconds(start, new Date('2026-09-01T09:01:30.999Z'))).toBe(90);
    expect(uptimeSeconds(start, new Date('2026-09-02T09:00:00.000Z'))).toBe(86_400);
  });

  it('never goes below zero', () => {
    expect(uptimeSeconds(start, new Date('2026-09-01T08:59:00.000Z'))).toBe(0);
  });
});
