import { expectScreen } from '../support/axe';
import { signInWithPassword } from '../support/session';
import { expect, test } from '../support/test';
import { chooseCheckIn } from '../support/wellness';

test('a third low day in a row gently offers a session, with the crisis lines, and Book opens the wizard', async ({
  page,
}) => {
  // The demo seeds two weeks of Marcus Williams's check-ins, the last two days low.
  await signInWithPassword(page, 'marcus.williams@university.edu', '/counseling');
  await page
    .getByRole('tablist', { name: 'Counseling sections' })
    .getByRole('tab', { name: 'Wellness' })
    .click();
  const trend = page.getByRole('region', { name: /Your check-ins, last 30 days/ });
  // Newest first: yesterday's very low day heads the table (nothing yet today).
  await expect(trend.getByRole('row').nth(1)).toContainText('1 · Very low');
  await expect(page.getByRole('region', { name: 'The last few days seem to have been hard' })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Daily check-in' });
  await chooseCheckIn(form, 'How are you feeling today?', 'Low');
  await chooseCheckIn(form, 'Stress', '5');
  await chooseCheckIn(form, 'Sleep', '2');
  await chooseCheckIn(form, 'Energy', '1');
  await form.getByRole('button', { name: /Check-in$/ }).click();
  await expect(page.getByText(/Check-in (saved|updated)/).first()).toBeVisible();

  const offer = page.getByRole('region', { name: 'The last few days seem to have been hard' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: /988/ }).first()).toHaveAttribute('href', /^tel:988/);
  await expectScreen(page, 'the Wellness tab offering a session after three low days');
  await offer.getByRole('button', { name: 'Book a session' }).click();
  const wizard = page.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(wizard.getByText('Step 1 of 4: Choose a session type')).toBeVisible();
});
