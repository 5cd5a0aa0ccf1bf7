import { z } from 'zod';
import { type CrisisLexiconEntry, isCrisisCategory, isCrisisSeverity } from '../../../common/crisis/types';
import { type CrisisKeyword, SEVERITY_LEVELS } from '../../../common/schemas/crisis';
import { readJsonList } from '../../db/json-columns';
import type { CrisisKeywordRow } from './repository';

export function presentKeyword(row: CrisisKeywordRow): CrisisKeyword {
  return {
    id: row.id,
    keyword: row.keyword,
    category: isCrisisCategory(row.category) ? row.category : 'general_distress',
    severity_level: isCrisisSeverity(row.severity_level) ? row.severity_level : SEVERITY_LEVELS[1],
    severity_weight: row.severity_weight,
    category_ids: readJsonList(row.category_ids, z.number().int()),
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
