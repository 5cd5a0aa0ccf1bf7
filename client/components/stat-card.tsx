import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

const TONES = {
  indigo: 'bg-indigo-50 text-indigo-600',
  blue: 'bg-blue-50 text-blue-600',
  emerald: 'bg-emerald-50 text-emerald-600',
  amber: 'bg-amber-50 text-amber-600',
  red: 'bg-red-50 text-red-600',
  slate: 'bg-slate-100 text-slate-600',
  violet: 'bg-violet-50 text-violet-600',
} as const;

export type Tone = keyof typeof TONES;

interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: LucideIcon;
  tone?: Tone;
}

export function StatCard({ label, value, hint, icon: Icon, tone = 'indigo' }: StatCardProps) {
  return (
    <Card role="group" aria-label={label} className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{value}</p>
        </div>
        <span
          className={cn(
            'hidden size-10 shrink-0 items-center justify-center rounded-xl sm:flex',
            TONES[tone],
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      {hint && <p className="mt-3 text-xs text-slate-600">{hint}</p>}
    </Card>
  );
}

/** A stat's figure, or a skeleton of one while it loads. */
export function statFigure(n: number | undefined): ReactNode {
  return n === undefined ? <Skeleton className="h-8 w-12" /> : n;
}
