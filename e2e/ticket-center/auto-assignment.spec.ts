import { expectScreen } from '../support/axe';
import { signInAsDemo, signInFirstTime } from '../support/session';
import { expect, test } from '../support/test';
import { createUser, STRONG_PASSWORD } from '../support/users';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The case-operations journey: an admin opens a category with automatic assignment and gives it a
 * counselor; a student's ticket in it lands with that counselor, who finds it on the dashboard.
 */
test('a ticket in an auto-assign category lands with its specialist, who sees it on the dashboard', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const category = `Study Abroad ${stamp}`;
  const counselor = { name: `Morgan Vale ${stamp}`, email: `morgan.vale.${stamp}@university.edu` };
  const subject = `Exchange semester credit transfer ${stamp}`;

  await signInAsDemo(page, 'Admin', '/admin-tickets?tab=categories');
  await createUser(page, { ...counselor, role: 'counselor', password: STRONG_PASSWORD });
  await expect(page.getByRole('heading', { name: 'Ticket Management Center', level: 1 })).toBeVisible();
  await expectScreen(page, 'the Categories tab');

  // The category, with automatic assignment on (the dialog's default).
  await page.getByRole('button', { name: 'Add Category' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Category' });
  await create.getByLabel('Name').fill(category);
  await create.getByLabel('Description').fill('Credit transfer and approvals for semesters abroad.');
  await expect(create.getByLabel('Auto-assign')).toBeChecked();
  await expectScreen(page, 'the Create Category dialog');
  await create.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: category }).getByText('Auto-assign')).toBeVisible();
  await expectScreen(page, 'the Categories tab with the new category');

  // The counselor's specialization in it.
  await page.getByRole('tab', { name: 'Counselors' }).click();
  await expect(page.getByRole('heading', { name: 'Counselor Specializations' })).toBeVisible();
  await expectScreen(page, 'the Counselors tab');
  await page.getByRole('button', { name: 'Add Specialization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Counselor Specialization' });
  await dialog.getByLabel('Counselor').selectOption({ label: `${counselor.name} (counselor)` });
  await dialog.getByLabel('Category').selectOption({ label: category });
  await dialog.getByLabel('Max Workload').fill('3');
  await expectScreen(page, 'the Add Counselor Specialization dialog');
  await dialog.getByRole('button', { name: 'Add Specialization' }).click();
  await expect(page.getByText('Counselor specialization created successfully')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(counselor.name) });
  await expect(row.getByText('0/3')).toBeVisible();
  await expectScreen(page, 'the Counselors tab with the new specialization');

  // A student submits a ticket in that category: it is assigned on creation.
  const student = await (await browser.newContext()).newPage();
  await signInAsDemo(student, 'Student', '/submit-ticket');
  await expectScreen(student, 'the Submit a Ticket screen');
  await student.getByLabel('Subject', { exact: true }).fill(subject);
  await student.getByLabel('Category', { exact: true }).selectOption({ label: category });
  await student
    .getByLabel('Description', { exact: true })
    .fill('Which of my exchange semester courses will count toward my major, and who approves them?');
  await student.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(
    student.getByRole('heading', { name: 'Ticket Submitted Successfully', level: 1 }),
  ).toBeVisible();
  await expect(student.getByText(`Ticket automatically assigned to ${counselor.name}`)).toBeVisible();
  await expectScreen(student, 'the ticket submitted screen');
  await student.context().close();

  // The admin sees the workload move and the ticket marked as auto-assigned.
  await page.getByRole('button', { name: 'Refresh data' }).click();
  await expect(row.getByText('1/3')).toBeVisible();
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await page.getByLabel('Search', { exact: true }).fill(String(stamp));
  const card = page.getByRole('article').filter({ hasText: subject });
  await expect(card).toBeVisible();
  await expect(card.getByText('Auto-assigned')).toBeVisible();
  await expect(card).toContainText(counselor.name);
  await expectScreen(page, 'the Tickets tab searched');

  // The counselor signs in and finds the case on the dashboard.
  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/');
  await signInFirstTime(staff, counselor.email, STRONG_PASSWORD);
  await expect(staff.getByRole('tabpanel', { name: 'Overview' }).getByText(subject)).toBeVisible();
  await expectScreen(staff, "the counselor's dashboard");
  await staff.getByRole('tab', { name: 'My Cases' }).click();
  await expect(staff.getByRole('tabpanel', { name: 'My Cases' }).getByText(subject)).toBeVisible();
  await expectScreen(staff, "the counselor's My Cases tab");
  await staff.context().close();
});
