import { useSyncExternalStore } from 'react';

/**
 * Whether the API said the hub is under maintenance (503 "The hub is under maintenance"). Set by the fetch
 * wrapper on that answer and by the public settings; the signed-in layout shows the maintenance page while
 * it is true (admins never get the answer, so never see the page).
 */
let underMaintenance = false;
const listeners = new Set<() => void>();

export function setMaintenance(value: boolean): void {
  if (underMaintenance === value) return;
  underMaintenance = value;
  for (const listener of listeners) listener();
}

export function useUnderMaintenance(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => underMaintenance,
    () => false,
  );
}
