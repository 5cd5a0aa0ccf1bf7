import { expect, test } from '@playwright/test';
import { mainNavigation, signInAsDemo } from '../support/session';

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
  });

  test('a counselor sees neither Submit Ticket nor Administration', async ({ page }) => {
    await signInAsDemo(page, 'Counselor');
    const nav = mainNavigation(page);

    await expect(nav.getByRole('link', { name: 'Tickets', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Submit Ticket' })).toHaveCount(0);
    await expect(nav.getByText('Administration')).toHaveCount(0);
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
    ]) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }

    await nav.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\/admin-users$/);
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
  });

  test('the sidebar shows who is signed in', async ({ page }) => {
    await signInAsDemo(page, 'Advisor');
    const me = await (await page.request.get('/api/auth/me')).json();
    await expect(page.getByRole('complementary').getByText(me.data.user.name)).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Advisor', { exact: true })).toBeVisible();
  });
});
