import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, multipartBody, SAMPLE_FILES } from '../../test/tickets';

let t: TestApp;
let tokens: Tokens;
let academic: number;

const FIELDS = () => ({
  subject: 'Transcript request',
  description: 'Attached are the documents the registrar asked me to send for my transcript.',
  category_id: String(academic),
});

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  academic = await categoryId(t.db, 'Academic Support');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

function postTicket(
  token: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1],
) {
  const { payload, headers } = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/tickets',
    payload,
    headers: { ...headers, ...authed(token).headers },
  });
}

const storedFiles = () => {
  const root = `${t.config.dataDir}/attachments`;
  return fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).length > 3)
    : [];
};

describe('POST /api/tickets with files', () => {
  it('saves a ticket and its files together, under server-made names', async () => {
    const res = await postTicket(tokens.student, FIELDS(), [
      { name: 'transcript.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' },
      { name: 'photo.png', content: SAMPLE_FILES.png, type: 'image/png' },
      { name: 'notes.txt', content: SAMPLE_FILES.txt, type: 'text/plain' },
    ]);
    expect(res.statusCode).toBe(201);
    const data = body(res).data as {
      ticket: { id: number; attachments: { name: string; size: number; download_url: string }[] };
      attachment_summary: { uploaded: number };
    };
    expect(data.attachment_summary.uploaded).toBe(3);
    expect(data.ticket.attachments.map((a) => a.name)).toEqual(['transcript.pdf', 'photo.png', 'notes.txt']);
    expect(storedFiles().some((f) => String(f).includes('transcript'))).toBe(false);
  });

  it('also takes the fields as one JSON payload field', async () => {
    const res = await postTicket(
      tokens.student,
      { payload: JSON.stringify({ ...FIELDS(), category_id: academic }) },
      [{ name: 'letter.txt', content: 'Dear registrar, please find my request.' }],
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses a file whose content is not what its name says, and saves nothing', async () => {
    const before = storedFiles().length;
    const tickets = await t.db.selectFrom('tickets').select('id').execute();
    const res = await postTicket(tokens.student, FIELDS(), [
      { name: 'good.pdf', content: SAMPLE_FILES.pdf },
      { name: 'fake.pdf', content: 'MZ this is really a program' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.attachments).toEqual(['File "fake.pdf" does not contain what its type says']);
    expect(storedFiles().length).toBe(before);
    expect(await t.db.selectFrom('tickets').select('id').execute()).toHaveLength(tickets.length);
  });

  it('answers every file problem with the spec messages, joined by commas', async () => {
    const res = await postTicket(tokens.student, FIELDS(), [
      { name: 'empty.txt', content: '' },
      { name: 'setup.exe', content: 'MZ' },
      { name: 'invoice.pdf.js', content: 'alert(1)' },
      { name: 'archive.zip', content: 'PK', type: 'application/zip' },
    ]);
    expect(res.statusCode).toBe(422);
    const json = body(res);
    expect(json.errors?.attachments).toEqual([
      'File "empty.txt" is empty',
      'File "setup.exe" has a potentially dangerous file extension',
      'File "invoice.pdf.js" has a potentially dangerous file extension',
      'File type "application/zip" is not allowed for "archive.zip"',
    ]);
    expect(json.message).toBe(json.errors?.attachments?.join(', '));
  });

  it('refuses more than 5 files and files over 10 MB', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `n${i}.txt`, content: 'some text here' }));
    const tooMany = await postTicket(tokens.student, FIELDS(), six);
    expect(tooMany.statusCode).toBe(422);
    expect(body(tooMany).errors?.attachments).toEqual(['Maximum 5 files allowed']);
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const tooBig = await postTicket(tokens.student, FIELDS(), [{ name: 'scan.pdf', content: big }]);
    expect(tooBig.statusCode).toBe(422);
    expect(body(tooBig).errors?.attachments).toEqual(['File "scan.pdf" exceeds 10MB limit']);
  });

  it('strips folders and control characters from hostile names', async () => {
    const res = await postTicket(tokens.student, FIELDS(), [
      { name: '../../../etc/passwd.txt', content: 'root:x:0:0' },
      { name: '..\\..\\windows\\evil\u202Etxt.pdf', content: SAMPLE_FILES.pdf },
    ]);
    expect(res.statusCode).toBe(201);
    const names = (body(res).data as { ticket: { attachments: { name: string }[] } }).ticket.attachments.map(
      (a) => a.name,
    );
    expect(names).toEqual(['passwd.txt', 'eviltxt.pdf']);
    expect(fs.existsSync(`${t.config.dataDir}/etc/passwd.txt`)).toBe(false);
  });
});

describe('GET /api/tickets/attachments/:id/download', () => {
  it('sends the file to the owner as a download with a sandboxing CSP, and hides it from others', async () => {
    const res = await postTicket(tokens.student, FIELDS(), [
      { name: 'résumé notes.txt', content: SAMPLE_FILES.txt },
    ]);
    const attachment = (body(res).data as { ticket: { attachments: { id: number }[] } }).ticket
      .attachments[0]!;
    const url = `/api/tickets/attachments/${attachment.id}/download`;
    expect((await call(t.app, null, 'GET', url)).statusCode).toBe(401);
    expect((await call(t.app, tokens.student2, 'GET', url)).statusCode).toBe(404);
    expect((await call(t.app, tokens.counselor, 'GET', url)).statusCode).toBe(404);
    const download = await call(t.app, tokens.student, 'GET', url);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(SAMPLE_FILES.txt.toString());
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="r_sum_ notes.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20notes.txt`,
    );
    expect(download.headers['content-type']).toBe('text/plain');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect((await call(t.app, tokens.admin, 'GET', url)).statusCode).toBe(200);
    expect(
      (await call(t.app, tokens.student, 'GET', '/api/tickets/attachments/999999/download')).statusCode,
    ).toBe(404);
  });

  it('keeps files of internal notes from the student', async () => {
    const created = await postTicket(tokens.student, FIELDS(), []);
    const ticketId = (body(created).data as { ticket: { id: number } }).ticket.id;
    const counselorId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'counselor@university.edu')
        .executeTakeFirstOrThrow()
    ).id;
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticketId}/assign`, { assigned_to: counselorId });
    const { payload, headers } = multipartBody(
      { message: 'Case notes attached for the team.', is_internal: 'true' },
      [{ name: 'case-notes.txt', content: 'Confidential case notes.' }],
    );
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticketId}/responses`,
      payload,
      headers: { ...headers, ...authed(tokens.counselor).headers },
    });
    expect(note.statusCode).toBe(201);
    const staffView = (body(note).data as { ticket: { responses: { attachments: { id: number }[] }[] } })
      .ticket;
    const fileId = staffView.responses[0]!.attachments[0]!.id;
    expect(
      (await call(t.app, tokens.counselor, 'GET', `/api/tickets/attachments/${fileId}/download`)).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, tokens.student, 'GET', `/api/tickets/attachments/${fileId}/download`)).statusCode,
    ).toBe(404);
    // A reason never opens a file to a student; staff who neither wrote the note nor hold the ticket give one.
    const withReason = `/api/tickets/attachments/${fileId}/download?reason=Supervision`;
    expect((await call(t.app, tokens.student, 'GET', withReason)).statusCode).toBe(404);
    const refused = await call(t.app, tokens.admin, 'GET', `/api/tickets/attachments/${fileId}/download`);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors?.reason).toEqual(['Give a reason for reading these internal notes']);
    expect((await call(t.app, tokens.admin, 'GET', withReason)).statusCode).toBe(200);
    const [read] = await t.db
      .selectFrom('audit_logs')
      .select('details')
      .where('action', '=', 'ticket.internal_read')
      .where('target_id', '=', ticketId)
      .execute();
    expect(JSON.parse(read?.details ?? '{}')).toEqual({
      reason: 'Supervision',
      count: 1,
      attachment_id: fileId,
    });
    const studentView = (
      body(await call(t.app, tokens.student, 'GET', `/api/tickets/${ticketId}`)).data as {
        ticket: { attachment_count: number };
      }
    ).ticket;
    expect(studentView.attachment_count).toBe(0);
  });

  it('refuses more than 3 files on a response', async () => {
    const created = await postTicket(tokens.student, FIELDS(), []);
    const ticketId = (body(created).data as { ticket: { id: number } }).ticket.id;
    const { payload, headers } = multipartBody(
      { message: 'Here are more documents.' },
      Array.from({ length: 4 }, (_, i) => ({ name: `d${i}.txt`, content: 'document text' })),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticketId}/responses`,
      payload,
      headers: { ...headers, ...authed(tokens.student).headers },
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.attachments).toEqual(['Maximum 3 attachments allowed']);
  });

  it('removes the files when the ticket is deleted', async () => {
    const res = await postTicket(tokens.student, FIELDS(), [{ name: 'gone.txt', content: 'to be deleted' }]);
    const ticket = (body(res).data as { ticket: { id: number; attachments: { id: number }[] } }).ticket;
    const before = storedFiles().length;
    await call(t.app, tokens.admin, 'DELETE', `/api/tickets/${ticket.id}`, { reason: 'Test clean-up' });
    expect(storedFiles().length).toBe(before - 1);
  });
});
