import { LoaderCircle, RefreshCw, TriangleAlert } from 'lucide-react';
import { isApiError } from '../api/client';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

/**
 * The hub's loading and error states for anything fetched: one look and one wording pattern on every screen.
 * Loading is a polite status (a line with a spinner, or skeleton rows); an error is an alert that says what
 * could not be loaded, shows the server's own message when it gave one, and offers "Try again".
 */
export function LoadingState({
  label,
  rows,
  rowClass = 'h-16',
}: {
  label: string;
  rows?: number;
  rowClass?: string;
}) {
  if (rows) {
    return (
      <div className="space-y-3" role="status" aria-label={label}>
        {Array.from({ length: rows }, (_, n) => `row-${n}`).map((key) => (
          <Skeleton key={key} className={`${rowClass} w-full rounded-lg`} />
        ))}
      </div>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
      <LoaderCircle className="size-5 animate-spin text-indigo-600" aria-hidden="true" />
      {label}
    </p>
  );
}

export function ErrorState({
  message,
  error,
  onRetry,
  retryLabel = 'Try again',
  compact = false,
}: {
  /** What could not be loaded, in a sentence ("Your profile could not be loaded."). */
  message: string;
  /** The query's error: a message the server wrote is shown instead of `message`. */
  error?: unknown;
  onRetry?: () => unknown;
  retryLabel?: string;
  /** A line inside a card or list instead of a block of its own. */
  compact?: boolean;
}) {
  const text = isApiError(error) && error.fromServer ? error.message : message;
  const retry = onRetry ? (
    <Button variant="outline" size={compact ? 'sm' : 'default'} onClick={() => void onRetry()}>
      <RefreshCw aria-hidden="true" />
      {retryLabel}
    </Button>
  ) : null;
  if (compact) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
        {text}
        {retry}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <TriangleAlert className="size-6 text-red-700" aria-hidden="true" />
      <p className="text-sm text-red-800">{text}</p>
      {retry}
    </div>
  );
}
