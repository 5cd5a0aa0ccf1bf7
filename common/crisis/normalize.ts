/**
 * Turns text into normalised word tokens that keep their spans in the original text. The steps, in
 * order: fold characters (NFKC-style compatibility forms, look-alike letters, accents, case, quotes,
 * invisible characters); split into words; join spaced-out letters ("k i l l"); expand contractions
 * and slang; undo digit-for-letter swaps; collapse letters repeated three or more times; correct one-
 * letter misspellings of long risk words; attach the lemma that phrases match on.
 */
import { foldText } from './characters';
import { ALTERNATE_LEMMAS, EXPANSIONS, LEMMAS, MEASUREMENT, THIRD_PERSON } from './vocabulary';

/** What normalisation needs to know about words; the compiled lexicon provides it. */
export interface WordDictionary {
  /** A known word: taken as meant, never corrected. */
  has(word: string): boolean;
  /** The long risk word one edit away, if any. */
  correct(word: string): string | undefined;
  /** A word of some lexicon phrase: two halves of one ("sui cide", "over dose") are joined back. */
  isPhraseWord(word: string): boolean;
}

export interface Token {
  /** Normalised surface form ("kill", "myself", "suicide"). */
  readonly text: string;
  /** Inflection and pronoun stand-in that multi-word phrases match on ("kill", "~self"). */
  readonly lemma: string;
  readonly alternateLemma: string | undefined;
  /** Span in the original text. */
  readonly start: number;
  readonly end: number;
  /** Sentences end at . ! ? ; and line breaks; clauses also at commas, brackets and "but". */
  readonly sentence: number;
  readonly clause: number;
}

const GAP_NONE = 0;
const GAP_CLAUSE = 1;
const GAP_SENTENCE = 2;

interface RawWord {
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

const isLetterCode = (code: number): boolean => code >= CODE_A && code <= CODE_Z;
const isDigitCode = (code: number): boolean => code >= CODE_0 && code <= CODE_9;
const isWordCode = (code: number): boolean => isLetterCode(code) || isDigitCode(code);

/** Symbols that stand for letters inside a word ("k!ll", "$uicide", "k*ll"). */
const LEET_INSIDE = new Set(["'", '!', '|', '*', '@', '$']);
const LEET_LEADING = new Set(['@', '$']);
const SENTENCE_ENDS = new Set(['!', '?', ';', '\n', '\u2026']);
const CLAUSE_ENDS = new Set([',', ':', '(', ')', '[', ']', '"', '\u2014', '\u2013']);
const THIN_SEPARATORS = new Set([' ', '\t', '\r', '\n', '-', '_', '.', '*', '~', '/', '|', "'", '\u00a0']);
const CLAUSE_WORDS = new Set(['but', 'though', 'although', 'however', 'except', 'whereas']);

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
const MAX_SEGMENTED_LENGTH = 60;

function continuesWord(folded: string, index: number): boolean {
  let next = index + 1;
  while (next < folded.length && folded[next] === '*') next += 1;
  return next < folded.length && isWordCode(folded.charCodeAt(next));
}

function scanWords(folded: string): RawWord[] {
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
      const insideNumber = (character === ',' || character === ':') && isDigitCode(previous) && isDigitCode(next);
      if (!insideNumber) gap = Math.max(gap, GAP_CLAUSE);
    }
    if (character === '#') hashtag = true;
    if (!THIN_SEPARATORS.has(character)) thinGap = false;
    gapLength += 1;
    index += 1;
  }
  return found;
}

/** Splits run-together letters into known words with the fewest pieces ("killmyself"). */
function segment(letters: string, dictionary: WordDictionary): number[] | undefined {
  const length = letters.length;
  if (length > MAX_SEGMENTED_LENGTH) return undefined;
  const best: number[] = new Array(length + 1).fill(Number.POSITIVE_INFINITY);
  const cut: number[] = new Array(length + 1).fill(-1);
  best[0] = 0;
  for (let end = 1; end <= length; end += 1) {
    for (let start = Math.max(0, end - 20); start < end; start += 1) {
      const before = best[start] ?? Number.POSITIVE_INFINITY;
      if (before === Number.POSITIVE_INFINITY) continue;
      const piece = letters.slice(start, end);
      const allowed = piece.length > 1 ? dictionary.has(piece) : piece === 'i' || piece === 'a';
      if (allowed && before + 1 < (best[end] ?? Number.POSITIVE_INFINITY)) {
        best[end] = before + 1;
        cut[end] = start;
      }
    }
  }
  if (best[length] === Number.POSITIVE_INFINITY) return undefined;
  const bounds: number[] = [];
  for (let end = length; end > 0; end = cut[end] ?? 0) bounds.unshift(end);
  return bounds;
}

function decodeLeet(word: string, dictionary: WordDictionary): string | undefined {
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
  'it he she that what there who here where how everyone everything nobody someone somebody life this'.split(' '),
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
    if (parts.length > 1) return parts.flatMap((part) => (part === "'s" ? [part] : readWord(part, dictionary)));
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

/** Joins runs of three or more single letters ("k i l l", "s-u-i-c-i-d-e") into known words. */
function joinSpelledOut(words: readonly RawWord[], dictionary: WordDictionary): RawWord[] {
  const joined: RawWord[] = [];
  let index = 0;
  while (index < words.length) {
    let end = index;
    while (end < words.length) {
      const word = words[end];
      if (word === undefined || word.text.length !== 1 || (end > index && !word.thinGap)) break;
      end += 1;
    }
    const spelled = end - index >= 3 ? readSpelledOut(words.slice(index, end), dictionary) : undefined;
    if (spelled !== undefined) {
      joined.push(...spelled);
      index = end;
    } else {
      const single = words[index];
      if (single !== undefined) joined.push(single);
      index += 1;
    }
  }
  return joined;
}

/** The known words a run of single letters spells, each spanning its own letters; else undefined. */
function readSpelledOut(run: readonly RawWord[], dictionary: WordDictionary): RawWord[] | undefined {
  const typed = run.map((word) => word.text).join('');
  const letters = /[^a-z]/.test(typed) ? decodeLeet(typed, dictionary) : typed;
  if (letters === undefined || letters.length !== run.length) return undefined;
  const bounds = dictionary.has(letters) ? [letters.length] : segment(letters, dictionary);
  const first = run[0];
  if (bounds === undefined || first === undefined) return undefined;
  const pieces: RawWord[] = [];
  let from = 0;
  for (const to of bounds) {
    const head = run[from];
    const tail = run[to - 1];
    if (head === undefined || tail === undefined) return undefined;
    const gap = from === 0 ? first.gap : GAP_NONE;
    pieces.push({ text: letters.slice(from, to), from: head.from, to: tail.to, gap, thinGap: false, hashtag: false });
    from = to;
  }
  return pieces;
}

const MIN_JOINED_LENGTH = 7;
const ONLY_LETTERS = /^[a-z]+$/;

/** Joins a risk word broken in two by a space or dash ("sui cide", "over-dose") unless both halves are words. */
function joinBrokenWords(words: readonly RawWord[], dictionary: WordDictionary): RawWord[] {
  const joined: RawWord[] = [];
  for (const word of words) {
    const previous = joined.at(-1);
    const candidate =
      previous !== undefined &&
      word.thinGap &&
      word.gap === GAP_NONE &&
      previous.text.length + word.text.length >= MIN_JOINED_LENGTH &&
      !(dictionary.has(previous.text) && dictionary.has(word.text));
    if (candidate) {
      const combined = previous.text + word.text;
      if (ONLY_LETTERS.test(combined) && dictionary.isPhraseWord(combined)) {
        joined[joined.length - 1] = { ...previous, text: combined, to: word.to };
        continue;
      }
    }
    joined.push(word);
  }
  return joined;
}

/** Stems that make an unknown run-together word worth splitting ("iwanttodie", "killmyself"). */
const RUN_TOGETHER_STEMS = ['kill', 'die', 'dead', 'suicid', 'hang', 'hurt', 'harm', 'overdos', 'end', 'cut', 'live'];
const MIN_RUN_TOGETHER_LENGTH = 8;

/** Splits hashtags and run-together words that hide a risk word ("#iwanttodie", "KILLMYSELF"). */
function splitRunTogether(word: RawWord, dictionary: WordDictionary): RawWord[] {
  const { text } = word;
  if (text.length < 6 || dictionary.has(text) || !ONLY_LETTERS.test(text)) return [word];
  const worthTrying =
    word.hashtag ||
    (text.length >= MIN_RUN_TOGETHER_LENGTH && RUN_TOGETHER_STEMS.some((stem) => text.includes(stem)));
  if (!worthTrying) return [word];
  const bounds = segment(text, dictionary);
  if (bounds === undefined || bounds.length < 2) return [word];
  let from = 0;
  return bounds.map((to, position) => {
    const piece = { ...word, text: word.text.slice(from, to), gap: position === 0 ? word.gap : GAP_NONE };
    from = to;
    return piece;
  });
}

export function tokenize(original: string, dictionary: WordDictionary): Token[] {
  const folded = foldText(original);
  const words: RawWord[] = [];
  for (const word of joinBrokenWords(joinSpelledOut(scanWords(folded.text), dictionary), dictionary)) {
    const pieces = splitRunTogether(word, dictionary);
    if (pieces.length === 1) words.push(word);
    else words.push(...pieces);
  }
  const tokens: Token[] = [];
  let sentence = 0;
  let clause = 0;
  for (const word of words) {
    const start = folded.starts[word.from] ?? 0;
    const end = folded.ends[word.to - 1] ?? start;
    const texts = readWord(word.text, dictionary);
    texts.forEach((text, position) => {
      const gap = position === 0 ? word.gap : GAP_NONE;
      if (tokens.length > 0) {
        if (gap === GAP_SENTENCE) sentence += 1;
        if (gap !== GAP_NONE || CLAUSE_WORDS.has(text)) clause += 1;
      }
      tokens.push({
        text,
        lemma: LEMMAS.get(text) ?? text,
        alternateLemma: ALTERNATE_LEMMAS.get(text),
        start,
        end,
        sentence,
        clause,
      });
    });
  }
  return tokens;
}

/** Keywords are written by people, not evaded: every word is taken as meant and none is corrected. */
const KEYWORD_DICTIONARY: WordDictionary = { has: () => true, correct: () => undefined, isPhraseWord: () => false };

/**
 * The words a lexicon keyword or pattern word stands for, normalised exactly as text is. A phrase
 * written in the first person ("kill myself", "he hits me") also matches other people, so worries
 * about a friend are found; one written about a third person ("going to kill him") matches only that
 * person, so "my mom is going to kill me" is not read as a threat.
 */
export function normaliseKeyword(keyword: string): { readonly surfaces: string[]; readonly lemmas: string[] } {
  const tokens = tokenize(keyword, KEYWORD_DICTIONARY);
  return {
    surfaces: tokens.map((token) => token.text),
    lemmas: tokens.map((token) => (THIRD_PERSON.has(token.text) ? token.text : token.lemma)),
  };
}
