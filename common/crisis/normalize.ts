/**
 * Turns text into normalised word tokens that keep their spans in the original text. The steps, in
 * order: fold characters (NFKC-style compatibility forms, look-alike letters, accents, case, quotes,
 * invisible characters); split into words; join spaced-out letters ("k i l l"); expand contractions
 * and slang; undo digit-for-letter swaps; collapse letters repeated three or more times; correct one-
 * letter misspellings of long risk words; attach the lemma that phrases match on.
 */
import { foldText } from './characters';
import { joinBrokenWords, joinSpelledOut, runTogetherPieces } from './joining';
import { CLAUSE_WORDS, GAP_NONE, GAP_SENTENCE, type RawWord, scanWords } from './scan';
import { stemWord } from './stem';
import { ALTERNATE_LEMMAS, LEMMAS, THIRD_PERSON } from './vocabulary';
import { readWord } from './words';

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

/** One normalised word of a raw word, with what phrases and clauses need to know about it. */
interface ReadText {
  readonly text: string;
  readonly lemma: string;
  readonly alternateLemma: string | undefined;
  readonly clauseWord: boolean;
}

/**
 * Raw words already read, per dictionary. Reading a word is a pure function of the word and the
 * dictionary (a compiled lexicon is immutable), so the cache never changes a result; the bound stops
 * hostile input from growing it forever.
 */
const readCaches = new WeakMap<WordDictionary, Map<string, readonly ReadText[]>>();
const READ_CACHE_LIMIT = 20_000;

function readCacheOf(dictionary: WordDictionary): Map<string, readonly ReadText[]> {
  let cache = readCaches.get(dictionary);
  if (cache === undefined) {
    cache = new Map();
    readCaches.set(dictionary, cache);
  }
  return cache;
}

function readCached(
  raw: string,
  dictionary: WordDictionary,
  cache: Map<string, readonly ReadText[]>,
): readonly ReadText[] {
  const cached = cache.get(raw);
  if (cached !== undefined) return cached;
  const read = readWord(raw, dictionary).map(
    (text): ReadText => ({
      text,
      lemma: LEMMAS.get(text) ?? stemWord(text),
      alternateLemma: ALTERNATE_LEMMAS.get(text),
      clauseWord: CLAUSE_WORDS.has(text),
    }),
  );
  if (cache.size >= READ_CACHE_LIMIT) cache.clear();
  cache.set(raw, read);
  return read;
}

export function tokenize(original: string, dictionary: WordDictionary): Token[] {
  const folded = foldText(original);
  const words: RawWord[] = [];
  for (const word of joinBrokenWords(joinSpelledOut(scanWords(folded.text), dictionary), dictionary)) {
    const pieces = runTogetherPieces(word, dictionary);
    if (pieces === undefined) words.push(word);
    else words.push(...pieces);
  }
  const tokens: Token[] = [];
  let sentence = 0;
  let clause = 0;
  // A word that reads as nothing (a lone symbol) must not swallow the sentence break before it.
  let pendingGap = GAP_NONE;
  const cache = readCacheOf(dictionary);
  for (const word of words) {
    const start = folded.starts[word.from] ?? 0;
    const end = folded.ends[word.to - 1] ?? start;
    const texts = readCached(word.text, dictionary, cache);
    const wordGap = Math.max(word.gap, pendingGap);
    pendingGap = texts.length === 0 ? wordGap : GAP_NONE;
    for (let position = 0; position < texts.length; position += 1) {
      const read = texts[position];
      if (read === undefined) continue;
      const gap = position === 0 ? wordGap : GAP_NONE;
      if (tokens.length > 0) {
        if (gap === GAP_SENTENCE) sentence += 1;
        if (gap !== GAP_NONE || read.clauseWord) clause += 1;
      }
      tokens.push({
        text: read.text,
        lemma: read.lemma,
        alternateLemma: read.alternateLemma,
        start,
        end,
        sentence,
        clause,
      });
    }
  }
  return tokens;
}

/** Keywords are written by people, not evaded: every word is taken as meant and none is corrected. */
const KEYWORD_DICTIONARY: WordDictionary = {
  has: () => true,
  correct: () => undefined,
  isPhraseWord: () => false,
};

/**
 * The words a lexicon keyword or pattern word stands for, normalised exactly as text is. A phrase
 * written in the first person ("kill myself", "he hits me") also matches other people, so worries
 * about a friend are found; one written about a third person ("going to kill him") matches only that
 * person, so "my mom is going to kill me" is not read as a threat.
 */
export function normaliseKeyword(keyword: string): {
  readonly surfaces: string[];
  readonly lemmas: string[];
} {
  const tokens = tokenize(keyword, KEYWORD_DICTIONARY);
  return {
    surfaces: tokens.map((token) => token.text),
    lemmas: tokens.map((token) => (THIRD_PERSON.has(token.text) ? token.text : token.lemma)),
  };
}
