import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/setup';

/** The built client is sent compressed ahead of time: brotli when the browser takes it, else gzip. */
let t: TestApp;
let dir: string;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const PAGE = `<!doctype html><html><body>${'<p>Student Support Hub</p>'.repeat(100)}</body></html>`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of [
    ['assets/app.js', SCRIPT],
    ['index.html', PAGE],
  ] as const) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, gzipSync(text));
  }
  t = await createTestApp({ clientDir: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('sends brotli to browsers that take it, gzip to the others, and plain text otherwise', async () => {
    const br = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers client routes with the app page, compressed too', async () => {
    const res = await t.app.inject({ url: '/counseling', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
  });
});
