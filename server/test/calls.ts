import { expect } from 'vitest';
import { body, call, type TestApp } from './setup';

/** The `data` of a call that must answer `status` (the body's start is shown when it does not). */
export async function dataOf<T = Record<string, unknown>>(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  status = 200,
): Promise<T> {
  const res = await call(t.app, token, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(status);
  return body(res).data as T;
}
