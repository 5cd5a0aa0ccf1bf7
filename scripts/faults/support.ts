import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Helpers for the fault suite: real server processes on their own database and data directory. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEMO_PASSWORD = 'Password123!';

export interface FaultResult {
  ok: boolean;
  detail: string;
}

export interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function tempDir(name: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `hub-fault-${name}-`));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the hub: `npm start` (SKIP_BUILD=1: the suite built the client once) or the server process alone
 * (`node --import tsx server/main.ts`, as `npm start` ends up running it), and waits for health.
 */
export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  via: 'npm start' | 'node';
  timeoutMs?: number;
}): Promise<Server> {
  const command = options.via === 'npm start' ? 'npm' : process.execPath;
  const args = options.via === 'npm start' ? ['start', '--silent'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so cleaning up reaches `npm start`'s child too.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline && !gone) {
    const up = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { base, child, output: () => output, exited };
    await sleep(200);
  }
  if (child.pid) process.kill(-child.pid, 'SIGKILL');
  throw new Error(`the server did not start on port ${options.port}:\n${output.slice(-2000)}`);
}

export async function signIn(base: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A multipart body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, files: { name: string; content: Buffer }[]) {
  const boundary = `----hubfault${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Stops a server this suite started, whatever state it is in. */
export async function stopServer(server: Server | undefined): Promise<void> {
  if (!server?.child.pid) return;
  try {
    process.kill(-server.child.pid, 'SIGKILL');
  } catch {
    return; // the group is gone already
  }
  await server.exited;
}
