import type { HelpCategory } from '../../../common/schemas/help-shapes';
import { cn } from '../../lib/utils';

/** The FAQ tab's category filter: "All categories" and each active category with its colour dot and count. */
export function CategorySidebar({
  categories,
  total,
  selected,
  onSelect,
}: {
  categories: HelpCategory[];
  total: number | undefined;
  selected: string;
  onSelect: (slug: string) => void;
}) {
  const entries = [
    { slug: '', name: 'All categories', color: null, count: total },
    ...categories.map((c) => ({ slug: c.slug, name: c.name, color: c.color, count: c.faqs_count })),
  ];
  return (
    <nav aria-label="FAQ categories">
      <h2 className="mb-2 px-1 text-sm font-semibold text-slate-900">Categories</h2>
      <ul className="relative flex gap-1.5 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {entries.map((entry) => {
          const current = entry.slug === selected;
          return (
            <li key={entry.slug || 'all'} className="shrink-0">
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(entry.slug)}
                className={cn(
                  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                  current && 'bg-indigo-50 font-medium text-indigo-800 hover:bg-indigo-100',
                )}
              >
                {entry.color ? (
                  <span
                    className="size-2.5 shrink-0 rounded-full"
                    style={{ backgroundColor: entry.color }}
                    aria-hidden="true"
                  />
                ) : (
                  <span className="size-2.5 shrink-0 rounded-full bg-slate-400" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1 whitespace-nowrap lg:whitespace-normal">{entry.name}</span>
                {entry.count !== undefined && (
                  <span className="rounded-full bg-white px-2 text-xs text-slate-700 ring-1 ring-slate-200">
                    <span className="sr-only">(</span>
                    {entry.count}
                    <span className="sr-only"> FAQs)</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
