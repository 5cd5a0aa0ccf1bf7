import type { SearchInfo } from '../../common/schemas/help-shapes';
import { type DB, dialectOf } from '../db';
import type { HighlightTerm } from './highlight';
import {
  closestTerm,
  correctedQuery,
  ftsQuery,
  groupsOf,
  highlightTerms,
  type MatchMode,
  type SearchGroup,
  SYNONYM_GROUPS,
  searchWords,
  tsQuery,
  typosAllowed,
  words,
} from './query';
import { knownWordsIn, termsNearIn, type VocabularyTable } from './vocabulary';

/** A search as understood: its groups (synonyms and corrections added), and what the reader is told. */
export interface UnderstoodSearch {
  groups: SearchGroup[];
  info: Omit<SearchInfo, 'match'>;
  terms: HighlightTerm[];
}

/**
 * Reads a search: drops words that say nothing, corrects words the vocabulary does not hold towards the
 * closest word it does (one typo from 5 letters, two from 9; the word as typed is still searched too), then
 * adds the synonyms of what it found. Null when the search holds no word at all.
 */
export async function understandSearch(
  db: DB,
  vocabulary: VocabularyTable,
  search: string,
): Promise<UnderstoodSearch | null> {
  const tokens = searchWords(search);
  if (tokens.length === 0) return null;
  const inSynonyms = new Set(SYNONYM_GROUPS.flatMap((group) => group.flatMap(words)));
  const checkable = tokens.filter((word) => typosAllowed(word) > 0 && !inSynonyms.has(word));
  const known = await knownWordsIn(db, vocabulary, checkable);
  const corrections = new Map<string, string>();
  for (const word of checkable) {
    if (known.has(word) || corrections.has(word)) continue;
    const closest = closestTerm(word, await termsNearIn(db, vocabulary, word.length, typosAllowed(word)));
    if (closest) corrections.set(word, closest);
  }
  const groups = groupsOf(tokens.map((word) => corrections.get(word) ?? word));
  // The word as typed stays one of the alternatives: stemming may still find it ("extensions").
  const typedBack = new Map([...corrections].map(([typed, fixed]) => [fixed, typed]));
  for (const group of groups) {
    const typed = group.typed.length === 1 ? typedBack.get(group.typed[0]!) : undefined;
    if (typed) group.alternatives.push([typed]);
  }
  const synonyms = groups.flatMap((group) =>
    group.alternatives
      .map((alternative) => alternative.join(' '))
      .filter((phrase) => phrase !== group.typed.join(' ') && !corrections.has(phrase)),
  );
  return {
    groups,
    info: {
      query: search.trim(),
      corrected_query: correctedQuery(groupsOf(tokens), corrections),
      synonyms,
    },
    terms: highlightTerms(groups),
  };
}

/** The full-text query of a search for this database. */
export function matchQuery(db: DB, groups: SearchGroup[], mode: MatchMode): string {
  return dialectOf(db) === 'postgres' ? tsQuery(groups, mode) : ftsQuery(groups, mode);
}

/** The match modes a search tries in turn: every word, then (with more than one) any word. */
export function matchModes(understood: UnderstoodSearch): MatchMode[] {
  return understood.groups.length > 1 ? ['all', 'any'] : ['all'];
}
