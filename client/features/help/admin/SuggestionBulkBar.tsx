import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../../common/limits';
import { type BulkSuggestionAction, HELP_MESSAGES } from '../../../../common/schemas/help';
import type { SuggestionBulkResult } from '../../../../common/schemas/help-shapes';
import { isApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useBulkReviewSuggestions } from './api';

const REASON_HINT = 'A reason is required to reject suggestions; each author is told it.';

/** "2 suggestions approved and published successfully" (the server's wording, from its counts). */
export function bulkSuccessMessage(result: SuggestionBulkResult): string {
  const noun = result.affected === 1 ? 'suggestion' : 'suggestions';
  const verb = result.action === 'approve' ? 'approved and published' : 'rejected';
  return `${result.affected} ${noun} ${verb} successfully`;
}

/** The ones left as they were, and why ("1 not changed: This suggestion has already been reviewed"). */
export function bulkLeftOverMessage(result: SuggestionBulkResult): string | null {
  const reasons = [
    ...result.skipped.map((s) => s.message),
    ...result.missing_ids.map(() => 'Suggestion not found'),
  ];
  if (reasons.length === 0) return null;
  return `${reasons.length} not changed: ${[...new Set(reasons)].join('; ')}`;
}

/**
 * Selection and bulk review of pending suggestions (spec 3 §5 "Bulk actions"): select all on the page,
 * Approve selected, Reject selected (with a reason), each after a confirmation.
 */
export function SuggestionBulkBar({
  pendingIds,
  selected,
  onSelectedChange,
}: {
  pendingIds: readonly number[];
  selected: ReadonlySet<number>;
  onSelectedChange: (next: ReadonlySet<number>) => void;
}) {
  const ids = useId();
  const [action, setAction] = useState<BulkSuggestionAction | null>(null);
  const [reason, setReason] = useState('');
  const bulk = useBulkReviewSuggestions();
  const count = selected.size;
  const counted = `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`;
  const all = pendingIds.length > 0 && pendingIds.every((id) => selected.has(id));
  const some = !all && pendingIds.some((id) => selected.has(id));

  const open = (next: BulkSuggestionAction) => {
    if (count === 0) {
      toast.error(HELP_MESSAGES.noSuggestionsSelected);
      return;
    }
    bulk.reset();
    setReason('');
    setAction(next);
  };

  const confirm = () => {
    if (!action) return;
    bulk.mutate(
      {
        action,
        suggestion_ids: [...selected],
        ...(action === 'reject' ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (result) => {
          toast.success(bulkSuccessMessage(result));
          const leftOver = bulkLeftOverMessage(result);
          if (leftOver) toast.warning(leftOver);
          onSelectedChange(new Set());
          setAction(null);
        },
      },
    );
  };

  const failure = bulk.error
    ? isApiError(bulk.error) && bulk.error.fromServer
      ? bulk.error.message
      : `Failed to ${action ?? 'review'} any suggestions`
    : null;

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Checkbox
          id={`${ids}-all`}
          checked={all}
          ref={(element) => {
            if (element) element.indeterminate = some;
          }}
          onChange={(event) => onSelectedChange(event.target.checked ? new Set(pendingIds) : new Set())}
        />
        <label htmlFor={`${ids}-all`} className="cursor-pointer">
          Select all pending on this page
        </label>
        <span className="text-slate-600" aria-live="polite">
          ({count} selected)
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => open('approve')}>
          <Check aria-hidden="true" />
          Approve selected
        </Button>
        <Button size="sm" variant="outline" onClick={() => open('reject')}>
          <X aria-hidden="true" />
          Reject selected
        </Button>
      </div>
      <ConfirmDialog
        open={action !== null}
        title={action === 'approve' ? `Approve ${counted}` : `Reject ${counted}`}
        description={
          action === 'approve'
            ? 'Each selected suggestion will be published as a new FAQ in the Help Center, and its author told.'
            : 'The selected suggestions will be rejected and their authors told the reason. This cannot be undone.'
        }
        confirmLabel={action === 'approve' ? 'Approve & Publish' : 'Reject'}
        busy={bulk.isPending}
        confirmDisabled={action === 'reject' && reason.trim() === ''}
        failure={failure}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      >
        {action === 'reject' && (
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-reason`}>Reason (required)</Label>
            <Textarea
              id={`${ids}-reason`}
              value={reason}
              maxLength={LIMITS.help.rejectReasonMax}
              aria-describedby={`${ids}-reason-hint`}
              required
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={`${ids}-reason-hint`} className="text-xs text-slate-600">
              {REASON_HINT}
            </p>
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
