import { MessageCircle } from 'lucide-react';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../lib/utils';
import { useCurrentUser } from '../auth/CurrentUserContext';

interface AssistantControls {
  open: () => void;
}

const AssistantContext = createContext<AssistantControls | null>(null);

/** Opens the help assistant; null where it is not offered (staff and admins). */
export function useAssistant(): AssistantControls | null {
  return useContext(AssistantContext);
}

/** Whether the signed-in role gets the help assistant: students, whose questions the Help Center answers. */
export function offersAssistant(role: string): boolean {
  return role === 'student';
}

// The panel, the reply rendering and the request's schema load the first time the assistant opens.
const AssistantPanel = lazy(async () => ({ default: (await import('./AssistantPanel')).AssistantPanel }));

/**
 * The floating help assistant of the signed-in layout: a button bottom right that opens the assistant's
 * panel, and `useAssistant()` for other screens (the Help Center's Live Chat tile) to open it.
 */
export function AssistantProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // In a session room the student is with their counselor, and the room's own controls fill the phone's foot.
  const inSessionRoom = /^\/appointments\/\d+\/room\/?$/.test(pathname);
  const enabled = offersAssistant(user.role);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const controls = useMemo(
    () =>
      enabled
        ? {
            open: () => {
              setLoaded(true);
              setOpen(true);
            },
          }
        : null,
    [enabled],
  );
  return (
    <AssistantContext.Provider value={controls}>
      {children}
      {controls && !inSessionRoom && (
        <>
          <button
            type="button"
            onClick={controls.open}
            aria-haspopup="dialog"
            aria-expanded={open}
            className={cn(
              'fixed right-4 z-30 flex h-12 min-w-12 cursor-pointer items-center justify-center gap-2 rounded-full bg-indigo-700 px-3 text-sm sm:px-4 font-medium text-white shadow-lg transition hover:bg-indigo-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 sm:right-6 print:hidden',
              // The ticket list's round new-ticket button sits bottom right on small screens.
              pathname === '/tickets' ? 'bottom-24 md:bottom-6' : 'bottom-4 sm:bottom-6',
            )}
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            {/* A round icon on a phone, so it covers as little of the page as it can (its name is still read out). */}
            <span className="sr-only sm:not-sr-only">Help assistant</span>
          </button>
          {loaded && (
            <Suspense fallback={null}>
              <AssistantPanel open={open} onOpenChange={setOpen} userId={user.id} />
            </Suspense>
          )}
        </>
      )}
    </AssistantContext.Provider>
  );
}
