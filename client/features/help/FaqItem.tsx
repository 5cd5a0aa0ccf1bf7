import { Bookmark, BookmarkCheck, ChevronDown, Eye, Star, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { Faq } from '../../../common/schemas/help-shapes';
import { isApiError } from '../../api/client';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { useFaqView, useToggleBookmark } from './api';
import { FeedbackDialog } from './FeedbackDialog';
import { Highlighted } from './Highlighted';
import { Markdown } from './markdown';

/** One FAQ of the accordion: the question as a disclosure button, then the answer, tags, bookmark and feedback. */
export function FaqItem({ faq, open, onToggle }: { faq: Faq; open: boolean; onToggle: () => void }) {
  const ids = useId();
  const panelId = `${ids}-answer`;
  useFaqView(faq.id, open);
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h3 className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-start gap-3 rounded-xl px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <span className="min-w-0 flex-1">
            {faq.question_highlight ? <Highlighted html={faq.question_highlight} /> : faq.question}
          </span>
          {faq.is_featured && (
            <Badge variant="warning" className="mt-0.5">
              <Star className="size-3" aria-hidden="true" />
              Featured
            </Badge>
          )}
          <ChevronDown
            className={cn('mt-0.5 size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h3>
      {!open && faq.highlight && (
        <p className="px-4 pb-3 text-sm text-slate-700">
          <Highlighted html={faq.highlight} />
        </p>
      )}
      <div id={panelId} hidden={!open} className="border-t border-slate-100 px-4 py-4">
        {open && <FaqAnswer faq={faq} />}
      </div>
    </li>
  );
}

function FaqAnswer({ faq }: { faq: Faq }) {
  const bookmark = useToggleBookmark(faq.id);
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const votes = faq.helpful_count + faq.not_helpful_count;
  const voted = faq.my_feedback;

  const toggleBookmark = () =>
    bookmark.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) =>
        toast.error(isApiError(error) && error.fromServer ? error.message : 'Failed to update the bookmark'),
    });

  return (
    <div className="space-y-4">
      <Markdown text={faq.answer} className="text-sm leading-relaxed text-slate-800" />
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        {faq.category && (
          <span className="inline-flex items-center gap-1.5">
            <span
              className="size-2.5 rounded-full"
              style={{ backgroundColor: faq.category.color }}
              aria-hidden="true"
            />
            {faq.category.name}
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <Eye className="size-3.5" aria-hidden="true" />
          {faq.view_count} {faq.view_count === 1 ? 'view' : 'views'}
        </span>
      </div>
      {faq.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {faq.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">#{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="float-left mr-1 text-sm font-medium text-slate-800">Was this helpful?</legend>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={voted ? voted.is_helpful : undefined}
            disabled={voted !== null}
            onClick={() => setHelpful(true)}
          >
            <ThumbsUp aria-hidden="true" />
            Yes
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={voted ? !voted.is_helpful : undefined}
            disabled={voted !== null}
            onClick={() => setHelpful(false)}
          >
            <ThumbsDown aria-hidden="true" />
            No
          </Button>
          {voted && <span className="text-sm text-emerald-700">Thanks for your feedback!</span>}
        </fieldset>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Bookmark"
          aria-pressed={faq.is_bookmarked}
          disabled={bookmark.isPending}
          onClick={toggleBookmark}
        >
          {faq.is_bookmarked ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          {faq.is_bookmarked ? 'Bookmarked' : 'Bookmark'}
        </Button>
      </div>
      <p className="text-xs text-slate-600">
        {votes === 0
          ? 'No feedback yet'
          : `${faq.helpful_count} of ${votes} found this helpful (${faq.helpfulness_rate}%)`}
      </p>
      <FeedbackDialog
        faqId={faq.id}
        question={faq.question}
        helpful={helpful}
        onClose={() => setHelpful(null)}
      />
    </div>
  );
}
