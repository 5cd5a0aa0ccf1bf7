import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { type FaultResult, sleep, startServer, stopServer, tempDir } from './support';

/**
 * SIGTERM to the `npm start` process (what systemd or a container runtime sends) while requests are in
 * flight: every one of them must get its answer, then the whole thing exits 0 and nothing keeps listening.
 * Each request sends half its body, the signal goes out, and only then the rest of the body follows.
 */
const IN_FLIGHT = 30;

function slowSignIn(port: number): { sendRest: () => void; answer: Promise<number | string> } {
  const body = JSON.stringify({ email: 'student@university.edu', password: 'Password123!' });
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    agent: false,
  });
  const answer = new Promise<number | string>((resolve) => {
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', (error) => resolve(error.message));
  });
  request.write(body.slice(0, half));
  return { sendRest: () => request.end(body.slice(half)), answer };
}

export async function sigtermUnderLoad(port: number): Promise<FaultResult> {
  const dir = tempDir('sigterm');
  const server = await startServer({
    port,
    via: 'npm start',
    env: {
      DATABASE_URL: `sqlite:${dir}/hub.sqlite`,
      DATA_DIR: dir,
      DEMO_MODE: 'true',
      CLIENT_DIR: path.join(dir, 'no-client'),
    },
  });
  try {
    const requests = Array.from({ length: IN_FLIGHT }, () => slowSignIn(port));
    await sleep(300); // every request has reached the server and waits for the rest of its body
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    const refused = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      (res) => `answered ${res.status}`,
      () => 'refused',
    );
    for (const request of requests) request.sendRest();
    const answers = await Promise.all(requests.map((r) => r.answer));
    const code = await Promise.race([server.exited, sleep(15_000).then(() => 'still running')]);
    const stoppedMs = Date.now() - signalled;
    const failed = answers.filter((a) => a !== 200);
    const stillListening = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      () => true,
      () => false,
    );
    const ok = failed.length === 0 && code === 0 && refused === 'refused' && !stillListening;
    return {
      ok,
      detail:
        `${IN_FLIGHT - failed.length}/${IN_FLIGHT} in-flight sign-ins answered 200` +
        (failed.length ? ` (failures: ${[...new Set(failed)].join(', ')})` : '') +
        `; new connection after the signal: ${refused}; npm start exit code ${code} after ${stoppedMs} ms` +
        (stillListening ? '; SOMETHING STILL ANSWERS on the port' : '; nothing left listening'),
    };
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}
