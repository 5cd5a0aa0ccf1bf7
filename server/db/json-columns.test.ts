import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_STRING, readJsonColumn, readJsonList, writeJsonColumn } from './json-columns';

describe('JSON columns', () => {
  it('reads what the schema allows and falls back on anything else', () => {
    const schema = z.object({ on: z.boolean() });
    expect(readJsonColumn('{"on":true}', schema, { on: false })).toEqual({ on: true });
    expect(readJsonColumn('{"on":"yes"}', schema, { on: false })).toEqual({ on: false });
    expect(readJsonColumn('not json', schema, { on: false })).toEqual({ on: false });
    expect(readJsonColumn(null, schema, { on: false })).toEqual({ on: false });
  });

  it('keeps the good items of a list and drops the rest', () => {
    expect(readJsonList('["a", 1, "b", null]', JSON_STRING)).toEqual(['a', 'b']);
    expect(readJsonList('{"a":1}', JSON_STRING)).toEqual([]);
    expect(readJsonList('["a", "long", 2]', z.string().max(3))).toEqual(['a']);
    expect(readJsonList('[{"n":1},{"n":"x"}]', z.object({ n: z.number() }))).toEqual([{ n: 1 }]);
    expect(readJsonList(writeJsonColumn(['<script>', "'; drop table x"]), JSON_STRING)).toEqual([
      '<script>',
      "'; drop table x",
    ]);
  });
});
