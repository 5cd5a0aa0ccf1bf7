import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookHeart } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { LIMITS } from '../../../common/limits';
import type { ResourceRecommendInput } from '../../../common/schemas/resources';
import type { Ticket } from '../../../common/schemas/tickets';
import { apiRequest, isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { EmptyState } from '../../components/empty-state';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { ErrorState, LoadingState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { useSearchTerm } from '../../lib/useSearchTerm';
import { cn } from '../../lib/utils';
import { DEFAULT_FILTERS, useResourceList } from './api';
import { typeLabel } from './format';

function useRecommend(resourceId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResourceRecommendInput) =>
      apiRequest('POST', `/resources/${resourceId}/recommend`, input, {
        schema: z.object({
          id: z.number().int(),
          resource_id: z.number().int(),
          student_id: z.number().int(),
        }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.resources.recommended }),
  });
}

/** In a ticket's staff column: recommend a library resource to the student who raised it. */
export function RecommendResourceCard({ ticket }: { ticket: Ticket }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <BookHeart className="size-5 text-indigo-600" aria-hidden="true" />
        Self-help resources
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Point the student to a guide, video or tool; it shows under “Recommended by your counselor”.
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Recommend a resource
      </Button>
      <RecommendDialog
        recipient={{ studentId: ticket.user_id, ticketId: ticket.id }}
        open={open}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}

/** Who a recommendation goes to: the student, and the ticket it is made from (none when from a session). */
export interface RecommendRecipient {
  studentId: number;
  ticketId?: number;
}

/** Recommend a library resource to a student, from a ticket or from a session. */
export function RecommendDialog({
  recipient,
  open,
  onClose,
}: {
  recipient: RecommendRecipient;
  open: boolean;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  const send = useRecommend(picked);
  return (
    <FormDialog open={open} pending={send.isPending} onClose={onClose} className="max-w-xl">
      {open && (
        <RecommendForm
          recipient={recipient}
          picked={picked}
          onPick={setPicked}
          send={send}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function RecommendForm({
  recipient,
  picked,
  onPick,
  send,
  onClose,
}: {
  recipient: RecommendRecipient;
  picked: number | null;
  onPick: (id: number) => void;
  send: ReturnType<typeof useRecommend>;
  onClose: () => void;
}) {
  const ids = useId();
  const [search, setSearch] = useState('');
  const term = useSearchTerm(search, 300, (value) => setSearch(value.trim()));
  const list = useResourceList({ ...DEFAULT_FILTERS, search, perPage: 8 });
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (picked === null) {
      setPickError('Choose a resource to recommend');
      return;
    }
    send.mutate(
      { student_id: recipient.studentId, ticket_id: recipient.ticketId ?? null, note: note.trim() || null },
      {
        onSuccess: () => {
          toast.success('Resource recommended to the student');
          onClose();
        },
        onError: (failure) => {
          const message =
            isApiError(failure) && failure.fromServer ? failure.message : 'Failed to recommend the resource';
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  const items = list.data?.resources ?? [];
  return (
    <DialogForm
      title="Recommend a resource"
      description="The student sees it in the Resource Library and on their dashboard, with your note."
      onSubmit={submit}
      onCancel={onClose}
      pending={send.isPending}
      submitLabel="Send recommendation"
      pendingLabel="Sending..."
    >
      <SearchField
        label="Search resources"
        term={term.term}
        onTermChange={term.setTerm}
        onCommit={term.commit}
        pending={term.pending}
        placeholder="Title, topic or tag"
        maxLength={200}
      />
      <fieldset
        className="space-y-2"
        aria-busy={list.isFetching || undefined}
        aria-describedby={pickError ? `${ids}-pick-error` : undefined}
      >
        <legend className="text-sm font-medium text-slate-900">Resource</legend>
        {list.isPending ? (
          <LoadingState label="Loading resources..." />
        ) : list.error && !list.data ? (
          <ErrorState
            compact
            message="Resources could not be loaded."
            error={list.error}
            onRetry={list.refetch}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={BookHeart} title="No resources found" text="Try other words." />
        ) : (
          <ul className="max-h-64 space-y-1.5 overflow-y-auto">
            {items.map((resource) => (
              <li key={resource.id}>
                <label
                  className={cn(
                    'flex cursor-pointer items-start gap-2 rounded-lg border p-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                    picked === resource.id ? 'border-indigo-600 bg-indigo-50' : 'border-slate-200',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids}-resource`}
                    className="mt-0.5 size-4 accent-indigo-600"
                    checked={picked === resource.id}
                    onChange={() => {
                      onPick(resource.id);
                      setPickError(null);
                    }}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{resource.title}</span>
                    <span className="text-xs text-slate-600">{typeLabel(resource.type)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {pickError && (
          <p id={`${ids}-pick-error`} className="text-sm text-red-600">
            {pickError}
          </p>
        )}
      </fieldset>
      <FormField
        id={`${ids}-note`}
        label="Note for the student (optional)"
        error={error ?? undefined}
        hint={`${note.length}/${LIMITS.resources.noteMax}`}
      >
        <Textarea
          id={`${ids}-note`}
          rows={3}
          maxLength={LIMITS.resources.noteMax}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-note-error` : undefined}
        />
      </FormField>
    </DialogForm>
  );
}
