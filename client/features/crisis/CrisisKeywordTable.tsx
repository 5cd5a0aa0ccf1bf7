import { Pencil, Trash2 } from 'lucide-react';
import type { CrisisKeyword } from '../../../common/schemas/crisis';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import type { CenterCategory } from '../categories/api';
import { SEVERITY_CLASSES } from '../tickets/format';
import { crisisCategoryLabel } from './crisis-form';

interface KeywordTableProps {
  keywords: CrisisKeyword[];
  categories: CenterCategory[];
  busyId: number | null;
  onEdit: (keyword: CrisisKeyword) => void;
  onToggle: (keyword: CrisisKeyword) => void;
  onDelete: (keyword: CrisisKeyword) => void;
}

/** The crisis lexicon as a table: keyword, crisis category, severity, weight, ticket categories, state. */
export function CrisisKeywordTable({
  keywords,
  categories,
  busyId,
  onEdit,
  onToggle,
  onDelete,
}: KeywordTableProps) {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[760px] text-left text-sm">
        <caption className="sr-only">Crisis keywords</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Keyword
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Crisis category
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Severity
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Weight
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Ticket categories
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {keywords.map((keyword) => (
            <tr key={keyword.id} className={cn(!keyword.is_active && 'bg-slate-50 text-slate-500')}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {keyword.keyword}
              </th>
              <td className="px-3 py-2">{crisisCategoryLabel(keyword.category)}</td>
              <td className="px-3 py-2">
                <span
                  className={cn(
                    'rounded-full border px-2 py-0.5 text-xs font-medium capitalize',
                    SEVERITY_CLASSES[keyword.severity_level],
                  )}
                >
                  {keyword.severity_level}
                </span>
              </td>
              <td className="px-3 py-2 tabular-nums">{keyword.severity_weight}</td>
              <td className="px-3 py-2 text-xs">
                {keyword.category_ids.length === 0
                  ? 'All categories'
                  : keyword.category_ids.map((id) => names.get(id) ?? `#${id}`).join(', ')}
              </td>
              <td className="px-3 py-2">
                <Badge variant={keyword.is_active ? 'success' : 'secondary'}>
                  {keyword.is_active ? 'Active' : 'Disabled'}
                </Badge>
              </td>
              <td className="px-3 py-2">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busyId === keyword.id}
                    onClick={() => onToggle(keyword)}
                    aria-label={`${keyword.is_active ? 'Disable' : 'Enable'} ${keyword.keyword}`}
                  >
                    {keyword.is_active ? 'Disable' : 'Enable'}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onEdit(keyword)}
                    aria-label={`Edit ${keyword.keyword}`}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    onClick={() => onDelete(keyword)}
                    aria-label={`Delete ${keyword.keyword}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
