import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

const question = `Where can I print my poster ${Date.now()}?`;

test('a counselor suggests content from the Help Center', async ({ page }) => {
  await signInAsDemo(page, 'Counselor', '/help');
  await page.getByRole('button', { name: 'Suggest Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest FAQ Content' });
  await dialog.getByRole('button', { name: 'Submit suggestion' }).click();
  await expect(dialog.getByText('Please fill in all required fields').first()).toBeVisible();
  await expectScreen(page, 'the Suggest FAQ Content dialog with errors');
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByLabel('Question').fill(`Can I bring a friend to counseling ${Date.now()}?`);
  await dialog
    .getByLabel('Answer')
    .fill('Yes, for the first session a friend may come with you if you wish.');
  await dialog.getByLabel('Tags (optional)').fill('counseling');
  await dialog.getByLabel('Tags (optional)').press('Enter');
  await dialog.getByRole('button', { name: 'Submit suggestion' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Content suggestion submitted successfully!', { exact: false })).toBeVisible();
});

test('an admin creates, publishes and features a FAQ, and approves a suggestion', async ({ page }) => {
  await signInAsDemo(page, 'Admin', '/admin-help');
  await expect(page.getByRole('heading', { name: 'Admin Help', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Help system ready' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Store Status' })).toContainText('Ready');
  await expect(page.getByRole('list', { name: 'FAQs' }).getByRole('listitem').first()).toBeVisible();
  await expectScreen(page, 'the Admin Help page');

  // Create: the shared schema's messages first, then a published FAQ.
  await page.getByRole('button', { name: 'Create FAQ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create FAQ' });
  await dialog.getByRole('button', { name: 'Create FAQ' }).click();
  await expect(dialog.getByText('Category is required')).toBeVisible();
  await expect(dialog.getByText('Question is required')).toBeVisible();
  await expect(dialog.getByText('Answer is required')).toBeVisible();
  await expectScreen(page, 'the Create FAQ dialog with errors');
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByLabel('Question').fill(question);
  await dialog
    .getByLabel('Answer')
    .fill('Use the **large-format printer** in the library, level 2. Bring a PDF.');
  await dialog.getByLabel('Tags').fill('printing');
  await dialog.getByLabel('Tags').press('Enter');
  await expect(dialog.getByRole('button', { name: 'Remove tag printing' })).toBeVisible();
  await dialog.getByLabel('Publish immediately').check();
  await dialog.getByRole('button', { name: 'Create FAQ' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('FAQ created successfully!')).toBeVisible();

  const search = page.getByLabel('Search FAQs');
  await search.fill(question);
  const row = page.getByRole('list', { name: 'FAQs' }).getByRole('listitem').filter({ hasText: question });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Published');
  await row.getByRole('button', { name: /^Feature/ }).click();
  await expect(page.getByText('FAQ featured successfully!')).toBeVisible();
  await expect(row.getByText('Featured', { exact: true })).toBeVisible();
  await expectScreen(page, 'the FAQ list filtered to the new FAQ');

  // A pending suggestion becomes a published FAQ.
  await page.getByRole('tab', { name: /Suggestions/ }).click();
  const suggestions = page.getByRole('list', { name: 'Suggestions' });
  const first = suggestions.getByRole('listitem').first();
  await expect(first).toContainText('Pending Review');
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await expectScreen(page, 'the content suggestions');
  await first.getByRole('button', { name: /^Approve/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve suggestion' });
  await expect(confirm).toContainText('published as a new FAQ');
  await expectScreen(page, 'the approve suggestion dialog');
  await confirm.getByRole('button', { name: 'Approve & Publish' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Suggestion approved and published!')).toBeVisible();
  await expect(suggestions.getByRole('heading', { name: title })).toHaveCount(0);
});

test('an admin adds a help category and reads the analytics', async ({ page }) => {
  const name = `Sports ${Date.now()} club`;
  await signInAsDemo(page, 'Admin', '/admin-help');
  await page.getByRole('tab', { name: /Categories/ }).click();
  const list = page.getByRole('list', { name: 'Categories' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expectScreen(page, 'the help categories');

  await page.getByRole('button', { name: 'Create Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Category' });
  await dialog.getByLabel('Colour').fill('red');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(dialog.getByText('Category name is required')).toBeVisible();
  await expect(dialog.getByText('Color must be a valid hex color code (e.g., #FF0000)')).toBeVisible();
  await expectScreen(page, 'the Create Category dialog with errors');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Colour').fill('#0F766E');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Category created successfully!')).toBeVisible();
  const card = list.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('0 FAQs');

  // A category holding FAQs cannot be deleted; the new, empty one can.
  const full = list.getByRole('listitem').filter({ hasText: 'Academic Support' });
  await full.getByRole('button', { name: /^Delete category/ }).click();
  const refuse = page.getByRole('alertdialog', { name: 'Delete Category' });
  await expect(refuse).toContainText('This category holds FAQs.');
  await expect(refuse.getByRole('button', { name: 'Delete Category' })).toBeDisabled();
  await expectScreen(page, 'the delete category dialog for a category with FAQs');
  await refuse.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: `Delete category ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Category' });
  await expect(confirm).toContainText('This will permanently delete the category and cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Category' }).click();
  await expect(page.getByText('Category deleted successfully!')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'FAQ Performance' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Published', exact: true })).toBeVisible();
  await expectScreen(page, 'the help analytics');
});
