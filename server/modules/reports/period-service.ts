import {
  periodsOf,
  type Report,
  type ReportPeriod,
  type ReportQuery,
} from '../../../common/schemas/admin-report';
import type { AppContext } from '../../context';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import { localDate, MINUTE } from '../../lib/clock';
import { currentSettings } from '../settings';
import { foldIntoDays, localDays } from './local-days';
import { boundsOf, type PeriodData, presentReport } from './period-presenter';
import * as period from './period-repository';
import * as repo from './repository';

const reportCache = versionedCache<Report>(20);
/** Appointment figures per window, kept until the next write to appointments (not to tickets). */
const appointmentCache = versionedCache<Pick<PeriodData, 'due' | 'booked'>>(20);

/**
 * The admin Reports screen: every figure of a period of whole days of the hub's time zone beside the previous
 * period's, all aggregated by the database. Kept like the ticket analytics: until the next write on any server or, at the
 * longest, the end of its minute (the clock moves SLA deadlines from pending to breached).
 */
export function periodReportService(ctx: AppContext) {
  const { db } = ctx;
  const kind = ctx.config.databaseKind;

  /** A year of appointments is the report's largest read after the tickets: kept across ticket writes. */
  async function appointmentFigures(window: { from: string; to: string }) {
    const version = await period.appointmentsVersion(db);
    return cachedUntilWrite(
      appointmentCache,
      db,
      kind,
      `${window.from}/${window.to}`,
      async () => {
        const [due, booked] = await Promise.all([
          period.appointmentsDue(db, kind, window),
          period.appointmentsBooked(db, window),
        ]);
        return { due, booked };
      },
      version,
    );
  }

  async function periodData(p: ReportPeriod, now: string, timeZone: string): Promise<PeriodData> {
    const window = boundsOf(p, timeZone);
    const [figures, people, crisis, registrations, signIns, { due, booked }] = await Promise.all([
      repo.figuresByCategory(db, { kind, window, now, detail: true }),
      repo.peopleFigures(db, kind, window),
      period.crisisAlerts(db, kind, window),
      period.registrationsByRole(db, window),
      period.signInsByRole(db, window),
      appointmentFigures(window),
    ]);
    return { figures, people, crisis, registrations, signIns, due, booked };
  }

  return {
    async report(query: ReportQuery): Promise<Report> {
      const now = ctx.clock.now();
      const { timezone } = await currentSettings(ctx);
      const { current, previous } = periodsOf(query, localDate(now, timezone));
      const minute = Math.floor(now.getTime() / MINUTE);
      const key = `${current.from}/${current.to}/${timezone}/${minute}`;
      return cachedUntilWrite(reportCache, db, kind, key, async () => {
        const iso = now.toISOString();
        const days = localDays(current.from, current.to, timezone);
        const [cur, prev, categories, createdBySlot] = await Promise.all([
          periodData(current, iso, timezone),
          periodData(previous, iso, timezone),
          repo.categories(db),
          repo.createdBySlot(db, kind, days.window, days.slot),
        ]);
        const worked = [...cur.people, ...prev.people].map((row) => row.assigned_to);
        const held = [...cur.due, ...prev.due].map((row) => row.counselor_id);
        const staff = await period.staffOf(db, [...new Set([...worked, ...held])]);
        return presentReport({
          current,
          previous,
          timeZone: timezone,
          days: days.days,
          now,
          data: { current: cur, previous: prev },
          categories,
          staff,
          createdByDay: foldIntoDays(createdBySlot, days),
        });
      });
    },
  };
}
