import { CheckCircle2, UserX } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { useRecordAttendance } from './api';

/** Mark attended / No-show of a session under way, on the appointment card and in Today's Sessions. */
export function AttendanceButtons({ appointmentId }: { appointmentId: number }) {
  const attendance = useRecordAttendance();
  const mark = (status: 'completed' | 'no_show') =>
    attendance.mutate(
      { id: appointmentId, status },
      {
        onSuccess: () => toast.success(status === 'completed' ? 'Marked as attended' : 'Marked as no-show'),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <>
      <Button size="sm" variant="outline" disabled={attendance.isPending} onClick={() => mark('completed')}>
        <CheckCircle2 aria-hidden="true" />
        Mark attended
      </Button>
      <Button size="sm" variant="outline" disabled={attendance.isPending} onClick={() => mark('no_show')}>
        <UserX aria-hidden="true" />
        No-show
      </Button>
    </>
  );
}
