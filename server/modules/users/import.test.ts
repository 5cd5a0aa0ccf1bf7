import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserBulkCreateResult } from '../../../common/schemas/users';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from '../../test/setup';
import { multipartBody } from '../../test/tickets';
import { waitForMail } from './test-helpers';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

const URL = '/api/admin/users/bulk-create';

function uploadCsv(csv: string | Buffer, fields: Record<string, string> = {}, filename = 'users.csv') {
  const { payload, headers } = multipartBody(fields, [
    { name: filename, content: csv, type: 'text/csv', field: 'csv_file' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: URL,
    payload,
    headers: { ...headers, authorization: `Bearer ${tokens.admin}` },
  });
}

const resultOf = (res: { json: () => unknown }) => (res.json() as { data: UserBulkCreateResult }).data;

const userByEmail = (email: string) =>
  t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('POST /api/admin/users/bulk-create with users_data (JSON)', () => {
  it('creates valid rows, reports each bad row with the spec message, and normalises role, status and e-mail', async () => {
    const res = await call(t.app, tokens.admin, 'POST', URL, {
      users_data: [
        { name: 'Json One', email: 'Json.One@Example.EDU', role: 'counselor', status: 'inactive' },
        { name: '', email: 'noname@example.edu' },
        { name: 'No Mail', email: '  ' },
        { name: 'Bad Mail', email: 'bad-at-example.edu' },
        { name: 'Wizard', email: 'wizard@example.edu', role: 'wizard', status: 'frozen', student_id: 12345 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const data = resultOf(res);
    expect(data.summary).toEqual({ successful: 2, failed: 3, skipped: 0, emails_queued: 0 });
    expect(body(res).message).toBe(
      'Bulk creation completed: 2 created, 3 failed, 0 skipped. 0 welcome emails queued.',
    );
    expect(data.errors).toEqual([
      { index: 1, email: 'noname@example.edu', error: 'Row 2: Name is required' },
      { index: 2, email: null, error: 'Row 3: Email is required' },
      { index: 3, email: 'bad-at-example.edu', error: 'Row 4: Invalid email format' },
    ]);
    expect(data.created_users.map((u) => [u.email, u.role])).toEqual([
      ['json.one@example.edu', 'counselor'],
      ['wizard@example.edu', 'student'],
    ]);
    expect(await userByEmail('json.one@example.edu')).toMatchObject({ status: 'inactive' });
    expect(await userByEmail('wizard@example.edu')).toMatchObject({ status: 'active', student_id: '12345' });
    const password = data.created_users[1]!.generated_password!;
    expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    await signIn(t.app, 'wizard@example.edu', password);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'details'])
      .where('action', '=', 'user.imported')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit.some((row) => row.details?.includes(password))).toBe(false);
  });

  it('returns 422 "No users to create" for an empty list and for no data at all', async () => {
    for (const payload of [{ users_data: [] }, {}]) {
      const res = await call(t.app, tokens.admin, 'POST', URL, payload);
      expect(res.statusCode).toBe(422);
      expect(body(res).errors?.users_data).toEqual(['No users to create']);
    }
    const bad = await call(t.app, tokens.admin, 'POST', URL, {
      users_data: [{ name: 'A', email: 'a@b.co' }],
      skip_duplicates: 'maybe',
    });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.skip_duplicates).toEqual(['Skip duplicates must be true or false']);
  });

  it('reports duplicates as failures when skip_duplicates is off', async () => {
    const res = await call(t.app, tokens.admin, 'POST', URL, {
      skip_duplicates: false,
      users_data: [
        { name: 'Taken', email: 'COUNSELOR@university.edu' },
        { name: 'Twice A', email: 'twice@example.edu' },
        { name: 'Twice B', email: 'Twice@example.edu' },
      ],
    });
    const data = resultOf(res);
    expect(data.summary).toMatchObject({ successful: 1, failed: 2, skipped: 0 });
    expect(data.errors.map((e) => e.error)).toEqual([
      'Row 1: The email has already been taken',
      'Row 3: Duplicate email twice@example.edu (also in row 2)',
    ]);
  });

  it('creates accounts without a usable password when generate_passwords is off', async () => {
    const res = await call(t.app, tokens.admin, 'POST', URL, {
      generate_passwords: false,
      users_data: [{ name: 'No Password', email: 'nopass@example.edu' }],
    });
    expect(resultOf(res).created_users).toEqual([
      { name: 'No Password', email: 'nopass@example.edu', role: 'student', generated_password: null },
    ]);
    const login = await call(t.app, null, 'POST', '/api/auth/login', {
      email: 'nopass@example.edu',
      password: '!no-password',
    });
    expect(login.statusCode).toBe(401);
  });

  it('queues welcome e-mails with a set-password link, never the generated password even when asked', async () => {
    const res = await call(t.app, tokens.admin, 'POST', URL, {
      send_welcome_email: true,
      users_data: [
        { name: 'Welcome One', email: 'welcome.one@example.edu' },
        { name: 'Welcome Two', email: 'welcome.two@example.edu' },
      ],
    });
    const data = resultOf(res);
    expect(data.summary.emails_queued).toBe(2);
    expect(body(res).message).toMatch(/2 welcome emails queued\.$/);
    const one = await waitForMail(t, 'welcome.one@example.edu');
    await waitForMail(t, 'welcome.two@example.edu');
    expect(one).toContain('Welcome to Student Support Hub');
    expect(one).not.toContain(data.created_users[0]!.generated_password!);

    const withPassword = await call(t.app, tokens.admin, 'POST', URL, {
      send_welcome_email: true,
      send_password_in_email: true,
      users_data: [{ name: 'Welcome Three', email: 'welcome.three@example.edu' }],
    });
    const three = await waitForMail(t, 'welcome.three@example.edu');
    expect(three).not.toContain(resultOf(withPassword).created_users[0]!.generated_password!);
    expect(three).toMatch(/\/set-password\?token=[A-Za-z0-9_-]{43}/);
  });

  it('accepts users_data as a JSON field of a multipart form', async () => {
    const { payload, headers } = multipartBody(
      {
        users_data: JSON.stringify([{ name: 'Form Row', email: 'form.row@example.edu' }]),
        generate_passwords: 'false',
      },
      [],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { ...headers, authorization: `Bearer ${tokens.admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(resultOf(res).created_users[0]).toMatchObject({
      email: 'form.row@example.edu',
      generated_password: null,
    });
  });
});

describe('POST /api/admin/users/bulk-create with csv_file', () => {
  it('handles a BOM, semicolons, header aliases, quoted delimiters and line breaks, blank lines, wrong widths, duplicates and formula cells', async () => {
    const csv = [
      '\uFEFFFull Name;Email Address;Role;Status;Phone Number;StudentID;EmployeeID',
      '"Lee; Jordan, Jr.";Lee.Jordan@Example.edu;student;active;555-0101;S-1;',
      '',
      '"Multi',
      'Line Name";multi@example.edu;counselor;;;;E-9',
      '"=HYPERLINK(""http://evil.example"",""click"")";formula@example.edu;admin;suspended;+1 555 0100;;',
      '   ',
      'Too;Few',
      ';noname@example.edu;student;active;;;',
      'Nomail;;student;;;;',
      'Bad Mail;not-an-email;student;;;;',
      'Dup In File;LEE.JORDAN@example.edu;student;;;;',
      'Existing;Student@University.edu;student;;;;',
      'Weird Role;weird@example.edu;wizard;frozen;;;',
      '',
    ].join('\r\n');
    const res = await uploadCsv(csv);
    expect(res.statusCode).toBe(200);
    const data = resultOf(res);
    expect(data.summary).toEqual({ successful: 4, failed: 3, skipped: 3, emails_queued: 0 });
    expect(data.errors).toEqual([
      { index: 3, email: null, error: 'Row 4: Expected 7 columns but found 2; row skipped' },
      { index: 4, email: 'noname@example.edu', error: 'Row 5: Name is required' },
      { index: 5, email: null, error: 'Row 6: Email is required' },
      { index: 6, email: 'not-an-email', error: 'Row 7: Invalid email format' },
      {
        index: 7,
        email: 'lee.jordan@example.edu',
        error: 'Row 8: Duplicate email lee.jordan@example.edu (also in row 1); row skipped',
      },
      {
        index: 8,
        email: 'student@university.edu',
        error: 'Row 9: The email has already been taken; row skipped',
      },
    ]);
    expect(await userByEmail('lee.jordan@example.edu')).toMatchObject({
      name: 'Lee; Jordan, Jr.',
      phone: '555-0101',
      student_id: 'S-1',
      employee_id: null,
    });
    expect(await userByEmail('multi@example.edu')).toMatchObject({
      name: 'Multi Line Name',
      role: 'counselor',
      employee_id: 'E-9',
    });
    // Formula cells are kept as the characters typed, never evaluated or altered.
    expect(await userByEmail('formula@example.edu')).toMatchObject({
      name: '=HYPERLINK("http://evil.example","click")',
      role: 'admin',
      status: 'suspended',
      phone: '+1 555 0100',
    });
    expect(await userByEmail('weird@example.edu')).toMatchObject({ role: 'student', status: 'active' });
  });

  it('reads a plain comma file with LF line ends and Windows-1252 text', async () => {
    const csv = Buffer.concat([
      Buffer.from('name,email,role\n"Smith, Ann",ann.smith@example.edu,advisor\n'),
      Buffer.from([0x4a, 0x6f, 0x73, 0xe9]), // "José" in Windows-1252
      Buffer.from(',jose@example.edu,student\n'),
    ]);
    const data = resultOf(await uploadCsv(csv));
    expect(data.summary.successful).toBe(2);
    expect(await userByEmail('ann.smith@example.edu')).toMatchObject({ name: 'Smith, Ann', role: 'advisor' });
    expect(await userByEmail('jose@example.edu')).toMatchObject({ name: 'José' });
  });

  it.each([
    ['name,email,role\n', 'csv_file', 'CSV file must contain at least a header row and one data row'],
    ['\n\n', 'csv_file', 'CSV file must contain at least a header row and one data row'],
    ['first,last\nAnn,Smith\n', 'csv_file', 'CSV header must include name and email columns'],
    ['name,email\n"Unclosed,ann@example.edu\n', 'csv_file', 'Failed to parse CSV file'],
  ])('returns 422 for %j', async (csv, field, message) => {
    const res = await uploadCsv(csv);
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.[field]).toEqual([message]);
  });

  it('returns 422 for a file that is not .csv or .txt, or not text', async () => {
    const xlsx = await uploadCsv('name,email\nA,a@example.edu\n', {}, 'users.xlsx');
    expect(xlsx.statusCode).toBe(422);
    expect(body(xlsx).errors?.csv_file).toEqual(['The file must be a .csv or .txt file']);
    const binary = await uploadCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), {}, 'users.txt');
    expect(body(binary).errors?.csv_file).toEqual(['Failed to read CSV file']);
  });

  it('leaves no account of a failed batch behind, and keeps the batches that succeeded', async () => {
    const poison = 'poison.row@example.edu';
    if (t.config.databaseKind === 'postgres') {
      await sql`CREATE FUNCTION refuse_poison() RETURNS trigger AS $$ BEGIN IF NEW.email = ${sql.lit(poison)} THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        t.db,
      );
      await sql`CREATE TRIGGER refuse_poison BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_poison()`.execute(
        t.db,
      );
    } else {
      await sql`CREATE TRIGGER refuse_poison BEFORE INSERT ON users WHEN NEW.email = ${sql.lit(poison)} BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(
        t.db,
      );
    }
    try {
      const rows = Array.from({ length: 600 }, (_, i) =>
        i === 549 ? `Poison Row,${poison}` : `Batch User ${i + 1},batch.${i + 1}@example.edu`,
      );
      const res = await uploadCsv(`name,email\n${rows.join('\n')}\n`);
      const data = resultOf(res);
      expect(data.summary).toMatchObject({ successful: 500, failed: 100, skipped: 0 });
      expect(data.errors[0]!.error).toBe(
        'Row 501: Could not be saved; no account was created from rows 501-600',
      );
      expect(await userByEmail('batch.500@example.edu')).toBeDefined();
      expect(await userByEmail('batch.501@example.edu')).toBeUndefined();
      expect(await userByEmail('batch.600@example.edu')).toBeUndefined();
    } finally {
      await sql`DROP TRIGGER refuse_poison${sql.raw(t.config.databaseKind === 'postgres' ? ' ON users' : '')}`.execute(
        t.db,
      );
    }
  });

  it('imports 5,000 rows with generated passwords', async () => {
    const rows = Array.from(
      { length: 5000 },
      (_, i) =>
        `Import User ${i + 1},import.${i + 1}@example.edu,${i % 10 === 0 ? 'counselor' : 'student'},active,,S${i + 1},`,
    );
    const started = performance.now();
    const res = await uploadCsv(`name,email,role,status,phone,student_id,employee_id\n${rows.join('\n')}\n`);
    const seconds = (performance.now() - started) / 1000;
    expect(res.statusCode).toBe(200);
    const data = resultOf(res);
    expect(data.summary).toEqual({ successful: 5000, failed: 0, skipped: 0, emails_queued: 0 });
    expect(new Set(data.created_users.map((u) => u.generated_password)).size).toBe(5000);
    expect(seconds).toBeLessThan(20);
    await signIn(t.app, 'import.4321@example.edu', data.created_users[4320]!.generated_password!);
    const tooMany = await uploadCsv(
      `name,email\n${Array.from({ length: 5001 }, (_, i) => `N ${i},n${i}@example.edu`).join('\n')}\n`,
    );
    expect(tooMany.statusCode).toBe(422);
    expect(body(tooMany).errors?.csv_file).toEqual(['At most 5000 users can be created at once']);
  });
});
