import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePath } from '../../../client/app/paths';
import type { AssistantReply } from '../../../common/schemas/help-shapes';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { ASSISTANT_REPLIES } from './assistant';
import { faqIdOf } from './test-help';

let t: TestApp;
let tokens: Tokens;

const ask = async (message: string, token = tokens.student) => {
  const res = await call(t.app, token, 'POST', '/api/help/assistant', { message });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return body(res).data as AssistantReply;
};

/** Rows the assistant must never write. */
const written = async () => {
  const count = async (
    table: 'help_search_log' | 'help_recent_searches' | 'tickets' | 'audit_logs' | 'notifications',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return Promise.all(
    (['help_search_log', 'help_recent_searches', 'tickets', 'audit_logs', 'notifications'] as const).map(
      count,
    ),
  );
};

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

describe('POST /api/help/assistant', () => {
  it('answers 401 signed out and 422 for an empty or huge message', async () => {
    expect((await call(t.app, null, 'POST', '/api/help/assistant', { message: 'wifi' })).statusCode).toBe(
      401,
    );
    for (const [message, text] of [
      ['   ', 'Please type a question'],
      ['x'.repeat(2001), 'Message cannot exceed 2000 characters'],
    ] as const) {
      const res = await call(t.app, tokens.student, 'POST', '/api/help/assistant', { message });
      expect(res.statusCode).toBe(422);
      expect(body(res).errors?.message).toEqual([text]);
    }
    expect((await call(t.app, tokens.student, 'POST', '/api/help/assistant', {})).statusCode).toBe(422);
  });

  it('screens every message first: a crisis answers with 911, 988, 741741 and an urgent ticket, nothing else', async () => {
    const before = await written();
    for (const message of [
      'I want to kill myself tonight, I have the pills ready',
      'how do i reset my wifi password? also i dont want to be alive anymore',
    ]) {
      const reply = await ask(message);
      expect(reply.crisis.is_crisis, message).toBe(true);
      expect(reply.reply).toBe(ASSISTANT_REPLIES.crisis);
      expect(reply.reply).toContain('911');
      expect(reply.reply).toContain('988');
      expect(reply.reply).toContain('HOME to 741741');
      expect(reply.faqs).toEqual([]);
      expect(reply.actions.map((a) => a.type)).toEqual(
        expect.arrayContaining(['call', 'text', 'urgent_ticket']),
      );
    }
    // Nothing stored: no search, no ticket, no audit row, no notification.
    expect(await written()).toEqual(before);
  });

  it('answers with the best matching published FAQs and their highlighted passages', async () => {
    const before = await written();
    const wifi = await faqIdOf(t.db, 'How do I connect to the campus wifi');
    const reply = await ask('How do I connect my laptop to eduroam?');
    expect(reply.crisis).toEqual({ is_crisis: false, level: 'none' });
    expect(reply.faqs[0]).toMatchObject({
      id: wifi,
      question: 'How do I connect to the campus wifi (eduroam)?',
    });
    expect(reply.faqs[0]?.snippet).toContain('<mark>eduroam</mark>');
    expect([ASSISTANT_REPLIES.found, ASSISTANT_REPLIES.foundOne]).toContain(reply.reply);
    expect(reply.actions).toContainEqual({
      type: 'faq',
      label: reply.faqs[0]!.question,
      href: `/help?faq=${wifi}`,
    });
    const money = await faqIdOf(t.db, "I can't afford rent or food");
    expect(
      (await ask("I can't pay my rent this month, is there any emergency money?")).faqs.map((f) => f.id),
    ).toContain(money);
    const resit = await faqIdOf(t.db, 'I failed an exam. Can I resit');
    expect((await ask('when can I retake an exam I failed')).faqs[0]?.id).toBe(resit);
    expect(await written()).toEqual(before);
  });

  it('says plainly when there is no good answer and offers a ticket, an appointment or the ways to reach a counselor', async () => {
    const reply = await ask('What is the airspeed velocity of an unladen swallow?');
    expect(reply.reply).toBe(ASSISTANT_REPLIES.none);
    expect(reply.faqs).toEqual([]);
    expect(reply.actions).toEqual([
      { type: 'ticket', label: 'Submit a ticket', href: '/submit-ticket' },
      { type: 'appointment', label: 'Book an appointment', href: '/appointments' },
      { type: 'reach_out', label: 'Ways to reach a counselor', href: '/counseling' },
    ]);
    expect((await ask('hello')).reply).toBe(ASSISTANT_REPLIES.none);
  });

  it('never shows drafts, and its only words are fixed sentences and stored FAQ text', async () => {
    const reply = await ask('Who can see what I write in a ticket?');
    const draft = await t.db
      .selectFrom('faqs')
      .select('id')
      .where('is_published', '=', 0)
      .executeTakeFirstOrThrow();
    expect(reply.faqs.map((f) => f.id)).not.toContain(draft.id);
    for (const message of ['<script>alert(1)</script> wifi', "' OR 1=1 -- password", '"NEAR( * eduroam']) {
      const hostile = await ask(message);
      expect(Object.values(ASSISTANT_REPLIES)).toContain(hostile.reply);
      for (const faq of hostile.faqs) expect(faq.snippet).not.toMatch(/<(?!\/?mark>)/);
    }
  });
});

/** Pages the client still shows as "being prepared" (their component comes from the placeholders module). */
const placeholderPages = () =>
  [
    ...readFileSync(new URL('../../../client/app/pages.tsx', import.meta.url), 'utf8').matchAll(
      /'?([a-z-]+)'?: lazyPage\(placeholders,/g,
    ),
  ].map((match) => match[1]);

describe("the assistant's links", () => {
  it('lead to pages that work today: no placeholder, no unknown path', async () => {
    const replies = await Promise.all(
      ['I want to kill myself tonight', 'How do I connect my laptop to eduroam?', 'hello'].map((m) => ask(m)),
    );
    const hrefs = replies.flatMap((reply) => reply.actions.map((action) => action.href));
    expect(hrefs).toContain('/appointments');
    for (const href of hrefs.filter((h) => h.startsWith('/'))) {
      const resolved = resolvePath(new URL(href, 'http://hub.test').pathname);
      expect(resolved.kind, href).toBe('page');
      if (resolved.kind === 'page') expect(placeholderPages(), href).not.toContain(resolved.page);
    }
  });
});
