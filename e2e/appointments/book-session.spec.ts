import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../server/db/seed/demo';
import { expectScreen } from '../support/axe';
import { DEMO_PASSWORD, expectSignedIn, fillLoginForm, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

/** Walks the wizard to the confirm step with an auto-assigned video session; returns what step 4 shows. */
async function bookAutoAssignedVideo(page: Page, { anonymous = false, lastDay = false } = {}) {
  await page.getByRole('button', { name: 'Book Appointment' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(wizard.getByText('Step 1 of 4: Choose a session type')).toBeVisible();
  await wizard.getByRole('radio', { name: /Video Session/ }).check();
  if (anonymous) await wizard.getByLabel('Keep my identity anonymous during the session').check();
  await expectScreen(page, 'the booking wizard, step 1 (type)');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard.getByText('Step 2 of 4: Select a counselor')).toBeVisible();
  await expect(wizard.getByRole('radio', { name: /Auto-Assign/ })).toBeChecked();
  await expect(wizard.getByText(/Next available:/).first()).toBeVisible();
  await expectScreen(page, 'the booking wizard, step 2 (counselor)');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard.getByText('Step 3 of 4: Choose a date and time')).toBeVisible();
  // The last free day lies outside the notice within which only the counselor may cancel.
  if (lastDay) await wizard.getByRole('group', { name: 'Date' }).locator('button:enabled').last().click();
  const times = wizard.getByRole('group', { name: /^Time on/ });
  await times.getByRole('button').first().click();
  await expectScreen(page, 'the booking wizard, step 3 (date and time)');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard.getByText('Step 4 of 4: Confirm your booking')).toBeVisible();
  await expect(wizard.getByText('What happens next')).toBeVisible();
  await expect(wizard.getByText('The join link opens 15 minutes before the start.')).toBeVisible();
  const summary = wizard.locator('dl');
  const counselor = ((await summary.locator('dd').nth(1).textContent()) ?? '').trim();
  const day = ((await summary.locator('dd').nth(2).textContent()) ?? '').trim();
  const time = ((await summary.locator('dd').nth(3).textContent()) ?? '').trim();
  await expectScreen(page, 'the booking wizard, step 4 (confirm)');
  return { wizard, counselor, day, start: time.split(' – ')[0] ?? time };
}

test('a student books an auto-assigned video session and the counselor sees it', async ({ page }) => {
  await signInAsDemo(page, 'Student', '/appointments');
  await expect(page.getByRole('heading', { name: 'My Appointments', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Appointments' })).toBeVisible();
  await expectScreen(page, 'My Appointments (student)');

  const booked = await bookAutoAssignedVideo(page);
  await booked.wizard.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(booked.wizard).toBeHidden();
  await expect(page.getByText('Appointment booked').first()).toBeVisible();

  const card = page
    .getByRole('listitem')
    .filter({ hasText: booked.day })
    .filter({ hasText: `${booked.start} –` })
    .filter({ hasText: 'Video Session' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`with ${booked.counselor}`);
  await expect(card).toContainText('Upcoming');
  const calendar = card.getByRole('link', { name: /^Add to calendar/ });
  await expect(calendar).toHaveAttribute('href', /^\/api\/appointments\/\d+\/calendar\.ics$/);
  const ics = await page.request.get((await calendar.getAttribute('href')) ?? '');
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
  await expectScreen(page, 'My Appointments with the new booking');

  // The counselor the session was assigned to signs in and finds it among the sessions they hold.
  const holder = DEMO_USERS.find((user) => user.name === booked.counselor);
  expect(holder?.email, `a demo account named ${booked.counselor}`).toBeTruthy();
  await page.context().clearCookies();
  await page.goto('/appointments');
  await fillLoginForm(page, holder?.email ?? '', DEMO_PASSWORD);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { name: 'My Appointments', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Appointment' })).toHaveCount(0);
  const held = page
    .getByRole('listitem')
    .filter({ hasText: booked.day })
    .filter({ hasText: `${booked.start} –` });
  await expect(held).toHaveCount(1);
  await expect(held).toContainText('Jordan Mitchell');
  await expectScreen(page, 'My Appointments (the counselor holding the session)');
});

test('a student reschedules an upcoming session, then cancels it with a reason', async ({ page }) => {
  await signInAsDemo(page, 'Student', '/appointments');
  const booked = await bookAutoAssignedVideo(page, { anonymous: true, lastDay: true });
  await booked.wizard.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(booked.wizard).toBeHidden();

  const first = page
    .getByRole('listitem')
    .filter({ hasText: booked.day })
    .filter({ hasText: `${booked.start} –` })
    .filter({ hasText: 'Video Session' });
  await expect(first).toContainText('Anonymous');
  await first.getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: 'Reschedule Appointment' });
  await move.getByRole('group', { name: 'Date' }).locator('button:enabled').last().click();
  const newTime = move
    .getByRole('group', { name: /^Time on/ })
    .getByRole('button')
    .last();
  const start = ((await newTime.textContent()) ?? '').trim();
  const dayLegend = (
    (await move
      .getByRole('group', { name: /^Time on/ })
      .locator('legend')
      .textContent()) ?? ''
  )
    .replace('Time on ', '')
    .trim();
  await newTime.click();
  await expect(newTime).toHaveAttribute('aria-pressed', 'true');
  await expectScreen(page, 'the Reschedule Appointment dialog');
  await move.getByRole('button', { name: 'Reschedule' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText('Appointment rescheduled').first()).toBeVisible();

  const card = page
    .getByRole('listitem')
    .filter({ hasText: dayLegend })
    .filter({ hasText: `${start} –` })
    .filter({ hasText: 'Video Session' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
  await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(dialog.getByText('Please give a reason for cancelling')).toBeVisible();
  await expectScreen(page, 'the Cancel Appointment dialog with its error');
  await dialog.getByLabel('Reason for cancelling').fill('I have an exam that morning.');
  await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Appointment cancelled').first()).toBeVisible();

  await page.getByLabel('Status').selectOption('cancelled');
  const cancelled = page
    .getByRole('listitem')
    .filter({ hasText: dayLegend })
    .filter({ hasText: `${start} –` });
  await expect(cancelled).toContainText('Cancelled');
  await expect(cancelled.getByRole('button', { name: 'Book Again' })).toBeVisible();
});

test('the counselor writes private notes on a held session; the student never sees them', async ({
  page,
}) => {
  await signInAsDemo(page, 'Counselor', '/appointments');
  await page.getByRole('tab', { name: 'Completed' }).click();
  const held = page
    .getByRole('listitem')
    .filter({ hasText: 'Jordan Mitchell' })
    .filter({ hasText: 'Completed' });
  await held.first().getByRole('button', { name: 'Add Notes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Session Notes for Jordan Mitchell' });
  const text = `Talked through exam stress; try the breathing exercise daily ${Date.now()}.`;
  await dialog.getByLabel('Notes').fill(text);
  await expectScreen(page, 'the Session Notes dialog');
  await dialog.getByRole('button', { name: 'Save Notes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Session notes saved').first()).toBeVisible();
  await held.first().getByRole('button', { name: 'Add Notes' }).click();
  await expect(dialog.getByLabel('Notes')).toHaveValue(text);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.context().clearCookies();
  await signInAsDemo(page, 'Student', '/appointments');
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByRole('list', { name: 'Appointments' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Notes' })).toHaveCount(0);
  await expect(page.getByText(text)).toHaveCount(0);
});

test('a time taken while the student confirms sends them back to choose another', async ({ page }) => {
  await signInAsDemo(page, 'Student', '/appointments');
  const booked = await bookAutoAssignedVideo(page);
  // Another booking takes the time first: the server answers the confirm with its 409.
  await page.route('**/api/appointments', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, status: 409, message: 'This time is no longer available' }),
        })
      : route.fallback(),
  );
  await booked.wizard.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(booked.wizard.getByText('Step 3 of 4: Choose a date and time')).toBeVisible();
  await expect(booked.wizard.getByRole('alert')).toHaveText('This time is no longer available');
  await expect(booked.wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectScreen(page, 'the booking wizard back on step 3 after a taken time');
});
