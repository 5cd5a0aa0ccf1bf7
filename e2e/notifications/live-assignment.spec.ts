import { expectScreen } from '../support/axe';
import { assignTicket, bellWithCount, staffIdOf, unreadCountOf } from '../support/notifications';
import { mainNavigation, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { createTicket } from '../support/tickets';

const subject = `Internship offer letter question ${Date.now()}`;

test("a new assignment reaches the counselor's open page without reloading", async ({ page, browser }) => {
  await signInAsDemo(page, 'Counselor', '/tickets');
  await expect(page.getByRole('heading', { name: 'My Cases', level: 1 })).toBeVisible();
  const before = await unreadCountOf(page);
  await expect(bellWithCount(page, before)).toBeVisible();
  await expectScreen(page, "the counselor's My Cases");

  // An admin, in another browser, raises a ticket and assigns it to Dr. Sarah Chen.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsDemo(admin, 'Admin');
  const ticket = await createTicket(admin, {
    subject,
    description: 'The student would like advice on comparing two internship offers before Friday.',
    category: 'Career Guidance',
  });
  await assignTicket(admin, ticket.id, await staffIdOf(admin, 'Dr. Sarah Chen'));
  await adminContext.close();

  // The counselor's page: a toast, the badges and the list, all without reloading.
  await expect(page.getByText('Ticket assigned to you', { exact: true })).toBeVisible();
  await expect(bellWithCount(page, before + 1)).toBeVisible();
  await expect(
    mainNavigation(page).getByRole('link', { name: 'Notifications', exact: true }),
  ).toHaveAccessibleDescription(`${before + 1} unread`);
  await expect(page.getByRole('article', { name: subject })).toBeVisible();

  // The toast leads to the ticket and counts as read.
  await page.getByRole('button', { name: 'View ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}-`));
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(bellWithCount(page, before)).toBeVisible();
  await expectScreen(page, 'the assigned ticket');
});
