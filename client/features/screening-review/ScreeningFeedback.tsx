import { MessageSquareWarning, ShieldQuestion, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ScreeningMarkKind } from '../../../common/schemas/screening-reviews';
import type { Ticket } from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime, relativeTime } from '../../lib/format';
import { useMyScreeningMark, useWithdrawScreeningMark } from './api';
import { levelName, markSummary } from './format';
import { ScreeningMarkDialog } from './ScreeningMarkDialog';

/**
 * Staff on a ticket: "Mark missed crisis" (the screening said less than it should) and, on a ticket the
 * screening flagged, "Mark false alarm"; the person's current mark with a way to withdraw it. Students never
 * load this (the details page mounts it for staff only, and the server refuses them).
 */
export function ScreeningFeedback({ ticket }: { ticket: Ticket }) {
  const mine = useMyScreeningMark(ticket.id);
  const withdraw = useWithdrawScreeningMark(ticket.id);
  const [dialog, setDialog] = useState<ScreeningMarkKind | null>(null);
  const engineLevel = ticket.crisis_level ?? 'none';
  const mark = mine.data ?? null;
  const canMiss = engineLevel !== 'critical';

  const undo = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => toast.success('Screening feedback withdrawn'),
      onError: (error) =>
        toast.error('Failed to withdraw screening feedback', {
          description: isApiError(error) && error.fromServer ? error.message : 'Please try again.',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldQuestion className="size-4 text-slate-500" aria-hidden="true" />
          Screening feedback
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-slate-600">
          The crisis screening rated this ticket <strong>{levelName(engineLevel)}</strong>. Did it get it
          right?
        </p>
        {mark && (
          <div
            role="status"
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            <p className="font-medium">Your mark: {markSummary(mark)}</p>
            {mark.note && <p className="mt-1 break-words text-amber-900">{mark.note}</p>}
            <p className="mt-1 text-xs text-amber-900">
              Saved{' '}
              <time dateTime={mark.updated_at} title={formatDateTime(mark.updated_at)}>
                {relativeTime(mark.updated_at)}
              </time>
            </p>
          </div>
        )}
        {mine.isError && (
          <p role="alert" className="text-sm text-red-700">
            Your screening feedback could not be loaded.
          </p>
        )}
        <div className="grid gap-2">
          {canMiss && (
            <Button variant="outline" onClick={() => setDialog('missed_crisis')}>
              <MessageSquareWarning aria-hidden="true" />
              Mark missed crisis
            </Button>
          )}
          {ticket.crisis_flag && (
            <Button variant="outline" onClick={() => setDialog('false_alarm')}>
              <MessageSquareWarning aria-hidden="true" />
              Mark false alarm
            </Button>
          )}
          {mark && (
            <Button variant="ghost" disabled={withdraw.isPending} onClick={undo}>
              <Undo2 aria-hidden="true" />
              Withdraw my mark
            </Button>
          )}
        </div>
      </CardContent>
      <ScreeningMarkDialog
        ticketId={ticket.id}
        ticketNumber={ticket.ticket_number}
        engineLevel={engineLevel}
        kind={dialog}
        current={mark}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
