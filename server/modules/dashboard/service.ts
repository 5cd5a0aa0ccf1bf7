import type {
  StaffPerformance,
  StaffPerformanceRow,
  SystemOverview,
  SystemOverviewQuery,
} from '../../../common/schemas/dashboard';
import type { AppContext } from '../../context';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import { MINUTE } from '../../lib/clock';
import { dashboardRepository } from './repository';

const DAY = 24 * 60 * MINUTE;

/** Hours to 1 decimal (spec 1 §9); null when there is nothing to average. */
export function averageHours(totalHours: number, count: number): number | null {
  return count === 0 ? null : Math.round((totalHours / count) * 10) / 10;
}

/** resolved / total as a whole percentage (spec 1 §9). */
export function resolutionRate(resolved: number, total: number): number {
  return total === 0 ? 0 : Math.round((resolved / total) * 100);
}

/** The UTC instant at which the viewer's day began, for a viewer `offsetMinutes` east of UTC. */
export function dayStart(now: Date, offsetMinutes: number): Date {
  const offset = offsetMinutes * MINUTE;
  const local = now.getTime() + offset;
  return new Date(local - (((local % DAY) + DAY) % DAY) - offset);
}

const staffCache =
  versionedCache<Awaited<ReturnType<ReturnType<typeof dashboardRepository>['staffAggregates']>>>(4);

export function dashboardService(ctx: AppContext) {
  const repo = dashboardRepository(ctx.db, ctx.config.databaseKind);

  return {
    async staffPerformance(): Promise<StaffPerformance> {
      // One pass over every assigned ticket: kept until the next committed write (SQLite).
      const rows = await cachedUntilWrite(staffCache, ctx.db, ctx.config.databaseKind, 'staff', () =>
        repo.staffAggregates(),
      );
      const staff: StaffPerformanceRow[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        role: row.role === 'advisor' ? 'advisor' : 'counselor',
        cases: row.cases,
        active: row.active,
        resolved: row.resolved,
        avg_response_hours: averageHours(row.response_hours, row.responded),
        resolution_rate: resolutionRate(row.resolved, row.cases),
      }));
      const sum = (pick: (row: (typeof rows)[number]) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);
      const cases = sum((row) => row.cases);
      const resolved = sum((row) => row.resolved);
      return {
        staff,
        totals: {
          staff: rows.length,
          cases,
          active: sum((row) => row.active),
          resolved,
          avg_response_hours: averageHours(
            sum((row) => row.response_hours),
            sum((row) => row.responded),
          ),
          resolution_rate: resolutionRate(resolved, cases),
        },
      };
    },

    async systemOverview(query: SystemOverviewQuery): Promise<SystemOverview> {
      const now = ctx.clock.now();
      const idleSince = new Date(now.getTime() - ctx.config.session.idleMinutes * MINUTE);
      const since = dayStart(now, query.utc_offset_minutes);
      const [activeSessions, resolvedToday] = await Promise.all([
        repo.countActiveSessions(now.toISOString(), idleSince.toISOString()),
        repo.countResolvedSince(since.toISOString()),
      ]);
      return {
        active_sessions: activeSessions,
        uptime_seconds: Math.floor(process.uptime()),
        resolved_today: resolvedToday,
        day_started_at: since.toISOString(),
        generated_at: now.toISOString(),
      };
    },
  };
}
