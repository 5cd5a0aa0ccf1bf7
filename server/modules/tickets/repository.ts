import {
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  sql,
  type Updateable,
} from 'kysely';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import type {
  TicketAttachmentsTable,
  TicketHistoryTable,
  TicketResponsesTable,
  TicketsTable,
} from '../../db/types';
import { ticketConditions } from './figures';
import type { TicketScope } from './policy';
import { isKeywordHit, isString, parseJsonArray } from './presenter';
import { ftsQuery, searchTextOf, searchTokens } from './search';
import { walkMatches } from './search-walk';

export type TicketRow = Selectable<TicketsTable>;

const SINGLE_QUERY_OFFSET = 200;
interface ListCount {
  total: number;
  /** Set when only a search narrows the list (SQLite): how many tickets there are in all. */
  all: number | null;
}
const countCache = versionedCache<ListCount>();

/** Every ticket column but the search words, which only the index reads. */
const TICKET_COLUMNS = [
  't.id',
  't.ticket_number',
  't.subject',
  't.description',
  't.category_id',
  't.priority',
  't.priority_rank',
  't.status',
  't.crisis_flag',
  't.crisis_level',
  't.crisis_score',
  't.detected_crisis_keywords',
  't.priority_score',
  't.user_id',
  't.created_by',
  't.assigned_to',
  't.auto_assigned',
  't.tags',
  't.response_count',
  't.attachment_count',
  't.sla_deadline',
  't.first_response_at',
  't.resolved_at',
  't.closed_at',
  't.created_at',
  't.updated_at',
  't.crisis_acknowledged_at',
  't.crisis_acknowledged_by',
  't.crisis_acknowledged_by_name',
] as const;

/** A ticket with the names the API shows beside it. */
export interface TicketJoinedRow extends Omit<TicketRow, 'search_text'> {
  category_name: string;
  category_slug: string;
  category_color: string;
  category_icon: string;
  category_sla_hours: number;
  category_auto_assign: number;
  category_crisis_detection: number;
  requester_name: string;
  requester_email: string;
  assignee_name: string | null;
  assignee_role: string | null;
}

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
}

export function ticketsRepository(db: DB, kind: DatabaseKind) {
  function joined() {
    return db
      .selectFrom('tickets as t')
      .innerJoin('ticket_categories as c', 'c.id', 't.category_id')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('users as a', 'a.id', 't.assigned_to')
      .select(TICKET_COLUMNS)
      .select([
        'c.name as category_name',
        'c.slug as category_slug',
        'c.color as category_color',
        'c.icon as category_icon',
        'c.sla_response_hours as category_sla_hours',
        'c.auto_assign as category_auto_assign',
        'c.crisis_detection_enabled as category_crisis_detection',
        'u.name as requester_name',
        'u.email as requester_email',
        'a.name as assignee_name',
        'a.role as assignee_role',
      ]);
  }

  /**
   * SQLite offers two plans for a search: look up each match by id and sort them (cheap for rare words), or
   * walk the list's order index and keep the rows that match (cheap for common words: it stops after one
   * page). `walkOrderIndex` picks the second by keeping the id term away from the id index ("+t.id").
   */
  function searchCondition(tokens: string[], walkOrderIndex = false): Expression<SqlBool> {
    if (kind === 'postgres') {
      const query = tokens.map((token) => `${token}:*`).join(' & ');
      return sql<SqlBool>`t.search_vector @@ to_tsquery('simple', ${query})`;
    }
    const query = ftsQuery(tokens);
    return walkOrderIndex
      ? sql<SqlBool>`+t.id in (select rowid from tickets_fts where tickets_fts match ${query})`
      : sql<SqlBool>`t.id in (select rowid from tickets_fts where tickets_fts match ${query})`;
  }

  /** The joined rows of a page's ids, in the page's order. */
  async function rowsByIds(ids: number[]): Promise<TicketJoinedRow[]> {
    if (ids.length === 0) return [];
    const rows = (await joined().where('t.id', 'in', ids).execute()) as TicketJoinedRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is TicketJoinedRow => row !== undefined);
  }

  /** Every condition a list, count, stats or export query shares: the viewer's scope first, then filters. */
  function conditions(
    scope: TicketScope,
    filters: TicketFilters,
    viewerId: number,
    now: string,
    walkOrderIndex = false,
  ) {
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
        q = q.where('t.status', 'in', ['Open', 'In Progress']).where('t.sla_deadline', '<', now);
      }
      if (filters.overdue === false) {
        q = q.where((eb: { or: (x: unknown[]) => unknown; (...a: unknown[]): unknown }) =>
          eb.or([eb('t.status', 'not in', ['Open', 'In Progress']), eb('t.sla_deadline', '>=', now)]),
        );
      }
      if (filters.search !== undefined) {
        const tokens = searchTokens(filters.search);
        q = tokens.length ? q.where(searchCondition(tokens, walkOrderIndex)) : q.where(sql<SqlBool>`1 = 0`);
      }
      return q as Q;
    };
  }

  /**
   * How many tickets match. A search over every ticket with nothing else to narrow it is counted in the
   * full-text index alone, without visiting the tickets.
   */
  async function countOf(
    scope: TicketScope,
    filters: TicketFilters,
    where: ReturnType<typeof conditions>,
  ): Promise<ListCount> {
    // Counting every match is the dearest part of a broad list; SQLite answers repeats from a cache that any
    // committed write, from this connection or another, empties (total_changes and data_version move).
    // An overdue filter depends on the clock as well, so it is always counted afresh.
    if (filters.overdue !== undefined) return countFresh(scope, filters, where);
    return cachedUntilWrite(countCache, db, kind, JSON.stringify([scope, filters]), () =>
      countFresh(scope, filters, where),
    );
  }

  async function countFresh(
    scope: TicketScope,
    filters: TicketFilters,
    where: ReturnType<typeof conditions>,
  ): Promise<ListCount> {
    const onlySearch =
      kind === 'sqlite' &&
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
    const row = await where(db.selectFrom('tickets as t'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { total: Number(row.n), all: null };
  }

  return {
    kind,
    async list(
      scope: TicketScope,
      filters: TicketFilters,
      order: TicketOrder,
      page: { limit: number; offset: number },
      viewerId: number,
      now: string,
    ): Promise<{ rows: TicketJoinedRow[]; total: number }> {
      const where = conditions(scope, filters, viewerId, now);
      const { total, all } = await countOf(scope, filters, where);
      if (total === 0 || page.offset >= total) return { rows: [], total };
      // Crisis tickets always come first (spec 1 §2.7), then the chosen order, then id for a stable page.
      const column = order.sortBy === 'priority' ? 't.priority_rank' : (`t.${order.sortBy}` as const);
      const direction =
        order.sortBy === 'priority' ? (order.direction === 'desc' ? 'asc' : 'desc') : order.direction;
      let pageWhere = where;
      // Walking the order index visits about (offset + limit) x all / matches rows; looking the matches up
      // visits each match once. Take whichever visits fewer.
      if (all !== null && ((page.offset + page.limit) * all) / total < total) {
        const ids = await walkMatches(
          db,
          ftsQuery(searchTokens(filters.search ?? '')),
          { column, direction },
          page,
        );
        if (ids !== null) return { rows: await rowsByIds(ids), total };
        pageWhere = conditions(scope, filters, viewerId, now, true);
      }
      // Near the top of an unsearched list one query walks the order index and joins the names of the
      // page's rows (a search checks each walked row against the index first, so it looks ids up first).
      // Deep pages find the page's ids first, so the joins are not repeated for every row skipped.
      if (page.offset < SINGLE_QUERY_OFFSET && filters.search === undefined) {
        const rows = (await pageWhere(joined())
          .orderBy('t.crisis_flag', 'desc')
          .orderBy(column, direction)
          .orderBy('t.id', direction)
          .limit(page.limit)
          .offset(page.offset)
          .execute()) as TicketJoinedRow[];
        return { rows, total };
      }
      const idRows = await pageWhere(db.selectFrom('tickets as t'))
        .select('t.id')
        .orderBy('t.crisis_flag', 'desc')
        .orderBy(column, direction)
        .orderBy('t.id', direction)
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return { rows: await rowsByIds(idRows.map((r) => r.id)), total };
    },

    async exportRows(
      scope: TicketScope,
      filters: TicketFilters,
      viewerId: number,
      now: string,
      limit: number,
    ) {
      const where = conditions(scope, filters, viewerId, now);
      const ids = await where(db.selectFrom('tickets as t'))
        .select('t.id')
        .orderBy('t.crisis_flag', 'desc')
        .orderBy('t.updated_at', 'desc')
        .limit(limit)
        .execute();
      if (ids.length === 0) return [];
      const list = ids.map((r) => r.id);
      const rows = (await joined().where('t.id', 'in', list).execute()) as TicketJoinedRow[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return list.map((id) => byId.get(id)).filter((row): row is TicketJoinedRow => row !== undefined);
    },

    async stats(scope: TicketScope, viewerId: number, now: string) {
      const dayAgo = new Date(new Date(now).getTime() - 24 * 3600_000).toISOString();
      const halfHourAgo = new Date(new Date(now).getTime() - 30 * 60_000).toISOString();
      const count = (condition: ReturnType<typeof sql>) =>
        sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
      const is = ticketConditions('t');
      const active = is.active;
      const where = conditions(scope, {}, viewerId, now);
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
    },

    async findJoined(id: number): Promise<TicketJoinedRow | undefined> {
      return (await joined().where('t.id', '=', id).executeTakeFirst()) as TicketJoinedRow | undefined;
    },
    /** Recomputes the words search finds for a ticket after anything it indexes changed. */
    async refreshSearchText(id: number): Promise<void> {
      const row = (await joined().where('t.id', '=', id).executeTakeFirst()) as TicketJoinedRow | undefined;
      if (!row) return;
      const text = searchTextOf({
        ticket_number: row.ticket_number,
        subject: row.subject,
        description: row.description,
        requester_name: row.requester_name,
        requester_email: row.requester_email,
        assignee_name: row.assignee_name,
        category_name: row.category_name,
        tags: parseJsonArray(row.tags, isString),
        keywords: parseJsonArray(row.detected_crisis_keywords, isKeywordHit).map((k) => k.keyword),
      });
      await db.updateTable('tickets').set({ search_text: text }).where('id', '=', id).execute();
    },
    /** Whether the user was alerted about the ticket's crisis: one look-up on (user_id, ticket_id). */
    async wasAlerted(userId: number, ticketId: number): Promise<boolean> {
      const row = await db
        .selectFrom('crisis_alert_recipients')
        .select('id')
        .where('user_id', '=', userId)
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
      return row !== undefined;
    },
    findById(id: number): Promise<TicketRow | undefined> {
      return db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insert(values: Insertable<TicketsTable>): Promise<number> {
      const row = await db.insertInto('tickets').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: number, values: Updateable<TicketsTable>): Promise<void> {
      await db.updateTable('tickets').set(values).where('id', '=', id).execute();
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('tickets').where('id', '=', id).execute();
    },
    async existingIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      return (await db.selectFrom('tickets').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
    },

    async insertResponse(values: Insertable<TicketResponsesTable>): Promise<number> {
      const row = await db
        .insertInto('ticket_responses')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    responses(ticketId: number) {
      return db
        .selectFrom('ticket_responses as r')
        .leftJoin('users as u', 'u.id', 'r.user_id')
        .selectAll('r')
        .select(['u.name as user_name', 'u.role as user_role'])
        .where('r.ticket_id', '=', ticketId)
        .orderBy('r.id', 'asc')
        .execute();
    },

    async insertAttachments(values: Insertable<TicketAttachmentsTable>[]): Promise<void> {
      if (values.length) await db.insertInto('ticket_attachments').values(values).execute();
    },
    attachments(ticketId: number) {
      return db
        .selectFrom('ticket_attachments')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .orderBy('id', 'asc')
        .execute();
    },
    findAttachment(id: number) {
      return db
        .selectFrom('ticket_attachments as f')
        .leftJoin('ticket_responses as r', 'r.id', 'f.response_id')
        .selectAll('f')
        .select('r.is_internal as response_is_internal')
        .where('f.id', '=', id)
        .executeTakeFirst();
    },
    async storedNames(ticketId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('ticket_attachments')
        .select('stored_name')
        .where('ticket_id', '=', ticketId)
        .execute();
      return rows.map((r) => r.stored_name);
    },

    async insertHistory(values: Insertable<TicketHistoryTable>[]): Promise<void> {
      if (values.length) await db.insertInto('ticket_history').values(values).execute();
    },
    history(ticketId: number) {
      return db
        .selectFrom('ticket_history as h')
        .leftJoin('users as u', 'u.id', 'h.user_id')
        .selectAll('h')
        .select(['u.name as user_name', 'u.role as user_role'])
        .where('h.ticket_id', '=', ticketId)
        .orderBy('h.id', 'asc')
        .execute();
    },

    findUser(id: number) {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'role', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    activeStaff() {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'role'])
        .where('role', 'in', ['counselor', 'advisor', 'admin'])
        .where('status', '=', 'active')
        .orderBy('name', 'asc')
        .execute();
    },
  };
}

export type TicketsRepository = ReturnType<typeof ticketsRepository>;
