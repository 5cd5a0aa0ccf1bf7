import { LoaderCircle, RefreshCw, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '../api/client';
import { cn } from '../lib/utils';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

/**
 * The hub's loading and error states for anything fetched: one look and one wording pattern on every screen.
 * Loading is a polite status (a line with a spinner, a centred block, or skeleton rows); an error is an alert
 * that says what could not be loaded, shows the server's own message when it gave one, and offers a retry.
 */
export function LoadingState({
  label,
  detail,
  rows,
  rowClass = 'h-16',
  block = false,
  className,
}: {
  /** What is loading, read out to screen readers ("Loading tickets..."). */
  label: string;
  /** A second, smaller line under the label (block only). */
  detail?: string;
  /** Skeleton rows instead of a spinner; the label is then only read out. */
  rows?: number;
  rowClass?: string;
  /** A centred block with a larger spinner, for a whole page or panel. */
  block?: boolean;
  className?: string;
}) {
  if (rows) {
    return (
      <div className={cn('space-y-3', className)} role="status" aria-label={label}>
        {Array.from({ length: rows }, (_, n) => `row-${n}`).map((key) => (
          <Skeleton key={key} className={cn('w-full rounded-lg', rowClass)} />
        ))}
      </div>
    );
  }
  if (block) {
    return (
      <div
        className={cn('flex flex-col items-center justify-center gap-2 py-8 text-center', className)}
        role="status"
      >
        <LoaderCircle className="size-7 animate-spin text-indigo-600" aria-hidden="true" />
        <p className="text-sm font-medium text-slate-700">{label}</p>
        {detail && <p className="text-sm text-slate-600">{detail}</p>}
      </div>
    );
  }
  return (
    <p className={cn('flex items-center gap-2 text-sm text-slate-600', className)} role="status">
      <LoaderCircle className="size-5 shrink-0 animate-spin text-indigo-600" aria-hidden="true" />
      {label}
    </p>
  );
}

/** The text an error state shows: the server's own message when it wrote one, else the screen's sentence. */
export function loadErrorText(message: string, error?: unknown): string {
  return isApiError(error) && error.fromServer ? error.message : message;
}

function RetryButton({ onRetry, label, small }: { onRetry: () => unknown; label: string; small: boolean }) {
  return (
    <Button variant="outline" size={small ? 'sm' : 'default'} onClick={() => void onRetry()}>
      <RefreshCw aria-hidden="true" />
      {label}
    </Button>
  );
}

export function ErrorState({
  message,
  error,
  title,
  headingLevel = 'h2',
  onRetry,
  retryLabel = 'Try again',
  compact = false,
  actions,
  className,
}: {
  /** What could not be loaded, in a sentence ("Your profile could not be loaded."). */
  message: string;
  /** The query's error: a message the server wrote is shown instead of `message`. */
  error?: unknown;
  /** A heading above the message ("Failed to load users"); not shown when compact. */
  title?: string;
  headingLevel?: 'h1' | 'h2' | 'h3';
  onRetry?: () => unknown;
  retryLabel?: string;
  /** A line inside a card or list instead of a block of its own. */
  compact?: boolean;
  /** Other ways out beside the retry button (a link back, say). */
  actions?: ReactNode;
  className?: string;
}) {
  const text = loadErrorText(message, error);
  const retry = onRetry ? <RetryButton onRetry={onRetry} label={retryLabel} small={compact} /> : null;
  if (compact) {
    return (
      <div role="alert" className={cn('flex flex-wrap items-center gap-3 text-sm text-red-700', className)}>
        {text}
        {retry}
      </div>
    );
  }
  const Heading = headingLevel;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center',
        className,
      )}
    >
      <TriangleAlert className="size-6 text-red-700" aria-hidden="true" />
      {title && <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>}
      <p className="max-w-md text-sm text-red-800">{text}</p>
      {actions ? (
        <div className="flex flex-wrap justify-center gap-2">
          {retry}
          {actions}
        </div>
      ) : (
        retry
      )}
    </div>
  );
}

/**
 * A failure shown above content that is still there (a refresh that failed while older results stay on
 * screen, or one part of a page that did not load): a red banner with an optional retry or dismiss button.
 */
export function ErrorBanner({
  title,
  children,
  onRetry,
  retryLabel = 'Try again',
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: {
  title?: string;
  children: ReactNode;
  onRetry?: () => unknown;
  retryLabel?: string;
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}) {
  return (
    <Alert variant="destructive" role="alert" className={cn('items-start', className)}>
      <TriangleAlert aria-hidden="true" />
      <div className="flex flex-1 flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          {title && <AlertTitle>{title}</AlertTitle>}
          <AlertDescription>{children}</AlertDescription>
        </div>
        {onRetry && <RetryButton onRetry={onRetry} label={retryLabel} small />}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-m-1 flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-red-700 hover:bg-red-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </Alert>
  );
}
