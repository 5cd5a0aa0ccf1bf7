import type { Browser, Page } from '@playwright/test';
import { expectScreen } from '../support/axe';
import { signInAsDemo, signInWithPassword } from '../support/session';
import { expect, test } from '../support/test';

const TITLE = 'Mindful breathing for exam week';

/** 19:00 on the day `days` from now, as a datetime-local input takes it (the browser's own zone). */
function localStart(days: number): string {
  const day = new Date(Date.now() + days * 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T19:00`;
}

/** A new browser signed in with an e-mail and the demo password, on the Group Therapy screen. */
async function signInByEmail(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, email, '/group-sessions');
  await expect(page.getByRole('heading', { name: 'Group Therapy', level: 1 })).toBeVisible();
  return page;
}

const card = (page: Page) => page.getByRole('article', { name: TITLE });

test('a counselor offers a group session, students join until it is full, and a late join is refused', async ({
  page,
  browser,
}) => {
  // The counselor reaches Group Therapy from the Counseling page's tile and offers a session.
  await signInAsDemo(page, 'Counselor', '/counseling');
  await expectScreen(page, 'the Counseling page with its session tiles (counselor)');
  await page.getByRole('link', { name: 'Group Therapy' }).click();
  await expect(page.getByRole('heading', { name: 'Group Therapy', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sessions you offer' })).toBeVisible();
  await expectScreen(page, 'Group Therapy (counselor)');

  await page.getByRole('button', { name: 'Offer a group session' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Offer a group session' });
  await dialog.getByLabel('Title').fill(TITLE);
  await dialog
    .getByLabel('Topic and description (optional)')
    .fill('Short breathing exercises you can use anywhere.');
  await dialog.getByLabel('Start').fill(localStart(-1));
  await dialog.getByLabel('Capacity (seats)').fill('1');
  await dialog.getByRole('button', { name: 'Offer session' }).click();
  await expect(dialog.getByText('Capacity must be a whole number from 2 to 50')).toBeVisible();
  await expect(dialog.getByLabel('Capacity (seats)')).toHaveAttribute('aria-invalid', 'true');
  await expectScreen(page, 'the Offer a group session dialog with a field message');
  // A time in the past is refused by the server; its message lands beside the field.
  await dialog.getByLabel('Capacity (seats)').fill('2');
  await dialog.getByRole('button', { name: 'Offer session' }).click();
  await expect(dialog.getByText('Choose a time in the future')).toBeVisible();
  await expect(dialog.getByLabel('Start')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Start').fill(localStart(21));
  await dialog.getByRole('button', { name: 'Offer session' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page)).toContainText('0 of 2 seats taken');
  await expect(card(page)).toContainText('Facilitated by Dr. Sarah Chen');
  await expectScreen(page, 'Group Therapy with the offered session');

  // The first student joins from the Counseling page's Group Therapy tile.
  const first = await (await browser.newContext()).newPage();
  await signInAsDemo(first, 'Student', '/counseling');
  // Book Session opens the real booking wizard.
  await first.getByRole('button', { name: 'Book Session' }).click();
  const wizard = first.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(wizard.getByText('Step 1 of 4: Choose a session type')).toBeVisible();
  await first.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  await first.getByRole('link', { name: 'Group Therapy' }).click();
  await expect(card(first)).toContainText('2 of 2 seats left');
  await expectScreen(first, 'Group Therapy (student)');
  // Joined with the keyboard alone.
  await card(first)
    .getByRole('button', { name: `Join ${TITLE}` })
    .focus();
  await first.keyboard.press('Enter');
  const joined = first.getByRole('region', { name: 'Sessions you joined' });
  await expect(joined.getByRole('article', { name: TITLE })).toContainText('Joined');
  await expect(card(first)).toContainText('1 of 2 seats left');
  await expectScreen(first, 'Group Therapy after joining');

  // A third student opens the list while one seat is left ...
  const late = await signInByEmail(browser, 'emily.johnson@university.edu');
  await expect(card(late)).toContainText('1 of 2 seats left');

  // ... the second demo student takes it ...
  const second = await signInByEmail(browser, 'student2@university.edu');
  await card(second)
    .getByRole('button', { name: `Join ${TITLE}` })
    .click();
  await expect(card(second)).toContainText('Full: all 2 seats taken');
  await expect(card(second)).toContainText('Joined');
  // Students never see who else joined.
  await expect(second.getByText('Jordan Mitchell')).toHaveCount(0);
  await second.context().close();

  // ... so the late join is refused with the server's message, and the seats are shown as they are.
  await card(late)
    .getByRole('button', { name: `Join ${TITLE}` })
    .click();
  await expect(card(late).getByRole('alert')).toHaveText('This session is full');
  await expect(card(late)).toContainText('Full: all 2 seats taken');
  await expect(card(late).getByRole('button', { name: `Join ${TITLE}` })).toHaveCount(0);
  await expectScreen(late, 'Group Therapy with a full session');
  await late.context().close();

  // The first student gives the seat back; the counselor sees the count.
  await card(first)
    .getByRole('button', { name: `Leave ${TITLE}` })
    .click();
  await expect(card(first)).toContainText('1 of 2 seats left');
  await first.context().close();
  await page.reload();
  await expect(card(page)).toContainText('1 of 2 seats taken');

  // The counselor cancels it with a reason; it leaves the list.
  await card(page)
    .getByRole('button', { name: `Cancel ${TITLE}` })
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel group session' });
  await expect(cancel).toContainText('1 student has joined');
  await cancel.getByLabel('Reason for cancelling').fill('The room is needed for exams that week.');
  await expectScreen(page, 'the Cancel group session dialog');
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(cancel).toBeHidden();
  await expect(card(page)).toHaveCount(0);
});

test('an administrator sees every group session and may cancel any; nobody is offered a form', async ({
  page,
}) => {
  await signInAsDemo(page, 'Admin', '/group-sessions');
  await expect(page.getByRole('heading', { name: 'All upcoming group sessions' })).toBeVisible();
  const settling = page.getByRole('article', { name: 'Settling in: a circle for international students' });
  await expect(settling).toContainText('Facilitated by Dr. Amara Osei');
  await expect(settling).toContainText('5 of 6 seats taken');
  await expect(settling.getByRole('button', { name: /^Cancel / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Offer a group session' })).toHaveCount(0);
  await expectScreen(page, 'Group Therapy (admin)');
});
