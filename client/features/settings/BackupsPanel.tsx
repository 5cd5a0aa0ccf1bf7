import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DatabaseBackup, Download, LoaderCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { type Backup, backupListSchema, backupSchema, RESTORE_WORD } from '../../../common/schemas/backups';
import { apiRequest, isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { formatBytes, formatDateTime } from '../../lib/format';

const created = z.object({ backup: backupSchema });
const restored = z.object({ restored: z.string() });

const downloadClass =
  'inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/** Backups of the whole database (issue 18): take one now, download, restore after typing RESTORE. */
export function BackupsPanel() {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.settings.backups,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/backups', undefined, { schema: backupListSchema, signal }),
  });
  const take = useMutation({
    mutationFn: () => apiRequest('POST', '/admin/backups', undefined, { schema: created }),
    onSuccess: ({ backup }) => {
      toast.success(`Backup ${backup.name} created`);
      void client.invalidateQueries({ queryKey: queryKeys.settings.backups });
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : 'The backup could not be made'),
  });
  const [restoring, setRestoring] = useState<Backup | null>(null);
  const [word, setWord] = useState('');
  const restore = useMutation({
    mutationFn: (backup: Backup) =>
      apiRequest(
        'POST',
        `/admin/backups/${encodeURIComponent(backup.name)}/restore`,
        { confirm: word },
        {
          schema: restored,
        },
      ),
    onSuccess: ({ restored: name }) => {
      toast.success(`Restored ${name}`);
      setRestoring(null);
      // Everything on screen may have changed.
      void client.invalidateQueries();
    },
  });

  return (
    <section aria-labelledby="backups-heading" className="mt-6 space-y-3 border-t border-slate-200 pt-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id="backups-heading" className="text-base font-semibold text-slate-900">
            Backups
          </h3>
          {list.data && (
            <p className="text-sm text-slate-700">
              {list.data.frequency[0]?.toUpperCase()}
              {list.data.frequency.slice(1)} backups; the next is due {formatDateTime(list.data.next_due_at)}.
            </p>
          )}
        </div>
        <Button type="button" variant="outline" disabled={take.isPending} onClick={() => take.mutate()}>
          {take.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <DatabaseBackup aria-hidden="true" />
          )}
          Back up now
        </Button>
      </div>
      {list.isPending ? (
        <LoadingState label="Loading backups..." rows={2} />
      ) : list.isError ? (
        <ErrorState
          title="Failed to load backups"
          message="The list of backups could not be loaded."
          error={list.error}
          onRetry={() => list.refetch()}
        />
      ) : list.data.backups.length === 0 ? (
        <p className="text-sm text-slate-700">No backups yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Backups">
          {list.data.backups.map((backup) => (
            <li
              key={backup.name}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{formatDateTime(backup.created_at)}</p>
                <p className="break-all text-xs text-slate-600">
                  {backup.name} · {formatBytes(backup.size)}
                </p>
              </div>
              <div className="flex gap-2">
                <a
                  href={`/api/admin/backups/${encodeURIComponent(backup.name)}/download`}
                  download
                  className={downloadClass}
                  aria-label={`Download the backup of ${formatDateTime(backup.created_at)}`}
                >
                  <Download className="size-4" aria-hidden="true" />
                  Download
                </a>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Restore the backup of ${formatDateTime(backup.created_at)}`}
                  onClick={() => {
                    setWord('');
                    restore.reset();
                    setRestoring(backup);
                  }}
                >
                  <RotateCcw aria-hidden="true" />
                  Restore
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title="Restore this backup?"
        description={
          restoring
            ? `Everything in the hub is replaced by the backup of ${formatDateTime(restoring.created_at)}: tickets, people, settings and the audit trail as they were then. Changes made since are lost.`
            : ''
        }
        confirmLabel="Restore"
        busy={restore.isPending}
        failure={
          restore.error ? (isApiError(restore.error) ? restore.error.message : 'The restore failed') : null
        }
        confirmDisabled={word !== RESTORE_WORD}
        onConfirm={() => restoring && restore.mutate(restoring)}
        onClose={() => setRestoring(null)}
      >
        <FormField id="restore-word" label={`Type ${RESTORE_WORD} to confirm`}>
          <Input
            id="restore-word"
            autoComplete="off"
            value={word}
            onChange={(event) => setWord(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
    </section>
  );
}
