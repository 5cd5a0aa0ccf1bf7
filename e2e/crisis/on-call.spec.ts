import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectScreen, PHONE_VIEWPORT } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { createTicket, deleteTicketsBySubject } from '../support/tickets';

const CRISIS_TEXT = "I want to end my life tonight, I can't go on";
const subject = `Cannot sleep before the exam ${Date.now()}`;
const ADVISOR = 'Michael Torres';

/** Removes the advisor's shifts again, so later journeys see the rota as the seed left it. */
async function removeShifts(page: Page) {
  const response = await page.request.get('/api/admin/on-call');
  const { shifts } = (
    (await response.json()) as { data: { shifts: { id: number; user: { name: string } }[] } }
  ).data;
  for (const shift of shifts.filter((s) => s.user.name === ADVISOR)) {
    expect((await page.request.delete(`/api/admin/on-call/shifts/${shift.id}`)).status()).toBe(200);
  }
}

test.afterAll(async ({ browser }) => deleteTicketsBySubject(browser, [subject]));

test('the admin puts the advisor on call all week; a crisis reaches the advisor at once, who opens the ticket', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsDemo(page, 'Admin', '/admin-tickets?tab=on-call');
  await removeShifts(page);
  const tab = page.getByRole('tabpanel', { name: 'On-Call Rota' });
  await expect(tab.getByRole('heading', { name: 'On-Call Rota' })).toBeVisible();
  await expect(
    tab.getByText(
      /^Nobody is on call: the whole week; crisis alerts in those hours go to all administrators at once\.$/,
    ),
  ).toBeVisible();
  await expectScreen(page, 'the On-Call Rota tab');

  // Add shift: the advisor, every day, 00:00 to 24:00.
  await tab.getByRole('button', { name: 'Add shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add shift' });
  await expect(dialog).toBeVisible();
  await expectScreen(page, 'the Add shift dialog');
  await dialog.getByRole('button', { name: 'Add shift' }).click();
  await expect(dialog.getByText('Choose an active counselor, advisor or administrator')).toBeVisible();
  await expect(dialog.getByText('Choose at least one day')).toBeVisible();
  await expectScreen(page, 'the Add shift dialog with its errors');
  await dialog.getByLabel('Person').selectOption({ label: `${ADVISOR} (Advisor)` });
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await dialog.getByLabel(day, { exact: true }).check();
  }
  await dialog.getByLabel('Start', { exact: true }).fill('00:00');
  await dialog.getByLabel('End', { exact: true }).fill('24:00');
  await dialog.getByLabel('Note (optional)').fill('Exam week cover');
  await dialog.getByRole('button', { name: 'Add shift' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('7 shifts added')).toBeVisible();

  // The week view shows the advisor on every day, and no gap is left.
  const week = tab.getByRole('table', { name: 'On-call shifts by weekday' });
  for (const day of ['Monday', 'Saturday', 'Sunday']) {
    const row = week.getByRole('row', { name: new RegExp(`^${day}`) });
    await expect(row).toContainText(ADVISOR);
    await expect(row).toContainText('00:00-24:00');
  }
  await expect(tab.getByText(/^Nobody is on call/)).toHaveCount(0);
  await expectScreen(page, 'the On-Call Rota with the week covered');

  // Delete asks first; cancelling keeps the shift. (The toast goes first: the dialog's overlay would dim it.)
  await expect(page.getByText('7 shifts added')).toBeHidden({ timeout: 10_000 });
  await week.getByRole('button', { name: `Delete shift: ${ADVISOR}, Sunday 00:00-24:00` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete shift' });
  await expect(confirm).toBeVisible();
  await expectScreen(page, 'the Delete shift confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // The admin dashboard's card names the advisor.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'On call now' });
  await expect(card.getByRole('list', { name: 'On call now' })).toContainText(`${ADVISOR} (Advisor)`);
  await expectScreen(page, 'the admin dashboard with the On call now card');

  // The advisor, in another browser, waits on their dashboard.
  const advisorContext = await browser.newContext();
  const advisor = await advisorContext.newPage();
  await signInAsDemo(advisor, 'Advisor', '/dashboard');
  await expect(advisor.getByRole('region', { name: 'On call now' })).toContainText(ADVISOR);
  await expectScreen(advisor, 'the advisor dashboard');

  // A student raises a ticket with crisis wording.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAsDemo(student, 'Student', '/tickets');
  // The number the student keeps in My Profile, for whoever responds.
  const profile = await student.request.put('/api/profile', { data: { preferred_phone: '555 010 0177' } });
  expect(profile.status()).toBe(200);
  const ticket = await createTicket(student, {
    subject,
    description: CRISIS_TEXT,
    category: 'Mental Health & Wellbeing',
  });
  await studentContext.close();

  // The alert reaches the advisor at once: the bell lists it, and it opens the ticket.
  await expect(advisor.getByText(`Crisis alert: ${ticket.ticket_number}`).first()).toBeVisible();
  await advisor.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = advisor.getByRole('dialog');
  const item = panel.getByRole('button', { name: new RegExp(`Crisis alert: ${ticket.ticket_number}`) });
  await expect(item).toContainText('You are on call now.');
  await expectScreen(advisor, 'the notification center with the crisis alert');
  await item.click();
  await expect(advisor).toHaveURL(new RegExp(`/tickets/${ticket.id}-${ticket.ticket_number.toLowerCase()}$`));
  // Not their ticket: the advisor gives a reason, preselected from the alert, with one click (decision 0034).
  await expect(advisor.getByRole('radio', { name: 'Responding to the crisis alert' })).toBeChecked();
  await expectScreen(advisor, 'the reason asked on opening the crisis alert');
  await advisor.getByRole('button', { name: 'Open the ticket' }).click();
  await expect(advisor.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(advisor.getByRole('button', { name: 'Acknowledge crisis' })).toBeVisible();
  // The on-call advisor calls the student from the number in the requester panel.
  const reach = advisor.getByRole('region', { name: 'Reach the student' });
  await expect(reach.getByRole('link', { name: /555 010 0177/ })).toHaveAttribute('href', 'tel:5550100177');
  await expectScreen(advisor, 'the crisis ticket opened from the alert');
  await advisorContext.close();

  // On a phone, the rota fits without sideways scrolling.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/admin-tickets?tab=on-call');
  await expect(page.getByRole('table', { name: 'On-call shifts by weekday' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the On-Call Rota tab at 390 px');

  await removeShifts(page);
});
