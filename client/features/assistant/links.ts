import type { AssistantReply } from '../../../common/schemas/help-shapes';
import { subjectFrom } from '../tickets/prefill';
import type { WidgetAction } from './conversation';

type ServerAction = AssistantReply['actions'][number];

/** Where a button of a reply leads: a phone or text link, or a page of the hub (with the form's prefill). */
export type ReplyLink =
  | { kind: 'phone'; label: string; href: string; emergency: boolean }
  | { kind: 'page'; label: string; to: string; state?: { prefill: Record<string, string> }; urgent: boolean };

const prefillFrom = (question: string, priority?: 'Urgent') => ({
  prefill: {
    subject: subjectFrom(question),
    description: question,
    ...(priority ? { priority } : {}),
  },
});

/**
 * The buttons of a server reply. FAQ actions are left out (the FAQs are listed with their passages); a
 * ticket action opens the submit form filled in with the student's message (Urgent for the urgent ticket),
 * which the student reads and confirms; the message travels in the navigation state, not the address.
 */
export function replyLinks(actions: ServerAction[], question: string): ReplyLink[] {
  return actions.flatMap((action): ReplyLink[] => {
    if (action.type === 'faq') return [];
    if (/^(tel|sms):/.test(action.href))
      return [
        {
          kind: 'phone',
          label: action.label,
          href: action.href,
          emergency: action.type === 'call' && /^tel:911$/.test(action.href),
        },
      ];
    if (!action.href.startsWith('/')) return [];
    const urgent = action.type === 'urgent_ticket';
    const ticket = urgent || action.type === 'ticket';
    return [
      {
        kind: 'page',
        label: action.label,
        to: action.href,
        state: ticket ? prefillFrom(question, urgent ? 'Urgent' : undefined) : undefined,
        urgent,
      },
    ];
  });
}

/** The buttons of one of the widget's own sentences; a ticket is prefilled with the last question, if any. */
export function widgetLinks(actions: WidgetAction[] | undefined): ReplyLink[] {
  return (actions ?? []).map((action) => ({
    kind: 'page' as const,
    label: action.label,
    to: action.href,
    state: action.ticketFrom ? prefillFrom(action.ticketFrom) : undefined,
    urgent: false,
  }));
}
