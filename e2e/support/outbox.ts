import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The set-password link of the newest e-mail to `to`, read from the e2e server's outbox
 * (scripts/e2e-server.mjs serves from a fresh `hub-e2e-*` directory under the system's temp folder and, with
 * no SMTP_URL, writes every e-mail there as an .eml file). Addresses are unique per test run.
 */
export async function setPasswordLinkFor(to: string): Promise<{ path: string; mail: string }> {
  let found: { path: string; mail: string } | null = null;
  await expect
    .poll(
      async () => {
        found = await findLink(to);
        return found !== null;
      },
      { message: `a set-password e-mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

async function findLink(to: string): Promise<{ path: string; mail: string } | null> {
  const roots = (await readdir(tmpdir())).filter((name) => name.startsWith('hub-e2e-'));
  for (const root of roots) {
    const outbox = join(tmpdir(), root, 'outbox');
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const raw = await readFile(join(outbox, file), 'utf8').catch(() => '');
      // Quoted-printable: soft line breaks and =XX escapes.
      const mail = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      if (!mail.includes(`To: ${to}`)) continue;
      const match = /https?:\/\/[^/\s]+(\/set-password\?token=[A-Za-z0-9_-]+)/.exec(mail);
      if (match) return { path: match[1]!, mail };
    }
  }
  return null;
}
