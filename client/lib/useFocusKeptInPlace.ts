import { type RefObject, useEffect } from 'react';

/** Where the focused element was last seen: on screen (its top in the window) and in the page (its top in the document). */
interface Seen {
  element: Element;
  top: number;
  pageTop: number;
  wasOnScreen: boolean;
}

function onScreen(box: DOMRect): boolean {
  return box.bottom > 0 && box.top < window.innerHeight;
}

function wholeOnScreen(box: DOMRect): boolean {
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/**
 * Keeps the focused control where it is on screen while content above it arrives late (a section that loads its
 * data when scrolled to, a list that grows). The browser's own scroll anchoring keeps the first visible element in
 * place, not the focused one, so a keyboard user who tabbed past a loading section could find the control they are
 * on pushed below the screen. When such a move leaves the control partly or wholly off screen, the page is scrolled
 * to put it back where it was, all of it in view. That is done only when the control was on screen before the move,
 * so a reader who scrolled away from the focused control is never pulled back. Only growth in height counts: when the
 * width changes, the window was resized and the browser places the page itself.
 *
 * A move of the control within the page is told from a scroll by its top in the document: scrolling leaves that
 * top alone, content arriving above changes it. Either the resize observer or a scroll event may be the first to
 * see such a move (a scroll anchoring adjustment can come first), so both hand it to the same check.
 */
export function useFocusKeptInPlace(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    let seen: Seen | null = null;
    let width = root.getBoundingClientRect().width;
    const note = () => {
      const element = document.activeElement;
      if (!element || !root.contains(element)) {
        seen = null;
        return;
      }
      const box = element.getBoundingClientRect();
      seen = { element, top: box.top, pageTop: box.top + window.scrollY, wasOnScreen: onScreen(box) };
    };
    const settle = () => {
      const before = seen;
      // A change of width is the window's (a phone turned, a window resized): the browser places the page itself.
      const now = root.getBoundingClientRect().width;
      const widthChanged = now !== width;
      width = now;
      if (
        !widthChanged &&
        before?.wasOnScreen &&
        document.activeElement === before.element &&
        before.element.isConnected
      ) {
        const box = before.element.getBoundingClientRect();
        const moved = Math.abs(box.top + window.scrollY - before.pageTop) >= 1;
        if (moved && !wholeOnScreen(box)) {
          // Back where it was, and all of it in view: a sliver at the screen's edge is not a visible focus.
          const top = Math.max(0, Math.min(before.top, window.innerHeight - box.height));
          window.scrollBy(0, Math.round(box.top - top));
        }
      }
      note();
    };
    const observer = new ResizeObserver(settle);
    observer.observe(root);
    // Focus moving scrolls the page itself, so both are read after the browser has settled.
    const later = () => requestAnimationFrame(note);
    root.addEventListener('focusin', later);
    window.addEventListener('scroll', settle, { passive: true });
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', later);
      window.removeEventListener('scroll', settle);
    };
  }, [container]);
}
