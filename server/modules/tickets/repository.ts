import type { Insertable, Selectable, Updateable } from 'kysely';
import { CASE_WORKER_ROLES } from '../../../common/permissions';
import { ACTIVE_STATUSES } from '../../../common/schemas/tickets';
import type { DB } from '../../db';
import type {
  TicketAttachmentsTable,
  TicketHistoryTable,
  TicketResponsesTable,
  TicketsTable,
} from '../../db/types';
import { ticketKeywordHits, ticketTags } from './presenter';
import { searchTextOf } from './search';

export type TicketRow = Selectable<TicketsTable>;

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
  't.possible_concern',
  't.concern_raised_at',
  't.concern_reviewed_at',
  't.concern_reviewed_by',
  't.concern_reviewed_by_name',
  't.concern_outcome',
  't.concern_note',
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

/** The joined select of each database (or transaction): Kysely's builders never change once built. */
const joinedByDb = new WeakMap<DB, ReturnType<typeof buildJoinedTickets>>();

/**
 * Tickets with the names the API shows beside them; the lists and single look-ups start here. Built once per
 * database: parsing its 47 columns again was a few per cent of a list request's CPU.
 */
export function joinedTickets(db: DB) {
  let joined = joinedByDb.get(db);
  if (joined === undefined) {
    joined = buildJoinedTickets(db);
    joinedByDb.set(db, joined);
  }
  return joined;
}

function buildJoinedTickets(db: DB) {
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

/** The joined rows of these ids, in the order given. */
export async function findTicketsByIds(db: DB, ids: number[]): Promise<TicketJoinedRow[]> {
  if (ids.length === 0) return [];
  const rows = (await joinedTickets(db).where('t.id', 'in', ids).execute()) as TicketJoinedRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is TicketJoinedRow => row !== undefined);
}

/** A ticket with its category, requester and assignee names. */
export async function findTicket(db: DB, id: number): Promise<TicketJoinedRow | undefined> {
  return (await joinedTickets(db).where('t.id', '=', id).executeTakeFirst()) as TicketJoinedRow | undefined;
}

/** Recomputes the words search finds for a ticket after anything it indexes changed. */
export async function refreshSearchText(db: DB, id: number): Promise<void> {
  const row = await findTicket(db, id);
  if (!row) return;
  const text = searchTextOf({
    ticket_number: row.ticket_number,
    subject: row.subject,
    description: row.description,
    requester_name: row.requester_name,
    requester_email: row.requester_email,
    assignee_name: row.assignee_name,
    category_name: row.category_name,
    tags: ticketTags(row.tags),
    keywords: ticketKeywordHits(row.detected_crisis_keywords).map((k) => k.keyword),
  });
  await db.updateTable('tickets').set({ search_text: text }).where('id', '=', id).execute();
}

/** Whether the user was alerted about the ticket's crisis: one look-up on (user_id, ticket_id). */
export async function wasAlerted(db: DB, userId: number, ticketId: number): Promise<boolean> {
  const row = await db
    .selectFrom('crisis_alert_recipients')
    .select('id')
    .where('user_id', '=', userId)
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ticket's own row, without the joined names. */
export function findTicketRow(db: DB, id: number): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTicket(db: DB, values: Insertable<TicketsTable>): Promise<number> {
  const row = await db.insertInto('tickets').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTicket(db: DB, id: number, values: Updateable<TicketsTable>): Promise<void> {
  await db.updateTable('tickets').set(values).where('id', '=', id).execute();
}

export async function deleteTicket(db: DB, id: number): Promise<void> {
  await db.deleteFrom('tickets').where('id', '=', id).execute();
}

/** Of these ids, the ones that are tickets. */
export async function existingTicketIds(db: DB, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('tickets').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
}

export async function insertResponse(db: DB, values: Insertable<TicketResponsesTable>): Promise<number> {
  const row = await db
    .insertInto('ticket_responses')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A ticket's replies and notes, oldest first, with their writers' names. */
export async function insertAttachments(db: DB, values: Insertable<TicketAttachmentsTable>[]): Promise<void> {
  if (values.length) await db.insertInto('ticket_attachments').values(values).execute();
}

/** One attachment, with whether the reply it belongs to is an internal note. */
export function findAttachment(db: DB, id: number) {
  return db
    .selectFrom('ticket_attachments as f')
    .leftJoin('ticket_responses as r', 'r.id', 'f.response_id')
    .selectAll('f')
    .select(['r.is_internal as response_is_internal', 'r.user_id as response_user_id'])
    .where('f.id', '=', id)
    .executeTakeFirst();
}

/** The stored file names of a ticket's attachments. */
export async function attachmentFileNames(db: DB, ticketId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('ticket_attachments')
    .select('stored_name')
    .where('ticket_id', '=', ticketId)
    .execute();
  return rows.map((r) => r.stored_name);
}

export async function insertHistory(db: DB, values: Insertable<TicketHistoryTable>[]): Promise<void> {
  if (values.length) await db.insertInto('ticket_history').values(values).execute();
}

export function findUser(db: DB, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Active counselors, advisors and admins: who a ticket may be assigned to. */
export function activeStaff(db: DB) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('role', 'in', [...CASE_WORKER_ROLES])
    .where('status', '=', 'active')
    .orderBy('name', 'asc')
    .execute();
}

/** The Open and In Progress tickets assigned to any of these users, crises first (a hand-over's order). */
export function activeTicketsAssignedTo(db: DB, userIds: readonly number[]) {
  return (
    db
      .selectFrom('tickets as t')
      .innerJoin('ticket_categories as c', 'c.id', 't.category_id')
      .leftJoin('users as a', 'a.id', 't.assigned_to')
      .select([
        't.id',
        't.assigned_to',
        't.category_id',
        't.crisis_flag',
        'c.auto_assign',
        'a.name as assignee_name',
      ])
      .where('t.assigned_to', 'in', [...userIds])
      .where('t.status', 'in', [...ACTIVE_STATUSES])
      // Crises first, so they take the places that are left.
      .orderBy('t.crisis_flag', 'desc')
      .orderBy('t.id')
      .execute()
  );
}

/** What one person has uploaded: bytes stored in all, and files since `since` (for the per-minute rate). */
export async function uploadUsage(
  db: DB,
  userId: number,
  since: string,
): Promise<{ bytes: number; recentFiles: number; oldestRecent: string | null }> {
  const row = await db
    .selectFrom('ticket_attachments')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('file_size'), eb.lit(0)).as('bytes'),
      eb.fn.count<number>(eb.case().when('created_at', '>=', since).then(1).end()).as('recent'),
      eb.fn
        .min<string>(eb.case().when('created_at', '>=', since).then(eb.ref('created_at')).end())
        .as('oldest'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    bytes: Number(row?.bytes ?? 0),
    recentFiles: Number(row?.recent ?? 0),
    oldestRecent: row?.oldest ?? null,
  };
}
