import { expectScreen } from '../support/axe';
import { expectPhoneScreenByKeyboard, tabAndPress, tabTo } from '../support/keyboard';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

// Each screen and dialog is checked with axe-core and at 390 px, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const PDF_HEAD = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
const twoMegabytePdf = () => Buffer.concat([Buffer.from(PDF_HEAD), Buffer.alloc(2 * 1024 * 1024, 0x20)]);

test('an admin lowers the max file size and turns on maintenance mode; a student feels both', async ({
  page,
  browser,
}) => {
  await signInAsDemo(page, 'Admin', '/admin-settings');
  await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
  await expectScreen(page, 'the System Settings screen');
  const save = page.getByRole('button', { name: 'Save changes' });

  try {
    // A bad value is refused with the setting's message, nothing is sent.
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.getByLabel('Max file size (MB)').fill('0');
    await save.click();
    await expect(
      page.getByText('Max file size must be a whole number of MB from 1 to 50').first(),
    ).toBeVisible();
    await expectScreen(page, 'the Advanced tab with an error');

    await page.getByLabel('Max file size (MB)').fill('1');
    await save.click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    // The next save's toast must be the only one on screen.
    await expect(page.getByText('Settings saved')).toHaveCount(0);

    const student = await (await browser.newContext()).newPage();
    await signInAsDemo(student, 'Student', '/submit-ticket');
    await expect(student.getByText('Up to 5 files, 1MB each', { exact: false })).toBeVisible();
    await student.getByLabel(/Attach files/).setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: twoMegabytePdf(),
    });
    await expect(student.getByText('File "scan.pdf" exceeds 1MB limit')).toBeVisible();
    await expectScreen(student, 'the Submit a Ticket screen refusing a file over the new limit');

    // The support phone and e-mail become the Help Center's Call Support and Email Us tiles.
    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByLabel('Support phone').fill('+1 (555) 010-2000');
    await page.getByLabel('Support e-mail').fill('help@northfield.edu');
    await save.click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    // The next save's toast must be the only one on screen.
    await expect(page.getByText('Settings saved')).toHaveCount(0);
    await student.goto('/help');
    const tiles = student.getByRole('list', { name: 'Quick help' });
    await expect(tiles.getByRole('link', { name: /Call Support/ })).toHaveAttribute(
      'href',
      'tel:+15550102000',
    );
    await expect(tiles.getByRole('link', { name: /Email Us/ })).toHaveAttribute(
      'href',
      'mailto:help@northfield.edu',
    );
    await expectScreen(student, 'the Help Center with the support tiles');

    // Maintenance mode: the student sees the maintenance page at the next call; the admin keeps working.
    await page.getByLabel('Maintenance mode').check();
    await save.click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await student.goto('/tickets');
    await expect(
      student.getByRole('heading', { name: 'The hub is under maintenance', level: 1 }),
    ).toBeVisible();
    await expect(student.getByRole('button', { name: 'Crisis Support' })).toBeVisible();
    await expectScreen(student, 'the maintenance page');

    await page.goto('/admin-tickets');
    await expect(page.getByRole('heading', { name: 'The hub is under maintenance' })).toHaveCount(0);
    await page.goto('/admin-settings');

    // Reset, after a confirmation, puts everything back.
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset every setting?' });
    await expectScreen(page, 'the reset confirmation');
    await dialog.getByRole('button', { name: 'Reset settings' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Settings reset to defaults')).toBeVisible();

    await student.getByRole('button', { name: 'Check again' }).click();
    await expect(student.getByRole('heading', { name: 'The hub is under maintenance' })).toHaveCount(0);
  } finally {
    // Other journeys of this worker share its server: leave the defaults behind.
    await page.request.post('/api/admin/settings/reset', { headers: { origin: new URL(page.url()).origin } });
  }
});

test('an admin changes a setting with the keyboard alone', async ({ page }) => {
  await signInAsDemo(page, 'Admin', '/admin-settings');
  await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
  try {
    const general = page.getByRole('tab', { name: 'General' });
    await tabTo(page, general);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Security' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Not in effect yet.', { exact: false }).first()).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(general).toHaveAttribute('aria-selected', 'true');
    const siteName = page.getByLabel('Site name');
    await tabTo(page, siteName);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Northfield Support Hub');
    await tabAndPress(page, page.getByRole('button', { name: 'Save changes' }));
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expectPhoneScreenByKeyboard(page, 'the System Settings screen');
  } finally {
    await page.request.post('/api/admin/settings/reset', { headers: { origin: new URL(page.url()).origin } });
  }
});

test('an admin backs up the hub, downloads the backup and restores it', async ({ page }) => {
  await signInAsDemo(page, 'Admin', '/admin-settings');
  await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Advanced' }).click();
  await expect(page.getByLabel('Backup frequency')).toHaveValue('daily');
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText(/^Backup hub-.* created$/)).toBeVisible();
  const backups = page.getByRole('list', { name: 'Backups' });
  await expect(backups.getByRole('listitem').first()).toBeVisible();
  await expectScreen(page, 'the Advanced tab with a backup listed');

  const download = page.waitForEvent('download');
  await backups
    .getByRole('link', { name: /Download the backup of/ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/^hub-\d{8}T\d{6}Z(-\d+)?\.sqlite$/);

  await backups
    .getByRole('button', { name: /Restore the backup of/ })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this backup?' });
  await expect(dialog.getByRole('button', { name: 'Restore' })).toBeDisabled();
  await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
  await expectScreen(page, 'the restore confirmation');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/^Restored hub-/)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The Integrations tab shows what the hub is really connected to, the backup just taken included.
  await page.getByRole('tab', { name: 'Integrations' }).click();
  const card = (name: string) => page.getByRole('listitem', { name, exact: true });
  await expect(card('Database')).toContainText('Connected');
  await expect(card('Database')).toContainText(/SQLite \d/);
  await expect(card('E-mail (SMTP)')).toContainText('Not configured');
  await expect(card('Backups')).toContainText('Connected');
  await expect(card('Backups')).toContainText(/Last backup \d{4}-/);
  await expect(card('SMS')).toContainText('Not configured');
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText(/^Checked /)).toBeVisible();
  await expectScreen(page, 'the Integrations tab');
});

test('an admin previews the data clean-up and runs it after typing DELETE', async ({ page }) => {
  await signInAsDemo(page, 'Admin', '/admin-settings');
  await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Advanced' }).click();
  await expect(page.getByLabel('Data retention (days)')).toHaveValue('365');
  await page.getByRole('button', { name: 'Preview clean-up' }).click();
  const counts = page.getByRole('list', { name: 'What the clean-up would remove' });
  await expect(counts.getByRole('listitem')).toHaveCount(7);
  await expect(counts.getByText(/finished tickets to anonymize/)).toBeVisible();
  await expectScreen(page, 'the Advanced tab with the clean-up preview');

  await page.getByRole('button', { name: 'Run clean-up now' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Run the clean-up now?' });
  await expect(dialog.getByRole('button', { name: 'Run clean-up' })).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expectScreen(page, 'the clean-up confirmation');
  await dialog.getByRole('button', { name: 'Run clean-up' }).click();
  await expect(page.getByText(/^Clean-up done: /)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
