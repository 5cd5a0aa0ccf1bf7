import { average, rate } from '../../../common/figures';
import { ROLES } from '../../../common/permissions';
import type { Pair, Report, ReportPeriod } from '../../../common/schemas/admin-report';
import { APPOINTMENT_TYPES } from '../../../common/schemas/appointments';
import { TICKET_PRIORITIES } from '../../../common/schemas/tickets';
import { localDays } from './local-days';
import type {
  AppointmentCount,
  CrisisAlertFigures,
  RoleCount,
  SignInCount,
  StaffRef,
  TypeCount,
} from './period-repository';
import { addUp, presentDays } from './presenter';
import type { CategoryFigures, CategoryRef, DayCount, PersonFigures } from './repository';

/** What one period's queries read (the previous period's the same, without the days). */
export interface PeriodData {
  figures: CategoryFigures[];
  /** Each assignee's tickets of the period. */
  people: PersonFigures[];
  crisis: CrisisAlertFigures;
  registrations: RoleCount[];
  signIns: SignInCount[];
  due: AppointmentCount[];
  booked: TypeCount[];
}

export interface ReportInput {
  current: ReportPeriod;
  previous: ReportPeriod;
  timeZone: string;
  /** The days of the current period, in order. */
  days: string[];
  now: Date;
  data: { current: PeriodData; previous: PeriodData };
  categories: CategoryRef[];
  staff: StaffRef[];
  /** Tickets created per local day of the current period. */
  createdByDay: DayCount[];
}

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
const pairOf = <T>(both: { current: T; previous: T }, pick: (side: T) => number | null): Pair => ({
  current: pick(both.current),
  previous: pick(both.previous),
});

/** The first and last instant of a period of whole local days of `timeZone`. */
export function boundsOf(period: ReportPeriod, timeZone: string): { from: string; to: string } {
  return localDays(period.from, period.to, timeZone).window;
}

function periodOut(period: ReportPeriod, timeZone: string) {
  const bounds = boundsOf(period, timeZone);
  return { ...period, starts_at: bounds.from, ends_at: bounds.to };
}

/** The figures of one period, computed from its rows. */
function periodFigures(data: PeriodData) {
  const t = addUp(data.figures);
  const decided = t.sla_met + t.sla_breached;
  const held = data.due.filter((row) => row.status === 'completed');
  const status = (name: string) =>
    sum(
      data.due.filter((row) => row.status === name),
      (row) => row.count,
    );
  const heldCount = sum(held, (row) => row.count);
  const noShow = status('no-show');
  const ratings = sum(held, (row) => row.ratings);
  return {
    tickets: t,
    slaRate: rate(t.sla_met, decided),
    responseHours: average(t.response_hours, t.responded),
    resolutionHours: average(t.resolution_hours, t.resolved_at_set),
    autoRate: rate(t.auto_assigned, t.tickets),
    activeUsers: sum(data.signIns, (row) => row.people),
    signIns: sum(data.signIns, (row) => row.sign_ins),
    registrations: sum(data.registrations, (row) => row.count),
    booked: sum(data.booked, (row) => row.count),
    held: heldCount,
    cancelled: status('cancelled'),
    noShow,
    attendance: rate(heldCount, heldCount + noShow),
    ratings,
    satisfaction: average(
      sum(held, (row) => row.rating_sum),
      ratings,
    ),
    ackMinutes: average(data.crisis.acknowledgement_minutes, data.crisis.acknowledged),
  };
}

type Figures = ReturnType<typeof periodFigures>;

/** Rows of one priority (every category), added up. */
function priorityTotals(rows: CategoryFigures[], priority: string) {
  return addUp(rows.filter((row) => row.priority === priority));
}

/** Rows of one category (every priority), added up. */
function categoryTickets(rows: CategoryFigures[], id: number): number {
  return sum(
    rows.filter((row) => row.category_id === id),
    (row) => row.tickets,
  );
}

function supportOf(input: ReportInput, f: { current: Figures; previous: Figures }): Report['support'] {
  const { data } = input;
  const withTickets = new Set(
    data.current.figures.concat(data.previous.figures).map((row) => row.category_id),
  );
  const statuses = [
    ['Open', 'open'],
    ['In Progress', 'in_progress'],
    ['Resolved', 'resolved'],
    ['Closed', 'closed'],
  ] as const;
  return {
    tickets: pairOf(f, (x) => x.tickets.tickets),
    auto_assign_rate: pairOf(f, (x) => x.autoRate),
    avg_first_response_hours: pairOf(f, (x) => x.responseHours),
    avg_resolution_hours: pairOf(f, (x) => x.resolutionHours),
    sla: {
      met: pairOf(f, (x) => x.tickets.sla_met),
      breached: pairOf(f, (x) => x.tickets.sla_breached),
      pending: pairOf(f, (x) => x.tickets.sla_pending),
      attainment_rate: pairOf(f, (x) => x.slaRate),
    },
    crisis: {
      tickets: pairOf(f, (x) => x.tickets.crisis),
      alerts: pairOf(data, (x) => x.crisis.alerts),
      acknowledged: pairOf(data, (x) => x.crisis.acknowledged),
      avg_acknowledgement_minutes: pairOf(f, (x) => x.ackMinutes),
    },
    by_category: input.categories
      .filter((category) => category.is_active === 1 || withTickets.has(category.id))
      .map((category) => ({
        id: category.id,
        name: category.name,
        color: category.color,
        tickets: pairOf(data, (x) => categoryTickets(x.figures, category.id)),
      }))
      .sort((a, b) => (b.tickets.current ?? 0) - (a.tickets.current ?? 0)),
    by_status: statuses.map(([label, key]) => ({ status: label, tickets: pairOf(f, (x) => x.tickets[key]) })),
    by_priority: [...TICKET_PRIORITIES].reverse().map((priority) => {
      const both = {
        current: priorityTotals(data.current.figures, priority),
        previous: priorityTotals(data.previous.figures, priority),
      };
      return {
        priority,
        tickets: pairOf(both, (x) => x.tickets),
        avg_first_response_hours: pairOf(both, (x) => average(x.response_hours, x.responded)),
        avg_resolution_hours: pairOf(both, (x) => average(x.resolution_hours, x.resolved_at_set)),
      };
    }),
    volume_by_day: presentDays(input.days, input.createdByDay, []).map((day) => ({
      date: day.date,
      created: day.created,
      crisis: day.crisis,
    })),
  };
}

function counselorsOf(input: ReportInput): Report['sessions']['counselors'] {
  const { data } = input;
  const byPerson = (x: PeriodData, id: number) => {
    const held = x.due.filter((row) => row.counselor_id === id && row.status === 'completed');
    const theirs = x.people.filter((row) => row.assigned_to === id);
    const ratings = sum(held, (row) => row.ratings);
    return {
      tickets: sum(theirs, (row) => row.tickets),
      resolved: sum(theirs, (row) => row.resolved + row.closed),
      held: sum(held, (row) => row.count),
      ratings,
      satisfaction: average(
        sum(held, (row) => row.rating_sum),
        ratings,
      ),
    };
  };
  return input.staff.map((person) => {
    const both = { current: byPerson(data.current, person.id), previous: byPerson(data.previous, person.id) };
    return {
      id: person.id,
      name: person.name,
      role: person.role,
      tickets: pairOf(both, (x) => x.tickets),
      resolved: pairOf(both, (x) => x.resolved),
      sessions_held: pairOf(both, (x) => x.held),
      satisfaction: pairOf(both, (x) => x.satisfaction),
      ratings: pairOf(both, (x) => x.ratings),
    };
  });
}

/** The report: every figure of the period beside the previous period's. */
export function presentReport(input: ReportInput): Report {
  const { data } = input;
  const f = { current: periodFigures(data.current), previous: periodFigures(data.previous) };
  const roleFigure = (x: PeriodData, role: string) => ({
    registrations: x.registrations.find((row) => row.role === role)?.count ?? 0,
    signIns: x.signIns.find((row) => row.role === role),
  });
  const typeFigure = (x: PeriodData, type: string) => ({
    booked: x.booked.find((row) => row.type === type)?.count ?? 0,
    held: sum(
      x.due.filter((row) => row.type === type && row.status === 'completed'),
      (row) => row.count,
    ),
  });
  return {
    time_zone: input.timeZone,
    period: periodOut(input.current, input.timeZone),
    previous_period: periodOut(input.previous, input.timeZone),
    generated_at: input.now.toISOString(),
    overview: {
      tickets: pairOf(f, (x) => x.tickets.tickets),
      crisis_tickets: pairOf(f, (x) => x.tickets.crisis),
      active_users: pairOf(f, (x) => x.activeUsers),
      registrations: pairOf(f, (x) => x.registrations),
      appointments_held: pairOf(f, (x) => x.held),
      sla_attainment_rate: pairOf(f, (x) => x.slaRate),
      avg_first_response_hours: pairOf(f, (x) => x.responseHours),
      avg_resolution_hours: pairOf(f, (x) => x.resolutionHours),
      satisfaction: pairOf(f, (x) => x.satisfaction),
    },
    users: {
      active_users: pairOf(f, (x) => x.activeUsers),
      registrations: pairOf(f, (x) => x.registrations),
      sign_ins: pairOf(f, (x) => x.signIns),
      by_role: ROLES.map((role) => {
        const both = { current: roleFigure(data.current, role), previous: roleFigure(data.previous, role) };
        return {
          role,
          registrations: pairOf(both, (x) => x.registrations),
          active_users: pairOf(both, (x) => x.signIns?.people ?? 0),
          sign_ins: pairOf(both, (x) => x.signIns?.sign_ins ?? 0),
        };
      }),
    },
    sessions: {
      booked: pairOf(f, (x) => x.booked),
      held: pairOf(f, (x) => x.held),
      cancelled: pairOf(f, (x) => x.cancelled),
      no_show: pairOf(f, (x) => x.noShow),
      attendance_rate: pairOf(f, (x) => x.attendance),
      satisfaction: pairOf(f, (x) => x.satisfaction),
      ratings: pairOf(f, (x) => x.ratings),
      by_type: APPOINTMENT_TYPES.map((type) => {
        const both = { current: typeFigure(data.current, type), previous: typeFigure(data.previous, type) };
        return { type, booked: pairOf(both, (x) => x.booked), held: pairOf(both, (x) => x.held) };
      }),
      counselors: counselorsOf(input),
    },
    support: supportOf(input, f),
  };
}
