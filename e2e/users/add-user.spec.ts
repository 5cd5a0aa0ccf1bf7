import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { STRONG_PASSWORD, searchUsers } from '../support/users';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('an admin adds a user with the Add User dialog and finds it in the table', async ({ page }) => {
  const stamp = Date.now();
  const name = `Casey Added ${stamp}`;
  const email = `casey.added.${stamp}@university.edu`;
  await signInAsDemo(page, 'Admin', '/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();

  await expectScreen(page, 'the User Management screen');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expectScreen(page, 'the Add User dialog with its errors');

  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('counselor');

  await dialog.getByRole('tab', { name: 'Additional Details' }).click();
  await expect(dialog.getByLabel('Student ID')).toHaveCount(0);
  await dialog.getByLabel('Employee ID').fill(`E${stamp}`);
  await dialog.getByLabel('Specializations').fill('Anxiety, Career planning');
  await expectScreen(page, 'the Add User dialog, Additional Details');

  await dialog.getByRole('tab', { name: 'Security & Options' }).click();
  await dialog.getByLabel('Generate a secure password').uncheck();
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await expect(dialog.getByText('Weak')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await expect(dialog.getByText('Strong')).toBeVisible();
  await expectScreen(page, 'the Add User dialog, Security & Options');
  await dialog.getByLabel('Send welcome email').uncheck();
  await dialog.getByRole('button', { name: 'Create User' }).click();

  await expect(page.getByText('User created successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await searchUsers(page, email, 1);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText(email)).toBeVisible();
  await expect(row.getByText('Counselor')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
});
