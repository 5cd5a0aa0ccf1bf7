/** The sessionStorage key of the help assistant's conversation (this tab only). */
export const STORAGE_KEY = 'hub.assistant.conversation';

/**
 * Forgets the help assistant's conversation: at every sign-in and sign-out (`auth/useSession.ts:
 * replaceSession`) and with the panel's Clear button. Free of imports, so the sign-in page stays light.
 */
export function clearConversation(
  storage: Pick<Storage, 'removeItem'> | null = typeof window === 'undefined' ? null : safeSession(),
): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}

function safeSession(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
