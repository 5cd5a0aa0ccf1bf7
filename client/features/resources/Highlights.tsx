import { MessageSquareHeart, Sparkles } from 'lucide-react';
import type { Resource, ResourceRecommendation } from '../../../common/schemas/resources-shapes';
import { ErrorState } from '../../components/query-state';
import { typeIcon, typeLabel } from './format';

/** A compact tile that opens a resource's details: type, title and a line of the caller's. */
function Tile({ resource, note, onOpen }: { resource: Resource; note?: string; onOpen: () => void }) {
  const Icon = typeIcon(resource.type);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex h-full w-full cursor-pointer flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
          <Icon className="size-4 text-indigo-600" aria-hidden="true" />
          {typeLabel(resource.type)}
        </span>
        <span className="font-semibold text-slate-900">{resource.title}</span>
        {note && <span className="line-clamp-2 text-sm text-slate-700">{note}</span>}
      </button>
    </li>
  );
}

/** Featured Resources (spec 3 §2.3): up to 6, hand-picked by counselors. */
export function FeaturedResources({
  resources,
  onOpen,
}: {
  resources: Resource[];
  onOpen: (resource: Resource) => void;
}) {
  if (resources.length === 0) return null;
  return (
    <section
      aria-labelledby="featured-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="featured-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Sparkles className="size-5 text-amber-700" aria-hidden="true" />
        Featured Resources
      </h2>
      <p className="mt-0.5 text-sm text-slate-700">Hand-picked by our counselors.</p>
      <ul aria-label="Featured resources" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {resources.slice(0, 6).map((resource) => (
          <Tile
            key={resource.id}
            resource={resource}
            note={resource.description}
            onOpen={() => onOpen(resource)}
          />
        ))}
      </ul>
    </section>
  );
}

/** "Recommended by your counselor": what the student's counselors picked for them, with their notes. */
export function RecommendedResources({
  recommendations,
  error,
  onRetry,
  onOpen,
}: {
  recommendations: ResourceRecommendation[];
  error: unknown;
  onRetry: () => unknown;
  onOpen: (resource: Resource) => void;
}) {
  if (recommendations.length === 0 && !error) return null;
  return (
    <section
      aria-labelledby="recommended-heading"
      className="rounded-2xl border border-indigo-200 bg-indigo-50 p-4 sm:p-5"
    >
      <h2 id="recommended-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MessageSquareHeart className="size-5 text-indigo-700" aria-hidden="true" />
        Recommended by your counselor
      </h2>
      {error ? (
        <ErrorState
          compact
          className="mt-2"
          message="Your recommendations could not be loaded."
          error={error}
          onRetry={onRetry}
          retryLabel="Retry"
        />
      ) : (
        <ul aria-label="Recommended resources" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {recommendations.map((item) => (
            <Tile
              key={item.id}
              resource={item.resource}
              note={item.note ? `${item.counselor.name}: “${item.note}”` : `From ${item.counselor.name}`}
              onOpen={() => onOpen(item.resource)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
