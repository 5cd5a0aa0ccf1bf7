import type { KeyboardEvent } from 'react';

/**
 * A message box's keys (spec 2): Enter sends, Shift+Enter adds a line, and Enter that ends an input method's
 * composition (Chinese, Japanese) does neither.
 */
export function enterSends(send: () => void) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
}
