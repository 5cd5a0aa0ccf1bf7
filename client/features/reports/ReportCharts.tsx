import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report } from '../../../common/schemas/admin-report';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { shortDay } from '../../lib/format';

/**
 * The Reports screen's charts; this module (and recharts) loads only when a tab first draws one. Each chart
 * has a table of the same figures beside it on the screen.
 */
const axis = { fontSize: 12, fill: '#475569' };
/** Legend words in the page's text colour (a pale series colour would be too faint to read). */
const legendText = (value: string) => <span className="text-sm text-slate-700">{value}</span>;

export function VolumeChart({ days }: { days: Report['support']['volume_by_day'] }) {
  const data = days.map((d) => ({ label: shortDay(d.date), Other: d.created - d.crisis, Crisis: d.crisis }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ticket volume</CardTitle>
        <CardDescription>Tickets created per day, crisis tickets among them</CardDescription>
      </CardHeader>
      <CardContent>
        <figure className="h-72" aria-label="Tickets created per day, crisis tickets among them">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
              <XAxis dataKey="label" tick={axis} minTickGap={16} />
              <YAxis allowDecimals={false} tick={axis} />
              <Tooltip />
              <Legend formatter={legendText} />
              <Bar dataKey="Other" stackId="day" fill="#4f46e5" name="Tickets" />
              <Bar dataKey="Crisis" stackId="day" fill="#b91c1c" name="Crisis tickets" />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}

/** Current against previous period, one pair of bars per row (categories, session types ...). */
export function ComparisonChart({
  title,
  description,
  rows,
}: {
  title: string;
  description: string;
  rows: { label: string; current: number; previous: number }[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure
          style={{ height: rows.length * 44 + 70 }}
          aria-label={`${title}: this period beside the previous period`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={axis} />
              <YAxis type="category" dataKey="label" tick={axis} width={120} interval={0} />
              <Tooltip />
              <Legend formatter={legendText} />
              <Bar dataKey="current" name="This period" fill="#4f46e5" />
              <Bar dataKey="previous" name="Previous period" fill="#94a3b8" />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}

export default function ReportCharts({
  report,
  tab,
}: {
  report: Report;
  tab: 'overview' | 'sessions' | 'support';
}) {
  if (tab === 'overview') return <VolumeChart days={report.support.volume_by_day} />;
  if (tab === 'sessions') {
    return (
      <ComparisonChart
        title="Sessions by type"
        description="Sessions held, this period and the previous one"
        rows={report.sessions.by_type.map((r) => ({
          label: r.type.charAt(0).toUpperCase() + r.type.slice(1),
          current: r.held.current ?? 0,
          previous: r.held.previous ?? 0,
        }))}
      />
    );
  }
  return (
    <ComparisonChart
      title="Tickets by category"
      description="Tickets created, this period and the previous one"
      rows={report.support.by_category.map((r) => ({
        label: r.name,
        current: r.tickets.current ?? 0,
        previous: r.tickets.previous ?? 0,
      }))}
    />
  );
}
