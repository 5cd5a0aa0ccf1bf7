import { expectScreen } from '../support/axe';
import { expectLoginScreen, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

test('logging out returns to the login screen and ends the session on the server', async ({ page }) => {
  await signInAsDemo(page, 'Student', '/resources');
  await expect(page.getByRole('heading', { name: 'Resource Library', level: 1 })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await expectScreen(page, 'the Resource Library');

  await page.getByRole('button', { name: 'Logout' }).click();

  await expectLoginScreen(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectScreen(page, 'the login screen after Logout');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.reload();
  await expectLoginScreen(page);
});
