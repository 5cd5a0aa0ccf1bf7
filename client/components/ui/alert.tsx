import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/utils';

const alertVariants = cva(
  'relative flex w-full gap-3 rounded-xl border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-white text-slate-700',
        info: 'border-sky-200 bg-sky-50 text-sky-900',
        warning: 'border-amber-200 bg-amber-50 text-amber-900',
        destructive: 'border-red-200 bg-red-50 text-red-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface AlertProps extends React.ComponentProps<'div'>, VariantProps<typeof alertVariants> {}

/** A message box. Pass role="alert" when it reports something that just went wrong. */
export function Alert({ className, variant, ...props }: AlertProps) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('font-semibold leading-tight', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('leading-relaxed', className)} {...props} />;
}
