import type { AppContext } from '../../context';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import {
  type CountLimit,
  listTickets,
  type TicketSelection,
  ticketStats,
  viewerNamedBy,
} from './list-repository';
import { findTicketWithThread } from './thread-repository';

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

type Page = Awaited<ReturnType<typeof listTickets>>;
type PageSelection = Parameters<typeof listTickets>[1];
/** Pages of up to 100 rows: 200 of them hold at most about 30 MB. */
const pageCache = versionedCache<Page>(200);

/**
 * One page of the tickets list, kept until the next committed write anywhere, as its count already is: fifty
 * people on the same queue read it from memory, and the first read after any write reads the database again
 * (`server/db/change-version.ts`; exact across app servers). The rows are kept, not the answer: each viewer's
 * answer is still presented at the request (what a role may see, overdue by the clock). A page filtered by
 * "overdue" moves with the clock and is always read afresh. The key holds the scope (whose tickets), the
 * filters, the order and the page; the viewer's id only where a filter names them ("assigned to me").
 */
export function cachedTicketPage(ctx: AppContext, selection: PageSelection & CountLimit): Promise<Page> {
  const { scope, filters, order, page, countExactUpTo } = selection;
  if (filters.overdue !== undefined) return listTickets(ctx.db, selection);
  const key = JSON.stringify([scope, filters, order, page, countExactUpTo ?? null, viewerNamedBy(selection)]);
  return cachedUntilWrite(pageCache, ctx.db, ctx.config.databaseKind, key, () =>
    listTickets(ctx.db, selection),
  );
}

type Thread = Awaited<ReturnType<typeof findTicketWithThread>>;
/** Threads are small (a ticket, its replies, files and history): 500 of them are a few MB. */
const threadCache = versionedCache<Thread | null>(500);

/**
 * One ticket with its whole thread, as stored, kept until the next committed write anywhere: who may see it,
 * and which of it, is still decided per request (`read.ts`), and nothing here is changed by the reader.
 * `withHistory` is part of the key: the thread of a reader who may see internal notes holds the history too.
 */
export async function cachedTicketThread(ctx: AppContext, id: number, withHistory: boolean): Promise<Thread> {
  const key = `${id}/${withHistory ? 1 : 0}`;
  const found = await cachedUntilWrite(
    threadCache,
    ctx.db,
    ctx.config.databaseKind,
    key,
    async () => (await findTicketWithThread(ctx.db, id, withHistory)) ?? null,
  );
  return found ?? undefined;
}
