import { userStatusSchema } from '../../../common/schemas/auth';
import type { CrisisHistoryEntry, Requester, RequesterOpenTicket } from '../../../common/schemas/requester';
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketPriority,
  type TicketStatus,
  ticketSlug,
} from '../../../common/schemas/tickets';
import { type ProfileRow, presentEmergencyContact } from '../profile';
import type { RequesterTicketRow } from './requester-repository';

const slugOf = (row: RequesterTicketRow) =>
  ticketSlug({
    id: row.id,
    subject: row.subject,
    ticket_number: row.ticket_number,
    category: { slug: row.category_slug },
  });

export function presentRequester(row: ProfileRow): Requester {
  const status = userStatusSchema.safeParse(row.status);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferred_phone: row.preferred_phone,
    student_id: row.student_id,
    status: status.success ? status.data : 'inactive',
    emergency_contact: presentEmergencyContact(row),
  };
}

export function presentOpenTicket(row: RequesterTicketRow): RequesterOpenTicket {
  return {
    id: row.id,
    ticket_number: row.ticket_number,
    subject: row.subject,
    status: (TICKET_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as TicketStatus)
      : 'Open',
    priority: (TICKET_PRIORITIES as readonly string[]).includes(row.priority)
      ? (row.priority as TicketPriority)
      : 'Medium',
    crisis_flag: row.crisis_flag === 1,
    slug: slugOf(row),
  };
}

/** The ticket's id and slug only when this viewer may open it; its number and dates either way. */
export function presentCrisis(row: RequesterTicketRow, visible: boolean): CrisisHistoryEntry {
  return {
    ticket_number: row.ticket_number,
    level: row.crisis_level || null,
    detected_at: row.created_at,
    acknowledged_at: row.crisis_acknowledged_at,
    ticket_id: visible ? row.id : null,
    slug: visible ? slugOf(row) : null,
  };
}
