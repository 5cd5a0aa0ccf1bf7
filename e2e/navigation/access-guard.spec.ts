import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

test.describe('Pages a role may not open', () => {
  test('a student opening /admin-users sees Access Denied', async ({ page }) => {
    await signInAsDemo(page, 'Student', '/admin-users');

    await expect(page.getByRole('heading', { name: 'Access Denied', level: 1 })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
    await expectScreen(page, 'Access Denied');
  });

  test('a student opening the admin tickets page is offered a way back to the tickets', async ({ page }) => {
    await signInAsDemo(page, 'Student', '/admin-tickets');

    await expect(
      page.getByText('Access Denied: You need administrator privileges to access this page.'),
    ).toBeVisible();
    await expectScreen(page, 'the admin tickets page refused to a student');
    await page.getByRole('link', { name: 'Back to Tickets' }).click();

    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByRole('heading', { name: 'My Support Tickets', level: 1 })).toBeVisible();
    await expectScreen(page, 'My Support Tickets');
  });

  test('a counselor opening Submit Ticket is told they may not create tickets', async ({ page }) => {
    await signInAsDemo(page, 'Counselor', '/submit-ticket');

    await expect(
      page.getByText('Access Denied: You do not have permission to create tickets.'),
    ).toBeVisible();
    await expectScreen(page, 'Submit Ticket refused to a counselor');
  });
});
