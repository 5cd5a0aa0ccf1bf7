import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db';
import { authed, createDemoApp, type TestApp } from './setup';

/** Test helpers for ticket suites: categories by name and tickets raised through the API. */
export async function categoryId(db: DB, name: string): Promise<number> {
  const row = await db
    .selectFrom('ticket_categories')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function userId(db: DB, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

export interface RaisedTicket {
  id: number;
  ticket_number: string;
  crisis_flag: boolean;
  priority: string;
  status: string;
  [key: string]: unknown;
}

export async function raiseTicket(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
): Promise<RaisedTicket> {
  const res = await app.inject({ method: 'POST', url: '/api/tickets', ...authed(token), payload });
  if (res.statusCode !== 201) throw new Error(`raising a ticket failed: ${res.statusCode} ${res.body}`);
  return res.json().data.ticket as RaisedTicket;
}

/** A multipart body with text fields and files, as a browser's FormData would send it. */
export function multipartBody(
  fields: Record<string, string>,
  files: { name: string; content: Buffer | string; type?: string; field?: string }[],
) {
  const boundary = `----hubtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'attachments[]'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(typeof file.content === 'string' ? Buffer.from(file.content) : file.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Small real files of each allowed kind. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  txt: Buffer.from('My timetable clashes on Tuesday afternoons.\n'),
};

export const TICKET_DESCRIPTION =
  'I need help planning my courses for next semester because of a timetable clash.';

/**
 * The demo university with two tickets: `own` (student's, assigned to the counselor) and `other`
 * (student2's, unassigned, High). Shared by the ticket suites.
 */
export async function setupTicketSuite() {
  const { t, tokens } = await createDemoApp();
  const academic = await categoryId(t.db, 'Academic Support');
  const mental = await categoryId(t.db, 'Mental Health & Wellbeing');
  const counselorId = await userId(t.db, 'counselor@university.edu');
  const advisorId = await userId(t.db, 'advisor@university.edu');
  const own = await raiseTicket(t.app, tokens.student, {
    subject: 'Course planning help',
    description: TICKET_DESCRIPTION,
    category_id: academic,
  });
  const other = await raiseTicket(t.app, tokens.student2, {
    subject: 'Housing deposit refund',
    description: 'My housing deposit has not been refunded after moving out in May.',
    category_id: academic,
    priority: 'High',
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/tickets/${own.id}/assign`,
    ...authed(tokens.admin),
    payload: { assigned_to: counselorId },
  });
  return { t, tokens, academic, mental, counselorId, advisorId, own, other };
}

export async function closeTicketSuite(t: TestApp) {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
}

export const ticketsOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { tickets: RaisedTicket[] } }).data.tickets;
