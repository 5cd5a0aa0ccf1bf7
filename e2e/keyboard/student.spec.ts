import type { Route } from '@playwright/test';
import { expectAccessible, PHONE_VIEWPORT } from '../support/axe';
import {
  expectFocusVisible,
  expectPhoneScreenByKeyboard,
  tabAndPress,
  tabAndType,
  tabTo,
} from '../support/keyboard';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expectSignedIn,
  mainNavigation,
  signInAsDemo,
} from '../support/session';
import { expect, test } from '../support/test';
import { deleteTicketsBySubject } from '../support/tickets';

const subject = `Keyboard journey: library card renewal ${Date.now()}`;

test.afterAll(async ({ browser }) => {
  await deleteTicketsBySubject(browser, [subject]);
});

test.setTimeout(120_000);

test('a student signs in, opens and closes Crisis Support and submits a ticket with the keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expectAccessible(page, 'the sign-in page');

  await tabAndType(page, page.getByLabel('Email', { exact: true }), DEMO_ACCOUNTS.student);
  await tabAndType(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expectAccessible(page, "the student's dashboard");

  // Crisis Support: opens with Enter, closes with Escape, and focus goes back to the button that opened it.
  const trigger = page
    .getByRole('region', { name: 'Quick actions' })
    .getByRole('button', { name: 'Crisis Support' });
  await tabAndPress(page, trigger);
  const panel = page.getByRole('dialog', { name: 'Crisis Support' });
  await expect(panel).toBeVisible();
  // Contrast is judged on the finished panel, not halfway through its opening fade.
  await panel.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await expectAccessible(page, 'the Crisis Support panel');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // Back up to the menu and open Submit Ticket.
  await tabAndPress(page, mainNavigation(page).getByRole('link', { name: 'Submit Ticket' }), 'Enter', true);
  await expect(page.getByRole('heading', { name: 'Submit a Ticket', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the Submit a Ticket form');

  await tabAndType(page, page.getByLabel('Subject', { exact: true }), subject);
  const category = page.getByLabel('Category', { exact: true });
  await tabTo(page, category);
  await page.keyboard.press('ArrowDown');
  await expect(category).not.toHaveValue('');
  await tabAndType(
    page,
    page.getByLabel('Description', { exact: true }),
    'My library card expires next week and I need it renewed before the exam period starts.',
  );
  await tabAndPress(page, page.getByRole('button', { name: 'Submit Ticket' }));
  await expect(page.getByRole('heading', { name: 'Ticket Submitted Successfully', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the ticket submitted screen');

  await expectPhoneScreenByKeyboard(page, 'the ticket submitted screen');
});

test('on a phone, sections that load late do not push the focused crisis button off the screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  // The dashboard's self-help and appointment cards fetch when scrolled to; here their answers are held back
  // until the student has tabbed past them to the crisis banner.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holdBack = async (route: Route) => {
    await held;
    await route.fallback();
  };
  await page.route('**/api/resources**', holdBack);
  await page.route('**/api/appointments**', holdBack);
  await signInAsDemo(page, 'Student', '/dashboard');
  const button = page.getByRole('button', { name: 'Get Crisis Support' });
  await tabTo(page, button, { max: 80 });
  const loading = page.getByText('Loading resources...');
  await expect(loading).toBeVisible();
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.getByText('Loading appointments')).toHaveCount(0);
  await expect(button).toBeFocused();
  await expectFocusVisible(page);
  // All of it, not a sliver at the screen's foot.
  const box = await button.boundingBox();
  expect(box, 'the crisis button has a box').not.toBeNull();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Crisis Support' })).toBeVisible();
});
