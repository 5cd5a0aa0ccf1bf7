import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport, ResourceExport } from '../../../common/schemas/resources-shapes';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { multipartBody } from '../../test/tickets';
import { resourceBody, resourceCategoryIdOf } from './test-resources';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

function upload(
  content: string | Buffer,
  filename: string,
  fields: Record<string, string> = {},
  token = tokens.admin,
) {
  const { payload, headers } = multipartBody(fields, [
    { name: filename, content, type: 'text/plain', field: 'file' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/resources/import',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}
const exported = (format: 'csv' | 'json') =>
  call(t.app, tokens.admin, 'GET', `/api/admin/resources/export?format=${format}`);
const reportOf = (res: { body: string }) => body(res as never).data as ImportReport;

/** What the library holds, as an import could change it. */
async function snapshot() {
  const [categories, resources] = await Promise.all([
    t.db.selectFrom('resource_categories').selectAll().orderBy('id').execute(),
    t.db
      .selectFrom('resources')
      .select([
        'id',
        'slug',
        'title',
        'description',
        'category_id',
        'type',
        'difficulty',
        'external_url',
        'download_url',
        'thumbnail_url',
        'duration',
        'tags',
        'author_name',
        'author_bio',
        'subcategory',
        'sort_order',
        'is_published',
        'is_featured',
        'published_at',
        'updated_at',
        'search_title',
        'search_body',
      ])
      .orderBy('id')
      .execute(),
  ]);
  return { categories, resources };
}

const HEADER =
  'kind,slug,name,title,description,category_slug,type,difficulty,external_url,tags,is_published';

describe('GET /api/admin/resources/export', () => {
  it('answers 422 for an unknown format', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/resources/export?format=xlsx');
    expect(res.statusCode).toBe(422);
    expect(body(res).message).toBe('Format must be csv or json');
  });

  it('exports every category and resource, drafts too, as JSON and as CSV with formula cells escaped', async () => {
    const sleep = await resourceCategoryIdOf(t.db, 'sleep');
    await call(
      t.app,
      tokens.admin,
      'POST',
      '/api/admin/resources',
      resourceBody(sleep, {
        title: '=HYPERLINK("https://evil.example","Sleep tips")',
        description: '+Calm evenings: a short guide to winding down before bed.',
        author_name: '@sleepcoach',
        tags: ['-nap', 'rest'],
      }),
    );
    const json = await exported('json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(
      /attachment; filename="resources-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const library = json.json() as ResourceExport;
    expect(library.categories.length).toBeGreaterThanOrEqual(8);
    expect(library.resources.some((r) => !r.is_published)).toBe(true);
    expect(library.resources.find((r) => r.title.startsWith('=HYPERLINK'))).toBeDefined();

    const csv = await exported('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true }).data;
    expect(rows.filter((row) => row.kind === 'category').length).toBe(library.categories.length);
    const hostile = rows.find((row) => row.title?.includes('HYPERLINK'))!;
    expect(hostile.title!.startsWith("'=")).toBe(true);
    expect(hostile.description!.startsWith("'+")).toBe(true);
    expect(hostile.author_name!.startsWith("'@")).toBe(true);
    for (const row of rows)
      for (const cell of Object.values(row)) expect(/^[=+\-@]/.test(cell ?? ''), cell).toBe(false);
  });
});

describe('POST /api/admin/resources/import', () => {
  it('answers 401 signed out, 403 to others, 422 without a file', async () => {
    expect((await call(t.app, null, 'POST', '/api/admin/resources/import')).statusCode).toBe(401);
    expect((await upload('x', 'a.csv', {}, tokens.counselor)).statusCode).toBe(403);
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/resources/import', {});
    expect(res.statusCode).toBe(422);
    expect(body(res).message).toBe('Please choose a CSV or JSON file to import');
  });

  it('re-importing an export changes nothing, as CSV and as JSON', async () => {
    for (const format of ['csv', 'json'] as const) {
      const before = await snapshot();
      const file = (await exported(format)).body;
      const dry = await upload(file, `library.${format}`);
      expect(dry.statusCode, dry.body.slice(0, 300)).toBe(200);
      const report = reportOf(dry);
      expect(report.dry_run).toBe(true);
      expect(
        report.summary.error,
        JSON.stringify(report.rows.filter((r) => r.action === 'error')).slice(0, 500),
      ).toBe(0);
      expect(report.summary.unchanged).toBe(report.summary.total);
      const applied = await upload(file, `library.${format}`, { dry_run: 'false' });
      expect(applied.statusCode).toBe(200);
      expect(reportOf(applied)).toMatchObject({ applied: true, summary: { create: 0, update: 0 } });
      expect(await snapshot()).toEqual(before);
    }
  });

  it('a dry run reports create, update and error row by row, and writes nothing', async () => {
    const before = await snapshot();
    const csv = [
      HEADER,
      'category,,Exam Season,,,,,,,,',
      'resource,exam-breathing,,Box breathing before exams,A four-count breathing pattern to steady yourself before an exam.,exam-season,exercise,beginner,https://www.nhs.uk/every-mind-matters/,"[""exams"",""breathing""]",true',
      'resource,insight-timer,,Insight Timer (updated),A free meditation app with thousands of guided meditations and talks.,mindfulness-and-relaxation,tool,beginner,https://insighttimer.com/,[],true',
      'resource,,,Bad link,A description that is long enough to pass.,sleep,article,beginner,javascript:alert(1),,true',
      'resource,,,Unknown category here,A description that is long enough to pass.,no-such-category,article,beginner,https://www.cdc.gov/sleep/index.html,,true',
      "resource,,,=cmd|' /C calc'!A0,A description that is long enough to pass.,sleep,article,beginner,https://www.cdc.gov/sleep/index.html,,true",
      'resource,exam-breathing,,Box breathing again,A four-count breathing pattern to steady yourself before an exam.,exam-season,exercise,beginner,https://www.nhs.uk/every-mind-matters/,,true',
    ].join('\r\n');
    const res = await upload(csv, 'import.csv', { dry_run: 'true' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const report = reportOf(res);
    expect(report.rows.map((row) => row.action)).toEqual([
      'create',
      'create',
      'update',
      'error',
      'error',
      'error',
      'error',
    ]);
    expect(report.summary).toEqual({ total: 7, create: 2, update: 1, unchanged: 0, error: 4 });
    expect(report.rows[3]!.errors).toEqual(['Row 4: External URL must be a plain http:// or https:// link']);
    expect(report.rows[4]!.errors).toEqual(['Row 5: Category "no-such-category" does not exist']);
    expect(report.rows[5]!.errors[0]).toMatch(
      /^Row 6: title starts with "=", which spreadsheets run as a formula/,
    );
    expect(report.rows[6]!.errors).toEqual(['Row 7: resource slug "exam-breathing" also appears in row 2']);
    // Applying a file with errors writes nothing and says why.
    const refused = await upload(csv, 'import.csv', { dry_run: 'false' });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).message).toBe(
      'Nothing was imported: 4 rows have errors. Run a dry run to see them.',
    );
    expect(body(refused).errors?.['rows.4']).toEqual([
      'Row 4: External URL must be a plain http:// or https:// link',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('applies a clean file in one transaction: new category, new resource, an update matched by slug', async () => {
    const csv = [
      HEADER,
      'category,,Exam Season,,,,,,,,',
      'resource,exam-breathing,,Box breathing before exams,A four-count breathing pattern to steady yourself before an exam.,exam-season,exercise,beginner,https://www.nhs.uk/every-mind-matters/,"[""exams"",""breathing""]",true',
      'resource,insight-timer,,Insight Timer (updated),A free meditation app with thousands of guided meditations and talks.,mindfulness-and-relaxation,tool,beginner,https://insighttimer.com/,[],true',
    ].join('\n');
    const res = await upload(csv, 'import.csv', { dry_run: 'false' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(reportOf(res).summary).toEqual({ total: 3, create: 2, update: 1, unchanged: 0, error: 0 });
    const found = await call(t.app, tokens.student, 'GET', '/api/resources?category=exam-season');
    expect((body(found).data as { resources: { slug: string; tags: string[] }[] }).resources).toMatchObject([
      { slug: 'exam-breathing', tags: ['exams', 'breathing'] },
    ]);
    const count = await t.db
      .selectFrom('resources')
      .select('id')
      .where('slug', 'like', 'insight-timer%')
      .execute();
    expect(count).toHaveLength(1);
    const again = await upload(csv, 'import.csv', { dry_run: 'false' });
    expect(reportOf(again).summary).toMatchObject({ create: 0, update: 0, unchanged: 3 });
    const audits = await t.db
      .selectFrom('audit_logs')
      .select('id')
      .where('action', '=', 'resources.imported')
      .execute();
    expect(audits).toHaveLength(2 + 2); // the two round trips above, then these two
  });

  it('reads a bare JSON list of resources, also from a .txt file, with tags as a list or text', async () => {
    const rows = [
      {
        title: 'Worry time worksheet',
        description: 'Set aside fifteen minutes a day for worries, and park them outside that time.',
        category_slug: 'stress-and-anxiety',
        type: 'worksheet',
        difficulty: 'beginner',
        external_url: 'https://www.cci.health.wa.gov.au/Resources/Looking-After-Yourself',
        tags: 'worry, anxiety, worry',
        is_published: true,
      },
    ];
    const dry = await upload(JSON.stringify(rows), 'list.txt');
    expect(dry.statusCode, dry.body.slice(0, 300)).toBe(200);
    expect(reportOf(dry)).toMatchObject({ format: 'json', summary: { create: 1, error: 0 } });
    const applied = await upload(JSON.stringify(rows), 'list.json', { dry_run: 'false' });
    expect(reportOf(applied).applied).toBe(true);
    const row = await t.db
      .selectFrom('resources')
      .select(['slug', 'tags'])
      .where('title', '=', 'Worry time worksheet')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ slug: 'worry-time-worksheet', tags: '["worry","anxiety"]' });
    const wrongType = await upload(JSON.stringify([{ ...rows[0], type: 'podcast', slug: 'x' }]), 'list.json');
    expect(reportOf(wrongType).rows[0]!.errors).toEqual([
      'Row 1: Resource type must be article, video, audio, exercise, tool or worksheet',
    ]);
  });

  it('refuses hostile files with clear messages and writes nothing', async () => {
    const before = await snapshot();
    const manyRows = [
      HEADER,
      ...Array.from(
        { length: 50_000 },
        (_, i) =>
          `resource,r${i},,Title ${i},Description number ${i} long enough,sleep,article,beginner,https://www.cdc.gov/,[],true`,
      ),
    ].join('\n');
    const latin1 = Buffer.from(
      `${HEADER}\nresource,,,Caf\xe9 culture guide,Description long enough for this,sleep,article,beginner,https://www.cdc.gov/,[],true\n`,
      'latin1',
    );
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEADER}\n`, 'utf16le')]);
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37 + 11) % 256));
    const cases: [string | Buffer, string, string][] = [
      [manyRows, 'big.csv', 'The file has 50,000 rows; at most 5,000 can be imported at once'],
      [latin1, 'latin1.csv', 'The file is not UTF-8 text: save it as "CSV UTF-8" or JSON and try again'],
      [utf16, 'utf16.csv', 'The file is not UTF-8 text: save it as "CSV UTF-8" or JSON and try again'],
      [junk, 'junk.csv', 'The file holds binary data, not text: upload a CSV or JSON file'],
      [
        'title,description\nA title here,Some description that is long',
        'cols.csv',
        'The file is missing required columns: category_slug, type, external_url',
      ],
      ['{"resources": [', 'broken.json', 'The file is not valid JSON'],
      [
        '{"resources": 5}',
        'shape.json',
        'The JSON file must hold a list of resources, or { "categories": [...], "resources": [...] }',
      ],
      ['', 'empty.csv', 'The file is empty'],
      [HEADER, 'header-only.csv', 'The file holds no rows to import'],
      ['a,b', 'library.exe', 'The file must be a CSV (.csv) or JSON (.json) file'],
      [
        `${HEADER}\nresource,"never closed`,
        'quotes.csv',
        'The CSV file could not be read: a quoted cell is never closed (row 2)',
      ],
    ];
    for (const [content, name, message] of cases) {
      const res = await upload(content, name, { dry_run: 'false' });
      expect(res.statusCode, name).toBe(422);
      expect(body(res).message, name).toBe(message);
    }
    const huge = `${HEADER}\nresource,,,Huge cell here,${'x'.repeat(6000)},sleep,article,beginner,https://www.cdc.gov/,[],true`;
    const dry = reportOf(await upload(huge, 'huge.csv'));
    expect(dry.rows[0]!.errors).toContain('Row 1: description is longer than 5,000 characters');
    expect((await upload(huge, 'huge.csv', { dry_run: 'false' })).statusCode).toBe(422);
    const tooBig = Buffer.alloc(11 * 1024 * 1024, 'a');
    const large = await upload(tooBig, 'large.csv', { dry_run: 'false' });
    expect(large.statusCode).toBe(422);
    expect(body(large).message).toBe('The file must not exceed 10 MB');
    const badFlag = await upload(`${HEADER}\n`, 'x.csv', { dry_run: 'maybe' });
    expect(badFlag.statusCode).toBe(422);
    expect(body(badFlag).message).toBe('Dry run must be true or false');
    expect(await snapshot()).toEqual(before);
  });
});
