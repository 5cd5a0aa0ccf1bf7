import { describe, expect, it } from 'vitest';
import type { CrisisKeyword } from '../../../common/schemas/crisis';
import { crisisCategoryLabel, keywordValuesOf, NEW_KEYWORD, pageOf, validateKeyword } from './crisis-form';

describe('validateKeyword', () => {
  it('gives the spec defaults: medium, weight 50, every category, active', () => {
    expect(validateKeyword({ ...NEW_KEYWORD, keyword: '  no way out ' })).toEqual({
      ok: true,
      body: {
        keyword: 'no way out',
        category: 'general_distress',
        severity_level: 'medium',
        severity_weight: 50,
        category_ids: [],
        is_active: true,
      },
    });
  });

  it('requires a keyword of at most 100 characters and a weight from 1 to 100', () => {
    const empty = validateKeyword({ ...NEW_KEYWORD, keyword: ' ', severity_weight: '101' });
    expect(empty.ok ? null : empty.errors).toEqual({
      keyword: 'Keyword is required',
      severity_weight: 'Severity weight must be between 1 and 100',
    });
    const long = validateKeyword({ ...NEW_KEYWORD, keyword: 'x'.repeat(101) });
    expect(long.ok ? null : long.errors.keyword).toBe('Keyword must not exceed 100 characters');
  });

  it('falls back to weight 50 when the box holds no number', () => {
    const result = validateKeyword({ ...NEW_KEYWORD, keyword: 'hopeless', severity_weight: '' });
    expect(result.ok && result.body.severity_weight).toBe(50);
  });
});

describe('keywordValuesOf', () => {
  it('copies a stored keyword into the form', () => {
    const keyword: CrisisKeyword = {
      id: 3,
      keyword: 'end it all',
      category: 'explicit_ideation',
      severity_level: 'critical',
      severity_weight: 95,
      category_ids: [2, 4],
      is_active: false,
      created_at: '',
      updated_at: '',
    };
    const values = keywordValuesOf(keyword);
    expect(values).toEqual({
      keyword: 'end it all',
      category: 'explicit_ideation',
      severity_level: 'critical',
      severity_weight: '95',
      category_ids: [2, 4],
      is_active: false,
    });
    values.category_ids.push(9);
    expect(keyword.category_ids).toEqual([2, 4]);
  });
});

describe('crisisCategoryLabel', () => {
  it('names known categories and passes others through', () => {
    expect(crisisCategoryLabel('self_harm')).toBe('Self-harm');
    expect(crisisCategoryLabel('imminent timing')).toBe('imminent timing');
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 120 }, (_, i) => i + 1);

  it('cuts a page and reports its bounds', () => {
    expect(pageOf(items, 3, 50)).toMatchObject({ page: 3, lastPage: 3, total: 120, from: 101, to: 120 });
    expect(pageOf(items, 3, 50).rows).toHaveLength(20);
  });

  it('keeps the page inside the list and handles an empty one', () => {
    expect(pageOf(items, 9, 50).page).toBe(3);
    expect(pageOf(items, 0, 50).page).toBe(1);
    expect(pageOf([], 1, 50)).toMatchObject({
      rows: [],
      page: 1,
      lastPage: 1,
      total: 0,
      from: null,
      to: null,
    });
  });
});
