import type { AppContext } from '../../context';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import { type TicketSelection, ticketStats } from './list-repository';

type Stats = Awaited<ReturnType<typeof ticketStats>>;
const statsCache = versionedCache<Stats>();

/**
 * The tickets list's header figures over the viewer's scope, kept until the next committed write anywhere
 * (any app server, either database; `server/db/change-version.ts`) or the end of the minute: overdue, new in
 * 24 hours and failed auto-assignment move with the clock. They read every ticket of the scope (on PostgreSQL
 * at 100,000 tickets, 165 ms on every visit to the list before). One entry per viewer and minute: a figure
 * ("assigned to me") depends on who asks.
 */
export function cachedTicketStats(
  ctx: AppContext,
  selection: Omit<TicketSelection, 'filters'>,
): Promise<Stats> {
  const minute = selection.now.slice(0, 16);
  const key = JSON.stringify([selection.scope, selection.viewerId, minute]);
  return cachedUntilWrite(statsCache, ctx.db, ctx.config.databaseKind, key, () =>
    ticketStats(ctx.db, selection),
  );
}
