import fs from 'node:fs';
import path from 'node:path';
import { uptimeSeconds } from '../../../common/figures';
import type {
  StaffPerformance,
  SystemInfo,
  SystemOverview,
  SystemOverviewQuery,
  TicketAnalytics,
} from '../../../common/schemas/reports';
import type { AppContext } from '../../context';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import { localDay, MINUTE } from '../../lib/clock';
import { backupService } from '../backups';
import { mailQueueStatus } from '../mail';
import { currentSettings, sessionTimeouts } from '../settings';
import { directoryBytes } from './disk';
import { foldIntoDays } from './local-days';
import { presentAnalytics, presentStaffPerformance, windowOf } from './presenter';
import * as repo from './repository';

const DAY = 24 * 60 * MINUTE;

let cachedVersion: string | undefined;

/** The hub's version: the one in package.json. */
export function appVersion(): string {
  if (cachedVersion === undefined) {
    try {
      const file = new URL('../../../package.json', import.meta.url);
      cachedVersion = String(JSON.parse(fs.readFileSync(file, 'utf8')).version ?? 'unknown');
    } catch {
      cachedVersion = 'unknown';
    }
  }
  return cachedVersion;
}

/** The UTC instant at which the viewer's day began, for a viewer `offsetMinutes` east of UTC. */
export function dayStart(now: Date, offsetMinutes: number): Date {
  const offset = offsetMinutes * MINUTE;
  const local = now.getTime() + offset;
  return new Date(local - (((local % DAY) + DAY) % DAY) - offset);
}

/** Where the hub's day of `now` began: local midnight in the `timezone` setting. */
async function hubDayStartIn(ctx: AppContext, now: Date): Promise<Date> {
  const { timezone } = await currentSettings(ctx);
  return localDay(now, timezone).start;
}

const analyticsCache = versionedCache<TicketAnalytics>(50);
const staffCache = versionedCache<StaffPerformance>(4);

/**
 * The reports: ticket analytics and system information (Analytics and System tabs), staff performance and
 * the system overview (admin dashboard). `startedAt` is when this server started, on its clock: every uptime
 * the reports give counts from it.
 */
export function reportsService(ctx: AppContext, startedAt: Date) {
  const { db } = ctx;
  const kind = ctx.config.databaseKind;

  return {
    /** Ticket figures for the last `timeframe` days of the hub's time zone (today included), aggregated by the database. */
    async ticketAnalytics(timeframe: number): Promise<TicketAnalytics> {
      const now = ctx.clock.now();
      // Only a write changes what was created or resolved; the clock moves SLA deadlines from pending to
      // breached, so an answer is kept until the next write or, at the longest, to the end of its minute.
      const minute = Math.floor(now.getTime() / MINUTE);
      const { timezone } = await currentSettings(ctx);
      const key = `${timeframe}/${timezone}/${minute}`;
      return cachedUntilWrite(analyticsCache, db, kind, key, async () => {
        const window = windowOf(now, timeframe, timezone);
        const range = { from: window.from.toISOString(), to: window.to.toISOString() };
        const [figures, created, resolved, categories] = await Promise.all([
          repo.figuresByCategory(db, { kind, window: range, now: now.toISOString() }),
          repo.createdBySlot(db, kind, range, window.slot, { responseTimes: true }),
          repo.resolvedBySlot(db, kind, range, window.slot),
          repo.categories(db),
        ]);
        return presentAnalytics({
          timeframe,
          window,
          timeZone: timezone,
          figures,
          created: foldIntoDays(created, window),
          resolved: foldIntoDays(resolved, window),
          categories,
        });
      });
    },

    async systemInfo(): Promise<SystemInfo> {
      const now = ctx.clock.now();
      const [sizeBytes, lastMigration, tickets, attachments, attachmentsOnDisk] = await Promise.all([
        repo.databaseBytes(db, kind),
        repo.lastMigration(db),
        repo.ticketTotals(db),
        repo.attachmentTotals(db),
        directoryBytes(path.join(ctx.config.dataDir, 'attachments')),
      ]);
      return {
        database: {
          kind: kind === 'sqlite' ? 'sqlite' : 'postgresql',
          size_bytes: sizeBytes,
          last_migration: lastMigration,
        },
        tickets,
        attachments,
        storage: { data_dir: ctx.config.dataDir, attachments_bytes: attachmentsOnDisk },
        uptime_seconds: uptimeSeconds(startedAt, now),
        started_at: startedAt.toISOString(),
        version: appVersion(),
        node_version: process.version,
      };
    },

    async staffPerformance(): Promise<StaffPerformance> {
      // One pass over every assigned ticket: kept until the next committed write (SQLite).
      // The presented answer is what is kept: the route encodes one object once (sharedAnswerSender).
      return cachedUntilWrite(staffCache, db, kind, 'staff', async () =>
        presentStaffPerformance(await repo.staffAggregates(db, kind)),
      );
    },

    async systemOverview(query: SystemOverviewQuery): Promise<SystemOverview> {
      const now = ctx.clock.now();
      const { idleMinutes } = await sessionTimeouts(ctx);
      const idleSince = new Date(now.getTime() - idleMinutes * MINUTE);
      // "Today" is the university's day (the `timezone` setting), as in the reports, unless a caller asks for
      // another offset.
      const since =
        query.utc_offset_minutes === undefined
          ? await hubDayStartIn(ctx, now)
          : dayStart(now, query.utc_offset_minutes);
      const [activeSessions, resolvedToday, mail, backups] = await Promise.all([
        repo.countActiveSessions(db, { now: now.toISOString(), idleSince: idleSince.toISOString() }),
        repo.countResolvedSince(db, since.toISOString()),
        mailQueueStatus(ctx).catch(() => null),
        backupService(ctx).state(),
      ]);
      return {
        active_sessions: activeSessions,
        uptime_seconds: uptimeSeconds(startedAt, now),
        resolved_today: resolvedToday,
        day_started_at: since.toISOString(),
        mail: mail && { waiting: mail.waiting, abandoned: mail.abandoned },
        backups,
        generated_at: now.toISOString(),
      };
    },
  };
}
