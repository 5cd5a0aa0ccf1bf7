import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { createUser } from '../support/users';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const CATEGORY = 'Career Guidance';

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test('an admin manages a counselor specialization on the Counselors tab', async ({ page }) => {
  const stamp = Date.now();
  const name = `Casey Counsel ${stamp}`;
  await signInAsDemo(page, 'Admin', '/admin-tickets?tab=counselors');
  // A counselor of this run only, so the rows below are ours whatever else the suite creates.
  await createUser(page, { name, email: `casey.counsel.${stamp}@university.edu`, role: 'counselor' });
  await page.goto('/admin-tickets?tab=counselors');
  await expect(page.getByRole('heading', { name: 'Counselor Specializations' })).toBeVisible();
  await expect(page.getByText('Total capacity')).toBeVisible();
  await expectScreen(page, 'the Counselors tab');

  // Add: the checks toast in order, then the specialization is created.
  await page.getByRole('button', { name: 'Add Specialization' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Counselor Specialization' });
  await dialog.getByRole('button', { name: 'Add Specialization' }).click();
  await expect(toast(page, 'Please select a counselor')).toBeVisible();
  await dialog.getByLabel('Counselor').selectOption({ label: `${name} (counselor)` });
  await dialog.getByRole('button', { name: 'Add Specialization' }).click();
  await expect(toast(page, 'Please select a category')).toBeVisible();
  await dialog.getByLabel('Category').selectOption({ label: CATEGORY });
  await expect(dialog.getByLabel('Priority Level')).toHaveValue('primary');
  await dialog.getByLabel('Max Workload').fill('5');
  await dialog.getByLabel('Expertise Rating').selectOption({ label: '4 - Advanced' });
  await dialog.getByLabel('Notes').fill('Evening drop-in hours');
  await expect(dialog.getByText('21/500')).toBeVisible();
  await expectScreen(page, 'the Add Counselor Specialization dialog');
  await dialog.getByRole('button', { name: 'Add Specialization' }).click();
  await expect(toast(page, 'Counselor specialization created successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Listed with its workload, utilization band, expertise label and score.
  await page.getByLabel('Counselor', { exact: true }).selectOption({ label: name });
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(CATEGORY)).toBeVisible();
  await expect(row.getByText('Primary')).toBeVisible();
  await expect(row.getByText('0/5')).toBeVisible();
  await expect(row.getByText('Low · 0%')).toBeVisible();
  await expect(row.getByText('4 - Advanced')).toBeVisible();
  await expect(row.getByText('Can take tickets')).toBeVisible();
  await expect(row.getByText('Evening drop-in hours')).toBeVisible();
  await expectScreen(page, 'the Counselors tab with the new specialization');

  // The same pair again: the category is no longer offered, and a pre-chosen pair shows the warning.
  await page.getByLabel('Category', { exact: true }).selectOption({ label: CATEGORY });
  await page.getByRole('button', { name: 'Add Specialization' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Counselor Specialization' });
  await expect(dialog.getByLabel('Category')).toHaveValue(/\d+/);
  await expect(
    dialog.getByText('This counselor is already assigned to this category with primary priority level'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add Specialization' })).toBeDisabled();
  await expectScreen(page, 'the Add Counselor Specialization dialog with a duplicate warning');
  await dialog.getByLabel('Counselor').selectOption({ index: 0 });
  await dialog.getByLabel('Counselor').selectOption({ label: `${name} (counselor)` });
  await expect(dialog.getByLabel('Category')).toHaveValue('');
  await expect(dialog.getByLabel('Category').locator('option', { hasText: CATEGORY })).toHaveCount(0);
  await expect(dialog.getByText('This counselor is already assigned')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // Edit the max workload.
  await row.getByRole('button', { name: `Edit ${name} in ${CATEGORY}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Counselor Specialization' });
  await expect(dialog.getByLabel('Counselor')).toBeDisabled();
  await expectScreen(page, 'the Edit Counselor Specialization dialog');
  await dialog.getByLabel('Max Workload').fill('60');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Max workload must be between 1 and 50')).toBeVisible();
  await dialog.getByLabel('Max Workload').fill('2');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Counselor specialization updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('0/2')).toBeVisible();

  // Availability switches at once and is saved.
  const available = row.getByRole('switch', { name: `Available: ${name} in ${CATEGORY}` });
  await expect(available).toHaveAttribute('aria-checked', 'true');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/update-availability') && response.status() === 200,
  );
  await available.click();
  await saved;
  await expect(available).toHaveAttribute('aria-checked', 'false');
  await expect(row.getByText('Unavailable')).toBeVisible();
  await expectScreen(page, 'the Counselors tab with an unavailable counselor');

  // Export CSV: the file name carries the date and the row is in it.
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'Export as CSV' })).toBeVisible();
  await expectScreen(page, 'the Export menu');
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export as CSV' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^counselor-specializations-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toContain('counselor_name');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(name);
  expect(lines[0]).toContain(CATEGORY);

  // Remove, after confirming.
  await row.getByRole('button', { name: `Remove ${name} in ${CATEGORY}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Specialization' });
  await expect(confirm).toBeVisible();
  await expectScreen(page, 'the Remove Specialization confirmation');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(page, `Removed ${name} from ${CATEGORY}`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No specializations found')).toBeVisible();
});
