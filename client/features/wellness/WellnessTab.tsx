import { ClipboardCheck, LineChart } from 'lucide-react';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Card } from '../../components/ui/card';
import { useOwnWellness } from './api';
import { CheckInForm } from './CheckInForm';
import { LowRunCard } from './LowRunCard';
import { SharingCard } from './SharingCard';
import { WellnessTrend } from './WellnessTrend';

/**
 * The Wellness tab for students: today's check-in, a gentle offer of a session after a run of low days, the
 * last 30 days, and whether the counselor may read them (decision 0033).
 */
export function WellnessTab({ onBook }: { onBook: () => void }) {
  const wellness = useOwnWellness();
  if (wellness.isPending) return <LoadingState label="Loading your check-ins..." />;
  if (wellness.isError)
    return (
      <ErrorState
        message="Your check-ins could not be loaded."
        error={wellness.error}
        onRetry={() => wellness.refetch()}
      />
    );
  const data = wellness.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="min-w-0 space-y-4 p-4 sm:p-5">
        <div>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ClipboardCheck className="size-5 text-indigo-700" aria-hidden="true" />
            Daily check-in
          </h2>
          <p className="text-sm text-slate-600">
            {data.today_check_in
              ? 'You have checked in today. You can change it until the end of the day.'
              : 'A minute a day to notice how you are doing.'}
          </p>
        </div>
        <CheckInForm key={data.today_check_in?.updated_at ?? 'new'} today={data.today_check_in} />
      </Card>
      <div className="min-w-0 space-y-6">
        {data.low_run && <LowRunCard onBook={onBook} />}
        <Card className="space-y-3 p-4 sm:p-5">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <LineChart className="size-5 text-indigo-700" aria-hidden="true" />
            Your last 30 days
          </h2>
          <WellnessTrend trend={data} who="Your" />
        </Card>
        <SharingCard wellness={data} />
      </div>
    </div>
  );
}
