import { MessageCircleHeart, Phone, ShieldAlert } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { CrisisResourceList } from './CrisisContactList';
import { SafetyPlanLinks } from './SafetyPlanLinks';
import { useContactsToShow } from './useContacts';

// The reach-out form (and its form library) loads when the panel first opens; the numbers above it need
// nothing more than this file, so they show at once (bundle budget of a student's first dashboard).
const ReachOutCard = lazy(async () => ({ default: (await import('./ReachOutCard')).ReachOutCard }));
const CrisisChatDialog = lazy(async () => ({
  default: (await import('../crisis-chat/CrisisChatDialog')).CrisisChatDialog,
}));

/** "Start Crisis Chat": a live text chat with a counselor on duty (students). */
function StartCrisisChat() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  return (
    <section aria-labelledby="panel-chat-title" className="space-y-2 rounded-xl border border-slate-200 p-4">
      <h3 id="panel-chat-title" className="font-semibold text-slate-900">
        Chat with a counselor now
      </h3>
      <p className="text-sm text-slate-700">
        A live text chat with a counselor of the university on duty. If nobody can answer within a minute, the
        crisis team is alerted and a counselor follows up.
      </p>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setStarted(true);
          setOpen(true);
        }}
      >
        <MessageCircleHeart aria-hidden="true" />
        Start Crisis Chat
      </Button>
      {started && (
        <Suspense fallback={null}>
          <CrisisChatDialog open={open} anonymous={false} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}

/** "If you are in immediate danger": the emergency number as the first, largest thing on a crisis screen. */
export function ImmediateDangerNotice({ children }: { children?: ReactNode }) {
  const { emergency } = useContactsToShow();
  return (
    <div
      role="note"
      aria-label="Immediate danger"
      className="flex flex-col gap-3 rounded-xl border border-red-300 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <ShieldAlert className="mt-0.5 size-6 shrink-0 text-red-700" aria-hidden="true" />
        <p className="text-sm text-red-950">
          <strong className="block text-base">If you or someone else is in immediate danger</strong>
          call {emergency.value} now, or go to the nearest emergency room.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="destructive" size="lg" className="w-full sm:w-auto">
          <a href={emergency.href ?? 'tel:911'}>
            <Phone aria-hidden="true" />
            Call {emergency.value} Now
          </a>
        </Button>
        {children}
      </div>
    </div>
  );
}

/**
 * The Crisis Support panel (product §2.2): a bottom sheet on phones and tablets, a dialog on larger screens. The
 * immediate-danger notice, every crisis resource, a way to reach a person at the university now, and the
 * student's safety plan.
 */
export function CrisisSupportPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const user = useCurrentUser();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 max-lg:inset-x-0 max-lg:top-auto max-lg:bottom-0 max-lg:left-0 max-lg:max-h-[92dvh] max-lg:w-full max-lg:max-w-none max-lg:translate-x-0 max-lg:translate-y-0 max-lg:rounded-b-none max-lg:p-4 lg:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Crisis Support</DialogTitle>
          <DialogDescription className="text-slate-600">
            You are not alone. These people can help you right now, any time of day or night.
          </DialogDescription>
        </DialogHeader>
        <ImmediateDangerNotice />
        <section aria-labelledby="panel-resources-title" className="space-y-3">
          <h3
            id="panel-resources-title"
            className="text-sm font-semibold uppercase tracking-wide text-slate-700"
          >
            Crisis resources
          </h3>
          <CrisisResourceList headingLevel={3} />
        </section>
        {user.role === 'student' && <StartCrisisChat />}
        <Suspense fallback={null}>
          <ReachOutCard />
        </Suspense>
        {user.role === 'student' && (
          <section aria-labelledby="panel-safety-title" className="space-y-3">
            <h3
              id="panel-safety-title"
              className="text-sm font-semibold uppercase tracking-wide text-slate-700"
            >
              Your safety plan
            </h3>
            <SafetyPlanLinks onNavigate={close} />
          </section>
        )}
        <Link
          to={PAGE_PATHS.counseling}
          onClick={close}
          className="text-center text-sm font-medium text-indigo-700 underline underline-offset-4"
        >
          Open the Counseling and Crisis Support page
        </Link>
      </DialogContent>
    </Dialog>
  );
}

/** A button that opens the Crisis Support panel where it stands. */
export function CrisisSupportButton({
  children,
  className,
  variant = 'destructive',
}: {
  children: ReactNode;
  className?: string;
  variant?: 'destructive' | 'outline' | 'default';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </Button>
      <CrisisSupportPanel open={open} onOpenChange={setOpen} />
    </>
  );
}
