import { LoaderCircle, WifiOff } from 'lucide-react';
import { Button } from '../components/ui/button';

/** Shown while the session is being read, before anything else can be decided. */
export function FullScreenLoading() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50" role="status">
      <LoaderCircle className="size-8 animate-spin text-indigo-600" aria-hidden="true" />
      <p className="text-base font-medium text-slate-700">Loading...</p>
      <p className="text-sm text-slate-500">Please wait...</p>
    </div>
  );
}

/** The session could not be read for a reason other than being signed out (server down, network). */
export function FullScreenConnectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div className="flex max-w-md flex-col items-center gap-4 rounded-2xl border bg-white p-8 text-center shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <WifiOff className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-lg font-semibold text-slate-900">Connection Problem</h1>
        <p className="text-sm text-slate-500" role="alert">
          {message}
        </p>
        <Button onClick={onRetry}>Try Again</Button>
      </div>
    </main>
  );
}
