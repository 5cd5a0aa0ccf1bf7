import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toSafeCsv } from './csv';

describe('neutraliseCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1-555', "'+1-555"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    [-5, "'-5"],
  ])('prefixes %j with a quote', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });

  it.each([
    ['Plain subject', 'Plain subject'],
    ['a=b', 'a=b'],
    [42, '42'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
  ])('leaves %j alone', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });
});

describe('toSafeCsv', () => {
  it('writes a header row from the keys and quotes what CSV needs quoted', () => {
    const csv = toSafeCsv([
      { id: 1, subject: 'Essay, help', note: 'He said "hi"' },
      { id: 2, subject: 'Line\nbreak', note: null },
    ]);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual(['id', 'subject', 'note']);
    expect(parsed[1]).toEqual(['1', 'Essay, help', 'He said "hi"']);
    expect(parsed[2]).toEqual(['2', 'Line\nbreak', '']);
  });

  it('neutralises formula cells in every column, header included', () => {
    const csv = toSafeCsv([{ '=evil': '=HYPERLINK("http://x")', subject: '@SUM(1)' }]);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual(["'=evil", 'subject']);
    expect(parsed[1]).toEqual(['\'=HYPERLINK("http://x")', "'@SUM(1)"]);
  });

  it('uses the union of keys when rows differ', () => {
    const parsed = Papa.parse<string[]>(toSafeCsv([{ a: 1 }, { b: 2 }])).data;
    expect(parsed).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['', '2'],
    ]);
  });

  it('gives an empty string for no rows', () => {
    expect(toSafeCsv([])).toBe('');
  });
});
