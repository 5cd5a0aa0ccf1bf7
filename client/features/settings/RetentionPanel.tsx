import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eraser, LoaderCircle, SearchCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  RETENTION_CONFIRM_WORD,
  type RetentionCounts,
  retentionPreviewSchema,
  retentionRunSchema,
} from '../../../common/schemas/retention';
import { apiRequest, isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { ErrorState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { formatDateTime } from '../../lib/format';

const LINES: { kind: keyof RetentionCounts; what: string }[] = [
  { kind: 'tickets', what: 'finished tickets to anonymize' },
  { kind: 'notifications', what: 'read notifications to delete' },
  { kind: 'sessions', what: 'ended sign-in sessions to delete' },
  { kind: 'password_links', what: 'used or expired set-password links to delete' },
  { kind: 'crisis_chats', what: 'ended crisis chats to delete' },
  { kind: 'checkins', what: 'wellness check-ins to delete' },
  { kind: 'session_chats', what: 'session chat lines to delete' },
];

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/**
 * Data retention (issue 18, decision 0028): the dry run's counts, and a clean-up now after typing DELETE. The
 * daily job does the same on its own.
 */
export function RetentionPanel() {
  const client = useQueryClient();
  const preview = useQuery({
    queryKey: queryKeys.settings.retention,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/retention/preview', undefined, { schema: retentionPreviewSchema, signal }),
    enabled: false,
  });
  const [confirming, setConfirming] = useState(false);
  const [word, setWord] = useState('');
  const run = useMutation({
    mutationFn: () =>
      apiRequest('POST', '/admin/retention/run', { confirm: word }, { schema: retentionRunSchema }),
    onSuccess: (result) => {
      const total = Object.values(result.counts).reduce((sum, n) => sum + n, 0);
      toast.success(`Clean-up done: ${plural(total, 'record', 'records')} deleted or anonymized`);
      setConfirming(false);
      void client.invalidateQueries();
      void preview.refetch();
    },
  });

  return (
    <section aria-labelledby="retention-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div>
        <h3 id="retention-heading" className="text-base font-semibold text-slate-900">
          Data clean-up
        </h3>
        <p className="text-sm text-slate-700">
          Once a day, what is older than the data retention setting is deleted or anonymized. Tickets whose
          crisis or review is not finished are always kept.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={preview.isFetching}
          onClick={() => preview.refetch()}
        >
          {preview.isFetching ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <SearchCheck aria-hidden="true" />
          )}
          Preview clean-up
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setWord('');
            run.reset();
            setConfirming(true);
          }}
        >
          <Eraser aria-hidden="true" />
          Run clean-up now
        </Button>
      </div>
      <div aria-live="polite">
        {preview.isError ? (
          <ErrorState
            title="Failed to load the preview"
            message="What the clean-up would remove could not be worked out."
            error={preview.error}
            onRetry={() => preview.refetch()}
          />
        ) : preview.data ? (
          <div className="text-sm text-slate-800">
            <p>
              Older than {plural(preview.data.retention_days, 'day', 'days')} (before{' '}
              {formatDateTime(preview.data.cutoff)}):
            </p>
            <ul className="mt-1 list-disc pl-5" aria-label="What the clean-up would remove">
              {LINES.map(({ kind, what }) => (
                <li key={kind}>
                  {preview.data.counts[kind].toLocaleString()} {what}
                </li>
              ))}
            </ul>
            {preview.data.tickets_held > 0 && (
              <p className="mt-1">
                {plural(preview.data.tickets_held, 'finished ticket is', 'finished tickets are')} kept because
                its crisis or review is not finished.
              </p>
            )}
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Run the clean-up now?"
        description="Everything older than the data retention setting is deleted or anonymized now, as the daily clean-up would do. This cannot be undone."
        confirmLabel="Run clean-up"
        busy={run.isPending}
        failure={run.error ? (isApiError(run.error) ? run.error.message : 'The clean-up failed') : null}
        confirmDisabled={word !== RETENTION_CONFIRM_WORD}
        onConfirm={() => run.mutate()}
        onClose={() => setConfirming(false)}
      >
        <FormField id="retention-word" label={`Type ${RETENTION_CONFIRM_WORD} to confirm`}>
          <Input
            id="retention-word"
            autoComplete="off"
            value={word}
            onChange={(event) => setWord(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
    </section>
  );
}
