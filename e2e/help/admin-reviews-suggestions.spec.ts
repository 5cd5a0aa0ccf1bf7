import type { Page } from '@playwright/test';
import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

/** Suggestions made through the API as the signed-in admin (admins may suggest too), found by `mark`. */
async function suggestSeveral(page: Page, mark: string, count: number): Promise<void> {
  const categories = await page.request.get('/api/help/categories');
  const body = (await categories.json()) as { data: { categories: { id: number }[] } };
  const categoryId = body.data.categories[0]?.id;
  for (let i = 1; i <= count; i += 1) {
    const response = await page.request.post('/api/help/suggest-content', {
      data: {
        category_id: categoryId,
        question: `Where is the ${mark} quiet room number ${i}?`,
        answer: 'The quiet rooms are on level 3 of the library, open from 8 am to 10 pm every day.',
        tags: [mark],
      },
    });
    expect(response.status()).toBe(201);
  }
}

test('an admin approves and rejects several suggestions at once', async ({ page }) => {
  const mark = `bulk${Date.now()}`;
  await signInAsDemo(page, 'Admin', '/admin-help');
  await suggestSeveral(page, mark, 4);
  await page.getByRole('tab', { name: /Suggestions/ }).click();
  await page.getByLabel('Search suggestions').fill(mark);
  const list = page.getByRole('list', { name: 'Suggestions' });
  await expect(list.getByRole('listitem')).toHaveCount(4);

  // Nothing selected: the spec's message, no call.
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByText('No suggestions selected')).toBeVisible();

  const items = list.getByRole('listitem');
  await items
    .nth(0)
    .getByRole('checkbox', { name: /^Select suggestion/ })
    .check();
  await items
    .nth(1)
    .getByRole('checkbox', { name: /^Select suggestion/ })
    .check();
  await expect(page.getByText('(2 selected)')).toBeVisible();
  await expectScreen(page, 'the suggestions with two selected');
  await page.getByRole('button', { name: 'Approve selected' }).click();
  const approve = page.getByRole('alertdialog', { name: 'Approve 2 suggestions' });
  await expectScreen(page, 'the bulk approve dialog');
  await approve.getByRole('button', { name: 'Approve & Publish' }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByText('2 suggestions approved and published successfully')).toBeVisible();

  // The rest, by "select all": a reason is required before rejecting.
  await expect(items).toHaveCount(2);
  await page.getByLabel('Select all pending on this page').check();
  await page.getByRole('button', { name: 'Reject selected' }).click();
  const reject = page.getByRole('alertdialog', { name: 'Reject 2 suggestions' });
  await expect(reject.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await expect(reject).toContainText('A reason is required to reject suggestions');
  await reject.getByLabel('Reason (required)').fill('Already covered by the library FAQ.');
  await expectScreen(page, 'the bulk reject dialog with a reason');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByText('2 suggestions rejected successfully')).toBeVisible();
  await expect(items).toHaveCount(0);

  // The approved ones are published FAQs.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
  await expect(items).toHaveCount(2);
});
