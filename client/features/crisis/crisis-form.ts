import { z } from 'zod';
import { CRISIS_CATEGORIES, type CrisisCategory, type CrisisLevel } from '../../../common/crisis/types';
import {
  type CrisisKeyword,
  type CrisisKeywordCreateInput,
  crisisKeywordCreateSchema,
  type SeverityLevel,
} from '../../../common/schemas/crisis';
import { numberOr } from '../categories/category-form';

/** The crisis keyword form of product §1.3.3, plus the lexicon's crisis category. */
export interface KeywordFormValues {
  keyword: string;
  category: CrisisCategory;
  severity_level: SeverityLevel;
  severity_weight: string;
  category_ids: number[];
  is_active: boolean;
}

export type KeywordField = keyof KeywordFormValues;

export const NEW_KEYWORD: KeywordFormValues = {
  keyword: '',
  category: 'general_distress',
  severity_level: 'medium',
  severity_weight: '50',
  category_ids: [],
  is_active: true,
};

export function keywordValuesOf(keyword: CrisisKeyword): KeywordFormValues {
  return {
    keyword: keyword.keyword,
    category: keyword.category,
    severity_level: keyword.severity_level,
    severity_weight: String(keyword.severity_weight),
    category_ids: [...keyword.category_ids],
    is_active: keyword.is_active,
  };
}

export type KeywordValidation =
  | { ok: true; body: CrisisKeywordCreateInput }
  | { ok: false; errors: Partial<Record<KeywordField, string>> };

/** The form's schema: the server's, with a weight that is not a number falling back to 50 (product §1.5.3). */
export const keywordFormSchema = z.preprocess(
  (values: KeywordFormValues) => ({ ...values, severity_weight: numberOr(values.severity_weight, 50) }),
  crisisKeywordCreateSchema,
);

/** Checked with the server's schema (the same check the form's resolver runs). */
export function validateKeyword(values: KeywordFormValues): KeywordValidation {
  const parsed = keywordFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<KeywordField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as KeywordField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The form's fields, in order, for the server's field errors. */
export const KEYWORD_FIELDS = [
  'keyword',
  'severity_level',
  'severity_weight',
  'category',
  'category_ids',
  'is_active',
] as const satisfies readonly KeywordField[];

export function crisisCategoryLabel(category: string): string {
  return CRISIS_CATEGORIES[category as CrisisCategory] ?? category;
}

/** Level colours of the test panel and the severity badges, least to most urgent. */
export const LEVEL_CLASSES: Record<CrisisLevel, string> = {
  none: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  low: 'border-yellow-200 bg-yellow-50 text-yellow-800',
  medium: 'border-orange-200 bg-orange-50 text-orange-800',
  high: 'border-red-200 bg-red-50 text-red-800',
  critical: 'border-red-400 bg-red-100 text-red-900',
};

export const LEVEL_LABELS: Record<CrisisLevel, string> = {
  none: 'None',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** One page of an already filtered list, with the 1-based bounds of "Showing x to y of z". */
export function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, page), lastPage);
  const start = (current - 1) * perPage;
  const rows = items.slice(start, start + perPage);
  return {
    rows,
    page: current,
    lastPage,
    total,
    from: total === 0 ? null : start + 1,
    to: total === 0 ? null : start + rows.length,
  };
}
