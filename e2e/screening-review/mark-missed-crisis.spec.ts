import { readFile } from 'node:fs/promises';
import { expectNoSidewaysScroll, expectScreen, PHONE_VIEWPORT } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { type CreatedTicket, createAssignedTicket, deleteTicketsBySubject } from '../support/tickets';

const subject = `Returning my laptop ${Date.now()}`;
const description =
  'I want to return the loan laptop and settle my library fines this week so nothing is left in my name.';
const note = 'She told me on the phone she is giving everything away before Sunday.';

let ticket: CreatedTicket;

test.beforeAll(async ({ browser }) => {
  ticket = await createAssignedTicket(
    browser,
    { subject, description, category: 'Academic Support' },
    'Dr. Sarah Chen',
  );
});

test.afterAll(async ({ browser }) => {
  await deleteTicketsBySubject(browser, [subject]);
});

test('a counselor marks a missed crisis; an admin sees it in the screening review and exports it', async ({
  page,
}) => {
  await signInAsDemo(page, 'Counselor', `/tickets/${ticket.slug}`);
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Screening feedback' })).toBeVisible();
  await expect(page.getByText(/The crisis screening rated this ticket/)).toContainText('no concern');
  // The screening did not flag it, so only "missed crisis" is offered.
  await expect(page.getByRole('button', { name: 'Mark false alarm' })).toHaveCount(0);
  await expectScreen(page, 'the counselor’s ticket with screening feedback');

  await page.getByRole('button', { name: 'Mark missed crisis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark missed crisis' });
  await expect(dialog).toBeVisible();
  await expectScreen(page, 'the missed crisis dialog');
  await dialog.getByRole('button', { name: 'Save missed crisis' }).click();
  await expect(dialog.getByText('Choose the level this ticket should have had')).toBeVisible();
  await expectScreen(page, 'the missed crisis dialog with an error');
  await dialog.getByLabel('Level it should have had').selectOption('critical');
  await dialog.getByLabel('Note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Save missed crisis' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Screening feedback saved')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your mark' })).toContainText(
    'Missed crisis: should have been critical',
  );
  await expectScreen(page, 'the ticket with the counselor’s mark');

  // The admin's review list, reached from the Ticket Management Center like the crisis keywords.
  await page.context().clearCookies();
  await signInAsDemo(page, 'Admin', '/admin-tickets');
  await page.getByRole('tab', { name: 'Screening review' }).click();
  await expect(page.getByRole('heading', { name: 'Screening review', level: 2 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Screening feedback' });
  const item = list.getByRole('listitem').filter({ hasText: ticket.ticket_number });
  await expect(item).toContainText('Missed crisis');
  await expect(item).toContainText('should be critical');
  await expect(item).toContainText('Dr. Sarah Chen');
  await expect(item).toContainText(note);
  await expect(item).toContainText(description);
  await expectScreen(page, 'the screening review list');

  await item.getByRole('checkbox', { name: `Select the mark on ticket #${ticket.ticket_number}` }).check();
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export selected (1)' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^screening-review-cases-[\dT-]+Z\.json$/);
  const cases = JSON.parse((await readFile(await download.path())).toString('utf8')) as unknown;
  expect(cases).toEqual([
    {
      text: `${subject}\n${description}`,
      label: 'risky',
      level: 'critical',
      kind: 'missed-crisis',
      language: 'en',
    },
  ]);
  await expect(page.getByText('Exported 1 evaluation case')).toBeVisible();
  // The list shows open marks by default: the exported one moves under "Exported".
  await expect(item).toHaveCount(0);
  await page.getByLabel('State').selectOption('exported');
  await expect(item).toContainText('Exported');
  await expectScreen(page, 'the exported screening feedback');

  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoSidewaysScroll(page, 'the screening review list at 390 px');
});

test('students never see screening feedback on their tickets', async ({ page }) => {
  await signInAsDemo(page, 'Student', '/tickets');
  const response = await page.request.get(`/api/tickets/${ticket.id}/screening-mark`);
  expect(response.status()).toBe(403);
  await page.goto('/admin-tickets?tab=screening-review');
  await expect(page.getByRole('heading', { name: 'Screening review' })).toHaveCount(0);
});
