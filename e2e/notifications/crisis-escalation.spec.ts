import { expectScreen } from '../support/axe';
import { assignTicket, screenshot, staffIdOf } from '../support/notifications';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { createTicket } from '../support/tickets';

const CRISIS_TEXT = "I don't want to be alive anymore and I have been saving up my pills";
const subject = `Nobody would notice if I was gone ${Date.now()}`;
const NOTE = 'Called the student, safety plan agreed, follow-up booked for tomorrow.';

test('a new crisis shows on the open admin dashboard and the assigned counselor acknowledges it', async ({
  page,
  browser,
}) => {
  await signInAsDemo(page, 'Admin', '/dashboard');
  await expect(page.getByRole('heading', { name: 'System Administration', level: 1 })).toBeVisible();
  await expectScreen(page, 'the admin dashboard');

  // A student, in another browser, raises a ticket with crisis wording.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAsDemo(student, 'Student', '/tickets');
  const ticket = await createTicket(student, {
    subject,
    description: CRISIS_TEXT,
    category: 'Mental Health & Wellbeing',
  });

  // The student's open list shows it, and the alert comes as a toast, closed once the ticket is opened.
  await expect(student.getByText('A counselor has been alerted', { exact: true })).toBeVisible();
  await expectScreen(student, "the student's tickets with the crisis toast");
  const card = student.getByRole('article', { name: subject });
  await card.getByRole('link', { name: subject }).click();
  await expect(student.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(student.getByText('A counselor has been alerted', { exact: true })).toHaveCount(0);
  await expectScreen(student, "the student's crisis ticket");
  await studentContext.close();

  // The admin's open dashboard lists it, unacknowledged, without reloading.
  const banner = page.getByRole('region', { name: /crisis cases? needs? attention/ });
  const item = banner.getByRole('link', { name: subject });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Not acknowledged');
  await expect(banner.getByRole('button', { name: 'Manage Crisis Cases' })).toBeVisible();
  await expectScreen(page, 'the admin dashboard with the crisis banner');

  await assignTicket(page, ticket.id, await staffIdOf(page, 'Dr. Sarah Chen'));

  // The counselor acknowledges it on the ticket page.
  const counselorContext = await browser.newContext();
  const counselor = await counselorContext.newPage();
  await signInAsDemo(counselor, 'Counselor', `/tickets/${ticket.id}`);
  await expect(counselor.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expectScreen(counselor, 'the crisis ticket for its counselor');
  await counselor.getByRole('button', { name: 'Acknowledge crisis' }).click();
  const dialog = counselor.getByRole('dialog', { name: 'Acknowledge crisis' });
  await dialog.getByLabel('Note (optional)').fill(NOTE);
  await expectScreen(counselor, 'the Acknowledge crisis dialog');
  await dialog.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    counselor.getByRole('status').filter({ hasText: /Acknowledged by Dr\. Sarah Chen/ }),
  ).toBeVisible();
  await expect(counselor.getByRole('button', { name: 'Acknowledge crisis' })).toHaveCount(0);
  await expect(counselor.getByText(NOTE)).toBeVisible();
  await expectScreen(counselor, 'the acknowledged crisis ticket');
  await screenshot(counselor, 'notif-acknowledged');
  await counselorContext.close();

  // The admin's dashboard follows, still without reloading.
  await expect(item).toContainText('Acknowledged by Dr. Sarah Chen');
  await expectScreen(page, 'the admin dashboard with the acknowledged crisis');
  await screenshot(page, 'notif-admin-dashboard');
});
