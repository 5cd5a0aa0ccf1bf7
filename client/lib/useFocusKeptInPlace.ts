import { type RefObject, useEffect } from 'react';

/** Where the focused element sat on screen when last seen there; null when it was off screen or nothing had focus. */
interface Seen {
  element: Element;
  top: number;
}

function onScreen(box: DOMRect): boolean {
  return box.bottom > 0 && box.top < window.innerHeight;
}

/**
 * Keeps the focused control where it is on screen while content above it arrives late (a section that loads its
 * data when scrolled to, a list that grows). The browser's own scroll anchoring keeps the first visible element in
 * place, not the focused one, so a keyboard user who tabbed past a loading section could find the control they are
 * on pushed below the screen. The page is moved by the shift only when the control was on screen before it, so a
 * reader who scrolled away from the focused control is never pulled back. Only growth in height counts: when the
 * width changes, the window was resized and the browser places the page itself.
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
      seen = onScreen(box) ? { element, top: box.top } : null;
    };
    const observer = new ResizeObserver(() => {
      const before = seen;
      // A change of width is the window's (a phone turned, a window resized): the browser places the page itself.
      const now = root.getBoundingClientRect().width;
      const widthChanged = now !== width;
      width = now;
      if (
        !widthChanged &&
        before &&
        document.activeElement === before.element &&
        before.element.isConnected
      ) {
        const box = before.element.getBoundingClientRect();
        const shift = box.top - before.top;
        if (shift !== 0 && !onScreen(box)) window.scrollBy(0, shift);
      }
      note();
    });
    observer.observe(root);
    // Focus moving scrolls the page itself, so both are read after the browser has settled.
    const later = () => requestAnimationFrame(note);
    root.addEventListener('focusin', later);
    window.addEventListener('scroll', note, { passive: true });
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', later);
      window.removeEventListener('scroll', note);
    };
  }, [container]);
}
