import { writeFile } from 'node:fs/promises';
import { expectScreen } from '../support/axe';
import { expectLoginScreen, fillLoginForm, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { searchUsers } from '../support/users';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('an admin imports students from a CSV, deactivates one, and that student can no longer sign in', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now();
  const ada = { name: `Ada Import ${stamp}`, email: `ada.import.${stamp}@university.edu` };
  const grace = { name: `Grace Import ${stamp}`, email: `grace.import.${stamp}@university.edu` };
  const file = testInfo.outputPath('students.csv');
  await writeFile(
    file,
    [
      'full_name,email_address,role,studentid',
      `${ada.name},${ada.email.toUpperCase()},student,S${stamp}1`,
      `${grace.name},${grace.email},student,S${stamp}2`,
      `No Address ${stamp},,student,S${stamp}3`,
    ].join('\n'),
  );

  await signInAsDemo(page, 'Admin', '/admin-users');
  await expectScreen(page, 'the User Management screen');
  await page.getByRole('button', { name: 'Bulk Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Create Users' });
  await dialog.getByLabel('CSV file').setInputFiles(file);

  // The preview reads the file in the browser and marks the bad row before anything is sent.
  const preview = dialog.getByRole('region', { name: 'CSV preview' });
  await expect(preview.getByText('3 rows found')).toBeVisible();
  await expect(preview.getByText('2 ready')).toBeVisible();
  await expect(preview.getByText('Row 3: Email is required')).toBeVisible();
  await expect(preview.getByRole('cell', { name: ada.email })).toBeVisible();
  await expect(dialog.getByLabel('Skip duplicates')).toBeChecked();
  await expect(dialog.getByLabel('Send welcome emails')).not.toBeChecked();
  await expect(dialog.getByLabel('Generate passwords')).toBeChecked();
  await expectScreen(page, 'the Bulk Create Users dialog with its preview');

  await dialog.getByRole('button', { name: 'Create 2 Users' }).click();

  const results = page.getByRole('dialog', { name: 'Bulk Creation Results' });
  await expect(
    results.getByText('Bulk creation completed: 2 created, 1 failed, 0 skipped. 0 welcome emails queued.'),
    // Hashing the new passwords takes a moment on a busy machine.
  ).toBeVisible({ timeout: 15_000 });
  await expect(results.getByText('Row 3: Email is required')).toBeVisible();
  const adaPassword = await results
    .getByRole('listitem')
    .filter({ hasText: ada.email })
    .locator('code')
    .textContent();
  expect(adaPassword).toMatch(/^\S{12}$/);
  await expectScreen(page, 'the Bulk Creation Results dialog');
  await results.getByRole('button', { name: 'Complete' }).click();
  await expect(results).toHaveCount(0);

  await searchUsers(page, ada.email, 1);
  const row = page.getByRole('row', { name: new RegExp(ada.name) });
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: `Deactivate ${ada.name}` }).click();
  await expect(page.getByText('User deactivated successfully!')).toBeVisible();
  await expectScreen(page, 'the users table after a deactivation');
  await expect(row.getByText('Inactive')).toBeVisible();

  // The imported student now meets the server's inactive-account refusal.
  const student = await (await browser.newContext()).newPage();
  await student.goto('/');
  await fillLoginForm(student, ada.email, adaPassword ?? '');
  await expect(student.getByRole('alert')).toHaveText(
    'Your account is inactive. Please contact an administrator.',
  );
  await expectLoginScreen(student);
  await expectScreen(student, 'the login screen refusing an inactive account');
  await student.context().close();
});
