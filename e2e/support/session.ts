import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../common/schemas/auth';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export type DemoButton = 'Student' | 'Counselor' | 'Advisor' | 'Admin';

/** A password a user chooses at first sign-in: meets every rule and differs from the helpers' others. */
export const CHOSEN_PASSWORD = 'Meadowbank-2027y';

/** Waits until the login screen (and any owed password change) has given way to a page of the app. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Student Support Hub', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Change your password', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Fills the "Change your password" screen shown to an account that must choose its own password. */
export async function completePasswordChange(
  page: Page,
  currentPassword: string,
  newPassword = CHOSEN_PASSWORD,
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Change your password', level: 1 })).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(currentPassword);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password', exact: true }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
}

/**
 * Signs in an account an admin just created or reset (on the page's current URL): the temporary password
 * opens the forced change, the chosen one replaces it, and the app opens.
 */
export async function signInFirstTime(
  page: Page,
  email: string,
  temporaryPassword: string,
  newPassword = CHOSEN_PASSWORD,
): Promise<void> {
  await fillLoginForm(page, email, temporaryPassword);
  await completePasswordChange(page, temporaryPassword, newPassword);
  await expectSignedIn(page);
}

export async function expectLoginScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Student Support Hub', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
}

/** Types the credentials into the login form and presses Sign In. */
export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Opens the app at `path` and signs in a demo account by e-mail with the demo password. */
export async function signInWithPassword(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await fillLoginForm(page, email, DEMO_PASSWORD);
  await expectSignedIn(page);
}

/** Opens the app at `path` and signs in with one of the quick-access demo buttons. */
export async function signInAsDemo(page: Page, button: DemoButton, path = '/'): Promise<void> {
  await page.goto(path);
  await expectLoginScreen(page);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expectSignedIn(page);
}

export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}
