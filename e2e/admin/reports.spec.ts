import { readFile } from 'node:fs/promises';
import { expectScreen } from '../support/axe';
import { expectFocusVisible, tabTo } from '../support/keyboard';
import { mainNavigation, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

// Each tab is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.setTimeout(120_000);

test('an admin reads the four report tabs, changes the period and downloads the CSV and the PDF', async ({
  page,
}) => {
  await signInAsDemo(page, 'Admin', '/');
  await mainNavigation(page).getByRole('link', { name: 'Reports & Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Reports & Analytics', level: 1 })).toBeVisible();
  await expect(page.getByText(/\(30 days\), beside/)).toBeVisible();
  // Days are the hub's own (the time zone setting), and the screen says which.
  await expect(page.getByText(/Times in America\/New_York\./)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('rowheader', { name: 'Tickets', exact: true })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Tickets created per day/ })).toBeVisible();
  await expectScreen(page, 'the Reports Overview tab');

  for (const [tab, table] of [
    ['Users', 'Users by role'],
    ['Sessions', 'Counselor workload and satisfaction'],
    ['Support', 'Response and resolution by priority'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: table })).toBeVisible();
    await expectScreen(page, `the Reports ${tab} tab`);
  }
  const priorities = page.getByRole('region', { name: 'Response and resolution by priority' });
  for (const priority of ['Urgent', 'High', 'Medium', 'Low']) {
    await expect(priorities.getByRole('rowheader', { name: priority })).toBeVisible();
  }

  await page.getByLabel('Period', { exact: true }).selectOption('7');
  await expect(page.getByText(/\(7 days\), beside/)).toBeVisible();

  // A period that ends before it starts is refused on the spot, with the server's own words.
  const to = await page.getByLabel('To', { exact: true }).inputValue();
  await page.getByLabel('From', { exact: true }).fill('2099-01-01');
  await expect(page.getByRole('alert').filter({ hasText: 'From must be on or before To' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 13 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(from);
  await expect(page.getByText(/\(14 days\), beside/)).toBeVisible();

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toBe(`report-${from}-to-${to}.csv`);
  const csv = await readFile(await csvFile.path(), 'utf8');
  expect(csv).toContain('Times in America/New_York');
  expect(csv).toContain('Support: Tickets by category');
  expect(csv).toContain('Sessions: Counselor workload and satisfaction');

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdfFile = await pdfDownload;
  expect(pdfFile.suggestedFilename()).toBe(`report-${from}-to-${to}.pdf`);
  const pdf = await readFile(await pdfFile.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectScreen(page, 'the Reports screen after the downloads');
});

test('the report tabs are reached and switched with the keyboard alone', async ({ page }) => {
  await signInAsDemo(page, 'Admin', '/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports & Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
  await tabTo(page, page.getByRole('tab', { name: 'Overview' }));
  await expectFocusVisible(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Users' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Tickets by status' })).toBeVisible();
});
