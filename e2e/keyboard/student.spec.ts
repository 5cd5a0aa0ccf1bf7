import { expectAccessible } from '../support/axe';
import { expectPhoneScreenByKeyboard, tabAndPress, tabAndType, tabTo } from '../support/keyboard';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectSignedIn, mainNavigation } from '../support/session';
import { expect, test } from '../support/test';
import { deleteTicketsBySubject } from '../support/tickets';

const subject = `Keyboard journey: library card renewal ${Date.now()}`;

test.afterAll(async ({ browser }) => {
  await deleteTicketsBySubject(browser, [subject]);
});

test.setTimeout(120_000);

test('a student signs in, opens and closes Crisis Support and submits a ticket with the keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expectAccessible(page, 'the sign-in page');

  await tabAndType(page, page.getByLabel('Email', { exact: true }), DEMO_ACCOUNTS.student);
  await tabAndType(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expectAccessible(page, "the student's dashboard");

  // Crisis Support: opens with Enter, closes with Escape, and focus goes back to the button that opened it.
  const trigger = page
    .getByRole('region', { name: 'Quick actions' })
    .getByRole('button', { name: 'Crisis Support' });
  await tabAndPress(page, trigger);
  const panel = page.getByRole('dialog', { name: 'Crisis Support' });
  await expect(panel).toBeVisible();
  // Contrast is judged on the finished panel, not halfway through its opening fade.
  await panel.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await expectAccessible(page, 'the Crisis Support panel');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // Back up to the menu and open Submit Ticket.
  await tabAndPress(page, mainNavigation(page).getByRole('link', { name: 'Submit Ticket' }), 'Enter', true);
  await expect(page.getByRole('heading', { name: 'Submit a Ticket', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the Submit a Ticket form');

  await tabAndType(page, page.getByLabel('Subject', { exact: true }), subject);
  const category = page.getByLabel('Category', { exact: true });
  await tabTo(page, category);
  await page.keyboard.press('ArrowDown');
  await expect(category).not.toHaveValue('');
  await tabAndType(
    page,
    page.getByLabel('Description', { exact: true }),
    'My library card expires next week and I need it renewed before the exam period starts.',
  );
  await tabAndPress(page, page.getByRole('button', { name: 'Submit Ticket' }));
  await expect(page.getByRole('heading', { name: 'Ticket Submitted Successfully', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the ticket submitted screen');

  await expectPhoneScreenByKeyboard(page, 'the ticket submitted screen');
});
