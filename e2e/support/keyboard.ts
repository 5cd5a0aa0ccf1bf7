import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, PHONE_VIEWPORT } from './axe';

interface FocusState {
  what: string;
  visible: boolean;
  inViewport: boolean;
  indicator: boolean;
}

/** What has focus now, and whether a sighted keyboard user can see it (a focus ring, inside the viewport). */
async function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== '' && style.boxShadow !== 'none';
    const box = el.getBoundingClientRect();
    const label =
      el.getAttribute('aria-label') ?? el.getAttribute('name') ?? (el.textContent ?? '').trim().slice(0, 40);
    return {
      what: `<${el.tagName.toLowerCase()}> "${label}"`,
      visible: box.width > 0 && box.height > 0,
      inViewport: box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth,
      indicator: outline || ring,
    };
  });
}

/**
 * Fails unless the focused element shows a focus indicator and lies inside the viewport. The browser scrolls a
 * focused element into view, and content still loading may move it once more, so the position is given a
 * few seconds to settle on a busy machine.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  let state = await focusState(page);
  for (let tries = 0; tries < 30 && state && !(state.visible && state.inViewport); tries += 1) {
    await page.waitForTimeout(100);
    state = await focusState(page);
  }
  expect(state, 'something has keyboard focus').not.toBeNull();
  if (!state) return;
  expect(state.indicator, `${state.what} shows a focus ring (outline or box-shadow)`).toBe(true);
  expect(state.visible && state.inViewport, `${state.what} is on screen when focused`).toBe(true);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking after every press that the
 * focus is visible. Fails when the target is not reached within `max` presses (a trap, or a wrong order).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    const focused = target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 });
    if (await focused.catch(() => false)) return;
  }
  throw new Error(`${target} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs to `target` and presses a key on it (Enter by default, Space for checkboxes and the like). */
export async function tabAndPress(
  page: Page,
  target: Locator,
  key = 'Enter',
  backwards = false,
): Promise<void> {
  await tabTo(page, target, { backwards });
  await page.keyboard.press(key);
}

/** Tabs to a field and types into it. */
export async function tabAndType(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * The final screen of a keyboard journey on a 390 px phone: it fits without sideways scrolling, and the
 * header's menu button is reached with Shift+Tab from where the journey left the focus, and opens the menu.
 */
export async function expectPhoneScreenByKeyboard(page: Page, what: string): Promise<void> {
  await page.setViewportSize(PHONE_VIEWPORT);
  // The content's left padding for the desktop sidebar eases away over 200 ms: judge the settled layout.
  await expect(() => expectNoSidewaysScroll(page, what)).toPass({ timeout: 2_000 });
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await tabAndPress(page, menuButton, 'Enter', true);
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expectAccessible(page, `the menu over ${what}`);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
}
