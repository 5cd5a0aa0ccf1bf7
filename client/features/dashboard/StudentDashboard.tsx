import {
  ArrowRight,
  BookHeart,
  CalendarDays,
  CircleCheck,
  ClipboardList,
  Clock,
  HeartHandshake,
  type LucideIcon,
  SquarePlus,
  Ticket,
  TriangleAlert,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../common/schemas/auth';
import { PAGE_PATHS, type StaticPageName } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { Button } from '../../components/ui/button';
import { useSeen } from '../../lib/useSeen';
import { cn, firstNameOf } from '../../lib/utils';
import { CrisisSupportPanel } from '../crisis-support/CrisisSupportPanel';
import { SafetyPlanLinks } from '../crisis-support/SafetyPlanLinks';
import { useTicketStats } from '../tickets/api';
import { CrisisBanner } from './CrisisBanner';
import { figure, SectionCard } from './parts';
import { RecentTickets } from './RecentTickets';

// The upcoming appointments load their code and data when the card scrolls into view.
const UpcomingAppointments = lazy(async () => ({
  default: (await import('../appointments/UpcomingAppointments')).UpcomingAppointments,
}));

// The self-help list (below the fold) loads its code and data when it scrolls into view.
const DashboardResources = lazy(async () => ({
  default: (await import('../resources/DashboardResources')).DashboardResources,
}));

const QUICK_ACTIONS: { label: string; page: StaticPageName; icon: LucideIcon; className: string }[] = [
  {
    label: 'Submit Ticket',
    page: 'submit-ticket',
    icon: SquarePlus,
    className: 'bg-indigo-50 text-indigo-600',
  },
  { label: 'View All Tickets', page: 'tickets', icon: Ticket, className: 'bg-blue-50 text-blue-600' },
  {
    label: 'Book Appointment',
    page: 'appointments',
    icon: CalendarDays,
    className: 'bg-emerald-50 text-emerald-600',
  },
];

const TILE =
  'group flex min-w-0 flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-3 text-left sm:flex-row sm:items-center sm:gap-3 sm:p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2';

export function StudentDashboard({ user }: { user: SessionUser }) {
  // GET /tickets/stats is scoped to the viewer: a student's own tickets.
  const stats = useTicketStats();
  const [crisisOpen, setCrisisOpen] = useState(false);
  const [resourcesRef, resourcesSeen] = useSeen<HTMLDivElement>();
  const [appointmentsRef, appointmentsSeen] = useSeen<HTMLDivElement>();
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Welcome, ${firstNameOf(user.name)}`}
        documentTitle="Dashboard"
        description="Here is an overview of your support requests and what's coming up."
      />

      <section aria-label="Ticket summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="Total Tickets"
          value={figure(stats.data?.total)}
          icon={Ticket}
          tone="indigo"
          hint="All your requests"
        />
        <StatCard
          label="Active Tickets"
          value={figure(stats.data?.active)}
          icon={Clock}
          tone="blue"
          hint="Open and in progress"
        />
        <StatCard
          label="Resolved"
          value={figure(stats.data?.resolved)}
          icon={CircleCheck}
          tone="emerald"
          hint="Closed out"
        />
        <StatCard
          label="High Priority"
          value={figure(stats.data?.high_priority)}
          icon={TriangleAlert}
          tone="amber"
          hint="High and crisis"
        />
      </section>

      <section aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="sr-only">
          Quick actions
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {QUICK_ACTIONS.map(({ label, page, icon: Icon, className }) => (
            <Link key={page} to={PAGE_PATHS[page]} className={TILE}>
              <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', className)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 break-words text-sm font-semibold text-slate-800 group-hover:text-slate-950">
                {label}
              </span>
            </Link>
          ))}
          {/* Opens the Crisis Support panel right here: the contacts are one press away, never a page away. */}
          <button type="button" className={TILE} onClick={() => setCrisisOpen(true)} aria-haspopup="dialog">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-rose-50 text-rose-700">
              <HeartHandshake className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 break-words text-sm font-semibold text-slate-800 group-hover:text-slate-950">
              Crisis Support
            </span>
          </button>
        </div>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <SectionCard
          title="Recent Tickets"
          description="Your three most recently updated tickets"
          icon={Ticket}
          className="lg:col-span-2"
          action={
            <Button asChild variant="ghost" size="sm">
              <Link to={PAGE_PATHS.tickets}>
                View all
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        >
          <RecentTickets />
        </SectionCard>

        <SectionCard
          title="My Safety Plan"
          description="Your warning signs, what helps and who to call, ready for hard moments"
          icon={ClipboardList}
        >
          <SafetyPlanLinks />
        </SectionCard>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard
          title="Upcoming Appointments"
          description="Your next counseling sessions"
          icon={CalendarDays}
          action={
            <Button asChild variant="ghost" size="sm">
              <Link to={PAGE_PATHS.appointments}>
                My Appointments
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        >
          <div ref={appointmentsRef} className="min-h-16">
            {appointmentsSeen && (
              <Suspense fallback={null}>
                <UpcomingAppointments />
              </Suspense>
            )}
          </div>
        </SectionCard>

        <SectionCard
          title="Self-help resources"
          description="Recommended by your counselor, and featured guides from the library"
          icon={BookHeart}
          action={
            <Button asChild variant="ghost" size="sm">
              <Link to={PAGE_PATHS.resources}>
                Resource Library
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        >
          <div ref={resourcesRef} className="min-h-16">
            {resourcesSeen && (
              <Suspense fallback={null}>
                <DashboardResources />
              </Suspense>
            )}
          </div>
        </SectionCard>
      </div>

      <CrisisBanner onOpenSupport={() => setCrisisOpen(true)} />
      <CrisisSupportPanel open={crisisOpen} onOpenChange={setCrisisOpen} />
    </div>
  );
}
