import fs from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { Pagination } from '../../../common/schemas/api';
import type { User } from '../../../common/schemas/users';
import type { TestApp } from '../../test/setup';

/** Test helpers for the user administration suites. */
export function usersOf(res: LightMyRequestResponse): { users: User[]; pagination: Pagination } {
  return (res.json() as { data: { users: User[]; pagination: Pagination } }).data;
}

/** Every e-mail in the outbox, quoted-printable bodies decoded so tests can look for exact text. */
export async function outboxMessages(t: TestApp): Promise<string[]> {
  const outbox = path.join(t.config.dataDir, 'outbox');
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  const messages = await Promise.all(files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')));
  return messages.map((message) =>
    message
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

export function auditFor(t: TestApp, targetId: number, action: string) {
  return t.db
    .selectFrom('audit_logs')
    .selectAll()
    .where('target_type', '=', 'user')
    .where('target_id', '=', targetId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

/** Waits (up to 5 s) for e-mails sent after the answer, such as a bulk import's welcome e-mails. */
export async function waitForMail(t: TestApp, to: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = (await outboxMessages(t)).find((message) => message.includes(`To: ${to}`));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail to ${to} arrived`);
}
