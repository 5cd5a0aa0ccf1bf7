import { expectScreen, PHONE_VIEWPORT } from '../support/axe';
import { signInWithPassword } from '../support/session';
import { expect, test } from '../support/test';

test('a phone session: the number to call, the running timer and the chat, no camera; the counselor ends it', async ({
  page,
  browser,
  baseURL,
}) => {
  // The demo seeds Sofía García's phone session with Dr. James Wilson, started 3 minutes before the seed.
  const counselor = page;
  const studentContext = await browser.newContext({ baseURL, viewport: PHONE_VIEWPORT });
  const student = await studentContext.newPage();
  try {
    await signInWithPassword(student, 'sofia.garcia@university.edu', '/appointments');
    await student
      .getByRole('link', { name: /^Join Session/ })
      .first()
      .click();
    await expect(student).toHaveURL(/\/appointments\/\d+\/room$/);
    await expect(
      student.getByRole('heading', { name: 'Session with Dr. James Wilson', level: 1 }),
    ).toBeVisible();
    await expect(student.getByText(/You are in the waiting room/)).toBeVisible();
    await expect(student.getByRole('link', { name: /^Call 988/ })).toHaveAttribute('href', 'tel:988');

    await signInWithPassword(counselor, 'james.wilson@university.edu', '/appointments');
    await counselor
      .getByRole('link', { name: /^Join Session/ })
      .first()
      .click();
    await expect(
      counselor.getByRole('heading', { name: /^Session with Sofía García/, level: 1 }),
    ).toBeVisible();
    await counselor.getByRole('button', { name: /^Admit / }).click();

    // No call, no camera: the number on record (the student's) for both, a tel: link for the counselor who
    // dials it, and the running timer.
    for (const side of [counselor, student]) {
      await expect(side.getByRole('timer', { name: 'Session time' })).toHaveText(/^\d\d:\d\d$/);
      await expect(side.getByRole('region', { name: 'Video call' })).toHaveCount(0);
      await expect(side.getByRole('button', { name: 'End Session' })).toBeVisible();
    }
    await expect(student.getByText('Dr. James Wilson will call you at')).toBeVisible();
    await expect(student.getByText('555-0193')).toBeVisible();
    await expect(counselor.getByText(/^Call Sofía García at/)).toBeVisible();
    await expect(counselor.getByRole('link', { name: 'Call 555-0193' })).toHaveAttribute('href', /^tel:/);
    await expectScreen(student, 'the student in a phone session at 390 px');

    // The chat beside the call: stored and shown on both sides.
    const box = student.getByRole('textbox', { name: 'Message' });
    await box.fill('I am ready when you are.');
    await box.press('Enter');
    await expect(
      counselor.getByRole('region', { name: 'Messages' }).getByText('I am ready when you are.'),
    ).toBeVisible();
    await expectScreen(counselor, 'the counselor in a phone session');

    // The counselor ends it; both sides see the end.
    await counselor.getByRole('button', { name: 'End Session' }).click();
    await expect(counselor.getByRole('heading', { name: 'The session has ended' })).toBeVisible();
    await expect(student.getByRole('heading', { name: 'The session has ended' })).toBeVisible();
  } finally {
    await studentContext.close();
  }
});
