import {
  ArrowRight,
  BookOpenText,
  CalendarDays,
  CircleCheck,
  Clock,
  HeartHandshake,
  type LucideIcon,
  SquarePlus,
  Ticket,
  TriangleAlert,
  Video,
} from 'lucide-react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../common/schemas/auth';
import { PAGE_PATHS, type StaticPageName } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn, firstNameOf } from '../../lib/utils';
import { useTicketStats } from '../tickets/api';
import { CrisisBanner } from './CrisisBanner';
import { figure, SectionCard, StatCard } from './parts';
import { RecentTickets } from './RecentTickets';

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
  {
    label: 'Crisis Support',
    page: 'counseling',
    icon: HeartHandshake,
    className: 'bg-rose-50 text-rose-600',
  },
];

// Fixed example content (spec 1 §1): shown as such until appointments and resources are wired in.
const SAMPLE_APPOINTMENTS = [
  { id: 1, title: 'Counseling session', with: 'Wellness Center', when: 'Tomorrow, 10:00 AM', mode: 'Video' },
  { id: 2, title: 'Academic advising', with: 'Advising Office', when: 'Friday, 2:30 PM', mode: 'In person' },
];

const SAMPLE_RESOURCES = [
  { id: 1, title: 'Managing exam stress', kind: 'Guide', minutes: 5 },
  { id: 2, title: 'Sleep and wellbeing', kind: 'Article', minutes: 4 },
  { id: 3, title: 'Guided breathing exercise', kind: 'Audio', minutes: 10 },
];

export function StudentDashboard({ user }: { user: SessionUser }) {
  // GET /tickets/stats is scoped to the viewer: a student's own tickets.
  const stats = useTicketStats();
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
            <Link
              key={page}
              to={PAGE_PATHS[page]}
              className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
            >
              <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', className)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold text-slate-800 group-hover:text-slate-950">{label}</span>
            </Link>
          ))}
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
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
          title="Upcoming Appointments"
          icon={CalendarDays}
          sample
          action={
            <Button asChild variant="ghost" size="sm">
              <Link to={PAGE_PATHS.appointments}>Book</Link>
            </Button>
          }
        >
          <ul className="space-y-3">
            {SAMPLE_APPOINTMENTS.map((appointment) => (
              <li
                key={appointment.id}
                className="flex gap-3 rounded-lg border border-slate-100 bg-slate-50/60 p-3"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-emerald-600 shadow-sm">
                  <Video className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">{appointment.title}</p>
                  <p className="text-slate-500">
                    {appointment.with} · {appointment.mode}
                  </p>
                  <p className="mt-0.5 text-xs font-medium text-emerald-700">{appointment.when}</p>
                </div>
              </li>
            ))}
          </ul>
        </SectionCard>
      </div>

      <SectionCard
        title="Self-Help Resources"
        description="Short reads and exercises you can use any time"
        icon={BookOpenText}
        sample
        action={
          <Button asChild variant="ghost" size="sm">
            <Link to={PAGE_PATHS.resources}>
              Browse resources
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      >
        <ul className="grid gap-3 sm:grid-cols-3">
          {SAMPLE_RESOURCES.map((resource) => (
            <li key={resource.id}>
              <Card className="h-full border-slate-100 bg-slate-50/60 p-4 shadow-none">
                <p className="text-xs font-medium uppercase tracking-wide text-indigo-600">{resource.kind}</p>
                <p className="mt-1 font-medium text-slate-900">{resource.title}</p>
                <p className="mt-1 text-xs text-slate-500">{resource.minutes} min</p>
              </Card>
            </li>
          ))}
        </ul>
      </SectionCard>

      <CrisisBanner />
    </div>
  );
}
