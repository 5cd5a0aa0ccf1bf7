import { Bookmark, BookmarkX, RefreshCw, SearchX, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Resource } from '../../../common/schemas/resources-shapes';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { Pagination } from '../../components/pagination';
import { ErrorState, LoadingState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { BOOKMARK_PAGE_SIZES, useResourceBookmarks } from './api';
import { savedAgo, TYPE_LABELS, typeLabel } from './format';
import { type CardView, ResourceCard } from './ResourceCard';
import type { ResourceActions } from './useResourceActions';
import { ViewToggle } from './ViewToggle';

type BookmarkSort = 'saved' | 'title' | 'rating' | 'type';

const SORTS: { value: BookmarkSort; label: string }[] = [
  { value: 'saved', label: 'Recently Saved' },
  { value: 'title', label: 'Title A-Z' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'type', label: 'Resource Type' },
];

/** The most bookmarks read at once; the filters and sort work over these in the browser. */
const FETCH_SIZE = 100;

type Saved = Resource & { bookmarked_at: string };

/** Filters, sorts and pages the reader's bookmarks (spec 3 §2.4). */
export function arrangeBookmarks(
  items: readonly Saved[],
  { search, category, type, sort }: { search: string; category: string; type: string; sort: BookmarkSort },
): Saved[] {
  const words = search.trim().toLowerCase();
  const kept = items.filter(
    (item) =>
      (!category || item.category?.slug === category) &&
      (!type || item.type === type) &&
      (!words ||
        [item.title, item.description, item.author_name ?? '', ...item.tags].some((text) =>
          text.toLowerCase().includes(words),
        )),
  );
  const compare: Record<BookmarkSort, (a: Saved, b: Saved) => number> = {
    saved: (a, b) => b.bookmarked_at.localeCompare(a.bookmarked_at),
    title: (a, b) => a.title.localeCompare(b.title),
    rating: (a, b) => b.rating - a.rating,
    type: (a, b) => typeLabel(a.type).localeCompare(typeLabel(b.type)) || a.title.localeCompare(b.title),
  };
  return [...kept].sort(compare[sort]);
}

/** My Bookmarks: the resources the reader saved, with search, filters, sort, grid or list and paging. */
export function BookmarksTab({
  active,
  actions,
  onOpen,
}: {
  active: boolean;
  actions: ResourceActions;
  onOpen: (resource: Resource) => void;
}) {
  const query = useResourceBookmarks(1, FETCH_SIZE, active);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [type, setType] = useState('');
  const [sort, setSort] = useState<BookmarkSort>('saved');
  const [view, setView] = useState<CardView>('grid');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);

  const all = query.data?.bookmarks ?? [];
  const categories = useMemo(() => {
    const seen = new Map<string, string>();
    for (const item of all) if (item.category) seen.set(item.category.slug, item.category.name);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [all]);
  const types = useMemo(
    () => [...new Set(all.map((item) => item.type))].map((value) => ({ value, label: TYPE_LABELS[value] })),
    [all],
  );
  const arranged = arrangeBookmarks(all, { search, category, type, sort });
  const lastPage = Math.max(1, Math.ceil(arranged.length / perPage));
  const current = Math.min(page, lastPage);
  const shown = arranged.slice((current - 1) * perPage, current * perPage);
  const filtered = Boolean(search || category || type);
  const total = query.data?.pagination.total;
  const from = arranged.length ? (current - 1) * perPage + 1 : 0;
  const to = (current - 1) * perPage + shown.length;
  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <section aria-labelledby="bookmarks-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="bookmarks-heading" className="text-lg font-semibold text-slate-900">
            My Bookmarks
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === undefined
              ? ''
              : `${total} saved ${total === 1 ? 'resource' : 'resources'}${
                  arranged.length > perPage ? ` (showing ${from}-${to})` : ''
                }`}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>

      {all.length > 0 && (
        <div className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
          <SearchField
            label="Search bookmarks"
            term={search}
            onTermChange={(value) => change(() => setSearch(value))}
            placeholder="Search bookmarks..."
            maxLength={200}
            className="sm:col-span-2"
          />
          <FilterSelect
            label="Category"
            value={category}
            anyOption={{ value: '', label: 'All categories' }}
            options={categories}
            onValueChange={(value) => change(() => setCategory(value))}
          />
          <FilterSelect
            label="Type"
            value={type}
            anyOption={{ value: '', label: 'All types' }}
            options={types}
            onValueChange={(value) => change(() => setType(value))}
          />
          <FilterSelect<BookmarkSort> label="Sort by" value={sort} options={SORTS} onValueChange={setSort} />
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-5">
            {filtered && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  change(() => {
                    setSearch('');
                    setCategory('');
                    setType('');
                  })
                }
              >
                <X aria-hidden="true" />
                Clear Filters
              </Button>
            )}
            <ViewToggle view={view} onChange={setView} className="ml-auto" />
          </div>
        </div>
      )}

      {query.isPending ? (
        <LoadingState label="Loading your bookmarks..." />
      ) : query.error && !query.data ? (
        <ErrorState
          title="Failed to load bookmarks"
          message="Failed to fetch bookmarks. Please try again."
          error={query.error}
          onRetry={() => query.refetch()}
          retryLabel="Retry"
        />
      ) : all.length === 0 ? (
        <EmptyState
          icon={Bookmark}
          title="No bookmarks yet"
          text="Start bookmarking resources to access them quickly later"
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No matching bookmarks found"
          text="Try adjusting your search or filters"
        />
      ) : (
        <>
          <ul
            aria-label="Bookmarked resources"
            aria-busy={query.isFetching || undefined}
            className={cn('grid gap-4', view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1')}
          >
            {shown.map((resource) => (
              <ResourceCard
                key={resource.id}
                resource={resource}
                view={view}
                actions={actions}
                onOpen={onOpen}
                extra={
                  <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
                    <span>Saved {savedAgo(resource.bookmarked_at)}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      disabled={actions.bookmarking === resource.id}
                      onClick={() => actions.toggleBookmark(resource, { removing: true })}
                    >
                      <BookmarkX aria-hidden="true" />
                      Remove<span className="sr-only"> {resource.title} from bookmarks</span>
                    </Button>
                  </div>
                }
              />
            ))}
          </ul>
          {arranged.length > perPage && (
            <Pagination
              page={current}
              lastPage={lastPage}
              total={arranged.length}
              from={from}
              to={to}
              perPage={perPage}
              pageSizes={BOOKMARK_PAGE_SIZES}
              onPageChange={setPage}
              onPageSizeChange={(size) => change(() => setPerPage(size))}
            />
          )}
          {total !== undefined && total > FETCH_SIZE && (
            <p className="text-sm text-slate-600">
              The {FETCH_SIZE} most recently saved of your {total} bookmarks are shown.
            </p>
          )}
        </>
      )}
    </section>
  );
}
