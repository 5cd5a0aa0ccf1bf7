import { expectScreen } from '../support/axe';
import { mainNavigation, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { createAssignedTicket, createTicket } from '../support/tickets';

// Each screen is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const CRISIS_TEXT = "I don't want to be alive anymore and I have been saving up my pills";

test('an admin gives a reason to open a crisis ticket and finds the read with its reason in the audit log', async ({
  page,
  browser,
}) => {
  const subject = `Nothing helps any more ${Date.now()}`;
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const signIn = await student.request.post('/api/auth/demo-login', { data: { role: 'student' } });
  expect(signIn.ok()).toBe(true);
  const ticket = await createTicket(student, {
    subject,
    description: CRISIS_TEXT,
    category: 'Mental Health & Wellbeing',
  });
  await studentContext.close();

  await signInAsDemo(page, 'Admin', `/tickets/${ticket.slug}`);
  const ask = page.getByRole('heading', { name: 'Give a reason to open this crisis ticket', level: 1 });
  await expect(ask).toBeVisible();
  await expect(page.getByText(subject)).toHaveCount(0);
  await expect(page.getByText(/recorded in the audit log/)).toBeVisible();
  await expectScreen(page, 'the reason asked before a crisis ticket');

  // "Other" needs its own words.
  await page.getByRole('radio', { name: 'Other' }).check();
  await page.getByRole('button', { name: 'Open the ticket' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Give a reason for opening this crisis ticket' }),
  ).toBeVisible();
  const reason = `Weekly safeguarding review <b>${Date.now()}</b>`;
  await page.getByLabel(/Your reason/).fill(reason);
  await page.getByRole('button', { name: 'Open the ticket' }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expectScreen(page, 'the crisis ticket opened with a reason');

  // The reason is kept for the browser session: a reload does not ask again.
  await page.reload();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();

  await mainNavigation(page).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await page.getByLabel('Action').selectOption('ticket.crisis_read');
  const entries = page.getByRole('region', { name: 'Audit entries' });
  const row = entries
    .getByRole('row')
    .filter({ hasText: `ticket #${ticket.id}` })
    .first();
  await expect(row).toContainText('ticket.crisis_read');
  // Shown as text, never as markup.
  await expect(row).toContainText(`Reason: ${reason}`);
  await expectScreen(page, 'the Audit Log with a crisis ticket read and its reason');
});

test('an admin sees that internal notes are hidden and shows them with a reason', async ({
  page,
  browser,
}) => {
  const subject = `Room change for next term ${Date.now()}`;
  const note = `Spoke with the residence tutor ${Date.now()}`;
  const ticket = await createAssignedTicket(
    browser,
    {
      subject,
      description: 'I would like to move rooms next term because of noise at night.',
      category: 'Academic Support',
    },
    'Dr. Sarah Chen',
  );
  const counselorContext = await browser.newContext();
  const counselor = await counselorContext.newPage();
  expect((await counselor.request.post('/api/auth/demo-login', { data: { role: 'counselor' } })).ok()).toBe(
    true,
  );
  const added = await counselor.request.post(`/api/tickets/${ticket.id}/responses`, {
    data: { message: note, is_internal: true },
  });
  expect(added.status()).toBe(201);
  await counselorContext.close();

  await signInAsDemo(page, 'Admin', `/tickets/${ticket.slug}`);
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText('1 internal note hidden', { exact: true })).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
  await page.getByRole('button', { name: /Show with a reason/ }).click();
  await expect(page.getByRole('heading', { name: 'Give a reason to read the internal notes' })).toBeVisible();
  await expectScreen(page, 'the reason asked before internal notes');
  await page.getByRole('radio', { name: 'Supervision or quality review' }).check();
  await page.getByRole('button', { name: 'Show the notes' }).click();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText('1 internal note hidden', { exact: true })).toHaveCount(0);
});
