import { LIMITS } from '../../../common/limits';
import type { AssistantReply } from '../../../common/schemas/help-shapes';
import type { AppContext } from '../../context';
import { mentionsAny, plainText, snippet } from '../../search/highlight';
import { highlightTerms } from '../../search/query';
import { matchQuery, understandSearch } from '../../search/understand';
import { crisisService } from '../crisis';
import { listFaqs } from './repository';

const N = LIMITS.crisisNumbers;

/**
 * The assistant's fixed sentences. It never writes text of its own: a reply is one of these plus stored,
 * published FAQ content.
 */
export const ASSISTANT_REPLIES = {
  crisis:
    `It sounds like you are going through something very hard, and you do not have to face it alone. ` +
    `If you are in danger or might act on thoughts of harming yourself, call ${N.emergency} now. ` +
    `You can call or text ${N.crisisLine} (Suicide & Crisis Lifeline) at any time, day or night, ` +
    `or text HOME to ${N.textLine} to reach the Crisis Text Line. ` +
    'You can also open an urgent ticket and a counselor will contact you.',
  found: 'Here is what the Help Center says about that.',
  foundOne: 'I found a Help Center answer that may help.',
  none:
    "I couldn't find a good answer to that in the Help Center. " +
    'Our support team can help: you can submit a ticket, book an appointment, or see the ways to reach a counselor.',
} as const;

const CRISIS_ACTIONS: AssistantReply['actions'] = [
  { type: 'call', label: `Call ${N.emergency}`, href: `tel:${N.emergency}` },
  { type: 'call', label: `Call or text ${N.crisisLine}`, href: `tel:${N.crisisLine}` },
  { type: 'text', label: `Text HOME to ${N.textLine}`, href: `sms:${N.textLine}?&body=HOME` },
  { type: 'urgent_ticket', label: 'Open an urgent ticket', href: '/submit-ticket?priority=Urgent' },
  { type: 'reach_out', label: 'Ask a counselor to contact me now', href: '/counseling' },
];

/** The ways to reach a person: a ticket, a counseling session, or the counseling page's other routes. */
const HUMAN_ACTIONS: AssistantReply['actions'] = [
  { type: 'ticket', label: 'Submit a ticket', href: '/submit-ticket' },
  { type: 'appointment', label: 'Book an appointment', href: '/appointments' },
  { type: 'reach_out', label: 'Ways to reach a counselor', href: '/counseling' },
];

/** At most this many FAQs in a reply. */
const FAQS_SHOWN = 3;

/**
 * `POST /api/help/assistant`: every message is screened for crisis first (the crisis module's stored
 * lexicon and rules); a crisis answers with the emergency numbers and the urgent routes, nothing else.
 * Otherwise the best matching published FAQs that cover at least half of what was asked, or the plain
 * "no good answer" with the ways to reach a person. Nothing is stored. Every action's href is a page that
 * works today (`assistant.test.ts` checks them against the client's path table and its placeholders).
 */
export function helpAssistant(ctx: AppContext) {
  const crisis = crisisService(ctx);

  return {
    async reply(message: string): Promise<AssistantReply> {
      const screening = await crisis.screen(message);
      const level = { is_crisis: screening.is_crisis, level: screening.level };
      if (screening.is_crisis)
        return { reply: ASSISTANT_REPLIES.crisis, faqs: [], crisis: level, actions: CRISIS_ACTIONS };

      const understood = await understandSearch(ctx.db, 'faq_search_vocabulary', message);
      const rows = understood
        ? await listFaqs(
            ctx.db,
            { publishedOnly: true, match: matchQuery(ctx.db, understood.groups, 'any') },
            'relevance',
            { limit: 10, offset: 0 },
          )
        : [];
      // Only the FAQs that cover as much of the question as the best one does, and at least half of it.
      const groups = understood?.groups ?? [];
      const covered = rows.map((row) => {
        const text = `${row.question} ${row.tags} ${plainText(row.answer)}`;
        return { row, count: groups.filter((group) => mentionsAny(text, highlightTerms([group]))).length };
      });
      const most = Math.max(0, ...covered.map((entry) => entry.count));
      const best =
        most >= Math.ceil(groups.length / 2)
          ? covered
              .filter((entry) => entry.count === most)
              .slice(0, FAQS_SHOWN)
              .map((entry) => entry.row)
          : [];
      if (!understood || best.length === 0)
        return { reply: ASSISTANT_REPLIES.none, faqs: [], crisis: level, actions: HUMAN_ACTIONS };
      return {
        reply: best.length === 1 ? ASSISTANT_REPLIES.foundOne : ASSISTANT_REPLIES.found,
        faqs: best.map((row) => ({
          id: row.id,
          question: row.question,
          snippet: snippet(plainText(row.answer), understood.terms, 30),
        })),
        crisis: level,
        actions: [
          ...best.map((row) => ({ type: 'faq' as const, label: row.question, href: `/help?faq=${row.id}` })),
          ...HUMAN_ACTIONS,
        ],
      };
    },
  };
}
