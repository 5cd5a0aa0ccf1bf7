import { expect, type Page } from '@playwright/test';

/** The id of a staff member by name, from the ticket options (read as a signed-in admin). */
export async function staffIdOf(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/api/tickets/options');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { staff: { id: number; name: string }[] } };
  const member = body.data.staff.find((s) => s.name === name);
  if (!member) throw new Error(`No staff member named ${name}`);
  return member.id;
}

/** Assigns a ticket through the API as the signed-in admin, unless it is already theirs. */
export async function assignTicket(page: Page, ticketId: number, staffId: number): Promise<void> {
  // A crisis ticket that is not the admin's opens only with a reason (decision 0034); it is audited.
  const current = await page.request.get(`/api/tickets/${ticketId}?reason=Assigning%20the%20ticket`);
  expect(current.ok()).toBe(true);
  const { ticket } = ((await current.json()) as { data: { ticket: { assigned_to: number | null } } }).data;
  if (ticket.assigned_to === staffId) return;
  const response = await page.request.post(`/api/tickets/${ticketId}/assign`, {
    data: { assigned_to: staffId },
  });
  expect(response.status()).toBe(200);
}

/** The signed-in user's unread notifications, from the API. */
export async function unreadCountOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/notifications/unread-count');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { unread_count: number } }).data.unread_count;
}

/** Sends a notification to one user through the API as the signed-in admin. */
export async function sendNotification(
  page: Page,
  notification: {
    user_id: number;
    title: string;
    message: string;
    type?: string;
    priority?: string;
    link?: string;
  },
): Promise<void> {
  const response = await page.request.post('/api/notifications', { data: notification });
  expect(response.status()).toBe(201);
}

/** The bell of the header, named by the unread count it shows ("99+" past 99). */
export function bellWithCount(page: Page, count: number) {
  const badge = count > 99 ? '99+' : String(count);
  return page.getByRole('button', {
    name: count > 0 ? `Notifications, ${badge} unread` : 'Notifications',
    exact: true,
  });
}

/** Saves a screenshot when SHOTS_DIR is set (for looking at the screens, not for comparing them). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // Let slide-in panels finish their animation first.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * Closes the toasts (top right), which would otherwise cover the header's controls; a pointer resting on
 * them pauses their timers, so they are closed rather than waited for.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  await expect(async () => {
    const close = page.locator('[data-sonner-toast][data-visible="true"] [data-close-button]');
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    expect(await toasts.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}
