import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJsonColumn, readJsonList, writeJsonColumn } from './json-columns';

describe('JSON columns', () => {
  it('reads what the schema allows and falls back on anything else', () => {
    const schema = z.object({ on: z.boolean() });
    expect(readJsonColumn('{"on":true}', schema, { on: false })).toEqual({ on: true });
    expect(readJsonColumn('{"on":"yes"}', schema, { on: false })).toEqual({ on: false });
    expect(readJsonColumn('not json', schema, { on: false })).toEqual({ on: false });
    expect(readJsonColumn(null, schema, { on: false })).toEqual({ on: false });
  });

  it('keeps the good items of a list and drops the rest', () => {
    expect(readJsonList('["a", 1, "b", null]', z.string())).toEqual(['a', 'b']);
    expect(readJsonList('{"a":1}', z.string())).toEqual([]);
    expect(readJsonList(writeJsonColumn(['<script>', "'; drop table x"]), z.string())).toEqual([
      '<script>',
      "'; drop table x",
    ]);
  });
});
