import { test as base, expect } from '@playwright/test';
import { expectScreen } from './axe';

/**
 * Playwright's `test` with the accessibility and phone gate on the last screen of every journey: when a test
 * has passed and its page is still open on the app, that screen must pass `expectScreen` too. Specs import
 * `test` and `expect` from here instead of from `@playwright/test`.
 */
export const test = base.extend<{ finalScreenGate: undefined }>({
  // Each worker has its own server (see playwright.config.ts), so journeys in parallel never share data.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? '3100') + testInfo.parallelIndex}`);
  },
  finalScreenGate: [
    async ({ page }, use, testInfo) => {
      // Each gate runs axe and a phone-width pass, so journeys get three times the usual time.
      testInfo.setTimeout(testInfo.timeout * 3);
      await use(undefined);
      if (testInfo.status !== 'passed' || page.isClosed() || !/^https?:/.test(page.url())) return;
      await expectScreen(page, `final screen of ${testInfo.title}`);
    },
    { auto: true },
  ],
});

export { expect };
