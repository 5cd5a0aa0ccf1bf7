import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Pagination, pageProps } from '../../components/pagination';
import { ErrorState, LoadingState } from '../../components/query-state';
import { useBookmarks } from './api';
import { FaqItem } from './FaqItem';

/** "My bookmarks": the FAQs the reader bookmarked (kept on the server), newest bookmark first. */
export function BookmarksTab({ active }: { active: boolean }) {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const bookmarks = useBookmarks(page, active);
  const data = bookmarks.data;
  const total = data?.pagination.total;
  return (
    <section aria-labelledby="bookmarks-heading" className="space-y-4">
      <div>
        <h2 id="bookmarks-heading" className="text-lg font-semibold text-slate-900">
          My bookmarks
        </h2>
        <p className="text-sm text-slate-600" aria-live="polite">
          {total === undefined ? '' : `${total} saved ${total === 1 ? 'FAQ' : 'FAQs'}`}
        </p>
      </div>
      {bookmarks.isPending ? (
        <LoadingState label="Loading your bookmarks..." rows={3} rowClass="h-14" />
      ) : bookmarks.error && !data ? (
        <ErrorState
          title="Failed to load bookmarks"
          message="Please try again later"
          error={bookmarks.error}
          onRetry={() => bookmarks.refetch()}
          retryLabel="Retry"
        />
      ) : !data || data.faqs.length === 0 ? (
        <EmptyState
          icon={Bookmark}
          title="No bookmarks yet"
          text="Open an FAQ and choose Bookmark to find it here quickly later."
        />
      ) : (
        <>
          <ul
            aria-label="Bookmarked FAQs"
            aria-busy={bookmarks.isFetching || undefined}
            className="space-y-3"
          >
            {data.faqs.map((faq) => (
              <FaqItem
                key={faq.id}
                faq={faq}
                open={openId === faq.id}
                onToggle={() => setOpenId((current) => (current === faq.id ? null : faq.id))}
              />
            ))}
          </ul>
          {data.pagination.last_page > 1 && (
            <Pagination
              {...pageProps(data.pagination)}
              perPage={data.pagination.per_page}
              onPageChange={(value) => {
                setPage(value);
                setOpenId(null);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
