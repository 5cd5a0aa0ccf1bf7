import { expect, type Locator } from '@playwright/test';

/**
 * Picks one choice of the daily check-in (a radio inside its label: the emoji and words, or the number) by
 * clicking the label as a person does, and checks that exactly that choice is taken.
 */
export async function chooseCheckIn(form: Locator, group: string, label: string): Promise<void> {
  const radios = form.getByRole('group', { name: group });
  await radios
    .locator('label')
    .filter({ hasText: new RegExp(`^\\D*${label}$`) })
    .click();
  await expect(radios.getByRole('radio', { name: label, exact: true })).toBeChecked();
}
