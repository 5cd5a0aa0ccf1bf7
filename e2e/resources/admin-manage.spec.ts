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
