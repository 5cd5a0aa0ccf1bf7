import { Check, Inbox, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../../common/limits';
import type { SuggestionStatus } from '../../../../common/schemas/help';
import type { Suggestion } from '../../../../common/schemas/help-shapes';
import { isApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect } from '../../../components/filter-select';
import { Pagination, pageProps } from '../../../components/pagination';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { formatDateTime } from '../../../lib/format';
import { useSearchTerm } from '../../../lib/useSearchTerm';
import { useReviewSuggestion, useSuggestions } from './api';
import { SuggestionBulkBar } from './SuggestionBulkBar';

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

const STATUS_BADGE = {
  pending: { label: 'Pending Review', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
} as const;

type Review = { suggestion: Suggestion; action: 'approve' | 'reject' };

/** Content Suggestions (spec 3 §2.2): counselors' and admins' suggested FAQs, approved or rejected here. */
export function SuggestionsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SuggestionStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const [review, setReview] = useState<Review | null>(null);
  const searchBox = useSearchTerm(search, 300, (value) => {
    setSearch(value.trim());
    setPage(1);
  });
  const list = useSuggestions({ search, status, page });
  const act = useReviewSuggestion();
  const data = list.data;
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const pendingIds = (data?.suggestions ?? []).filter((s) => s.status === 'pending').map((s) => s.id);
  // A new page of results starts with nothing selected.
  const pageKey = pendingIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the page's pending suggestions change
  useEffect(() => setSelected(new Set()), [pageKey]);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirm = () => {
    if (!review) return;
    act.mutate(
      { id: review.suggestion.id, action: review.action },
      {
        onSuccess: () => {
          toast.success(
            review.action === 'approve'
              ? 'Suggestion approved and published!'
              : 'Suggestion rejected successfully!',
          );
          setReview(null);
        },
      },
    );
  };

  return (
    <section aria-labelledby="suggestions-heading" className="space-y-4">
      <div>
        <h2 id="suggestions-heading" className="text-lg font-semibold text-slate-900">
          Content Suggestions
        </h2>
        <p className="text-sm text-slate-600">Review suggestions from counselors</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end">
        <SearchField
          label="Search suggestions"
          term={searchBox.term}
          onTermChange={searchBox.setTerm}
          onCommit={searchBox.commit}
          pending={searchBox.pending}
          maxLength={LIMITS.help.searchMax}
        />
        <FilterSelect<SuggestionStatus | ''>
          label="Status"
          value={status}
          anyOption={{ value: '', label: 'All' }}
          options={STATUSES}
          onValueChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      {list.isPending ? (
        <LoadingState label="Loading suggestions..." rows={3} rowClass="h-32" />
      ) : list.error && !data ? (
        <ErrorState
          title="Failed to load content suggestions"
          message="Failed to load content suggestions"
          error={list.error}
          onRetry={() => list.refetch()}
          retryLabel="Retry"
        />
      ) : !data || data.suggestions.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No suggestions"
          text="Counselors suggest content; an admin approves, rejects or edits it. Approved suggestions become published FAQs, rejected ones are removed."
        />
      ) : (
        <>
          {pendingIds.length > 0 && (
            <SuggestionBulkBar pendingIds={pendingIds} selected={selected} onSelectedChange={setSelected} />
          )}
          <ul aria-label="Suggestions" aria-busy={list.isFetching || undefined} className="space-y-3">
            {data.suggestions.map((s) => (
              <SuggestionCard
                key={s.id}
                suggestion={s}
                selected={selected.has(s.id)}
                onSelectedChange={(on) => toggle(s.id, on)}
                onReview={(action) => setReview({ suggestion: s, action })}
              />
            ))}
          </ul>
          {data.pagination.last_page > 1 && (
            <Pagination
              {...pageProps(data.pagination)}
              perPage={data.pagination.per_page}
              onPageChange={setPage}
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={review !== null}
        title={review?.action === 'approve' ? 'Approve suggestion' : 'Reject suggestion'}
        description={
          review?.action === 'approve'
            ? 'It will be published as a new FAQ in the Help Center.'
            : 'The suggestion will be rejected and removed from the review list. This cannot be undone.'
        }
        confirmLabel={review?.action === 'approve' ? 'Approve & Publish' : 'Reject'}
        busy={act.isPending}
        failure={
          act.error
            ? isApiError(act.error) && act.error.fromServer
              ? act.error.message
              : review?.action === 'approve'
                ? 'Failed to approve suggestion'
                : 'Failed to reject suggestion'
            : null
        }
        onConfirm={confirm}
        onClose={() => {
          act.reset();
          setReview(null);
        }}
      />
    </section>
  );
}

function SuggestionCard({
  suggestion: s,
  selected,
  onSelectedChange,
  onReview,
}: {
  suggestion: Suggestion;
  selected: boolean;
  onSelectedChange: (on: boolean) => void;
  onReview: (action: 'approve' | 'reject') => void;
}) {
  const [full, setFull] = useState(false);
  const badge = STATUS_BADGE[s.status];
  const long = s.answer.length > 300;
  return (
    <li
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm${selected ? ' ring-2 ring-indigo-300' : ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          {s.status === 'pending' && (
            <Checkbox
              checked={selected}
              onChange={(event) => onSelectedChange(event.target.checked)}
              aria-label={`Select suggestion #${s.id}`}
            />
          )}
          <h3 className="font-semibold text-slate-900">Content Suggestion #{s.id}</h3>
        </div>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {s.creator?.name ?? 'Unknown User'}
        {s.creator?.email ? ` (${s.creator.email})` : ''} · submitted {formatDateTime(s.submitted_at)}
        {s.category ? ` · ${s.category.name}` : ''}
      </p>
      <p className="mt-3 font-medium text-slate-900">{s.question}</p>
      <p className="mt-1 whitespace-pre-line text-sm text-slate-700">
        {full || !long ? s.answer : `${s.answer.slice(0, 300)}…`}
      </p>
      {long && (
        <Button
          variant="link"
          size="sm"
          className="px-0"
          aria-expanded={full}
          onClick={() => setFull((v) => !v)}
        >
          {full ? 'Show less' : 'Read full answer'}
        </Button>
      )}
      {s.tags.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-1.5">
          {s.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </div>
      )}
      {s.status === 'pending' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onReview('approve')}>
            <Check aria-hidden="true" />
            Approve<span className="sr-only"> suggestion #{s.id}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onReview('reject')}>
            <X aria-hidden="true" />
            Reject<span className="sr-only"> suggestion #{s.id}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
