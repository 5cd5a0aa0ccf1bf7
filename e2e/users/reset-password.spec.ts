import { expectScreen } from '../support/axe';
import {
  completePasswordChange,
  expectLoginScreen,
  expectSignedIn,
  fillLoginForm,
  signInAsDemo,
} from '../support/session';
import { expect, test } from '../support/test';
import { createUser, STRONG_PASSWORD, searchUsers } from '../support/users';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("an admin resets a user's password to a chosen one and the user signs in with it", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await signInAsDemo(page, 'Admin', '/admin-users');
  const user = await createUser(page, {
    name: `Reset Person ${stamp}`,
    email: `reset.person.${stamp}@university.edu`,
  });

  await page.reload();
  await searchUsers(page, user.email, 1);
  await expectScreen(page, 'the users table');
  await page.getByRole('button', { name: `Reset password for ${user.name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('Generate a secure password').uncheck();
  await dialog.getByLabel('Notify the user by email').uncheck();
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByText('New password is required')).toBeVisible();
  await expect(dialog.getByText('Password confirmation is required')).toBeVisible();
  await expectScreen(page, 'the Reset Password dialog with its errors');

  await dialog.getByLabel('New Password').fill(STRONG_PASSWORD);
  await expect(dialog.getByText('Strong')).toBeVisible();
  await dialog.getByLabel('Confirm Password').fill(`${STRONG_PASSWORD}!`);
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await expectScreen(page, 'the Reset Password dialog with a mismatch');

  await dialog.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(`Password reset successfully for ${user.name}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const signIn = await (await browser.newContext()).newPage();
  await signIn.goto('/');
  // The reset password is a temporary one: it opens the forced change, and the user's own replaces it.
  await expectLoginScreen(signIn);
  await expectScreen(signIn, 'the login screen');
  await fillLoginForm(signIn, user.email, STRONG_PASSWORD);
  await expect(signIn.getByRole('heading', { name: 'Change your password', level: 1 })).toBeVisible();
  await expectScreen(signIn, 'the Change your password screen');
  await completePasswordChange(signIn, STRONG_PASSWORD);
  await expectSignedIn(signIn);
  await expect(signIn.getByRole('heading', { name: 'Welcome, Reset', level: 1 })).toBeVisible();
  await expectScreen(signIn, "the new user's dashboard");
  await signIn.context().close();
});
