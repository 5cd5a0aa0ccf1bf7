import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';

/**
 * A FAQ answer's Markdown, rendered safely by `markdown-view.tsx` (react-markdown without raw HTML). The
 * renderer loads with the first answer opened, so the Help Center's list shows without it.
 */
const MarkdownView = lazy(() => import('./markdown-view'));

export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <div className={className} aria-busy="true">
          <span className="sr-only">Loading answer...</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
        </div>
      }
    >
      <MarkdownView text={text} className={className} />
    </Suspense>
  );
}
