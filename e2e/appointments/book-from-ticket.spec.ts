import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../server/db/seed/demo';
import { expectScreen } from '../support/axe';
import {
  DEMO_PASSWORD,
  expectSignedIn,
  fillLoginForm,
  signInAsDemo,
  signInFirstTime,
} from '../support/session';
import { expect, test } from '../support/test';
import { createTicket } from '../support/tickets';
import { createUser, STRONG_PASSWORD } from '../support/users';

const DESCRIPTION =
  'My exams start next month and I would like to talk through how to plan my revision time.';

/** Scrolls the student dashboard's Upcoming Appointments card into view (its list loads then). */
async function showUpcoming(page: Page) {
  await page.getByRole('heading', { name: 'Upcoming Appointments' }).scrollIntoViewIfNeeded();
}

test('a student books a session from a ticket; it shows on the ticket, the dashboard and for the counselor', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await signInAsDemo(page, 'Admin', '/admin-users');
  await createUser(page, {
    name: `Robin Booker${stamp}`,
    email: `robin.booker.${stamp}@university.edu`,
    password: STRONG_PASSWORD,
  });
  const student = await (await browser.newContext()).newPage();
  await student.goto('/');
  await signInFirstTime(student, `robin.booker.${stamp}@university.edu`, STRONG_PASSWORD);

  // The dashboard before any booking: the spec's empty state, with Book Appointment.
  await expect(student.getByRole('heading', { name: /^Welcome, Robin/, level: 1 })).toBeVisible();
  await showUpcoming(student);
  await expect(student.getByText('No upcoming appointments')).toBeVisible();
  await expect(student.locator('a[href="/appointments?book=1"]')).toHaveText('Book Appointment');
  await expectScreen(student, 'the student dashboard without appointments');

  const subject = `Exam planning ${stamp}`;
  const ticket = await createTicket(student, {
    subject,
    description: DESCRIPTION,
    category: 'Mental Health & Wellbeing',
  });
  await student.goto(`/tickets/${ticket.slug}`);
  await expect(student.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(student.getByRole('heading', { name: 'Counseling sessions' })).toBeVisible();
  await expectScreen(student, 'the student’s ticket with Book a session');

  await student.getByRole('button', { name: 'Book a session about this ticket' }).click();
  const wizard = student.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(wizard.getByText(`About ticket #${ticket.ticket_number}`)).toBeVisible();
  await wizard.getByRole('radio', { name: /Video Session/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('radio', { name: /Auto-Assign/ })).toBeChecked();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard
    .getByRole('group', { name: /^Time on/ })
    .getByRole('button')
    .first()
    .click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 4 of 4: Confirm your booking')).toBeVisible();
  const summary = wizard.locator('dl');
  await expect(summary).toContainText(`Ticket #${ticket.ticket_number}: ${subject}`);
  const counselor = ((await summary.locator('dd').nth(1).textContent()) ?? '').trim();
  const day = ((await summary.locator('dd').nth(2).textContent()) ?? '').trim();
  const start = (((await summary.locator('dd').nth(3).textContent()) ?? '').split(' – ')[0] ?? '').trim();
  await expectScreen(student, 'the booking wizard about a ticket, confirm step');
  await wizard.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(wizard).toBeHidden();

  // The ticket lists its session.
  const sessions = student.getByRole('list', { name: 'Sessions about this ticket' });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions).toContainText('Video Session');
  await expect(sessions).toContainText(`with ${counselor}`);
  await expect(sessions).toContainText('Upcoming');
  await expectScreen(student, 'the student’s ticket with its booked session');

  // My Appointments: the card links back to the ticket.
  await student.goto('/appointments');
  const card = student
    .getByRole('listitem')
    .filter({ hasText: day })
    .filter({ hasText: `${start} –` });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: 'About your ticket' })).toHaveAttribute(
    'href',
    `/tickets/${ticket.id}`,
  );

  // The dashboard's Upcoming Appointments shows it, with a link to My Appointments.
  await student.goto('/dashboard');
  await showUpcoming(student);
  const upcoming = student.getByRole('list', { name: 'Upcoming appointments' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await expect(upcoming).toContainText('Video Session');
  await expect(upcoming).toContainText(`with ${counselor}`);
  await expect(upcoming).toContainText(start);
  await expect(upcoming.getByRole('link', { name: 'About your ticket' })).toHaveAttribute(
    'href',
    `/tickets/${ticket.id}`,
  );
  await expectScreen(student, 'the student dashboard with an upcoming appointment');
  await student.context().close();

  // The counselor holding it sees the linked ticket's context on the appointment card.
  const holder = DEMO_USERS.find((user) => user.name === counselor);
  expect(holder?.email, `a demo account named ${counselor}`).toBeTruthy();
  await page.context().clearCookies();
  await page.goto('/appointments');
  await fillLoginForm(page, holder?.email ?? '', DEMO_PASSWORD);
  await expectSignedIn(page);
  const held = page
    .getByRole('listitem')
    .filter({ hasText: day })
    .filter({ hasText: `${start} –` });
  await expect(held).toHaveCount(1);
  await held.getByRole('button', { name: 'Show linked ticket' }).click();
  await expect(held.getByText(subject)).toBeVisible();
  await expect(held.getByText(`#${ticket.ticket_number}`, { exact: true })).toBeVisible();
  await expectScreen(page, 'My Appointments (counselor) with the linked ticket shown');

  // The dashboard: Weekly Goals from the database, and Today's Sessions (the booking is at least 2 hours ahead).
  await page.goto('/dashboard');
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview.getByText('Sessions held')).toBeVisible();
  await expect(overview.getByText(/^\d+ \/ 20$/)).toBeVisible();
  await page.getByRole('tab', { name: "Today's Sessions" }).click();
  const today = page.getByRole('tabpanel', { name: "Today's Sessions" });
  await expect(today.getByRole('heading', { name: "Today's Sessions" })).toBeVisible();
  await expect(today.getByText(/No sessions today|Start Session/).first()).toBeVisible();
  await expectScreen(page, 'the counselor dashboard Today’s Sessions tab');
});

test('the counselor starts the demo session under way from Today’s Sessions and marks it attended', async ({
  page,
}) => {
  // The demo seeds one session that started 10 minutes before the server did (Aisha Okafor, by phone).
  await signInAsDemo(page, 'Counselor', '/dashboard');
  await page.getByRole('tab', { name: "Today's Sessions" }).click();
  const list = page.getByRole('list', { name: "Today's sessions" });
  const row = list.getByRole('listitem').filter({ hasText: 'Aisha Okafor' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: /^Start Session: / })).toBeVisible();
  await expectScreen(page, 'Today’s Sessions with a session under way');
  await row.getByRole('button', { name: 'Mark attended' }).click();
  await expect(page.getByText('Marked as attended')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark attended' })).toHaveCount(0);
  // Held: My Appointments lists it as completed.
  await page.goto('/appointments');
  await page.getByRole('tab', { name: /Completed/ }).click();
  await expect(page.getByText('Aisha Okafor').first()).toBeVisible();
});

test('an admin sets the weekly goals; a counselor’s dashboard measures against them', async ({
  page,
  browser,
}) => {
  await signInAsDemo(page, 'Admin', '/admin-settings');
  await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
  try {
    await page.getByRole('tab', { name: 'Advanced' }).click();
    const hours = page.getByLabel('Response time goal (hours)');
    await expect(hours).toHaveValue('4');
    await expect(page.getByLabel('Weekly session goal (sessions)')).toHaveValue('20');
    await hours.fill('2.25');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page
        .getByText('Response time goal must be a number of hours from 0.5 to 168, with at most one decimal')
        .first(),
    ).toBeVisible();
    await expectScreen(page, 'the Advanced tab with a goal error');
    await hours.fill('2.5');
    await page.getByLabel('Weekly session goal (sessions)').fill('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    const counselor = await (await browser.newContext()).newPage();
    await signInAsDemo(counselor, 'Counselor', '/dashboard');
    const overview = counselor.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByText(/^\d+ \/ 12$/)).toBeVisible();
    await expect(overview.getByText(/2\.5 h/)).toBeVisible();
    await counselor.context().close();
  } finally {
    await page.request.post('/api/admin/settings/reset', { headers: { origin: new URL(page.url()).origin } });
  }
});
