import { describe, expect, it } from 'vitest';
import type { AssistantReply } from '../../../common/schemas/help-shapes';
import { replyLinks, widgetLinks } from './links';

const crisisActions: AssistantReply['actions'] = [
  { type: 'call', label: 'Call 911', href: 'tel:911' },
  { type: 'call', label: 'Call or text 988', href: 'tel:988' },
  { type: 'text', label: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' },
  { type: 'urgent_ticket', label: 'Open an urgent ticket', href: '/submit-ticket?priority=Urgent' },
  { type: 'reach_out', label: 'Ask a counselor to contact me now', href: '/counseling' },
];

describe('replyLinks', () => {
  it('turns a crisis reply into phone and text links and an urgent ticket prefilled with the message', () => {
    const message = 'I do not want to be alive anymore';
    const links = replyLinks(crisisActions, message);
    expect(links.slice(0, 3)).toEqual([
      { kind: 'phone', label: 'Call 911', href: 'tel:911', emergency: true },
      { kind: 'phone', label: 'Call or text 988', href: 'tel:988', emergency: false },
      { kind: 'phone', label: 'Text HOME to 741741', href: 'sms:741741?&body=HOME', emergency: false },
    ]);
    expect(links[3]).toEqual({
      kind: 'page',
      label: 'Open an urgent ticket',
      to: '/submit-ticket?priority=Urgent',
      state: { prefill: { subject: message, description: message, priority: 'Urgent' } },
      urgent: true,
    });
    expect(links[4]).toMatchObject({ kind: 'page', to: '/counseling', state: undefined, urgent: false });
  });

  it('leaves FAQ actions to the FAQ list, prefills an ordinary ticket without a priority, drops foreign links', () => {
    const links = replyLinks(
      [
        { type: 'faq', label: 'Wifi?', href: '/help?faq=3' },
        { type: 'ticket', label: 'Submit a ticket', href: '/submit-ticket' },
        { type: 'reach_out', label: 'Elsewhere', href: 'https://example.com' },
      ],
      'printer broken',
    );
    expect(links).toEqual([
      {
        kind: 'page',
        label: 'Submit a ticket',
        to: '/submit-ticket',
        state: { prefill: { subject: 'printer broken', description: 'printer broken' } },
        urgent: false,
      },
    ]);
  });
});

describe('widgetLinks', () => {
  it('prefills a ticket only with a question', () => {
    expect(widgetLinks(undefined)).toEqual([]);
    expect(
      widgetLinks([
        { label: 'Submit a ticket', href: '/submit-ticket', ticketFrom: 'help with rent' },
        { label: 'Browse all FAQs', href: '/help' },
      ]).map((link) => (link.kind === 'page' ? link.state : null)),
    ).toEqual([{ prefill: { subject: 'help with rent', description: 'help with rent' } }, undefined]);
  });
});
