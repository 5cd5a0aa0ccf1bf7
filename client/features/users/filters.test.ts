import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersToParams,
  hasActiveFilters,
  parseFilters,
  tableSortOf,
  toApiQuery,
  toFilterQuery,
  userSortOf,
  withChange,
} from './filters';
import { exportFileName, lastLoginText, namesPreview, staffCount, usersCount } from './format';

describe('user filters', () => {
  it('gives the defaults for an empty query: 25 a page, newest first', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.per_page).toBe(25);
    expect(DEFAULT_FILTERS.sort).toBe('created_at:desc');
  });

  it('reads known values and ignores unknown ones', () => {
    const filters = parseFilters(
      new URLSearchParams('role=advisor&status=nope&sort=name:asc&page=3&per_page=50&search=ada'),
    );
    expect(filters).toEqual({
      search: 'ada',
      role: 'advisor',
      status: '',
      sort: 'name:asc',
      page: 3,
      per_page: 50,
    });
    expect(parseFilters(new URLSearchParams('per_page=20&page=0&sort=id:asc')).per_page).toBe(25);
    expect(parseFilters(new URLSearchParams('page=0')).page).toBe(1);
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const filters = { ...DEFAULT_FILTERS, status: 'suspended' as const, page: 2 };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('status=suspended&page=2');
    expect(parseFilters(params)).toEqual(filters);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('builds the API query with a trimmed search and the sort split in two', () => {
    expect(toApiQuery({ ...DEFAULT_FILTERS, search: '  ada ', role: 'student' })).toBe(
      'search=ada&role=student&sort_by=created_at&sort_direction=desc&page=1&per_page=25',
    );
    expect(toFilterQuery({ ...DEFAULT_FILTERS, sort: 'last_login_at:asc' }).toString()).toBe(
      'sort_by=last_login_at&sort_direction=asc',
    );
  });

  it('knows when filters are active', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, per_page: 100, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, role: 'admin' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'email:asc' })).toBe(true);
  });

  it('starts again at page 1 when anything but the page changes', () => {
    const on3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(withChange(on3, { role: 'student' }).page).toBe(1);
    expect(withChange(on3, { page: 5 }).page).toBe(5);
    expect(withChange(on3, { per_page: 10 }).page).toBe(1);
  });

  it('shows the sort on the table headers and turns header clicks back into sort options', () => {
    expect(tableSortOf('created_at:desc')).toEqual({ id: 'created_at', desc: true });
    expect(tableSortOf('name:asc')).toEqual({ id: 'name', desc: false });
    expect(userSortOf({ id: 'last_login_at', desc: false })).toBe('last_login_at:asc');
    expect(userSortOf({ id: 'name', desc: true })).toBe('name:desc');
    expect(userSortOf({ id: 'role', desc: true })).toBeNull();
  });
});

describe('user formatting', () => {
  it('lists the first three names then "and N more"', () => {
    expect(namesPreview([])).toBe('');
    expect(namesPreview(['Ada'])).toBe('Ada');
    expect(namesPreview(['Ada', 'Alan'])).toBe('Ada and Alan');
    expect(namesPreview(['Ada', 'Alan', 'Grace'])).toBe('Ada, Alan and Grace');
    expect(namesPreview(['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara'])).toBe('Ada, Alan, Grace and 2 more');
  });

  it('counts staff as counselors plus advisors', () => {
    expect(staffCount({ counselors: 4, advisors: 3 })).toBe(7);
  });

  it('shows Never for a user who has not signed in', () => {
    expect(lastLoginText(null)).toBe('Never');
    expect(lastLoginText('not a date')).toBe('Never');
    expect(lastLoginText('2026-03-04T10:00:00Z')).toBe('Mar 4, 2026');
  });

  it('names the export file', () => {
    const today = new Date('2026-03-04T10:00:00Z');
    expect(exportFileName(undefined, today)).toBe('users-export-2026-03-04.csv');
    expect(exportFileName('users-export-2026-03-01.csv', today)).toBe('users-export-2026-03-01.csv');
    expect(exportFileName('../evil.sh', today)).toBe('users-export-2026-03-04.csv');
    expect(usersCount(1)).toBe('1 user');
    expect(usersCount(2)).toBe('2 users');
  });
});
