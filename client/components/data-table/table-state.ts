import type { RowSelectionState } from '@tanstack/react-table';

/** What a row is known by: a database id, or a string key. */
export type RowId = string | number;

/** One column sorted one way; the list is sorted on the server, the table only shows and asks. */
export interface TableSort {
  id: string;
  desc: boolean;
}

/** How much of the page is selected: drives the select-all box (checked, indeterminate or empty). */
export type PageSelection = 'all' | 'some' | 'none';

export function pageSelection<TId extends RowId>(
  selected: ReadonlySet<TId>,
  pageIds: readonly TId[],
): PageSelection {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/** The selection with one id added or taken out. */
export function toggleId<TId extends RowId>(selected: ReadonlySet<TId>, id: TId, on: boolean): Set<TId> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** The selection with every id of the page added or taken out; ids of other pages are kept. */
export function togglePage<TId extends RowId>(
  selected: ReadonlySet<TId>,
  pageIds: readonly TId[],
  on: boolean,
): Set<TId> {
  const next = new Set(selected);
  for (const id of pageIds) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The selected ids of this page in @tanstack/react-table's shape (row ids are strings there). */
export function toRowSelection<TId extends RowId>(
  selected: ReadonlySet<TId>,
  pageIds: readonly TId[],
): RowSelectionState {
  const state: RowSelectionState = {};
  for (const id of pageIds) if (selected.has(id)) state[String(id)] = true;
  return state;
}

/**
 * Reads the table's row selection back into ids: the page's rows are as the table says, ids that are not
 * on this page stay as they were.
 */
export function fromRowSelection<TId extends RowId>(
  selected: ReadonlySet<TId>,
  pageIds: readonly TId[],
  state: RowSelectionState,
): Set<TId> {
  const next = new Set(selected);
  for (const id of pageIds) {
    if (state[String(id)]) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The sort after a click on a column's header: the same column flips direction; another column starts
 * with its first direction (descending first suits dates: newest first).
 */
export function nextSort(current: TableSort | null, id: string, descFirst = false): TableSort {
  if (current?.id === id) return { id, desc: !current.desc };
  return { id, desc: descFirst };
}

/** The `aria-sort` of a sortable column's header. */
export function ariaSort(current: TableSort | null, id: string): 'ascending' | 'descending' | 'none' {
  if (current?.id !== id) return 'none';
  return current.desc ? 'descending' : 'ascending';
}
