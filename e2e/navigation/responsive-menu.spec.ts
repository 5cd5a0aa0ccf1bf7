import { expectScreen } from '../support/axe';
import { mainNavigation, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

test.describe('Desktop sidebar', () => {
  test('collapses to icons, still navigates, and expands again', async ({ page }) => {
    await signInAsDemo(page, 'Student');
    const sidebar = page.getByRole('complementary');
    const widthOf = async () => (await sidebar.boundingBox())?.width ?? 0;
    expect(await widthOf()).toBeGreaterThan(200);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect.poll(widthOf).toBeLessThan(100);
    await expectScreen(page, 'the dashboard with the sidebar collapsed');

    await mainNavigation(page).getByRole('link', { name: 'Appointments' }).click();
    await expect(page.getByRole('heading', { name: 'My Appointments', level: 1 })).toBeVisible();
    await expectScreen(page, 'My Appointments with the sidebar collapsed');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect.poll(widthOf).toBeGreaterThan(200);
  });
});

test.describe('Mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the header, navigates and closes; the bell opens notifications', async ({ page }) => {
    await signInAsDemo(page, 'Student');
    await expect(mainNavigation(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeHidden();
    await expectScreen(page, 'the student dashboard on a phone');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Appointments' })).toBeVisible();
    await expectScreen(page, 'the phone menu');
    await menu.getByRole('link', { name: 'Appointments' }).click();

    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'My Appointments', level: 1 })).toBeVisible();
    await expectScreen(page, 'My Appointments on a phone');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const center = page.getByRole('dialog', { name: 'Notifications' });
    await expect(center).toBeVisible();
    await expect(center.getByRole('link', { name: 'View all' })).toBeVisible();
    await expectScreen(page, 'the notification center on a phone');
    await center.getByRole('link', { name: 'View all' }).click();
    await expect(center).toBeHidden();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expectScreen(page, 'the Notifications page on a phone');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const logout = page.getByRole('dialog').getByRole('button', { name: 'Logout' });
    await expect(logout).toBeInViewport();
    await logout.click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });
});
