import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsCategory, AnalyticsDay } from '../../../common/schemas/reports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { shortDay } from '../../lib/format';
import { safeColor } from '../tickets/format';

/** The charts of the Analytics tab; this module (and recharts) loads only when the tab first draws them. */
export default function AnalyticsCharts({
  days,
  categories,
  period,
}: {
  days: AnalyticsDay[];
  categories: AnalyticsCategory[];
  period: string;
}) {
  return (
    <div className="grid gap-4 xl:grid-cols-5">
      <VolumeChart days={days} period={period} />
      <CategoryChart categories={categories} />
      <ResponseChart days={days} period={period} />
    </div>
  );
}

const axis = { fontSize: 12, fill: '#64748b' };

function VolumeChart({ days, period }: { days: AnalyticsDay[]; period: string }) {
  const data = days.map((d) => ({ ...d, label: shortDay(d.date) }));
  return (
    <Card className="xl:col-span-3">
      <CardHeader>
        <CardTitle>Ticket volume</CardTitle>
        <CardDescription>
          Created, resolved and crisis tickets per day ({period.toLowerCase()})
        </CardDescription>
      </CardHeader>
      <CardContent>
        <figure className="h-80" aria-label="Tickets created, resolved and in crisis per day">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <defs>
                <linearGradient id="analytics-created" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor="#6366f1" stopOpacity={0.35} />
                  <stop offset="100%" stopColor="#6366f1" stopOpacity={0.02} />
                </linearGradient>
                <linearGradient id="analytics-resolved" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor="#10b981" stopOpacity={0.3} />
                  <stop offset="100%" stopColor="#10b981" stopOpacity={0.02} />
                </linearGradient>
              </defs>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
              <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={false} minTickGap={24} />
              <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Area
                type="monotone"
                dataKey="created"
                name="Created"
                stroke="#6366f1"
                strokeWidth={2}
                fill="url(#analytics-created)"
              />
              <Area
                type="monotone"
                dataKey="resolved"
                name="Resolved"
                stroke="#10b981"
                strokeWidth={2}
                fill="url(#analytics-resolved)"
              />
              <Area
                type="monotone"
                dataKey="crisis"
                name="Crisis"
                stroke="#ef4444"
                strokeWidth={2}
                fill="transparent"
              />
            </AreaChart>
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}

/** The response-time trend: the average first response of each day's tickets; gaps where none was answered. */
function ResponseChart({ days, period }: { days: AnalyticsDay[]; period: string }) {
  const data = days.map((d) => ({ label: shortDay(d.date), hours: d.avg_first_response_hours }));
  const answered = data.filter((d) => d.hours !== null).length;
  return (
    <Card className="xl:col-span-5">
      <CardHeader>
        <CardTitle>Response time trend</CardTitle>
        <CardDescription>
          Average hours to the first staff reply, by the day the tickets were created ({period.toLowerCase()}
          ); days without an answered ticket are left out
        </CardDescription>
      </CardHeader>
      <CardContent>
        {answered === 0 ? (
          <p className="text-sm text-slate-600">No ticket of the period has a staff reply yet.</p>
        ) : (
          <figure className="h-64" aria-label="Average hours to the first staff reply per day">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
                <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={false} minTickGap={24} />
                <YAxis tick={axis} tickLine={false} axisLine={false} unit=" h" />
                <Tooltip />
                <Line
                  type="monotone"
                  dataKey="hours"
                  name="Average first response (hours)"
                  stroke="#0369a1"
                  strokeWidth={2}
                  dot={{ r: 3 }}
                  connectNulls
                />
              </LineChart>
            </ResponsiveContainer>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

function CategoryChart({ categories }: { categories: AnalyticsCategory[] }) {
  const data = categories.filter((c) => c.count > 0);
  const height = Math.max(160, data.length * 40 + 40);
  return (
    <Card className="xl:col-span-2">
      <CardHeader>
        <CardTitle>Tickets by category</CardTitle>
        <CardDescription>Created in the period; crisis tickets in red</CardDescription>
      </CardHeader>
      <CardContent>
        {data.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500">No tickets in any category</p>
        ) : (
          <figure style={{ height }} aria-label="Tickets per category">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
                <XAxis type="number" allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
                <YAxis
                  type="category"
                  dataKey="name"
                  width={130}
                  tick={axis}
                  tickLine={false}
                  axisLine={false}
                />
                <Tooltip cursor={{ fill: '#f1f5f9' }} />
                <Bar dataKey="count" name="Tickets" radius={[0, 4, 4, 0]} barSize={16}>
                  {data.map((c) => (
                    <Cell key={c.id} fill={safeColor(c.color)} />
                  ))}
                </Bar>
                <Bar dataKey="crisis" name="Crisis" fill="#ef4444" radius={[0, 4, 4, 0]} barSize={8} />
              </BarChart>
            </ResponsiveContainer>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
