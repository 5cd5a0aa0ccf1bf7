import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filterChips,
  filtersToParams,
  hasFiltersOrSearch,
  parseFilters,
  toApiQuery,
  withChange,
} from './filters';

describe('parseFilters', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('reads known values and ignores unknown or malformed ones', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'status=Open&priority=Nope&category_id=3&assigned=me&view=crisis&sort=priority:desc&page=2&per_page=50&overdue=maybe',
      ),
    );
    expect(filters).toMatchObject({
      status: 'Open',
      priority: '',
      category_id: '3',
      assigned: 'me',
      view: 'crisis',
      sort: 'priority:desc',
      page: 2,
      per_page: 50,
      overdue: '',
    });
    expect(parseFilters(new URLSearchParams('page=-1&per_page=7&category_id=x')).page).toBe(1);
    expect(parseFilters(new URLSearchParams('per_page=7')).per_page).toBe(20);
  });

  it('round-trips through the URL, leaving the defaults out', () => {
    const filters = { ...DEFAULT_FILTERS, search: 'essay help', status: 'Resolved' as const, page: 3 };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('search=essay+help&status=Resolved&page=3');
    expect(parseFilters(params)).toEqual(filters);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });
});

describe('toApiQuery', () => {
  it('sends array filters as key[] and drops empty values', () => {
    const query = new URLSearchParams(
      toApiQuery({
        ...DEFAULT_FILTERS,
        search: '  exam  ',
        status: 'In Progress',
        priority: 'Urgent',
        auto_assigned: 'yes',
        crisis_flag: 'true',
        view: 'open',
      }),
    );
    expect(query.get('search')).toBe('exam');
    expect(query.getAll('status[]')).toEqual(['In Progress']);
    expect(query.getAll('priority[]')).toEqual(['Urgent']);
    expect(query.getAll('auto_assigned[]')).toEqual(['yes']);
    expect(query.get('crisis_flag')).toBe('true');
    expect(query.get('view')).toBe('open');
    expect(query.get('category_id')).toBeNull();
    expect(query.get('sort_by')).toBe('updated_at');
    expect(query.get('sort_direction')).toBe('desc');
    expect(query.get('page')).toBe('1');
    expect(query.get('per_page')).toBe('20');
  });

  it('splits the sort option into field and direction', () => {
    const query = new URLSearchParams(toApiQuery({ ...DEFAULT_FILTERS, sort: 'created_at:asc' }));
    expect(query.get('sort_by')).toBe('created_at');
    expect(query.get('sort_direction')).toBe('asc');
  });
});

describe('withChange', () => {
  it('returns to page 1 when a filter, the search or the view changes', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(withChange(onPage3, { status: 'Open' }).page).toBe(1);
    expect(withChange(onPage3, { view: 'closed' }).page).toBe(1);
    expect(withChange(onPage3, { search: 'x' }).page).toBe(1);
    expect(withChange(onPage3, { per_page: 50 }).page).toBe(1);
  });

  it('keeps the requested page when only the page changes', () => {
    expect(withChange(DEFAULT_FILTERS, { page: 4 }).page).toBe(4);
  });
});

describe('chips and counts', () => {
  it('counts active filters but not the search or the view', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, search: 'x', view: 'closed' })).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, status: 'Open', overdue: 'true', sort: 'priority:desc' }),
    ).toBe(3);
    expect(hasFiltersOrSearch({ ...DEFAULT_FILTERS, search: ' ' })).toBe(false);
    expect(hasFiltersOrSearch({ ...DEFAULT_FILTERS, search: 'x' })).toBe(true);
  });

  it('labels each chip, names the category and truncates the search at 20 characters', () => {
    const chips = filterChips(
      { ...DEFAULT_FILTERS, search: 'a very long search term indeed', category_id: '2', crisis_flag: 'true' },
      (id) => (id === '2' ? 'Crisis Support' : undefined),
    );
    expect(chips).toEqual([
      { key: 'search', label: 'Search: a very long search t...' },
      { key: 'category_id', label: 'Category: Crisis Support' },
      { key: 'crisis_flag', label: 'Crisis only' },
    ]);
  });
});
