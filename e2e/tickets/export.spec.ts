import { readFile } from 'node:fs/promises';
import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { createTicket } from '../support/tickets';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('an admin exports the filtered tickets as CSV with formula cells neutralised', async ({ page }) => {
  const stamp = `x${Date.now()}`;
  await signInAsDemo(page, 'Admin');
  await createTicket(page, {
    subject: `=SUM(1,2) budget question ${stamp}`,
    description: '@risk: how is the lab budget split between the two study groups?',
    category: 'General Inquiry',
  });

  await page.goto(`/tickets?search=${stamp}`);
  await expect(page.getByText('1 ticket found')).toBeVisible();
  await expectScreen(page, 'the tickets list searched');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'Export as CSV' })).toBeVisible();
  await expectScreen(page, 'the Export menu');
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export as CSV' }).click();
  const download = await downloadEvent;

  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toContain('subject');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`'=SUM(1,2) budget question ${stamp}`);
  expect(rows[0]).toContain("'@risk: how is the lab budget split");
  await expect(page.getByText('Exported 1 ticket')).toBeVisible();
});
