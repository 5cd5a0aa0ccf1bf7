import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, History, LoaderCircle, Lock, PlayCircle, Plus, RotateCcw, Tag, X } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { can, type Role } from '../../../common/permissions';
import {
  TICKET_PRIORITIES,
  type Ticket,
  type TicketPriority,
  type TicketUpdateInput,
  tagSchema,
} from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { setServerFieldErrors } from '../../lib/form-errors';
import { formatDateTime, relativeTime } from '../../lib/format';
import { useTicketTags, useUpdateTicket } from './api';

const serverMessage = (error: unknown) => (isApiError(error) && error.fromServer ? error.message : undefined);

/** Status and priority changes (staff with modify permission). */
export function TicketStatusControls({ ticket }: { ticket: Ticket }) {
  const update = useUpdateTicket();
  const priorityId = useId();

  const change = (changes: TicketUpdateInput) =>
    update.mutate(
      { id: ticket.id, changes },
      {
        onSuccess: () => toast.success('Ticket updated successfully'),
        onError: (error) => toast.error('Failed to update ticket', { description: serverMessage(error) }),
      },
    );

  const active = ticket.status === 'Open' || ticket.status === 'In Progress';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Manage Ticket</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-2">
          {ticket.status === 'Open' && (
            <Button
              variant="outline"
              disabled={update.isPending}
              onClick={() => change({ status: 'In Progress' })}
            >
              <PlayCircle aria-hidden="true" />
              Mark In Progress
            </Button>
          )}
          {active && (
            <Button
              className="bg-emerald-700 hover:bg-emerald-800"
              disabled={update.isPending}
              onClick={() => change({ status: 'Resolved' })}
            >
              <CircleCheck aria-hidden="true" />
              Mark Resolved
            </Button>
          )}
          {ticket.status !== 'Closed' && (
            <Button
              variant="outline"
              disabled={update.isPending}
              onClick={() => change({ status: 'Closed' })}
            >
              <Lock aria-hidden="true" />
              Close
            </Button>
          )}
          {!active && (
            <Button variant="outline" disabled={update.isPending} onClick={() => change({ status: 'Open' })}>
              <RotateCcw aria-hidden="true" />
              Reopen
            </Button>
          )}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={priorityId}>Priority</Label>
          <Select
            id={priorityId}
            value={ticket.priority}
            disabled={update.isPending}
            onChange={(event) => change({ priority: event.target.value as TicketPriority })}
          >
            {TICKET_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {priority}
              </option>
            ))}
          </Select>
        </div>
        {update.isPending && (
          <p role="status" className="flex items-center gap-2 text-xs text-slate-500">
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
            Updating ticket...
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The new-tag box, checked with the server's tag rule. */
const tagFormSchema = z.object({ tag: tagSchema });
type TagForm = z.input<typeof tagFormSchema>;

/** Tags (counselors, advisors and admins). */
export function TagsEditor({ ticket }: { ticket: Ticket }) {
  const tags = useTicketTags(ticket.id);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<TagForm, unknown, z.output<typeof tagFormSchema>>({
    resolver: zodResolver(tagFormSchema),
    defaultValues: { tag: '' },
  });
  const draft = watch('tag');
  const error = errors.tag?.message;
  const inputId = useId();

  const add = handleSubmit(({ tag }) =>
    tags.mutate(
      { action: 'add', tags: [tag] },
      {
        onSuccess: () => reset({ tag: '' }),
        onError: (failure) => {
          setServerFieldErrors(failure, ['tag'], setError, { tags: 'tag' });
          toast.error('Failed to add tag', { description: serverMessage(failure) });
        },
      },
    ),
  );

  const remove = (tag: string) =>
    tags.mutate(
      { action: 'remove', tags: [tag] },
      { onError: (failure) => toast.error('Failed to remove tag', { description: serverMessage(failure) }) },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Tag className="size-4 text-slate-400" aria-hidden="true" />
          Tags
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {ticket.tags.length === 0 ? (
          <p className="text-sm text-slate-500">No tags yet</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {ticket.tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-2.5 pr-1 text-xs font-medium text-slate-700"
              >
                {tag}
                <button
                  type="button"
                  onClick={() => remove(tag)}
                  disabled={tags.isPending}
                  aria-label={`Remove tag ${tag}`}
                  className="flex size-4 cursor-pointer items-center justify-center rounded-full hover:bg-slate-200"
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={add} className="flex gap-2">
          <Label htmlFor={inputId} className="sr-only">
            New tag
          </Label>
          <Input
            id={inputId}
            maxLength={30}
            placeholder="Add a tag"
            aria-invalid={error ? true : undefined}
            {...register('tag')}
          />
          <Button type="submit" variant="outline" disabled={tags.isPending || draft.trim() === ''}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </form>
        {error && (
          <p role="alert" className="text-xs text-red-600">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

const FIELD_LABELS: Record<string, string> = {
  created: 'Ticket created',
  status: 'Status',
  priority: 'Priority',
  category_id: 'Category',
  assigned_to: 'Assignment',
  tags: 'Tags',
  crisis_flag: 'Crisis flag',
  crisis_acknowledged: 'Crisis acknowledged',
  appointment: 'Counseling session',
};

/** Instants inside a history text ("… booked for 2026-06-03T14:00:00.000Z") in the viewer's own time. */
const withLocalTimes = (text: string) =>
  text.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, (iso) => formatDateTime(iso));

/** The change history (staff only; the server sends it only to them). */
export function TicketHistory({ ticket }: { ticket: Ticket }) {
  const history = ticket.history ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4 text-slate-400" aria-hidden="true" />
          History
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-slate-500">No changes recorded yet</p>
        ) : (
          <ol className="space-y-3 border-l border-slate-200 pl-4">
            {history.map((entry) => (
              <li key={entry.id} className="relative text-sm">
                <span
                  aria-hidden="true"
                  className="absolute -left-[21px] top-1.5 size-2.5 rounded-full bg-indigo-200 ring-2 ring-white"
                />
                <p className="text-slate-700">
                  <span className="font-medium text-slate-900">
                    {FIELD_LABELS[entry.field] ?? entry.field}
                  </span>
                  {entry.field === 'appointment' ? (
                    <>
                      {': '}
                      {entry.old_value !== null && `${withLocalTimes(entry.old_value)} → `}
                      {withLocalTimes(entry.new_value ?? '')}
                    </>
                  ) : entry.field !== 'created' && (entry.old_value !== null || entry.new_value !== null) ? (
                    <>
                      {': '}
                      {entry.old_value ?? 'none'} → {entry.new_value ?? 'none'}
                    </>
                  ) : null}
                </p>
                {entry.note && <p className="text-xs text-slate-500">{entry.note}</p>}
                <p className="text-xs text-slate-600">
                  {entry.user ? `${entry.user.name} · ` : ''}
                  <time dateTime={entry.created_at} title={formatDateTime(entry.created_at)}>
                    {relativeTime(entry.created_at)}
                  </time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function canManage(role: Role) {
  return {
    modify: can(role, 'modify_ticket'),
    tags: can(role, 'manage_tags'),
    assign: can(role, 'assign_ticket'),
  };
}
