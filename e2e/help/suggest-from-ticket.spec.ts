import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

test('a counselor turns a resolved ticket into an FAQ suggestion, prefilled from the ticket', async ({
  page,
  browser,
}) => {
  await signInAsDemo(page, 'Counselor', '/tickets');
  // A resolved ticket the counselor may open, with a staff reply (the demo history has several).
  const listed = await page.request.get('/api/tickets?status=Resolved&per_page=50');
  expect(listed.status()).toBe(200);
  const tickets = ((await listed.json()) as { data: { tickets: { id: number; subject: string }[] } }).data
    .tickets;
  let chosen: { id: number; subject: string; answer: string } | undefined;
  for (const ticket of tickets) {
    const draft = await page.request.get(`/api/help/suggestions/from-ticket/${ticket.id}`);
    if (draft.status() !== 200) continue;
    const { answer } = ((await draft.json()) as { data: { draft: { answer: string } } }).data.draft;
    if (answer.length >= 20) {
      chosen = { ...ticket, answer };
      break;
    }
  }
  expect(chosen, 'a resolved demo ticket with a staff answer').toBeDefined();
  if (!chosen) return;

  await page.goto(`/tickets/${chosen.id}`);
  const card = page.getByRole('region', { name: 'Help Center' });
  await card.getByRole('button', { name: 'Suggest as FAQ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest FAQ Content' });
  await expect(dialog.getByText('remove names and any personal details', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Question')).toHaveValue(chosen.subject);
  await expect(dialog.getByLabel('Answer')).toHaveValue(chosen.answer);
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  const question = `How do I sort this out? (from ticket ${chosen.id})`;
  await dialog.getByLabel('Question').fill(question);
  await expectScreen(page, 'the FAQ suggestion started from a ticket');
  await dialog.getByRole('button', { name: 'Submit suggestion' }).click();
  await expect(
    page.getByText('Content suggestion submitted successfully! It will be reviewed by administrators.'),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // It waits in the admins' review queue.
  const admin = await (await browser.newContext()).newPage();
  await signInAsDemo(admin, 'Admin', '/admin-help');
  await admin.getByRole('tab', { name: /Suggestions/ }).click();
  await admin.getByLabel('Search suggestions').fill(`from ticket ${chosen.id}`);
  await expect(admin.getByRole('list', { name: 'Suggestions' }).getByRole('listitem')).toHaveCount(1);
});
