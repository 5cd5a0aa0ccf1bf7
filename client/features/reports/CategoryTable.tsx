import { rate } from '../../../common/figures';
import type { AnalyticsCategory } from '../../../common/schemas/reports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { formatPercent } from '../../lib/format';
import { safeColor } from '../tickets/format';

/** Category analytics: each category's tickets of the period, its crisis share and how many are resolved. */
export function CategoryTable({ categories }: { categories: AnalyticsCategory[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Category analytics</CardTitle>
        <CardDescription>Active categories and any other that received tickets in the period</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-2 pr-3 font-medium">
                Category
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Tickets
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Crisis
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Resolved
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                Resolution rate
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.id} className="border-b border-slate-100 last:border-0">
                <td className="py-2 pr-3">
                  <span className="flex items-center gap-2">
                    <span
                      className="size-2.5 shrink-0 rounded-full"
                      style={{ backgroundColor: safeColor(c.color) }}
                      aria-hidden="true"
                    />
                    <span className="text-slate-800">{c.name}</span>
                  </span>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{c.count}</td>
                <td className={`px-3 py-2 text-right tabular-nums ${c.crisis > 0 ? 'text-red-600' : ''}`}>
                  {c.crisis}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{c.resolved}</td>
                <td className="py-2 pl-3 text-right tabular-nums text-slate-600">
                  {formatPercent(rate(c.resolved, c.count))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
