import { describe, expect, it } from 'vitest';
import { opensWriteTransaction } from './write-lock';

describe('the write lock taken as a PostgreSQL transaction begins', () => {
  it('is taken by transactions that may write, and by nothing else', () => {
    expect(opensWriteTransaction('begin')).toBe(true);
    expect(opensWriteTransaction('start transaction isolation level serializable')).toBe(true);
    expect(opensWriteTransaction('start transaction read only')).toBe(false);
    expect(opensWriteTransaction('select 1')).toBe(false);
    expect(opensWriteTransaction('commit')).toBe(false);
  });
});
