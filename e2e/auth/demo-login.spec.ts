import { expect, test } from '@playwright/test';
import { type DemoButton, signInAsDemo } from '../support/session';

const DASHBOARD_HEADINGS: [DemoButton, RegExp][] = [
  ['Student', /^Welcome, \S+$/],
  ['Counselor', /^Counselor Dashboard$/],
  ['Advisor', /^Advisor Dashboard$/],
  ['Admin', /^System Administration$/],
];

test.describe('Quick-access demo buttons', () => {
  for (const [button, heading] of DASHBOARD_HEADINGS) {
    test(`"${button}" signs in and shows the ${button.toLowerCase()} dashboard`, async ({ page }) => {
      await signInAsDemo(page, button);

      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('the counselor dashboard has its four tabs and the empty case list', async ({ page }) => {
    await signInAsDemo(page, 'Counselor');
    for (const tab of ['Overview', "Today's Sessions", 'My Cases', 'Analytics']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'My Cases' }).click();
    await expect(page.getByText('No assigned cases')).toBeVisible();
  });

  test('the admin dashboard has its five tabs', async ({ page }) => {
    await signInAsDemo(page, 'Admin');
    await expect(page.getByText('Monitor and manage your support platform')).toBeVisible();
    for (const tab of ['Overview', 'Ticket Management', 'User Management', 'Performance', 'System Health']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Performance' }).click();
    await expect(page.getByRole('tabpanel').getByText('Sample content').first()).toBeVisible();
  });
});
