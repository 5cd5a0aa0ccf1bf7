import { expectScreen } from '../support/axe';
import { assignTicket, staffIdOf } from '../support/notifications';
import { DEMO_PASSWORD, signInAsDemo, signInWithPassword } from '../support/session';
import { expect, test } from '../support/test';
import { createTicket } from '../support/tickets';

test('a counselor recommends a resource from a ticket and the student sees it', async ({ page, browser }) => {
  const stamp = Date.now();
  const subject = `Trouble sleeping before exams ${stamp}`;
  const note = `Try this before bed this week ${stamp}`;

  // The second demo student raises a ticket; the admin gives it to the demo counselor.
  const setup = await browser.newContext();
  let ticket: Awaited<ReturnType<typeof createTicket>>;
  try {
    const student = await setup.newPage();
    const signIn = await student.request.post('/api/auth/login', {
      data: { email: 'student2@university.edu', password: DEMO_PASSWORD },
    });
    expect(signIn.ok()).toBe(true);
    ticket = await createTicket(student, {
      subject,
      description: 'I lie awake for hours before every exam and then cannot focus the next day.',
      category: 'Academic Support',
    });
    await student.request.post('/api/auth/logout');
    const admin = await setup.request.post('/api/auth/demo-login', { data: { role: 'admin' } });
    expect(admin.ok()).toBe(true);
    await assignTicket(student, ticket.id, await staffIdOf(student, 'Dr. Sarah Chen'));
  } finally {
    await setup.close();
  }

  // The counselor recommends a sleep resource from the ticket.
  await signInAsDemo(page, 'Counselor', `/tickets/${ticket.slug}`);
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Recommend a resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recommend a resource' });
  await dialog.getByRole('button', { name: 'Send recommendation' }).click();
  await expect(dialog.getByText('Choose a resource to recommend')).toBeVisible();
  await dialog.getByLabel('Search resources').fill('sleep');
  await expect(dialog.locator('[data-search-pending], [aria-busy="true"]')).toHaveCount(0);
  const option = dialog
    .locator('label')
    .filter({ has: page.getByRole('radio'), hasText: /sleep/i })
    .first();
  await expect(option).toBeVisible();
  const label = ((await option.locator('span span').first().textContent()) ?? '').trim();
  await option.getByRole('radio').check();
  await dialog.getByLabel('Note for the student (optional)').fill(note);
  await expectScreen(page, 'the Recommend a resource dialog');
  await dialog.getByRole('button', { name: 'Send recommendation' }).click();
  await expect(page.getByText('Resource recommended to the student')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The student finds it in the library, with the note.
  await page.context().clearCookies();
  await signInWithPassword(page, 'student2@university.edu', '/resources');
  const section = page.getByRole('region', { name: 'Recommended by your counselor' });
  const item = section.getByRole('listitem').filter({ hasText: note });
  await expect(item).toContainText(label);
  await expectScreen(page, 'the library with a recommendation');
  await item.getByRole('button').click();
  await expect(page.getByRole('dialog', { name: label })).toBeVisible();

  await page.keyboard.press('Escape');

  // And on their dashboard, first among the self-help resources.
  await page.goto('/');
  const selfHelp = page.getByRole('list', { name: 'Self-help resources' });
  await page.getByRole('heading', { name: 'Self-help resources' }).scrollIntoViewIfNeeded();
  await expect(selfHelp.getByRole('link').first()).toContainText(label);
  await expect(selfHelp.getByRole('link').first()).toContainText('Recommended by Dr. Sarah Chen');
  await expectScreen(page, 'the student dashboard with a recommended resource');
});

test('a counselor recommends a resource from a session and the student sees it', async ({ page }) => {
  const note = `For the week before our next session ${Date.now()}`;
  // The demo counselor holds the demo student's sessions.
  await signInAsDemo(page, 'Counselor', '/appointments');
  await expect(page.getByRole('heading', { name: 'My Appointments', level: 1 })).toBeVisible();
  // A session of the demo student's (other journeys may have booked the counselor for other students).
  await page
    .getByRole('article')
    .filter({ hasText: 'Jordan Mitchell' })
    .getByRole('button', { name: 'Recommend a resource' })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Recommend a resource' });
  await dialog.getByLabel('Search resources').fill('stress');
  await expect(dialog.locator('[data-search-pending], [aria-busy="true"]')).toHaveCount(0);
  const option = dialog
    .locator('label')
    .filter({ has: page.getByRole('radio'), hasText: /stress/i })
    .first();
  const label = ((await option.locator('span span').first().textContent()) ?? '').trim();
  await option.getByRole('radio').check();
  await dialog.getByLabel('Note for the student (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send recommendation' }).click();
  await expect(page.getByText('Resource recommended to the student')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectScreen(page, 'My Appointments after a recommendation');

  await page.context().clearCookies();
  await signInWithPassword(page, 'student@university.edu', '/resources');
  const section = page.getByRole('region', { name: 'Recommended by your counselor' });
  await expect(section.getByRole('listitem').filter({ hasText: note })).toContainText(label);
});
