import type { DB } from '../../db';
import { readSetting, SETTINGS } from '../../lib/app-settings';
import { HOUR, MINUTE } from '../../lib/clock';

/**
 * A ticket's response deadline. A crisis runs on the crisis target (the `crisis_response_target_minutes`
 * setting, default 1 hour), never on its category's SLA; every other ticket on its category's hours.
 */
export async function crisisTargetMinutes(db: DB): Promise<number> {
  return readSetting(db, SETTINGS.crisisResponseTarget);
}

export function responseDeadline(
  from: Date,
  ticket: { crisis: boolean; categorySlaHours: number },
  crisisMinutes: number,
): string {
  const span = ticket.crisis ? crisisMinutes * MINUTE : ticket.categorySlaHours * HOUR;
  return new Date(from.getTime() + span).toISOString();
}

/** A ticket that becomes a crisis later: its deadline moves to now + the crisis target, never later. */
export function tightenedDeadline(current: string, now: Date, crisisMinutes: number): string {
  const crisisDeadline = now.getTime() + crisisMinutes * MINUTE;
  return new Date(Math.min(Date.parse(current), crisisDeadline)).toISOString();
}
