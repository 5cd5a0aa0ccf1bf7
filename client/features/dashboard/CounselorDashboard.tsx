import {
  BriefcaseMedical,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  ChartPie,
  FolderOpen,
  ShieldAlert,
  Target,
  TriangleAlert,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../common/schemas/auth';
import { PAGE_PATHS } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatPercent } from '../../lib/format';
import { OnCallNowCard } from '../on-call/OnCallNowCard';
import { useTicketStats } from '../tickets/api';
import { AssignedCases } from './AssignedCases';
import { DashboardQueueBanners } from './CrisisQueue';
import { FigureList, figure, SectionCard } from './parts';
import { TodaySessions } from './TodaySessions';
import { WeeklyGoals } from './WeeklyGoals';

// Counselors only (advisors do not review possible concerns): loaded with the dashboard's first view.
const ConcernQueue = lazy(async () => ({
  default: (await import('../concerns/ConcernQueue')).ConcernQueue,
}));

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
          label="Past Response Target"
          value={figure(s?.overdue)}
          icon={CalendarClock}
          tone="emerald"
          hint="Open cases past their target"
        />
      </section>

      <DashboardQueueBanners />
      <OnCallNowCard />
      {user.role === 'counselor' && (
        <Suspense fallback={null}>
          <ConcernQueue />
        </Suspense>
      )}

      <Tabs defaultValue="overview">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="sessions">Today's Sessions</TabsTrigger>
          <TabsTrigger value="cases">My Cases</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <SectionCard
            title="Recent Cases"
            description="Your most recently updated assigned cases"
            icon={FolderOpen}
            className="lg:col-span-2"
          >
            <AssignedCases limit={5} total={s?.total} />
          </SectionCard>
          <SectionCard
            title="Weekly Goals"
            description="This week, from your sessions and tickets"
            icon={Target}
          >
            <WeeklyGoals />
          </SectionCard>
        </TabsContent>

        <TabsContent value="sessions">
          <SectionCard
            title="Today's Sessions"
            description="The sessions you hold today; Start Session opens 15 minutes before each"
            icon={CalendarCheck}
            action={
              <Button asChild variant="ghost" size="sm">
                <Link to={PAGE_PATHS.appointments}>
                  <CalendarDays aria-hidden="true" />
                  My Appointments
                </Link>
              </Button>
            }
          >
            <TodaySessions />
          </SectionCard>
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

        <TabsContent value="analytics" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <SectionCard title="My Caseload" description="All tickets assigned to you" icon={ChartPie}>
            <FigureList
              rows={[
                { label: 'Assigned, any status', value: figure(s?.total) },
                { label: 'Active (open and in progress)', value: figure(s?.active) },
                { label: 'Resolved or closed', value: figure(s && s.resolved + s.closed) },
                { label: 'Resolution rate', value: figure(s && formatPercent(s.resolution_rate)) },
                { label: 'Past their response target', value: figure(s?.overdue) },
              ]}
            />
          </SectionCard>
        </TabsContent>
      </Tabs>
    </div>
  );
}
