import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type FaultResult,
  multipart,
  type Server,
  signIn,
  sleep,
  startServer,
  stopServer,
  tempDir,
} from './support';

/**
 * kill -9 while students raise tickets with attachments, ROUNDS times. After each restart: every ticket
 * answered 201 exists with both its files, no ticket lacks a file, and no file is left that no row names.
 */
const ROUNDS = 20;
const LANES = 4;
const FILES = [
  { name: 'timetable.txt', content: Buffer.from('Tuesday 14:00 clashes with the lab.\n'.repeat(2000)) },
  { name: 'notes.txt', content: Buffer.from('Notes for the registrar about my transcript.\n'.repeat(500)) },
];

function attachmentFiles(dir: string): Map<string, number> {
  const root = path.join(dir, 'attachments');
  const found = new Map<string, number>();
  if (!existsSync(root)) return found;
  for (const shard of readdirSync(root)) {
    for (const name of readdirSync(path.join(root, shard))) {
      found.set(name, statSync(path.join(root, shard, name)).size);
    }
  }
  return found;
}

export async function killDuringUploads(port: number): Promise<FaultResult> {
  const dir = tempDir('crash');
  const env = {
    DATABASE_URL: `sqlite:${dir}/hub.sqlite`,
    DATA_DIR: dir,
    DEMO_MODE: 'true',
    CLIENT_DIR: path.join(dir, 'no-client'),
    UPLOAD_SWEEP_GRACE_SECONDS: '0', // one process on this data directory: nothing else is uploading
  };
  let server: Server | undefined = await startServer({ port, via: 'node', env });
  const problems: string[] = [];
  let answered = 0;
  let orphansLeft = 0;
  try {
    const token = await signIn(server.base, 'student@university.edu');
    const check = new SQLite(path.join(dir, 'hub.sqlite'), { readonly: true, timeout: 5000 });
    const category = check
      .prepare('select id from ticket_categories where is_active = 1 order by id limit 1')
      .get() as {
      id: number;
    };
    const confirmed: { id: number; round: number }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const base = server.base;
      // Four lanes raise tickets back to back; the kill comes a moment after the k-th ticket of the round
      // was answered, so some are committed and others are in the middle of being written.
      const killAfter = 1 + Math.floor(Math.random() * 4);
      let answeredThisRound = 0;
      let stopped = false;
      let reached: () => void = () => {};
      const enough = new Promise<void>((resolve) => {
        reached = resolve;
      });
      let sent = 0;
      const lane = async () => {
        while (!stopped) {
          sent += 1;
          const { body, contentType } = multipart(
            {
              subject: `Fault upload ${round}-${sent}`,
              description: 'The registrar asked for these documents before my transcript can be sent out.',
              category_id: String(category.id),
            },
            FILES,
          );
          const res = await fetch(`${base}/api/tickets`, {
            method: 'POST',
            headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
            body,
          }).catch(() => null);
          if (res?.status === 201) {
            const json = (await res.json().catch(() => null)) as {
              data?: { ticket?: { id: number } };
            } | null;
            if (json?.data?.ticket) {
              confirmed.push({ id: json.data.ticket.id, round });
              answeredThisRound += 1;
              if (answeredThisRound >= killAfter) reached();
            }
          }
        }
      };
      const lanes = Array.from({ length: LANES }, lane);
      await Promise.race([enough, sleep(30_000)]);
      await sleep(Math.floor(Math.random() * 40));
      server.child.kill('SIGKILL');
      stopped = true;
      await server.exited;
      await Promise.all(lanes);
      const named = new Set(
        (check.prepare('select stored_name from ticket_attachments').all() as { stored_name: string }[]).map(
          (r) => r.stored_name,
        ),
      );
      orphansLeft += [...attachmentFiles(dir).keys()].filter((name) => !named.has(name)).length;
      server = await startServer({ port, via: 'node', env });

      const rows = check
        .prepare('select a.stored_name, a.file_size, a.ticket_id from ticket_attachments a')
        .all() as { stored_name: string; file_size: number; ticket_id: number }[];
      const onDisk = attachmentFiles(dir);
      for (const { id, round: r } of confirmed) {
        if (!check.prepare('select id from tickets where id = ?').get(id))
          problems.push(`round ${r}: ticket ${id} answered 201 but is gone`);
      }
      const perTicket = check
        .prepare(
          `select t.id, count(a.id) as files from tickets t left join ticket_attachments a on a.ticket_id = t.id
           where t.subject like 'Fault upload %' group by t.id`,
        )
        .all() as { id: number; files: number }[];
      for (const t of perTicket)
        if (t.files !== FILES.length) problems.push(`round ${round}: ticket ${t.id} has ${t.files} files`);
      for (const row of rows) {
        if (onDisk.get(row.stored_name) !== row.file_size)
          problems.push(`round ${round}: file of ticket ${row.ticket_id} missing or short`);
      }
      const named2 = new Set(rows.map((r) => r.stored_name));
      const stray = [...onDisk.keys()].filter((name) => !named2.has(name));
      if (stray.length) problems.push(`round ${round}: ${stray.length} stray file(s) after restart`);
    }
    answered = confirmed.length;
    check.close();
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    ok: problems.length === 0,
    detail:
      `${ROUNDS} kills, ${answered} tickets answered 201 all present with their files; ` +
      `${orphansLeft} orphan file(s) left by the kills, all removed at restart` +
      (problems.length ? `; PROBLEMS: ${problems.slice(0, 5).join('; ')}` : ''),
  };
}
