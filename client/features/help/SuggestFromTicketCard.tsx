import { FilePlus2, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { suggestionDraftSchema } from '../../../common/schemas/help-shapes';
import type { Ticket } from '../../../common/schemas/tickets';
import { apiRequest, isApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import { useHelpCategories } from './api';
import { SuggestContentDialog, type SuggestionDraft } from './SuggestContentDialog';

/**
 * In a resolved or closed ticket's staff column (counselors and admins): turn the question and the staff answer
 * into an FAQ suggestion. The draft is prefilled from the ticket; the author removes personal details before
 * submitting, and an administrator reviews it.
 */
export function SuggestFromTicketCard({ ticket }: { ticket: Ticket }) {
  const headingId = useId();
  const categories = useHelpCategories();
  const [draft, setDraft] = useState<SuggestionDraft | null>(null);
  const [loading, setLoading] = useState(false);

  const start = async () => {
    setLoading(true);
    try {
      const answer = await apiRequest('GET', `/help/suggestions/from-ticket/${ticket.id}`, undefined, {
        schema: suggestionDraftSchema,
      });
      setDraft(answer.draft);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The ticket could not be turned into a suggestion');
    } finally {
      setLoading(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <FilePlus2 className="size-5 text-indigo-600" aria-hidden="true" />
        Help Center
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Could this answer help other students? Suggest it as an FAQ for an administrator to review.
      </p>
      <Button variant="outline" size="sm" className="mt-3" disabled={loading} onClick={start}>
        {loading && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        Suggest as FAQ
      </Button>
      <SuggestContentDialog
        open={draft !== null}
        categories={categories.data?.categories ?? []}
        initial={draft ?? undefined}
        onClose={() => setDraft(null)}
      />
    </section>
  );
}
