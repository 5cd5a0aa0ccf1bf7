import { Bookmark, Clock, Download, ExternalLink, Share2, Star, User } from 'lucide-react';
import type { Resource } from '../../../common/schemas/resources-shapes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import {
  compactCount,
  DIFFICULTY_CLASSES,
  DIFFICULTY_LABELS,
  ratingText,
  safeResourceUrl,
  typeIcon,
  typeLabel,
  visibleTags,
} from './format';
import type { ResourceActions } from './useResourceActions';

export type CardView = 'grid' | 'list';

/**
 * One resource in the library (spec 3 §2.3): type, Featured, rating, title (opens the details), description,
 * difficulty, downloads, duration, author, tags, and Access, bookmark and share. `extra` adds a line of the
 * caller's (a bookmark's "Saved 2 days ago").
 */
export function ResourceCard({
  resource,
  view,
  actions,
  onOpen,
  extra,
}: {
  resource: Resource;
  view: CardView;
  actions: ResourceActions;
  onOpen: (resource: Resource) => void;
  extra?: React.ReactNode;
}) {
  const TypeIcon = typeIcon(resource.type);
  const { shown, more } = visibleTags(resource.tags, view === 'grid' ? 2 : 3);
  const titleId = `resource-${resource.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        view === 'grid' ? 'flex-col gap-3' : 'flex-col gap-3 sm:flex-row sm:items-start sm:gap-5',
      )}
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1 font-medium text-slate-700">
            <TypeIcon className="size-4 text-indigo-600" aria-hidden="true" />
            {typeLabel(resource.type)}
          </span>
          {resource.is_featured && <Badge variant="warning">Featured</Badge>}
          <span className="ml-auto inline-flex items-center gap-1" title="Average rating">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            <span className="sr-only">Rating </span>
            {ratingText(resource.rating)}
          </span>
        </div>
        <h3 id={titleId} className="font-semibold leading-snug text-slate-900">
          <button
            type="button"
            onClick={() => onOpen(resource)}
            className="cursor-pointer text-left hover:text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {resource.title}
          </button>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600">{resource.description}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <span
            className={cn(
              'inline-flex rounded-full border px-2 py-0.5 font-medium',
              DIFFICULTY_CLASSES[resource.difficulty],
            )}
          >
            {DIFFICULTY_LABELS[resource.difficulty]}
          </span>
          <span className="inline-flex items-center gap-1">
            <Download className="size-3.5" aria-hidden="true" />
            {compactCount(resource.download_count)} downloads
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {resource.duration || 'Self-paced'}
          </span>
          <span className="inline-flex min-w-0 items-center gap-1">
            <User className="size-3.5" aria-hidden="true" />
            <span className="truncate">{resource.author_name || 'Unknown'}</span>
          </span>
        </div>
        {shown.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1">
            {shown.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Badge variant="outline">+{more}</Badge>
              </li>
            )}
          </ul>
        )}
        {extra}
      </div>
      <div className={cn('flex items-center gap-2', view === 'list' && 'sm:flex-col sm:items-stretch')}>
        <AccessLink resource={resource} actions={actions} className="flex-1" />
        <div className="flex gap-2">
          <BookmarkButton resource={resource} actions={actions} iconOnly />
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            aria-label={`Share ${resource.title}`}
            onClick={() => actions.share(resource)}
          >
            <Share2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * The resource's link, opened in a new tab after the server has counted the view (or the download). An
 * address that is not http or https is never a link.
 */
export function AccessLink({
  resource,
  actions,
  download = false,
  label,
  className,
}: {
  resource: Resource;
  actions: ResourceActions;
  download?: boolean;
  label?: string;
  className?: string;
}) {
  const href = safeResourceUrl(download ? resource.download_url : resource.external_url);
  const text = label ?? (download ? 'Download' : 'Access');
  if (!href) {
    return (
      <Button variant="outline" size="sm" disabled className={className}>
        Link unavailable
      </Button>
    );
  }
  const Icon = download ? Download : ExternalLink;
  return (
    <Button asChild size="sm" className={className}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${text}: ${resource.title} (opens in a new tab)`}
        onClick={(event) => {
          // A plain click goes through the server (it counts the view); a modified click is the browser's.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          actions.access(resource, href);
        }}
      >
        <Icon aria-hidden="true" />
        {text}
      </a>
    </Button>
  );
}

export function BookmarkButton({
  resource,
  actions,
  iconOnly = false,
}: {
  resource: Resource;
  actions: ResourceActions;
  iconOnly?: boolean;
}) {
  const busy = actions.bookmarking === resource.id;
  const saved = resource.is_bookmarked;
  return (
    <Button
      variant="outline"
      size={iconOnly ? 'icon' : 'sm'}
      className={cn(iconOnly && 'size-9', saved && 'border-indigo-300 bg-indigo-50 text-indigo-700')}
      aria-pressed={saved}
      aria-label={iconOnly ? `Bookmark ${resource.title}` : undefined}
      disabled={busy}
      onClick={() => actions.toggleBookmark(resource)}
    >
      <Bookmark className={cn(saved && 'fill-current')} aria-hidden="true" />
      {!iconOnly && 'Bookmark'}
    </Button>
  );
}
