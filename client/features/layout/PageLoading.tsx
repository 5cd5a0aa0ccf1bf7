import { LoaderCircle } from 'lucide-react';

/** Shown in the content area while a lazily loaded page arrives. */
export function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-500" role="status">
      <LoaderCircle className="size-5 animate-spin text-indigo-600" aria-hidden="true" />
      <span className="text-sm">Loading page...</span>
    </div>
  );
}
