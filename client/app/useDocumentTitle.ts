import { useEffect } from 'react';

export const APP_NAME = 'Student Support Hub';

/** Sets the tab title to "{title} · Student Support Hub" while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
