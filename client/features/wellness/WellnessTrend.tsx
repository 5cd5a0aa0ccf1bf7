import { lazy, Suspense, useId } from 'react';
import { type CheckIn, MOODS, type WellnessTrend as Trend } from '../../../common/schemas/wellness';
import { LoadingState } from '../../components/query-state';
import { shortDay } from '../../lib/format';

const TrendChart = lazy(() => import('./TrendChart'));

/** The table scrolls within its own region, which takes the focus so the keyboard can scroll it. */
const KEYBOARD_SCROLLABLE = { tabIndex: 0 } as const;

const moodLabel = (mood: number) => MOODS.find((m) => m.value === mood)?.label ?? String(mood);

/**
 * A student's last 30 days: a line chart (loaded on first draw) and the same check-ins as a table, newest
 * first, which is the chart's text alternative. `who` is "Your" or the student's name.
 */
export function WellnessTrend({ trend, who }: { trend: Trend; who: string }) {
  const ids = useId();
  const label = `${who} mood, stress, sleep and energy from ${shortDay(trend.from)} to ${shortDay(trend.today)}, each 1 to 5`;
  if (trend.check_ins.length === 0)
    return <p className="text-sm text-slate-600">No check-ins in the last 30 days yet.</p>;
  const newestFirst: CheckIn[] = [...trend.check_ins].reverse();
  return (
    <div className="space-y-4">
      <Suspense fallback={<LoadingState label="Loading chart..." />}>
        <TrendChart checkIns={trend.check_ins} label={label} />
      </Suspense>
      <section
        aria-labelledby={`${ids}-caption`}
        {...KEYBOARD_SCROLLABLE}
        className="max-h-80 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <table className="w-full text-left text-sm">
          <caption id={`${ids}-caption`} className="px-3 py-2 text-left text-sm font-medium text-slate-900">
            {who} check-ins, last 30 days ({trend.check_ins.length})
          </caption>
          <thead className="bg-slate-50 text-xs text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Day
              </th>
              <th scope="col" className="px-3 py-2">
                Mood
              </th>
              <th scope="col" className="px-3 py-2">
                Stress
              </th>
              <th scope="col" className="px-3 py-2">
                Sleep
              </th>
              <th scope="col" className="px-3 py-2">
                Energy
              </th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((c) => (
              <tr key={c.day} className="border-t border-slate-100 align-top">
                <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">
                  {c.day === trend.today ? `Today (${shortDay(c.day)})` : shortDay(c.day)}
                </th>
                <td className="px-3 py-2">
                  {c.mood} · {moodLabel(c.mood)}
                  {c.note && <span className="block break-words text-xs text-slate-600">“{c.note}”</span>}
                </td>
                <td className="px-3 py-2">{c.stress}</td>
                <td className="px-3 py-2">{c.sleep}</td>
                <td className="px-3 py-2">{c.energy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
