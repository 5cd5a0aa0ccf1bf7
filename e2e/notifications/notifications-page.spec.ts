import type { Page } from '@playwright/test';
import { expectScreen } from '../support/axe';
import {
  bellWithCount,
  dismissToasts,
  screenshot,
  sendNotification,
  staffIdOf,
} from '../support/notifications';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

const tag = `n${Date.now()}`;
const LOW = `Library hours change ${tag}`;
const MEDIUM = `Advising reminder ${tag}`;
const HIGH = `Follow-up needed today ${tag}`;

function countTile(page: Page, label: string) {
  return page.locator('dl[aria-label="Notification counts"] > div').filter({ hasText: label }).locator('dd');
}

function item(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test('the notifications page: live arrivals, mark one read, filter unread, mark all read, bulk delete', async ({
  page,
  browser,
}) => {
  await signInAsDemo(page, 'Advisor', '/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(countTile(page, 'Unread')).toHaveText(/^\d+$/);
  const unreadBefore = Number(await countTile(page, 'Unread').textContent());
  await expectScreen(page, 'the Notifications page');

  // An admin, in another browser, sends the advisor three notifications.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsDemo(admin, 'Admin');
  const advisorId = await staffIdOf(admin, 'Michael Torres');
  await sendNotification(admin, {
    user_id: advisorId,
    title: LOW,
    message: 'The library closes at 8 pm this week.',
    type: 'system',
    priority: 'low',
  });
  await sendNotification(admin, {
    user_id: advisorId,
    title: MEDIUM,
    message: 'Advising week starts on Monday.',
    type: 'reminder',
    priority: 'medium',
  });
  await sendNotification(admin, {
    user_id: advisorId,
    title: HIGH,
    message: 'Please review the open tickets before 5 pm.',
    type: 'system',
    priority: 'high',
    link: '/tickets',
  });
  await adminContext.close();

  // They arrive on the open page; the search narrows the list to them.
  await expect(countTile(page, 'Unread')).toHaveText(String(unreadBefore + 3));
  await expect(bellWithCount(page, unreadBefore + 3)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search notifications' }).fill(`  ${tag} `);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectScreen(page, 'the Notifications page searched');
  await screenshot(page, 'notif-page');

  // The notification center shows the latest ones.
  await dismissToasts(page);
  await bellWithCount(page, unreadBefore + 3).click();
  const center = page.getByRole('dialog', { name: 'Notifications' });
  await expect(center.getByRole('button', { name: new RegExp(HIGH) })).toBeVisible();
  await expectScreen(page, 'the notification center');
  await screenshot(page, 'notif-center');
  await center.getByRole('button', { name: 'Close notifications' }).click();
  await expect(center).toBeHidden();

  // Mark one read.
  await item(page, LOW).getByRole('button', { name: 'Mark as read' }).click();
  await expect(item(page, LOW).getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(countTile(page, 'Unread')).toHaveText(String(unreadBefore + 2));

  // Filter unread.
  await page.getByRole('tab', { name: /^Unread/ }).click();
  await expect(item(page, LOW)).toHaveCount(0);
  await expect(item(page, MEDIUM)).toBeVisible();
  await expect(item(page, HIGH)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expectScreen(page, 'the Unread tab');

  // Mark all read.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(countTile(page, 'Unread')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Mark All Read' })).toHaveCount(0);
  await expect(page.getByText('No notifications found')).toBeVisible();
  await expect(bellWithCount(page, 0)).toBeVisible();
  await expectScreen(page, 'the Unread tab with nothing unread');

  // Read tab, then select all and delete them, after the browser's confirmation.
  await page.getByRole('tab', { name: 'Read', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(item(page, HIGH).getByRole('link', { name: HIGH })).toHaveAttribute('href', '/tickets');
  await page.getByLabel('Select all', { exact: true }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await expectScreen(page, 'the Read tab with all selected');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete 3 notification(s)?');
    void dialog.accept();
  });
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('No notifications found')).toBeVisible();
});
