import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AssistantReply } from '../../../common/schemas/help-shapes';
import type { Entry } from './conversation';
import { EntryView } from './EntryView';

const render = (entry: Entry) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <EntryView entry={entry} onNavigate={() => undefined} />
    </MemoryRouter>,
  );

const crisis: AssistantReply = {
  reply: 'It sounds like you are going through something very hard. Call 911 now.',
  faqs: [],
  crisis: { is_crisis: true, level: 'critical' },
  actions: [
    { type: 'call', label: 'Call 911', href: 'tel:911' },
    { type: 'call', label: 'Call or text 988', href: 'tel:988' },
    { type: 'text', label: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' },
    { type: 'urgent_ticket', label: 'Open an urgent ticket', href: '/submit-ticket?priority=Urgent' },
  ],
};

describe('EntryView', () => {
  it('shows a crisis reply with its numbers as tel: and sms: links and the urgent ticket', () => {
    const html = render({ id: 1, from: 'hub', reply: crisis, question: 'I want to die' });
    expect(html).toContain('href="tel:911"');
    expect(html).toContain('href="tel:988"');
    expect(html).toContain('href="sms:741741?&amp;body=HOME"');
    expect(html).toContain('href="/submit-ticket?priority=Urgent"');
    expect(html).toContain('Open an urgent ticket');
  });

  it('links each FAQ to the Help Center and shows its passage as text with marks, never as HTML', () => {
    const html = render({
      id: 2,
      from: 'hub',
      question: 'wifi',
      reply: {
        reply: 'I found a Help Center answer that may help.',
        faqs: [{ id: 25, question: 'Wifi?', snippet: 'Use <mark>eduroam</mark> &lt;img src=x&gt;' }],
        crisis: { is_crisis: false, level: 'none' },
        actions: [{ type: 'faq', label: 'Wifi?', href: '/help?faq=25' }],
      },
    });
    expect(html).toContain('href="/help?faq=25"');
    expect(html).toMatch(/<mark[^>]*>eduroam<\/mark>/);
    expect(html).not.toContain('<img');
  });

  it('says who wrote each entry to screen readers', () => {
    expect(render({ id: 3, from: 'student', text: 'hello' })).toContain('You wrote: ');
    expect(render({ id: 4, from: 'hub', sentence: 'booking' })).toContain('Help assistant: ');
  });
});
