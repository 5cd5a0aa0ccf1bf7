import { LIMITS } from '../../../common/limits';
import { TICKET_PRIORITIES, type TicketPriority } from '../../../common/schemas/tickets';

const { subjectMax, descriptionMax } = LIMITS.ticket;

/** What the submit form may be opened with; the student still reads it, completes it and submits. */
export interface TicketPrefill {
  subject?: string;
  description?: string;
  priority?: TicketPriority;
}

const text = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

const priorityOf = (value: unknown): TicketPriority | undefined =>
  TICKET_PRIORITIES.find((priority) => priority === value);

/**
 * The submit form's starting values: `?priority=` from the address (e.g. `/submit-ticket?priority=Urgent`),
 * and subject, description and priority from the navigation's state (`{ prefill: { … } }`), which keeps what a
 * student wrote out of the address bar and the browser history. Anything unknown or empty is dropped;
 * texts are cut to the form's limits.
 */
export function ticketPrefill(params: URLSearchParams, state: unknown): TicketPrefill {
  const fromState =
    state &&
    typeof state === 'object' &&
    'prefill' in state &&
    state.prefill &&
    typeof state.prefill === 'object'
      ? (state.prefill as Record<string, unknown>)
      : {};
  const prefill: TicketPrefill = {
    subject: text(fromState.subject, subjectMax),
    description: text(fromState.description, descriptionMax),
    priority: priorityOf(fromState.priority) ?? priorityOf(params.get('priority')),
  };
  return Object.fromEntries(Object.entries(prefill).filter(([, value]) => value !== undefined));
}

/** A subject from a student's message: its first line, cut at a word near 80 characters. */
export function subjectFrom(message: string, max = 80): string {
  const line = message.trim().split(/\r?\n/)[0]?.trim() ?? '';
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
