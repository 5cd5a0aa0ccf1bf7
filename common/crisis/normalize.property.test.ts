import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './characters';
import { defaultCompiledLexicon, normalizeText, screenText } from './index';
import { tokenize } from './normalize';

/**
 * Property tests of the crisis text normaliser: on any text, however hostile, it never throws, and every
 * offset it reports maps back into the original text (so a highlight never points past what was typed).
 */
const TRICKY_PIECES = [
  'kill myself',
  'k i l l  m y s e l f',
  'sui cide',
  'I want to die',
  'overdose',
  'unalive',
  "can't go on",
  'k\u0456ll',
  'ki\u0301ll',
  'ＫＩＬＬ',
  '𝐤𝐢𝐥𝐥',
  'ﬁne',
  'İ',
  'ß',
  '\u200b',
  '\u0000',
  '\ud800',
  '\udfff',
  '😀',
  '👩‍👩‍👧',
  '\r\n',
  '...',
  '!!!',
  'kiiiiill',
  '3nd 1t',
];

/** Random text mixed with words and characters that exercise every step of the normaliser. */
const hostileText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...TRICKY_PIECES),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.constantFrom(' ', '\n', ', ', '. '),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

const lexicon = defaultCompiledLexicon();
const RUNS = { numRuns: 400 };

describe('the crisis text normaliser (property)', () => {
  it('folds any text without throwing, each folded unit mapping to a span of the original', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const folded = foldText(text);
        expect(folded.starts).toHaveLength(folded.text.length);
        expect(folded.ends).toHaveLength(folded.text.length);
        Array.from(folded.starts).forEach((start, i) => {
          const end = folded.ends[i]!;
          expect(start).toBeGreaterThanOrEqual(0);
          expect(end).toBeGreaterThanOrEqual(start);
          expect(end).toBeLessThanOrEqual(text.length);
        });
      }),
      RUNS,
    );
  });

  it('tokenizes any text without throwing; every token span lies in the original, in order', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const tokens = tokenize(text, lexicon.dictionary);
        let previousStart = 0;
        for (const token of tokens) {
          expect(token.start).toBeGreaterThanOrEqual(0);
          expect(token.end).toBeGreaterThanOrEqual(token.start);
          expect(token.end).toBeLessThanOrEqual(text.length);
          expect(token.start).toBeGreaterThanOrEqual(previousStart);
          previousStart = token.start;
          expect(typeof token.text).toBe('string');
        }
      }),
      RUNS,
    );
  });

  it('screens any text without throwing; every match highlights a non-empty piece of the original', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const result = screenText(text, { lexicon });
        expect(typeof result.is_crisis).toBe('boolean');
        for (const match of result.matches) {
          expect(match.start).toBeGreaterThanOrEqual(0);
          expect(match.end).toBeGreaterThan(match.start);
          expect(match.end).toBeLessThanOrEqual(text.length);
          expect(text.slice(match.start, match.end).length).toBe(match.end - match.start);
        }
        expect(() => normalizeText(text, lexicon)).not.toThrow();
      }),
      RUNS,
    );
  });

  it('still finds a crisis phrase wherever it sits among everyday sentences', () => {
    const everyday = fc
      .array(fc.constantFrom('my', 'exam', 'was', 'today', 'the', 'library', 'closes', 'early', 'and'), {
        maxLength: 12,
      })
      .map((words) => words.join(' '));
    fc.assert(
      fc.property(everyday, everyday, (before, after) => {
        const text = `${before}. I want to kill myself. ${after}`;
        const result = screenText(text, { lexicon });
        expect(result.is_crisis).toBe(true);
        const found = result.matches.map((m) => text.slice(m.start, m.end).toLowerCase());
        expect(found.some((piece) => piece.includes('kill'))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
