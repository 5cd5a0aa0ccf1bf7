import {
  BriefcaseMedical,
  CalendarClock,
  ChartColumn,
  ChartPie,
  Clock,
  FolderOpen,
  ShieldAlert,
  Star,
  Target,
  TriangleAlert,
  Video,
} from 'lucide-react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../common/schemas/auth';
import { PAGE_PATHS } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { OnCallNowCard } from '../on-call/OnCallNowCard';
import { useTicketStats } from '../tickets/api';
import { AssignedCases } from './AssignedCases';
import { DashboardQueueBanners } from './CrisisQueue';
import { FigureList, figure, Meter, SectionCard, StatCard } from './parts';

// Fixed example content (spec 1 §2.5): sessions, weekly goals and case distribution are sample figures.
const SAMPLE_SESSIONS = [
  { id: 1, student: 'Student A', topic: 'Exam anxiety', time: '9:00 AM', type: 'Video', startsInMinutes: -2 },
  {
    id: 2,
    student: 'Student B',
    topic: 'Course planning',
    time: '11:30 AM',
    type: 'Phone',
    startsInMinutes: 4,
  },
  {
    id: 3,
    student: 'Student C',
    topic: 'Homesickness',
    time: '2:00 PM',
    type: 'Video',
    startsInMinutes: 180,
  },
];

const SAMPLE_DISTRIBUTION = [
  { label: 'Academic support', value: 38 },
  { label: 'Mental health', value: 27 },
  { label: 'Financial aid', value: 15 },
  { label: 'Housing', value: 12 },
  { label: 'Other', value: 8 },
];

/** Sessions may start up to 5 minutes early (spec 1 §2.5). */
function sessionButtonLabel(startsInMinutes: number): string | null {
  if (startsInMinutes <= 0) return 'Start Session';
  if (startsInMinutes <= 5) return '5 min early';
  return null;
}

export function CounselorDashboard({ user }: { user: SessionUser }) {
  const heading = user.role === 'advisor' ? 'Advisor Dashboard' : 'Counselor Dashboard';
  // GET /tickets/stats is scoped to the viewer: for counselors and advisors, the tickets assigned to them.
  const stats = useTicketStats();
  const s = stats.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title={heading}
        documentTitle="Dashboard"
        description={`Welcome back, ${user.display_name || user.name}. Here is your caseload at a glance.`}
        actions={
          <Button asChild variant="outline">
            <Link to={PAGE_PATHS.tickets}>
              <FolderOpen aria-hidden="true" />
              Open My Cases
            </Link>
          </Button>
        }
      />

      <section aria-label="Caseload summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="Assigned Cases"
          value={figure(s?.my_assigned)}
          icon={BriefcaseMedical}
          tone="indigo"
          hint="Open and in progress"
        />
        <StatCard
          label="Crisis Cases"
          value={figure(s?.crisis)}
          icon={ShieldAlert}
          tone="red"
          hint="Crisis flag or Urgent"
        />
        <StatCard
          label="High Priority"
          value={figure(s && s.high_priority - s.crisis)}
          icon={TriangleAlert}
          tone="amber"
          hint="High, not crisis"
        />
        <StatCard
          label="Sessions Today"
          value={SAMPLE_SESSIONS.length}
          icon={CalendarClock}
          tone="emerald"
          sample
        />
      </section>

      <DashboardQueueBanners />
      <OnCallNowCard />

      <Tabs defaultValue="overview">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="sessions">Today's Sessions</TabsTrigger>
          <TabsTrigger value="cases">My Cases</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="grid gap-6 lg:grid-cols-2">
          <SectionCard
            title="Recent Cases"
            description="Your most recently updated assigned cases"
            icon={FolderOpen}
            className="lg:col-span-2"
          >
            <AssignedCases limit={5} total={s?.total} />
          </SectionCard>
          <SectionCard title="Weekly Goals" icon={Target} sample>
            <div className="space-y-5">
              <Meter label="Sessions completed" value={18} max={20} display="18 / 20" tone="indigo" />
              <Meter
                label="Average response time"
                value={2.3}
                max={4}
                display="2.3 h of 4.0 h goal"
                tone="emerald"
              />
              <div className="flex items-center gap-2 text-sm text-slate-600">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                Student rating <span className="font-semibold text-slate-900">4.8</span> / 5
              </div>
            </div>
          </SectionCard>
          <SessionList title="Next Sessions" limit={2} />
        </TabsContent>

        <TabsContent value="sessions">
          <SessionList title="Today's Sessions" />
        </TabsContent>

        <TabsContent value="cases">
          <SectionCard
            title="My Cases"
            description="Students whose tickets are assigned to you"
            icon={FolderOpen}
          >
            <AssignedCases total={s?.total} />
          </SectionCard>
        </TabsContent>

        <TabsContent value="analytics" className="grid gap-6 lg:grid-cols-2">
          <SectionCard title="My Caseload" description="All tickets assigned to you" icon={ChartPie}>
            <FigureList
              rows={[
                { label: 'Assigned, any status', value: figure(s?.total) },
                { label: 'Active (open and in progress)', value: figure(s?.active) },
                { label: 'Resolved or closed', value: figure(s && s.resolved + s.closed) },
                { label: 'Resolution rate', value: figure(s && `${s.resolution_rate}%`) },
                { label: 'Past their response target', value: figure(s?.overdue) },
              ]}
            />
          </SectionCard>
          <SectionCard title="Case Distribution" icon={ChartColumn} sample>
            <div className="space-y-4">
              {SAMPLE_DISTRIBUTION.map((row) => (
                <Meter key={row.label} label={row.label} value={row.value} tone="blue" />
              ))}
            </div>
          </SectionCard>
          <SectionCard title="Performance" icon={Clock} sample>
            <dl className="grid gap-4 sm:grid-cols-3">
              {[
                ['Sessions this week', '18'],
                ['Avg. response', '2.3 h'],
                ['Student rating', '4.8'],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-50 p-4">
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="mt-1 text-xl font-semibold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </SectionCard>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function SessionList({ title, limit }: { title: string; limit?: number }) {
  const sessions = limit ? SAMPLE_SESSIONS.slice(0, limit) : SAMPLE_SESSIONS;
  return (
    <SectionCard title={title} icon={CalendarClock} sample>
      <ul className="divide-y divide-slate-100">
        {sessions.map((session) => {
          const label = sessionButtonLabel(session.startsInMinutes);
          return (
            <li
              key={session.id}
              className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="flex min-w-0 items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                  <Video className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 text-sm">
                  <p className="truncate font-medium text-slate-900">
                    {session.student} · {session.topic}
                  </p>
                  <p className="text-slate-500">
                    {session.time} · {session.type}
                  </p>
                </div>
              </div>
              {label ? (
                <Button size="sm" variant={session.startsInMinutes <= 0 ? 'default' : 'secondary'} disabled>
                  {label}
                </Button>
              ) : (
                <Badge variant="secondary">Scheduled</Badge>
              )}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
