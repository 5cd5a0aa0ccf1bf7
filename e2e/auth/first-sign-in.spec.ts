import { expectScreen } from '../support/axe';
import {
  CHOSEN_PASSWORD,
  completePasswordChange,
  expectLoginScreen,
  expectSignedIn,
  fillLoginForm,
  signInAsDemo,
} from '../support/session';
import { expect, test } from '../support/test';
import { createUser, STRONG_PASSWORD } from '../support/users';

const NOTICE =
  'A changed password invalidates all sessions and requires a new login, and new users must change the password on first login.';

test('a new user must choose their own password at first sign-in, and only that one works afterwards', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await signInAsDemo(page, 'Admin');
  const user = await createUser(page, {
    name: `Quinn Firstday${stamp}`,
    email: `quinn.firstday.${stamp}@university.edu`,
    password: STRONG_PASSWORD,
  });

  const student = await (await browser.newContext()).newPage();
  await student.goto('/');
  await fillLoginForm(student, user.email, STRONG_PASSWORD);
  await expect(student.getByRole('heading', { name: 'Change your password', level: 1 })).toBeVisible();
  await expect(student.getByText(NOTICE)).toBeVisible();
  await expect(student.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expectScreen(student, 'the Change your password screen');

  // Reloading or opening another page of the app still shows only the change screen.
  await student.goto('/tickets');
  await expect(student.getByRole('heading', { name: 'Change your password', level: 1 })).toBeVisible();
  await expect(student.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  const current = student.getByLabel('Current password', { exact: true });
  const fresh = student.getByLabel('New password', { exact: true });
  const confirm = student.getByLabel('Confirm new password', { exact: true });
  const submit = student.getByRole('button', { name: 'Change Password', exact: true });

  // A weak password is refused with the rule it breaks; the meter says how weak it is.
  await current.fill(STRONG_PASSWORD);
  await fresh.fill('weakpass');
  await expect(student.getByText('Password strength: Weak')).toBeVisible();
  await confirm.fill('weakpass');
  await submit.click();
  await expect(student.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await expectScreen(student, 'the Change your password screen with an error');

  // The server's own refusals show at their fields.
  await fresh.fill('Password1');
  await confirm.fill('Password1');
  await submit.click();
  await expect(
    student.getByText('This password is too common. Please choose a less common password.'),
  ).toBeVisible();
  await current.fill('Not-the-temporary-1');
  await fresh.fill(CHOSEN_PASSWORD);
  await confirm.fill(CHOSEN_PASSWORD);
  await submit.click();
  await expect(student.getByText('Current password is incorrect')).toBeVisible();
  await expectScreen(student, "the Change your password screen with the server's error");

  // After the change the app opens on the page that was asked for.
  await completePasswordChange(student, STRONG_PASSWORD, CHOSEN_PASSWORD);
  await expectSignedIn(student);
  await expect(student.getByRole('heading', { name: 'My Support Tickets', level: 1 })).toBeVisible();
  await expectScreen(student, 'My Support Tickets after the first sign-in');
  await student.goto('/dashboard');
  await expect(student.getByRole('heading', { name: 'Welcome, Quinn', level: 1 })).toBeVisible();
  await expectScreen(student, "a new student's dashboard");
  await student.context().close();

  // The temporary password no longer opens the account; the chosen one opens the app directly.
  const again = await (await browser.newContext()).newPage();
  await again.goto('/');
  await fillLoginForm(again, user.email, STRONG_PASSWORD);
  await expect(again.getByRole('alert')).toHaveText('Invalid email or password');
  await expectScreen(again, 'the login screen after a refused password');
  await expectLoginScreen(again);
  await fillLoginForm(again, user.email, CHOSEN_PASSWORD);
  await expectSignedIn(again);
  await expect(again.getByRole('heading', { name: 'Welcome, Quinn', level: 1 })).toBeVisible();
  await again.context().close();
});

test('the password change screen offers a way out: Logout returns to the login screen', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await signInAsDemo(page, 'Admin');
  const user = await createUser(page, {
    name: `Riley Leaving${stamp}`,
    email: `riley.leaving.${stamp}@university.edu`,
    password: STRONG_PASSWORD,
  });

  const other = await (await browser.newContext()).newPage();
  await other.goto('/tickets');
  await fillLoginForm(other, user.email, STRONG_PASSWORD);
  await expect(other.getByRole('heading', { name: 'Change your password', level: 1 })).toBeVisible();
  await expectScreen(other, 'the Change your password screen');
  await other.getByRole('button', { name: 'Logout' }).click();
  await expectLoginScreen(other);
  await expectScreen(other, 'the login screen after Logout');
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await other.context().close();
});
