import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { createUser, searchUsers } from '../support/users';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('an admin types two users in, fixes the row the import rules mark, then deletes them in bulk', async ({
  page,
}) => {
  const stamp = Date.now();
  const ada = { name: `Ada Manual ${stamp}`, email: `ada.manual.${stamp}@university.edu` };
  const alan = { name: `Alan Manual ${stamp}`, email: `alan.manual.${stamp}@university.edu` };

  await signInAsDemo(page, 'Admin', '/admin-users');
  await page.getByRole('button', { name: 'Bulk Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Create Users' });
  await dialog.getByRole('tab', { name: 'Manual Entry' }).click();

  const first = dialog.getByRole('listitem', { name: 'User 1' });
  await first.getByLabel('Name').fill(ada.name);
  await first.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add Another User' }).click();
  const second = dialog.getByRole('listitem', { name: 'User 2' });
  await second.getByLabel('Name').fill(alan.name);
  await second.getByLabel('Email').fill(alan.email);
  await second.getByLabel('Role').selectOption('advisor');
  await expect(second.getByLabel('Employee ID')).toBeVisible();

  // The import's own row rules mark the bad row before anything is sent.
  await dialog.getByRole('button', { name: 'Create 2 Users' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Row 1: Invalid email format');
  await expect(first.getByText('Row 1: Invalid email format')).toBeVisible();
  await expectScreen(page, 'the Bulk Create Users dialog with a marked manual row');

  await first.getByLabel('Email').fill(ada.email);
  await expect(first.getByText('Row 1: Invalid email format')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create 2 Users' }).click();
  const results = page.getByRole('dialog', { name: 'Bulk Creation Results' });
  await expect(
    results.getByText('Bulk creation completed: 2 created, 0 failed, 0 skipped. 0 welcome emails queued.'),
  ).toBeVisible({ timeout: 30_000 }); // two generated passwords are hashed on a busy machine
  await results.getByRole('button', { name: 'Complete' }).click();

  await searchUsers(page, `Manual ${stamp}`, 2);
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await page
    .getByRole('table', { name: 'Users' })
    .getByRole('checkbox', { name: 'Select all users on this page' })
    .check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();

  const confirm = page.getByRole('dialog', { name: 'Delete 2 users?' });
  const remove = confirm.getByRole('button', { name: 'Delete 2 users' });
  await expect(remove).toBeDisabled();
  await expect(confirm.getByText('A reason is required for bulk deletion')).toBeVisible();
  await expectScreen(page, 'the bulk Delete dialog');
  await confirm.getByLabel('Reason for deletion').fill('Typed in by mistake');
  await remove.click();
  await expect(page.getByText('Bulk delete completed successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users (0)' })).toBeVisible();
});

test('an admin deletes one user with a note for the audit log', async ({ page }) => {
  const stamp = Date.now();
  await signInAsDemo(page, 'Admin', '/admin-users');
  const user = await createUser(page, {
    name: `Delete Me ${stamp}`,
    email: `delete.me.${stamp}@university.edu`,
  });
  await searchUsers(page, user.email, 1);
  await page
    .getByRole('button', { name: `Delete ${user.name}` })
    .first()
    .click();

  const dialog = page.getByRole('dialog', { name: 'Delete User' });
  await dialog.getByLabel('Reason (optional)').fill('Left the university');
  await expectScreen(page, 'the Delete User dialog');
  await dialog.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText(`User ${user.name} deleted successfully`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users (0)' })).toBeVisible();
});
