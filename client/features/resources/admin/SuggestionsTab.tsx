import { Check, Inbox, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../../common/limits';
import { RESOURCE_MESSAGES, type ResourceSuggestionStatus } from '../../../../common/schemas/resources';
import type { ResourceCategory, ResourceSuggestion } from '../../../../common/schemas/resources-shapes';
import { isApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect } from '../../../components/filter-select';
import { FormField } from '../../../components/form-field';
import { Pagination, pageProps } from '../../../components/pagination';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { formatDate } from '../../../lib/format';
import { safeResourceUrl, typeLabel } from '../format';
import { useResourceSuggestions, useReviewResourceSuggestion } from './api';

const STATUS_BADGE = {
  pending: { label: 'Pending Review', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
} as const;

/** Resources suggested by counselors and admins: approve into a published resource, or reject with a reason. */
export function SuggestionsTab({ categories }: { categories: ResourceCategory[] }) {
  const ids = useId();
  const [status, setStatus] = useState<ResourceSuggestionStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<{
    item: ResourceSuggestion;
    action: 'approve' | 'reject';
  } | null>(null);
  const [reason, setReason] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const list = useResourceSuggestions({ status, page });
  const review = useReviewResourceSuggestion();
  const data = list.data;

  const confirm = () => {
    if (!reviewing) return;
    if (reviewing.action === 'reject' && !reason.trim()) {
      setReasonError(RESOURCE_MESSAGES.rejectReasonRequired);
      return;
    }
    if (reviewing.action === 'approve' && !categoryId) {
      setReasonError(RESOURCE_MESSAGES.categoryRequired);
      return;
    }
    review.mutate(
      {
        id: reviewing.item.id,
        action: reviewing.action,
        reason: reason.trim() || undefined,
        categoryId: categoryId ? Number(categoryId) : undefined,
      },
      {
        onSuccess: () => {
          toast.success(
            reviewing.action === 'approve'
              ? 'Suggestion approved and published!'
              : 'Suggestion rejected successfully!',
          );
          setReviewing(null);
        },
      },
    );
  };

  return (
    <section aria-labelledby="suggestions-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="suggestions-heading" className="text-lg font-semibold text-slate-900">
          Suggested Resources
        </h2>
        <FilterSelect<ResourceSuggestionStatus | ''>
          label="Status"
          value={status}
          options={[
            { value: 'pending', label: 'Pending' },
            { value: 'approved', label: 'Approved' },
            { value: 'rejected', label: 'Rejected' },
            { value: '', label: 'All' },
          ]}
          onValueChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          className="w-40"
        />
      </div>
      {list.isPending ? (
        <LoadingState label="Loading suggestions..." rows={3} rowClass="h-24" />
      ) : list.error && !data ? (
        <ErrorState
          title="Failed to load suggestions"
          message="Please try refreshing the page"
          error={list.error}
          onRetry={() => list.refetch()}
          retryLabel="Retry"
        />
      ) : !data || data.suggestions.length === 0 ? (
        <EmptyState icon={Inbox} title="No suggestions" text="Suggestions from counselors appear here." />
      ) : (
        <>
          <ul aria-label="Resource suggestions" className="space-y-3">
            {data.suggestions.map((item) => {
              const href = safeResourceUrl(item.external_url);
              const badge = STATUS_BADGE[item.status];
              return (
                <li
                  key={item.id}
                  className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div className="flex flex-wrap items-start gap-2">
                    <h3 className="min-w-0 flex-1 font-semibold text-slate-900">{item.title}</h3>
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </div>
                  <p className="text-sm text-slate-700">{item.description}</p>
                  <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
                    <span>{typeLabel(item.type)}</span>
                    {item.category && <span>{item.category.name}</span>}
                    <span>
                      by {item.suggester?.name ?? 'Unknown'} on {formatDate(item.created_at)}
                    </span>
                    {href ? (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="break-all text-indigo-700 underline"
                      >
                        {href}
                      </a>
                    ) : (
                      <span>Link not usable</span>
                    )}
                  </p>
                  {item.note && <p className="text-sm italic text-slate-700">“{item.note}”</p>}
                  {item.reject_reason && (
                    <p className="text-sm text-red-800">Rejected: {item.reject_reason}</p>
                  )}
                  {item.status === 'pending' && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        onClick={() => {
                          setCategoryId(item.category_id ? String(item.category_id) : '');
                          setReasonError(null);
                          setReviewing({ item, action: 'approve' });
                        }}
                        aria-label={`Approve ${item.title}`}
                      >
                        <Check aria-hidden="true" />
                        Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          setReason('');
                          setReasonError(null);
                          setReviewing({ item, action: 'reject' });
                        }}
                        aria-label={`Reject ${item.title}`}
                      >
                        <X aria-hidden="true" />
                        Reject
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
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
        open={reviewing !== null}
        title={reviewing?.action === 'approve' ? 'Approve suggestion' : 'Reject suggestion'}
        description={
          reviewing?.action === 'approve'
            ? `“${reviewing.item.title}” will be published as a new resource in the library.`
            : `“${reviewing?.item.title ?? ''}” will be rejected; the reason is kept with it.`
        }
        confirmLabel={reviewing?.action === 'approve' ? 'Approve & Publish' : 'Reject'}
        busy={review.isPending}
        failure={
          review.error
            ? isApiError(review.error) && review.error.fromServer
              ? review.error.message
              : 'The suggestion could not be reviewed. Please try again.'
            : null
        }
        onConfirm={confirm}
        onClose={() => {
          review.reset();
          setReviewing(null);
        }}
      >
        {reviewing?.action === 'approve' && (
          <FormField id={`${ids}-category`} label="Category" error={reasonError ?? undefined}>
            <Select
              id={`${ids}-category`}
              value={categoryId}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${ids}-category-error` : undefined}
              onChange={(event) => {
                setCategoryId(event.target.value);
                setReasonError(null);
              }}
            >
              <option value="">Choose a category</option>
              {categories
                .filter((c) => c.is_active)
                .map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
            </Select>
          </FormField>
        )}
        {reviewing?.action === 'reject' && (
          <FormField id={`${ids}-reason`} label="Reason" error={reasonError ?? undefined}>
            <Textarea
              id={`${ids}-reason`}
              rows={3}
              maxLength={LIMITS.resources.rejectReasonMax}
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
            />
          </FormField>
        )}
      </ConfirmDialog>
    </section>
  );
}
