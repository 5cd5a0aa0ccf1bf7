const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `days` calendar days (negative: back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
