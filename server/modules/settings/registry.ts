import {
  SETTING_DEFAULTS,
  SETTING_FIELDS,
  SETTING_NAMES,
  type SettingName,
  type Settings,
} from '../../../common/schemas/settings';

/**
 * Where each setting is stored in `app_settings`, and how it is written as text. The time zone and the crisis
 * minutes keep the keys and formats the crisis safety net already reads (`server/lib/app-settings.ts`).
 */
export const STORAGE_KEYS: Record<SettingName, string> = {
  siteName: 'site_name',
  siteDescription: 'site_description',
  maintenanceMode: 'maintenance_mode',
  userRegistration: 'user_registration',
  emailNotifications: 'email_notifications',
  smsNotifications: 'sms_notifications',
  autoAssignTickets: 'auto_assign_tickets',
  sessionRecording: 'session_recording',
  sessionIdleMinutes: 'session_idle_minutes',
  sessionAbsoluteHours: 'session_absolute_hours',
  stunServers: 'stun_servers',
  turnServers: 'turn_servers',
  dataRetention: 'data_retention_days',
  backupFrequency: 'backup_frequency',
  maxFileSize: 'max_file_size_mb',
  allowedFileTypes: 'allowed_file_types',
  timezone: 'timezone',
  supportPhone: 'support_phone',
  supportEmail: 'support_email',
  crisisEscalationWindowMinutes: 'crisis_escalation_window_minutes',
  crisisResponseTargetMinutes: 'crisis_response_target_minutes',
  bookingBufferMinutes: 'booking_buffer_minutes',
  bookingMinNoticeHours: 'booking_min_notice_hours',
  bookingHorizonDays: 'booking_horizon_days',
  bookingCancelNoticeHours: 'booking_cancel_notice_hours',
  weeklySessionGoal: 'weekly_session_goal',
  responseTimeGoalHours: 'response_time_goal_hours',
};

export const ALL_KEYS = SETTING_NAMES.map((name) => STORAGE_KEYS[name]);

export function formatSetting(value: Settings[SettingName]): string {
  return typeof value === 'string' ? value : String(value);
}

/** Stored text -> the setting's value; text that no longer passes the setting's check reads as the default. */
export function parseSetting<N extends SettingName>(name: N, raw: string | undefined): Settings[N] {
  const fallback = SETTING_DEFAULTS[name];
  if (raw === undefined) return fallback;
  let candidate: unknown = raw;
  if (typeof fallback === 'boolean') candidate = raw === 'true' ? true : raw === 'false' ? false : undefined;
  else if (typeof fallback === 'number') candidate = raw.trim() === '' ? undefined : Number(raw);
  const result = SETTING_FIELDS[name].safeParse(candidate);
  return result.success ? (result.data as Settings[N]) : fallback;
}

export function settingsFromRows(rows: Map<string, string>): Settings {
  const out: Record<string, unknown> = {};
  for (const name of SETTING_NAMES) out[name] = parseSetting(name, rows.get(STORAGE_KEYS[name]));
  return out as Settings;
}
