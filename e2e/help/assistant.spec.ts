import { expectScreen } from '../support/axe';
import { expectFocusVisible, tabTo } from '../support/keyboard';
import { expectLoginScreen, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

const wifi = /How do I connect to the campus wifi \(eduroam\)\?/;

test('a student asks the help assistant, follows the FAQ it found, and the Help Center opens that answer', async ({
  page,
}) => {
  await signInAsDemo(page, 'Student', '/dashboard');
  const launcher = page.getByRole('button', { name: 'Help assistant' });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: /Help assistant/ });
  await expect(panel).toBeVisible();
  // Plainly an automated search, never a person; the emergency numbers are in reach from the start.
  await expect(panel.getByText('Automated', { exact: true })).toBeVisible();
  await expect(panel.getByText(/not a person/).first()).toBeVisible();
  await expect(panel.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
  const quick = panel.getByRole('group', { name: 'Quick actions' });
  await expect(quick.getByRole('button')).toHaveText(['Book appointment', 'Submit ticket', 'FAQ help']);
  const box = panel.getByRole('textbox', { name: 'Your question' });
  await expect(box).toBeFocused();
  await expectScreen(page, 'the open help assistant');

  // Blank input is never sent.
  await box.fill('   ');
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();

  // Booking leads to My Appointments, with the counseling page beside it.
  await quick.getByRole('button', { name: 'Book appointment' }).click();
  const log = panel.getByRole('log', { name: 'Conversation with the help assistant' });
  await expect(log.getByText(/You can book a counseling session in My Appointments/)).toBeVisible();
  await expect(log.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
    'href',
    '/appointments',
  );
  await expect(log.getByRole('link', { name: 'Ways to reach a counselor' })).toHaveAttribute(
    'href',
    '/counseling',
  );

  await box.fill('How do I connect my laptop to eduroam?');
  await box.press('Enter');
  await expect(log.getByText('How do I connect my laptop to eduroam?')).toBeVisible();
  const answers = log.getByRole('list', { name: 'Help Center answers' });
  const faqLink = answers.getByRole('link', { name: wifi });
  await expect(faqLink).toBeVisible();
  await expect(answers.locator('mark', { hasText: /eduroam/i }).first()).toBeVisible();
  await expectScreen(page, 'the help assistant with a found answer');

  await faqLink.click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/help\?faq=\d+$/);
  await expect(page.getByRole('heading', { name: 'The answer you opened' })).toBeFocused();
  const linked = page.getByRole('list', { name: 'Linked FAQ' });
  await expect(linked.getByRole('button', { name: wifi })).toHaveAttribute('aria-expanded', 'true');
  await expect(linked.getByText(/Choose the network/)).toBeVisible();
  await expectScreen(page, 'the Help Center opened at one FAQ');

  // The conversation is still there when the assistant opens again (this tab only).
  await page.getByRole('button', { name: 'Live Chat' }).click();
  await expect(panel.getByText('How do I connect my laptop to eduroam?')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Live Chat' })).toBeFocused();

  await page.getByRole('button', { name: 'Show all FAQs' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: 'The answer you opened' })).toHaveCount(0);
});

test('crisis wording shows 911, 988 and 741741 at once, and the urgent ticket opens prefilled for the student to confirm', async ({
  page,
}) => {
  await signInAsDemo(page, 'Student', '/help');
  await page.getByRole('button', { name: 'Help assistant' }).click();
  const panel = page.getByRole('dialog', { name: /Help assistant/ });
  const message = 'I want to kill myself tonight, I have the pills ready';
  await panel.getByRole('textbox', { name: 'Your question' }).fill(message);
  await panel.getByRole('button', { name: 'Send' }).click();

  const log = panel.getByRole('log');
  await expect(log.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(log.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
  await expect(log.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
    'href',
    'sms:741741?&body=HOME',
  );
  await expect(log.getByText(/you do not have to face it alone/)).toBeVisible();
  await expect(log.getByRole('list', { name: 'Help Center answers' })).toHaveCount(0);
  await expectScreen(page, 'the help assistant answering crisis wording');

  await log.getByRole('link', { name: 'Open an urgent ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Submit a Ticket', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/submit-ticket\?priority=Urgent$/);
  await expect(page.getByText(/Filled in from what you wrote to the help assistant/)).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue(message);
  await expect(page.getByLabel('Description')).toHaveValue(message);
  await expect(page.getByLabel(/^Priority/)).toHaveValue('Urgent');
  // Nothing is sent until the student confirms.
  await expect(page.getByRole('button', { name: 'Submit Ticket' })).toBeVisible();
  await expectScreen(page, 'the submit form prefilled from the help assistant');

  // The conversation ends with the session: after Logout and a new sign-in it is gone from this tab.
  expect(await page.evaluate(() => sessionStorage.getItem('hub.assistant.conversation'))).toContain('pills');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectLoginScreen(page);
  expect(await page.evaluate(() => sessionStorage.getItem('hub.assistant.conversation'))).toBeNull();
  await page.getByRole('button', { name: 'Student', exact: true }).click();
  await page.getByRole('button', { name: 'Help assistant' }).click();
  await expect(panel.getByText(/Hello\. I am an automated help search/)).toBeVisible();
  await expect(panel.getByText(message)).toHaveCount(0);
});

test('the help assistant by keyboard alone on a phone: open, ask, follow the answer, Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page, 'Student', '/dashboard');
  const launcher = page.getByRole('button', { name: 'Help assistant' });
  // The button comes after the page in the tab order.
  await tabTo(page, launcher, { max: 80 });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: /Help assistant/ });
  await expect(panel).toBeVisible();
  const box = panel.getByRole('textbox', { name: 'Your question' });
  await expect(box).toBeFocused();
  await expectFocusVisible(page);
  await expectScreen(page, 'the help assistant on a phone');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();

  await page.keyboard.type('when can I retake an exam I failed');
  await page.keyboard.press('Enter');
  const link = panel.getByRole('list', { name: 'Help Center answers' }).getByRole('link').first();
  await expect(link).toBeVisible();
  await tabTo(page, link, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { name: 'The answer you opened' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Linked FAQ' }).getByRole('button').first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
