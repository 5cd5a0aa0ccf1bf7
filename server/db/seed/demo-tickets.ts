import { screenText } from '../../../common/crisis';
import { PRIORITY_RANK, type TicketPriority } from '../../../common/schemas/tickets';
import { seededRandom } from '../../../common/seeded-random';
import { SETTINGS } from '../../lib/app-settings';
import { HOUR, MINUTE } from '../../lib/clock';
import { noteAssignment } from '../../modules/specializations';
import {
  insertHistory,
  insertResponse,
  insertTicket,
  priorityScore,
  refreshSearchText,
  updateTicket,
} from '../../modules/tickets';
import type { DB } from '..';
import { writeJsonColumn } from '../json-columns';
import { DEMO_SPECIALIZATIONS } from './demo';
import { DEMO_TICKET_STUDENTS, type DemoTicketStory, STUDY_STORIES } from './demo-ticket-texts';
import { DESK_STORIES } from './demo-ticket-texts-desk';
import { MONEY_AND_HOUSING_STORIES } from './demo-ticket-texts-money';
import { WELLBEING_STORIES } from './demo-ticket-texts-wellbeing';
import { at, DAY, eventsOf, keywordsOf, type Person, timelineOf } from './demo-ticket-timeline';
import { buildStudent } from './factories';

export { DEMO_TICKET_STUDENTS };
export const DEMO_TICKET_STORIES: DemoTicketStory[] = [
  ...STUDY_STORIES,
  ...MONEY_AND_HOUSING_STORIES,
  ...WELLBEING_STORIES,
  ...DESK_STORIES,
];

/** Routes tickets of categories that are assigned by hand. */
const ROUTING_ADMIN = 'admin@university.edu';
/** Who answers a ticket nobody is assigned to. */
const DESK: Record<string, string> = { 'Technical Support': 'sam.patel@university.edu' };

/** Adds the demo students who appear only through their tickets; existing accounts are kept. */
async function ensureStudents(db: DB, now: Date): Promise<void> {
  const joined = new Date(now.getTime() - 60 * DAY).toISOString();
  for (const student of DEMO_TICKET_STUDENTS) {
    const email = student.email!;
    const found = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!found) await buildStudent(db, { ...student, created_at: joined, updated_at: joined });
  }
}

/**
 * Demo ticket history: about fifty tickets raised over the last 45 days by the demo students, answered,
 * assigned and resolved the way the hub would have done it, so dashboards, lists and analytics have
 * something to show. The users, categories and specializations of the demo seed must be there. Runs in
 * one transaction (the caller's, or its own). Returns how many tickets were created.
 */
export async function seedDemoTickets(db: DB, now: Date): Promise<number> {
  if (!db.isTransaction) return db.transaction().execute((trx) => seedDemoTickets(trx, now));
  const random = seededRandom(20_240_917);
  await ensureStudents(db, now);

  const people = new Map<string, Person>(
    (await db.selectFrom('users').select(['id', 'name', 'role', 'email']).execute()).map((u) => [u.email, u]),
  );
  const person = (email: string): Person => {
    const found = people.get(email);
    if (!found) throw new Error(`The demo seed has no account ${email}`);
    return found;
  };
  const categories = new Map(
    (await db.selectFrom('ticket_categories').selectAll().execute()).map((c) => [c.name, c]),
  );
  const weight = { primary: 3, secondary: 2, backup: 1 } as const;

  // Raised in order, so ticket numbers grow with time as they would have.
  const planned = DEMO_TICKET_STORIES.map((story) => ({
    story,
    created: now.getTime() - story.age * DAY - random() * 90 * MINUTE,
  })).sort((a, b) => a.created - b.created);
  for (const [index, { story, created }] of planned.entries()) {
    const category = categories.get(story.category);
    if (!category) throw new Error(`The demo seed has no category ${story.category}`);
    const student = person(story.student);
    const text = `${story.subject}\n${story.description}`;
    const screening = screenText(text, { categoryId: category.id });
    if (screening.is_crisis !== Boolean(story.crisis))
      throw new Error(`Demo ticket "${story.subject}" screens as ${screening.level}`);

    // The specialist: named by the story, else drawn by priority level (counselors only for a crisis).
    const specialists = DEMO_SPECIALIZATIONS.filter(
      (s) => s.category === story.category && (!story.crisis || person(s.email).role === 'counselor'),
    );
    let assignee: Person | null = null;
    if (story.to !== undefined) {
      assignee = story.to === null ? null : person(story.to);
    } else if (specialists.length > 0) {
      const pool = specialists.flatMap((s) => Array<string>(weight[s.priority_level]).fill(s.email));
      assignee = person(pool[Math.floor(random() * pool.length)]!);
    }
    const isSpecialist = assignee !== null && specialists.some((s) => person(s.email).id === assignee.id);
    const auto = isSpecialist && (category.auto_assign === 1 || Boolean(story.crisis));
    const t = timelineOf(story, created, category.sla_response_hours, auto, now.getTime(), random);
    const staff = assignee ?? person(DESK[story.category] ?? ROUTING_ADMIN);
    const priority: TicketPriority = screening.is_crisis ? 'Urgent' : story.priority;
    const keywords = keywordsOf(screening);

    const { responses, history } = eventsOf({
      story,
      t,
      now: now.getTime(),
      student,
      staff,
      assignee,
      routing: auto ? null : person(ROUTING_ADMIN),
      screening,
      categoryId: category.id,
    });
    const lastEvent = Math.max(
      t.created,
      ...responses.map((r) => Date.parse(r.created_at)),
      ...history.map((h) => Date.parse(h.created_at)),
    );
    const id = await insertTicket(db, {
      ticket_number: `pending-demo-${index}`,
      subject: story.subject,
      description: story.description,
      category_id: category.id,
      priority,
      priority_rank: PRIORITY_RANK[priority],
      status: story.status,
      crisis_flag: screening.is_crisis ? 1 : 0,
      crisis_level: screening.level,
      crisis_score: screening.crisis_score,
      detected_crisis_keywords: writeJsonColumn(keywords),
      priority_score: priorityScore(priority, screening),
      user_id: student.id,
      created_by: student.id,
      assigned_to: assignee?.id ?? null,
      auto_assigned: assignee === null ? 'no' : auto ? 'yes' : 'manual',
      tags: writeJsonColumn(story.tags ?? []),
      search_text: '',
      response_count: responses.filter((r) => r.is_internal === 0).length,
      attachment_count: 0,
      // Crises run on the crisis response target (default 1 hour), as the live hub sets them.
      sla_deadline: at(
        t.created +
          (screening.is_crisis
            ? SETTINGS.crisisResponseTarget.defaultValue * MINUTE
            : category.sla_response_hours * HOUR),
      ),
      first_response_at: story.reply ? at(t.responded) : null,
      resolved_at: t.resolved === null ? null : at(t.resolved),
      closed_at: t.closed === null ? null : at(t.closed),
      created_at: at(t.created),
      updated_at: at(lastEvent),
      crisis_acknowledged_at: screening.is_crisis && assignee ? at(t.acknowledged) : null,
      crisis_acknowledged_by: screening.is_crisis && assignee ? assignee.id : null,
      crisis_acknowledged_by_name: screening.is_crisis && assignee ? assignee.name : null,
    });
    const year = new Date(t.created).getUTCFullYear();
    await updateTicket(db, id, { ticket_number: `TKT-${year}-${String(id).padStart(6, '0')}` });
    await refreshSearchText(db, id);
    for (const response of responses) await insertResponse(db, { ticket_id: id, ...response });
    await insertHistory(
      db,
      history.map((h) => ({ ticket_id: id, ...h })),
    );
    if (assignee) await noteAssignment(db, assignee.id, category.id, at(t.assigned));
    if (screening.is_crisis && assignee) {
      // The crisis was acknowledged within its first escalation window, so its clock is stopped.
      await db
        .insertInto('crisis_escalations')
        .values({
          ticket_id: id,
          detected_at: at(t.created),
          source: 'ticket',
          escalation_count: 0,
          next_escalation_at: null,
          last_escalated_at: null,
          acknowledged_at: at(t.acknowledged),
          acknowledged_by: assignee.id,
          acknowledgement_note: story.acknowledgement ?? null,
          created_at: at(t.created),
          updated_at: at(t.acknowledged),
        })
        .execute();
    }
  }
  return planned.length;
}
