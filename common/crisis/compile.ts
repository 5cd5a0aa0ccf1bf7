/**
 * Compiling a lexicon: every keyword is normalised once, exactly as screened text is, and indexed by
 * its first word; the word knowledge that normalisation needs (known words, misspelling targets) is
 * built from the lexicon plus the built-in vocabularies. A compiled lexicon is immutable: compile it
 * once per lexicon version and reuse it for every screening.
 */

import { PEER_NOUNS } from './context';
import { buildFuzzyIndex } from './fuzzy';
import { HARMLESS_PATTERNS } from './idioms';
import { DEFAULT_CRISIS_LEXICON } from './lexicon';
import { normaliseKeyword, type WordDictionary } from './normalize';
import { RULE_VOCABULARY } from './rules';
import {
  CRISIS_SEVERITIES,
  type CrisisCategory,
  type CrisisLexiconEntry,
  type CrisisSeverity,
  isCrisisCategory,
  isCrisisSeverity,
} from './types';
import {
  COMMON_WORDS,
  EXPANSIONS,
  FILLERS,
  FIRST_PERSON,
  FUZZY_TARGETS,
  LEMMAS,
  NEGATORS,
  OPTIONAL_IN_PHRASES,
  THIRD_PERSON,
} from './vocabulary';

export interface CompiledPhrase {
  readonly keyword: string;
  readonly category: CrisisCategory;
  readonly severity: CrisisSeverity;
  readonly weight: number;
  /** A single word matches its surface form; several words match by lemma ("wanted" = "want"). */
  readonly words: readonly string[];
  /** Ticket categories the phrase is limited to; undefined means all. */
  readonly ticketCategoryIds: ReadonlySet<number> | undefined;
}

export interface CompiledLexicon {
  readonly phraseCount: number;
  readonly singleWordPhrases: ReadonlyMap<string, readonly CompiledPhrase[]>;
  readonly phrasesByFirstWord: ReadonlyMap<string, readonly CompiledPhrase[]>;
  readonly dictionary: WordDictionary;
}

const DEFAULT_WEIGHT = 50;
const DEFAULT_SEVERITY: CrisisSeverity = 'medium';
const FUZZY_CACHE_LIMIT = 20_000;

function clampWeight(weight: number): number {
  if (!Number.isFinite(weight)) return DEFAULT_WEIGHT;
  return Math.min(100, Math.max(1, Math.round(weight)));
}

function compilePhrase(
  entry: CrisisLexiconEntry,
  surfaces: readonly string[],
  lemmas: readonly string[],
): CompiledPhrase | undefined {
  if (surfaces.length === 0) return undefined;
  const ids = Array.isArray(entry.category_ids) ? entry.category_ids.filter(Number.isFinite) : [];
  return {
    keyword: entry.keyword.trim(),
    // Stored rows may carry values from older versions; an unknown category or severity must not
    // silently drop a crisis keyword, so it falls back rather than being skipped.
    category: isCrisisCategory(entry.category) ? entry.category : 'general_distress',
    severity: isCrisisSeverity(entry.severity_level) ? entry.severity_level : DEFAULT_SEVERITY,
    weight: clampWeight(entry.weight),
    words: surfaces.length === 1 ? [...surfaces] : withoutOptionalWords(surfaces, lemmas),
    ticketCategoryIds: ids.length > 0 ? new Set(ids) : undefined,
  };
}

/** Drops adverbs a student may leave out ("should just die" -> "should die"); fillers are skipped in text anyway. */
function withoutOptionalWords(surfaces: readonly string[], lemmas: readonly string[]): string[] {
  const kept = lemmas.filter((_, index) => !OPTIONAL_IN_PHRASES.has(surfaces[index] ?? ''));
  return kept.length > 0 ? kept : [...lemmas];
}

function addTo<T>(index: Map<string, T[]>, key: string, value: T): void {
  const list = index.get(key);
  if (list === undefined) index.set(key, [value]);
  else list.push(value);
}

function buildDictionary(lexiconWords: ReadonlySet<string>, riskWords: readonly string[]): WordDictionary {
  const known = new Set<string>([
    ...COMMON_WORDS,
    ...lexiconWords,
    ...RULE_VOCABULARY,
    ...LEMMAS.keys(),
    ...LEMMAS.values(),
    ...FILLERS,
    ...NEGATORS,
    ...FIRST_PERSON,
    ...THIRD_PERSON,
    ...PEER_NOUNS,
  ]);
  for (const [shortForm, expansion] of EXPANSIONS) {
    known.add(shortForm);
    for (const word of expansion) known.add(word);
  }
  for (const pattern of HARMLESS_PATTERNS) {
    for (const word of pattern.split(/[\s|]+/)) if (/^[a-z]+$/.test(word)) known.add(word);
  }
  const fuzzy = buildFuzzyIndex([...FUZZY_TARGETS, ...riskWords]);
  const corrections = new Map<string, string | null>();
  const phraseWords = new Set([...lexiconWords].filter((word) => word.length >= 6));
  return {
    has: (word) => known.has(word),
    isPhraseWord: (word) => phraseWords.has(word),
    correct(word) {
      const cached = corrections.get(word);
      if (cached !== undefined) return cached ?? undefined;
      const corrected = fuzzy.correct(word);
      if (corrections.size >= FUZZY_CACHE_LIMIT) corrections.clear();
      corrections.set(word, corrected ?? null);
      return corrected;
    },
  };
}

/**
 * Compiles lexicon entries for screening. Entries whose keyword normalises to nothing are skipped;
 * weights are clamped to 1-100 (50 when not a number), unknown severities read as medium.
 */
export function compileLexicon(entries: readonly CrisisLexiconEntry[]): CompiledLexicon {
  const singleWordPhrases = new Map<string, CompiledPhrase[]>();
  const phrasesByFirstWord = new Map<string, CompiledPhrase[]>();
  const lexiconWords = new Set<string>();
  // Keywords that normalise to the same words ("saving up my pills", "saved up my pills") are one
  // phrase: the most severe wins, then the heavier, then the first listed.
  const byWords = new Map<string, CompiledPhrase>();
  for (const entry of entries) {
    if (typeof entry.keyword !== 'string') continue;
    const { surfaces, lemmas } = normaliseKeyword(entry.keyword);
    const phrase = compilePhrase(entry, surfaces, lemmas);
    if (phrase === undefined) continue;
    for (const surface of surfaces) lexiconWords.add(surface);
    const key = `${surfaces.length === 1 ? 'word' : 'phrase'}:${phrase.words.join(' ')}:${[...(phrase.ticketCategoryIds ?? [])].join(',')}`;
    const existing = byWords.get(key);
    if (existing === undefined || outranks(phrase, existing)) byWords.set(key, phrase);
  }
  for (const [key, phrase] of byWords) {
    const [first = ''] = phrase.words;
    addTo(key.startsWith('word:') ? singleWordPhrases : phrasesByFirstWord, first, phrase);
  }
  return {
    phraseCount: byWords.size,
    singleWordPhrases,
    phrasesByFirstWord,
    dictionary: buildDictionary(lexiconWords, riskWordsOf(byWords.values())),
  };
}

/** Single-word keywords of medium or higher severity: distinctive enough to correct misspellings towards. */
function riskWordsOf(phrases: Iterable<CompiledPhrase>): string[] {
  const words: string[] = [];
  for (const phrase of phrases) {
    const [word = ''] = phrase.words;
    if (phrase.words.length === 1 && phrase.severity !== 'low' && word === phrase.keyword.toLowerCase()) {
      words.push(word);
    }
  }
  return words;
}

function outranks(candidate: CompiledPhrase, existing: CompiledPhrase): boolean {
  const rank = (phrase: CompiledPhrase): number => CRISIS_SEVERITIES.indexOf(phrase.severity);
  if (rank(candidate) !== rank(existing)) return rank(candidate) > rank(existing);
  return candidate.weight > existing.weight;
}

let defaultLexicon: CompiledLexicon | undefined;

/** The built-in lexicon, compiled on first use and then shared. */
export function defaultCompiledLexicon(): CompiledLexicon {
  defaultLexicon ??= compileLexicon(DEFAULT_CRISIS_LEXICON);
  return defaultLexicon;
}
