import { LayoutGrid, List } from 'lucide-react';
import { cn } from '../../lib/utils';
import type { CardView } from './ResourceCard';

/** Grid or list: two toggle buttons in a group. */
export function ViewToggle({
  view,
  onChange,
  className,
}: {
  view: CardView;
  onChange: (view: CardView) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('flex rounded-lg border border-slate-300 p-0.5', className)}>
      <legend className="sr-only">Layout</legend>
      {(
        [
          ['grid', 'Grid view', LayoutGrid],
          ['list', 'List view', List],
        ] as const
      ).map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'flex size-8 cursor-pointer items-center justify-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
            view === value ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </fieldset>
  );
}
