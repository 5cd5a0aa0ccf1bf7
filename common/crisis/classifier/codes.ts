/**
 * The characters the second opinion reads: the text folded by the engine's own folding (`foldCharacter`
 * in `../characters.ts`), as code points, and the class of each code point (letter, CJK, emoji, sentence end).
 */
import { foldCharacter } from '../characters';

export const CharClass = { Separator: 0, Letter: 1, Cjk: 2, Emoji: 3, SentenceEnd: 4, Joiner: 5 } as const;
export type CharClass = (typeof CharClass)[keyof typeof CharClass];

const LETTER = /[\p{L}\p{N}]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const SENTENCE_ENDS = new Set(
  Array.from('.!?;\n\u3002\uff01\uff1f\u061f\u2026\uff1b', (c) => c.codePointAt(0)),
);

/**
 * Classes of the Basic Multilingual Plane, filled on first sight of each code (a pure function of the
 * code, so results do not depend on what was read before); 255 means not yet classified.
 */
const UNCLASSIFIED = 255;
const bmpClasses = new Uint8Array(0x10000).fill(UNCLASSIFIED);
const astralCache = new Map<number, CharClass>();
const ASTRAL_CACHE_LIMIT = 4096;

function classifySlow(code: number): CharClass {
  if (SENTENCE_ENDS.has(code)) return CharClass.SentenceEnd;
  const character = String.fromCodePoint(code);
  if (CJK.test(character)) return CharClass.Cjk;
  if (LETTER.test(character)) return CharClass.Letter;
  if (EMOJI.test(character)) return CharClass.Emoji;
  return CharClass.Separator;
}

export function classify(code: number): CharClass {
  if (code < 128) {
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return CharClass.Letter;
    if (code === 39) return CharClass.Joiner;
    return SENTENCE_ENDS.has(code) ? CharClass.SentenceEnd : CharClass.Separator;
  }
  if (code < 0x10000) {
    const known = bmpClasses[code] ?? UNCLASSIFIED;
    if (known !== UNCLASSIFIED) return known as CharClass;
    const result = classifySlow(code);
    bmpClasses[code] = result;
    return result;
  }
  const cached = astralCache.get(code);
  if (cached !== undefined) return cached;
  const result = classifySlow(code);
  if (astralCache.size >= ASTRAL_CACHE_LIMIT) astralCache.clear();
  astralCache.set(code, result);
  return result;
}

/** Arabic spellings that students use interchangeably read the same; tatweel (stretching) is dropped. */
function foldArabic(code: number): number {
  if (code === 0x649) return 0x64a; // alif maqsura -> ya
  if (code === 0x629) return 0x647; // ta marbuta -> ha
  if (code === 0x640) return -1; // tatweel
  return code;
}

/**
 * The folded text as code points, with letters repeated three or more times collapsed to two
 * ("sooooo" and "soo" read the same) and Arabic variants merged.
 */
export function normaliseForFeatures(text: string): number[] {
  const codes: number[] = [];
  let previous = -1;
  let run = 0;
  const keep = (folded: number): void => {
    const code = folded >= 0x600 && folded <= 0x6ff ? foldArabic(folded) : folded;
    if (code < 0) return;
    run = code === previous ? run + 1 : 1;
    previous = code;
    if (run <= 2) codes.push(code);
  };
  const length = text.length;
  let offset = 0;
  while (offset < length) {
    const code = text.charCodeAt(offset);
    if (code < 128) {
      // The same as the engine's folding of ASCII: lower case, a backtick reads as an apostrophe.
      keep(code >= 65 && code <= 90 ? code + 32 : code === 96 ? 39 : code);
      offset += 1;
      continue;
    }
    if (code >= 0x4e00 && code <= 0x9fff) {
      // Common CJK ideographs fold to themselves.
      keep(code);
      offset += 1;
      continue;
    }
    const width = code >= 0xd800 && code <= 0xdbff && offset + 1 < length ? 2 : 1;
    const folded = foldCharacter(text.slice(offset, offset + width));
    for (const character of folded) keep(character.codePointAt(0) ?? 0);
    offset += width;
  }
  return codes;
}
