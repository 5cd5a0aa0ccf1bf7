import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { useSharedWellness, useSharingStudents } from './api';
import { LowRunNote } from './LowRunNote';
import { WellnessTrend } from './WellnessTrend';

/**
 * On a counselor's appointment card: "Wellness check-ins" when this student shares them with the viewer
 * (decision 0033), opening their last 30 days read-only. Nothing shows for anyone else.
 */
export function SharedWellnessButton({ studentId }: { studentId: number }) {
  const sharing = useSharingStudents(true);
  const [open, setOpen] = useState(false);
  if (!sharing.data?.includes(studentId)) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <HeartPulse aria-hidden="true" />
        Wellness check-ins
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">{open && <SharedTrend studentId={studentId} />}</DialogContent>
      </Dialog>
    </>
  );
}

function SharedTrend({ studentId }: { studentId: number }) {
  const shared = useSharedWellness(studentId, true);
  const name = shared.data?.student.name ?? 'The student';
  return (
    <>
      <DialogHeader>
        <DialogTitle>Wellness check-ins{shared.data ? `: ${shared.data.student.name}` : ''}</DialogTitle>
        <DialogDescription>
          Shared with you by the student; they can stop sharing at any time. Read only.
        </DialogDescription>
      </DialogHeader>
      {shared.isPending && <LoadingState label="Loading check-ins..." />}
      {shared.isError && (
        <ErrorState
          message="These check-ins are not shared with you."
          error={shared.error}
          onRetry={() => shared.refetch()}
        />
      )}
      {shared.data && (
        <div className="space-y-3">
          {shared.data.low_run && <LowRunNote name={name} />}
          <WellnessTrend trend={shared.data} who={`${name}’s`} />
        </div>
      )}
    </>
  );
}
