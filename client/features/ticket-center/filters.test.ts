import { describe, expect, it } from 'vitest';
import {
  centerApiQuery,
  changeFilters,
  clearFilters,
  DEFAULT_CENTER_FILTERS,
  hasActiveFilters,
  preview,
  showingText,
} from './filters';

describe('centerApiQuery', () => {
  it('asks for the first 25, newest updates first, with no filter by default', () => {
    expect(centerApiQuery(DEFAULT_CENTER_FILTERS)).toBe(
      'sort_by=updated_at&sort_direction=desc&page=1&per_page=25',
    );
  });

  it('sends every filter to the server in the API names', () => {
    const params = new URLSearchParams(
      centerApiQuery({
        search: '  exam stress ',
        status: 'in_progress',
        category: 'mental-health',
        priority: 'Urgent',
        assigned: 'unassigned',
        crisis: 'true',
        page: 3,
        per_page: 50,
      }),
    );
    expect(params.get('search')).toBe('exam stress');
    expect(params.getAll('status[]')).toEqual(['In Progress']);
    expect(params.get('category')).toBe('mental-health');
    expect(params.getAll('priority[]')).toEqual(['Urgent']);
    expect(params.get('assigned')).toBe('unassigned');
    expect(params.get('crisis_flag')).toBe('true');
    expect(params.get('page')).toBe('3');
    expect(params.get('per_page')).toBe('50');
  });

  it('leaves out "all" values and a blank search', () => {
    const params = new URLSearchParams(
      centerApiQuery({ ...DEFAULT_CENTER_FILTERS, search: '   ', crisis: 'false' }),
    );
    expect(params.has('search')).toBe(false);
    expect(params.has('status[]')).toBe(false);
    expect(params.has('category')).toBe(false);
    expect(params.get('crisis_flag')).toBe('false');
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and a blank search', () => {
    expect(hasActiveFilters(DEFAULT_CENTER_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_CENTER_FILTERS, search: '  ' })).toBe(false);
  });

  it('is true for a search or any one filter, but not for paging', () => {
    expect(hasActiveFilters({ ...DEFAULT_CENTER_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_CENTER_FILTERS, assigned: 'assigned' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_CENTER_FILTERS, category: 'general' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_CENTER_FILTERS, page: 4, per_page: 100 })).toBe(false);
  });
});

describe('changeFilters and clearFilters', () => {
  it('goes back to page 1 when a filter changes and keeps the page when only paging', () => {
    const onPage3 = { ...DEFAULT_CENTER_FILTERS, page: 3 };
    expect(changeFilters(onPage3, { status: 'open' }).page).toBe(1);
    expect(changeFilters(onPage3, { per_page: 10 }).page).toBe(1);
    expect(changeFilters(onPage3, { page: 5 }).page).toBe(5);
  });

  it('clears everything but the page size', () => {
    const busy = {
      ...DEFAULT_CENTER_FILTERS,
      search: 'x',
      priority: 'High' as const,
      page: 2,
      per_page: 100,
    };
    expect(clearFilters(busy)).toEqual({ ...DEFAULT_CENTER_FILTERS, per_page: 100 });
  });
});

describe('showingText', () => {
  it('reads "Showing from-to of total tickets"', () => {
    expect(showingText({ from: 26, to: 50, total: 120 })).toBe('Showing 26-50 of 120 tickets');
    expect(showingText({ from: 1, to: 1, total: 1 })).toBe('Showing 1-1 of 1 ticket');
    expect(showingText({ from: null, to: null, total: 0 })).toBe('Showing 0 of 0 tickets');
    expect(showingText({ from: 1, to: 25, total: 24_300, total_is_estimate: true })).toBe(
      'Showing 1-25 of about 24,300 tickets',
    );
  });
});

describe('preview', () => {
  it('keeps the first 100 characters and marks the cut', () => {
    expect(preview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(preview(`${'b'.repeat(101)}`)).toBe(`${'b'.repeat(100)}...`);
    expect(preview('line one\n\nline   two')).toBe('line one line two');
  });
});
