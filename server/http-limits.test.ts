import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/setup';

/** Finding: a login whose body never finishes held its socket forever (requestTimeout 0). */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    http: { requestTimeoutMs: 400, connectionTimeoutMs: 2000, maxConnections: 3 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => t.close());

function halfSentLogin(): Promise<{ socket: net.Socket; closed: Promise<{ ms: number; answer: string }> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"student@uni',
      );
      const closed = new Promise<{ ms: number; answer: string }>((done) =>
        socket.on('close', () => done({ ms: Date.now() - started, answer })),
      );
      resolve({ socket, closed });
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
  });
}

describe('slow clients', () => {
  it('cuts off a request whose body never finishes, and health answers meanwhile', async () => {
    const { closed } = await halfSentLogin();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const { ms, answer } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3000);
  });

  it('refuses sockets beyond the connection cap and serves again once they go', async () => {
    const idle = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A fresh socket (fetch could reuse one of its own kept-alive ones).
    const refused = await new Promise<string>((resolve) => {
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(answer ? 'answered' : 'refused'));
    });
    expect(refused).toBe('refused');
    for (const socket of idle) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
    expect(again.status).toBe(200);
  });

  it('has production defaults: a minute per request, two idle minutes per socket, 1000 sockets', async () => {
    const { loadConfig } = await import('./config');
    expect(loadConfig({}).http).toEqual({
      requestTimeoutMs: 60_000,
      connectionTimeoutMs: 120_000,
      maxConnections: 1000,
    });
  });
});
