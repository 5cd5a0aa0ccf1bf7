import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';

const m = (start: number, end: number, keyword = 'k') => ({ start, end, keyword });

describe('highlightSegments', () => {
  it('gives the text unmarked when nothing matched', () => {
    expect(highlightSegments('all fine', [])).toEqual([{ text: 'all fine', marked: false, keywords: [] }]);
    expect(highlightSegments('', [])).toEqual([]);
  });

  it('marks each match by its offsets and keeps the text between', () => {
    const text = 'I want to kill myself tonight';
    const segments = highlightSegments(text, [m(10, 21, 'kill myself'), m(22, 29, 'imminent timing')]);
    expect(segments.map((s) => [s.text, s.marked])).toEqual([
      ['I want to ', false],
      ['kill myself', true],
      [' ', false],
      ['tonight', true],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('merges overlapping matches (in any order) into one mark naming both keywords', () => {
    const segments = highlightSegments('my friend wants to die', [
      m(10, 22, 'wants to die'),
      m(0, 16, 'peer concern'),
    ]);
    expect(segments).toEqual([
      { text: 'my friend wants to die', marked: true, keywords: ['peer concern', 'wants to die'] },
    ]);
  });

  it('clamps offsets outside the text and drops empty or reversed spans', () => {
    const segments = highlightSegments('overdose', [
      m(-4, 4, 'a'),
      m(6, 99, 'b'),
      m(3, 3, 'c'),
      m(5, 2, 'd'),
    ]);
    expect(segments.map((s) => [s.text, s.marked])).toEqual([
      ['over', true],
      ['do', false],
      ['se', true],
    ]);
  });

  it('never loses or repeats characters', () => {
    const text = 'a b c d e f g';
    const segments = highlightSegments(text, [m(2, 5), m(4, 9), m(12, 13), m(0, 1)]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });
});
