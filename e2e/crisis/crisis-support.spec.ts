import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectScreen, PHONE_VIEWPORT } from '../support/axe';
import { screenshot } from '../support/notifications';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { deleteTicketsBySubject, giveReason } from '../support/tickets';

const CALM_SUBJECT = `I need someone to talk to ${Date.now()}`;
const CRISIS_TEXT =
  "I can't go on anymore. I have been saving up my pills and I want to end my life tonight.";

/** The Crisis Support panel as the student meets it: the emergency number, then every resource. */
async function expectCrisisPanel(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Crisis Support' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Call 911 Now' })).toHaveAttribute('href', 'tel:911');
  const resources = panel.getByRole('list', { name: 'Crisis resources' });
  await expect(resources.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(resources.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
    'href',
    'sms:741741?body=HOME',
  );
  await expect(resources.getByRole('heading', { name: 'Emergency Services' })).toBeVisible();
  await expect(panel.getByText('This area is being prepared.')).toHaveCount(0);
  return panel;
}

test.describe('crisis support', () => {
  test.afterAll(async ({ browser }) =>
    deleteTicketsBySubject(browser, ['Urgent: please contact me now', CALM_SUBJECT]),
  );

  test('a student presses Crisis Support on the dashboard and reaches working contacts and the safety plan', async ({
    page,
  }) => {
    await signInAsDemo(page, 'Student');
    await page
      .getByRole('region', { name: 'Quick actions' })
      .getByRole('button', { name: 'Crisis Support' })
      .click();
    const panel = await expectCrisisPanel(page);
    await expectScreen(page, 'the Crisis Support panel');
    await screenshot(page, 'crisis-panel-desktop');

    await panel.getByRole('link', { name: 'Coping Strategies' }).click();
    await expect(page).toHaveURL(/\/safety-plan#coping-strategies$/);
    await expect(page.getByRole('heading', { name: 'My Safety Plan', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coping strategies' })).toBeFocused();
    await expectScreen(page, 'the safety plan opened from the panel');

    // The banner's red button opens the same panel; the full page is one link away.
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get Crisis Support' })).toBeVisible();
    await expectScreen(page, 'the student dashboard');
    await page.getByRole('button', { name: 'Get Crisis Support' }).click();
    await (await expectCrisisPanel(page))
      .getByRole('link', { name: /Counseling and Crisis Support page/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Counseling and Mental Health', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call 911 Now' })).toBeVisible();
    await expect(page.getByText('This area is being prepared.')).toHaveCount(0);
    await expectScreen(page, 'the Counseling page');
  });

  test('on a phone the panel is a bottom sheet that fits the screen', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await signInAsDemo(page, 'Student');
    await expectNoSidewaysScroll(page, 'the student dashboard at 390 px');
    await page.getByRole('button', { name: 'Crisis Support', exact: true }).click();
    const panel = await expectCrisisPanel(page);
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(PHONE_VIEWPORT.width - 1);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual(PHONE_VIEWPORT.height - 1);
    await expectScreen(page, 'the Crisis Support bottom sheet');
    await expectNoSidewaysScroll(page, 'the Crisis Support bottom sheet at 390 px');
    await screenshot(page, 'crisis-panel-phone');
    await page.keyboard.press('Escape');
    await page.goto('/counseling');
    await expect(page.getByRole('heading', { name: 'Counseling and Mental Health', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the Counseling page at 390 px');
  });

  test('a student asks for a counselor in one step; staff see the crisis clock, the student supportive words', async ({
    page,
    browser,
  }) => {
    await signInAsDemo(page, 'Student', '/counseling');
    const reach = page.getByRole('region', { name: 'Talk to someone at the university now' });
    await reach.getByLabel('A number to call you on (optional)').fill('555 010 0142');
    await reach.getByRole('button', { name: 'Ask a counselor to contact me now' }).click();
    await expect(reach.getByRole('status')).toContainText(
      'A counselor has been alerted and will contact you.',
    );
    await expect(reach.getByRole('link', { name: 'View your request' })).toBeVisible();
    await expectScreen(page, 'the Counseling page after asking for a counselor');
    await reach.getByRole('link', { name: 'View your request' }).click();
    await expect(
      page.getByRole('heading', { name: 'Urgent: please contact me now', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Counselor alerted', { exact: true })).toBeVisible();
    await expect(page.getByText('CRISIS', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/Crisis response:/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your safety matters' })).toContainText(
      'A counselor has been alerted and will contact you. If you are in danger now, call 911.',
    );
    await expectScreen(page, "the student's crisis ticket");
    const url = page.url();

    const admin = await (await browser.newContext()).newPage();
    await signInAsDemo(admin, 'Admin', new URL(url).pathname);
    await giveReason(admin);
    await expect(admin.getByText('CRISIS', { exact: true })).toBeVisible();
    // The crisis target (1 hour by default), not the category's 24 hours.
    await expect(admin.getByText(/Crisis response: (59|60)m left|Crisis response: 1h left/)).toBeVisible();
    await expect(admin.getByText(/555 010 0142/).first()).toBeVisible();
    await expectScreen(admin, 'the crisis ticket for staff');
    await admin.context().close();
  });

  test("a crisis ticket's success screen stays, with the contacts in view", async ({ page }) => {
    await signInAsDemo(page, 'Student', '/submit-ticket');
    await page.getByLabel('Subject', { exact: true }).fill(CALM_SUBJECT);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Mental Health & Wellbeing' });
    await page.getByLabel('Description', { exact: true }).fill(CRISIS_TEXT);
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(page.getByRole('heading', { name: 'Ticket Submitted Successfully' })).toBeVisible();
    const contacts = page.getByRole('list', { name: 'Crisis contacts' });
    await expect(contacts.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(page.getByRole('link', { name: 'Open my safety plan' })).toBeVisible();
    await expectScreen(page, 'the crisis success screen as it opens');
    await page.waitForTimeout(11_000);
    await expect(page.getByRole('heading', { name: 'Ticket Submitted Successfully' })).toBeVisible();
    await expectScreen(page, 'the crisis success screen');
  });

  test('an admin sets the campus security number and students see it in the panel', async ({
    page,
    browser,
  }) => {
    await signInAsDemo(page, 'Admin', '/admin-tickets');
    await page.getByRole('tab', { name: /Crisis/ }).click();
    const contacts = page.getByRole('region', { name: 'Crisis Contacts' });
    // A retry runs on the same server, where the first attempt may already have saved the number.
    if (test.info().retry === 0) await expect(contacts.getByRole('note')).toContainText('Campus Security');
    await expectScreen(page, 'the crisis contacts admin');
    await contacts.getByRole('button', { name: 'Edit Campus Security' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Campus Security' });
    await dialog.getByLabel('Phone number').fill('(555) 010-0100');
    await expectScreen(page, 'the crisis contact dialog');
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await expect(page.getByText('Crisis contact saved successfully')).toBeVisible();
    await expect(contacts.getByText('Call (555) 010-0100')).toBeVisible();
    await expectScreen(page, 'the crisis contacts admin after saving');

    const student = await (await browser.newContext()).newPage();
    await signInAsDemo(student, 'Student', '/counseling');
    const resources = student.getByRole('list', { name: 'Crisis resources' });
    await expect(resources.getByRole('link', { name: 'Call (555) 010-0100' })).toHaveAttribute(
      'href',
      'tel:5550100100',
    );
    await expectScreen(student, 'the Counseling page with the campus number');
    await student.context().close();
  });
});
