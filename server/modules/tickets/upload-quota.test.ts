import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { freeBytesAt } from '../../lib/files';
import { authed, body, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, multipartBody } from '../../test/tickets';

const KB = 1024;
let t: TestApp;
let tokens: Tokens;
let academic: number;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp({
    uploads: { quotaBytes: 30 * KB, perMinute: 4, minFreeBytes: 0 },
  }));
  academic = await categoryId(t.db, 'Academic Support');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const text = (kb: number) =>
  `${'My timetable clashes on Tuesday afternoons. '.repeat(Math.ceil((kb * KB) / 44))}`.slice(0, kb * KB);

function postTicket(token: string, files: { name: string; content: string }[]) {
  const { payload, headers } = multipartBody(
    {
      subject: 'Timetable clash',
      description: 'My two required courses meet at the same time on Tuesday afternoons.',
      category_id: String(academic),
    },
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/tickets',
    payload,
    headers: { ...headers, ...authed(token).headers },
  });
}

const storedCount = () => {
  const root = `${t.config.dataDir}/attachments`;
  return fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).length > 3).length
    : 0;
};

describe('upload limits per user', () => {
  it('refuses files past the per-minute rate with 429 and Retry-After, and lets them through a minute later', async () => {
    expect(
      (
        await postTicket(tokens.student, [
          { name: 'a.txt', content: text(1) },
          { name: 'b.txt', content: text(1) },
        ])
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await postTicket(tokens.student, [
          { name: 'c.txt', content: text(1) },
          { name: 'd.txt', content: text(1) },
        ])
      ).statusCode,
    ).toBe(201);
    const before = storedCount();
    const res = await postTicket(tokens.student, [{ name: 'e.txt', content: text(1) }]);
    expect(res.statusCode).toBe(429);
    expect(body(res)).toMatchObject({ success: false, status: 429 });
    expect(body(res).message).toMatch(
      /^You can upload at most 4 files a minute\. Please wait \d+ seconds and try again\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(storedCount()).toBe(before);
    // A message without files is never held back by the upload limits.
    const { payload, headers } = multipartBody({ message: 'Any news on my timetable clash?' }, []);
    const ticketId = (
      await t.db.selectFrom('tickets').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticketId}/responses`,
      payload,
      headers: { ...headers, ...authed(tokens.student).headers },
    });
    expect(reply.statusCode).toBe(201);
    t.clock.advance(61_000);
    expect((await postTicket(tokens.student, [{ name: 'e.txt', content: text(1) }])).statusCode).toBe(201);
  });

  it('refuses files past the stored-bytes quota with 422 and writes nothing; others are not affected', async () => {
    t.clock.advance(61_000);
    expect((await postTicket(tokens.student2, [{ name: 'big.txt', content: text(20) }])).statusCode).toBe(
      201,
    );
    t.clock.advance(61_000);
    const before = storedCount();
    const res = await postTicket(tokens.student2, [{ name: 'more.txt', content: text(12) }]);
    expect(res.statusCode).toBe(422);
    expect(body(res).errors).toEqual({
      attachments: [
        'You have reached your upload limit of 30 KB. Remove attachments you no longer need or ask an administrator.',
      ],
    });
    expect(storedCount()).toBe(before);
    expect((await postTicket(tokens.student2, [{ name: 'small.txt', content: text(5) }])).statusCode).toBe(
      201,
    );
  });

  it('reads the limits from the environment, with safe defaults', () => {
    const defaults = loadConfig({}).uploads;
    expect(defaults).toEqual({
      quotaBytes: 200 * 1024 * 1024,
      perMinute: 20,
      minFreeBytes: 100 * 1024 * 1024,
    });
    const set = loadConfig({
      UPLOAD_QUOTA_MB: '50',
      UPLOAD_RATE_PER_MINUTE: '5',
      UPLOAD_MIN_FREE_MB: '0',
    }).uploads;
    expect(set).toEqual({ quotaBytes: 50 * 1024 * 1024, perMinute: 5, minFreeBytes: 0 });
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: 'lots' })).toThrow(/UPLOAD_QUOTA_MB/);
  });

  it('measures free space on the nearest existing folder', async () => {
    expect(await freeBytesAt('/tmp/does/not/exist/yet')).toBeGreaterThan(0);
  });
});

describe('free disk space', () => {
  let low: TestApp;
  let lowTokens: Tokens;
  beforeAll(async () => {
    ({ t: low, tokens: lowTokens } = await createDemoApp({
      uploads: { quotaBytes: 200 * 1024 * 1024, perMinute: 20, minFreeBytes: Number.MAX_SAFE_INTEGER },
    }));
  });
  afterAll(async () => low.close());

  it('answers 503 with Retry-After when the disk is below the minimum, and still takes a ticket without files', async () => {
    const id = await categoryId(low.db, 'Academic Support');
    const fields = {
      subject: 'Timetable clash',
      description: 'My two required courses meet at the same time on Tuesday afternoons.',
      category_id: String(id),
    };
    const withFile = multipartBody(fields, [{ name: 'a.txt', content: 'My timetable.' }]);
    const res = await low.app.inject({
      method: 'POST',
      url: '/api/tickets',
      payload: withFile.payload,
      headers: { ...withFile.headers, ...authed(lowTokens.student).headers },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
    expect(body(res)).toEqual({
      success: false,
      status: 503,
      message:
        'Uploads are paused because the server is low on storage. Please try again in 5 minutes or send your message without files.',
    });
    const withoutFile = multipartBody(fields, []);
    const ok = await low.app.inject({
      method: 'POST',
      url: '/api/tickets',
      payload: withoutFile.payload,
      headers: { ...withoutFile.headers, ...authed(lowTokens.student).headers },
    });
    expect(ok.statusCode).toBe(201);
  });
});
