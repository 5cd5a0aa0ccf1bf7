import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

// Two screens checked with axe-core and at 390 px.
test.setTimeout(120_000);

test('an admin turns user registration off: Users says so and links to Settings; on again, Add User is back', async ({
  page,
}) => {
  await signInAsDemo(page, 'Admin', '/admin-settings');
  await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
  try {
    await page.getByRole('tab', { name: 'Security' }).click();
    const registration = page.getByLabel('User registration');
    await expect(registration).toBeChecked();
    await expect(page.getByText('New accounts can be created (Users → Add user, Import)')).toBeVisible();
    await registration.uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.goto('/admin-users');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    const notice = page.getByRole('note').filter({ hasText: 'User registration is turned off' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Bulk Import' })).toHaveCount(0);
    await expectScreen(page, 'the Users screen with registration off');

    // The server is what refuses: a request made anyway creates nothing.
    const refused = await page.request.post('/api/admin/users', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        name: 'Late Comer',
        email: 'late.comer@example.edu',
        role: 'student',
        status: 'active',
        generate_password: true,
        send_welcome_email: false,
      },
    });
    expect(refused.status()).toBe(409);

    await notice.getByRole('link', { name: 'Change it in Settings' }).click();
    await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('User registration').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.goto('/admin-users');
    await expect(page.getByRole('button', { name: 'Add User' })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'User registration is turned off' })).toHaveCount(
      0,
    );
  } finally {
    // Other journeys of this worker share its server: leave registration on.
    await page.request.put('/api/admin/settings', {
      headers: { origin: new URL(page.url()).origin },
      data: { userRegistration: true },
    });
  }
});
