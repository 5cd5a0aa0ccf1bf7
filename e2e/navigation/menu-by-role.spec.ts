import { expectScreen } from '../support/axe';
import { mainNavigation, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

test.describe('The menu shows what each role may open', () => {
  test('a student sees Submit Ticket but no Administration section', async ({ page }) => {
    await signInAsDemo(page, 'Student');
    const nav = mainNavigation(page);

    for (const item of ['Dashboard', 'Tickets', 'Submit Ticket', 'Appointments', 'Resources', 'Counseling']) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Help Center' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(nav.getByText('Administration')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'User Management' })).toHaveCount(0);
    await expectScreen(page, "the student's menu");
  });

  test('a counselor sees neither Submit Ticket nor Administration', async ({ page }) => {
    await signInAsDemo(page, 'Counselor');
    const nav = mainNavigation(page);

    await expect(nav.getByRole('link', { name: 'Tickets', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Submit Ticket' })).toHaveCount(0);
    await expect(nav.getByText('Administration')).toHaveCount(0);
    await expectScreen(page, "the counselor's menu");
  });

  test('an admin sees the Administration section and can open User Management', async ({ page }) => {
    await signInAsDemo(page, 'Admin');
    const nav = mainNavigation(page);

    await expect(nav.getByRole('heading', { name: 'Administration' })).toBeVisible();
    for (const item of [
      'Ticket Management',
      'Resource Management',
      'User Management',
      'Reports & Analytics',
      'System Settings',
      'Admin Help',
      'Audit Log',
    ]) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await expectScreen(page, "the admin's menu");

    await nav.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\/admin-users$/);
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
    await expectScreen(page, 'User Management');
  });

  test('the sidebar shows who is signed in', async ({ page }) => {
    await signInAsDemo(page, 'Advisor');
    const me = await (await page.request.get('/api/auth/me')).json();
    await expect(page.getByRole('complementary').getByText(me.data.user.name)).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Advisor', { exact: true })).toBeVisible();
    await expectScreen(page, 'the advisor dashboard');
  });
});
