import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Star, Trash2 } from 'lucide-react';
import { DataTable } from '../../components/data-table';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatNumber } from '../../lib/format';
import { expertiseText, type SpecializationView } from './format';
import {
  AvailabilitySwitch,
  CanTakeIndicator,
  CategoryChip,
  CounselorCell,
  PriorityBadge,
  WorkloadCell,
} from './parts';

/** What the row and card buttons do; the tab owns the dialogs. */
export interface SpecializationActions {
  onEdit: (row: SpecializationView) => void;
  onRemove: (row: SpecializationView) => void;
  onToggleAvailability: (row: SpecializationView, available: boolean) => void;
  /** Specializations whose availability is being saved. */
  savingIds: ReadonlySet<number>;
}

interface ListProps extends SpecializationActions {
  rows: readonly SpecializationView[];
}

/** A table on wide screens, cards on narrow ones. */
export function SpecializationList(props: ListProps) {
  return (
    <>
      <div className="hidden xl:block">
        <SpecializationTable {...props} />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:hidden">
        {props.rows.map((row) => (
          <SpecializationCard key={row.id} row={row} {...props} />
        ))}
      </div>
    </>
  );
}

const rowId = (row: SpecializationView) => row.id;

function SpecializationTable({ rows, ...actions }: ListProps) {
  const columns: ColumnDef<SpecializationView>[] = [
    {
      id: 'counselor',
      header: 'Counselor',
      meta: { cellClassName: 'max-w-56' },
      cell: ({ row }) => <CounselorCell row={row.original} />,
    },
    {
      id: 'category',
      header: 'Category and notes',
      meta: { cellClassName: 'max-w-52' },
      cell: ({ row: { original: row } }) => (
        <>
          <CategoryChip name={row.category.name} color={row.category.color} />
          {row.notes && (
            <p className="mt-1.5 line-clamp-2 text-xs text-slate-600" title={row.notes}>
              {row.notes}
            </p>
          )}
        </>
      ),
    },
    {
      id: 'priority',
      header: 'Priority',
      cell: ({ row }) => <PriorityBadge level={row.original.priority_level} />,
    },
    { id: 'workload', header: 'Workload', cell: ({ row }) => <WorkloadCell row={row.original} /> },
    {
      id: 'expertise',
      header: 'Expertise',
      meta: { cellClassName: 'whitespace-nowrap' },
      cell: ({ row }) => <Expertise rating={row.original.expertise_rating} />,
    },
    {
      id: 'available',
      header: 'Available',
      cell: ({ row: { original: row } }) => (
        <div className="flex flex-col items-start gap-1.5">
          <AvailabilitySwitch
            row={row}
            busy={actions.savingIds.has(row.id)}
            onChange={(on) => actions.onToggleAvailability(row, on)}
          />
          <CanTakeIndicator row={row} />
        </div>
      ),
    },
    {
      id: 'score',
      header: 'Score',
      meta: { cellClassName: 'tabular-nums' },
      cell: ({ row }) => (
        <span title="Assignment score">{formatNumber(row.original.assignment_score, 1)}</span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { headerClassName: 'text-right' },
      cell: ({ row }) => <RowButtons row={row.original} {...actions} />,
    },
  ];

  return (
    <DataTable
      caption="Counselor specializations"
      columns={columns}
      data={rows}
      getRowId={rowId}
      cellClassName="px-3 py-3"
      rowClassName={() => 'align-top'}
    />
  );
}

function SpecializationCard({ row, ...actions }: { row: SpecializationView } & SpecializationActions) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <CounselorCell row={row} />
        <PriorityBadge level={row.priority_level} />
      </div>
      <div>
        <CategoryChip name={row.category.name} color={row.category.color} />
      </div>
      <WorkloadCell row={row} />
      <dl className="grid grid-cols-2 gap-2 text-xs">
        <div>
          <dt className="text-slate-500">Expertise</dt>
          <dd>
            <Expertise rating={row.expertise_rating} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Assignment score</dt>
          <dd className="font-medium tabular-nums text-slate-900">{formatNumber(row.assignment_score, 1)}</dd>
        </div>
      </dl>
      {row.notes && <p className="line-clamp-3 text-xs text-slate-600">{row.notes}</p>}
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <div className="flex items-center gap-2">
          <AvailabilitySwitch
            row={row}
            busy={actions.savingIds.has(row.id)}
            onChange={(on) => actions.onToggleAvailability(row, on)}
          />
          <CanTakeIndicator row={row} />
        </div>
        <RowButtons row={row} {...actions} />
      </div>
    </Card>
  );
}

function Expertise({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
      {expertiseText(rating)}
    </span>
  );
}

function RowButtons({ row, onEdit, onRemove }: { row: SpecializationView } & SpecializationActions) {
  const who = `${row.user.name} in ${row.category.name}`;
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Edit ${who}`}
        onClick={() => onEdit(row)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-red-600 hover:bg-red-50 hover:text-red-700"
        aria-label={`Remove ${who}`}
        onClick={() => onRemove(row)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
