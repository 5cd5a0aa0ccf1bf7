import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/client';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { useLinkedFaq } from './api';
import { FaqItem } from './FaqItem';

/** The FAQ id of a link to one FAQ (`/help?faq=12`), or null. */
export function linkedFaqId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * A link to one FAQ (from the help assistant, or shared): the FAQ, open, above the Help Center's lists, with
 * its bookmark and feedback; focus moves to it so a keyboard or screen reader user lands on the answer.
 */
export function LinkedFaq({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useLinkedFaq(id);
  const [open, setOpen] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const missing = isApiError(query.error) && query.error.status === 404;
  return (
    <section aria-labelledby="linked-faq-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2
          id="linked-faq-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          The answer you opened
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" />
          Show all FAQs
        </Button>
      </div>
      {query.isPending ? (
        <LoadingState label="Loading the FAQ..." rows={1} rowClass="h-14" />
      ) : query.data ? (
        <ul aria-label="Linked FAQ">
          <FaqItem faq={query.data.faq} open={open} onToggle={() => setOpen((value) => !value)} />
        </ul>
      ) : (
        <ErrorState
          compact
          message={missing ? 'This FAQ is no longer available.' : 'The FAQ could not be loaded.'}
          error={missing ? undefined : query.error}
          onRetry={missing ? undefined : () => query.refetch()}
        />
      )}
    </section>
  );
}
