import type { DB } from '../db';

/**
 * The hub's own settings in `app_settings` (key -> text), read and written through here so that every
 * module parses them the same way. Each setting names its default and its check; a stored value that fails
 * the check reads as the default.
 */
export interface SettingDefinition<T> {
  key: string;
  defaultValue: T;
  parse(raw: string): T | undefined;
  format(value: T): string;
}

export function integerSetting(key: string, defaultValue: number, min: number, max: number) {
  return {
    key,
    defaultValue,
    parse(raw: string) {
      const value = Number(raw);
      return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
    },
    format: (value: number) => String(value),
  } satisfies SettingDefinition<number>;
}

export function optionalIdSetting(key: string) {
  return {
    key,
    defaultValue: null as number | null,
    parse(raw: string) {
      if (raw === '') return null;
      const value = Number(raw);
      return Number.isSafeInteger(value) && value > 0 ? value : undefined;
    },
    format: (value: number | null) => (value === null ? '' : String(value)),
  } satisfies SettingDefinition<number | null>;
}

export function textSetting(key: string, defaultValue: string, check: (value: string) => boolean) {
  return {
    key,
    defaultValue,
    parse: (raw: string) => (check(raw) ? raw : undefined),
    format: (value: string) => value,
  } satisfies SettingDefinition<string>;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

/** The settings the crisis safety net reads. */
export const SETTINGS = {
  /** Minutes a crisis may wait unacknowledged before the next round of alerts. */
  crisisEscalationWindow: integerSetting('crisis_escalation_window_minutes', 10, 1, 24 * 60),
  /** A crisis ticket's response target in minutes, whatever its category's SLA says. */
  crisisResponseTarget: integerSetting('crisis_response_target_minutes', 60, 5, 24 * 60),
  /** Who is alerted when a crisis window passes unacknowledged and nobody else covers (besides admins). */
  onCallFallbackUser: optionalIdSetting('on_call_fallback_user_id'),
  /** The university's time zone (IANA name): the on-call rota's hours are read in it. */
  timezone: textSetting('timezone', 'America/New_York', isTimeZone),
} as const;

export async function readSetting<T>(db: DB, setting: SettingDefinition<T>): Promise<T> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', setting.key)
    .executeTakeFirst();
  if (!row) return setting.defaultValue;
  const value = setting.parse(row.value);
  return value === undefined ? setting.defaultValue : value;
}

export async function writeSetting<T>(db: DB, setting: SettingDefinition<T>, value: T, at: string) {
  const text = setting.format(value);
  await db
    .insertInto('app_settings')
    .values({ key: setting.key, value: text, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, updated_at: at }))
    .execute();
}
