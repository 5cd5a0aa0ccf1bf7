/**
 * Putting back words that were split up to slip past a filter: spelled-out letters ("k i l l",
 * "s-u-i-c-i-d-e"), a word broken in two ("sui cide"), and words run together ("IWANTTODIE").
 */
import type { WordDictionary } from './normalize';
import { GAP_NONE, type RawWord } from './scan';
import { EXPANSIONS } from './vocabulary';
import { decodeLeet } from './words';

const MAX_SEGMENTED_LENGTH = 60;

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
      // Abbreviations are not pieces: "abc" must not become "a" + "bc" ("because").
      const allowed =
        piece.length > 1 ? dictionary.has(piece) && !EXPANSIONS.has(piece) : piece === 'i' || piece === 'a';
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

/** Joins runs of three or more single letters ("k i l l", "s-u-i-c-i-d-e") into known words. */
export function joinSpelledOut(words: readonly RawWord[], dictionary: WordDictionary): RawWord[] {
  const joined: RawWord[] = [];
  let index = 0;
  while (index < words.length) {
    let end = index;
    while (end < words.length) {
      const word = words[end];
      if (word === undefined || word.text.length !== 1 || (end > index && !word.thinGap)) break;
      end += 1;
    }
    // A run longer than anything a person spells out is noise; reading it letter by letter from every
    // start would take time that grows with the square of its length.
    if (end - index > MAX_SEGMENTED_LENGTH) {
      joined.push(...words.slice(index, end));
      index = end;
      continue;
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
    pieces.push({
      text: letters.slice(from, to),
      from: head.from,
      to: tail.to,
      gap,
      thinGap: false,
      hashtag: false,
    });
    from = to;
  }
  return pieces;
}

const MIN_JOINED_LENGTH = 7;
const ONLY_LETTERS = /^[a-z]+$/;

/** Joins a risk word broken in two by a space or dash ("sui cide", "over-dose") unless both halves are words. */
export function joinBrokenWords(words: readonly RawWord[], dictionary: WordDictionary): RawWord[] {
  const joined: RawWord[] = [];
  // Whether the last word kept is a known word, once asked: each word is looked up at most once.
  let previousKnown: boolean | undefined;
  for (const word of words) {
    const previous = joined.at(-1);
    let known: boolean | undefined;
    let candidate =
      previous !== undefined &&
      word.thinGap &&
      word.gap === GAP_NONE &&
      previous.text.length + word.text.length >= MIN_JOINED_LENGTH;
    if (candidate && previous !== undefined) {
      // Not when both halves are words.
      previousKnown ??= dictionary.has(previous.text);
      if (previousKnown) {
        known = dictionary.has(word.text);
        candidate = !known;
      }
    }
    if (candidate && previous !== undefined) {
      const combined = previous.text + word.text;
      if (ONLY_LETTERS.test(combined) && dictionary.isPhraseWord(combined)) {
        joined[joined.length - 1] = { ...previous, text: combined, to: word.to };
        previousKnown = undefined;
        continue;
      }
    }
    joined.push(word);
    previousKnown = known;
  }
  return joined;
}

/** Stems that make an unknown run-together word worth splitting ("iwanttodie", "killmyself"). */
const RUN_TOGETHER_STEMS = [
  'kill',
  'die',
  'dead',
  'suicid',
  'hang',
  'hurt',
  'harm',
  'overdos',
  'end',
  'cut',
  'live',
];
const MIN_RUN_TOGETHER_LENGTH = 8;

/**
 * Splits hashtags and run-together words that hide a risk word ("#iwanttodie", "KILLMYSELF"): the pieces, or
 * undefined when the word stays whole (most words).
 */
export function runTogetherPieces(word: RawWord, dictionary: WordDictionary): RawWord[] | undefined {
  const { text } = word;
  // Cheapest checks first: most words are too short to be tried at all.
  if (text.length < 6 || (!word.hashtag && text.length < MIN_RUN_TOGETHER_LENGTH)) return undefined;
  if (dictionary.has(text) || !ONLY_LETTERS.test(text)) return undefined;
  const worthTrying = word.hashtag || RUN_TOGETHER_STEMS.some((stem) => text.includes(stem));
  if (!worthTrying) return undefined;
  const bounds = segment(text, dictionary);
  if (bounds === undefined || bounds.length < 2) return undefined;
  let from = 0;
  return bounds.map((to, position) => {
    const piece = { ...word, text: word.text.slice(from, to), gap: position === 0 ? word.gap : GAP_NONE };
    from = to;
    return piece;
  });
}
