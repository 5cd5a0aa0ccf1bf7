import { addDays } from '../../../common/dates';
import type { WeeklyGoals } from '../../../common/schemas/appointment-goals';
import type { AppContext } from '../../context';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import { localDayStart as dayStart } from '../../lib/clock';
import { currentSettings } from '../settings';
import { firstResponseHours } from '../tickets';
import { staffRatings } from './cached';
import type { AppointmentViewer } from './policy';
import { localDate } from './slots';

/** The week (Monday to Sunday) holding `now` on the university's clock, as dates and instants. */
export function weekOf(now: Date, timeZone: string) {
  const today = localDate(now, timeZone);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday
  const monday = addDays(today, -((weekday + 6) % 7));
  const nextMonday = addDays(monday, 7);
  return {
    start: monday,
    end: addDays(monday, 6),
    from: dayStart(monday, timeZone).toISOString(),
    to: dayStart(nextMonday, timeZone).toISOString(),
  };
}

/** A counselor's held sessions and first replies of one week, kept per counselor and week. */
type WeekFigures = {
  held: { n: number };
  response: Awaited<ReturnType<typeof firstResponseHours>>;
};
const weekCache = versionedCache<WeekFigures>(500);

/**
 * The counselor dashboard's weekly goals: sessions the viewer held this week (completed appointments starting
 * Monday to Sunday) against `weeklySessionGoal`, and the average first-response time of the tickets assigned
 * to them whose first reply fell this week against `responseTimeGoalHours`; and the average student rating
 * of all their rated sessions (all time: a week rarely holds enough ratings to mean anything).
 */
export function weeklyGoalsService(ctx: AppContext) {
  return {
    async of(viewer: AppointmentViewer): Promise<WeeklyGoals> {
      const settings = await currentSettings(ctx);
      const week = weekOf(ctx.clock.now(), settings.timezone);
      // The week's figures are kept until the next write (they depend on the week, not the minute).
      const key = `${viewer.id}/${week.from}/${week.to}`;
      const { held, response } = await cachedUntilWrite(
        weekCache,
        ctx.db,
        ctx.config.databaseKind,
        key,
        async () => ({
          held: await ctx.db
            .selectFrom('appointments')
            .where('counselor_id', '=', viewer.id)
            .where('status', '=', 'completed')
            .where('start_at', '>=', week.from)
            .where('start_at', '<', week.to)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
          response: await firstResponseHours(ctx.db, ctx.config.databaseKind, viewer.id, week),
        }),
      );
      const rating = (await staffRatings(ctx, [viewer.id])).get(viewer.id) ?? { average: null, count: 0 };
      return {
        week: { start: week.start, end: week.end, timezone: settings.timezone },
        sessions: { held: Number(held.n), goal: settings.weeklySessionGoal },
        response_time: {
          average_hours: response.averageHours === null ? null : Math.round(response.averageHours * 10) / 10,
          tickets: response.responded,
          goal_hours: settings.responseTimeGoalHours,
        },
        rating,
      };
    },
  };
}
