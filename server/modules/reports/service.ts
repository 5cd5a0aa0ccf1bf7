import fs from 'node:fs';
import path from 'node:path';
import type { SystemInfo, TicketAnalytics } from '../../../common/schemas/analytics';
import type { AppContext } from '../../context';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import { MINUTE } from '../../lib/clock';
import { directoryBytes } from './disk';
import { presentAnalytics, windowOf } from './presenter';
import { analyticsRepository } from './repository';

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

/** `startedAt`: when this server started (its uptime counts from there). */
const analyticsCache = versionedCache<TicketAnalytics>(50);

export function analyticsService(ctx: AppContext, startedAt: Date) {
  const repo = analyticsRepository(ctx.db, ctx.config.databaseKind);

  return {
    /** Ticket figures for the last `timeframe` days (today included), all aggregated by the database. */
    async ticketAnalytics(timeframe: number): Promise<TicketAnalytics> {
      const now = ctx.clock.now();
      // Only a write changes what was created or resolved; the clock moves SLA deadlines from pending to
      // breached, so an answer is kept until the next write or, at the longest, to the end of its minute.
      const minute = Math.floor(now.getTime() / MINUTE);
      return cachedUntilWrite(
        analyticsCache,
        ctx.db,
        ctx.config.databaseKind,
        `${timeframe}/${minute}`,
        async () => {
          const window = windowOf(now, timeframe);
          const range = { from: window.from.toISOString(), to: window.to.toISOString() };
          const [figures, created, resolved, categories] = await Promise.all([
            repo.figuresByCategory(range, now.toISOString()),
            repo.createdByDay(range),
            repo.resolvedByDay(range),
            repo.categories(),
          ]);
          return presentAnalytics({ timeframe, window, figures, created, resolved, categories });
        },
      );
    },

    async systemInfo(): Promise<SystemInfo> {
      const now = ctx.clock.now();
      const [sizeBytes, lastMigration, tickets, attachments, attachmentsOnDisk] = await Promise.all([
        repo.databaseBytes(),
        repo.lastMigration(),
        repo.ticketTotals(),
        repo.attachmentTotals(),
        directoryBytes(path.join(ctx.config.dataDir, 'attachments')),
      ]);
      return {
        database: {
          kind: ctx.config.databaseKind === 'sqlite' ? 'sqlite' : 'postgresql',
          size_bytes: sizeBytes,
          last_migration: lastMigration,
        },
        tickets,
        attachments,
        storage: { data_dir: ctx.config.dataDir, attachments_bytes: attachmentsOnDisk },
        uptime_seconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
        started_at: startedAt.toISOString(),
        version: appVersion(),
        node_version: process.version,
      };
    },
  };
}
