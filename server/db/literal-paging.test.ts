import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '.';

// Compiling needs no server: the pool connects only when a query runs.
describe('literal paging on PostgreSQL', () => {
  const db = createDatabase('postgres://nobody@127.0.0.1:1/none');
  afterAll(() => db.destroy());
  const page = (limit: number, offset: number) =>
    db.selectFrom('tickets').select('id').where('status', '=', 'Open').limit(limit).offset(offset).compile();

  it('writes a page size into the text and leaves out an offset of 0, so the first page keeps one plan', () => {
    const first = page(20, 0);
    expect(first.sql).toMatch(/ limit 20$/);
    expect(first.parameters).toEqual(['Open']);
  });

  it('writes a deeper offset into the text too, and keeps a large limit a parameter', () => {
    const deep = page(20, 9980);
    expect(deep.sql).toMatch(/ limit 20 offset 9980$/);
    expect(deep.parameters).toEqual(['Open']);
    const large = page(5000, 0);
    expect(large.sql).toMatch(/ limit \$2$/);
    expect(large.parameters).toEqual(['Open', 5000]);
  });

  it('never writes a value that is not a small whole number into the text', () => {
    const odd = db
      .selectFrom('tickets')
      .select('id')
      .limit(1.5 as number)
      .offset(-3)
      .compile();
    expect(odd.sql).toMatch(/ limit \$1 offset \$2$/);
  });
});
