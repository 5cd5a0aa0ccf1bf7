import { Star, TrendingUp } from 'lucide-react';
import type { Resource } from '../../../common/schemas/resources-shapes';
import { EmptyState } from '../../components/empty-state';
import { ErrorState, LoadingState } from '../../components/query-state';
import { DEFAULT_FILTERS, useResourceList } from './api';
import { ResourceCard } from './ResourceCard';
import type { ResourceActions } from './useResourceActions';

const SHOWN = 6;

/** Popular (spec 3 §2.3): Top Rated Resources (rated above 0) and Most Popular Resources (by views), 6 each. */
export function PopularTab({
  active,
  actions,
  onOpen,
}: {
  active: boolean;
  actions: ResourceActions;
  onOpen: (resource: Resource) => void;
}) {
  const rated = useResourceList({ ...DEFAULT_FILTERS, sort: 'rating', perPage: SHOWN }, active);
  const viewed = useResourceList({ ...DEFAULT_FILTERS, sort: 'popular', perPage: SHOWN }, active);
  return (
    <div className="space-y-8">
      <Shelf
        id="top-rated"
        title="Top Rated Resources"
        icon={Star}
        query={rated}
        pick={(items) => items.filter((item) => item.rating > 0)}
        empty="No resource has been rated yet."
        actions={actions}
        onOpen={onOpen}
      />
      <Shelf
        id="most-popular"
        title="Most Popular Resources"
        icon={TrendingUp}
        query={viewed}
        pick={(items) => items}
        empty="No resources yet."
        actions={actions}
        onOpen={onOpen}
      />
    </div>
  );
}

function Shelf({
  id,
  title,
  icon,
  query,
  pick,
  empty,
  actions,
  onOpen,
}: {
  id: string;
  title: string;
  icon: typeof Star;
  query: ReturnType<typeof useResourceList>;
  pick: (items: Resource[]) => Resource[];
  empty: string;
  actions: ResourceActions;
  onOpen: (resource: Resource) => void;
}) {
  const items = pick(query.data?.resources ?? []).slice(0, SHOWN);
  const Icon = icon;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon className="size-5 text-indigo-600" aria-hidden="true" />
        {title}
      </h2>
      {query.isPending ? (
        <LoadingState label={`Loading ${title.toLowerCase()}...`} rows={2} rowClass="h-24" />
      ) : query.error && !query.data ? (
        <ErrorState
          compact
          message="Failed to fetch resources. Please try again."
          error={query.error}
          onRetry={() => query.refetch()}
          retryLabel="Retry"
        />
      ) : items.length === 0 ? (
        <EmptyState icon={icon} title={empty} />
      ) : (
        <ul aria-label={title} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((resource) => (
            <ResourceCard
              key={resource.id}
              resource={resource}
              view="grid"
              actions={actions}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
