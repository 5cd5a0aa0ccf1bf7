import { expectNoSidewaysScroll, expectScreen, PHONE_VIEWPORT } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { type CreatedTicket, createTicket, deleteTicketsBySubject } from '../support/tickets';

// The product engine reads this as below medium with a possible concern (server/modules/concerns/test-tickets.ts).
const subject = `Feeling low this term ${Date.now()}`;
const description = 'I have been feeling empty and tired of everything for weeks.';
const note = 'Called her this afternoon; she is seeing the GP on Monday.';

let ticket: CreatedTicket;

test.afterAll(async ({ browser }) => {
  await deleteTicketsBySubject(browser, [subject]);
});

test('a student raises a possibly worrying ticket; a counselor finds it in the queue and marks it reviewed', async ({
  page,
}) => {
  await signInAsDemo(page, 'Student', '/tickets');
  ticket = await createTicket(page, { subject, description, category: 'Academic Support' });
  // The student sees their ticket as usual: no flag, no queue, no review.
  await page.goto(`/tickets/${ticket.slug}`);
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText(/possible concern/i)).toHaveCount(0);
  await expectScreen(page, 'the student’s possible-concern ticket');
  expect((await page.request.get('/api/tickets/concerns')).status()).toBe(403);

  await page.context().clearCookies();
  await signInAsDemo(page, 'Counselor', '/dashboard');
  const queue = page.getByRole('region', { name: 'Possible concern' });
  await expect(queue).toBeVisible();
  const item = queue.getByRole('listitem').filter({ hasText: ticket.ticket_number });
  await expect(item).toContainText(subject);
  await expect(item).toContainText('Waiting:');
  await expect(item).toContainText('Open');
  await expectScreen(page, 'the counselor dashboard with the possible-concern queue');

  await item.getByRole('link', { name: `Open ticket #${ticket.ticket_number}: ${subject}` }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  const card = page.getByRole('heading', { name: 'Possible concern — review' });
  await expect(card).toBeVisible();
  await expectScreen(page, 'the ticket with the possible-concern review card');

  await page.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(
    page.getByText('Choose an outcome: no action needed, reached out to the student, or escalated'),
  ).toBeVisible();
  await expectScreen(page, 'the review card with an error');
  await page.getByLabel('Reached out to the student').check();
  await page.getByLabel('Note (optional)').fill(note);
  await page.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByText('Possible concern reviewed', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Possible concern — reviewed' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Reached out to the student' })).toContainText(
    'Dr. Sarah Chen',
  );
  await expectScreen(page, 'the ticket with its possible concern reviewed');

  // It left the open queue and shows among the reviewed ones.
  await page.goto('/dashboard');
  await expect(queue).toBeVisible();
  await expect(queue.getByRole('listitem').filter({ hasText: ticket.ticket_number })).toHaveCount(0);
  await queue.getByLabel('Show').selectOption('reviewed');
  const reviewed = queue.getByRole('listitem').filter({ hasText: ticket.ticket_number });
  await expect(reviewed).toContainText('Reached out to the student by Dr. Sarah Chen');
  await expect(reviewed).toContainText(note);
  await expectScreen(page, 'the reviewed possible concerns');
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoSidewaysScroll(page, 'the possible-concern queue at 390 px');
});

test('admins find the queue in the Ticket Management Center', async ({ page }) => {
  await signInAsDemo(page, 'Admin', '/admin-tickets?tab=possible-concern');
  await expect(page.getByRole('heading', { name: 'Possible concern', level: 2 })).toBeVisible();
  await expect(page.getByText(/open · \d+ waiting over a day · \d+ reviewed/)).toBeVisible();
  await expectScreen(page, 'the possible-concern tab');
});
