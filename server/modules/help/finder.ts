import type { FaqSort } from '../../../common/schemas/help';
import type { SearchInfo } from '../../../common/schemas/help-shapes';
import { type DB, dialectOf } from '../../db';
import type { HighlightTerm } from './highlight';
import { countFaqs, type FaqFilter, type FaqRow, listFaqs, listFaqsCounted } from './repository';
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
} from './search';
import { knownWords, termsNear } from './search-repository';

/** A search as understood: its groups (synonyms and corrections added), and what the reader is told. */
export interface UnderstoodSearch {
  groups: SearchGroup[];
  info: Omit<SearchInfo, 'match'>;
  terms: HighlightTerm[];
}

/**
 * Reads a search: drops words that say nothing, corrects words the FAQs do not hold towards the closest
 * word they do (one typo from 5 letters, two from 9; the word as typed is still searched too), then adds the
 * campus synonyms of what it found. Null when the search holds no word at all.
 */
export async function understandSearch(db: DB, search: string): Promise<UnderstoodSearch | null> {
  const tokens = searchWords(search);
  if (tokens.length === 0) return null;
  const inSynonyms = new Set(SYNONYM_GROUPS.flatMap((group) => group.flatMap(words)));
  const checkable = tokens.filter((word) => typosAllowed(word) > 0 && !inSynonyms.has(word));
  const known = await knownWords(db, checkable);
  const corrections = new Map<string, string>();
  for (const word of checkable) {
    if (known.has(word) || corrections.has(word)) continue;
    const closest = closestTerm(word, await termsNear(db, word.length, typosAllowed(word)));
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

export interface FoundFaqs {
  rows: (FaqRow & { rank: number })[];
  total: number;
  search: (UnderstoodSearch & { match: SearchInfo['match'] }) | null;
}

/**
 * One page of FAQs. With a search: the FAQs matching every word (or a synonym or correction of it),
 * ranked; when none does, the FAQs matching any of them, ranked, so a reader always sees the nearest answers.
 */
export async function findFaqs(
  db: DB,
  filter: FaqFilter,
  options: { search?: string; sort?: FaqSort; limit: number; offset: number },
): Promise<FoundFaqs> {
  const page = { limit: options.limit, offset: options.offset };
  const understood = options.search ? await understandSearch(db, options.search) : null;
  if (!understood) {
    const sort = options.sort === 'relevance' || !options.sort ? 'newest' : options.sort;
    const [rows, total] = await Promise.all([listFaqs(db, filter, sort, page), countFaqs(db, filter)]);
    return { rows, total, search: null };
  }
  const modes: MatchMode[] = understood.groups.length > 1 ? ['all', 'any'] : ['all'];
  for (const mode of modes) {
    const matching = { ...filter, match: matchQuery(db, understood.groups, mode) };
    const { rows, total } = await listFaqsCounted(db, matching, options.sort ?? 'relevance', page);
    if (total === 0) continue;
    return { rows, total, search: { ...understood, match: mode } };
  }
  return { rows: [], total: 0, search: { ...understood, match: 'none' } };
}
