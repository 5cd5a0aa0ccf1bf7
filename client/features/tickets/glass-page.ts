/** For the ticket screen only (decision 0034): whether to ask for a reason, and how the person arrived. */

export function cameFromCrisisAlert(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { crisisAlert?: unknown }).crisisAlert === true
  );
}

/** The server's answer that asks for a reason: a 422 whose errors name `reason`. */
export function asksForReason(error: unknown): boolean {
  const errors = (error as { status?: number; errors?: Record<string, unknown> } | null)?.errors;
  return (error as { status?: number } | null)?.status === 422 && Boolean(errors && 'reason' in errors);
}
