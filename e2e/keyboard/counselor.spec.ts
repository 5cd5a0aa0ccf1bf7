import { expectAccessible } from '../support/axe';
import { expectPhoneScreenByKeyboard, tabAndPress, tabAndType } from '../support/keyboard';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectSignedIn } from '../support/session';
import { expect, test } from '../support/test';
import { createAssignedTicket, deleteTicketsBySubject } from '../support/tickets';

const subject = `Keyboard journey: course load after a family move ${Date.now()}`;
const reply = 'Thank you for writing. I have time on Thursday afternoon to plan the term with you.';

test.beforeAll(async ({ browser }) => {
  await createAssignedTicket(
    browser,
    {
      subject,
      description:
        'My family is moving across town and I would like advice on a lighter course load next term.',
      category: 'Career Guidance',
    },
    'Dr. Sarah Chen',
  );
});

test.afterAll(async ({ browser }) => {
  await deleteTicketsBySubject(browser, [subject]);
});

test.setTimeout(180_000);

test('a counselor signs in, opens an assigned case from the dashboard and answers it with the keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await tabAndType(page, page.getByLabel('Email', { exact: true }), DEMO_ACCOUNTS.counselor);
  await tabAndType(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedIn(page);
  const caseLink = page.getByRole('link').filter({ hasText: subject });
  await expect(caseLink).toBeVisible();
  await expectAccessible(page, "the counselor's dashboard");

  await tabAndPress(page, caseLink);
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expectAccessible(page, 'the case, as its counselor sees it');

  await tabAndType(page, page.getByLabel('Your response', { exact: true }), reply);
  await tabAndPress(page, page.getByRole('button', { name: 'Send Response' }));
  await expect(page.getByText('Response added successfully')).toBeVisible();
  const sent = page.getByRole('article', { name: 'Message from Dr. Sarah Chen' }).filter({ hasText: reply });
  await expect(sent).toBeVisible();
  await expect(page.getByLabel('Your response', { exact: true })).toHaveValue('');
  await expectAccessible(page, 'the case with the new response');

  await expectPhoneScreenByKeyboard(page, 'the case with the new response');
});
