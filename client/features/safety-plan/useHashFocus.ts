import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Once the page has its content (`ready`), scrolls to the section named by the URL's hash
 * (/safety-plan#coping-strategies) and moves focus to its heading, so the crisis panel's links land there.
 */
export function useHashFocus(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const section = document.getElementById(id);
    const heading = section?.querySelector<HTMLElement>('h2[tabindex]');
    if (!section || !heading) return;
    section.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
    heading.dataset.focused = 'true';
    const clear = () => {
      delete heading.dataset.focused;
    };
    heading.addEventListener('blur', clear, { once: true });
    return () => heading.removeEventListener('blur', clear);
  }, [ready, hash]);
}
