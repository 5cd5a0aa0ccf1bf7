import { format } from 'date-fns';
import { EyeOff, HeartHandshake, Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SAFETY_PLAN_MESSAGES } from '../../../common/schemas/safety-plans';
import { isApiError } from '../../api/client';
import { PageHeader } from '../../components/page-header';
import { ErrorBanner, LoadingState } from '../../components/query-state';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { useOwnSafetyPlan, useSharedSafetyPlan } from './api';
import { PlanDocument } from './PlanDocument';
import { isEmptyPlan } from './plan-form';
import { SafetyPlanEditor } from './SafetyPlanEditor';
import { ShareCard } from './ShareCard';
import { useHashFocus } from './useHashFocus';

/** /safety-plan: a student's own plan to fill in; staff read one a student shared (`?student=ID`). */
export function SafetyPlanPage() {
  const user = useCurrentUser();
  return user.role === 'student' ? <StudentSafetyPlan /> : <SharedSafetyPlan />;
}

function PrintButton() {
  return (
    <Button variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Print
    </Button>
  );
}

const savedAt = (iso: string | null) => (iso ? format(new Date(iso), "d MMM yyyy 'at' HH:mm") : null);

function StudentSafetyPlan() {
  const own = useOwnSafetyPlan();
  useHashFocus(own.isSuccess);
  const plan = own.data?.plan;
  const saved = plan ? savedAt(plan.updated_at) : null;
  return (
    <div className="space-y-6">
      <PageHeader
        title="My Safety Plan"
        description={SAFETY_PLAN_MESSAGES.intro}
        actions={
          <div className="print:hidden">
            <PrintButton />
          </div>
        }
      />
      {own.isPending ? (
        <PlanSkeleton />
      ) : own.isError || !plan ? (
        <LoadFailure onRetry={() => void own.refetch()} />
      ) : (
        <>
          {saved && <p className="-mt-3 text-sm text-slate-600">Last saved {saved}</p>}
          {plan.updated_at === null && isEmptyPlan(plan) && <WhatIsASafetyPlan />}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start print:block">
            <SafetyPlanEditor plan={plan} />
            <div className="lg:sticky lg:top-20">
              <ShareCard sharedWith={own.data.shared_with} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function WhatIsASafetyPlan() {
  return (
    <Alert variant="info" className="print:hidden">
      <HeartHandshake aria-hidden="true" />
      <div>
        <AlertTitle>What is a safety plan?</AlertTitle>
        <AlertDescription className="mt-1">
          A short, personal plan you write while you feel calm, to use when things get hard: the signs that a
          crisis may be starting, what helps you cope, who you can reach out to, and how to keep yourself
          safe. Fill in what you can, in your own words. You can come back and change it at any time.
        </AlertDescription>
      </div>
    </Alert>
  );
}

/** A positive whole number from `?student=`, else null. */
function studentIdFrom(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function SharedSafetyPlan() {
  const [params] = useSearchParams();
  const studentId = studentIdFrom(params.get('student'));
  const shared = useSharedSafetyPlan(studentId);
  useHashFocus(shared.isSuccess);

  if (
    studentId === null ||
    (shared.isError && isApiError(shared.error) && shared.error.status < 500 && shared.error.status !== 0)
  ) {
    return (
      <div className="space-y-6">
        <PageHeader title="Safety plan" />
        <Alert variant="default" role="status">
          <EyeOff aria-hidden="true" />
          <AlertDescription>{SAFETY_PLAN_MESSAGES.notShared}</AlertDescription>
        </Alert>
      </div>
    );
  }
  if (shared.isPending) {
    return (
      <div className="space-y-6">
        <PageHeader title="Safety plan" />
        <PlanSkeleton />
      </div>
    );
  }
  if (shared.isError) {
    return (
      <div className="space-y-6">
        <PageHeader title="Safety plan" />
        <LoadFailure onRetry={() => void shared.refetch()} />
      </div>
    );
  }
  const { plan, student } = shared.data;
  const saved = savedAt(plan.updated_at);
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Safety plan of ${student.name}`}
        description={`Shared with you by ${student.name}. You can read it, not change it.${saved ? ` Last saved ${saved}.` : ''}`}
        actions={
          <div className="print:hidden">
            <PrintButton />
          </div>
        }
      />
      <PlanDocument plan={plan} anchors />
    </div>
  );
}

function PlanSkeleton() {
  return (
    <LoadingState
      label="Loading the safety plan..."
      rows={3}
      rowClass="h-32 rounded-xl"
      className="space-y-4"
    />
  );
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return <ErrorBanner onRetry={onRetry}>The safety plan could not be loaded. Please try again.</ErrorBanner>;
}
