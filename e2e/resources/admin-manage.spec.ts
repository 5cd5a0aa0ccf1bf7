import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

const COLUMNS =
  'kind,slug,title,description,category_slug,type,difficulty,external_url,tags,is_published,is_featured';

function csvFile(rows: string[]) {
  return {
    name: 'resources.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${COLUMNS}\n${rows.join('\n')}\n`),
  };
}

test('an admin imports a CSV, publishes and features a resource and sees it featured in the library', async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Box breathing drill ${stamp}`;
  const good = `resource,box-breathing-${stamp},${title},A four-count breathing exercise that settles nerves before an exam or a talk.,stress-and-anxiety,exercise,beginner,https://example.org/box-breathing,breathing,false,false`;
  const hostile = `resource,bad-link-${stamp},Bad link ${stamp},This row links to a script instead of a web page.,stress-and-anxiety,tool,beginner,javascript:alert(1),,false,false`;

  await signInAsDemo(page, 'Admin', '/admin-resources');
  await expect(page.getByRole('heading', { name: 'Resource Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /resources and \d+ categories/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Store Status' })).toContainText('Ready');
  await expect(
    page.getByRole('list', { name: 'Managed resources' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectScreen(page, 'Resource Management');

  // Export downloads a CSV file.
  await page.getByRole('tab', { name: 'Import/Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await expectScreen(page, 'the Import/Export tab');

  // A dry run of a file with a hostile row: row by row, the error and its reason; nothing can be applied.
  const picker = page.getByLabel('File to import');
  await picker.setInputFiles(csvFile([good, hostile]));
  await page.getByRole('button', { name: 'Check file' }).click();
  const table = page.getByRole('table', { name: 'Import rows and what happens to each' });
  await expect(table.getByRole('row').filter({ hasText: title })).toContainText('Create');
  const refused = table.getByRole('row').filter({ hasText: `Bad link ${stamp}` });
  await expect(refused).toContainText('Error');
  await expect(refused.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  await expectScreen(page, 'an import dry run with an error');

  // The good file: dry run, then Apply.
  await picker.setInputFiles(csvFile([good]));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(table.getByRole('row').filter({ hasText: title })).toContainText('Create');
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import applied: 1 created' })).toBeVisible();
  await expectScreen(page, 'an applied import');

  // Publish and feature the imported resource.
  await page.getByRole('tab', { name: /^Resources/ }).click();
  await page.getByLabel('Search resources').fill(title);
  const card = page
    .getByRole('list', { name: 'Managed resources' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Draft');
  await card.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByText('Resource published successfully!')).toBeVisible();
  await expect(card).toContainText('Published');
  await card.getByRole('button', { name: `Feature ${title}` }).click();
  await expect(page.getByText('Resource featured successfully!')).toBeVisible();
  await expect(card.getByText('Featured', { exact: true })).toBeVisible();
  await expectScreen(page, 'the imported resource, published and featured');

  // The library shows it, featured.
  await page.getByRole('link', { name: 'View Public' }).click();
  await expect(page.getByRole('heading', { name: 'Resource Library', level: 1 })).toBeVisible();
  await page.getByLabel('Search resources').fill(title);
  const shown = page
    .getByRole('list', { name: 'Resources', exact: true })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(shown).toHaveCount(1);
  await expect(shown.getByText('Featured', { exact: true })).toBeVisible();
  await expectScreen(page, 'the library showing the featured resource');
});

test('a counselor suggests a resource; an admin approves it, edits resources, bulk-publishes, and manages categories', async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Exam week wind-down ${stamp}`;

  // A counselor suggests a resource from the library.
  await signInAsDemo(page, 'Counselor', '/resources');
  await page.getByRole('button', { name: 'Suggest', exact: true }).click();
  const suggest = page.getByRole('dialog', { name: 'Suggest a Resource' });
  await suggest.getByRole('button', { name: 'Submit suggestion' }).click();
  await expect(suggest.getByText('Title is required')).toBeVisible();
  await expect(suggest.getByText('External URL is required')).toBeVisible();
  await expectScreen(page, 'the Suggest a Resource dialog with errors');
  await suggest.getByLabel('Title').fill(title);
  await suggest
    .getByLabel('Description')
    .fill('A ten-minute routine to switch off after a long day of revision.');
  await suggest.getByLabel('External URL').fill('https://example.org/wind-down');
  await suggest.getByLabel('Type').selectOption('exercise');
  await suggest.getByRole('button', { name: 'Submit suggestion' }).click();
  await expect(suggest).toBeHidden();
  await expect(page.getByText(/Resource suggestion submitted/)).toBeVisible();

  // The admin approves it.
  await page.context().clearCookies();
  await signInAsDemo(page, 'Admin', '/admin-resources');
  await page.getByRole('tab', { name: /Suggestions/ }).click();
  const suggestion = page
    .getByRole('list', { name: 'Resource suggestions' })
    .locator(':scope > li')
    .filter({ hasText: title });
  await expect(suggestion).toContainText('Pending Review');
  await expectScreen(page, 'the resource suggestions');
  await suggestion.getByRole('button', { name: `Approve ${title}` }).click();
  const approve = page.getByRole('alertdialog', { name: 'Approve suggestion' });
  await approve.getByRole('button', { name: 'Approve & Publish' }).click();
  await expect(approve.getByText('Category is required')).toBeVisible();
  await approve.getByLabel('Category').selectOption({ label: 'Sleep' });
  await expectScreen(page, 'the approve suggestion dialog');
  await approve.getByRole('button', { name: 'Approve & Publish' }).click();
  await expect(page.getByText('Suggestion approved and published!')).toBeVisible();

  // Resources: the create form's errors, an edit, and a bulk action with its confirmation.
  await page.getByRole('tab', { name: /^Resources/ }).click();
  await page.getByRole('button', { name: 'Create Resource' }).click();
  const create = page.getByRole('dialog', { name: 'Create Resource' });
  await create.getByRole('button', { name: 'Create Resource' }).click();
  await expect(create.getByText('Title is required')).toBeVisible();
  await expect(create.getByText('Category is required')).toBeVisible();
  await expectScreen(page, 'the Create Resource dialog with errors');
  await create.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search resources').fill(title);
  const list = page.getByRole('list', { name: 'Managed resources' });
  const card = list.locator(':scope > li').filter({ hasText: title });
  await expect(card).toContainText('Published');
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Resource' });
  await edit.getByLabel('Duration (optional)').fill('10 min');
  await expectScreen(page, 'the Edit Resource dialog');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Resource updated successfully!')).toBeVisible();

  await card.getByRole('checkbox', { name: `Select ${title}` }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Unpublish' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Unpublish 1 resource' });
  await expectScreen(page, 'the bulk unpublish confirmation');
  await confirm.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('1 resource unpublished successfully')).toBeVisible();
  await expect(card).toContainText('Draft');

  // Categories: create one, then delete it; analytics.
  const name = `Exam wellbeing ${stamp}`;
  await page.getByRole('tab', { name: /^Categories/ }).click();
  await expect(
    page.getByRole('list', { name: 'Resource categories' }).locator(':scope > li').first(),
  ).toBeVisible();
  await expectScreen(page, 'the resource categories');
  await page.getByRole('button', { name: 'Create Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Category' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully!')).toBeVisible();
  const category = page
    .getByRole('list', { name: 'Resource categories' })
    .locator(':scope > li')
    .filter({ hasText: name });
  await expect(category).toContainText('0 resources');
  await category.getByRole('button', { name: `Delete category ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Category' })
    .getByRole('button', { name: 'Delete Category' })
    .click();
  await expect(page.getByText('Category deleted successfully!')).toBeVisible();
  await expect(category).toHaveCount(0);

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('group', { name: 'Published', exact: true })).toBeVisible();
  await expectScreen(page, 'the resource analytics');
});
