import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '.';
import { arrive, sharedSnapshot, watchWrites, writeCounter } from './change-version';

// The sharing rules are the same on either database; a counting reader stands in for PostgreSQL's snapshot.
describe('shared PostgreSQL snapshots', () => {
  const db = createDatabase('sqlite::memory:');
  const writes = writeCounter();
  watchWrites(db, writes);
  let asked = 0;
  const read = async () => {
    asked += 1;
    return `v${asked}`;
  };
  afterAll(() => db.destroy());

  it('asks once per request, and lets later arrivals share a snapshot asked for after they arrived', async () => {
    asked = 0;
    await arrive(async () => {
      expect(await sharedSnapshot(db, read)).toBe('v1');
      expect(await sharedSnapshot(db, read)).toBe('v1');
    });
    expect(asked).toBe(1);
    // A request that arrives now may not use v1: it was asked for before this request arrived.
    await arrive(async () => {
      expect(await sharedSnapshot(db, read)).toBe('v2');
    });
  });

  it('shares among requests that arrived before the snapshot was asked for', async () => {
    asked = 0;
    const gates: (() => void)[] = [];
    const both = [1, 2].map(() =>
      arrive(async () => {
        await new Promise<void>((resolve) => gates.push(resolve));
        return sharedSnapshot(db, read);
      }),
    );
    for (const open of gates) open();
    expect(await Promise.all(both)).toEqual(['v1', 'v1']);
    expect(asked).toBe(1);
  });

  it('lets requests that arrive while a snapshot is being asked for share one new ask when it answers', async () => {
    asked = 0;
    let answer: (value: string) => void = () => {};
    const slow = () =>
      new Promise<string>((resolve) => {
        asked += 1;
        answer = resolve;
      });
    const first = arrive(() => sharedSnapshot(db, slow));
    // Three more arrive while the first ask is unanswered: none may use it (it was asked before they arrived).
    const later = [1, 2, 3].map(() => arrive(() => sharedSnapshot(db, read)));
    expect(asked).toBe(1);
    answer('v1');
    expect(await first).toBe('v1');
    expect(await Promise.all(later)).toEqual(['v2', 'v2', 'v2']);
    expect(asked).toBe(2);
  });

  it('asks again once this server finished a write, so a request reads its own writes', async () => {
    asked = 0;
    await arrive(async () => {
      expect(await sharedSnapshot(db, read)).toBe('v1');
      writes.finished += 1;
      expect(await sharedSnapshot(db, read)).toBe('v2');
    });
  });

  it('always asks outside a request, and forgets a failed read', async () => {
    asked = 0;
    expect(await sharedSnapshot(db, read)).toBe('v1');
    expect(await sharedSnapshot(db, read)).toBe('v2');
    await arrive(async () => {
      await expect(sharedSnapshot(db, () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
      expect(await sharedSnapshot(db, read)).toBe('v3');
    });
  });
});
