/**
 * Splitting folded text into raw words, remembering what separated each word from the one before: a
 * sentence end, a clause break, or only spaces and dashes (so spelled-out letters can be joined).
 */

export const GAP_NONE = 0;
export const GAP_CLAUSE = 1;
export const GAP_SENTENCE = 2;

export interface RawWord {
  readonly text: string;
  /** Span in the folded text. */
  readonly from: number;
  readonly to: number;
  readonly gap: number;
  /** Only spaces, dots, dashes and the like since the previous word: letters may be spelled out. */
  readonly thinGap: boolean;
  readonly hashtag: boolean;
}

const CODE_A = 97;
const CODE_Z = 122;
const CODE_0 = 48;
const CODE_9 = 57;

export const isLetterCode = (code: number): boolean => code >= CODE_A && code <= CODE_Z;
export const isDigitCode = (code: number): boolean => code >= CODE_0 && code <= CODE_9;
export const isWordCode = (code: number): boolean => isLetterCode(code) || isDigitCode(code);

/** Symbols that stand for letters inside a word ("k!ll", "$uicide", "k*ll"). */
const LEET_INSIDE = new Set(["'", '!', '|', '*', '@', '$']);
const LEET_LEADING = new Set(['@', '$']);
const SENTENCE_ENDS = new Set(['!', '?', ';', '\n', '\u2026']);
const CLAUSE_ENDS = new Set([',', ':', '(', ')', '[', ']', '"', '\u2014', '\u2013']);
const THIN_SEPARATORS = new Set([' ', '\t', '\r', '\n', '-', '_', '.', '*', '~', '/', '|', "'", '\u00a0']);
export const CLAUSE_WORDS = new Set(['but', 'though', 'although', 'however', 'except', 'whereas']);

function continuesWord(folded: string, index: number): boolean {
  let next = index + 1;
  while (next < folded.length && folded[next] === '*') next += 1;
  return next < folded.length && isWordCode(folded.charCodeAt(next));
}

export function scanWords(folded: string): RawWord[] {
  const found: RawWord[] = [];
  let gap = GAP_NONE;
  let thinGap = true;
  let gapLength = 0;
  let hashtag = false;
  let index = 0;
  while (index < folded.length) {
    const character = folded[index] ?? '';
    const code = folded.charCodeAt(index);
    const startsWord = isWordCode(code) || (LEET_LEADING.has(character) && continuesWord(folded, index));
    if (startsWord) {
      let end = index + 1;
      while (end < folded.length) {
        const inner = folded[end] ?? '';
        if (isWordCode(folded.charCodeAt(end))) end += 1;
        else if (LEET_INSIDE.has(inner) && continuesWord(folded, end)) end += 1;
        else break;
      }
      const text = folded.slice(index, end);
      found.push({ text, from: index, to: end, gap, thinGap: thinGap && gapLength <= 3, hashtag });
      gap = GAP_NONE;
      thinGap = true;
      gapLength = 0;
      hashtag = false;
      index = end;
      continue;
    }
    const previous = folded.charCodeAt(index - 1);
    const next = folded.charCodeAt(index + 1);
    if (character === '.') {
      // "e.g.", "3.5" and "k.i.l.l" do not end a sentence; ". " and a final "." do.
      if (!isWordCode(next)) gap = GAP_SENTENCE;
    } else if (SENTENCE_ENDS.has(character)) {
      gap = GAP_SENTENCE;
    } else if (CLAUSE_ENDS.has(character)) {
      const insideNumber =
        (character === ',' || character === ':') && isDigitCode(previous) && isDigitCode(next);
      if (!insideNumber) gap = Math.max(gap, GAP_CLAUSE);
    }
    if (character === '#') hashtag = true;
    if (!THIN_SEPARATORS.has(character)) thinGap = false;
    gapLength += 1;
    index += 1;
  }
  return found;
}
