import { Bookmark, BookmarkX, RefreshCw, SearchX, X } from 'lucide-react';
import { useState } from 'react';
import type { BookmarkSort } from '../../../common/schemas/resources';
import type { Resource } from '../../../common/schemas/resources-shapes';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { Pagination } from '../../components/pagination';
import { ErrorState, LoadingState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { Button } from '../../components/ui/button';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { cn } from '../../lib/utils';
import { BOOKMARK_PAGE_SIZES, useResourceBookmarks } from './api';
import { savedAgo, TYPE_LABELS } from './format';
import { type CardView, ResourceCard } from './ResourceCard';
import type { ResourceActions } from './useResourceActions';
import { ViewToggle } from './ViewToggle';

const SORTS: { value: BookmarkSort; label: string }[] = [
  { value: 'saved', label: 'Recently Saved' },
  { value: 'title', label: 'Title A-Z' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'type', label: 'Resource Type' },
];

/** Typing pauses this long before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * My Bookmarks (spec 3 §2.4): the resources the reader saved, with search, filters and sort done by the server
 * over all of them, grid or list, and paging.
 */
export function BookmarksTab({
  active,
  actions,
  onOpen,
}: {
  active: boolean;
  actions: ResourceActions;
  onOpen: (resource: Resource) => void;
}) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [category, setCategory] = useState('');
  const [type, setType] = useState('');
  const [sort, setSort] = useState<BookmarkSort>('saved');
  const [view, setView] = useState<CardView>('grid');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  // A new search goes back to the first page.
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const query = useResourceBookmarks({ page, perPage, search, category, type, sort }, active);

  const shown = query.data?.bookmarks ?? [];
  const facets = query.data?.facets;
  const categories = (facets?.categories ?? []).map(({ slug, name }) => ({ value: slug, label: name }));
  const types = (facets?.types ?? []).map((value) => ({ value, label: TYPE_LABELS[value] }));
  const filtered = Boolean(searchText.trim() || category || type);
  const pagination = query.data?.pagination;
  const matching = pagination?.total ?? 0;
  // Anything saved at all: the filter choices are built from every bookmark, whatever the filters.
  const anySaved = (facets?.types.length ?? 0) > 0;
  const lastPage = Math.max(1, Math.ceil(matching / perPage));
  const from = shown.length ? (page - 1) * perPage + 1 : 0;
  const to = (page - 1) * perPage + shown.length;
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
            {pagination === undefined
              ? ''
              : `${matching} ${filtered ? 'matching' : 'saved'} ${matching === 1 ? 'resource' : 'resources'}${
                  matching > perPage ? ` (showing ${from}-${to})` : ''
                }`}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>

      {anySaved && (
        <div className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
          <SearchField
            label="Search bookmarks"
            term={searchText}
            onTermChange={setSearchText}
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
          <FilterSelect<BookmarkSort>
            label="Sort by"
            value={sort}
            options={SORTS}
            onValueChange={(value) => change(() => setSort(value))}
          />
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-5">
            {filtered && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  change(() => {
                    setSearchText('');
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
      ) : !anySaved ? (
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
          {matching > perPage && (
            <Pagination
              page={page}
              lastPage={lastPage}
              total={matching}
              from={from}
              to={to}
              perPage={perPage}
              pageSizes={BOOKMARK_PAGE_SIZES}
              onPageChange={setPage}
              onPageSizeChange={(size) => change(() => setPerPage(size))}
            />
          )}
        </>
      )}
    </section>
  );
}
