import { ArrowLeft, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { ScheduleEditor } from './ScheduleEditor';
import { useSchedule, useScheduleStaff } from './schedule-api';

/**
 * My Schedule (`/schedule`, issue 16 "Availability"): counselors and advisors keep their own weekly hours and
 * exceptions; administrators pick any active counselor or advisor (`?staff={id}`) and edit theirs.
 */
export function SchedulePage() {
  const user = useCurrentUser();
  const admin = user.role === 'admin';
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get('staff'));
  const [staffId, setStaffId] = useState<number | null>(() =>
    admin && Number.isSafeInteger(picked) && picked > 0 ? picked : null,
  );
  const staff = useScheduleStaff(admin);
  const target: number | 'me' | null = admin ? staffId : 'me';
  const schedule = useSchedule(target);
  const person = admin ? staff.data?.find((s) => s.id === staffId) : undefined;
  const whose = admin ? `Schedule of ${person?.name ?? 'the chosen staff member'}` : 'Your schedule';

  const [dirty, setDirty] = useState(false);
  const choose = (value: string) => {
    if (dirty && !window.confirm('Discard the unsaved changes to this schedule?')) return;
    setDirty(false);
    const id = Number(value);
    setStaffId(id > 0 ? id : null);
    setParams(id > 0 ? { staff: String(id) } : {}, { replace: true });
  };

  const editor = () => {
    if (target === null)
      return (
        <EmptyState
          icon={UserRound}
          title="Choose a staff member"
          text="Pick a counselor or advisor above to see and edit their weekly hours and exceptions."
        />
      );
    if (schedule.isPending) return <LoadingState label="Loading the schedule" rows={4} rowClass="h-20" />;
    if (schedule.isError)
      return (
        <ErrorState
          message="The schedule could not be loaded."
          error={schedule.error}
          onRetry={() => schedule.refetch()}
        />
      );
    return (
      <ScheduleEditor
        key={String(target)}
        id={target}
        schedule={schedule.data}
        whose={whose}
        onDirtyChange={setDirty}
      />
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={admin ? 'Staff Schedules' : 'My Schedule'}
        description={
          admin
            ? 'The weekly hours and exceptions of any counselor or advisor'
            : 'The hours students can book you, and the dates that differ'
        }
        actions={
          <Button asChild variant="outline">
            <Link to={PAGE_PATHS.appointments}>
              <ArrowLeft aria-hidden="true" />
              My Appointments
            </Link>
          </Button>
        }
      />
      {admin && (
        <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:max-w-md">
          {staff.isError ? (
            <ErrorState
              compact
              message="The counselors and advisors could not be loaded."
              error={staff.error}
              onRetry={() => staff.refetch()}
            />
          ) : (
            <FilterSelect
              label="Staff member"
              value={staffId ?? ''}
              disabled={staff.isPending}
              anyOption={{
                value: '',
                label: staff.isPending ? 'Loading staff...' : 'Choose a counselor or advisor',
              }}
              options={(staff.data ?? []).map((s) => ({
                value: String(s.id),
                label: `${s.name} (${s.role === 'advisor' ? 'Advisor' : 'Counselor'})`,
              }))}
              onValueChange={choose}
            />
          )}
        </div>
      )}
      {editor()}
    </div>
  );
}
