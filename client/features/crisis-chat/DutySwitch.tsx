import { toast } from 'sonner';
import { cn } from '../../lib/utils';
import { useDuty, useSetDuty } from './api';

/** "On duty for crisis chat": a switch counselors flip; stored on the server, seen by admins. */
export function DutySwitch({ compact = false }: { compact?: boolean }) {
  const duty = useDuty();
  const setDuty = useSetDuty();
  const on = duty.data?.on_duty ?? false;
  const flip = () =>
    setDuty.mutate(!on, {
      onError: () => toast.error('Your duty state could not be changed. Please try again.'),
    });
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      disabled={duty.isPending || setDuty.isPending}
      onClick={flip}
      className={cn(
        'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-wait',
        on ? 'border-emerald-700 bg-emerald-50 text-emerald-900' : 'border-slate-300 bg-white text-slate-800',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2.5 rounded-full', on ? 'bg-emerald-600' : 'bg-slate-400')}
      />
      {compact ? 'On duty' : 'On duty for crisis chat'}
    </button>
  );
}
