import { test as base } from '@playwright/test';
import { expectScreen } from './axe';

/**
 * Playwright's `test` with one automatic check: when a journey has passed, the screen it ends on must pass
 * the accessibility and 390 px gates too.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types a fixture that hands nothing to the test as void
export const test = base.extend<{ screenGate: void }>({
  screenGate: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus && testInfo.status === 'passed' && !page.isClosed())
        await expectScreen(page, `final screen of ${testInfo.title}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
