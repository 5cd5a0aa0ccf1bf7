import { GraduationCap } from 'lucide-react';
import { cn } from '../../lib/utils';

export function BrandMark({ showName = true, className }: { showName?: boolean; className?: string }) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2.5', className)}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-blue-600 text-white shadow-sm">
        <GraduationCap className="size-5" aria-hidden="true" />
      </span>
      <span
        className={cn(
          'truncate text-base font-semibold tracking-tight text-slate-900',
          !showName && 'sr-only',
        )}
      >
        Student Support Hub
      </span>
    </span>
  );
}
