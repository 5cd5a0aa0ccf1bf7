import type { FaqSort } from '../../../common/schemas/help';
import type { SearchInfo } from '../../../common/schemas/help-shapes';
import type { DB } from '../../db';
import type { MatchMode } from '../../search/query';
import { matchModes, matchQuery, type UnderstoodSearch, understandSearch } from '../../search/understand';
import { countFaqs, type FaqFilter, type FaqRow, listFaqs, listFaqsCounted } from './repository';
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
  const understood = options.search
    ? await understandSearch(db, 'faq_search_vocabulary', options.search)
    : null;
  if (!understood) {
    const sort = options.sort === 'relevance' || !options.sort ? 'newest' : options.sort;
    const [rows, total] = await Promise.all([listFaqs(db, filter, sort, page), countFaqs(db, filter)]);
    return { rows, total, search: null };
  }
  const modes: MatchMode[] = matchModes(understood);
  for (const mode of modes) {
    const matching = { ...filter, match: matchQuery(db, understood.groups, mode) };
    const { rows, total } = await listFaqsCounted(db, matching, options.sort ?? 'relevance', page);
    if (total === 0) continue;
    return { rows, total, search: { ...understood, match: mode } };
  }
  return { rows: [], total: 0, search: { ...understood, match: 'none' } };
}
