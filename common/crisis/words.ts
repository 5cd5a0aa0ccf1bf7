/**
 * Reading one raw word: contractions and slang ("can't", "kms", "gonna"), digit-for-letter swaps
 * ("su1c1de", leaving "800mg" and "24h" alone), letters repeated for emphasis ("diiiie"), a dropped
 * final g ("killin") and one-letter misspellings of long risk words ("suicde").
 */
import type { WordDictionary } from './normalize';
import { isLetterCode } from './scan';
import { EXPANSIONS, MEASUREMENT } from './vocabulary';

const LEET_LETTERS: Readonly<Record<string, readonly string[]>> = {
  '0': ['o'],
  '1': ['i', 'l'],
  '3': ['e'],
  '4': ['a'],
  '5': ['s'],
  '7': ['t'],
  '8': ['b'],
  '9': ['g'],
  '@': ['a'],
  $: ['s'],
  '!': ['i'],
  '|': ['l', 'i'],
};
const MAX_LEET_VARIANTS = 16;

export function decodeLeet(word: string, dictionary: WordDictionary): string | undefined {
  let variants = [''];
  for (const character of word) {
    const options = LEET_LETTERS[character] ?? [character];
    const grown: string[] = [];
    for (const variant of variants) {
      for (const option of options) if (grown.length < MAX_LEET_VARIANTS) grown.push(variant + option);
    }
    variants = grown;
  }
  for (const variant of variants) {
    if (dictionary.has(variant)) return variant;
  }
  for (const variant of variants) {
    const corrected = dictionary.correct(variant);
    if (corrected !== undefined) return corrected;
  }
  return undefined;
}

function hasLetterAndSymbol(word: string): boolean {
  let letters = false;
  let symbols = false;
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index);
    if (isLetterCode(code)) letters = true;
    else symbols = true;
  }
  return letters && symbols;
}

const TRIPLED = /([a-z])\1\1/;

function collapseRepeats(word: string, dictionary: WordDictionary): string {
  if (!TRIPLED.test(word)) return word;
  const double = word.replace(/([a-z])\1{2,}/g, '$1$1');
  if (dictionary.has(double) || EXPANSIONS.has(double)) return double;
  const single = word.replace(/([a-z])\1{2,}/g, '$1');
  if (dictionary.has(single) || EXPANSIONS.has(single)) return single;
  return double;
}

const IS_PRONOUN_BEFORE_S = new Set(
  'it he she that what there who here where how everyone everything nobody someone somebody life this'.split(
    ' ',
  ),
);

/** Splits an apostrophe word: "can't" -> can not, "she's" -> she is, "friend's" -> friend 's. */
function splitContraction(word: string): readonly string[] {
  if (word === "can't") return ['can', 'not'];
  if (word === "won't") return ['will', 'not'];
  if (word === "ain't") return ['am', 'not'];
  if (word === "shan't") return ['shall', 'not'];
  if (word.endsWith("n't")) return [word.slice(0, -3), 'not'];
  const apostrophe = word.lastIndexOf("'");
  const stem = word.slice(0, apostrophe).replaceAll("'", '');
  const suffix = word.slice(apostrophe + 1);
  if (suffix === 's') return IS_PRONOUN_BEFORE_S.has(stem) ? [stem, 'is'] : [stem, "'s"];
  if (suffix === 're') return [stem, 'are'];
  if (suffix === 've') return [stem, 'have'];
  if (suffix === 'll') return [stem, 'will'];
  if (suffix === 'd') return [stem, 'would'];
  if (suffix === 'm') return [stem, 'am'];
  return [word.replaceAll("'", '')];
}

/** One raw word to its normalised words (usually one; contractions and slang give more). */
export function readWord(raw: string, dictionary: WordDictionary): readonly string[] {
  if (raw.includes("'")) {
    const parts = splitContraction(raw);
    if (parts.length > 1)
      return parts.flatMap((part) => (part === "'s" ? [part] : readWord(part, dictionary)));
    return readWord(parts[0] ?? '', dictionary);
  }
  const expanded = EXPANSIONS.get(raw);
  if (expanded !== undefined) return expanded;
  let word = raw;
  if (hasLetterAndSymbol(word) && !MEASUREMENT.test(word)) {
    const decoded = decodeLeet(word, dictionary);
    if (decoded !== undefined) word = decoded;
    else if (/[^a-z0-9]/.test(word)) word = word.replace(/[^a-z0-9]/g, '');
  }
  word = collapseRepeats(word, dictionary);
  const slang = EXPANSIONS.get(word);
  if (slang !== undefined) return slang;
  // A dropped final g ("killin", "thinkin") is how many people type.
  if (word.endsWith('in') && !dictionary.has(word) && dictionary.has(`${word}g`)) return [`${word}g`];
  if (word.length >= 6 && !dictionary.has(word)) {
    const corrected = dictionary.correct(word);
    if (corrected !== undefined) return [corrected];
  }
  return word === '' ? [] : [word];
}
