import { ShieldQuestion } from 'lucide-react';
import { useId, useState } from 'react';
import type { ConcernState } from '../../../common/schemas/concerns';
import { EmptyState } from '../../components/empty-state';
import { type FilterOption, FilterSelect } from '../../components/filter-select';
import { Pagination, pageProps } from '../../components/pagination';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Card } from '../../components/ui/card';
import { type ConcernFilters, useConcerns } from './api';
import { ConcernItemRow } from './ConcernItemRow';

const STATE_CHOICES: readonly FilterOption<ConcernState>[] = [
  { value: 'open', label: 'Open (oldest first)' },
  { value: 'reviewed', label: 'Reviewed (newest first)' },
];

/**
 * The possible-concern review queue for counselors and admins (Ticket Management Center → Possible concern,
 * and the counselor dashboard): tickets the screening found possibly worrying though below a crisis, the
 * longest waiting first, each to be reviewed within the day. Not an alert: nobody is paged.
 */
export function ConcernQueue({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const titleId = useId();
  const [filters, setFilters] = useState<ConcernFilters>({ state: 'open', page: 1, per_page: 10 });
  const concerns = useConcerns(filters);
  const data = concerns.data;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const body = () => {
    if (concerns.isPending) return <LoadingState label="Loading possible concerns" rows={2} />;
    if (concerns.isError && !data)
      return <ErrorState message={concerns.error.message} onRetry={concerns.refetch} retryLabel="Retry" />;
    if (!data || data.concerns.length === 0) {
      return (
        <EmptyState
          icon={ShieldQuestion}
          title={
            filters.state === 'open' ? 'No possible concerns waiting' : 'No reviewed possible concerns yet'
          }
          text="When the screening finds a ticket possibly worrying but below a crisis, it waits here for a review."
        />
      );
    }
    return (
      <>
        <ul className="space-y-3" aria-labelledby={titleId}>
          {data.concerns.map((concern) => (
            <ConcernItemRow key={concern.ticket_id} concern={concern} />
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
    <section aria-labelledby={titleId} className="space-y-4">
      <Card className="space-y-4 p-4 sm:p-5">
        <div className="min-w-0 space-y-1">
          <Heading id={titleId} className="text-lg font-semibold text-slate-900">
            Possible concern
          </Heading>
          <p className="text-sm text-slate-600">
            Tickets the screening found possibly worrying, though below a crisis. Review each within the day:
            open it, then record what you did.
          </p>
          {data && (
            <p className="text-sm font-medium text-slate-700" aria-live="polite">
              {data.counts.open} open · {data.counts.overdue} waiting over a day · {data.counts.reviewed}{' '}
              reviewed
            </p>
          )}
        </div>
        <div className="sm:max-w-xs">
          <FilterSelect
            label="Show"
            value={filters.state}
            options={STATE_CHOICES}
            onValueChange={(state) => setFilters((current) => ({ ...current, state, page: 1 }))}
          />
        </div>
      </Card>
      {body()}
    </section>
  );
}
