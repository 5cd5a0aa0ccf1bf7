import { ClipboardCheck, Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  SCREENING_MARK_KIND_LABELS,
  type ScreeningMarkKind,
  type ScreeningReviewState,
} from '../../../common/schemas/screening-reviews';
import { isApiError } from '../../api/client';
import { EmptyState } from '../../components/empty-state';
import { type FilterOption, FilterSelect } from '../../components/filter-select';
import { Pagination, pageProps } from '../../components/pagination';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { saveBlob } from '../../lib/download';
import { type ReviewFilters, useExportScreeningCases, useScreeningReviews } from './api';
import { ReviewItem } from './ReviewItem';

const KIND_CHOICES: readonly FilterOption<ScreeningMarkKind | 'all'>[] = [
  { value: 'all', label: 'All kinds' },
  { value: 'missed_crisis', label: SCREENING_MARK_KIND_LABELS.missed_crisis },
  { value: 'false_alarm', label: SCREENING_MARK_KIND_LABELS.false_alarm },
];
const STATE_CHOICES: readonly FilterOption<ScreeningReviewState | 'all'>[] = [
  { value: 'all', label: 'Open and exported' },
  { value: 'open', label: 'Open' },
  { value: 'exported', label: 'Exported' },
];
const DEFAULT_FILTERS: ReviewFilters = { kind: 'all', state: 'open', page: 1, per_page: 20 };

/**
 * The admins' screening review list (Ticket Management Center → Screening review): every "missed crisis" and
 * "false alarm" mark, newest first, and the export of marks as evaluation cases for the next held-out round.
 */
export function ScreeningReviewTab() {
  const [filters, setFilters] = useState<ReviewFilters>(DEFAULT_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const reviews = useScreeningReviews(filters);
  const exporting = useExportScreeningCases();
  const update = (change: Partial<ReviewFilters>) => {
    setFilters((current) => ({ ...current, page: 1, ...change }));
    setSelected(new Set());
  };
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const runExport = () =>
    exporting.mutate([...selected], {
      onSuccess: ({ blob, count, fileName }) => {
        saveBlob(blob, fileName);
        setSelected(new Set());
        toast.success(`Exported ${count} evaluation ${count === 1 ? 'case' : 'cases'}`, {
          description: 'Exported marks are now listed under Exported.',
        });
      },
      onError: (error) =>
        toast.error('Failed to export screening feedback', {
          description: isApiError(error) && error.fromServer ? error.message : 'Please try again.',
        }),
    });

  const data = reviews.data;
  const filtered = filters.kind !== 'all' || filters.state !== 'all';
  const body = () => {
    if (reviews.isPending) return <LoadingState label="Loading screening feedback" rows={3} />;
    if (reviews.isError && !data) {
      return <ErrorState message={reviews.error.message} onRetry={reviews.refetch} retryLabel="Retry" />;
    }
    if (!data || data.reviews.length === 0) {
      return (
        <EmptyState
          icon={ClipboardCheck}
          title={filtered ? 'No screening feedback matches these filters' : 'No screening feedback yet'}
          text="When counselors or admins mark a ticket as a missed crisis or a false alarm, it appears here."
        />
      );
    }
    return (
      <>
        <ul className="space-y-3" aria-label="Screening feedback">
          {data.reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              selected={selected.has(review.id)}
              onSelect={(on) => toggle(review.id, on)}
            />
          ))}
        </ul>
        <Pagination
          {...pageProps(data.pagination)}
          perPage={filters.per_page}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </>
    );
  };

  return (
    <section aria-labelledby="screening-review-title" className="space-y-4">
      <Card className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h2 id="screening-review-title" className="text-lg font-semibold text-slate-900">
              Screening review
            </h2>
            <p className="text-sm text-slate-600">
              Tickets staff marked as a missed crisis or a false alarm. Export them as evaluation cases for
              the next held-out round of the crisis screening.
            </p>
            {data && (
              <p className="text-sm font-medium text-slate-700">
                {data.counts.open} open · {data.counts.exported} exported
              </p>
            )}
          </div>
          <Button
            onClick={runExport}
            disabled={exporting.isPending || (selected.size === 0 && (data?.counts.open ?? 0) === 0)}
          >
            <Download aria-hidden="true" />
            {selected.size > 0 ? `Export selected (${selected.size})` : 'Export all open'}
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <FilterSelect
            label="Kind"
            value={filters.kind}
            options={KIND_CHOICES}
            onValueChange={(kind) => update({ kind })}
          />
          <FilterSelect
            label="State"
            value={filters.state}
            options={STATE_CHOICES}
            onValueChange={(state) => update({ state })}
          />
        </div>
      </Card>
      {body()}
    </section>
  );
}
