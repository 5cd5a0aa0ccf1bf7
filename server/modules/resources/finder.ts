import type { SearchInfo } from '../../../common/schemas/help-shapes';
import type { BookmarkSort, ResourceSort } from '../../../common/schemas/resources';
import type { DB } from '../../db';
import { words } from '../../search/query';
import { matchModes, matchQuery, type UnderstoodSearch, understandSearch } from '../../search/understand';
import { rebuildVocabularyTable } from '../../search/vocabulary';
import { listResources, publishedTexts, type RankedResourceRow, type ResourceFilter } from './repository';

/**
 * The words a resource gives the full-text index: title, tags and author (weighted high), and the
 * description. The same reading of text as the help center's (`server/search/query.ts`).
 */
export function indexColumns(resource: {
  title: string;
  description: string;
  tags: readonly string[];
  author_name: string | null;
}) {
  return {
    search_title: words(`${resource.title} ${resource.tags.join(' ')} ${resource.author_name ?? ''}`).join(
      ' ',
    ),
    search_body: words(resource.description).join(' '),
  };
}

/** The published resources' words for the typo pass, rebuilt in the transaction of every library change. */
export async function rebuildResourceVocabulary(db: DB): Promise<void> {
  const rows = await publishedTexts(db);
  await rebuildVocabularyTable(
    db,
    'resource_search_vocabulary',
    rows.map((row) => `${row.search_title} ${row.search_body}`),
  );
}

export interface FoundResources {
  rows: RankedResourceRow[];
  total: number;
  search: (UnderstoodSearch & { match: SearchInfo['match'] }) | null;
  /** The filter the page was read with (the search's match included), for the type counts. */
  filter: ResourceFilter;
}

/**
 * One page of resources. With a search: ranked full-text matches of every word (or a synonym or typo
 * correction of it); when none matches every word, those matching any, as in the help center (decision 0019).
 */
export async function findResources(
  db: DB,
  filter: ResourceFilter,
  options: { search?: string; sort?: ResourceSort | BookmarkSort; limit: number; offset: number },
): Promise<FoundResources> {
  const page = { limit: options.limit, offset: options.offset };
  const understood = options.search
    ? await understandSearch(db, 'resource_search_vocabulary', options.search)
    : null;
  if (!understood) {
    const sort = options.sort === 'relevance' || !options.sort ? 'featured' : options.sort;
    return { ...(await listResources(db, filter, sort, page)), search: null, filter };
  }
  let last: ResourceFilter = filter;
  for (const mode of matchModes(understood)) {
    const matching = { ...filter, match: matchQuery(db, understood.groups, mode) };
    last = matching;
    const { rows, total } = await listResources(db, matching, options.sort ?? 'relevance', page);
    if (total === 0) continue;
    return { rows, total, search: { ...understood, match: mode }, filter: matching };
  }
  return { rows: [], total: 0, search: { ...understood, match: 'none' }, filter: last };
}
