import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { escapeCellReversibly, neutraliseCell, restoreCell, toReversibleCsv, toSafeCsv } from './csv';

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

describe('reversible escaping (resource library export and import)', () => {
  it('quotes formula starts and the quote itself, and restores exactly what was written', () => {
    for (const text of ['=SUM(A1)', '+1', '-5 tips', '@user', '\tx', "'quoted", "'=x", 'plain', '', 'a=b']) {
      const cell = escapeCellReversibly(text);
      expect(/^[=+\-@\t]/.test(cell), text).toBe(false);
      expect(restoreCell(cell)).toEqual({ text, formula: false });
    }
  });

  it('marks an unescaped formula cell', () => {
    expect(restoreCell('=HYPERLINK("x")').formula).toBe(true);
    expect(restoreCell('@cmd').formula).toBe(true);
    expect(restoreCell('Sleep').formula).toBe(false);
  });

  it('writes the columns in order with every cell escaped', () => {
    const csv = toReversibleCsv(['kind', 'title'], [{ kind: 'resource', title: '=1+1' }]);
    expect(csv).toBe("kind,title\r\nresource,'=1+1");
  });
});
