/** Wording of the Analytics and System tabs (figures come from common/figures, formats from lib/format). */

export const TIMEFRAMES = [7, 30, 90, 365] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export function timeframeLabel(days: number): string {
  return days === 365 ? 'Last 12 months' : `Last ${days} days`;
}
