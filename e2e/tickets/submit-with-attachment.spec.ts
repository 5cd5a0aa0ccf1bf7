import { readFile } from 'node:fs/promises';
import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';
import { createTicket } from '../support/tickets';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test('a student submits a ticket with a PDF, finds it in their list and downloads the file', async ({
  page,
}) => {
  const subject = `Transcript copy for scholarship ${Date.now()}`;
  await signInAsDemo(page, 'Student', '/submit-ticket');
  await expect(page.getByRole('heading', { name: 'Submit a Ticket', level: 1 })).toBeVisible();
  await expectScreen(page, 'the Submit a Ticket screen');

  const submit = page.getByRole('button', { name: 'Submit Ticket' });
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Academic Support' });
  await page.getByLabel('Description', { exact: true }).fill('Too short');
  await expect(submit).toBeDisabled();
  await page
    .getByLabel('Description', { exact: true })
    .fill('I need an official copy of my transcript for a scholarship application due next week.');
  await page.getByLabel(/Attach files/).setInputFiles({
    name: 'transcript.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('list', { name: 'Selected files' }).getByText('transcript.pdf')).toBeVisible();
  await expect(page.getByText('(Auto-set to Urgent)')).toHaveCount(0);
  await expectScreen(page, 'the Submit a Ticket screen with a file chosen');

  await submit.click();
  await expect(page.getByRole('heading', { name: 'Ticket Submitted Successfully', level: 1 })).toBeVisible();
  await expect(page.getByText('Ticket created successfully', { exact: true })).toBeVisible();
  await expect(page.getByText(/Redirecting to your tickets in \d+ seconds/)).toBeVisible();
  await expectScreen(page, 'the ticket submitted screen');

  await page.getByRole('link', { name: 'View All Tickets' }).click();
  await expect(page.getByRole('heading', { name: 'My Support Tickets', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: subject });
  await expect(card).toBeVisible();
  await expect(card.getByText('Open')).toBeVisible();
  await expectScreen(page, 'My Support Tickets');

  await card.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/\/tickets\/\d+-academic-support-transcript-copy-for-scholarship/);
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText('1 message', { exact: true })).toBeVisible();
  await expect(page.getByText('No responses yet')).toBeVisible();
  await expectScreen(page, 'the new ticket');

  const downloadButton = page.getByRole('button', { name: 'Download transcript.pdf' });
  const downloadEvent = page.waitForEvent('download');
  await downloadButton.click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('transcript.pdf');
  const saved = await readFile(await download.path());
  expect(saved.subarray(0, 8).toString()).toBe('%PDF-1.4');
  // The button stays disabled for 2 seconds after the download ends, then comes back.
  await expect(page.getByRole('button', { name: /transcript\.pdf/ })).toBeDisabled();
  await expect(downloadButton).toBeEnabled({ timeout: 5000 });
});

test('the student dashboard lists the latest tickets and their figures', async ({ page }) => {
  const subject = `Wi-Fi drops in the library ${Date.now()}`;
  await signInAsDemo(page, 'Student', '/');
  await createTicket(page, {
    subject,
    description: 'The campus Wi-Fi disconnects every few minutes on the library second floor.',
    category: 'Technical Support',
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Ticket summary' });
  await expect(summary.getByText('Total Tickets')).toBeVisible();
  await expect(summary.getByText('Not available yet')).toHaveCount(0);
  await expectScreen(page, 'the student dashboard');
});

test('the submit form explains what is wrong and returns to the list 10 seconds after success', async ({
  page,
}) => {
  await page.clock.install();
  await signInAsDemo(page, 'Student', '/submit-ticket');
  const submit = page.getByRole('button', { name: 'Submit Ticket' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Subject', { exact: true }).fill('Help');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Career Guidance' });
  await page
    .getByLabel('Description', { exact: true })
    .fill('Could someone review my CV before the career fair?');
  await expect(page.getByText('50/5000')).toBeVisible();
  await submit.click();
  await expect(page.getByText('Subject must be at least 5 characters long')).toBeVisible();
  await expectScreen(page, 'the Submit a Ticket screen with its errors');

  const files = page.getByLabel(/Attach files/);
  await files.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText('File "setup.exe" has a potentially dangerous file extension')).toBeVisible();
  await files.setInputFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
  await expect(page.getByText('File "empty.txt" is empty')).toBeVisible();
  await expectScreen(page, 'the Submit a Ticket screen refusing a file');
  await files.setInputFiles({
    name: 'cv-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Draft CV notes'),
  });
  const chosen = page.getByRole('list', { name: 'Selected files' });
  await expect(chosen.getByText('cv-notes.txt')).toBeVisible();
  await chosen.getByRole('button', { name: 'Remove cv-notes.txt' }).click();
  await expect(chosen).toHaveCount(0);

  await page.getByLabel('Subject', { exact: true }).fill('CV review before the career fair');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Ticket Submitted Successfully', level: 1 })).toBeVisible();
  await expect(page.getByText('Redirecting to your tickets in 10 seconds...')).toBeVisible();
  await expectScreen(page, 'the ticket submitted screen counting down');
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('heading', { name: 'My Support Tickets', level: 1 })).toBeVisible();
});
