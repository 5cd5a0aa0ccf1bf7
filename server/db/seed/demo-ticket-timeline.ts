import type { Insertable } from 'kysely';
import { screenText } from '../../../common/crisis';
import type { CrisisResult } from '../../../common/crisis/types';
import { HOUR, MINUTE } from '../../lib/clock';
import { AUTO_ASSIGN_NOTE } from '../../modules/tickets';
import type { TicketHistoryTable, TicketResponsesTable } from '../types';
import type { DemoTicketStory } from './demo-ticket-texts';

/** How a demo ticket's life is laid out in time, and the messages and history rows it leaves. */
export const DAY = 24 * HOUR;
const MANUAL_NOTE = 'Routed by the support desk';
const DEFAULT_CLOSING =
  'I am glad this is sorted. I will mark the ticket as resolved; if anything else comes up, raise a new ticket at any time.';

export interface Person {
  id: number;
  name: string;
  role: string;
}

/** A ticket's events as times: raised, assigned, first answered, resolved, closed. */
export interface Timeline {
  created: number;
  assigned: number;
  acknowledged: number;
  responded: number;
  resolved: number | null;
  closed: number | null;
}

export function timelineOf(
  story: DemoTicketStory,
  created: number,
  slaHours: number,
  auto: boolean,
  now: number,
  random: () => number,
): Timeline {
  // Events stay inside the time the ticket has existed, with a few minutes to spare.
  const span = now - created - 5 * MINUTE;
  const assigned =
    auto || story.crisis ? created : created + Math.min(span * 0.2, (0.5 + random() * 4) * HOUR);
  const wanted = story.crisis
    ? (10 + random() * 30) * MINUTE
    : story.late
      ? slaHours * (1.15 + random() * 0.6) * HOUR
      : slaHours * (0.08 + random() * 0.6) * HOUR;
  const responded = Math.min(assigned + wanted, created + span * 0.45);
  const done = story.status === 'Resolved' || story.status === 'Closed';
  const resolved = done
    ? responded + Math.min((now - responded) * 0.6, (0.3 + random() * 5) * DAY) * (0.5 + random() * 0.5)
    : null;
  const closed =
    story.status === 'Closed' && resolved !== null
      ? resolved + Math.min((now - resolved) * 0.5, (1 + random() * 3) * DAY)
      : null;
  const acknowledged = created + (3 + random() * 5) * MINUTE;
  return { created, assigned, acknowledged, responded, resolved, closed };
}

export const at = (time: number) => new Date(time).toISOString();

export const keywordsOf = (screening: CrisisResult) =>
  screening.matches.map((m) => ({
    keyword: m.keyword,
    category: m.category,
    severity_level: m.severity_level,
    weight: m.weight,
  }));

type Row<T> = Omit<Insertable<T>, 'ticket_id'>;

/** A ticket's messages and history rows, oldest first, as the hub writes them when staff act on it. */
export function eventsOf(input: {
  story: DemoTicketStory;
  t: Timeline;
  now: number;
  student: Person;
  /** Who answers: the assignee, or the desk when nobody is assigned. */
  staff: Person;
  assignee: Person | null;
  /** The admin who assigned it by hand; null when it was assigned automatically. */
  routing: Person | null;
  screening: CrisisResult;
  categoryId: number;
}) {
  const { story, t, student, staff, assignee, screening } = input;
  const responses: Row<TicketResponsesTable>[] = [];
  const say = (user: Person, message: string, time: number, internal = false) =>
    responses.push({
      user_id: user.id,
      message,
      is_internal: internal ? 1 : 0,
      is_urgent: 0,
      created_at: at(time),
    });
  const end = t.resolved ?? input.now - 2 * MINUTE;
  if (story.status !== 'Open' && !story.reply)
    throw new Error(`Demo ticket "${story.subject}" needs a reply`);
  if (story.reply) say(staff, story.reply, t.responded);
  if (story.reply && story.note) say(staff, story.note, t.responded + (end - t.responded) * 0.2, true);
  if (story.reply && story.followUp) {
    // Every message a student writes is screened; these are written to need no crisis handling.
    if (screenText(story.followUp, { categoryId: input.categoryId }).matches.length > 0)
      throw new Error(`The student's answer on "${story.subject}" has crisis wording`);
    say(student, story.followUp, t.responded + (end - t.responded) * 0.45);
  }
  if (t.resolved !== null) say(staff, story.closing ?? DEFAULT_CLOSING, t.resolved - 3 * MINUTE);

  const history: Row<TicketHistoryTable>[] = [];
  const record = (
    user: Person | null,
    field: string,
    from: string | null,
    to: string | null,
    time: number,
    note: string | null = null,
  ) =>
    history.push({
      user_id: user?.id ?? null,
      field,
      old_value: from,
      new_value: to,
      note,
      created_at: at(time),
    });
  record(student, 'created', null, 'Open', t.created);
  if (screening.is_crisis) {
    const words = keywordsOf(screening)
      .map((k) => k.keyword)
      .join(', ');
    record(
      null,
      'crisis_flag',
      null,
      `${screening.level} (score ${screening.crisis_score})`,
      t.created,
      `Crisis wording detected: ${words}`,
    );
  }
  if (assignee)
    record(
      input.routing,
      'assigned_to',
      null,
      assignee.name,
      t.assigned,
      input.routing ? MANUAL_NOTE : AUTO_ASSIGN_NOTE,
    );
  if (screening.is_crisis && assignee)
    record(
      assignee,
      'crisis_acknowledged',
      null,
      'Acknowledged',
      t.acknowledged,
      story.acknowledgement ?? null,
    );
  if (story.raisedFrom) record(staff, 'priority', story.raisedFrom, story.priority, t.responded);
  if (story.tags?.length) record(staff, 'tags', '', story.tags.join(', '), t.responded);
  if (story.status !== 'Open') record(staff, 'status', 'Open', 'In Progress', t.responded);
  if (t.resolved !== null) record(staff, 'status', 'In Progress', 'Resolved', t.resolved);
  if (t.closed !== null) record(staff, 'status', 'Resolved', 'Closed', t.closed);
  const byTime = (a: { created_at: string }, b: { created_at: string }) =>
    a.created_at.localeCompare(b.created_at);
  return { responses: responses.sort(byTime), history: history.sort(byTime) };
}
