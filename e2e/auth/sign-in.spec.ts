import { expectScreen } from '../support/axe';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expectLoginScreen,
  expectSignedIn,
  fillLoginForm,
} from '../support/session';
import { expect, test } from '../support/test';

test.describe('Signing in with the form', () => {
  test('a student signs in with email and password and is welcomed by first name', async ({ page }) => {
    await page.goto('/');
    await expectLoginScreen(page);
    await expect(page).toHaveTitle('Sign In · Student Support Hub');
    await expect(page.getByRole('heading', { name: 'Secure & Confidential' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Professional Counselors' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '24/7 Crisis Support' })).toBeVisible();
    await expect(page.getByText(`Demo accounts use the password ${DEMO_PASSWORD}`)).toBeVisible();
    await expectScreen(page, 'the login screen');

    await fillLoginForm(page, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    await expectSignedIn(page);

    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    const { data } = await me.json();
    const firstName = String(data.user.name).split(' ')[0];
    await expect(page.getByRole('heading', { name: `Welcome, ${firstName}`, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard · Student Support Hub');
    await expectScreen(page, 'the student dashboard');
  });

  test('a visitor can sign in with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expectLoginScreen(page);

    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_ACCOUNTS.student);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await expectSignedIn(page);
    await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1 })).toBeVisible();
  });

  test('a wrong password shows the server message and keeps the login screen', async ({ page }) => {
    await page.goto('/');
    await fillLoginForm(page, DEMO_ACCOUNTS.student, 'not-the-password');

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expectLoginScreen(page);
    await expectScreen(page, 'the login screen with a refused password');
  });

  test('an empty form shows the field messages without calling the server', async ({ page }) => {
    await page.goto('/');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) loginCalls += 1;
    });

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectScreen(page, 'the login screen with field messages');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('the password can be shown and hidden again', async ({ page }) => {
    await page.goto('/');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('"Forgot your password?" tells the visitor whom to contact', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByText(/contact the IT help desk or an administrator/)).toBeVisible();
    await expectScreen(page, 'the login screen with the forgotten-password help');
  });
});
