import { Lock, MessageSquare, TriangleAlert } from 'lucide-react';
import { initialsOf } from '../../../common/schemas/auth';
import type { Attachment, Ticket } from '../../../common/schemas/tickets';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime, relativeTime } from '../../lib/format';
import { cn } from '../../lib/utils';
import { AttachmentList } from './AttachmentList';
import type { useAttachmentDownloads } from './download';

interface MessageProps {
  author: string;
  student: boolean;
  createdAt: string;
  message: string;
  attachments: readonly Attachment[];
  internal?: boolean;
  urgent?: boolean;
  original?: boolean;
  downloads: ReturnType<typeof useAttachmentDownloads>;
}

function Message({
  author,
  student,
  createdAt,
  message,
  attachments,
  internal,
  urgent,
  original,
  downloads,
}: MessageProps) {
  return (
    <article
      aria-label={`${original ? 'Original request' : internal ? 'Internal note' : 'Message'} from ${author}`}
      className={cn(
        'rounded-xl border p-4',
        internal
          ? 'border-amber-200 bg-amber-50/70'
          : student
            ? 'border-slate-200 bg-white'
            : 'border-indigo-100 bg-indigo-50/40',
      )}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white',
            student ? 'bg-slate-500' : 'bg-indigo-600',
          )}
        >
          {initialsOf(author) || '?'}
        </span>
        <span className="font-medium text-slate-900">{author}</span>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            student ? 'bg-slate-100 text-slate-600' : 'bg-indigo-100 text-indigo-700',
          )}
        >
          {student ? 'Student' : 'Staff'}
        </span>
        {internal && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-200/70 px-2 py-0.5 text-xs font-medium text-amber-900">
            <Lock className="size-3" aria-hidden="true" />
            Internal
          </span>
        )}
        {urgent && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-700">
            <TriangleAlert className="size-3" aria-hidden="true" />
            Urgent
          </span>
        )}
        <time
          dateTime={createdAt}
          title={formatDateTime(createdAt)}
          className="ml-auto text-xs text-slate-500"
        >
          {relativeTime(createdAt)}
        </time>
      </header>
      <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-700">{message}</p>
      <AttachmentList attachments={attachments} downloads={downloads} className="mt-3" />
    </article>
  );
}

/** The conversation: the description first, then every response the viewer may see. */
export function ResponseThread({
  ticket,
  downloads,
}: {
  ticket: Ticket;
  downloads: ReturnType<typeof useAttachmentDownloads>;
}) {
  const responses = ticket.responses ?? [];
  const count = responses.length + 1;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <MessageSquare className="size-4 text-slate-400" aria-hidden="true" />
          Conversation
        </CardTitle>
        <span className="text-sm text-slate-500">
          {count} {count === 1 ? 'message' : 'messages'}
        </span>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          <li>
            <Message
              author={ticket.user.name}
              student
              createdAt={ticket.created_at}
              message={ticket.description}
              attachments={(ticket.attachments ?? []).filter((file) => file.response_id === null)}
              original
              downloads={downloads}
            />
          </li>
          {responses.map((response) => (
            <li key={response.id}>
              <Message
                author={response.user?.name ?? 'Former user'}
                student={response.user?.role === 'student'}
                createdAt={response.created_at}
                message={response.message}
                attachments={response.attachments}
                internal={response.is_internal}
                urgent={response.is_urgent}
                downloads={downloads}
              />
            </li>
          ))}
        </ol>
        {responses.length === 0 && (
          <div className="mt-4 rounded-xl border border-dashed border-slate-200 px-4 py-6 text-center">
            <p className="font-medium text-slate-700">No responses yet</p>
            <p className="mt-1 text-sm text-slate-500">Be the first to respond to this ticket!</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
