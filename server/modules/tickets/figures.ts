import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { ACTIVE_STATUSES, FINISHED_STATUSES, type TicketStatus } from '../../../common/schemas/tickets';

/** `'Open', 'In Progress'` as literals: the same SQL text (and query plans) as writing them out. */
const statusList = (statuses: readonly TicketStatus[]) => sql.join(statuses.map((status) => sql.lit(status)));

/**
 * The hub's one definition of each ticket figure, as a condition on a ticket row: the ticket stats, the
 * Unassigned list's figure and the reports all count with these, so a figure means the same on every screen.
 * `table` is the alias the query gives `tickets` (`t`), or none.
 */
export function ticketConditions(table?: string) {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  const status = column('status');
  const isStatus = (value: TicketStatus) => sql<SqlBool>`${status} = ${sql.lit(value)}`;
  /** Open or In Progress. */
  const active = sql<SqlBool>`${status} in (${statusList(ACTIVE_STATUSES)})`;
  return {
    active,
    /** Resolved or Closed. */
    finished: sql<SqlBool>`${status} in (${statusList(FINISHED_STATUSES)})`,
    open: isStatus('Open'),
    in_progress: isStatus('In Progress'),
    resolved: isStatus('Resolved'),
    closed: isStatus('Closed'),
    /** Flagged as a crisis by screening (or a student's "contact me now"), whatever its status. */
    crisis: sql<SqlBool>`${column('crisis_flag')} = 1`,
    /** Active and either a crisis or Urgent: what the dashboards' crisis figures count. */
    needs_urgent_attention: sql<SqlBool>`(${column('crisis_flag')} = 1 or ${column('priority')} = 'Urgent') and ${active}`,
    auto_assigned: sql<SqlBool>`${column('auto_assigned')} = 'yes'`,
    manual: sql<SqlBool>`${column('auto_assigned')} = 'manual'`,
    /** The hub's one meaning of "unassigned": Open or In Progress with nobody assigned. */
    unassigned: sql<SqlBool>`${column('assigned_to')} is null and ${active}`,
  } satisfies Record<string, RawBuilder<SqlBool>>;
}

export type TicketConditions = ReturnType<typeof ticketConditions>;
