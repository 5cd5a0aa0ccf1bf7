import { lazy, Suspense, useSyncExternalStore } from 'react';

// The toast area (sonner) loads when first needed: when a screen that imports sonner loads (./sonner.ts) or
// when a screen raises a toast through loadToast. A toast raised before the area has mounted still shows:
// sonner replays active toasts to a Toaster that subscribes late.

const SonnerToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  return {
    default: () => <Toaster position="top-right" richColors closeButton visibleToasts={1} />,
  };
});

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts the toast area (and loads sonner) from now on; it stays for the rest of the visit. */
export function showToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/**
 * sonner's `toast`, loaded on demand: for the screens that should not download sonner before they need a
 * toast (the sign-in page, the change-password page, the app shell on a student's first dashboard).
 */
export async function loadToast(): Promise<typeof import('sonner').toast> {
  showToaster();
  return (await import('sonner')).toast;
}

export function AppToaster() {
  const shown = useSyncExternalStore(subscribe, () => wanted);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
