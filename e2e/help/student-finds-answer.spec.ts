import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

const question = /How do I connect to the campus wifi \(eduroam\)\?/;

test('a student searches with a typo, opens the answer, finds it helpful and bookmarks it', async ({
  page,
}) => {
  await signInAsDemo(page, 'Student', '/help');
  await expect(page.getByRole('heading', { name: 'Help Center', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+$/).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'FAQ categories' })).toContainText('All categories');
  await expectScreen(page, 'the Help Center');

  // Suggestions while typing: an accessible combobox, walked with the arrow keys.
  const box = page.getByRole('combobox', { name: 'Search help articles' });
  await box.fill('wifi');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  const suggested = suggestions.getByRole('option', { name: question });
  await expect(suggested).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(8);
  await expectScreen(page, 'the Help Center search suggestions');
  await box.press('Escape');
  await expect(suggestions).toBeHidden();

  // A typo is fixed, and the matched word is marked in the result.
  await box.fill('eduraom');
  await box.press('Enter');
  await expect(page.getByText('Showing results for “eduroam”.')).toBeVisible();
  const faqs = page.getByRole('list', { name: 'FAQs' });
  const open = faqs.getByRole('button', { name: question });
  await expect(open).toBeVisible();
  await expect(faqs.locator('mark', { hasText: /eduroam/i }).first()).toBeVisible();
  await expectScreen(page, 'the Help Center search results');

  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const item = faqs.getByRole('listitem').filter({ has: page.getByRole('button', { name: question }) });
  await expect(item.getByText(/Choose the network/)).toBeVisible();
  await expect(item.locator('strong', { hasText: 'eduroam' })).toBeVisible();
  await expect(item.getByRole('list', { name: 'Tags' })).toContainText('#wifi');
  await expectScreen(page, 'an open FAQ answer');

  // "Was this helpful?" Yes, with a comment.
  const feedback = item.getByRole('group', { name: 'Was this helpful?' });
  await feedback.getByRole('button', { name: 'Yes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Glad it helped' });
  await expect(dialog).toBeVisible();
  await expectScreen(page, 'the helpful feedback dialog');
  await dialog.getByLabel('Comment (optional)').fill('The Android settings fixed it for me.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(feedback.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(feedback.getByRole('button', { name: 'Yes' })).toBeDisabled();

  // Bookmark it.
  const bookmark = item.getByRole('button', { name: 'Bookmark' });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(page.getByText('FAQ bookmarked')).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expectScreen(page, 'the answer marked helpful and bookmarked');

  // Both are kept: a fresh visit shows them on the same answer.
  await page.reload();
  const again = page.getByRole('combobox', { name: 'Search help articles' });
  await again.fill('eduroam');
  await again.press('Enter');
  const reopened = page.getByRole('list', { name: 'FAQs' }).getByRole('button', { name: question });
  await reopened.click();
  const kept = page
    .getByRole('list', { name: 'FAQs' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: question }) });
  await expect(kept.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
  await expect(kept.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(kept.getByText(/found this helpful/)).toBeVisible();
});

test('the keyboard picks a suggested question; "No" asks why, with the reasons listed', async ({ page }) => {
  await signInAsDemo(page, 'Student', '/help');
  const box = page.getByRole('combobox', { name: 'Search help articles' });
  await box.fill('password');
  const target = page
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('option', { name: /forgot my university password/ });
  await expect(target).toBeVisible();
  for (let n = 0; n < 8 && (await target.getAttribute('aria-selected')) !== 'true'; n++)
    await box.press('ArrowDown');
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await target.getAttribute('id')) ?? '');
  await box.press('Enter');

  const faqs = page.getByRole('list', { name: 'FAQs' });
  const open = faqs.getByRole('button', { name: /forgot my university password/ });
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const item = faqs
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /forgot my university password/ }) });
  await expect(item.getByText(/password\.university\.edu/).first()).toBeVisible();
  await item.getByRole('group', { name: 'Was this helpful?' }).getByRole('button', { name: 'No' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sorry it did not help' });
  await expect(dialog).toBeVisible();
  const reasons = dialog.getByRole('group', { name: 'What was wrong? (optional)' });
  await expect(reasons.getByRole('radio')).toHaveCount(4);
  await reasons.getByRole('radio', { name: 'The answer is unclear' }).check();
  await expectScreen(page, 'the not helpful feedback dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
