import { CompiledQuery, type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { ACTIVE_STATUSES } from '../../../common/schemas/tickets';
import { type DB, dialectOf } from '../../db';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import type { Database, TicketsTable } from '../../db/types';
import { ticketConditions } from './figures';
import type { TicketScope } from './policy';
import { findTicketsByIds, joinedTickets, type TicketJoinedRow } from './repository';
import { ftsQuery, searchTokens } from './search';
import { walkMatches } from './search-walk';

export interface TicketFilters {
  search?: string;
  status?: string[];
  priority?: string[];
  categoryId?: number;
  categorySlug?: string;
  assigned?: 'assigned' | 'unassigned' | 'me' | 'my-assigned';
  crisis?: boolean;
  autoAssigned?: string[];
  overdue?: boolean;
  ids?: number[];
}

export interface TicketOrder {
  sortBy: 'updated_at' | 'created_at' | 'priority';
  direction: 'asc' | 'desc';
  /**
   * Crisis tickets lifted to the top (product §1.2.7), unless false: a student's dashboard lists their three
   * most recently updated tickets as they are (§1.2.4), within their own few tickets.
   */
  crisisFirst?: boolean;
}

/** What a list, count, stats or export query is narrowed by: the viewer's scope first, then filters. */
export interface TicketSelection {
  scope: TicketScope;
  filters: TicketFilters;
  viewerId: number;
  /** The clock's now, for the overdue filter. */
  now: string;
}

/** What a list counts up to exactly on PostgreSQL before it takes the planner's estimate (`countPastLimit`). */
export interface CountLimit {
  countExactUpTo?: number;
}

const SINGLE_QUERY_OFFSET = 200;
interface ListCount {
  total: number;
  /** Set when only a search narrows the list (SQLite): how many tickets there are in all. */
  all: number | null;
  /** The total is the planner's estimate, rounded, not a count (PostgreSQL, past `countExactUpTo`). */
  estimated?: boolean;
  /** PostgreSQL, with a search: about how many tickets there are in all (the planner's statistics). */
  tickets?: number;
}
const countCache = versionedCache<ListCount>();

/** `t.status` is one of the active statuses (Open, In Progress), as a raw SQL condition. */

/**
 * SQLite offers two plans for a search: look up each match by id and sort them (cheap for rare words), or
 * walk the list's order index and keep the rows that match (cheap for common words: it stops after one
 * page). `walkOrderIndex` picks the second by keeping the id term away from the id index ("+t.id").
 */
function searchCondition(db: DB, tokens: string[], walkOrderIndex = false): Expression<SqlBool> {
  if (dialectOf(db) === 'postgres') {
    const query = tokens.map((token) => `${token}:*`).join(' & ');
    // Walking the order index, the match is a call of `@@`'s own function on a subquery: the planner can neither
    // see the words nor use the text index, so every search of this shape has one plan, the walk, which
    // PostgreSQL keeps instead of planning each run. (Written with `@@`, the hidden words were guessed to match
    // 0.5% of tickets, and at 100,000 tickets the kept plan read every match from the text index: 5 times slower.)
    return walkOrderIndex
      ? sql<SqlBool>`ts_match_vq(t.search_vector, (select to_tsquery('simple', ${query})))`
      : sql<SqlBool>`t.search_vector @@ to_tsquery('simple', ${query})`;
  }
  const query = ftsQuery(tokens);
  return walkOrderIndex
    ? sql<SqlBool>`+t.id in (select rowid from tickets_fts where tickets_fts match ${query})`
    : sql<SqlBool>`t.id in (select rowid from tickets_fts where tickets_fts match ${query})`;
}

/** Every condition a list, count, stats or export query shares: the viewer's scope first, then filters. */
function conditions(db: DB, selection: TicketSelection, walkOrderIndex = false) {
  const { scope, filters, viewerId, now } = selection;
  return <Q extends { where: (...args: never[]) => unknown }>(query: Q): Q => {
    // biome-ignore lint/suspicious/noExplicitAny: Kysely's where() is generic over the joined tables
    let q: any = query;
    if (scope.kind === 'own') q = q.where('t.user_id', '=', scope.userId);
    if (scope.kind === 'assigned') q = q.where('t.assigned_to', '=', scope.userId);
    if (filters.ids) q = q.where('t.id', 'in', filters.ids.length ? filters.ids : [-1]);
    if (filters.status?.length) q = q.where('t.status', 'in', filters.status);
    if (filters.priority?.length) q = q.where('t.priority', 'in', filters.priority);
    if (filters.categoryId !== undefined) q = q.where('t.category_id', '=', filters.categoryId);
    if (filters.categorySlug !== undefined) {
      q = q.where(
        't.category_id',
        'in',
        db.selectFrom('ticket_categories').select('id').where('slug', '=', filters.categorySlug),
      );
    }
    if (filters.assigned === 'assigned') q = q.where('t.assigned_to', 'is not', null);
    if (filters.assigned === 'unassigned') q = q.where('t.assigned_to', 'is', null);
    if (filters.assigned === 'me' || filters.assigned === 'my-assigned')
      q = q.where('t.assigned_to', '=', viewerId);
    if (filters.crisis !== undefined) q = q.where('t.crisis_flag', '=', filters.crisis ? 1 : 0);
    if (filters.autoAssigned?.length) q = q.where('t.auto_assigned', 'in', filters.autoAssigned);
    if (filters.overdue === true) {
      q = q.where('t.status', 'in', [...ACTIVE_STATUSES]).where('t.sla_deadline', '<', now);
    }
    if (filters.overdue === false) {
      q = q.where((eb: { or: (x: unknown[]) => unknown; (...a: unknown[]): unknown }) =>
        eb.or([eb('t.status', 'not in', [...ACTIVE_STATUSES]), eb('t.sla_deadline', '>=', now)]),
      );
    }
    if (filters.search !== undefined) {
      const tokens = searchTokens(filters.search);
      q = tokens.length ? q.where(searchCondition(db, tokens, walkOrderIndex)) : q.where(sql<SqlBool>`1 = 0`);
    }
    return q as Q;
  };
}

/**
 * How many tickets match. A search over every ticket with nothing else to narrow it is counted in the
 * full-text index alone, without visiting the tickets.
 */
async function countOf(
  db: DB,
  selection: TicketSelection & CountLimit,
  where: ReturnType<typeof conditions>,
): Promise<ListCount> {
  // Counting every match is the dearest part of a broad list; SQLite answers repeats from a cache that any
  // committed write, from this connection or another, empties (total_changes and data_version move).
  // An overdue filter depends on the clock as well, so it is always counted afresh.
  const { scope, filters } = selection;
  if (filters.overdue !== undefined) return countFresh(db, selection, where);
  const key = JSON.stringify([scope, filters, viewerNamedBy(selection)]);
  return cachedUntilWrite(countCache, db, dialectOf(db), key, () => countFresh(db, selection, where));
}

/**
 * The viewer, where a filter names them ("assigned to me"): a kept count or page of such a filter is the
 * viewer's own, never shared between two admins. Null for every other filter.
 */
export function viewerNamedBy({ filters, viewerId }: Pick<TicketSelection, 'filters' | 'viewerId'>) {
  return filters.assigned === 'me' || filters.assigned === 'my-assigned' ? viewerId : null;
}

async function countFresh(
  db: DB,
  { scope, filters, countExactUpTo }: TicketSelection & CountLimit,
  where: ReturnType<typeof conditions>,
): Promise<ListCount> {
  if (dialectOf(db) === 'postgres') {
    const counted =
      (countExactUpTo !== undefined ? await countPastLimit(db, where, countExactUpTo) : undefined) ??
      (await exactCount(db, where));
    return filters.search === undefined ? counted : { ...counted, tickets: await ticketsEstimate(db) };
  }
  const onlySearch =
    scope.kind === 'all' &&
    filters.search !== undefined &&
    Object.entries(filters).every(([key, value]) => key === 'search' || value === undefined);
  const tokens = filters.search !== undefined ? searchTokens(filters.search) : [];
  if (onlySearch && tokens.length > 0) {
    const query = ftsQuery(tokens);
    const result = await sql<{
      n: number;
    }>`select count(*) as n from tickets_fts where tickets_fts match ${query}`.execute(db);
    const all = await db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { total: Number(result.rows[0]?.n ?? 0), all: Number(all.n) };
  }
  return exactCount(db, where);
}

async function exactCount(db: DB, where: ReturnType<typeof conditions>): Promise<ListCount> {
  const row = await where(db.selectFrom('tickets as t'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { total: Number(row.n), all: null };
}

/** About how many tickets there are (PostgreSQL's statistics; undefined before the table was first analysed). */
async function ticketsEstimate(db: DB): Promise<number | undefined> {
  const { rows } = await sql<{
    n: number;
  }>`select reltuples::float8 as n from pg_class where oid = 'tickets'::regclass`.execute(db);
  const n = Number(rows[0]?.n ?? -1);
  return n > 0 ? n : undefined;
}

/** Three significant figures: an estimate shown as "about 24,300" claims no more than it knows. */
const roughly = (n: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 2);
  return Math.round(n / step) * step;
};

/**
 * PostgreSQL counts by visiting every matching row: at a million tickets a list's first answer after a write
 * spent half a second counting. Past `exactUpTo` matches nobody pages to the end, so the total becomes the
 * planner's estimate, rounded and never below what was counted. The estimate is asked first (no rows read):
 * a list it puts within the limit is left to the exact count (undefined here); otherwise the matches are
 * counted, stopping one past the limit, so a planner that guesses high never turns a small list into
 * "about 24,300".
 */
async function countPastLimit(
  db: DB,
  where: ReturnType<typeof conditions>,
  exactUpTo: number,
): Promise<ListCount | undefined> {
  const matches = where(db.selectFrom('tickets as t')).select(sql.lit(1).as('one'));
  const compiled = matches.compile();
  const explained = await db.executeQuery<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const planned = Number(explained.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  if (planned <= exactUpTo) return undefined;
  const capped = await db
    .selectFrom(matches.limit(exactUpTo + 1).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const counted = Number(capped.n);
  if (counted <= exactUpTo) return { total: counted, all: null };
  return { total: roughly(Math.max(planned, counted)), all: null, estimated: true };
}

/** Rows a walk of the order index visits to fill a page: about (offset + limit) x all / matches. */
const walkVisits = (page: { limit: number; offset: number }, matches: number, all: number) =>
  ((page.offset + page.limit) * all) / Math.max(1, matches);

/**
 * One page of the tickets the selection finds, crises first, and how many there are in all (on PostgreSQL,
 * past `countExactUpTo`, an estimate: `estimated`).
 */
export async function listTickets(
  db: DB,
  selection: TicketSelection & CountLimit & { order: TicketOrder; page: { limit: number; offset: number } },
): Promise<{ rows: TicketJoinedRow[]; total: number; estimated: boolean }> {
  const { filters, order, page } = selection;
  const where = conditions(db, selection);
  const counted = await countOf(db, selection, where);
  const { total, all } = counted;
  const estimated = counted.estimated === true;
  // An estimate may be short of the truth: a page past it is still looked for.
  if (total === 0 || (page.offset >= total && !estimated)) return { rows: [], total, estimated };
  // Crisis tickets always come first (product §1.2.7), then the chosen order, then id for a stable page.
  const column = order.sortBy === 'priority' ? 't.priority_rank' : (`t.${order.sortBy}` as const);
  const direction =
    order.sortBy === 'priority' ? (order.direction === 'desc' ? 'asc' : 'desc') : order.direction;
  const crisisFirst = order.crisisFirst !== false;
  const inPageOrder = <T extends SelectQueryBuilder<Database & { t: TicketsTable }, 't', object>>(
    query: T,
  ): T =>
    query
      .$if(crisisFirst, (ordered) => ordered.orderBy('t.crisis_flag', 'desc'))
      .orderBy(column, direction)
      .orderBy('t.id', direction) as T;
  let pageWhere = where;
  // PostgreSQL plans a search for its words on every run (a rare word is looked up in the text index, a
  // common one found by walking the list's order): 1.1 ms of planning per search at a million tickets. When the
  // count shows the walk visits far fewer rows than there are matches, the page walks on a plan kept for
  // every search (the words hidden from the planner); a search this cannot show to be common keeps its own plan.
  if (counted.tickets !== undefined && walkVisits(page, total, counted.tickets) < total / 2)
    pageWhere = conditions(db, selection, true);
  // Walking the order index visits about (offset + limit) x all / matches rows; looking the matches up
  // visits each match once. Take whichever visits fewer.
  if (all !== null && walkVisits(page, total, all) < total) {
    const ids = await walkMatches(
      db,
      ftsQuery(searchTokens(filters.search ?? '')),
      { column, direction, crisisFirst },
      page,
    );
    if (ids !== null) return { rows: await findTicketsByIds(db, ids), total, estimated };
    pageWhere = conditions(db, selection, true);
  }
  // Near the top of an unsearched list one query walks the order index and joins the names of the
  // page's rows (a search checks each walked row against the index first, so it looks ids up first).
  // Deep pages find the page's ids first, so the joins are not repeated for every row skipped.
  if (page.offset < SINGLE_QUERY_OFFSET && filters.search === undefined) {
    const rows = (await pageWhere(joinedTickets(db))
      .$call(inPageOrder)
      .limit(page.limit)
      .offset(page.offset)
      .execute()) as TicketJoinedRow[];
    return { rows, total, estimated };
  }
  // The page's ids are found first (the order index, or the search's matches, with no joins for the rows
  // skipped) and their rows joined in the same statement: one round trip, not two. The page size and the offset
  // are written into the text (validated integers), so the statement keeps one plan (`db/literal-paging.ts`).
  const ids = pageWhere(db.selectFrom('tickets as t'))
    .select('t.id')
    .$call(inPageOrder)
    .limit(sql.lit(page.limit))
    .offset(sql.lit(page.offset));
  const rows = (await joinedTickets(db)
    .where('t.id', 'in', ids)
    .$call(inPageOrder)
    .execute()) as TicketJoinedRow[];
  return { rows, total, estimated };
}

/** Up to `limit` tickets the selection finds, crises first, then the most recently updated. */
export async function exportTicketRows(
  db: DB,
  selection: TicketSelection & { limit: number },
): Promise<TicketJoinedRow[]> {
  const where = conditions(db, selection);
  const ids = await where(db.selectFrom('tickets as t'))
    .select('t.id')
    .orderBy('t.crisis_flag', 'desc')
    .orderBy('t.updated_at', 'desc')
    .limit(selection.limit)
    .execute();
  return findTicketsByIds(
    db,
    ids.map((r) => r.id),
  );
}

/** The figures of the tickets list's header over the viewer's scope. */
export async function ticketStats(db: DB, { scope, viewerId, now }: Omit<TicketSelection, 'filters'>) {
  const dayAgo = new Date(new Date(now).getTime() - 24 * 3600_000).toISOString();
  const halfHourAgo = new Date(new Date(now).getTime() - 30 * 60_000).toISOString();
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  const is = ticketConditions('t');
  const active = is.active;
  const where = conditions(db, { scope, filters: {}, viewerId, now });
  const row = await where(
    db.selectFrom('tickets as t').innerJoin('ticket_categories as c', 'c.id', 't.category_id'),
  )
    .select([
      sql<number>`count(*)`.as('total'),
      count(is.open).as('open'),
      count(is.in_progress).as('in_progress'),
      count(is.resolved).as('resolved'),
      count(is.closed).as('closed'),
      count(is.needs_urgent_attention).as('crisis'),
      count(sql`${is.needs_urgent_attention} and t.created_at >= ${dayAgo}`).as('crisis_new_24h'),
      count(is.unassigned).as('unassigned'),
      count(sql`${is.unassigned} and ${is.needs_urgent_attention}`).as('unassigned_urgent'),
      count(sql`${is.unassigned} and t.created_at >= ${dayAgo}`).as('unassigned_recent'),
      count(sql`${is.unassigned} and c.auto_assign = 1 and t.created_at < ${halfHourAgo}`).as(
        'auto_assign_failed',
      ),
      count(sql`t.assigned_to = ${viewerId} and ${active}`).as('my_assigned'),
      count(sql`${active} and t.sla_deadline < ${now}`).as('overdue'),
      count(sql`${active} and (t.priority in ('High', 'Urgent') or ${is.crisis})`).as('high_priority'),
      count(is.auto_assigned).as('auto_assigned'),
      count(is.manual).as('manually_assigned'),
      count(is.crisis).as('crisis_flagged'),
    ])
    .executeTakeFirstOrThrow();
  const crisisCategories = await where(
    db.selectFrom('tickets as t').innerJoin('ticket_categories as c', 'c.id', 't.category_id'),
  )
    .where(is.needs_urgent_attention)
    .select(['c.id', 'c.name', sql<number>`count(*)`.as('count')])
    .groupBy(['c.id', 'c.name'])
    .orderBy(sql`count(*)`, 'desc')
    .execute();
  const numbers = Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)]),
  ) as Record<keyof typeof row, number>;
  return {
    ...numbers,
    crisisCategories: crisisCategories.map((c) => ({ id: c.id, name: c.name, count: Number(c.count) })),
  };
}
