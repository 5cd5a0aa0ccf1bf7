import { HelpCircle } from 'lucide-react';
import type { FaqSort } from '../../../common/schemas/help';
import type { FaqList, SearchInfo } from '../../../common/schemas/help-shapes';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { Pagination, pageProps } from '../../components/pagination';
import { ErrorState, LoadingState } from '../../components/query-state';
import { FaqItem } from './FaqItem';

const SORTS: { value: FaqSort; label: string }[] = [
  { value: 'featured', label: 'Featured First' },
  { value: 'helpful', label: 'Most Helpful' },
  { value: 'newest', label: 'Newest' },
];

/** The FAQ tab's right side: sort, results count, how the search was read, the accordion and paging. */
export function FaqResults({
  data,
  isPending,
  isFetching,
  error,
  onRetry,
  sort,
  searching,
  onSortChange,
  openId,
  onToggle,
  onPageChange,
}: {
  data: FaqList | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  onRetry: () => unknown;
  sort: FaqSort;
  searching: boolean;
  onSortChange: (sort: FaqSort) => void;
  openId: number | null;
  onToggle: (id: number) => void;
  onPageChange: (page: number) => void;
}) {
  const sorts = searching ? [{ value: 'relevance' as const, label: 'Best Match' }, ...SORTS] : SORTS;
  const total = data?.pagination.total;
  return (
    <section aria-labelledby="faq-results-heading" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="faq-results-heading" className="text-lg font-semibold text-slate-900">
            {searching ? 'Search results' : 'Frequently asked questions'}
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === undefined ? '' : `${total} ${total === 1 ? 'FAQ' : 'FAQs'} found`}
          </p>
        </div>
        <FilterSelect<FaqSort>
          label="Sort by"
          value={sort}
          options={sorts}
          onValueChange={onSortChange}
          className="w-44"
        />
      </div>
      {data?.search && <SearchNote search={data.search} />}
      {isPending ? (
        <LoadingState label="Loading FAQs..." rows={5} rowClass="h-14" />
      ) : error && !data ? (
        <ErrorState
          title="Failed to load FAQs"
          message="Please try again later"
          error={error}
          onRetry={onRetry}
          retryLabel="Retry"
        />
      ) : !data || data.faqs.length === 0 ? (
        <EmptyState
          icon={HelpCircle}
          title="No FAQs found"
          text={
            searching
              ? 'Try other words, or browse the categories.'
              : 'There are no FAQs in this category yet.'
          }
        />
      ) : (
        <>
          <ul aria-label="FAQs" aria-busy={isFetching || undefined} className="space-y-3">
            {data.faqs.map((faq) => (
              <FaqItem key={faq.id} faq={faq} open={openId === faq.id} onToggle={() => onToggle(faq.id)} />
            ))}
          </ul>
          {data.pagination.last_page > 1 && (
            <Pagination
              {...pageProps(data.pagination)}
              perPage={data.pagination.per_page}
              onPageChange={onPageChange}
            />
          )}
        </>
      )}
    </section>
  );
}

function SearchNote({ search }: { search: SearchInfo }) {
  const notes: string[] = [];
  if (search.corrected_query) notes.push(`Showing results for “${search.corrected_query}”.`);
  if (search.match === 'any')
    notes.push('No FAQ matched every word, so FAQs matching some of them are shown.');
  if (search.synonyms.length) notes.push(`Also searched for: ${search.synonyms.join(', ')}.`);
  if (!notes.length) return null;
  return (
    <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900" role="status">
      {notes.join(' ')}
    </p>
  );
}
