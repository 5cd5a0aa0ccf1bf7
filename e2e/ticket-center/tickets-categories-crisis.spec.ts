import type { Page } from '@playwright/test';
import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { createTicket } from '../support/tickets';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A word made of letters only, unique per run (digits would be read as look-alike letters). */
function uniqueWord(prefix: string): string {
  return prefix + [...String(Date.now())].map((digit) => 'abcdefghij'[Number(digit)]).join('');
}

async function openCenter(page: Page, tab?: string) {
  await page.goto(tab ? `/admin-tickets?tab=${tab}` : '/admin-tickets');
  await expect(page.getByRole('heading', { name: 'Ticket Management Center', level: 1 })).toBeVisible();
}

test('an admin filters tickets on the server by search and status', async ({ page }) => {
  const stamp = uniqueWord('center');
  await signInAsDemo(page, 'Admin');
  await createTicket(page, {
    subject: `Library fine dispute ${stamp}`,
    description: 'I was charged a library fine for a book I returned on time last week.',
    category: 'General Inquiry',
  });
  const resolved = await createTicket(page, {
    subject: `Laptop loan request ${stamp}`,
    description: 'I would like to borrow a laptop from the IT desk for the coming exam period.',
    category: 'Technical Support',
  });
  const patched = await page.request.patch(`/api/tickets/${resolved.id}`, { data: { status: 'Resolved' } });
  expect(patched.ok()).toBe(true);

  await openCenter(page);
  await expect(
    page.getByText(/^Ticket management system ready - \d+ tickets, \d+ categories, \d+ crisis cases$/),
  ).toBeVisible();
  for (const label of [
    'Total Tickets',
    'Crisis Cases',
    'Categories',
    'Unassigned',
    'Auto-Assigned',
    'Crisis Detection',
  ]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expectScreen(page, 'the Ticket Management Center');
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

  const searched = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/tickets' && url.searchParams.get('search') === stamp;
  });
  await page.getByLabel('Search', { exact: true }).fill(stamp);
  await searched;
  await expect(page.getByText('Showing 1-2 of 2 tickets')).toBeVisible();

  const filtered = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/tickets' && url.searchParams.getAll('status[]').includes('Resolved');
  });
  await page.getByLabel('Status', { exact: true }).selectOption('resolved');
  await filtered;
  await expect(page.getByText('Showing 1-1 of 1 ticket')).toBeVisible();
  await expectScreen(page, 'the Tickets tab filtered by search and status');
  const card = page.getByRole('article', { name: `Laptop loan request ${stamp}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark resolved' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: `Library fine dispute ${stamp}` })).toHaveCount(0);

  await page.getByLabel('Status', { exact: true }).selectOption('open');
  const open = page.getByRole('article', { name: `Library fine dispute ${stamp}` });
  await open.getByRole('button', { name: 'Mark resolved' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve Ticket' });
  await expect(dialog).toBeVisible();
  await expectScreen(page, 'the Resolve Ticket dialog');
  await dialog.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(page.getByText('Ticket resolve successful')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No Tickets Found' })).toBeVisible();
  await expectScreen(page, 'the Tickets tab with no match');

  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
});

test('an admin creates, edits and reorders a category by keyboard', async ({ page }) => {
  const name = `Housing Help ${uniqueWord('')}`;
  await signInAsDemo(page, 'Admin');
  await openCenter(page);
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\?tab=categories$/);
  await expectScreen(page, 'the Categories tab');

  await page.getByRole('button', { name: 'Add Category' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Category' });
  await create.getByRole('button', { name: 'Create Category' }).click();
  await expect(create.getByText('Category name is required')).toBeVisible();
  await expectScreen(page, 'the Create Category dialog with its errors');
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Description').fill('Questions about halls, private rentals and deposits.');
  await create.getByLabel('Icon').selectOption('Safety');
  await create.getByRole('button', { name: 'Colour #10B981' }).click();
  await create.getByLabel('SLA response hours').fill('12');
  await expect(create.getByLabel('Auto-assign')).toBeChecked();
  await create.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();

  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('SLA: 12h')).toBeVisible();
  await expect(card.getByText('Auto-assign')).toBeVisible();
  await expect(card.getByText('Active', { exact: true }).first()).toBeVisible();
  await expectScreen(page, 'the Categories tab with the new category');

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(edit.getByLabel('SLA response hours')).toHaveValue('12');
  await edit.getByLabel('SLA response hours').fill('200');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('SLA response time must be between 1 and 168 hours (1 week)')).toBeVisible();
  await expectScreen(page, 'the Edit Category dialog with its errors');
  await edit.getByLabel('SLA response hours').fill('72');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Category updated successfully')).toBeVisible();
  await expect(card.getByText('SLA: 3d')).toBeVisible();

  const cards = page.getByRole('list', { name: 'Ticket categories' }).getByRole('article');
  const before = await cards.allTextContents();
  const position = before.findIndex((text) => text.includes(name));
  expect(position).toBe(before.length - 1);

  const reordered = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/ticket-categories/reorder') && response.ok(),
  );
  const handle = card.getByRole('button', { name: `Reorder ${name}` });
  await handle.focus();
  // Each key waits for the drag to answer, as a screen reader user would wait for its announcement.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The list measures where each card is in the frames after a pick-up; an arrow pressed before that moves
  // nothing (seen on a busy machine). Two frames later the measurements are in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(new RegExp(`^${name} is over (?!${name}\\.)`))).toBeAttached();
  await page.keyboard.press('Space');
  await reordered;
  await expect(page.getByText('Category order updated')).toBeVisible();
  await expect
    .poll(async () => (await cards.allTextContents()).findIndex((text) => text.includes(name)))
    .toBe(position - 1);
  await page.reload();
  await expect
    .poll(async () => (await cards.allTextContents()).findIndex((text) => text.includes(name)))
    .toBe(position - 1);

  // A category without tickets can be deleted, after a confirmation.
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Category' });
  await expect(confirm).toContainText(name);
  await expectScreen(page, 'the Delete Category confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('an admin manages a crisis keyword and tests a sentence with it', async ({ page }) => {
  const keyword = uniqueWord('zorbl');
  await signInAsDemo(page, 'Admin');
  await openCenter(page, 'crisis');
  await expectScreen(page, 'the Crisis Detection tab');

  await page.getByRole('button', { name: 'Add Crisis Keyword' }).click();
  const add = page.getByRole('dialog', { name: 'Add Crisis Keyword' });
  await expect(add.getByLabel('Severity')).toHaveValue('medium');
  await expect(add.getByLabel('Weight (1-100)')).toHaveValue('50');
  await add.getByLabel('Keyword').fill(keyword);
  await add.getByLabel('Severity').selectOption('high');
  await expectScreen(page, 'the Add Crisis Keyword dialog');
  await add.getByRole('button', { name: 'Add Keyword' }).click();
  await expect(page.getByText('Crisis keyword saved successfully')).toBeVisible();

  await page.getByLabel('Search keywords').fill(keyword);
  const row = page.getByRole('row', { name: new RegExp(keyword) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '50', exact: true })).toBeVisible();
  await expectScreen(page, 'the crisis keywords table searched');

  await row.getByRole('button', { name: `Edit ${keyword}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Crisis Keyword' });
  await edit.getByLabel('Weight (1-100)').fill('85');
  await expectScreen(page, 'the Edit Crisis Keyword dialog');
  await edit.getByRole('button', { name: 'Save Keyword' }).click();
  await expect(edit).toHaveCount(0);
  await expect(row.getByRole('cell', { name: '85', exact: true })).toBeVisible();

  await page.getByLabel('Text to test').fill(`Honestly I feel ${keyword}.`);
  await page.getByRole('button', { name: 'Test Detection' }).click();
  const result = page.getByRole('region', { name: 'Detection result' });
  await expect(result.getByText('Crisis Detected', { exact: true })).toBeVisible();
  await expect(result.getByText('Level: High')).toBeVisible();
  await expect(result.getByText('Score: 85', { exact: true })).toBeVisible();
  await expect(result.getByText('Crisis keywords detected (Score: 85)')).toBeVisible();
  await expect(result.locator('mark')).toHaveText([keyword]);
  await expectScreen(page, 'the crisis detection result');

  await row.getByRole('button', { name: `Disable ${keyword}` }).click();
  await expect(row.getByText('Disabled')).toBeVisible();
  await page.getByRole('button', { name: 'Test Detection' }).click();
  await expect(result.getByText('No Crisis Detected')).toBeVisible();
  await expect(result.getByText('No crisis keywords found in the text')).toBeVisible();
  await expect(result.locator('mark')).toHaveCount(0);
  await expectScreen(page, 'the crisis detection result with no crisis');

  await row.getByRole('button', { name: `Delete ${keyword}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Crisis Keyword' });
  await expect(confirm).toBeVisible();
  await expectScreen(page, 'the Delete Crisis Keyword confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Crisis keyword deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a student is refused the Ticket Management Center', async ({ page }) => {
  await signInAsDemo(page, 'Student', '/admin-tickets');
  await expect(
    page.getByText('Access Denied: You need administrator privileges to access this page.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ticket Management Center' })).toHaveCount(0);
  await expectScreen(page, 'the Access Denied screen');
  await page.getByRole('link', { name: 'Back to Tickets' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
});
