import type { Page } from '@playwright/test';
import { expectScreen, PHONE_VIEWPORT } from '../support/axe';
import { tabAndPress } from '../support/keyboard';
import { signInWithPassword } from '../support/session';
import { expect, test } from '../support/test';

// Chromium's fake camera and microphone, accepted without a prompt: a real call between two browser contexts.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

/** The inbound bytes the call has received (from getStats, on the call region). */
async function inbound(page: Page): Promise<{ audio: number; video: number }> {
  const region = page.getByRole('region', { name: 'Video call' });
  return {
    audio: Number(await region.getAttribute('data-inbound-audio-bytes')),
    video: Number(await region.getAttribute('data-inbound-video-bytes')),
  };
}

/** Waits until both audio and video bytes have arrived and then grown again: media really flows. */
async function expectMediaFlowing(page: Page): Promise<void> {
  await expect.poll(async () => (await inbound(page)).video, { timeout: 30_000 }).toBeGreaterThan(0);
  const first = await inbound(page);
  await expect
    .poll(
      async () => {
        const now = await inbound(page);
        return now.video > first.video && now.audio > first.audio;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test('a student and a counselor hold a video session: waiting room, admission, call, chat and the end', async ({
  page,
  browser,
  baseURL,
}) => {
  // The demo seeds Liam O'Brien's video session with Dr. Amara Osei, started 2 minutes before the seed.
  const counselor = page;
  const studentContext = await browser.newContext({ baseURL });
  const student = await studentContext.newPage();
  try {
    await signInWithPassword(student, 'liam.obrien@university.edu', '/appointments');
    await student
      .getByRole('link', { name: /^Join Session/ })
      .first()
      .click();
    await expect(student).toHaveURL(/\/appointments\/\d+\/room$/);
    await expect(
      student.getByRole('heading', { name: 'Session with Dr. Amara Osei', level: 1 }),
    ).toBeVisible();
    await expect(student.getByText(/You are in the waiting room/)).toBeVisible();
    await expect(student.getByRole('link', { name: /^Call 988/ })).toHaveAttribute('href', 'tel:988');
    await expect(student.getByRole('link', { name: /^Emergency/ })).toHaveAttribute('href', 'tel:911');
    await expectScreen(student, 'the student in the waiting room');

    await signInWithPassword(counselor, 'amara.osei@university.edu', '/appointments');
    await counselor
      .getByRole('link', { name: /^Join Session/ })
      .first()
      .click();
    await expect(counselor.getByRole('heading', { name: /^Session with Liam O/, level: 1 })).toBeVisible();
    await expect(counselor.getByText(/is waiting\.$/)).toBeVisible();
    await expectScreen(counselor, 'the counselor’s waiting room with the student waiting');
    // Keyboard: the counselor tabs to Admit (a visible focus ring on every stop) and presses Enter.
    await tabAndPress(counselor, counselor.getByRole('button', { name: /^Admit / }));

    // Both sides connect; each receives the other's audio and video.
    for (const side of [counselor, student]) {
      await expect(side.getByRole('region', { name: 'Video call' })).toBeVisible();
      await expect(side.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(side.getByRole('timer', { name: 'Session time' })).toHaveText(/^\d\d:\d\d$/);
    }
    await expectMediaFlowing(counselor);
    await expectMediaFlowing(student);
    await expect(student.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();

    // Mute and camera are toggles, by keyboard too.
    const mute = student.getByRole('button', { name: 'Mute' });
    await tabAndPress(student, mute, 'Space');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');

    // The chat: stored and shown on both sides; Enter sends, Shift+Enter adds a line.
    await counselor.getByRole('button', { name: 'Chat' }).click();
    await student.getByRole('button', { name: 'Chat' }).click();
    const box = counselor.getByRole('textbox', { name: 'Message' });
    await box.fill('Hello Liam, can you see and hear me?');
    await box.press('Enter');
    const studentMessages = student.getByRole('region', { name: 'Messages' });
    await expect(studentMessages.getByText('Hello Liam, can you see and hear me?')).toBeVisible();
    const reply = student.getByRole('textbox', { name: 'Message' });
    await reply.fill('Yes, clearly.');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('Thank you.');
    await reply.press('Enter');
    const counselorMessages = counselor.getByRole('region', { name: 'Messages' });
    await expect(counselorMessages.getByText(/Yes, clearly\.\s+Thank you\./)).toBeVisible();
    await expect(counselor.getByText('Confidential')).toBeVisible();
    await expectScreen(student, 'the student in the video session with the chat open');
    await expectScreen(counselor, 'the counselor in the video session with the chat open');

    // A page reloaded mid-session (a dropped tab, a new network) joins the call again by itself; the chat stays.
    await student.reload();
    await expect(student.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectMediaFlowing(student);
    await expect(counselor.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
    await student.getByRole('button', { name: 'Chat' }).click();
    await expect(studentMessages.getByText('Hello Liam, can you see and hear me?')).toBeVisible();
    // So does the counselor's.
    await counselor.reload();
    await expect(counselor.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectMediaFlowing(counselor);
    await expectMediaFlowing(student);

    // Maximize fills the window; Escape brings the page back.
    const maximize = counselor.getByRole('button', { name: 'Maximize' });
    await maximize.click();
    await expect(maximize).toHaveAttribute('aria-pressed', 'true');
    await expectScreen(counselor, 'the counselor’s call maximized');
    await counselor.keyboard.press('Escape');
    await expect(maximize).toHaveAttribute('aria-pressed', 'false');

    // Settings: the camera and microphone of this browser.
    await student.getByRole('button', { name: 'Settings' }).click();
    const settings = student.getByRole('dialog', { name: 'Call settings' });
    await expect(settings.getByLabel('Microphone')).toBeVisible();
    await expect(settings.getByLabel('Camera')).toBeVisible();
    await expectScreen(student, 'the call settings');
    await settings.getByRole('button', { name: 'Done' }).click();

    // A 390 px phone: the call, its controls and the chat still fit.
    await student.setViewportSize(PHONE_VIEWPORT);
    await expect(student.getByRole('button', { name: 'End Session' })).toBeVisible();

    // The student ends the session; the counselor sees that it ended and marks attendance.
    await student.getByRole('button', { name: 'End Session' }).click();
    await expect(student.getByRole('heading', { name: 'The session has ended' })).toBeVisible();
    await expect(counselor.getByRole('heading', { name: 'The session has ended' })).toBeVisible();
    await expect(counselor.getByText(/ended the session/)).toBeVisible();
    await expectScreen(counselor, 'the counselor after the session ended');
    await counselor.getByRole('button', { name: 'Mark attended' }).click();
    await expect(counselor.getByText('Attendance recorded: attended.')).toBeVisible();

    // The student is offered the rating as soon as the session is marked held.
    await expect(student.getByRole('button', { name: 'Rate this session' })).toBeVisible({ timeout: 20_000 });
    await expectScreen(student, 'the student after the session ended');
  } finally {
    await studentContext.close();
  }
});
