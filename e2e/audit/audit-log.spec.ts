import { readFile } from 'node:fs/promises';
import { expectScreen } from '../support/axe';
import { expectFocusVisible, tabAndPress, tabTo } from '../support/keyboard';
import { mainNavigation, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { categoryIdOf } from '../support/tickets';

test('an admin finds a category change in the audit log, exports it and checks the chain', async ({
  page,
}) => {
  await signInAsDemo(page, 'Admin', '/');
  const categoryId = await categoryIdOf(page, 'Academic Support');
  const description = `Courses, deadlines and exams (${Date.now()})`;
  const changed = await page.request.put(`/api/admin/ticket-categories/${categoryId}`, {
    data: { description },
  });
  expect(changed.ok()).toBe(true);

  await mainNavigation(page).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const entries = page.getByRole('region', { name: 'Audit entries' });
  await expect(entries.getByRole('row').nth(1)).toBeVisible();
  await expectScreen(page, 'the Audit Log');

  await page.getByLabel('Action').selectOption('category.updated');
  const row = entries
    .getByRole('row')
    .filter({ hasText: `ticket_category #${categoryId}` })
    .first();
  await expect(row).toContainText('category.updated');
  await expect(row).toContainText('admin');
  await row.getByText('Show details').click();
  await expect(row).toContainText(description);
  await expectScreen(page, 'the Audit Log filtered by action');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('action');
  expect(csv).toContain('category.updated');

  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByText(/Audit chain intact: \d+ entries checked\./)).toBeVisible();
  await expectScreen(page, 'the Audit Log after the chain check');
});

test('an admin reaches the audit log, its table and the chain check with the keyboard alone', async ({
  page,
}) => {
  await signInAsDemo(page, 'Admin', '/');
  await tabAndPress(page, mainNavigation(page).getByRole('link', { name: 'Audit Log' }));
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await tabAndPress(page, page.getByRole('button', { name: 'Verify chain' }));
  await expect(page.getByText(/Audit chain intact: \d+ entries checked\./)).toBeVisible();
  const action = page.getByLabel('Action');
  await tabTo(page, action);
  await expectFocusVisible(page);
  await action.selectOption('auth.sign_in');
  const entries = page.getByRole('region', { name: 'Audit entries' });
  await expect(entries.getByRole('row').nth(1)).toContainText('auth.sign_in');
  await tabTo(page, entries);
  await expectFocusVisible(page);
  await page.keyboard.press('ArrowRight');
  await tabAndPress(page, entries.getByText('Show details').first());
  await expect(entries.locator('details[open]')).toHaveCount(1);
  await expectScreen(page, 'the Audit Log filtered to sign-ins');
});
