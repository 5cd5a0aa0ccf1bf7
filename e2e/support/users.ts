import { expect, type Page } from '@playwright/test';

/** A password that meets the server's rules (8+ characters, upper, lower, digit, not a common one). */
export const STRONG_PASSWORD = 'Northfield-2026x';

export interface CreatedUser {
  id: number;
  name: string;
  email: string;
}

/** Creates an account through the API as the signed-in admin. */
export async function createUser(
  page: Page,
  user: { name: string; email: string; role?: string; password?: string },
): Promise<CreatedUser> {
  const response = await page.request.post('/api/admin/users', {
    data: {
      name: user.name,
      email: user.email,
      role: user.role ?? 'student',
      send_welcome_email: false,
      ...(user.password
        ? { generate_password: false, password: user.password, password_confirmation: user.password }
        : { generate_password: true }),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { user: CreatedUser } }).data.user;
}

/** Types into the users search box and waits until the list shows `count` users. */
export async function searchUsers(page: Page, term: string, count: number): Promise<void> {
  await page.getByPlaceholder('Search by name, email or ID').fill(term);
  await expect(page.getByRole('heading', { name: `Users (${count})` })).toBeVisible();
}
