import { expectAccessible, expectNoSidewaysScroll, PHONE_VIEWPORT } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

test('the users table selects rows, a page at once, and sorts on the server from its headers', async ({
  page,
}) => {
  await signInAsDemo(page, 'Admin', '/admin/users');
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table).toBeVisible();

  // Newest first by default: the Created header says so.
  const created = table.getByRole('columnheader', { name: 'Created', exact: true });
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('columnheader', { name: 'User', exact: true })).toHaveAttribute(
    'aria-sort',
    'none',
  );
  await expect(table.getByRole('columnheader', { name: 'Role', exact: true })).not.toHaveAttribute(
    'aria-sort',
  );

  // One row: the select-all box turns indeterminate; all of them: checked and the bulk bar counts them.
  const all = table.getByRole('checkbox', { name: 'Select all users on this page' });
  const rows = table.getByRole('checkbox', { name: /^Select (?!all)/ });
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  await rows.first().check();
  await expect(all).not.toBeChecked();
  expect(await all.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('1 user selected');
  await all.check();
  expect(await all.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(false);
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText(`${count} users selected`);
  await expectAccessible(page, 'the users table with a selection');
  await all.uncheck();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toHaveCount(0);

  // The User header sorts by name, A-Z then Z-A, through the URL like the Sort by box.
  await table.getByRole('button', { name: 'User', exact: true }).click();
  await expect(page).toHaveURL(/sort=name%3Aasc/);
  await expect(table.getByRole('columnheader', { name: 'User', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(created).toHaveAttribute('aria-sort', 'none');
  await expect(page.getByLabel('Sort by')).toHaveValue('name:asc');
  await table.getByRole('button', { name: 'User', exact: true }).click();
  await expect(page).toHaveURL(/sort=name%3Adesc/);
  await expect(table.getByRole('columnheader', { name: 'User', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('on a 390 px phone the users table scrolls inside its own box, not the page', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await signInAsDemo(page, 'Admin', '/admin/users');
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the users table on a phone');
});
