import { expectAccessible } from '../support/axe';
import {
  expectFocusVisible,
  expectPhoneScreenByKeyboard,
  tabAndPress,
  tabAndType,
  tabTo,
} from '../support/keyboard';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectSignedIn, mainNavigation } from '../support/session';
import { expect, test } from '../support/test';
import { type CreatedTicket, createAssignedTicket, deleteTicketsBySubject } from '../support/tickets';

const subject = `Keyboard journey: switching to the evening lab section ${Date.now()}`;
let ticket: CreatedTicket;

test.beforeAll(async ({ browser }) => {
  ticket = await createAssignedTicket(
    browser,
    {
      subject,
      description:
        'My new part-time job clashes with the morning chemistry lab; can I move to the evening one?',
      category: 'Academic Support',
    },
    'Michael Torres',
  );
});

test.afterAll(async ({ browser }) => {
  await deleteTicketsBySubject(browser, [subject]);
});

test.setTimeout(180_000);

test('an advisor opens an assigned case and moves its status on with the keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await tabAndType(page, page.getByLabel('Email', { exact: true }), DEMO_ACCOUNTS.advisor);
  await tabAndType(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedIn(page);
  await expectAccessible(page, "the advisor's dashboard");

  await tabAndPress(page, mainNavigation(page).getByRole('link', { name: 'Tickets', exact: true }));
  const card = page.getByRole('article', { name: subject });
  await expect(card).toBeVisible();
  await expectAccessible(page, "the advisor's cases");

  // The case: Mark In Progress, a button of the staff panel.
  await tabAndPress(page, card.getByRole('link', { name: subject }));
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByTitle('Status: Open')).toBeVisible();
  await expectAccessible(page, 'the case, as its advisor sees it');
  await tabAndPress(page, page.getByRole('button', { name: 'Mark In Progress' }));
  await expect(page.getByText('Ticket updated successfully')).toBeVisible();
  await expect(page.getByTitle('Status: In Progress')).toBeVisible();
  await expect(page.getByText('Status: Open → In Progress')).toBeVisible();
  await expectAccessible(page, 'the case in progress');

  // Back to the list: the card's actions menu opens with the down arrow, and Enter chooses Mark Resolved.
  await tabAndPress(page, page.getByRole('link', { name: 'Back to Tickets' }), 'Enter', true);
  await expect(card).toBeVisible();
  const actions = card.getByRole('button', { name: `Actions for ticket ${ticket.ticket_number}` });
  await tabTo(page, actions);
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const resolve = menu.getByRole('menuitem', { name: 'Mark Resolved' });
  await expect(resolve).toBeFocused();
  await expectFocusVisible(page);
  await expectAccessible(page, 'the case actions menu');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Open in new tab' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('ArrowUp');
  await expect(resolve).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(actions).toBeFocused();
  await expect(card.getByTitle('Status: Resolved')).toBeVisible();
  await expectAccessible(page, 'the cases with the resolved one');

  await expectPhoneScreenByKeyboard(page, 'the cases with the resolved one');
});
