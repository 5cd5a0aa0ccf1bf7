import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type RowData,
  type RowSelectionState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown, LoaderCircle } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { cn } from '../../lib/utils';
import { Checkbox } from '../ui/checkbox';
import {
  ariaSort,
  fromRowSelection,
  nextSort,
  type RowId,
  type TableSort,
  toRowSelection,
} from './table-state';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's `<th>` (after the table's cell padding). */
    headerClassName?: string;
    /** Classes for each of the column's `<td>` (after the table's cell padding). */
    cellClassName?: string;
  }
}

/** Row selection, held by the page: the ids selected and what to do when they change. */
export interface DataTableSelection<TData, TId extends RowId> {
  selected: ReadonlySet<TId>;
  onChange: (next: Set<TId>) => void;
  /** The row's name as read after "Select", e.g. a user's display name. */
  rowName: (row: TData) => string;
  /** The rows' plural for the select-all box: "Select all <users> on this page". */
  itemsName: string;
}

/**
 * Server-side sorting, held by the page. A column takes part with `enableSorting: true` in its def
 * (`sortDescFirst: true` to start descending); its header becomes a button and its `<th>` gets `aria-sort`.
 */
export interface DataTableSorting {
  sort: TableSort | null;
  onChange: (next: TableSort) => void;
}

export interface DataTableProps<TData, TId extends RowId> {
  columns: ColumnDef<TData>[];
  data: readonly TData[];
  getRowId: (row: TData) => TId;
  /** Read by screen readers as the table's name (a visually hidden caption). */
  caption: string;
  selection?: DataTableSelection<TData, TId>;
  sorting?: DataTableSorting;
  /** While true, the body shows `loadingState` (or a spinner) and the table is marked busy. */
  loading?: boolean;
  loadingState?: ReactNode;
  /** Shown in the body when there are no rows. */
  emptyState?: ReactNode;
  /** Padding for every cell; columns add their own classes through `meta`. */
  cellClassName?: string;
  rowClassName?: (row: TData, selected: boolean) => string | false | undefined;
  className?: string;
}

const SELECT_COLUMN = '__select';

/**
 * A semantic table on @tanstack/react-table: `<th scope="col">` headers, an optional checkbox column
 * ("Select <row>", and "Select all <items> on this page" that shows a partial page as indeterminate),
 * optional server-side sort buttons, and its own horizontal scroll box so a narrow page never scrolls
 * sideways. Selection and sort are controlled by the page.
 */
export function DataTable<TData, TId extends RowId>({
  columns,
  data,
  getRowId,
  caption,
  selection,
  sorting,
  loading = false,
  loadingState,
  emptyState,
  cellClassName = 'px-4 py-3',
  rowClassName,
  className,
}: DataTableProps<TData, TId>) {
  const rows = useMemo(() => [...data], [data]);
  const pageIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const allColumns = useMemo(
    () => (selection ? [selectColumn(selection), ...columns] : columns),
    [selection, columns],
  );

  const rowSelection = selection ? toRowSelection(selection.selected, pageIds) : {};
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    if (!selection) return;
    const next = typeof updater === 'function' ? updater(rowSelection) : updater;
    selection.onChange(fromRowSelection(selection.selected, pageIds, next));
  };

  const table = useReactTable({
    data: rows,
    columns: allColumns,
    getRowId: (row) => String(getRowId(row)),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableRowSelection: Boolean(selection),
    state: {
      rowSelection,
      sorting: sorting?.sort ? [sorting.sort] : [],
    },
    onRowSelectionChange,
  });

  const columnCount = table.getVisibleLeafColumns().length;
  const fullRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className="px-4 py-10 text-center text-slate-600">
        {content}
      </td>
    </tr>
  );

  return (
    <div
      className={cn(
        'max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm',
        className,
      )}
    >
      <table className="w-full text-left text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} sorting={sorting} cellClassName={cellClassName} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading
            ? fullRow(
                loadingState ?? (
                  <span className="inline-flex items-center gap-2">
                    <LoaderCircle className="size-4 animate-spin text-indigo-600" aria-hidden="true" />
                    Loading…
                  </span>
                ),
              )
            : rows.length === 0
              ? emptyState !== undefined && fullRow(emptyState)
              : table.getRowModel().rows.map((row) => (
                  <tr
                    key={row.id}
                    className={cn(
                      'transition-colors hover:bg-slate-50/70',
                      rowClassName?.(row.original, row.getIsSelected()),
                    )}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={cn(cellClassName, cell.column.columnDef.meta?.cellClassName)}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<TData>({
  header,
  sorting,
  cellClassName,
}: {
  header: Header<TData, unknown>;
  sorting: DataTableSorting | undefined;
  cellClassName: string;
}) {
  const { columnDef } = header.column;
  const sortable = Boolean(sorting) && columnDef.enableSorting === true;
  const current = sorting?.sort ?? null;
  const content = header.isPlaceholder ? null : flexRender(columnDef.header, header.getContext());
  const direction = ariaSort(current, header.column.id);
  const SortIcon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown;

  return (
    <th
      scope="col"
      colSpan={header.colSpan > 1 ? header.colSpan : undefined}
      aria-sort={sortable ? direction : undefined}
      className={cn(cellClassName, columnDef.meta?.headerClassName)}
    >
      {sortable && sorting ? (
        <button
          type="button"
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase tracking-wide hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          onClick={() =>
            sorting.onChange(nextSort(current, header.column.id, columnDef.sortDescFirst === true))
          }
        >
          {content}
          <SortIcon
            className={cn('size-3.5', direction === 'none' ? 'text-slate-400' : 'text-indigo-600')}
            aria-hidden="true"
          />
        </button>
      ) : (
        content
      )}
    </th>
  );
}

function selectColumn<TData, TId extends RowId>(selection: DataTableSelection<TData, TId>): ColumnDef<TData> {
  return {
    id: SELECT_COLUMN,
    meta: { headerClassName: 'w-10' },
    header: ({ table }) => {
      const state = table.getIsAllPageRowsSelected()
        ? 'all'
        : table.getIsSomePageRowsSelected()
          ? 'some'
          : 'none';
      return (
        <Checkbox
          checked={state === 'all'}
          ref={(input) => {
            if (input) input.indeterminate = state === 'some';
          }}
          onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
          disabled={table.getRowModel().rows.length === 0}
          aria-label={`Select all ${selection.itemsName} on this page`}
        />
      );
    },
    cell: ({ row }) => (
      <Checkbox
        checked={row.getIsSelected()}
        onChange={(event) => row.toggleSelected(event.target.checked)}
        aria-label={`Select ${selection.rowName(row.original)}`}
      />
    ),
  };
}
