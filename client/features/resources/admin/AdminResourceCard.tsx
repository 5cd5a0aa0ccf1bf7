import type { LucideIcon } from 'lucide-react';
import { Download, Eye, Star } from 'lucide-react';
import type { AdminResource } from '../../../../common/schemas/resources-shapes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { compactCount, ratingText, typeLabel, visibleTags } from '../format';

export interface CardAction {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  danger?: boolean;
}

/** One resource in Resource Management (spec 3 §2.6 Reading B): its figures, status and row actions. */
export function AdminResourceCard({
  resource,
  selected,
  onSelect,
  actions,
  busy,
}: {
  resource: AdminResource;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  actions: CardAction[];
  busy: boolean;
}) {
  const { shown, more } = visibleTags(resource.tags, 3);
  const titleId = `admin-resource-${resource.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'flex gap-3 rounded-xl border bg-white p-4 shadow-sm',
        selected ? 'border-indigo-400' : 'border-slate-200',
      )}
    >
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-indigo-600"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={`Select ${resource.title}`}
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start gap-2">
          <h3 id={titleId} className="min-w-0 flex-1 font-semibold text-slate-900">
            {resource.title}
          </h3>
          <Badge variant={resource.is_published ? 'success' : 'secondary'}>
            {resource.is_published ? 'Published' : 'Draft'}
          </Badge>
          {resource.is_featured && <Badge variant="warning">Featured</Badge>}
        </div>
        <p className="text-sm text-slate-600">
          {resource.description.length > 150
            ? `${resource.description.slice(0, 150)}…`
            : resource.description}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <span>ID {resource.id}</span>
          <span>{typeLabel(resource.type)}</span>
          {resource.category && (
            <span className="inline-flex items-center gap-1">
              <span
                className="size-2.5 rounded-full"
                style={{ backgroundColor: resource.category.color }}
                aria-hidden="true"
              />
              {resource.category.name}
            </span>
          )}
          <span>Created {formatDate(resource.created_at)}</span>
          <span>by {resource.creator?.name ?? resource.author_name ?? 'Unknown'}</span>
          <span className="inline-flex items-center gap-1">
            <Eye className="size-3.5" aria-hidden="true" />
            {compactCount(resource.view_count)} views
          </span>
          <span className="inline-flex items-center gap-1">
            <Download className="size-3.5" aria-hidden="true" />
            {compactCount(resource.download_count)} downloads
          </span>
          <span className="inline-flex items-center gap-1">
            <Star className="size-3.5" aria-hidden="true" />
            {ratingText(resource.rating)} rating
          </span>
        </p>
        {shown.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1">
            {shown.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Badge variant="outline">+{more} more</Badge>
              </li>
            )}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {actions.map(({ label, icon: Icon, onClick, danger }) => (
            <Button
              key={label}
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={onClick}
              aria-label={`${label} ${resource.title}`}
              className={cn(danger && 'text-red-700 hover:bg-red-50 hover:text-red-800')}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      </div>
    </li>
  );
}
