/** Formatting of the Analytics and System tabs. */

/** A share of a whole as a bar width in percent (0 when the whole is 0). */
export function shareOf(part: number, whole: number): number {
  return whole <= 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

export const TIMEFRAMES = [7, 30, 90, 365] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export function timeframeLabel(days: number): string {
  return days === 365 ? 'Last 12 months' : `Last ${days} days`;
}
