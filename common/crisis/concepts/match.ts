/**
 * Finding concept terms in a text, in one pass over the folded text. Latin-script words are matched
 * whole (or by prefix for terms ending in "*"), in order, within one sentence, with at most one other
 * word between two words of a term; terms in other scripts and emoji are matched as written. The
 * vocabularies are compiled once, on first use.
 */
import { foldText } from '../characters';
import {
  CONCEPT_LANGUAGES,
  type ConceptFamily,
  type ConceptHit,
  type ConceptLanguage,
  type ContextFamily,
  type FamilyVocabulary,
  RISK_FAMILIES,
} from './types';

const RISK = new Set<string>(RISK_FAMILIES);

interface WordPart {
  readonly text: string;
  readonly prefix: boolean;
}

interface CompiledTerm {
  readonly family: ConceptFamily;
  readonly concept: string;
  readonly language: ConceptLanguage;
  readonly term: string;
  /** Latin terms: words after the first; other terms: the folded text to find. */
  readonly words: readonly WordPart[];
  readonly literal: string;
  /** Literal terms: the second UTF-16 unit of `literal` (-1 when it has one), a quick check before comparing. */
  readonly second: number;
}

export interface ConceptMatcher {
  readonly exact: ReadonlyMap<string, readonly CompiledTerm[]>;
  /**
   * Prefix terms by their first three letters (as one number, `prefixKey`); the rest of the prefix is
   * checked per word.
   */
  readonly prefixes: ReadonlyMap<number, readonly (CompiledTerm & { readonly prefix: string })[]>;
  /** Literal terms by their first code point. */
  readonly literals: ReadonlyMap<number, readonly CompiledTerm[]>;
  readonly termCount: number;
  /** For each first word, its terms (positions in `exact`) by what follows the first word. */
  readonly continuations: ReadonlyMap<string, Continuations>;
}

/**
 * Positions, in a first word's `exact` list, of its one-word terms, of its terms whose second word is
 * exact (by that word), and of those whose second word is a prefix. A term can only match when its second
 * word is one of the next two words, so these name every term worth trying, and trying them in list order
 * finds the same hits in the same order as trying every term.
 */
interface Continuations {
  /** The first word's terms (its `exact` list). */
  readonly terms: readonly CompiledTerm[];
  readonly single: readonly number[];
  readonly bySecond: ReadonlyMap<string, readonly number[]>;
  readonly prefixSecond: readonly number[];
}

function continuationsOf(terms: readonly CompiledTerm[]): Continuations {
  const single: number[] = [];
  const bySecond = new Map<string, number[]>();
  const prefixSecond: number[] = [];
  terms.forEach((term, position) => {
    const [second] = term.words;
    if (second === undefined) single.push(position);
    else if (second.prefix) prefixSecond.push(position);
    else add(bySecond, second.text, position);
  });
  return { terms, single, bySecond, prefixSecond };
}

const MIN_PREFIX = 3;
const MAX_WORDS_BETWEEN = 1;
const MAX_HITS = 400;

const isWordCode = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
const SENTENCE_ENDS = new Set(Array.from('!?;\n\u3002\uff01\uff1f\u061f\u2026', (end) => end.charCodeAt(0)));

/** Arabic letter variants read as one letter; one code unit each, so offsets stay aligned. */
const ARABIC_VARIANTS: Readonly<Record<string, string>> = {
  '\u0649': '\u064a',
  '\u0629': '\u0647',
  '\u0624': '\u0648',
  '\u0626': '\u064a',
};

function foldForConcepts(text: string): ReturnType<typeof foldText> {
  const folded = foldText(text);
  if (!/[\u0620-\u064a]/.test(folded.text)) return folded;
  const replaced = folded.text.replace(
    /[\u0649\u0629\u0624\u0626]/g,
    (letter) => ARABIC_VARIANTS[letter] ?? letter,
  );
  return { ...folded, text: replaced };
}

function splitLatin(term: string): WordPart[] {
  const parts: WordPart[] = [];
  for (const piece of term.trim().split(/\s+/)) {
    const prefix = piece.endsWith('*');
    const words = foldForConcepts(prefix ? piece.slice(0, -1) : piece)
      .text.split(/[^a-z0-9]+/)
      .filter(Boolean);
    words.forEach((text, index) => {
      parts.push({ text, prefix: prefix && index === words.length - 1 });
    });
  }
  return parts;
}

const isLatin = (folded: string): boolean => /^[a-z0-9\s'’*.,-]+$/.test(folded);

/** The first three letters of a Latin word (ASCII letters and digits) as one number. */
const prefixKey = (word: string): number =>
  (word.charCodeAt(0) << 16) | (word.charCodeAt(1) << 8) | word.charCodeAt(2);

function add<K, T>(map: Map<K, T[]>, key: K, value: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

export function compileConcepts(families: readonly FamilyVocabulary[]): ConceptMatcher {
  const exact = new Map<string, CompiledTerm[]>();
  const prefixes = new Map<number, (CompiledTerm & { readonly prefix: string })[]>();
  const literals = new Map<number, CompiledTerm[]>();
  let termCount = 0;
  for (const { family, concepts } of families) {
    for (const [concept, vocabulary] of Object.entries(concepts)) {
      for (const language of CONCEPT_LANGUAGES) {
        for (const raw of (vocabulary[language] ?? '').split('|')) {
          const term = raw.trim();
          if (term.length === 0) continue;
          const folded = foldForConcepts(term).text;
          termCount += 1;
          if (isLatin(folded)) {
            const words = splitLatin(term);
            const [first] = words;
            if (first === undefined) continue;
            const rest = words.slice(1);
            const compiled = { family, concept, language, term, words: rest, literal: '', second: -1 };
            if (first.prefix && first.text.length >= MIN_PREFIX) {
              add(prefixes, prefixKey(first.text), { ...compiled, prefix: first.text });
            } else {
              add(exact, first.text, compiled);
            }
          } else {
            const literal = folded.replace(/\s+/g, ' ');
            const second = literal.length > 1 ? literal.charCodeAt(1) : -1;
            add(literals, literal.codePointAt(0) ?? 0, {
              family,
              concept,
              language,
              term,
              words: [],
              literal,
              second,
            });
          }
        }
      }
    }
  }
  const continuations = new Map<string, Continuations>();
  for (const [first, terms] of exact) continuations.set(first, continuationsOf(terms));
  return { exact, prefixes, literals, termCount, continuations };
}

interface Word {
  readonly text: string;
  readonly from: number;
  readonly to: number;
  readonly sentence: number;
}

/** The Latin words of the folded text, with sentence numbers; and sentence numbers of literal hits. */
export interface ScannedText {
  readonly folded: string;
  /** For each folded UTF-16 unit, the original span it came from. */
  readonly starts: ArrayLike<number>;
  readonly ends: ArrayLike<number>;
  readonly words: readonly Word[];
  /** Risk hits and harmless idioms, in the order found. */
  readonly hits: readonly ConceptHit[];
  /** Sentences where each other context family (self, negation, history...) was found. */
  readonly contextSentences: ReadonlyMap<ContextFamily, ReadonlySet<number>>;
  /** Sentences whose only denial is "no plan" ("i don't have a plan"). */
  readonly denialOnlyOfPlan: ReadonlySet<number>;
  readonly sentenceCount: number;
}

/**
 * Never skipped between two words of a term: "want to not die" is not "want to die", and "i dont feel safe" is not
 * "i feel safe" (contractions written without an apostrophe are single words here).
 */
const NOT_A_GAP = new Set(
  'not no never nothing nicht nie kein keine nunca nada jamais pas non nao nem mai niente nahi na mat dont doesnt didnt cant wont wouldnt isnt arent wasnt havent'.split(
    ' ',
  ),
);

const wordMatches = (word: Word | undefined, part: WordPart): boolean =>
  word !== undefined && (part.prefix ? word.text.startsWith(part.text) : word.text === part.text);

function matchRest(words: readonly Word[], start: number, rest: readonly WordPart[]): number | undefined {
  let position = start;
  const sentence = words[start]?.sentence;
  for (const part of rest) {
    let next = -1;
    for (let step = 1; step <= MAX_WORDS_BETWEEN + 1; step += 1) {
      const word = words[position + step];
      if (word === undefined || word.sentence !== sentence) break;
      if (wordMatches(word, part)) {
        next = position + step;
        break;
      }
      if (NOT_A_GAP.has(word.text)) break;
    }
    if (next < 0) return undefined;
    position = next;
  }
  return position;
}

const ARABIC_LETTER = /[\u0621-\u064a]/;
/** What may stand before a short Arabic term in its own word ("الدم", "بالحبل", "والسم"), and after it ("دمي", "حبلا"). */
const ARABIC_CLITICS = new Set(['ال', 'بال', 'وال', 'فال', 'لل', 'و', 'ب', 'ل', 'ف', 'وب', 'ول']);
const ARABIC_SUFFIXES = new Set(['ي', 'ه', 'ها', 'هم', 'ك', 'كم', 'نا', 'ا', 'اء', 'ات']);

/** A short Arabic risk term is a word of its own, not letters inside a longer one ("دم" is not in "خدمه", "معي" not in "الجامعيه"). */
function arabicWord(folded: string, from: number, to: number): boolean {
  const letter = (at: number): boolean => ARABIC_LETTER.test(folded[at] ?? '');
  let start = from;
  while (start > from - 3 && letter(start - 1)) start -= 1;
  let end = to;
  while (end < to + 2 && letter(end)) end += 1;
  if (letter(start - 1) || letter(end)) return false;
  return (
    (start === from || ARABIC_CLITICS.has(folded.slice(start, from))) &&
    (end === to || ARABIC_SUFFIXES.has(folded.slice(to, end)))
  );
}

/** Every concept term in the text; never throws. */
export function scanConcepts(text: string, matcher: ConceptMatcher): ScannedText {
  const { text: folded, starts, ends } = foldForConcepts(text);
  const words: Word[] = [];
  const hits: ConceptHit[] = [];
  const contextSentences = new Map<ContextFamily, Set<number>>();
  const denials: { from: number; to: number; sentence: number; noPlan: boolean }[] = [];
  const hit = (term: CompiledTerm, from: number, to: number, sentence: number, word: number): void => {
    const { family, concept, language } = term;
    // "not moving out" is no everyday reason.
    if (family === 'reason' && NOT_A_GAP.has(words[word - 1]?.text ?? '')) return;
    if (family === 'negation') {
      denials.push({ from, to, sentence, noPlan: concept === 'no_plan' });
      return;
    }
    if (!RISK.has(family) && family !== 'harmless') {
      const sentences = contextSentences.get(family as ContextFamily);
      if (sentences === undefined) contextSentences.set(family as ContextFamily, new Set([sentence]));
      else sentences.add(sentence);
      return;
    }
    if (hits.length >= MAX_HITS) return;
    const start = starts[from] ?? 0;
    const end = ends[to - 1] ?? start;
    hits.push({ family, concept, language, term: term.term, start, end, from, to, sentence, word });
  };
  let sentence = 0;
  // A run of sentence ends ("...", "……", "?!") ends one sentence, not one per mark.
  let ended = true;
  let index = 0;
  while (index < folded.length) {
    const code = folded.charCodeAt(index);
    if (isWordCode(code)) {
      let end = index + 1;
      while (end < folded.length && isWordCode(folded.charCodeAt(end))) end += 1;
      words.push({ text: folded.slice(index, end), from: index, to: end, sentence });
      ended = false;
      index = end;
      continue;
    }
    if (SENTENCE_ENDS.has(code) || (code === 46 && !isWordCode(folded.charCodeAt(index + 1)))) {
      if (!ended) sentence += 1;
      ended = true;
    } else if (code >= 128) ended = false;
    if (code >= 128) {
      const point = folded.codePointAt(index) ?? code;
      const literals = matcher.literals.get(point);
      if (literals !== undefined) {
        const next = folded.charCodeAt(index + 1);
        for (const term of literals) {
          if ((term.second < 0 || term.second === next) && folded.startsWith(term.literal, index)) {
            const to = index + term.literal.length;
            const short = term.language === 'ar' && term.literal.length <= 3 && RISK.has(term.family);
            if (!short || arabicWord(folded, index, to)) hit(term, index, to, sentence, words.length);
          }
        }
      }
      index += point > 0xffff ? 2 : 1;
      continue;
    }
    index += 1;
  }
  const tryTerm = (term: CompiledTerm, word: Word, position: number): void => {
    const last = term.words.length === 0 ? position : matchRest(words, position, term.words);
    if (last !== undefined) hit(term, word.from, words[last]?.to ?? word.to, word.sentence, position);
  };
  const candidates: number[] = [];
  let lists = 0;
  const addCandidates = (positions: readonly number[] | undefined): void => {
    if (positions === undefined || positions.length === 0) return;
    lists += 1;
    for (const at of positions) candidates.push(at);
  };
  for (let position = 0; position < words.length; position += 1) {
    const word = words[position] as Word;
    // Most words start no term: one lookup tells, the term list is read only for those that do.
    const continuations = matcher.continuations.get(word.text);
    if (continuations !== undefined) {
      candidates.length = 0;
      lists = 0;
      addCandidates(continuations.single);
      // A longer term's second word is one of the next two words: only those words' terms are tried.
      const one = words[position + 1];
      const two = words[position + 2];
      if (one !== undefined) addCandidates(continuations.bySecond.get(one.text));
      if (two !== undefined && two.text !== one?.text) addCandidates(continuations.bySecond.get(two.text));
      addCandidates(continuations.prefixSecond);
      // Each list is in order already; only candidates from several lists need sorting.
      if (lists > 1) candidates.sort((left, right) => left - right);
      const { terms } = continuations;
      for (const at of candidates) {
        const term = terms[at];
        if (term !== undefined) tryTerm(term, word, position);
      }
    }
    if (word.text.length < MIN_PREFIX) continue;
    for (const term of matcher.prefixes.get(prefixKey(word.text)) ?? []) {
      if (word.text.startsWith(term.prefix)) tryTerm(term, word, position);
    }
  }
  // A denial inside a risk term ("not gonna need them") denies nothing.
  const denied = denials.filter(
    (denial) => !hits.some((risk) => risk.from <= denial.from && risk.to >= denial.to),
  );
  if (denied.length > 0) contextSentences.set('negation', new Set(denied.map((denial) => denial.sentence)));
  const denialOnlyOfPlan = new Set(denied.filter((denial) => denial.noPlan).map((denial) => denial.sentence));
  for (const denial of denied) if (!denial.noPlan) denialOnlyOfPlan.delete(denial.sentence);
  return {
    folded,
    starts,
    ends,
    words,
    hits,
    contextSentences,
    denialOnlyOfPlan,
    sentenceCount: sentence + 1,
  };
}
