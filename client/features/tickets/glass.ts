/**
 * The reason given to open a ticket that is not one's own (decision 0034) is kept for that ticket for the rest
 * of the browser session (sessionStorage: gone when the tab or browser closes) and sent as `reason` with every
 * read of it, so a reload does not ask again. Kept small: it is in every signed-in page's bundle.
 */
export const glassKey = (ticketId: number) => `hub.ticket-reason.${ticketId}`;

/** `path` with the ticket's kept reason, if any, as `reason` in the query. */
export function withGlass(path: string, ticketId: number): string {
  let reason: string | null = null;
  try {
    reason = sessionStorage.getItem(glassKey(ticketId));
  } catch {}
  return reason ? `${path}${path.includes('?') ? '&' : '?'}reason=${encodeURIComponent(reason)}` : path;
}
