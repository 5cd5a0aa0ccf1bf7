import { expectScreen } from '../support/axe';
import { signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

test('a student rates their held session; the counselor sees the rating on the dashboard and the card', async ({
  page,
}) => {
  await signInAsDemo(page, 'Student', '/appointments');
  await page.getByRole('tab', { name: 'Completed' }).click();
  // The demo's held session with the demo counselor, rated by the demo seed.
  const held = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Update rating/ }) });
  await expect(held.first()).toBeVisible();
  await held
    .first()
    .getByRole('button', { name: /^Update rating/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Update rating' });
  await expect(dialog.getByRole('radio', { name: '5 Excellent' })).toBeChecked();
  await expectScreen(page, 'the Update rating dialog');

  // Keyboard: the stars are one radio group.
  await dialog.getByRole('radio', { name: '5 Excellent' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: '4 Very Good' })).toBeChecked();
  await dialog
    .getByLabel('Comment (optional)')
    .fill('Useful plan for exam week, a little rushed at the end.');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rating updated').first()).toBeVisible();
  await expect(held.first()).toContainText('You rated this session 4 of 5 stars.');
  await expect(held.first().getByRole('button', { name: /^Update rating/ })).toBeVisible();

  // A 390 px phone: the card and the dialog still fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await held
    .first()
    .getByRole('button', { name: /^Update rating/ })
    .click();
  await expect(dialog.getByRole('radio', { name: '4 Very Good' })).toBeChecked();
  await expectScreen(page, 'the Update rating dialog on a phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsDemo(page, 'Counselor', '/dashboard');
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview.getByText(/^Session rating \(\d+ ratings?, all time\)$/)).toBeVisible();
  await expect(overview.getByText(/^\d\.\d \/ 5$/)).toBeVisible();
  await expectScreen(page, 'the counselor dashboard with the session rating');

  await page.goto('/appointments');
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByText('“Useful plan for exam week, a little rushed at the end.”')).toBeVisible();
});
