import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { ErrorBanner } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { useVerifyChain } from './api';

/** "Verify chain": walks the hash chain on the server and says whether it is intact or where it breaks. */
export function ChainCheck() {
  const check = useVerifyChain();
  const verdict = check.data;
  return (
    <div className="space-y-3">
      <Button variant="outline" onClick={() => check.mutate()} disabled={check.isPending}>
        <ShieldCheck aria-hidden="true" />
        {check.isPending ? 'Checking the chain…' : 'Verify chain'}
      </Button>
      <div aria-live="polite">
        {verdict?.ok && (
          <p className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
            Audit chain intact: {verdict.entries} {verdict.entries === 1 ? 'entry' : 'entries'} checked.
          </p>
        )}
        {verdict && !verdict.ok && (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
            {verdict.message}
          </p>
        )}
        {check.isError && (
          <ErrorBanner onRetry={() => check.mutate()}>The chain check could not be run.</ErrorBanner>
        )}
      </div>
    </div>
  );
}
