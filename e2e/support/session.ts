import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../common/schemas/auth';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export type DemoButton = 'Student' | 'Counselor' | 'Advisor' | 'Admin';

/** Waits until the login screen has given way to a page of the app. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Student Support Hub', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
