import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/setup';
import { isDatabaseUnavailable } from './db-errors';

/** PostgreSQL restarting or out of reach answers 503 with Retry-After, never a generic 500. */
const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

const UNAVAILABLE: [string, Error][] = [
  ['server shutting down (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
  ['server starting up (57P03)', pgError('57P03', 'the database system is starting up')],
  ['connection refused', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
  ['connection reset', pgError('ECONNRESET')],
  ['connection lost mid-query', new Error('Connection terminated unexpectedly')],
  ['pool timeout', new Error('timeout exceeded when trying to connect')],
  ['SQLite write lock held', pgError('SQLITE_BUSY', 'database is locked')],
  ['refused on every address', new AggregateError([pgError('ECONNREFUSED')], '')],
];

let t: TestApp;
let next: Error = new Error('unset');

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/__db-failure', { config: { public: true } }, async () => {
      throw next;
    });
  });
});
afterAll(async () => t.close());

describe('database unavailable', () => {
  it.each(UNAVAILABLE)('%s answers 503 with Retry-After in the envelope', async (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    next = error;
    const res = await t.app.inject({ method: 'GET', url: '/api/__db-failure' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({
      success: false,
      status: 503,
      message: 'The hub is busy. Please try again in a moment.',
    });
  });

  it('leaves other database errors a 500', async () => {
    for (const error of [pgError('23505', 'duplicate key'), pgError('42P01', 'relation does not exist')]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      next = error;
      const res = await t.app.inject({ method: 'GET', url: '/api/__db-failure' });
      expect(res.statusCode).toBe(500);
      expect(res.headers['retry-after']).toBeUndefined();
    }
  });
});
