import { type SqlBool, sql } from 'kysely';
import { jsonArrayFrom as postgresArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray } from 'kysely/helpers/sqlite';
import { type DB, dialectOf } from '../../db';
import { queryTemplate } from '../../db/query-template';
import { joinedTickets, type TicketJoinedRow } from './repository';

const RESPONSE_COLUMNS = [
  'r.id',
  'r.ticket_id',
  'r.user_id',
  'r.message',
  'r.is_internal',
  'r.is_urgent',
  'r.created_at',
  'u.name as user_name',
  'u.role as user_role',
] as const;

const ATTACHMENT_COLUMNS = [
  'f.id',
  'f.ticket_id',
  'f.response_id',
  'f.user_id',
  'f.original_name',
  'f.stored_name',
  'f.file_type',
  'f.file_size',
  'f.sha256',
  'f.created_at',
] as const;

const HISTORY_COLUMNS = [
  'h.id',
  'h.ticket_id',
  'h.user_id',
  'h.field',
  'h.old_value',
  'h.new_value',
  'h.note',
  'h.created_at',
  'hu.name as user_name',
  'hu.role as user_role',
] as const;

/** A nested list as the driver returns it: parsed on PostgreSQL, JSON text on SQLite; in id order. */
function listOf<T extends { id: number }>(value: T[]): T[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as T[] | null;
  return (list ?? []).sort((a, b) => a.id - b.id);
}

/** The ticket with its nested lists, built once per dialect and per history choice (`queryTemplate`). */
function threadTemplate(withHistory: boolean) {
  return queryTemplate(1, (db: DB, id: number) => {
    const array = dialectOf(db) === 'postgres' ? postgresArray : sqliteArray;
    return joinedTickets(db)
      .select((eb) => [
        array(
          eb
            .selectFrom('ticket_responses as r')
            .leftJoin('users as u', 'u.id', 'r.user_id')
            .select(RESPONSE_COLUMNS)
            .whereRef('r.ticket_id', '=', 't.id')
            .orderBy('r.id'),
        ).as('thread_responses'),
        array(
          eb
            .selectFrom('ticket_attachments as f')
            .select(ATTACHMENT_COLUMNS)
            .whereRef('f.ticket_id', '=', 't.id')
            .orderBy('f.id'),
        ).as('thread_attachments'),
        array(
          eb
            .selectFrom('ticket_history as h')
            .leftJoin('users as hu', 'hu.id', 'h.user_id')
            .select(HISTORY_COLUMNS)
            .whereRef('h.ticket_id', '=', 't.id')
            .$call((query) => (withHistory ? query : query.where(sql<SqlBool>`1 = 0`)))
            .orderBy('h.id'),
        ).as('thread_history'),
      ])
      .where('t.id', '=', id);
  });
}

const THREAD_WITH_HISTORY = threadTemplate(true);
const THREAD_WITHOUT_HISTORY = threadTemplate(false);

/**
 * A ticket with its replies, files and (for staff) history in ONE statement: on PostgreSQL each statement is a
 * round trip on both sides, and the four separate reads were most of the details page's cost. The nested
 * lists are aggregated as JSON by the database (json_agg / json_group_array), each through its ticket index.
 */
export async function findTicketWithThread(db: DB, id: number, withHistory: boolean) {
  const [row] = await (withHistory ? THREAD_WITH_HISTORY : THREAD_WITHOUT_HISTORY).run(db, id);
  if (!row) return undefined;
  const { thread_responses, thread_attachments, thread_history, ...ticket } = row;
  return {
    ticket: ticket as TicketJoinedRow,
    responses: listOf(thread_responses),
    attachments: listOf(thread_attachments),
    history: listOf(thread_history),
  };
}
