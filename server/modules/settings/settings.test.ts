import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS, type Settings } from '../../../common/schemas/settings';
import { authed, body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, multipartBody, SAMPLE_FILES } from '../../test/tickets';

let t: TestApp;
let tokens: Tokens;
let academic: number;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  academic = await categoryId(t.db, 'Academic Support');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const settingsOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { settings: Settings } }).data.settings;
const put = (payload: unknown, token = tokens.admin) =>
  call(t.app, token, 'PUT', '/api/admin/settings', payload);
const reset = () => call(t.app, tokens.admin, 'POST', '/api/admin/settings/reset');

const auditRows = (action: string) =>
  t.db.selectFrom('audit_logs').selectAll().where('action', '=', action).orderBy('id').execute();

describe('the settings routes refuse whoever may not use them', () => {
  const routes = [
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings'],
    ['POST', '/api/admin/settings/reset'],
  ] as const;
  it.each(routes)('%s %s answers 401 signed out', async (method, url) => {
    expect(
      (await call(t.app, null, method, url, method === 'PUT' ? { siteName: 'X' } : undefined)).statusCode,
    ).toBe(401);
  });
  for (const role of ['student', 'counselor', 'advisor'] as const) {
    it.each(routes)(`%s %s answers 403 to a ${role}`, async (method, url) => {
      const res = await call(
        t.app,
        tokens[role],
        method,
        url,
        method === 'PUT' ? { siteName: 'X' } : undefined,
      );
      expect(res.statusCode).toBe(403);
    });
  }
  it('changes nothing on a refused write', async () => {
    expect(settingsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/settings')).siteName).toBe(
      SETTING_DEFAULTS.siteName,
    );
  });
});

describe('GET /api/admin/settings', () => {
  it('gives every setting with the defaults of spec 2 §9', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/settings');
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Settings retrieved successfully');
    const s = settingsOf(res);
    expect(s).toEqual(SETTING_DEFAULTS);
    expect(s).toMatchObject({
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
  });
  it('reads a stored value that no longer passes its check as the default', async () => {
    const at = new Date().toISOString();
    await t.db
      .insertInto('app_settings')
      .values([
        { key: 'max_file_size_mb', value: 'lots', updated_at: at },
        { key: 'maintenance_mode', value: 'maybe', updated_at: at },
      ])
      .execute();
    const s = settingsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/settings'));
    expect(s.maxFileSize).toBe(10);
    expect(s.maintenanceMode).toBe(false);
    await t.db
      .deleteFrom('app_settings')
      .where('key', 'in', ['max_file_size_mb', 'maintenance_mode'])
      .execute();
  });
});

describe('PUT /api/admin/settings', () => {
  it('answers 422 with the setting’s message for bad values', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ siteName: '  ' }, 'siteName', 'Site name is required'],
      [{ siteName: 'x'.repeat(101) }, 'siteName', 'Site name must not exceed 100 characters'],
      [{ siteName: 42 }, 'siteName', 'Site name is required'],
      [{ maintenanceMode: 'yes' }, 'maintenanceMode', 'Maintenance mode must be on or off'],
      [
        { dataRetention: 1e12 },
        'dataRetention',
        'Data retention must be a whole number of days from 30 to 3650',
      ],
      [
        { dataRetention: 36.5 },
        'dataRetention',
        'Data retention must be a whole number of days from 30 to 3650',
      ],
      [
        { dataRetention: '365' },
        'dataRetention',
        'Data retention must be a whole number of days from 30 to 3650',
      ],
      [{ maxFileSize: 0 }, 'maxFileSize', 'Max file size must be a whole number of MB from 1 to 50'],
      [{ maxFileSize: 10_000 }, 'maxFileSize', 'Max file size must be a whole number of MB from 1 to 50'],
      [
        { backupFrequency: 'yearly' },
        'backupFrequency',
        'Backup frequency must be hourly, daily, weekly or monthly',
      ],
      [{ allowedFileTypes: ' , ' }, 'allowedFileTypes', 'Allow at least one file type'],
      [
        { allowedFileTypes: ['pdf'] },
        'allowedFileTypes',
        'Enter the allowed file types as a comma list, for example pdf,docx,png',
      ],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'Choose a valid time zone'],
      [
        { supportPhone: 'call me' },
        'supportPhone',
        'Enter a phone number using digits, spaces and + ( ) - . only',
      ],
      [{ supportEmail: 'not-an-address' }, 'supportEmail', 'Enter a valid e-mail address, or leave it empty'],
      [{ siteColour: 'red' }, 'siteColour', 'This setting does not exist'],
      [
        { __proto__: { maintenanceMode: true }, constructor: 1 },
        'constructor',
        'This setting does not exist',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).errors?.[field], JSON.stringify(payload)).toEqual([message]);
    }
    const unknownType = await put({ allowedFileTypes: 'pdf,exe' });
    expect(body(unknownType).errors?.allowedFileTypes?.[0]).toMatch(/^File type "exe" cannot be checked/);
    for (const payload of [{}, [], [1, 2]]) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await put('plain text')).statusCode).toBe(415);
    expect(settingsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/settings'))).toEqual(
      SETTING_DEFAULTS,
    );
  });

  it('refuses the whole change when one setting is bad', async () => {
    const res = await put({ siteName: 'Northfield Support', maxFileSize: -1 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(body(res).errors ?? {})).toEqual(['maxFileSize']);
    expect(settingsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/settings')).siteName).toBe(
      SETTING_DEFAULTS.siteName,
    );
  });

  it('saves only what is sent, normalised, and audits each change old -> new in one row', async () => {
    const res = await put({
      siteName: '  Northfield Support  ',
      allowedFileTypes: 'PDF, .png ,pdf',
      supportPhone: '+1 (555) 010-2000',
      supportEmail: 'help@northfield.edu',
      crisisEscalationWindowMinutes: 15,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Settings saved successfully');
    const s = settingsOf(res);
    expect(s).toEqual({
      ...SETTING_DEFAULTS,
      siteName: 'Northfield Support',
      allowedFileTypes: 'pdf,png',
      supportPhone: '+1 (555) 010-2000',
      supportEmail: 'help@northfield.edu',
      crisisEscalationWindowMinutes: 15,
    });
    expect(settingsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/settings'))).toEqual(s);
    // The crisis safety net reads the same stored value.
    const crisis = await call(t.app, tokens.admin, 'GET', '/api/admin/crisis-support/settings');
    expect(
      (crisis.json() as { data: { settings: { escalation_window_minutes: number } } }).data.settings
        .escalation_window_minutes,
    ).toBe(15);

    const [row] = await auditRows('settings.updated');
    const details = JSON.parse(String(row?.details));
    expect(row?.actor_id).toBeGreaterThan(0);
    expect(details.changes).toEqual({
      siteName: { from: 'Student Support Hub', to: 'Northfield Support' },
      allowedFileTypes: { from: SETTING_DEFAULTS.allowedFileTypes, to: 'pdf,png' },
      supportPhone: { from: '', to: '+1 (555) 010-2000' },
      supportEmail: { from: '', to: 'help@northfield.edu' },
      crisisEscalationWindowMinutes: { from: 10, to: 15 },
    });
  });

  it('sees a change made by the crisis settings at once (the cache follows every write)', async () => {
    await call(t.app, tokens.admin, 'PUT', '/api/admin/crisis-support/settings', {
      response_target_minutes: 45,
      escalation_window_minutes: 20,
    });
    const s = settingsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/settings'));
    expect(s.crisisResponseTargetMinutes).toBe(45);
    expect(s.crisisEscalationWindowMinutes).toBe(20);
  });
});

describe('POST /api/admin/settings/reset', () => {
  it('puts every setting back to its default, audited', async () => {
    const res = await reset();
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Settings reset to defaults');
    expect(settingsOf(res)).toEqual(SETTING_DEFAULTS);
    expect(settingsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/settings'))).toEqual(
      SETTING_DEFAULTS,
    );
    const rows = await auditRows('settings.reset');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(String(rows[0]?.details)).changes.siteName).toEqual({
      from: 'Northfield Support',
      to: 'Student Support Hub',
    });
  });
});

describe('GET /api/settings/public', () => {
  it('answers 401 signed out and the support contacts to everyone signed in', async () => {
    expect((await call(t.app, null, 'GET', '/api/settings/public')).statusCode).toBe(401);
    await put({ supportPhone: '555 0100', supportEmail: 'help@northfield.edu' });
    for (const role of ['student', 'counselor', 'advisor', 'admin'] as const) {
      const res = await call(t.app, tokens[role], 'GET', '/api/settings/public');
      expect(res.statusCode).toBe(200);
      expect(settingsOf(res)).toEqual({
        siteName: 'Student Support Hub',
        supportPhone: '555 0100',
        supportEmail: 'help@northfield.edu',
        maintenanceMode: false,
      });
    }
    await reset();
  });
});

describe('maintenance mode', () => {
  it('answers 503 "The hub is under maintenance" to signed-in non-admins; admins, me and health work', async () => {
    expect((await put({ maintenanceMode: true })).statusCode).toBe(200);
    for (const role of ['student', 'counselor', 'advisor'] as const) {
      const res = await call(t.app, tokens[role], 'GET', '/api/tickets');
      expect(res.statusCode, role).toBe(503);
      expect(body(res).message).toBe('The hub is under maintenance');
      expect((await call(t.app, tokens[role], 'GET', '/api/auth/me')).statusCode).toBe(200);
      const open = await call(t.app, tokens[role], 'GET', '/api/settings/public');
      expect(settingsOf(open).maintenanceMode).toBe(true);
      expect((await call(t.app, tokens[role], 'GET', '/api/crisis-support/contacts')).statusCode).toBe(200);
    }
    const reachOut = await call(t.app, tokens.student, 'POST', '/api/crisis-support/reach-out', {});
    expect(reachOut.statusCode).toBe(201);
    expect((await call(t.app, null, 'GET', '/api/health')).statusCode).toBe(200);
    expect((await call(t.app, null, 'GET', '/api/tickets')).statusCode).toBe(401);
    expect((await call(t.app, tokens.admin, 'GET', '/api/tickets')).statusCode).toBe(200);
    const login = await call(t.app, null, 'POST', '/api/auth/login', {
      email: 'student2@university.edu',
      password: 'Password123!',
    });
    expect(login.statusCode).toBe(200);

    expect((await put({ maintenanceMode: false })).statusCode).toBe(200);
    expect((await call(t.app, tokens.student, 'GET', '/api/tickets')).statusCode).toBe(200);
  });
});

describe('uploads follow the max file size and allowed file types settings', () => {
  const postTicket = (files: Parameters<typeof multipartBody>[1]) => {
    const { payload, headers } = multipartBody(
      {
        subject: 'Transcript request',
        description: 'Attached are the documents the registrar asked me to send for my transcript.',
        category_id: String(academic),
      },
      files,
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      payload,
      headers: { ...authed(tokens.student).headers, ...headers },
    });
  };

  it('refuses a file over the new limit at the next upload, and a type no longer allowed', async () => {
    const twoMegabytes = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    expect((await postTicket([{ name: 'scan.pdf', content: twoMegabytes }])).statusCode).toBe(201);

    await put({ maxFileSize: 1, allowedFileTypes: 'pdf,png' });
    const tooBig = await postTicket([{ name: 'scan.pdf', content: twoMegabytes }]);
    expect(tooBig.statusCode).toBe(422);
    expect(body(tooBig).errors?.attachments).toEqual(['File "scan.pdf" exceeds 1MB limit']);
    const text = await postTicket([{ name: 'notes.txt', content: SAMPLE_FILES.txt, type: 'text/plain' }]);
    expect(text.statusCode).toBe(422);
    expect(body(text).errors?.attachments).toEqual(['File type "text/plain" is not allowed for "notes.txt"']);
    expect((await postTicket([{ name: 'scan.pdf', content: SAMPLE_FILES.pdf }])).statusCode).toBe(201);

    const options = await call(t.app, tokens.student, 'GET', '/api/tickets/options');
    expect((options.json() as { data: { attachments: unknown } }).data.attachments).toMatchObject({
      max_bytes: 1024 * 1024,
      accept: '.pdf,.png',
    });
    await reset();
    expect((await postTicket([{ name: 'scan.pdf', content: twoMegabytes }])).statusCode).toBe(201);
  });
});
