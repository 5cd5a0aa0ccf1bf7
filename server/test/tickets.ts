import type { FastifyInstance } from 'fastify';
import type { DB } from '../db';
import { authed } from './setup';

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
