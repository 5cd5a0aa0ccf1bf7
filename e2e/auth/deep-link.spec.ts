import { expectScreen } from '../support/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectLoginScreen, fillLoginForm } from '../support/session';
import { expect, test } from '../support/test';

test('a signed-out visit to a deep link shows the login screen and lands there after signing in', async ({
  page,
}) => {
  await page.goto('/notifications');

  await expectLoginScreen(page);
  await expect(page).toHaveURL(/\/notifications$/);
  await expectScreen(page, 'the login screen on a deep link');

  await fillLoginForm(page, DEMO_ACCOUNTS.student, DEMO_PASSWORD);

  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page).toHaveTitle('Notifications · Student Support Hub');
  await expectScreen(page, 'the Notifications page after signing in');
});
