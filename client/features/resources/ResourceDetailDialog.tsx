import { Share2, Star } from 'lucide-react';
import { useState } from 'react';
import type { Resource } from '../../../common/schemas/resources-shapes';
import { isApiError } from '../../api/client';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { cn } from '../../lib/utils';
import { useResourceDetail } from './api';
import {
  compactCount,
  DIFFICULTY_CLASSES,
  DIFFICULTY_LABELS,
  ratingText,
  satisfaction,
  typeIcon,
  typeLabel,
} from './format';
import { RatingDialog } from './RatingDialog';
import { AccessLink, BookmarkButton } from './ResourceCard';
import type { ResourceActions } from './useResourceActions';

/**
 * A resource's details (spec 3 §2.3): type, difficulty, featured, description, figures, tags, the author, Access
 * Resource (and Download when there is a file), Bookmark, Share and the rating panel.
 */
export function ResourceDetailDialog({
  id,
  actions,
  onClose,
}: {
  /** The resource open, or null. */
  id: number | null;
  actions: ResourceActions;
  onClose: () => void;
}) {
  const [rating, setRating] = useState(false);
  const query = useResourceDetail(id);
  const resource = query.data?.resource ?? null;
  const missing = isApiError(query.error) && query.error.status === 404;
  return (
    <>
      <Dialog open={id !== null && !rating} onOpenChange={(next) => !next && onClose()}>
        {id !== null && (
          <DialogContent className="max-w-2xl">
            {resource ? (
              <Details resource={resource} actions={actions} onRate={() => setRating(true)} />
            ) : query.isPending ? (
              <>
                <DialogTitle>Resource</DialogTitle>
                <DialogDescription className="sr-only">The resource is loading.</DialogDescription>
                <LoadingState label="Loading the resource..." />
              </>
            ) : (
              <>
                <DialogTitle>Resource unavailable</DialogTitle>
                <DialogDescription className="sr-only">The resource could not be shown.</DialogDescription>
                <ErrorState
                  compact
                  message={
                    missing ? 'This resource is no longer available.' : 'The resource could not be loaded.'
                  }
                  error={missing ? undefined : query.error}
                  onRetry={missing ? undefined : () => query.refetch()}
                  retryLabel="Retry"
                />
              </>
            )}
          </DialogContent>
        )}
      </Dialog>
      {resource && <RatingDialog resource={resource} open={rating} onClose={() => setRating(false)} />}
    </>
  );
}

function Details({
  resource,
  actions,
  onRate,
}: {
  resource: Resource;
  actions: ResourceActions;
  onRate: () => void;
}) {
  const TypeIcon = typeIcon(resource.type);
  const figures: [string, string][] = [
    ['Duration', resource.duration || 'Self-paced'],
    ['Views', compactCount(resource.view_count)],
    ['Downloads', compactCount(resource.download_count)],
    ['Rating', `${ratingText(resource.rating)} / 5`],
  ];
  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex items-center gap-1 font-medium text-slate-700">
            <TypeIcon className="size-4 text-indigo-600" aria-hidden="true" />
            {typeLabel(resource.type)}
          </span>
          <span
            className={cn(
              'inline-flex rounded-full border px-2 py-0.5 text-xs font-medium',
              DIFFICULTY_CLASSES[resource.difficulty],
            )}
          >
            {DIFFICULTY_LABELS[resource.difficulty]}
          </span>
          {resource.is_featured && <Badge variant="warning">Featured</Badge>}
          {resource.category && <Badge variant="outline">{resource.category.name}</Badge>}
        </div>
        <DialogTitle className="text-xl">{resource.title}</DialogTitle>
        <DialogDescription className="whitespace-pre-line text-slate-700">
          {resource.description}
        </DialogDescription>
      </DialogHeader>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      {resource.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1">
          {resource.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="resource-author" className="rounded-lg border border-slate-200 p-3">
        <h3 id="resource-author" className="text-sm font-semibold text-slate-900">
          About the Author
        </h3>
        <p className="mt-1 text-sm font-medium text-slate-800">{resource.author_name || 'Unknown'}</p>
        {resource.author_bio && <p className="mt-1 text-sm text-slate-600">{resource.author_bio}</p>}
      </section>

      <div className="flex flex-wrap gap-2">
        <AccessLink resource={resource} actions={actions} label="Access Resource" />
        {resource.download_url && <AccessLink resource={resource} actions={actions} download />}
        <BookmarkButton resource={resource} actions={actions} />
        <Button variant="outline" size="sm" onClick={() => actions.share(resource)}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </div>

      <RatingPanel resource={resource} onRate={onRate} />
    </>
  );
}

/** Spec 3 §2.5: the reader's own rating (or a button to give one) and the resource's satisfaction. */
export function RatingPanel({ resource, onRate }: { resource: Resource; onRate: () => void }) {
  const mine = resource.my_feedback;
  const ratings = resource.rating_count;
  return (
    <section aria-labelledby="rating-panel" className="space-y-3 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="rating-panel" className="text-sm font-semibold text-slate-900">
          Rating
        </h3>
        <p className="text-sm text-slate-600">
          {ratings > 0
            ? `${satisfaction(resource.rating)}% satisfaction · ${ratings} ${ratings === 1 ? 'rating' : 'ratings'}`
            : 'No ratings yet'}
        </p>
      </div>
      {mine ? (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="success">Rated</Badge>
            <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-800">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              {mine.rating}/5
            </span>
            <Button variant="outline" size="sm" onClick={onRate}>
              Edit Rating
            </Button>
          </div>
          <div className="rounded-md bg-slate-50 p-2">
            <p className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-700">
              Your Review
              <Badge variant={mine.is_recommended ? 'success' : 'secondary'}>
                {mine.is_recommended ? 'Recommended' : 'Not Recommended'}
              </Badge>
            </p>
            {mine.comment && <p className="mt-1 text-sm text-slate-700">{mine.comment}</p>}
          </div>
        </div>
      ) : (
        <Button size="sm" variant="secondary" onClick={onRate}>
          <Star aria-hidden="true" />
          Rate
        </Button>
      )}
    </section>
  );
}
