import { ClipboardList, HeartHandshake, LifeBuoy, SquarePlus, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { can } from '../../../common/permissions';
import { PAGE_PATHS } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { CounselingTabs } from './CounselingTabs';
import { CounselingTiles } from './CounselingTiles';
import { CrisisResourceList } from './CrisisContactList';
import { CrisisSupportButton, ImmediateDangerNotice } from './CrisisSupportPanel';
import { ReachOutCard } from './ReachOutCard';
import { SafetyPlanLinks } from './SafetyPlanLinks';

/**
 * Counseling and Mental Health (product §2.2), with crisis support first: the emergency number, every crisis
 * line the university set, a way to reach a counselor now, the student's safety plan, and the session
 * tiles (Book Session, Group Therapy), then the Counselors, Self-Help and Wellness tabs. The live chat joins when
 * it exists; nothing here is a placeholder.
 */
export function CounselingPage() {
  const user = useCurrentUser();
  const student = user.role === 'student';
  return (
    <div className="space-y-6">
      <PageHeader
        title="Counseling and Mental Health"
        description="Support for your wellbeing, any time of day. You don't have to go through this alone."
        actions={
          <CrisisSupportButton>
            <LifeBuoy aria-hidden="true" />
            Crisis Support
          </CrisisSupportButton>
        }
      />

      <ImmediateDangerNotice />

      <CounselingTiles student={student} />

      <CounselingTabs student={student} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="crisis-lines-title" className="min-w-0 space-y-3">
          <h2 id="crisis-lines-title" className="text-lg font-semibold text-slate-900">
            Crisis lines and contacts
          </h2>
          <CrisisResourceList headingLevel={3} />
        </section>

        <div className="space-y-6">
          <ReachOutCard headingLevel={2} />
          {student && (
            <Card className="space-y-3 p-4">
              <div className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
                  <ClipboardList className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h2 className="font-semibold text-slate-900">Your safety plan</h2>
                  <p className="text-sm text-slate-700">
                    Write down your warning signs, what helps you cope and who you can call, so it is ready
                    when things get hard. It is private unless you share it with a counselor.
                  </p>
                </div>
              </div>
              <SafetyPlanLinks />
            </Card>
          )}
          <Card className="space-y-3 p-4">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <HeartHandshake className="size-5 text-indigo-700" aria-hidden="true" />
              Other ways to get support
            </h2>
            <p className="text-sm text-slate-700">
              For anything that is not urgent, a support ticket reaches the right counselor or advisor.
            </p>
            <div className="flex flex-wrap gap-2">
              {can(user.role, 'create_ticket') && (
                <Button asChild variant="outline">
                  <Link to={PAGE_PATHS['submit-ticket']}>
                    <SquarePlus aria-hidden="true" />
                    Submit a ticket
                  </Link>
                </Button>
              )}
              <Button asChild variant="outline">
                <Link to={PAGE_PATHS.tickets}>
                  <Ticket aria-hidden="true" />
                  {student ? 'My tickets' : 'Tickets'}
                </Link>
              </Button>
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}
