import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

test('a student filters, opens, rates and bookmarks a resource and finds it under My Bookmarks', async ({
  page,
  context,
}) => {
  // Resources link to the open web: the new tab gets a stand-in page instead of leaving the test machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Resource</title><h1>Resource</h1>',
    }),
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsDemo(page, 'Student', '/resources');
  await expect(page.getByRole('heading', { name: 'Resource Library', level: 1 })).toBeVisible();
  await expect(page.getByText('Comprehensive collection of mental health resources')).toBeVisible();
  const resources = page.getByRole('list', { name: 'Resources', exact: true });
  await expect(resources.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Resources' })).toBeVisible();
  await expectScreen(page, 'the Resource Library');

  // Filter: videos only, then the list view.
  await page.getByLabel('Type').selectOption('video');
  await expect(page.getByText(/^\d+ total resources$/)).toBeVisible();
  const cards = resources.locator(':scope > li');
  await expect(cards.first()).toContainText('Video');
  await expect(cards.filter({ hasNotText: 'Video' })).toHaveCount(0);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expectScreen(page, 'the library filtered to videos, as a list');

  // Open the first video's details.
  const first = cards.first();
  const title = ((await first.getByRole('heading').textContent()) ?? '').trim();
  expect(title.length).toBeGreaterThan(4);
  await first.getByRole('button', { name: title, exact: true }).click();
  const details = page.getByRole('dialog', { name: title, exact: true });
  await expect(details.getByRole('heading', { name: 'About the Author' })).toBeVisible();
  await expectScreen(page, 'the resource details');

  // Access Resource: a new tab, opened without a way back to the hub, and the view is counted.
  const access = details.getByRole('link', { name: /^Access Resource/ });
  await expect(access).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(access).toHaveAttribute('href', /^https?:\/\//);
  const views = details.locator('dt', { hasText: /^Views$/ }).locator('xpath=following-sibling::dd');
  const before = Number((await views.textContent()) ?? '0');
  const popup = context.waitForEvent('page');
  await access.click();
  const tab = await popup;
  await expect(page.getByText(new RegExp(`^(Opening ${title}|${title} download started)$`))).toBeVisible();
  await tab.close();
  if (before < 1000) await expect(views).not.toHaveText(String(before));

  // Rate it: the rating is required, then four stars, recommended, with a comment.
  await details.getByRole('button', { name: 'Rate', exact: true }).click();
  const rate = page.getByRole('dialog', { name: 'Rate Resource' });
  await rate.getByRole('button', { name: 'Submit' }).click();
  await expect(rate.getByText('Please select a rating')).toBeVisible();
  await expectScreen(page, 'the Rate Resource dialog with its error');
  await rate.getByText('4 Very Good').click();
  await rate.getByText('Recommend', { exact: true }).click();
  await rate.getByLabel('Comment (optional)').fill('Short and practical.');
  await expect(rate.getByText('20/300')).toBeVisible();
  await rate.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  const reopened = page.getByRole('dialog', { name: title, exact: true });
  await expect(reopened.getByText('Rated', { exact: true })).toBeVisible();
  await expect(reopened.getByText('4/5')).toBeVisible();
  await expect(reopened.getByText('Recommended', { exact: true })).toBeVisible();
  await reopened.getByRole('button', { name: 'Edit Rating' }).click();
  const update = page.getByRole('dialog', { name: 'Update Rating' });
  await expect(update.getByRole('button', { name: 'Update' })).toBeVisible();
  await expectScreen(page, 'the Update Rating dialog');
  await update.getByRole('button', { name: 'Cancel' }).click();

  // Bookmark it from the details.
  const bookmark = page
    .getByRole('dialog', { name: title, exact: true })
    .getByRole('button', { name: 'Bookmark' });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(page.getByText('Resource bookmarked!')).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // My Bookmarks holds it.
  await page.getByRole('tab', { name: 'My Bookmarks' }).click();
  await expect(page.getByRole('heading', { name: 'My Bookmarks' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Bookmarked resources' });
  const savedCard = saved.getByRole('listitem').filter({ hasText: title });
  await expect(savedCard).toHaveCount(1);
  await expect(savedCard).toContainText('Saved Just now');
  await expectScreen(page, 'My Bookmarks');
  // The server searches the bookmarks; Clear Filters brings them all back.
  await page.getByRole('searchbox', { name: 'Search bookmarks' }).fill('zzqx nothing like this');
  await expect(page.getByText('No matching bookmarks found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(savedCard).toHaveCount(1);

  // Share copies a link that opens the resource.
  await savedCard.getByRole('button', { name: `Share ${title}` }).click();
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/resources\?resource=\d+$/);
  await page.goto(link);
  await expect(page.getByRole('dialog', { name: title, exact: true })).toBeVisible();
  await expectScreen(page, 'a shared resource link');

  // Popular lists the resources by rating and by views.
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Popular' }).click();
  await expect(page.getByRole('heading', { name: 'Top Rated Resources' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Most Popular Resources' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectScreen(page, 'the Popular tab');
});
