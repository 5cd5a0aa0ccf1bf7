import type { Page } from '@playwright/test';
import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

const DAY_MS = 24 * 3_600_000;

/** A weekday (Monday to Friday) 8 to 14 days ahead, as YYYY-MM-DD: well past the minimum notice. */
function weekdayAhead(): string {
  for (let days = 8; ; days++) {
    const day = new Date(Date.now() + days * DAY_MS);
    if (day.getUTCDay() >= 1 && day.getUTCDay() <= 5) return day.toISOString().slice(0, 10);
  }
}

/** The dates (in the university's time zone) on which a counselor has free video times in the next 3 weeks. */
async function freeDates(page: Page, counselorId: number, timezone: string): Promise<Set<string>> {
  const from = new Date(Date.now() + DAY_MS).toISOString();
  const to = new Date(Date.now() + 21 * DAY_MS).toISOString();
  const res = await page.request.get(
    `/api/appointments/availability?counselor_id=${counselorId}&type=video&from=${from}&to=${to}`,
  );
  expect(res.ok()).toBe(true);
  const slots = (await res.json()).data.slots as { start: string }[];
  const dateOf = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return new Set(slots.map((slot) => dateOf.format(new Date(slot.start))));
}

const weekdayOfDate = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

test('a counselor takes a day off and adds Saturday hours; students are offered neither more nor less', async ({
  page,
}) => {
  await signInAsDemo(page, 'Counselor', '/appointments');
  await page.getByRole('link', { name: 'My Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'My Schedule', level: 1 })).toBeVisible();
  await expect(page.getByText(/Times are in the university's time zone \(.+\)\./)).toBeVisible();
  await expect(page.getByLabel('Monday block 1 start')).toHaveValue('09:00');
  await expect(page.getByRole('list', { name: 'Saturday hours' })).toHaveCount(0);
  await expectScreen(page, 'My Schedule (counselor, the demo hours)');

  const me = await (await page.request.get('/api/staff/me/schedule')).json();
  const { staff_id: counselorId, timezone } = me.data.schedule as { staff_id: number; timezone: string };
  const dayOff = weekdayAhead();
  expect((await freeDates(page, counselorId, timezone)).has(dayOff)).toBe(true);

  // A wrong block first: the message stands beside its field and nothing is saved.
  // With the keyboard, a new block takes the focus, and a refused save moves it to the field to correct.
  await page.getByRole('button', { name: 'Add hours on Saturday' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Saturday block 1 start')).toBeFocused();
  await page.getByLabel('Saturday block 1 start').fill('12:00');
  await page.getByLabel('Saturday block 1 end').fill('10:00');
  await page.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(page.getByText('The end time must be after the start time')).toBeVisible();
  await expect(page.getByLabel('Saturday block 1 end')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Saturday block 1 end')).toBeFocused();
  await expectScreen(page, 'My Schedule with a message beside a field');

  await page.getByLabel('Saturday block 1 start').fill('10:00');
  await page.getByLabel('Saturday block 1 end').fill('12:00');
  const saturdayTypes = page.getByRole('group', { name: 'Session types, Saturday block 1' });
  await saturdayTypes.getByLabel('Phone').uncheck();
  await saturdayTypes.getByLabel('Chat').uncheck();

  await page.getByRole('button', { name: 'Add exception' }).click();
  await page.getByLabel('Date of exception 1').fill(dayOff);
  await expect(page.getByLabel('That day, exception 1')).toHaveValue('off');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectScreen(page, 'My Schedule with a day off and Saturday hours, unsaved');

  await page.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Schedule', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Saturday block 1 start')).toHaveValue('10:00');
  await expect(page.getByLabel('Saturday block 1 end')).toHaveValue('12:00');
  await expect(
    page.getByRole('group', { name: 'Session types, Saturday block 1' }).getByLabel('Video'),
  ).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Session types, Saturday block 1' }).getByLabel('Phone'),
  ).not.toBeChecked();
  await expect(page.getByLabel('Date of exception 1')).toHaveValue(dayOff);
  await expectScreen(page, 'My Schedule after saving and reloading');

  // What students are offered: nothing on the day off, video times on Saturdays.
  const free = await freeDates(page, counselorId, timezone);
  expect(free.has(dayOff)).toBe(false);
  expect([...free].some((date) => weekdayOfDate(date) === 6)).toBe(true);
});

test('an admin edits an advisor’s schedule', async ({ page }) => {
  await signInAsDemo(page, 'Admin', '/appointments');
  await page.getByRole('link', { name: 'Staff Schedules' }).click();
  await expect(page.getByRole('heading', { name: 'Staff Schedules', level: 1 })).toBeVisible();
  await expect(page.getByText('Choose a staff member')).toBeVisible();
  await expectScreen(page, 'Staff Schedules before choosing anyone');

  await page.getByLabel('Staff member').selectOption({ label: 'Michael Torres (Advisor)' });
  await expect(page.getByLabel('Monday block 1 start')).toHaveValue('09:00');
  await expect(page).toHaveURL(/\/schedule\?staff=\d+$/);
  await page.getByRole('button', { name: 'Add hours on Sunday' }).click();
  await page.getByLabel('Sunday block 1 start').fill('14:00');
  await page.getByLabel('Sunday block 1 end').fill('16:00');
  await page.getByRole('button', { name: 'Add exception' }).click();
  await page.getByLabel('Date of exception 1').fill('2030-01-07');
  await page.getByLabel('That day, exception 1').selectOption({ label: 'Only these hours' });
  await page.getByLabel('Start, exception 1').fill('08:00');
  await page.getByLabel('End, exception 1').fill('10:30');
  await expect(page.getByRole('form', { name: 'Schedule of Michael Torres' })).toBeVisible();
  // Picking someone else with changes unsaved asks first; declining keeps the changes.
  const picked = await page.getByLabel('Staff member').inputValue();
  const asked = page.waitForEvent('dialog').then(async (dialog) => {
    expect(dialog.message()).toBe('Discard the unsaved changes to this schedule?');
    await dialog.dismiss();
  });
  await page.getByLabel('Staff member').selectOption({ label: 'Dr. Sarah Chen (Counselor)' });
  await asked;
  await expect(page.getByLabel('Staff member')).toHaveValue(picked);
  await expect(page.getByLabel('Sunday block 1 start')).toHaveValue('14:00');
  await expectScreen(page, 'Staff Schedules, an advisor’s hours being edited');
  await page.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Staff member')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Sunday block 1 start')).toHaveValue('14:00');
  await expect(page.getByLabel('Sunday block 1 end')).toHaveValue('16:00');
  await expect(page.getByLabel('That day, exception 1')).toHaveValue('hours');
  await expect(page.getByLabel('End, exception 1')).toHaveValue('10:30');
});

test('students have no schedule to keep', async ({ page }) => {
  await signInAsDemo(page, 'Student', '/appointments');
  await expect(page.getByRole('heading', { name: 'My Appointments', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Schedule' })).toHaveCount(0);
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { name: 'Access Denied', level: 1 })).toBeVisible();
});
