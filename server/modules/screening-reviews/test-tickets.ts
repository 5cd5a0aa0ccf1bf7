import { body, call, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, type RaisedTicket, raiseTicket, userId } from '../../test/tickets';

export const CALM =
  'I need help planning my courses for next semester because of a timetable clash on Tuesdays.';
export const CRISIS =
  "I can't do this anymore. I have been saving up my pills and I want to end my life this weekend.";
export const SPANISH_CRISIS = 'Ya no quiero vivir. Esta noche voy a saltar del puente, ya lo decidí.';

/** Raises a ticket as `token` and hands it to `assignee` (an e-mail), or leaves it unassigned. */
export async function ticketFor(
  t: TestApp,
  tokens: Tokens,
  options: { token: string; subject: string; description: string; assignee: string | null },
): Promise<RaisedTicket> {
  const ticket = await raiseTicket(t.app, options.token, {
    subject: options.subject,
    description: options.description,
    category_id: await categoryId(t.db, 'Academic Support'),
  });
  const assigned_to = options.assignee === null ? null : await userId(t.db, options.assignee);
  const res = await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, { assigned_to });
  if (res.statusCode !== 200) throw new Error(`assigning failed: ${res.statusCode} ${res.body}`);
  return (body(res).data as { ticket: RaisedTicket }).ticket;
}

export const markUrl = (ticketId: number) => `/api/tickets/${ticketId}/screening-mark`;
