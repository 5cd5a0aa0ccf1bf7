/**
 * npx tsx bench/user-import.ts [--rows 5000] [--database postgres://…] [--welcome]
 * Imports a CSV of 5,000 new accounts (generated passwords) through the real bulk-create route with
 * app.inject, on a fresh database (a temporary SQLite file by default, WAL and synchronous=FULL as in
 * production), and prints the time with PASS or FAIL against the 10-second target.
 */

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../common/schemas/auth';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDatabase, migrateToLatest } from '../server/db';
import { buildAdmin } from '../server/db/seed/factories';
import { freshDatabaseUrl } from './support';

const TARGET_SECONDS = 10;
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    database: { type: 'string' },
    welcome: { type: 'boolean', default: false },
  },
});
const rowCount = Number(values.rows);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-user-import-'));

function csvOf(rows: number): string {
  const lines = ['name,email,role,status,phone,student_id,employee_id'];
  for (let i = 1; i <= rows; i += 1) {
    const role = i % 20 === 0 ? 'counselor' : 'student';
    lines.push(
      `"Student ${i}, Imported",import.${i}@example.edu,${role},active,555-${String(i).padStart(4, '0')},S${100000 + i},`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function multipart(fields: Record<string, string>, csv: string) {
  const boundary = `----hubbench${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="csv_file"; filename="users.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  return { payload: Buffer.from(parts.join('')), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  const { url, drop } = await freshDatabaseUrl(
    values.database ?? process.env.BENCH_DATABASE_URL,
    workDir,
    'hub_import_bench',
  );
  const db = createDatabase(url);
  await migrateToLatest(db);
  const admin = await buildAdmin(db, { email: 'bench.admin@university.edu' });
  const config = {
    ...loadConfig({ DATABASE_URL: url, DATA_DIR: workDir, LOG_LEVEL: 'silent' }),
    clientDir: null,
  };
  const app = await buildApp(config, { db, logger: false });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: DEMO_PASSWORD },
    });
    const token = login.json().data.token as string;
    const csv = csvOf(rowCount);
    const { payload, contentType } = multipart(
      { skip_duplicates: 'true', generate_passwords: 'true', send_welcome_email: String(values.welcome) },
      csv,
    );

    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-create',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    const seconds = (performance.now() - started) / 1000;

    const summary = res.json().data?.summary;
    const stored = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'like', 'import.%')
      .executeTakeFirstOrThrow();
    const allCreated =
      res.statusCode === 200 && summary?.successful === rowCount && Number(stored.n) === rowCount;
    const pass = allCreated && seconds < TARGET_SECONDS;
    console.log(
      `database        ${config.databaseKind} (${config.databaseKind === 'sqlite' ? 'file, WAL' : 'fresh database'})`,
    );
    console.log(`CPUs            ${os.availableParallelism()}`);
    console.log(
      `rows            ${rowCount} (CSV ${(csv.length / 1024).toFixed(0)} KiB)${values.welcome ? ', welcome e-mails on' : ''}`,
    );
    console.log(`answer          ${res.statusCode} ${res.json().message}`);
    console.log(`accounts stored ${stored.n}`);
    console.log(`time            ${seconds.toFixed(2)} s (${Math.round(rowCount / seconds)} rows/s)`);
    if (values.welcome) {
      // Welcome e-mails go out after the answer; closing the app waits for the last one.
      const drainStarted = performance.now();
      await app.close();
      const drained = (performance.now() - drainStarted) / 1000;
      console.log(`e-mails         all ${rowCount} written ${drained.toFixed(2)} s after the answer`);
    }
    console.log(
      `${pass ? 'PASS' : 'FAIL'}: ${rowCount} rows in ${seconds.toFixed(2)} s, target < ${TARGET_SECONDS} s`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await app.close();
    await db.destroy();
    await drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
