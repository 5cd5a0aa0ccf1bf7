import { CONCERN_OUTCOMES, CONCERN_REVIEW_HOURS, type ConcernItem } from '../../../common/schemas/concerns';
import { ticketPolicy, type Viewer } from '../tickets';
import type { ConcernRow } from './repository';

const MINUTE = 60_000;

/** A queue entry; the subject only for a reader who may open the ticket (tickets/policy.ts). */
export function presentConcern(row: ConcernRow, viewer: Viewer, now: Date): ConcernItem {
  const canOpen = ticketPolicy.mayView(viewer, row);
  const raised = row.concern_raised_at ?? row.created_at;
  const until = row.concern_reviewed_at === null ? now.getTime() : Date.parse(row.concern_reviewed_at);
  const age = Math.max(0, Math.floor((until - Date.parse(raised)) / MINUTE));
  const open = row.concern_reviewed_at === null;
  return {
    ticket_id: row.id,
    ticket_number: row.ticket_number,
    subject: canOpen ? row.subject : null,
    category: row.category_name,
    status: row.status,
    assignee: row.assignee_name,
    created_at: row.created_at,
    state: open ? 'open' : 'reviewed',
    raised_at: raised,
    age_minutes: age,
    overdue: open && age >= CONCERN_REVIEW_HOURS * 60,
    outcome: CONCERN_OUTCOMES.find((outcome) => outcome === row.concern_outcome) ?? null,
    note: row.concern_note,
    reviewed_at: row.concern_reviewed_at,
    reviewed_by:
      row.concern_reviewed_at !== null && row.concern_reviewed_by_name !== null
        ? { id: row.concern_reviewed_by, name: row.concern_reviewed_by_name }
        : null,
    can_open: canOpen,
  };
}
