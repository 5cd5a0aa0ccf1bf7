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

/** Character kinds, as bit flags over UTF-16 code units (all the characters below are single units). */
const LEET_INSIDE = 1; // symbols that stand for letters inside a word ("k!ll", "$uicide", "k*ll")
const LEET_LEADING = 2;
const SENTENCE_END = 4;
const CLAUSE_END = 8;
const THIN_SEPARATOR = 16;

const KINDS: ReadonlyMap<number, number> = (() => {
  const kinds = new Map<number, number>();
  const mark = (characters: string, flag: number): void => {
    for (const character of characters) {
      const code = character.charCodeAt(0);
      kinds.set(code, (kinds.get(code) ?? 0) | flag);
    }
  };
  mark("'!|*@$", LEET_INSIDE);
  mark('@$', LEET_LEADING);
  mark('!?;\n\u2026', SENTENCE_END);
  mark(',:()[]"\u2014\u2013', CLAUSE_END);
  mark(" \t\r\n-_.*~/|'\u00a0", THIN_SEPARATOR);
  return kinds;
})();

/** The kinds of ASCII characters by code; the few non-ASCII ones are looked up in `KINDS`. */
const ASCII_KINDS = Uint8Array.from({ length: 128 }, (_, code) => KINDS.get(code) ?? 0);

const kindOf = (code: number): number => (code < 128 ? (ASCII_KINDS[code] ?? 0) : (KINDS.get(code) ?? 0));
const CODE_DOT = 46;
const CODE_HASH = 35;
const CODE_COMMA = 44;
const CODE_COLON = 58;

export const CLAUSE_WORDS = new Set(['but', 'though', 'although', 'however', 'except', 'whereas']);

function continuesWord(folded: string, index: number): boolean {
  let next = index + 1;
  while (next < folded.length && folded.charCodeAt(next) === 42) next += 1;
  return next < folded.length && isWordCode(folded.charCodeAt(next));
}

export function scanWords(folded: string): RawWord[] {
  const found: RawWord[] = [];
  let gap = GAP_NONE;
  let thinGap = true;
  let gapLength = 0;
  let hashtag = false;
  let index = 0;
  const length = folded.length;
  while (index < length) {
    const code = folded.charCodeAt(index);
    const kind = kindOf(code);
    const startsWord = isWordCode(code) || ((kind & LEET_LEADING) !== 0 && continuesWord(folded, index));
    if (startsWord) {
      let end = index + 1;
      while (end < length) {
        const inner = folded.charCodeAt(end);
        if (isWordCode(inner)) end += 1;
        else if ((kindOf(inner) & LEET_INSIDE) !== 0 && continuesWord(folded, end)) end += 1;
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
    if (code === CODE_DOT) {
      // "e.g.", "3.5" and "k.i.l.l" do not end a sentence; ". " and a final "." do.
      if (!isWordCode(folded.charCodeAt(index + 1))) gap = GAP_SENTENCE;
    } else if ((kind & SENTENCE_END) !== 0) {
      gap = GAP_SENTENCE;
    } else if ((kind & CLAUSE_END) !== 0) {
      const insideNumber =
        (code === CODE_COMMA || code === CODE_COLON) &&
        isDigitCode(folded.charCodeAt(index - 1)) &&
        isDigitCode(folded.charCodeAt(index + 1));
      if (!insideNumber) gap = Math.max(gap, GAP_CLAUSE);
    }
    if (code === CODE_HASH) hashtag = true;
    if ((kind & THIN_SEPARATOR) === 0) thinGap = false;
    gapLength += 1;
    index += 1;
  }
  return found;
}
