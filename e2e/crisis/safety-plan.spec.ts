import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectScreen, PHONE_VIEWPORT } from '../support/axe';
import { dismissToasts, screenshot } from '../support/notifications';
import {
  DEMO_PASSWORD,
  expectLoginScreen,
  expectSignedIn,
  fillLoginForm,
  mainNavigation,
  signInAsDemo,
} from '../support/session';
import { expect, test } from '../support/test';

const stamp = Date.now().toString(36);
const WARNING = `I stop answering messages ${stamp}`;
const COPING = `A walk around the lake ${stamp}`;
const PERSON = `Maya Lopez ${stamp}`;
const PHONE = '+1 (555) 010-2030';

const supportNetwork = (page: Page) => page.locator('#support-network');

async function signedInUserId(page: Page): Promise<number> {
  const response = await page.request.get('/api/auth/me');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { user: { id: number } } }).data.user.id;
}

test('a student writes a safety plan, shares it with their counselor, and nobody else can read it', async ({
  page,
  browser,
}) => {
  // The crisis panel's "Coping Strategies" link lands on that section, its heading focused.
  await signInAsDemo(page, 'Student', '/safety-plan#coping-strategies');
  await expect(page.getByRole('heading', { name: 'My Safety Plan', level: 1 })).toBeVisible();
  await expect(
    page.getByText('This plan is yours. Only you can see it, unless you share it with a counselor.'),
  ).toBeVisible();
  await expect(page.getByText('What is a safety plan?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coping strategies', level: 2 })).toBeFocused();
  await expectScreen(page, 'a new safety plan');
  await screenshot(page, 'safety-plan-new');

  // A warning sign, a coping strategy and a person with a phone number (first mistyped).
  await page.getByLabel('Warning sign 1', { exact: true }).fill(WARNING);
  await page.getByRole('button', { name: 'Add coping strategy' }).click();
  await expect(page.getByLabel('Coping strategy 2', { exact: true })).toBeFocused();
  await page.getByLabel('Coping strategy 2', { exact: true }).fill(COPING);
  const person = supportNetwork(page).getByRole('group', { name: 'Person 1' });
  await person.getByLabel('Name', { exact: true }).fill(PERSON);
  await person.getByLabel('Phone (optional)').fill('call me maybe');
  await page.getByRole('button', { name: 'Save plan' }).click();
  const phoneError = person.getByText('Enter a phone number using digits, spaces and + ( ) - . only');
  await expect(phoneError).toBeVisible();
  await expect(person.getByLabel('Phone (optional)')).toBeFocused();
  await expectScreen(page, 'a safety plan with a mistake');
  await screenshot(page, 'safety-plan-mistake');
  await person.getByLabel('Phone (optional)').fill(PHONE);
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Safety plan saved')).toBeVisible();
  await expect(phoneError).toHaveCount(0);
  await dismissToasts(page);

  // Saved: a reload shows it all, blank rows gone.
  await page.reload();
  await expect(page.getByLabel('Warning sign 1', { exact: true })).toHaveValue(WARNING);
  await expect(page.getByLabel('Coping strategy 1', { exact: true })).toHaveValue(COPING);
  await expect(page.getByLabel('Coping strategy 2', { exact: true })).toHaveCount(0);
  await expect(person.getByLabel('Name', { exact: true })).toHaveValue(PERSON);
  await expect(person.getByLabel('Phone (optional)')).toHaveValue(PHONE);
  await expect(page.getByText('What is a safety plan?')).toHaveCount(0);
  await expect(page.getByText(/^Last saved /)).toBeVisible();
  await expectScreen(page, 'a saved safety plan');

  // The printed page shows the plan and the crisis lines, without the app's menus or the editor.
  await page.emulateMedia({ media: 'print' });
  await expect(mainNavigation(page)).toBeHidden();
  await expect(page.getByRole('form', { name: 'My safety plan' })).toBeHidden();
  await expect(page.getByText(COPING, { exact: true })).toBeVisible();
  await expect(page.getByText(PHONE, { exact: true })).toBeVisible();
  await expect(page.getByText('Crisis lines and contacts').filter({ visible: true })).toHaveCount(1);
  await screenshot(page, 'safety-plan-print');
  await page.emulateMedia({ media: 'screen' });

  // Shared with the demo counselor.
  const share = page.getByRole('region', { name: 'Share with a counselor' });
  await expect(share.getByText('Not shared with anyone: only you can see it.')).toBeVisible();
  await share.getByLabel('Dr. Sarah Chen').check();
  await share.getByRole('button', { name: 'Save sharing' }).click();
  await expect(page.getByText('Sharing saved')).toBeVisible();
  await expect(share.getByText('Shared with Dr. Sarah Chen.')).toBeVisible();
  await expectScreen(page, 'a safety plan shared with a counselor');
  await dismissToasts(page);
  const studentId = await signedInUserId(page);
  const sharedUrl = `/safety-plan?student=${studentId}`;

  // The counselor reads it.
  const counselorContext = await browser.newContext();
  const counselor = await counselorContext.newPage();
  await signInAsDemo(counselor, 'Counselor', sharedUrl);
  await expect(
    counselor.getByRole('heading', { name: 'Safety plan of Jordan Mitchell', level: 1 }),
  ).toBeVisible();
  await expect(counselor.getByText(COPING, { exact: true })).toBeVisible();
  await expect(counselor.getByText(WARNING, { exact: true })).toBeVisible();
  await expect(counselor.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+15550102030');
  await expect(counselor.getByRole('textbox')).toHaveCount(0);
  await expectScreen(counselor, 'a safety plan shared with the counselor');
  await screenshot(counselor, 'safety-plan-counselor');

  // The second student, at the same address, sees only their own empty plan.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto(sharedUrl);
  await expectLoginScreen(other);
  await fillLoginForm(other, 'student2@university.edu', DEMO_PASSWORD);
  await expectSignedIn(other);
  await expect(other.getByRole('heading', { name: 'My Safety Plan', level: 1 })).toBeVisible();
  await expect(other.getByLabel('Coping strategy 1', { exact: true })).toHaveValue('');
  await expect(other.getByText(COPING)).toHaveCount(0);
  await expect(other.getByText(WARNING)).toHaveCount(0);
  await expectScreen(other, "another student's own empty plan");
  await otherContext.close();

  // Un-shared: the counselor's next look finds nothing.
  await share.getByLabel('Dr. Sarah Chen').uncheck();
  await share.getByRole('button', { name: 'Save sharing' }).click();
  await expect(share.getByText('Not shared with anyone: only you can see it.')).toBeVisible();
  await counselor.reload();
  await expect(counselor.getByText('This safety plan has not been shared with you.')).toBeVisible();
  await expect(counselor.getByText(COPING)).toHaveCount(0);
  await expectScreen(counselor, 'a safety plan not shared with the counselor');
  await counselorContext.close();
});

test('on a phone the plan fits the screen and the support network link lands on its section', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  await signInAsDemo(page, 'Student', '/safety-plan#support-network');
  await expect(page.getByRole('heading', { name: 'People I can ask for help', level: 2 })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Save plan' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the safety plan on a phone');
  await expectScreen(page, 'the safety plan on a phone');
  await screenshot(page, 'safety-plan-phone');
  await context.close();
});
