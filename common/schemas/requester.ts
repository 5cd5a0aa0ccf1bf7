import { z } from 'zod';
import { userStatusSchema } from './auth';
import { emergencyContactSchema } from './profile';
import { TICKET_PRIORITIES, TICKET_STATUSES } from './tickets';

/**
 * The requester panel of a ticket (staff): how to reach the student, their other open tickets this viewer
 * may open, a count of the ones handled by other staff, and their crisis history of the last year.
 */
export const REQUESTER_LIMITS = { openTickets: 10, crisisHistory: 10, crisisHistoryDays: 365 } as const;

export const requesterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  preferred_phone: z.string().nullable(),
  student_id: z.string().nullable(),
  status: userStatusSchema,
  emergency_contact: emergencyContactSchema.nullable(),
});
export type Requester = z.infer<typeof requesterSchema>;

export const requesterOpenTicketSchema = z.object({
  id: z.number().int(),
  ticket_number: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  crisis_flag: z.boolean(),
  slug: z.string(),
});
export type RequesterOpenTicket = z.infer<typeof requesterOpenTicketSchema>;

/** `ticket_id` and `slug` are null when this viewer may not open that ticket. */
export const crisisHistoryEntrySchema = z.object({
  ticket_number: z.string(),
  level: z.string().nullable(),
  detected_at: z.string(),
  acknowledged_at: z.string().nullable(),
  ticket_id: z.number().int().nullable(),
  slug: z.string().nullable(),
});
export type CrisisHistoryEntry = z.infer<typeof crisisHistoryEntrySchema>;

export const requesterPanelSchema = z.object({
  requester: requesterSchema,
  open_tickets: z.array(requesterOpenTicketSchema),
  open_elsewhere: z.number().int(),
  crisis_history: z.array(crisisHistoryEntrySchema),
  /** The student shared their safety plan with this viewer (open it at /safety-plan?student={id}). */
  safety_plan_shared: z.boolean(),
});
export type RequesterPanel = z.infer<typeof requesterPanelSchema>;
