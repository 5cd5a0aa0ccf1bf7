import { expectAccessible } from '../support/axe';
import {
  expectFocusVisible,
  expectPhoneScreenByKeyboard,
  tabAndPress,
  tabAndType,
  tabTo,
} from '../support/keyboard';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectSignedIn, mainNavigation } from '../support/session';
import { expect, test } from '../support/test';

test.setTimeout(180_000);

test('an admin opens users, opens and cancels Add User, and walks the ticket center tabs with the keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await tabAndType(page, page.getByLabel('Email', { exact: true }), DEMO_ACCOUNTS.admin);
  await tabAndType(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedIn(page);

  await tabAndPress(page, mainNavigation(page).getByRole('link', { name: 'User Management' }));
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the users screen');

  const addUser = page.getByRole('button', { name: 'Add User' });
  await tabAndPress(page, addUser);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the Add User dialog');
  // Focus stays inside the dialog: Cancel is reached by Tab, and Enter on it closes the dialog.
  await tabAndPress(page, dialog.getByRole('button', { name: 'Cancel' }));
  await expect(dialog).toHaveCount(0);
  await expect(addUser).toBeFocused();

  await tabAndPress(
    page,
    mainNavigation(page).getByRole('link', { name: 'Ticket Management' }),
    'Enter',
    true,
  );
  await expect(page.getByRole('heading', { name: 'Ticket Management', level: 1 })).toBeVisible();
  const firstTab = page.getByRole('tab').first();
  await tabTo(page, firstTab);
  const tabCount = await page.getByRole('tab').count();
  for (let index = 1; index < tabCount; index += 1) {
    await page.keyboard.press('ArrowRight');
    await expectFocusVisible(page);
    await expect(page.getByRole('tab').nth(index)).toHaveAttribute('aria-selected', 'true');
  }
  await expectAccessible(page, 'the last ticket center tab');

  await expectPhoneScreenByKeyboard(page, 'the last ticket center tab');
});
