import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/setup';
import { queryTemplate } from './query-template';
import { seedDemoData } from './seed';

describe('queryTemplate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db);
  });
  afterAll(() => t.close());

  const bySlug = queryTemplate(2, (db, slug: string, active: number) =>
    db
      .selectFrom('resource_categories')
      .select(['slug'])
      .where('slug', '=', slug)
      .where('is_active', '=', active),
  );

  it('builds once and runs with new values each time, as the built query would', async () => {
    expect(await bySlug.run(t.db, 'sleep', 1)).toEqual([{ slug: 'sleep' }]);
    expect(await bySlug.run(t.db, 'crisis-support', 1)).toEqual([{ slug: 'crisis-support' }]);
    expect(await bySlug.run(t.db, 'sleep', 0)).toEqual([]);
    expect(await bySlug.run(t.db, "sleep' or '1'='1", 1)).toEqual([]);
    expect(bySlug.compiled(t.db, 'sleep', 1).sql).toBe(bySlug.compiled(t.db, 'crisis-support', 0).sql);
    expect(bySlug.compiled(t.db, 'crisis-support', 0).parameters).toEqual(['crisis-support', 0]);
  });

  it('refuses a template whose slot decides the shape instead of being a value', () => {
    const shaped = queryTemplate(1, (db, withSlug: boolean) =>
      db
        .selectFrom('resource_categories')
        .select('name')
        .$if(withSlug, (query) => query.select('slug')),
    );
    expect(() => shaped.compiled(t.db, true)).toThrow(/slot 0 is not a parameter/);
  });
});
