import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Bot, GripVertical, Pencil, ShieldAlert, Trash2, Users } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { safeColor } from '../tickets/format';
import type { CenterCategory } from './api';
import { counselorsOf, slaLabel } from './category-form';
import { categoryIconOf } from './categoryIcons';

interface CategoryCardProps {
  category: CenterCategory;
  position: number;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onToggleActive: () => void;
}

/** One category of the grid (product §1.2.10); the grip is the drag handle, for pointer and keyboard alike. */
export function CategoryCard({
  category,
  position,
  busy,
  onEdit,
  onDelete,
  onToggleActive,
}: CategoryCardProps) {
  const sortable = useSortable({ id: category.id });
  const Icon = categoryIconOf(category.icon);
  const color = safeColor(category.color);
  const counselors = counselorsOf(category);
  const counselorCount = Math.max(category.counselor_count, counselors.length);
  const titleId = `category-${category.id}-name`;

  return (
    <article
      ref={sortable.setNodeRef}
      aria-labelledby={titleId}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        'flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        sortable.isDragging && 'relative z-10 shadow-lg ring-2 ring-indigo-500/40',
        !category.is_active && 'bg-slate-50',
      )}
    >
      <div className="flex items-start gap-3">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          className="mt-1 cursor-grab touch-none rounded text-slate-400 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 active:cursor-grabbing"
          aria-label={`Reorder ${category.name}`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-lg"
          style={{ backgroundColor: `${color}1a`, color }}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-semibold text-slate-900">
            {category.name}
          </h3>
          <p className="text-xs text-slate-500">
            {category.tickets_count} {category.tickets_count === 1 ? 'ticket' : 'tickets'}
          </p>
        </div>
        <Badge variant={category.is_active ? 'success' : 'secondary'}>
          {category.is_active ? 'Active' : 'Inactive'}
        </Badge>
      </div>

      <div className="mt-3 flex flex-wrap gap-1.5">
        {category.auto_assign && (
          <Badge variant="info">
            <Bot className="size-3" aria-hidden="true" />
            Auto-assign
          </Badge>
        )}
        {category.crisis_detection_enabled && (
          <Badge variant="destructive">
            <ShieldAlert className="size-3" aria-hidden="true" />
            Crisis detection
          </Badge>
        )}
        <Badge variant="outline">{slaLabel(category.sla_response_hours)}</Badge>
      </div>

      {category.description && (
        <p className="mt-3 line-clamp-2 text-sm text-slate-600">{category.description}</p>
      )}

      <dl className="mt-3 grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-2 text-center text-xs">
        <div>
          <dt className="text-slate-500">Total</dt>
          <dd className="font-semibold text-slate-900">{category.tickets_count}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Active</dt>
          <dd className="font-semibold text-slate-900">{category.active_tickets_count}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Crisis</dt>
          <dd className="font-semibold text-red-700">{category.crisis_tickets_count}</dd>
        </div>
      </dl>

      <div className="mt-3 flex items-start gap-1.5 text-xs text-slate-500">
        <Users className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span>
          {counselorCount} {counselorCount === 1 ? 'counselor' : 'counselors'}
          {counselors.length > 0 && `: ${counselors.map((c) => c.name).join(', ')}`}
        </span>
      </div>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <span className="text-xs text-slate-500">
          Order: {category.sort_order}
          <span className="sr-only">, position {position}</span>
        </span>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={onToggleActive}
            disabled={busy}
            aria-label={`${category.is_active ? 'Deactivate' : 'Activate'} ${category.name}`}
          >
            {category.is_active ? 'Deactivate' : 'Activate'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${category.name}`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={onDelete}
            aria-label={`Delete ${category.name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </article>
  );
}
