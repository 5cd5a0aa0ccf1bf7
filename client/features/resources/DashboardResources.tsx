import { ArrowRight, BookHeart } from 'lucide-react';
import { Link } from 'react-router';
import type { Resource } from '../../../common/schemas/resources-shapes';
import { EmptyState } from '../../components/empty-state';
import { ErrorState, LoadingState } from '../../components/query-state';
import { DEFAULT_FILTERS, useRecommendedResources, useResourceList } from './api';
import { typeIcon, typeLabel } from './format';

const SHOWN = 4;

/**
 * The student dashboard's self-help list: what their counselors recommended first, then featured resources,
 * each a link to it in the Resource Library.
 */
export function DashboardResources() {
  const recommended = useRecommendedResources(true);
  const featured = useResourceList({ ...DEFAULT_FILTERS, perPage: 1 });
  if (recommended.isPending || featured.isPending) return <LoadingState label="Loading resources..." />;
  if (recommended.error && featured.error)
    return (
      <ErrorState
        compact
        message="Resources could not be loaded."
        error={featured.error}
        onRetry={() => {
          void recommended.refetch();
          void featured.refetch();
        }}
      />
    );
  const picks = recommended.data?.recommendations ?? [];
  const seen = new Set(picks.map((item) => item.resource.id));
  const items: { resource: Resource; note: string }[] = [
    ...picks.map((item) => ({ resource: item.resource, note: `Recommended by ${item.counselor.name}` })),
    ...(featured.data?.featured_resources ?? [])
      .filter((resource) => !seen.has(resource.id))
      .map((resource) => ({ resource, note: 'Featured' })),
  ].slice(0, SHOWN);
  if (items.length === 0)
    return (
      <EmptyState icon={BookHeart} title="No resources yet" text="The Resource Library is being filled." />
    );
  return (
    <ul aria-label="Self-help resources" className="space-y-2">
      {items.map(({ resource, note }) => {
        const Icon = typeIcon(resource.type);
        return (
          <li key={resource.id}>
            <Link
              to={`/resources?resource=${resource.id}`}
              className="group flex items-start gap-3 rounded-lg border border-slate-200 p-3 hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <Icon className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900 group-hover:text-indigo-800">
                  {resource.title}
                </span>
                <span className="text-xs text-slate-600">
                  {typeLabel(resource.type)} · {note}
                </span>
              </span>
              <ArrowRight className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
