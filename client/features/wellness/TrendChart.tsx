import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CheckIn } from '../../../common/schemas/wellness';
import { shortDay } from '../../lib/format';

/**
 * The 30-day trend as lines (recharts, the Reports screen's charting); this module loads only when a trend is
 * drawn. The table beside it on the screen holds the same figures as text.
 */
const axis = { fontSize: 12, fill: '#475569' };
const legendText = (value: string) => <span className="text-sm text-slate-700">{value}</span>;
/** Colours with at least 3:1 contrast on white, told apart by dash pattern too. */
const SERIES = [
  { key: 'Mood', color: '#4f46e5', dash: undefined },
  { key: 'Stress', color: '#b91c1c', dash: '6 3' },
  { key: 'Sleep', color: '#0f766e', dash: '2 3' },
  { key: 'Energy', color: '#b45309', dash: '10 4 2 4' },
] as const;

export default function TrendChart({ checkIns, label }: { checkIns: CheckIn[]; label: string }) {
  const data = checkIns.map((c) => ({
    day: shortDay(c.day),
    Mood: c.mood,
    Stress: c.stress,
    Sleep: c.sleep,
    Energy: c.energy,
  }));
  return (
    <figure className="h-64" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="day" tick={axis} minTickGap={16} />
          <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} allowDecimals={false} tick={axis} />
          <Tooltip />
          <Legend formatter={legendText} />
          {SERIES.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray={s.dash}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
