import type { ReactNode } from 'react';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { cn } from '../lib/utils';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The tab title when it should differ from the heading (e.g. "Dashboard" for "Welcome, Jordan"). */
  documentTitle?: string;
  className?: string;
}

/** A page's <h1>, its one-line description and actions; also sets the tab title. */
export function PageHeader({ title, description, actions, documentTitle, className }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between', className)}>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1.5 text-sm text-slate-500 sm:text-base">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
