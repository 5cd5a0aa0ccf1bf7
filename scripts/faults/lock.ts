import { rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type FaultResult, signIn, sleep, startServer, stopServer, tempDir } from './support';

/**
 * Another process holds SQLite's write lock (`BEGIN IMMEDIATE` on a second connection) for longer than the
 * hub waits: health and reads answer within 1 s, writes answer 503 with Retry-After, all succeed after.
 */
const WRITES = 5;

async function timed(url: string, init?: RequestInit) {
  const started = Date.now();
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, ms: Date.now() - started, retryAfter: res.headers.get('retry-after'), text };
}

export async function outsideWriteLock(port: number): Promise<FaultResult> {
  const dir = tempDir('lock');
  const server = await startServer({
    port,
    via: 'node',
    env: {
      DATABASE_URL: `sqlite:${dir}/hub.sqlite`,
      DATA_DIR: dir,
      DEMO_MODE: 'true',
      CLIENT_DIR: path.join(dir, 'x'),
    },
  });
  const outside = new SQLite(path.join(dir, 'hub.sqlite'), { timeout: 0 });
  try {
    const token = await signIn(server.base, 'student@university.edu');
    const category = outside
      .prepare('select id from ticket_categories where is_active = 1 limit 1')
      .get() as {
      id: number;
    };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const raise = (n: number) =>
      timed(`${server.base}/api/tickets`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          subject: `Library card ${n}`,
          description: 'My library card stopped working at the gate this morning; could it be renewed?',
          category_id: category.id,
        }),
      });

    outside.exec('begin immediate');
    const writes = Array.from({ length: WRITES }, (_, i) => raise(i));
    await sleep(500); // the writes are waiting for the lock now
    const health = await timed(`${server.base}/api/health`);
    const read = await timed(`${server.base}/api/tickets`, { headers: auth });
    const answered = await Promise.all(writes);
    outside.exec('rollback');
    const after = await Promise.all(Array.from({ length: WRITES }, (_, i) => raise(100 + i)));

    const busy = answered.filter(
      (w) =>
        w.status === 503 &&
        w.retryAfter !== null &&
        w.text.includes('The hub is busy. Please try again in a moment.'),
    );
    const ok =
      health.status === 200 &&
      health.ms < 1000 &&
      read.status === 200 &&
      read.ms < 1000 &&
      busy.length === WRITES &&
      after.every((w) => w.status === 201);
    return {
      ok,
      detail:
        `health ${health.status} in ${health.ms} ms, ticket list ${read.status} in ${read.ms} ms while locked; ` +
        `${busy.length}/${WRITES} writes answered 503 with Retry-After ${answered[0]?.retryAfter ?? '-'} ` +
        `(statuses ${answered.map((w) => w.status).join(',')}, after ${Math.max(...answered.map((w) => w.ms))} ms); ` +
        `after release ${after.filter((w) => w.status === 201).length}/${WRITES} answered 201`,
    };
  } finally {
    if (outside.inTransaction) outside.exec('rollback');
    outside.close();
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}
