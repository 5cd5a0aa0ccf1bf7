import { type CrisisLexiconEntry, isCrisisCategory, isCrisisSeverity } from '../../../common/crisis/types';
import { type CrisisKeyword, SEVERITY_LEVELS } from '../../../common/schemas/crisis';
import type { CrisisKeywordRow } from './repository';

function categoryIds(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function presentKeyword(row: CrisisKeywordRow): CrisisKeyword {
  return {
    id: row.id,
    keyword: row.keyword,
    category: isCrisisCategory(row.category) ? row.category : 'general_distress',
    severity_level: isCrisisSeverity(row.severity_level) ? row.severity_level : SEVERITY_LEVELS[1],
    severity_weight: row.severity_weight,
    category_ids: categoryIds(row.category_ids),
    is_active: row.is_active === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A stored keyword as the screening engine reads it. */
export function lexiconEntryOf(row: CrisisKeywordRow): CrisisLexiconEntry {
  const keyword = presentKeyword(row);
  return {
    keyword: keyword.keyword,
    category: keyword.category,
    severity_level: keyword.severity_level,
    weight: keyword.severity_weight,
    category_ids: keyword.category_ids,
  };
}
