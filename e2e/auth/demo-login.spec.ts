import { expectScreen } from '../support/axe';
import { type DemoButton, signInAsDemo, signInFirstTime } from '../support/session';
import { expect, test } from '../support/test';
import { createUser, STRONG_PASSWORD } from '../support/users';

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
      await expectScreen(page, `the ${button.toLowerCase()} dashboard`);
    });
  }

  test('the counselor dashboard has its tabs; My Cases lists the caseload, or says there is none', async ({
    page,
    browser,
  }) => {
    await signInAsDemo(page, 'Counselor');
    for (const tab of ['Overview', "Today's Sessions", 'My Cases', 'Analytics']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expectScreen(page, 'the counselor dashboard Overview tab');
    // The demo counselor's cases, most recently updated first, as the API gives them to her.
    const response = await page.request.get(
      '/api/tickets?per_page=10&sort_by=updated_at&sort_direction=desc',
    );
    expect(response.ok()).toBe(true);
    const { tickets } = ((await response.json()) as { data: { tickets: { subject: string }[] } }).data;
    expect(tickets.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'My Cases' }).click();
    const panel = page.getByRole('tabpanel', { name: 'My Cases' });
    for (const ticket of tickets)
      await expect(panel.getByRole('link', { name: ticket.subject })).toBeVisible();
    await expect(panel.getByText('No assigned cases')).toHaveCount(0);
    await expectScreen(page, 'the counselor dashboard My Cases tab');

    // A counselor nobody has assigned anything to sees the empty list.
    const admin = await (await browser.newContext()).newPage();
    await signInAsDemo(admin, 'Admin');
    const stamp = Date.now();
    const fresh = await createUser(admin, {
      name: `Robin Newhire${stamp}`,
      email: `robin.newhire.${stamp}@university.edu`,
      role: 'counselor',
      password: STRONG_PASSWORD,
    });
    await admin.context().close();
    const counselor = await (await browser.newContext()).newPage();
    await counselor.goto('/');
    await signInFirstTime(counselor, fresh.email, STRONG_PASSWORD);
    await expectScreen(counselor, 'a new counselor dashboard');
    await counselor.getByRole('tab', { name: 'My Cases' }).click();
    await expect(counselor.getByText('No assigned cases')).toBeVisible();
    await expectScreen(counselor, 'an empty My Cases tab');
    await counselor.context().close();
  });

  test('the admin dashboard has its five tabs', async ({ page }) => {
    await signInAsDemo(page, 'Admin');
    await expect(page.getByText('Monitor and manage your support platform')).toBeVisible();
    await expectScreen(page, 'the admin dashboard Overview tab');
    for (const tab of ['Overview', 'Ticket Management', 'User Management', 'Performance', 'System Health']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Performance' }).click();
    await expect(page.getByText('Sample content')).toHaveCount(0);
    await expectScreen(page, 'the admin dashboard Performance tab');
  });
});
