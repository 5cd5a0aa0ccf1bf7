/**
 * The hub's figures, computed one way on the server and in the browser: a rate (a share as a percentage), an
 * average, and a server's uptime. Pure functions; the client only formats what they give
 * (`client/lib/format.ts`).
 */

/** `value` rounded half up to `decimals` places. */
export function roundTo(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * `part` as a percentage of `whole` (0 to 100 for a part of the whole), rounded to `decimals` places (whole
 * percentages unless told); null when the whole is 0 (or less), where there is no rate to give.
 */
export function rate(part: number, whole: number, decimals = 0): number | null {
  if (!(whole > 0)) return null;
  return roundTo((part / whole) * 100, decimals);
}

/** `total / count` rounded to `decimals` places (one unless told); null when there is nothing to average. */
export function average(total: number, count: number, decimals = 1): number | null {
  if (!(count > 0)) return null;
  return roundTo(total / count, decimals);
}

/** Whole seconds from `startedAt` to `now`; never negative (a clock set back reads 0). */
export function uptimeSeconds(startedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000));
}
