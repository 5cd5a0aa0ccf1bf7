import type { Browser } from '@playwright/test';
import { expectScreen, PHONE_VIEWPORT } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { deleteTicketsBySubject } from '../support/tickets';

const ESCALATED_SUBJECT = 'Urgent: crisis chat not answered';

/** Every demo counselor off duty, so a journey starts from a known state (and leaves none behind). */
async function offDuty(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  try {
    const signIn = await context.request.post('/api/auth/demo-login', { data: { role: 'counselor' } });
    expect(signIn.ok()).toBe(true);
    const res = await context.request.put('/api/crisis-chat/duty', { data: { on_duty: false } });
    expect(res.ok()).toBe(true);
  } finally {
    await context.close();
  }
}

test.describe('crisis chat', () => {
  test.beforeAll(async ({ browser }) => offDuty(browser));
  test.afterAll(async ({ browser }) => {
    await offDuty(browser);
    await deleteTicketsBySubject(browser, [ESCALATED_SUBJECT]);
  });

  test('with nobody on duty, the chat becomes an urgent ticket at once and the student sees the numbers', async ({
    page,
  }) => {
    await signInAsDemo(page, 'Student');
    await page.getByRole('button', { name: 'Get Crisis Support' }).click();
    const panel = page.getByRole('dialog', { name: 'Crisis Support' });
    await panel.getByRole('button', { name: 'Start Crisis Chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Crisis Chat' });
    await expect(chat.getByRole('status')).toContainText('a counselor will follow up');
    const log = chat.getByRole('log', { name: 'Crisis Chat conversation' });
    await expect(log).toContainText('Hub message (automatic)');
    await expect(log).toContainText('No counselor is on duty for live chat right now');
    await expect(log).toContainText('741741');
    const numbers = chat.getByRole('navigation', { name: 'Crisis numbers' });
    await expect(numbers.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(numbers.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(numbers.getByRole('link', { name: 'Text HOME to 741741' })).toBeVisible();
    await expect(chat.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
    await expectScreen(page, 'the escalated crisis chat');
    await chat.getByRole('link', { name: /Open your urgent ticket TKT-/ }).click();
    await expect(page.getByRole('heading', { name: ESCALATED_SUBJECT })).toBeVisible();
  });

  test('an on-duty counselor accepts an anonymous chat and the two exchange messages', async ({
    page,
    browser,
  }) => {
    // The counselor, in a browser of their own, goes on duty from the Crisis Chat desk.
    const staffContext = await browser.newContext();
    const counselor = await staffContext.newPage();
    try {
      await signInAsDemo(counselor, 'Counselor', '/crisis-chat');
      await expect(counselor.getByRole('heading', { name: 'Crisis Chat', level: 1 })).toBeVisible();
      const desk = counselor.getByRole('main');
      const duty = desk.getByRole('switch', { name: 'On duty for crisis chat' });
      await duty.click();
      await expect(duty).toHaveAttribute('aria-checked', 'true');
      await expect(desk.getByText('Nobody is waiting.')).toBeVisible();
      await expectScreen(counselor, 'the Crisis Chat desk on duty');

      // The student starts an anonymous chat from the Counseling page, on a phone.
      await page.setViewportSize(PHONE_VIEWPORT);
      await signInAsDemo(page, 'Student', '/counseling');
      await page.getByRole('button', { name: 'Start Anonymous Chat' }).click();
      const chat = page.getByRole('dialog', { name: 'Anonymous Chat' });
      await expect(chat.getByRole('status')).toContainText('Waiting for a counselor on duty');
      await expect(chat).toContainText('Your name is hidden from the counselor.');
      await expectScreen(page, 'the anonymous chat waiting');

      // The counselor is rung and accepts; the student's name stays hidden.
      const waiting = desk.getByRole('listitem').filter({ hasText: 'Anonymous student' });
      await expect(waiting).toBeVisible({ timeout: 20_000 });
      await waiting.getByRole('button', { name: 'Accept chat' }).click();
      await expect(desk.getByRole('heading', { name: 'Chat with Anonymous student' })).toBeVisible();
      await expect(chat.getByRole('status')).toContainText('You are talking with');

      // Enter sends; Shift+Enter starts a new line.
      const studentBox = chat.getByRole('textbox', { name: 'Your message' });
      await studentBox.fill('I have had a really hard week');
      await studentBox.press('Shift+Enter');
      await studentBox.pressSequentially('and I do not know who to talk to.');
      await studentBox.press('Enter');
      await expect(studentBox).toHaveValue('');
      const counselorLog = desk.getByRole('log', { name: 'Conversation with the student' });
      await expect(counselorLog).toContainText('I have had a really hard week');
      await expect(counselorLog).toContainText('Anonymous student');

      const counselorBox = desk.getByRole('textbox', { name: 'Your message' });
      await counselorBox.fill('I am here with you. Tell me what happened this week.');
      await counselorBox.press('Enter');
      const studentLog = chat.getByRole('log', { name: 'Anonymous Chat conversation' });
      await expect(studentLog).toContainText('I am here with you.');
      await expectScreen(page, 'the anonymous chat with a counselor');
      await expectScreen(counselor, 'the counselor in the chat');

      // The student shares their name, then ends the chat.
      await chat.getByRole('button', { name: 'Share my name with the counselor' }).click();
      await expect(counselorLog).toContainText('The student shared their name');
      await chat.getByRole('button', { name: 'End chat' }).click();
      await expect(chat.getByRole('status')).toContainText('This chat has ended.');
      await expect(counselorLog).toContainText('The chat was ended by the student');
      await desk.getByRole('switch', { name: 'On duty for crisis chat' }).click();
    } finally {
      await staffContext.close();
    }
  });
});
