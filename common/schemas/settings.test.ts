import { describe, expect, it } from 'vitest';
import {
  KNOWN_FILE_TYPES,
  normalizeFileTypes,
  SETTING_DEFAULTS,
  SETTING_FIELDS,
  SETTING_NAMES,
  settingsSchema,
  settingsUpdateSchema,
} from './settings';

describe('the settings registry', () => {
  it('has a default for every setting, each passing its own check', () => {
    expect(Object.keys(SETTING_DEFAULTS).sort()).toEqual([...SETTING_NAMES].sort());
    for (const name of SETTING_NAMES) {
      expect(SETTING_FIELDS[name].safeParse(SETTING_DEFAULTS[name]).success, name).toBe(true);
    }
    expect(settingsSchema.parse(SETTING_DEFAULTS)).toEqual(SETTING_DEFAULTS);
  });

  it('keeps the defaults of spec 2 §9 (file types follow the attachment rules, decision 0021)', () => {
    expect(SETTING_DEFAULTS).toMatchObject({
      dataRetention: 365,
      backupFrequency: 'daily',
      maxFileSize: 10,
      userRegistration: true,
      maintenanceMode: false,
      emailNotifications: true,
      smsNotifications: false,
      autoAssignTickets: true,
      sessionRecording: false,
    });
    expect(
      normalizeFileTypes(SETTING_DEFAULTS.allowedFileTypes).every((t) => KNOWN_FILE_TYPES.includes(t)),
    ).toBe(true);
  });

  it('normalises file type lists', () => {
    expect(normalizeFileTypes(' PDF, .docx ,, pdf ')).toEqual(['pdf', 'docx']);
    expect(SETTING_FIELDS.allowedFileTypes.parse('.PNG,jpg')).toBe('png,jpg');
  });

  it('reads a partial change: known names only, each with its own message', () => {
    expect(settingsUpdateSchema.parse({ maxFileSize: 5 })).toEqual({ maxFileSize: 5 });
    const bad = settingsUpdateSchema.safeParse({ maxFileSize: 5.5, nope: true });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['maxFileSize', 'Max file size must be a whole number of MB from 1 to 50'],
      ['nope', 'This setting does not exist'],
    ]);
    expect(settingsUpdateSchema.safeParse({}).success).toBe(false);
  });
});
