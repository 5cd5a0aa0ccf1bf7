import { expectScreen } from '../support/axe';
import { signInWithPassword } from '../support/session';
import { expect, test } from '../support/test';

const wifi = /How do I connect to the campus wifi \(eduroam\)\?/;

test('My bookmarks lists the FAQs a student bookmarked, and the User Guide tile opens the hub guide', async ({
  page,
}) => {
  // The second demo student: no other journey bookmarks with this account.
  await signInWithPassword(page, 'student2@university.edu', '/help');
  const tabs = page.getByRole('tablist', { name: 'Help Center sections' });

  await tabs.getByRole('tab', { name: 'My bookmarks' }).click();
  await expect(page.getByText('No bookmarks yet')).toBeVisible();
  await expectScreen(page, 'an empty My bookmarks');

  await tabs.getByRole('tab', { name: 'FAQs' }).click();
  const box = page.getByRole('combobox', { name: 'Search help articles' });
  await box.fill('eduroam');
  await box.press('Enter');
  const faqs = page.getByRole('list', { name: 'FAQs' });
  await faqs.getByRole('button', { name: wifi }).click();
  const item = faqs.getByRole('listitem').filter({ has: page.getByRole('button', { name: wifi }) });
  await item.getByRole('button', { name: 'Bookmark' }).click();
  await expect(item.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');

  await tabs.getByRole('tab', { name: 'My bookmarks' }).click();
  await expect(page.getByText('1 saved FAQ')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Bookmarked FAQs' });
  await saved.getByRole('button', { name: wifi }).click();
  await expect(saved.getByText(/Choose the network/)).toBeVisible();
  await expectScreen(page, 'My bookmarks with one FAQ open');

  // Removing the bookmark there keeps the answer in view until the list is shown again.
  await saved.getByRole('button', { name: 'Bookmark' }).click();
  await expect(saved.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
  await tabs.getByRole('tab', { name: 'FAQs' }).click();
  await tabs.getByRole('tab', { name: 'My bookmarks' }).click();
  await expect(page.getByText('No bookmarks yet')).toBeVisible();

  // User Guide: the FAQs about using the hub.
  await page.getByRole('button', { name: /User Guide/ }).click();
  await expect(tabs.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('navigation', { name: 'FAQ categories' })
      .getByRole('button', { name: /Using the Support Hub/ }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(
    page
      .getByRole('list', { name: 'FAQs' })
      .getByRole('button', { name: 'How do I submit a support ticket?' }),
  ).toBeVisible();
});

test('staff see no help assistant and no Live Chat tile', async ({ page }) => {
  await signInWithPassword(page, 'counselor@university.edu', '/help');
  await expect(page.getByRole('button', { name: /User Guide/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Live Chat/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Help assistant' })).toHaveCount(0);
});
