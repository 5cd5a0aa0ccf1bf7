import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  fromRowSelection,
  nextSort,
  pageSelection,
  toggleId,
  togglePage,
  toRowSelection,
} from './table-state';

describe('pageSelection', () => {
  it('says none, some or all of the page', () => {
    expect(pageSelection(new Set<number>(), [1, 2, 3])).toBe('none');
    expect(pageSelection(new Set([2]), [1, 2, 3])).toBe('some');
    expect(pageSelection(new Set([1, 2, 3]), [1, 2, 3])).toBe('all');
  });

  it('ignores ids of other pages', () => {
    expect(pageSelection(new Set([9]), [1, 2])).toBe('none');
    expect(pageSelection(new Set([1, 2, 9]), [1, 2])).toBe('all');
  });

  it('treats an empty page as nothing selected', () => {
    expect(pageSelection(new Set([1]), [])).toBe('none');
  });
});

describe('toggleId and togglePage', () => {
  it('adds and removes one id without touching the original', () => {
    const start = new Set([1]);
    expect([...toggleId(start, 2, true)]).toEqual([1, 2]);
    expect([...toggleId(start, 1, false)]).toEqual([]);
    expect([...toggleId(start, 1, true)]).toEqual([1]);
    expect([...start]).toEqual([1]);
  });

  it('selects or clears the whole page and keeps other pages', () => {
    expect([...togglePage(new Set([9, 2]), [1, 2, 3], true)].sort()).toEqual([1, 2, 3, 9]);
    expect([...togglePage(new Set([9, 2]), [1, 2, 3], false)]).toEqual([9]);
  });
});

describe('row selection in the table library shape', () => {
  it('keys the selected ids of the page as strings', () => {
    expect(toRowSelection(new Set([2, 9]), [1, 2, 3])).toEqual({ '2': true });
    expect(toRowSelection(new Set(['a']), ['a', 'b'])).toEqual({ a: true });
  });

  it('reads the page back as ids and keeps ids of other pages', () => {
    const next = fromRowSelection(new Set([9, 1]), [1, 2, 3], { '2': true, '3': false });
    expect([...next].sort()).toEqual([2, 9]);
  });

  it('round-trips', () => {
    const selected = new Set([1, 3]);
    expect(fromRowSelection(new Set<number>(), [1, 2, 3], toRowSelection(selected, [1, 2, 3]))).toEqual(
      selected,
    );
  });
});

describe('sorting', () => {
  it('flips the current column and starts a new one in its first direction', () => {
    expect(nextSort(null, 'name')).toEqual({ id: 'name', desc: false });
    expect(nextSort({ id: 'name', desc: false }, 'name')).toEqual({ id: 'name', desc: true });
    expect(nextSort({ id: 'name', desc: true }, 'name')).toEqual({ id: 'name', desc: false });
    expect(nextSort({ id: 'name', desc: false }, 'created_at', true)).toEqual({
      id: 'created_at',
      desc: true,
    });
  });

  it('gives aria-sort for the sorted column and none for the others', () => {
    expect(ariaSort({ id: 'name', desc: false }, 'name')).toBe('ascending');
    expect(ariaSort({ id: 'name', desc: true }, 'name')).toBe('descending');
    expect(ariaSort({ id: 'name', desc: true }, 'email')).toBe('none');
    expect(ariaSort(null, 'name')).toBe('none');
  });
});
