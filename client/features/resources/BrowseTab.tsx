import { SearchX, X } from 'lucide-react';
import { RESOURCE_DIFFICULTIES, RESOURCE_TYPES, type ResourceSort } from '../../../common/schemas/resources';
import type { Resource, ResourceCategory, ResourceList } from '../../../common/schemas/resources-shapes';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { Pagination, pageProps } from '../../components/pagination';
import { ErrorState, LoadingState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useSearchTerm } from '../../lib/useSearchTerm';
import { cn } from '../../lib/utils';
import { isFiltered, LIBRARY_PAGE_SIZES, type LibraryFilters } from './api';
import { DIFFICULTY_LABELS, TYPE_LABELS } from './format';
import { type CardView, ResourceCard } from './ResourceCard';
import type { ResourceActions } from './useResourceActions';
import { ViewToggle } from './ViewToggle';

const SORTS: { value: ResourceSort; label: string }[] = [
  { value: 'featured', label: 'Featured First' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'downloads', label: 'Most Downloaded' },
  { value: 'newest', label: 'Newest First' },
  { value: 'popular', label: 'Most Popular' },
];

/** Browse Resources (spec 3 §2.3): search, filters, sort, grid or list, the cards and paging. */
export function BrowseTab({
  filters,
  onFiltersChange,
  categories,
  list,
  view,
  onViewChange,
  actions,
  onOpen,
}: {
  filters: LibraryFilters;
  /** A change of anything but the page goes back to page 1. */
  onFiltersChange: (change: Partial<LibraryFilters>) => void;
  categories: ResourceCategory[];
  list: {
    data: ResourceList | undefined;
    isPending: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  view: CardView;
  onViewChange: (view: CardView) => void;
  actions: ResourceActions;
  onOpen: (resource: Resource) => void;
}) {
  const search = useSearchTerm(filters.search, 500, (value) => onFiltersChange({ search: value.trim() }));
  const data = list.data;
  const typeCounts = data?.type_counts ?? {};
  const sorts = filters.search ? [{ value: 'relevance' as const, label: 'Best Match' }, ...SORTS] : SORTS;
  const filtered = isFiltered(filters);

  return (
    <section aria-labelledby="browse-heading" className="space-y-4">
      <h2 id="browse-heading" className="sr-only">
        Browse Resources
      </h2>
      <div className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6">
        <SearchField
          label="Search resources"
          term={search.term}
          onTermChange={search.setTerm}
          onCommit={search.commit}
          pending={search.pending}
          placeholder="Search by title, topic, tag or author"
          maxLength={200}
          className="sm:col-span-2"
        />
        <FilterSelect
          label="Category"
          value={filters.category}
          anyOption={{ value: '', label: 'All categories' }}
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
          onValueChange={(value) => onFiltersChange({ category: value })}
        />
        <FilterSelect
          label="Type"
          value={filters.type}
          anyOption={{ value: '', label: 'All types' }}
          options={RESOURCE_TYPES.map((type) => ({
            value: type,
            label:
              typeCounts[type] === undefined
                ? TYPE_LABELS[type]
                : `${TYPE_LABELS[type]} (${typeCounts[type]})`,
          }))}
          onValueChange={(value) => onFiltersChange({ type: value })}
        />
        <FilterSelect
          label="Difficulty"
          value={filters.difficulty}
          anyOption={{ value: '', label: 'All levels' }}
          options={RESOURCE_DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
          onValueChange={(value) => onFiltersChange({ difficulty: value })}
        />
        <FilterSelect<ResourceSort>
          label="Sort by"
          value={filters.sort ?? (filters.search ? 'relevance' : 'featured')}
          options={sorts}
          onValueChange={(value) => onFiltersChange({ sort: value })}
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2" aria-live="polite">
          {data && (
            <>
              <Badge variant="secondary">{data.pagination.total} total resources</Badge>
              <span className="text-sm text-slate-600">
                Page {data.pagination.current_page} of {Math.max(1, data.pagination.last_page)}
              </span>
            </>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {filtered && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                search.reset();
                onFiltersChange({ search: '', category: '', type: '', difficulty: '', sort: null });
              }}
            >
              <X aria-hidden="true" />
              Clear Filters
            </Button>
          )}
          <ViewToggle view={view} onChange={onViewChange} />
        </div>
      </div>

      {list.isPending ? (
        <LoadingState label="Loading resources..." rows={4} rowClass="h-28" />
      ) : list.error && !data ? (
        <ErrorState
          title="Failed to load resources"
          message="Failed to fetch resources. Please try again."
          error={list.error}
          onRetry={list.refetch}
          retryLabel="Retry"
        />
      ) : !data || data.resources.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No resources found"
          text={filtered ? 'Try other words, or clear the filters.' : 'There are no resources here yet.'}
        />
      ) : (
        <>
          <ul
            aria-label="Resources"
            aria-busy={list.isFetching || undefined}
            className={cn('grid gap-4', view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1')}
          >
            {data.resources.map((resource) => (
              <ResourceCard
                key={resource.id}
                resource={resource}
                view={view}
                actions={actions}
                onOpen={onOpen}
              />
            ))}
          </ul>
          <Pagination
            {...pageProps(data.pagination)}
            perPage={data.pagination.per_page}
            pageSizes={LIBRARY_PAGE_SIZES}
            onPageChange={(page) => {
              onFiltersChange({ page });
              document.getElementById('browse-heading')?.parentElement?.scrollIntoView({ block: 'start' });
            }}
            onPageSizeChange={(perPage) => onFiltersChange({ perPage })}
          />
        </>
      )}
    </section>
  );
}
