import { expectNoSidewaysScroll, expectScreen, PHONE_VIEWPORT } from '../support/axe';
import { signInAsDemo, signInWithPassword } from '../support/session';
import { expect, test } from '../support/test';
import { chooseCheckIn } from '../support/wellness';

const NOTE = `Slept well after the exam ${Date.now().toString(36)}`;

test('a student meets the counselors, books from a profile, reads self-help, checks in and shares it with their counselor', async ({
  page,
}) => {
  await signInAsDemo(page, 'Student', '/counseling');
  await expect(page.getByRole('heading', { name: 'Counseling and Mental Health', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Counseling sections' });
  await expect(tabs.getByRole('tab', { name: 'Counselors' })).toHaveAttribute('aria-selected', 'true');

  // Counselors: the real staff with their hours, each with a Book button.
  const counselors = page.getByRole('list', { name: 'Counselors' });
  const chen = counselors.getByRole('listitem').filter({ hasText: 'Dr. Sarah Chen' });
  await expect(chen).toHaveCount(1);
  await expect(chen).toContainText('Counselor');
  await expect(chen).toContainText(/Next available: |No free times/);
  await expect(chen).toContainText(/of 5 \(\d+ ratings?\)|No ratings yet/);
  await expectScreen(page, 'the Counseling page, Counselors tab');

  // Book from the profile: the wizard opens with that counselor chosen.
  await chen.getByRole('button', { name: 'Book a session with Dr. Sarah Chen' }).click();
  const wizard = page.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(wizard.getByText('Step 1 of 4: Choose a session type')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 2 of 4: Select a counselor')).toBeVisible();
  await expect(wizard.getByRole('radio', { name: /Dr\. Sarah Chen/ })).toBeChecked();
  await expect(wizard.getByRole('radio', { name: /Auto-Assign/ })).not.toBeChecked();
  await expectScreen(page, 'the booking wizard opened from a counselor profile');
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();

  // Self-Help: the library's own published resources, with a way into the whole library (arrow keys move tabs).
  await tabs.getByRole('tab', { name: 'Counselors' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Self-Help' })).toHaveAttribute('aria-selected', 'true');
  const resources = page.getByRole('list', { name: 'Self-help resources' });
  await expect(resources.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the full Resource Library' })).toBeVisible();
  await expectScreen(page, 'the Counseling page, Self-Help tab');

  // Wellness: the check-in, then today in the 30-day trend.
  await tabs.getByRole('tab', { name: 'Wellness' }).click();
  const form = page.getByRole('form', { name: 'Daily check-in' });
  await expect(form).toBeVisible();
  // An empty check-in is refused with the form's messages (a retry finds today's check-in already saved).
  if ((await form.getByRole('button', { name: 'Update Check-in' }).count()) === 0) {
    await form.getByRole('button', { name: /Check-in$/ }).click();
    await expect(form.getByText('Choose a mood from 1 to 5')).toBeVisible();
    await expectScreen(page, 'the daily check-in with errors');
  }
  await chooseCheckIn(form, 'How are you feeling today?', 'Good');
  await chooseCheckIn(form, 'Stress', '2');
  await chooseCheckIn(form, 'Sleep', '4');
  await chooseCheckIn(form, 'Energy', '3');
  await form.getByLabel('Note (optional)').fill(NOTE);
  await form.getByRole('button', { name: /Check-in$/ }).click();
  await expect(page.getByText(/Check-in (saved|updated)/).first()).toBeVisible();
  const trend = page.getByRole('region', { name: /Your check-ins, last 30 days/ });
  const today = trend.getByRole('row', { name: /^Today/ });
  await expect(today).toContainText('4 · Good');
  await expect(today).toContainText(NOTE);
  await expect(page.getByRole('figure', { name: /Your mood, stress, sleep and energy/ })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update Check-in' })).toBeVisible();
  await expectScreen(page, 'the Wellness tab with today in the trend');

  // Share with the counselor who holds the student's sessions.
  const share = page.getByRole('checkbox', { name: /Share my check-ins with my counselor/ });
  await expect(page.getByText(/Read only by: .*Dr\. Sarah Chen/)).toBeVisible();
  await share.check();
  await expect(page.getByText('Your check-ins are now shared with your counselor')).toBeVisible();
  await expect(share).toBeChecked();

  // A phone: no sideways scrolling on the Wellness tab.
  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(form).toBeVisible();
  await expectNoSidewaysScroll(page, 'the Wellness tab on a phone');
  await expectScreen(page, 'the Wellness tab on a phone');

  // The counselor finds the shared trend on the student's appointment, read only.
  await page.context().clearCookies();
  await signInWithPassword(page, 'counselor@university.edu', '/appointments');
  const card = page.getByRole('article').filter({ hasText: 'Jordan Mitchell' }).first();
  await card.getByRole('button', { name: 'Wellness check-ins' }).click();
  const dialog = page.getByRole('dialog', { name: /Wellness check-ins/ });
  await expect(dialog.getByRole('row', { name: /^Today/ })).toContainText(NOTE);
  await expect(dialog.getByRole('button', { name: /Check-in$/ })).toHaveCount(0);
  await expectScreen(page, 'a shared wellness trend, as the counselor reads it');
});

test('a counselor writes their languages and bio on My Profile, and students read them on the Counseling page', async ({
  page,
}) => {
  const bio = `I help with exam stress and settling in ${Date.now().toString(36)}.`;
  await signInAsDemo(page, 'Counselor', '/profile');
  const form = page.getByRole('form', { name: 'Counseling profile' });
  await form.getByLabel('Languages').fill('English, Spanish');
  await form.getByLabel('Bio').fill(bio);
  await expectScreen(page, 'My Profile with the counseling profile');
  await form.getByRole('button', { name: 'Save counseling profile' }).click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();

  await page.context().clearCookies();
  await signInAsDemo(page, 'Student', '/counseling');
  const chen = page
    .getByRole('list', { name: 'Counselors' })
    .getByRole('listitem')
    .filter({ hasText: 'Dr. Sarah Chen' });
  await expect(chen).toContainText('English, Spanish');
  await expect(chen).toContainText(bio);
});
