import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** The WCAG 2.2 A and AA rules axe knows (2.0, 2.1 and 2.2 tags). */
const axeSource = axe.source;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe-core on what the page shows now (a screen, or a screen with its open dialog) and fails on any
 * WCAG 2.2 A or AA violation, naming each rule and the first elements it found.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // axe is put into the page once and kept there: the app changes screens without reloading, so most checks
  // only run it (AxeBuilder would inject its half-megabyte script into every frame before every run).
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) =>
          results.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
          })),
        ),
    WCAG_TAGS,
  );
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.targets.join(' | ')}`);
  expect(found, `accessibility violations on ${what}`).toEqual([]);
}

/**
 * Fails when the page scrolls sideways at its current width (a 390 px phone in the phone journeys). The width
 * is read again for up to 3 seconds, so a layout still settling after a resize is not taken for an overflow;
 * one that stays too wide fails with its width.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: `sideways scrolling on ${what}`, timeout: 3000, intervals: [100, 250, 500] },
    )
    .toBeLessThanOrEqual(0);
}

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Resolves after the browser has painted twice, so a resize has been laid out (and re-rendered). */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  // Let finite transitions (the sidebar's padding and width, a panel sliding in) end before measuring.
  // A paused or endless animation (a spinner, a pulsing badge) is not waited for, and no wait passes 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/**
 * Screens this test worker has already seen pass the gate, by their exact markup and viewport. The same markup
 * at the same size lays out and reads the same, so scanning it again could only repeat the same answer (a
 * journey often ends on the screen it last checked, and sign-in or dashboards recur across journeys).
 */
const passedScreens = new Set<string>();

async function screenFingerprint(page: Page): Promise<string> {
  const markup = await page.evaluate(
    () => `${window.innerWidth}x${window.innerHeight}|${document.documentElement.outerHTML}`,
  );
  return createHash('sha256').update(markup).digest('hex');
}

/**
 * The gate every journey passes on each screen and open dialog it visits: no WCAG 2.2 A or AA violation at
 * the current size, and no sideways scrolling on a 390 px phone (the size the page had is restored after).
 */
export async function expectScreen(page: Page, what: string): Promise<void> {
  const started = Date.now();
  try {
    await gate(page, what);
  } finally {
    if (process.env.E2E_GATE_STATS) process.stderr.write(`gate: ${Date.now() - started} ms: ${what}\n`);
  }
}

async function gate(page: Page, what: string): Promise<void> {
  // A list still refreshing shows its old rows faded (aria-busy), and a search box holding typed text not yet
  // sent (data-search-pending) is about to fade it: wait for the answer (up to 10 s) so the settled screen is
  // measured, not the fade.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-search-pending]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  // Half-faded content (a toast or dialog still fading in) would be measured at a false contrast.
  await nextFrames(page);
  const fingerprint = await screenFingerprint(page);
  if (passedScreens.has(fingerprint)) {
    if (process.env.E2E_GATE_STATS) process.stderr.write(`gate: same screen already checked: ${what}\n`);
    return;
  }
  await expectAccessible(page, what);
  const previous = page.viewportSize();
  if (previous?.width === PHONE_VIEWPORT.width && previous.height === PHONE_VIEWPORT.height) {
    await nextFrames(page);
    await expectNoSidewaysScroll(page, `${what} at 390 px`);
    passedScreens.add(fingerprint);
    return;
  }
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await nextFrames(page);
    await expectNoSidewaysScroll(page, `${what} at 390 px`);
    passedScreens.add(fingerprint);
  } finally {
    if (previous) {
      await page.setViewportSize(previous);
      await nextFrames(page);
    }
  }
}
