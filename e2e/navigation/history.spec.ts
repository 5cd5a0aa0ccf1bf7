import { expectScreen } from '../support/axe';
import { mainNavigation, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

test('browser back and forward move between the pages visited', async ({ page }) => {
  await signInAsDemo(page, 'Student');
  const nav = mainNavigation(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Welcome, /);
  await expectScreen(page, 'the student dashboard');

  await nav.getByRole('link', { name: 'Tickets', exact: true }).click();
  await expect(heading).toHaveText('My Support Tickets');
  await expectScreen(page, 'My Support Tickets');
  await nav.getByRole('link', { name: 'Resources' }).click();
  await expect(heading).toHaveText('Resource Library');
  await expectScreen(page, 'the Resource Library');
  await expect(page).toHaveURL(/\/resources$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(heading).toHaveText('My Support Tickets');
  await expect(page).toHaveTitle('My Support Tickets · Student Support Hub');

  await page.goBack();
  await expect(heading).toHaveText(/^Welcome, /);

  await page.goForward();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(heading).toHaveText('My Support Tickets');

  await page.goForward();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(heading).toHaveText('Resource Library');
});
