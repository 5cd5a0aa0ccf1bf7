import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { createTicket } from '../support/tickets';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('filters live in the address bar, so reload and back keep them', async ({ page }) => {
  const stamp = `q${Date.now()}`;
  await signInAsDemo(page, 'Student');
  await createTicket(page, {
    subject: `Printer credit missing ${stamp}`,
    description: 'My printing credit was not added after I paid at the library desk.',
    category: 'Technical Support',
    priority: 'Low',
  });
  await createTicket(page, {
    subject: `Hardship fund question ${stamp}`,
    description: 'How do I apply for the emergency hardship fund this semester?',
    category: 'Financial Aid',
    priority: 'High',
  });

  await page.goto('/tickets');
  const search = page.getByRole('searchbox', { name: 'Search tickets' });
  await search.fill(stamp);
  // The search is sent once typing settles; until then the list may already read "2 tickets found" when these
  // are the student's only tickets, so wait for the address bar to carry it.
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  await expect(page.getByText('2 tickets found')).toBeVisible();

  await page.getByLabel('Priority', { exact: true }).selectOption('High');
  await expect(page.getByText('1 ticket found')).toBeVisible();
  await expect(page).toHaveURL(/priority=High/);
  await expect(page.getByRole('article', { name: `Hardship fund question ${stamp}` })).toBeVisible();
  await expect(page.getByText('Priority: High')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
  await expectScreen(page, 'the tickets list filtered by priority');

  await page.reload();
  await expect(page.getByText('1 ticket found')).toBeVisible();
  await expect(page.getByLabel('Priority', { exact: true })).toHaveValue('High');
  await expect(search).toHaveValue(stamp);

  await page.goBack();
  await expect(page.getByText('2 tickets found')).toBeVisible();
  await expect(page.getByLabel('Priority', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('Filters cleared')).toBeVisible();
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/\/tickets$/);
  await expectScreen(page, 'the tickets list with filters cleared');
});

test('a search with no match shows the filtered empty state', async ({ page }) => {
  await signInAsDemo(page, 'Student', '/tickets?search=no-such-ticket-anywhere');
  await expect(page.getByRole('heading', { name: 'No tickets found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search term')).toBeVisible();
  await expect(page.getByText('Search: no-such-ticket-anywh...')).toBeVisible();
  await expectScreen(page, 'the filtered empty state');
});

test('an admin deletes a ticket permanently after giving a reason', async ({ page }) => {
  const subject = `Duplicate request ${Date.now()}`;
  await signInAsDemo(page, 'Admin');
  const ticket = await createTicket(page, {
    subject,
    description: 'This request was raised twice by mistake and should be removed.',
    category: 'General Inquiry',
  });

  await page.goto(`/tickets?search=${encodeURIComponent(subject)}`);
  await expect(page.getByText('1 ticket found')).toBeVisible();
  await page.getByRole('button', { name: `Actions for ticket ${ticket.ticket_number}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await expectScreen(page, 'the ticket actions menu');
  await page.getByRole('menuitem', { name: 'Delete' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete Ticket Permanently' });
  const confirm = dialog.getByRole('button', { name: 'Delete Permanently' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason for deletion').fill('   ');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason for deletion').fill('Raised twice by mistake');
  await expect(dialog.getByText('23/500')).toBeVisible();
  await expectScreen(page, 'the Delete Ticket Permanently dialog');
  await dialog.getByLabel('Notify the ticket owner by e-mail').check();
  await confirm.click();

  await expect(
    page.getByText(`Ticket #${ticket.ticket_number} (General Inquiry) deleted successfully`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No tickets found' })).toBeVisible();
  const gone = await page.request.get(`/api/tickets/${ticket.id}`);
  await expectScreen(page, 'the tickets list after the deletion');
  expect(gone.status()).toBe(404);
});
