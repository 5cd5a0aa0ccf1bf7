import { expectScreen } from '../support/axe';
import { setPasswordLinkFor } from '../support/outbox';
import { expectLoginScreen, expectSignedIn, fillLoginForm, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

// Each screen is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const CHOSEN = 'Lighthouse-Keeper-81';

test('a new user sets their password from the welcome e-mail link, which never holds a password', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `linda.link.${stamp}@university.edu`;
  await signInAsDemo(page, 'Admin', '/admin/users');

  // The Add User dialog says what the welcome e-mail carries now.
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByRole('tab', { name: 'Security & Options' }).click();
  await expect(
    dialog.getByText('The email carries a link to set a password, valid for 72 hours.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Include the password in the welcome email')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Older clients still ask for the password in the e-mail; the hub sends a link instead.
  const created = await page.request.post('/api/admin/users', {
    data: {
      name: `Linda Link ${stamp}`,
      email,
      role: 'student',
      generate_password: true,
      send_welcome_email: true,
      send_password_in_email: true,
    },
  });
  expect(created.status()).toBe(201);
  const generated = ((await created.json()) as { data: { generated_password: string } }).data
    .generated_password;
  const { path, mail } = await setPasswordLinkFor(email);
  expect(mail).not.toContain(generated);

  const person = await (await browser.newContext()).newPage();
  await person.goto(path);
  await expect(person.getByRole('heading', { name: 'Set your password', level: 1 })).toBeVisible();
  await expectScreen(person, 'the Set your password screen');

  const fresh = person.getByLabel('New password', { exact: true });
  const confirm = person.getByLabel('Confirm new password', { exact: true });
  const submit = person.getByRole('button', { name: 'Set Password', exact: true });
  await fresh.fill('weakpass');
  await confirm.fill('weakpass');
  await submit.click();
  await expect(person.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await fresh.fill('Password1');
  await confirm.fill('Password1');
  await submit.click();
  await expect(
    person.getByText('This password is too common. Please choose a less common password.'),
  ).toBeVisible();
  await expectScreen(person, 'the Set your password screen with an error');

  await fresh.fill(CHOSEN);
  await confirm.fill(CHOSEN);
  await submit.click();
  await expect(person.getByRole('heading', { name: 'Password set', level: 1 })).toBeVisible();
  await expect(person.getByRole('status')).toContainText(email);
  await expectScreen(person, 'the Password set screen');

  await person.getByRole('link', { name: 'Go to sign in' }).click();
  await expectLoginScreen(person);
  await fillLoginForm(person, email, CHOSEN);
  // The person chose this password: no forced change follows.
  await expectSignedIn(person);

  // The link works once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(path);
  await again.getByLabel('New password', { exact: true }).fill('Another-Harbour-7');
  await again.getByLabel('Confirm new password', { exact: true }).fill('Another-Harbour-7');
  await again.getByRole('button', { name: 'Set Password', exact: true }).click();
  await expect(again.getByRole('alert')).toContainText('This link has already been used.');
  await expect(again.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  await expectScreen(again, 'the Set your password screen with a used link');
});

test('a set-password address without its token says so and offers sign-in', async ({ page }) => {
  await page.goto('/set-password');
  await expect(page.getByRole('alert')).toContainText('This link is incomplete.');
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  await expectScreen(page, 'the Set your password screen without a token');
});
