import { FEEDBACK_REASONS } from '../../../common/schemas/help';
import { HOUR } from '../../lib/clock';
import { indexColumns, rebuildVocabulary } from '../../modules/help';
import type { DB } from '..';
import { writeJsonColumn } from '../json-columns';
import { ACADEMIC, CRISIS_AND_SAFETY, type DemoHelpCategory, WELLBEING } from './demo-help-texts';
import { DEMO_HELP_CATEGORIES_CAMPUS } from './demo-help-texts-campus';

const DAY = 24 * HOUR;

/** The demo Help Center, in its sidebar order. */
export const DEMO_HELP_CATEGORIES: DemoHelpCategory[] = [
  ACADEMIC,
  WELLBEING,
  CRISIS_AND_SAFETY,
  ...DEMO_HELP_CATEGORIES_CAMPUS,
];

/** Students whose votes make the demo's "Was this helpful?" figures (never the demo sign-in accounts). */
const VOTERS = [
  'emily.johnson@university.edu',
  'marcus.williams@university.edu',
  'aisha.okafor@university.edu',
  'liam.obrien@university.edu',
  'sofia.garcia@university.edu',
];

/** Suggestions from counselors waiting for an admin's review. */
export const DEMO_HELP_SUGGESTIONS = [
  {
    by: 'counselor@university.edu',
    category: WELLBEING.name,
    question: 'What can I do when I have a panic attack?',
    answer: `Panic attacks feel frightening but are not dangerous and pass, usually within 10 minutes.

- Breathe out slowly, longer than you breathe in (in for 4, out for 6).
- Name five things you can see and four you can hear to ground yourself.
- Remind yourself: "This is panic, it will pass."

If panic attacks keep coming back, book a counselling appointment: they respond well to short CBT work.`,
    tags: ['panic', 'anxiety', 'breathing'],
  },
  {
    by: 'james.wilson@university.edu',
    category: WELLBEING.name,
    question: 'Someone close to me died. Where can I get support with grief?',
    answer: `We are sorry for your loss. Grief can affect sleep, concentration and motivation for a long time, and that is normal.

- Counselors offer one-to-one support and a fortnightly **Grief and Loss** group.
- You can ask for **extenuating circumstances** for deadlines and exams affected by a bereavement.
- Your academic advisor can help you plan a lighter workload or a break.`,
    tags: ['grief', 'bereavement', 'loss'],
  },
  {
    by: 'counselor@university.edu',
    category: 'Money & Financial Aid',
    question: 'Is there free food available on campus?',
    answer: `Yes. The **Campus Pantry** in the Student Centre (room 0.10) gives free groceries and toiletries to any student, no questions asked, on Tuesdays and Thursdays from 12:00 to 18:00.`,
    tags: ['food', 'pantry', 'free'],
  },
];

/** Fills the Help Center: categories, FAQs (a draft among them), readers' votes and pending suggestions. */
export async function seedDemoHelp(trx: DB, now: Date): Promise<void> {
  const users = await trx.selectFrom('users').select(['id', 'email']).execute();
  const idOf = (email: string) => users.find((user) => user.email === email)?.id ?? null;
  const admin = idOf('admin@university.edu');
  const categoryIds = new Map<string, number>();
  const faqIds: number[] = [];
  let index = 0;
  for (const [order, category] of DEMO_HELP_CATEGORIES.entries()) {
    const created = new Date(now.getTime() - 120 * DAY).toISOString();
    const { id } = await trx
      .insertInto('help_categories')
      .values({
        name: category.name,
        slug: category.name
          .toLowerCase()
          .replace(/&/g, 'and')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        description: category.description,
        icon: category.icon,
        color: category.color,
        sort_order: order + 1,
        is_active: 1,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.name, id);
    for (const faq of category.faqs) {
      index += 1;
      const at = new Date(now.getTime() - (100 - index * 2) * DAY).toISOString();
      const row = await trx
        .insertInto('faqs')
        .values({
          category_id: id,
          question: faq.question,
          answer: faq.answer,
          tags: writeJsonColumn(faq.tags),
          sort_order: 0,
          is_published: faq.draft ? 0 : 1,
          is_featured: faq.featured ? 1 : 0,
          view_count: faq.views,
          created_by: admin,
          source_suggestion_id: null,
          ...indexColumns(faq.question, faq.answer, faq.tags),
          created_at: at,
          updated_at: at,
          published_at: faq.draft ? null : at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!faq.draft) faqIds.push(row.id);
    }
  }
  await seedVotes(
    trx,
    faqIds,
    VOTERS.map(idOf).filter((id): id is number => id !== null),
    now,
  );
  for (const [order, suggestion] of DEMO_HELP_SUGGESTIONS.entries()) {
    const at = new Date(now.getTime() - (3 - order) * DAY).toISOString();
    await trx
      .insertInto('faq_suggestions')
      .values({
        category_id: categoryIds.get(suggestion.category) ?? null,
        question: suggestion.question,
        answer: suggestion.answer,
        tags: writeJsonColumn(suggestion.tags),
        status: 'pending',
        created_by: idOf(suggestion.by),
        source_ticket_id: null,
        faq_id: null,
        reviewed_by: null,
        reviewed_at: null,
        reject_reason: null,
        reject_feedback: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  await rebuildVocabulary(trx);
}

/** A believable spread of votes (mostly helpful, a few with a reason), then each FAQ's counts from them. */
async function seedVotes(trx: DB, faqIds: number[], voters: number[], now: Date) {
  const at = new Date(now.getTime() - 2 * DAY).toISOString();
  const rows = faqIds.flatMap((faqId, i) =>
    voters.flatMap((userId, j) => {
      if ((i + j) % 3 === 0) return [];
      const helpful = (i * 5 + j * 3) % 7 !== 0;
      return [
        {
          faq_id: faqId,
          user_id: userId,
          is_helpful: helpful ? 1 : 0,
          reason: helpful ? null : FEEDBACK_REASONS[(i + j) % FEEDBACK_REASONS.length]!,
          comment: null,
          created_at: at,
          updated_at: at,
        },
      ];
    }),
  );
  for (let start = 0; start < rows.length; start += 200)
    await trx
      .insertInto('faq_feedback')
      .values(rows.slice(start, start + 200))
      .execute();
  await trx
    .updateTable('faqs')
    .set((eb) => ({
      helpful_count: eb
        .selectFrom('faq_feedback')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('faq_feedback.faq_id', '=', 'faqs.id')
        .where('faq_feedback.is_helpful', '=', 1),
      not_helpful_count: eb
        .selectFrom('faq_feedback')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('faq_feedback.faq_id', '=', 'faqs.id')
        .where('faq_feedback.is_helpful', '=', 0),
    }))
    .execute();
}
