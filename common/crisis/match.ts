/**
 * Phrase matching over normalised tokens: whole words, in order, within one sentence. Filler words
 * may sit inside a phrase ("I want to *really* die"); phrases of three or more words also tolerate one
 * or two other words after their first two ("bought a *new* rope"), never a negation or a pronoun.
 */
import type { CompiledLexicon, CompiledPhrase } from './compile';
import { HARMLESS_PATTERNS } from './idioms';
import { normaliseKeyword, type Token } from './normalize';
import type { CrisisCategory, CrisisSeverity } from './types';
import { FILLERS, NEGATORS } from './vocabulary';

/** A phrase or rule found in the text, before negation, history and peer adjustments. */
export interface FoundMatch {
  readonly keyword: string;
  readonly category: CrisisCategory;
  readonly severity: CrisisSeverity;
  readonly weight: number;
  /** Indexes of the tokens that make up the match, ascending (filler and gap words excluded). */
  readonly tokens: readonly number[];
  /** Too weak alone ("standing on the bridge"): counts only when something else in the text matched. */
  readonly requiresCompanion?: boolean;
}

const MAX_FILLERS = 3;
const MAX_SPAN_GAP = 8;
const NOT_A_GAP = new Set(['i', 'you', 'he', 'she', 'they', 'we', 'it', "'s"]);

export function tokenIs(token: Token, word: string): boolean {
  return token.lemma === word || token.text === word || token.alternateLemma === word;
}

function allowedGaps(phraseLength: number): number {
  if (phraseLength >= 4) return 2;
  return phraseLength === 3 ? 1 : 0;
}

/** Token positions of the phrase being tried; copied out only when it matches. */
const positions: number[] = [];

function matchPhraseAt(
  tokens: readonly Token[],
  start: number,
  words: readonly string[],
): number[] | undefined {
  const sentence = tokens[start]?.sentence;
  const matched = positions;
  matched[0] = start;
  let fillersLeft = MAX_FILLERS;
  let gapsLeft = allowedGaps(words.length);
  let position = start;
  for (let wordIndex = 1; wordIndex < words.length; wordIndex += 1) {
    const word = words[wordIndex] ?? '';
    position += 1;
    for (;;) {
      const token = tokens[position];
      if (token === undefined || token.sentence !== sentence) return undefined;
      if (tokenIs(token, word)) break;
      if (fillersLeft > 0 && FILLERS.has(token.text)) fillersLeft -= 1;
      else if (gapsLeft > 0 && wordIndex >= 2 && !NEGATORS.has(token.text) && !NOT_A_GAP.has(token.text)) {
        gapsLeft -= 1;
      } else return undefined;
      position += 1;
    }
    matched[wordIndex] = position;
  }
  return matched.slice(0, words.length);
}

function appliesTo(phrase: CompiledPhrase, ticketCategoryId: number | undefined): boolean {
  return (
    phrase.ticketCategoryIds === undefined ||
    ticketCategoryId === undefined ||
    phrase.ticketCategoryIds.has(ticketCategoryId)
  );
}

function toMatch(phrase: CompiledPhrase, matched: readonly number[]): FoundMatch {
  const { keyword, category, severity, weight } = phrase;
  return { keyword, category, severity, weight, tokens: matched };
}

export function findPhrases(
  tokens: readonly Token[],
  lexicon: CompiledLexicon,
  ticketCategoryId: number | undefined,
): FoundMatch[] {
  const found: FoundMatch[] = [];
  const { singleWordPhrases, phrasesByFirstWord } = lexicon;
  const tryPhrases = (key: string, index: number): void => {
    const phrases = phrasesByFirstWord.get(key);
    if (phrases === undefined) return;
    for (const phrase of phrases) {
      if (!appliesTo(phrase, ticketCategoryId)) continue;
      const matched = matchPhraseAt(tokens, index, phrase.words);
      if (matched !== undefined) found.push(toMatch(phrase, matched));
    }
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined) continue;
    const single = singleWordPhrases.get(token.text);
    if (single !== undefined) {
      for (const phrase of single) {
        if (appliesTo(phrase, ticketCategoryId)) found.push(toMatch(phrase, [index]));
      }
    }
    // Phrases start at the token's lemma, its alternate lemma, then its surface form when it differs.
    tryPhrases(token.lemma, index);
    if (token.alternateLemma !== undefined) tryPhrases(token.alternateLemma, index);
    if (token.text !== token.lemma) tryPhrases(token.text, index);
  }
  return found;
}

type PatternStep =
  | { readonly kind: 'word'; readonly options: ReadonlySet<string> }
  | { readonly kind: 'any' }
  | { readonly kind: 'span' };

function compilePattern(pattern: string): PatternStep[] {
  return pattern.split(' ').map((part): PatternStep => {
    if (part === '*') return { kind: 'any' };
    if (part === '...') return { kind: 'span' };
    const options = part
      .split('|')
      .flatMap((word) => (word.startsWith('~') ? [word] : normaliseKeyword(word).lemmas));
    return { kind: 'word', options: new Set(options) };
  });
}

/** Harmless patterns indexed by the words they can start with. */
const HARMLESS_BY_FIRST_WORD: ReadonlyMap<string, readonly (readonly PatternStep[])[]> = (() => {
  const index = new Map<string, PatternStep[][]>();
  for (const pattern of HARMLESS_PATTERNS) {
    const steps = compilePattern(pattern);
    const [first] = steps;
    if (first?.kind !== 'word') continue;
    for (const option of first.options) {
      const list = index.get(option);
      if (list === undefined) index.set(option, [steps]);
      else list.push(steps);
    }
  }
  return index;
})();

/** Token indexes covered by one harmless pattern starting at `start`, or undefined. */
function matchPatternAt(
  tokens: readonly Token[],
  steps: readonly PatternStep[],
  stepIndex: number,
  position: number,
  sentence: number,
  fillersLeft: number,
): number[] | undefined {
  if (stepIndex === steps.length) return [];
  const step = steps[stepIndex];
  const token = tokens[position];
  if (step === undefined || token === undefined || token.sentence !== sentence) return undefined;
  if (step.kind === 'span') {
    for (let skip = 0; skip <= MAX_SPAN_GAP; skip += 1) {
      const rest = matchPatternAt(tokens, steps, stepIndex + 1, position + skip, sentence, fillersLeft);
      if (rest !== undefined) return rest;
    }
    return undefined;
  }
  const matchesHere =
    step.kind === 'any' ||
    step.options.has(token.lemma) ||
    step.options.has(token.text) ||
    (token.alternateLemma !== undefined && step.options.has(token.alternateLemma));
  if (matchesHere) {
    const rest = matchPatternAt(tokens, steps, stepIndex + 1, position + 1, sentence, fillersLeft);
    if (rest !== undefined) return [position, ...rest];
  }
  if (stepIndex > 0 && fillersLeft > 0 && FILLERS.has(token.text)) {
    return matchPatternAt(tokens, steps, stepIndex, position + 1, sentence, fillersLeft - 1);
  }
  return undefined;
}

/** For each token, whether a known harmless use covers it ("is killing me", "cutting class"). */
export function findHarmlessCover(tokens: readonly Token[]): boolean[] {
  const covered: boolean[] = new Array(tokens.length).fill(false);
  const coverFrom = (key: string, index: number, sentence: number): void => {
    const patterns = HARMLESS_BY_FIRST_WORD.get(key);
    if (patterns === undefined) return;
    for (const steps of patterns) {
      const anchors = matchPatternAt(tokens, steps, 0, index, sentence, MAX_FILLERS);
      if (anchors !== undefined) for (const anchor of anchors) covered[anchor] = true;
    }
  };
  tokens.forEach((token, index) => {
    coverFrom(token.lemma, index, token.sentence);
    if (token.text !== token.lemma) coverFrom(token.text, index, token.sentence);
    if (token.alternateLemma !== undefined) coverFrom(token.alternateLemma, index, token.sentence);
  });
  return covered;
}
