import { z } from 'zod';
import { ATTACHMENTS, LIMITS } from '../limits';
import { isTimeZone } from './on-call';
import { PHONE_LIMITS, PHONE_MESSAGE } from './phone';

/**
 * The admin settings (spec 2 "Admin Settings screen", §3 "System settings", §9 defaults) plus the hub's own:
 * one typed registry shared by the server (stored in `app_settings`, decision 0021) and the Settings screen.
 * Names are the spec's; the API answers them in `data.settings`.
 */
export const BACKUP_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];

/** Every file type an upload can be checked for (its content is read, not only its name). */
export const KNOWN_FILE_TYPES = Object.keys(ATTACHMENTS.allowedExtensions);

export const SETTINGS_LIMITS = {
  siteNameMax: 100,
  siteDescriptionMax: 500,
  sessionIdleMin: 5,
  sessionIdleMax: 24 * 60,
  sessionAbsoluteMin: 1,
  sessionAbsoluteMax: 30 * 24,
  iceListMax: 500,
  dataRetentionMin: 30,
  dataRetentionMax: 3650,
  maxFileSizeMin: 1,
  maxFileSizeMax: 50,
  emailMax: 254,
  escalationWindowMin: 1,
  escalationWindowMax: 24 * 60,
  responseTargetMin: 5,
  responseTargetMax: 24 * 60,
  bookingBufferMax: 120,
  bookingNoticeMax: 14 * 24,
  bookingHorizonMin: 1,
  bookingHorizonMax: 365,
  cancelNoticeMax: 14 * 24,
  sessionGoalMin: 1,
  sessionGoalMax: 200,
  responseGoalMin: 0.5,
  responseGoalMax: 168,
} as const;
const L = SETTINGS_LIMITS;

export const SETTINGS_MESSAGES = {
  siteName: 'Site name is required',
  siteNameMax: `Site name must not exceed ${L.siteNameMax} characters`,
  siteDescription: 'Site description must be text',
  siteDescriptionMax: `Site description must not exceed ${L.siteDescriptionMax} characters`,
  onOff: (label: string) => `${label} must be on or off`,
  sessionIdle: `Idle timeout must be a whole number of minutes from ${L.sessionIdleMin} to ${L.sessionIdleMax}`,
  sessionAbsolute: `Session lifetime must be a whole number of hours from ${L.sessionAbsoluteMin} to ${L.sessionAbsoluteMax}`,
  stunServers: 'STUN servers must be stun: or stuns: addresses separated by commas',
  turnServers: 'TURN servers must be turn: or turns: addresses separated by commas',
  dataRetention: `Data retention must be a whole number of days from ${L.dataRetentionMin} to ${L.dataRetentionMax}`,
  backupFrequency: 'Backup frequency must be hourly, daily, weekly or monthly',
  maxFileSize: `Max file size must be a whole number of MB from ${L.maxFileSizeMin} to ${L.maxFileSizeMax}`,
  allowedFileTypes: 'Enter the allowed file types as a comma list, for example pdf,docx,png',
  allowedFileTypesEmpty: 'Allow at least one file type',
  unknownFileType: (type: string) =>
    `File type "${type}" cannot be checked; choose from ${KNOWN_FILE_TYPES.join(', ')}`,
  timezone: 'Choose a valid time zone',
  supportPhone: PHONE_MESSAGE,
  supportEmail: 'Enter a valid e-mail address, or leave it empty',
  escalationWindow: `Crisis escalation window must be a whole number of minutes from ${L.escalationWindowMin} to ${L.escalationWindowMax}`,
  responseTarget: `Crisis response target must be a whole number of minutes from ${L.responseTargetMin} to ${L.responseTargetMax}`,
  bookingBuffer: `Buffer between sessions must be a whole number of minutes from 0 to ${L.bookingBufferMax}`,
  bookingNotice: `Minimum booking notice must be a whole number of hours from 0 to ${L.bookingNoticeMax}`,
  bookingHorizon: `Booking horizon must be a whole number of days from ${L.bookingHorizonMin} to ${L.bookingHorizonMax}`,
  cancelNotice: `Cancellation notice must be a whole number of hours from 0 to ${L.cancelNoticeMax}`,
  weeklySessionGoal: `Weekly session goal must be a whole number of sessions from ${L.sessionGoalMin} to ${L.sessionGoalMax}`,
  responseTimeGoal: `Response time goal must be a number of hours from ${L.responseGoalMin} to ${L.responseGoalMax}, with at most one decimal`,
  unknown: 'This setting does not exist',
  empty: 'Change at least one setting',
} as const;
const M = SETTINGS_MESSAGES;

const onOff = (label: string) => z.boolean({ error: M.onOff(label) });
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** "PDF, .docx ,png" -> "pdf,docx,png": lower case, no dots or spaces, each once. */
export function normalizeFileTypes(value: string): string[] {
  const types = value
    .split(',')
    .map((part) => part.trim().replace(/^\./, '').toLowerCase())
    .filter((part) => part.length > 0);
  return [...new Set(types)];
}

const fileTypesField = z
  .string({ error: M.allowedFileTypes })
  .max(200, M.allowedFileTypes)
  .transform((value, ctx) => {
    const types = normalizeFileTypes(value);
    if (types.length === 0) ctx.addIssue({ code: 'custom', message: M.allowedFileTypesEmpty });
    for (const type of types) {
      if (!KNOWN_FILE_TYPES.includes(type))
        ctx.addIssue({ code: 'custom', message: M.unknownFileType(type) });
    }
    return types.join(',');
  });

/** "stun:a:3478, stun:b" -> "stun:a:3478,stun:b": each address checked against its scheme, each once. */
const addressList = (scheme: RegExp, message: string) =>
  z
    .string({ error: message })
    .max(L.iceListMax, message)
    .transform((value, ctx) => {
      const list = [
        ...new Set(
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ];
      if (list.some((url) => !scheme.test(url) || url.length > 200))
        ctx.addIssue({ code: 'custom', message });
      return list.join(',');
    });

/** The addresses of a STUN or TURN servers setting, as a list. */
export const addressesOf = (value: string): string[] => value.split(',').filter(Boolean);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each setting's own check, by name. */
export const SETTING_FIELDS = {
  siteName: z.string({ error: M.siteName }).trim().min(1, M.siteName).max(L.siteNameMax, M.siteNameMax),
  siteDescription: z
    .string({ error: M.siteDescription })
    .trim()
    .max(L.siteDescriptionMax, M.siteDescriptionMax),
  maintenanceMode: onOff('Maintenance mode'),
  userRegistration: onOff('User registration'),
  emailNotifications: onOff('E-mail notifications'),
  smsNotifications: onOff('SMS notifications'),
  autoAssignTickets: onOff('Auto-assign tickets'),
  sessionRecording: onOff('Session recording'),
  sessionIdleMinutes: wholeNumber(L.sessionIdleMin, L.sessionIdleMax, M.sessionIdle),
  sessionAbsoluteHours: wholeNumber(L.sessionAbsoluteMin, L.sessionAbsoluteMax, M.sessionAbsolute),
  /** STUN servers handed to every session call (empty: none, e.g. a campus network reaching every browser). */
  stunServers: addressList(/^stuns?:[^\s,]+$/, M.stunServers),
  /** TURN servers using coturn's shared secret (`TURN_SECRET` in the server's configuration). */
  turnServers: addressList(/^turns?:[^\s,]+$/, M.turnServers),
  dataRetention: wholeNumber(L.dataRetentionMin, L.dataRetentionMax, M.dataRetention),
  backupFrequency: z.enum(BACKUP_FREQUENCIES, { error: M.backupFrequency }),
  maxFileSize: wholeNumber(L.maxFileSizeMin, L.maxFileSizeMax, M.maxFileSize),
  allowedFileTypes: fileTypesField,
  timezone: z
    .string({ error: M.timezone })
    .trim()
    .refine((value) => isTimeZone(value), M.timezone),
  supportPhone: z
    .string({ error: M.supportPhone })
    .trim()
    .max(PHONE_LIMITS.max, `Phone numbers are at most ${PHONE_LIMITS.max} characters`)
    .refine(
      (value) =>
        value === '' ||
        (/^[0-9+() .-]+$/.test(value) &&
          value.length >= PHONE_LIMITS.min &&
          (value.match(/[0-9]/g) ?? []).length >= 3),
      M.supportPhone,
    ),
  supportEmail: z
    .string({ error: M.supportEmail })
    .trim()
    .max(L.emailMax, M.supportEmail)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), M.supportEmail),
  crisisEscalationWindowMinutes: wholeNumber(
    L.escalationWindowMin,
    L.escalationWindowMax,
    M.escalationWindow,
  ),
  crisisResponseTargetMinutes: wholeNumber(L.responseTargetMin, L.responseTargetMax, M.responseTarget),
  bookingBufferMinutes: wholeNumber(0, L.bookingBufferMax, M.bookingBuffer),
  bookingMinNoticeHours: wholeNumber(0, L.bookingNoticeMax, M.bookingNotice),
  bookingHorizonDays: wholeNumber(L.bookingHorizonMin, L.bookingHorizonMax, M.bookingHorizon),
  bookingCancelNoticeHours: wholeNumber(0, L.cancelNoticeMax, M.cancelNotice),
  weeklySessionGoal: wholeNumber(L.sessionGoalMin, L.sessionGoalMax, M.weeklySessionGoal),
  responseTimeGoalHours: z
    .number({ error: M.responseTimeGoal })
    .min(L.responseGoalMin, M.responseTimeGoal)
    .max(L.responseGoalMax, M.responseTimeGoal)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, M.responseTimeGoal),
} as const;

export type SettingName = keyof typeof SETTING_FIELDS;
export const SETTING_NAMES = Object.keys(SETTING_FIELDS) as SettingName[];

export const settingsSchema = z.object(SETTING_FIELDS);
export type Settings = z.output<typeof settingsSchema>;

/**
 * Defaults: spec 2 §9, except the file types, which follow the ticket attachment rules of spec 1 §1.5.2
 * (pdf, png, jpeg, jpg, gif, doc, docx, plain text), so uploads accept what they always did until an admin
 * narrows them (decision 0021).
 */
export const SETTING_DEFAULTS: Settings = {
  siteName: 'Student Support Hub',
  siteDescription: '',
  maintenanceMode: false,
  userRegistration: true,
  emailNotifications: true,
  smsNotifications: false,
  autoAssignTickets: true,
  sessionRecording: false,
  // Sign-in sessions (decision 0002): ended after 2 hours unused, and 12 hours after sign-in at the latest.
  sessionIdleMinutes: LIMITS.auth.sessionIdleMinutes,
  sessionAbsoluteHours: LIMITS.auth.sessionAbsoluteHours,
  // STUN by default, so two browsers behind ordinary home routers find each other (decision 0031).
  stunServers: 'stun:stun.l.google.com:19302',
  turnServers: '',
  dataRetention: 365,
  backupFrequency: 'daily',
  maxFileSize: 10,
  allowedFileTypes: 'pdf,png,jpg,jpeg,gif,doc,docx,txt',
  timezone: 'America/New_York',
  supportPhone: '',
  supportEmail: '',
  crisisEscalationWindowMinutes: 10,
  crisisResponseTargetMinutes: 60,
  // Counseling bookings (issue 16; the spec gives no figures, decision 0024): 10 minutes between sessions,
  // booked at least 2 hours and at most 60 days ahead; inside 24 hours only staff cancel.
  bookingBufferMinutes: 10,
  bookingMinNoticeHours: 2,
  bookingHorizonDays: 60,
  bookingCancelNoticeHours: 24,
  // The counselor dashboard's weekly goals (spec 1 §2.5 shows 20 sessions and 4.0 hours): sessions held
  // Monday to Sunday, and the average first-response time of their tickets that week.
  weeklySessionGoal: 20,
  responseTimeGoalHours: 4,
};

/** A partial change (PUT): known names only, at least one. */
export const settingsUpdateSchema = z
  .record(z.string(), z.unknown(), { error: 'Send the settings to change as an object' })
  .transform((input, ctx) => {
    const out: Partial<Record<SettingName, unknown>> = {};
    const names = Object.keys(input);
    if (names.length === 0) ctx.addIssue({ code: 'custom', message: M.empty, path: [] });
    for (const name of names) {
      if (!(SETTING_NAMES as string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', message: M.unknown, path: [name] });
        continue;
      }
      const result = SETTING_FIELDS[name as SettingName].safeParse(input[name]);
      if (result.success) out[name as SettingName] = result.data;
      else
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: [name] });
    }
    return out as Partial<Settings>;
  });
export type SettingsUpdate = Partial<Settings>;

/** What every signed-in person may read (`GET /api/settings/public`). */
export const publicSettingsSchema = z.object({
  siteName: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  maintenanceMode: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export { MAINTENANCE_MESSAGE } from '../maintenance';

/** The settings as the API answers them (the checks on input are `SETTING_FIELDS`). */
export const settingsAnswerSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  maintenanceMode: z.boolean(),
  userRegistration: z.boolean(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  autoAssignTickets: z.boolean(),
  sessionRecording: z.boolean(),
  sessionIdleMinutes: z.number().int(),
  sessionAbsoluteHours: z.number().int(),
  stunServers: z.string(),
  turnServers: z.string(),
  dataRetention: z.number().int(),
  backupFrequency: z.enum(BACKUP_FREQUENCIES),
  maxFileSize: z.number().int(),
  allowedFileTypes: z.string(),
  timezone: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  crisisEscalationWindowMinutes: z.number().int(),
  crisisResponseTargetMinutes: z.number().int(),
  bookingBufferMinutes: z.number().int(),
  bookingMinNoticeHours: z.number().int(),
  bookingHorizonDays: z.number().int(),
  bookingCancelNoticeHours: z.number().int(),
  weeklySessionGoal: z.number().int(),
  responseTimeGoalHours: z.number(),
}) satisfies z.ZodType<Settings>;
