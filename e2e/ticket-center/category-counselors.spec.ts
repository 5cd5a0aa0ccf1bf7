import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { createUser } from '../support/users';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A word made of letters only, unique per run. */
function uniqueWord(prefix: string): string {
  return prefix + [...String(Date.now())].map((digit) => 'abcdefghij'[Number(digit)]).join('');
}

test('an admin chooses a category counselor in the category dialog', async ({ page }) => {
  const stamp = uniqueWord('');
  const category = `Visa Questions ${stamp}`;
  const counselor = `Rowan Vale ${stamp}`;
  await signInAsDemo(page, 'Admin', '/admin-tickets?tab=categories');
  // A counselor of this run only, so what is checked below is ours whatever else the suite creates.
  await createUser(page, { name: counselor, email: `rowan.vale.${stamp}@university.edu`, role: 'counselor' });
  await page.goto('/admin-tickets?tab=categories');
  await expect(page.getByRole('heading', { name: 'Ticket Management Center', level: 1 })).toBeVisible();
  await expectScreen(page, 'the Categories tab');

  // Create, choosing the counselor.
  await page.getByRole('button', { name: 'Add Category' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Category' });
  await create.getByLabel('Name').fill(category);
  await expect(
    create.getByText('Workload, priority level and rating are set in the Counselors tab.', {
      exact: false,
    }),
  ).toBeVisible();
  const choice = create.getByRole('checkbox', { name: new RegExp(`^${counselor}`) });
  await expect(choice).toBeVisible();
  const search = create.getByLabel('Search counselors');
  if (await search.isVisible()) {
    await search.fill('no such counselor at all');
    await expect(choice).toHaveCount(0);
    await search.fill(stamp);
  }
  await expect(create.getByText('Counselor', { exact: true }).first()).toBeVisible();
  await choice.check();
  await expect(create.getByText('Counselors (1 selected)')).toBeVisible();
  await expectScreen(page, 'the Create Category dialog with a counselor chosen');
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/ticket-categories') && response.request().method() === 'POST',
  );
  await create.getByRole('button', { name: 'Create Category' }).click();
  const sent = (await created).request().postDataJSON() as { counselor_ids?: number[] };
  expect(sent.counselor_ids).toHaveLength(1);
  await expect(page.getByText('Category created successfully')).toBeVisible();

  const card = page.getByRole('article', { name: category });
  await expect(card.getByText(`1 counselor: ${counselor}`)).toBeVisible();
  await expectScreen(page, 'the Categories tab with the new category');

  // The Counselors tab lists the specialization with the defaults.
  await page.getByRole('tab', { name: 'Counselors' }).click();
  await expect(page.getByRole('heading', { name: 'Counselor Specializations' })).toBeVisible();
  await page.getByLabel('Counselor', { exact: true }).selectOption({ label: counselor });
  const row = page.getByRole('row', { name: new RegExp(counselor) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(category)).toBeVisible();
  await expect(row.getByText('Primary')).toBeVisible();
  await expect(row.getByText('0/10')).toBeVisible();
  await expectScreen(page, 'the Counselors tab filtered by counselor');

  // Edit the category: the counselor is ticked; untick and save.
  await page.getByRole('tab', { name: 'Categories' }).click();
  await card.getByRole('button', { name: `Edit ${category}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  const ticked = edit.getByRole('checkbox', { name: new RegExp(`^${counselor}`) });
  await expect(ticked).toBeChecked();
  await ticked.uncheck();
  await expect(edit.getByText('Counselors (0 selected)')).toBeVisible();
  await expectScreen(page, 'the Edit Category dialog');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Category updated successfully')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(card.getByText('0 counselors', { exact: true })).toBeVisible();
  await expectScreen(page, 'the Categories tab after the edit');

  // Gone from the Counselors tab too.
  await page.getByRole('tab', { name: 'Counselors' }).click();
  await expect(page.getByRole('heading', { name: 'Counselor Specializations' })).toBeVisible();
  await page.getByLabel('Counselor', { exact: true }).selectOption({ label: counselor });
  await expect(page.getByText('No specializations found')).toBeVisible();
  await expectScreen(page, 'the Counselors tab with no specializations');
  await expect(page.getByRole('row', { name: new RegExp(counselor) })).toHaveCount(0);

  // Tidy up: the category holds no tickets.
  await page.getByRole('tab', { name: 'Categories' }).click();
  await card.getByRole('button', { name: `Delete ${category}` }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete Category' })).toBeVisible();
  await expectScreen(page, 'the Delete Category confirmation');
  await page
    .getByRole('alertdialog', { name: 'Delete Category' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
});
