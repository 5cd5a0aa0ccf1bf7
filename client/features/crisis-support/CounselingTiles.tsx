import { CalendarClock, CalendarPlus, MessageCircleHeart, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

// The wizard (and its slot picker) loads only when a student opens it.
const BookingWizard = lazy(async () => ({
  default: (await import('../appointments/BookingWizard')).BookingWizard,
}));
const CrisisChatDialog = lazy(async () => ({
  default: (await import('../crisis-chat/CrisisChatDialog')).CrisisChatDialog,
}));

function Tile({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-violet-50 text-violet-700">
          {icon}
        </span>
        <div>
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <p className="text-sm text-slate-700">{text}</p>
        </div>
      </div>
      <div className="mt-auto">{action}</div>
    </Card>
  );
}

/**
 * The Counseling page's session tiles (spec 2 "Counseling and Mental Health page"): Book Session opens the
 * booking wizard (students), Group Therapy opens the group sessions; staff reach the sessions they hold.
 * Crisis Support is the page's own button. Anonymous Chat (students) is the live crisis chat with the student's
 * name hidden from the counselor until they share it.
 */
export function CounselingTiles({ student }: { student: boolean }) {
  const [booking, setBooking] = useState(false);
  const [chatting, setChatting] = useState(false);
  const [chatStarted, setChatStarted] = useState(false);
  return (
    <section aria-labelledby="counseling-sessions-title" className="space-y-3">
      <h2 id="counseling-sessions-title" className="text-lg font-semibold text-slate-900">
        Counseling sessions
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {student ? (
          <Tile
            icon={<CalendarPlus className="size-5" aria-hidden="true" />}
            title="Book Session"
            text="A video, phone or chat session with a counselor, at a time that suits you."
            action={
              <Button onClick={() => setBooking(true)}>
                <CalendarPlus aria-hidden="true" />
                Book Session
              </Button>
            }
          />
        ) : (
          <Tile
            icon={<CalendarClock className="size-5" aria-hidden="true" />}
            title="My Appointments"
            text="The one-to-one sessions booked with you."
            action={
              <Button asChild variant="outline">
                <Link to={PAGE_PATHS.appointments}>
                  <CalendarClock aria-hidden="true" />
                  My Appointments
                </Link>
              </Button>
            }
          />
        )}
        <Tile
          icon={<Users className="size-5" aria-hidden="true" />}
          title="Group Therapy"
          text={
            student
              ? 'Small groups led by a counselor. Join a session while seats are left.'
              : 'Offer group sessions with a number of seats; students join until they are full.'
          }
          action={
            <Button asChild variant="outline">
              <Link to={PAGE_PATHS['group-sessions']}>
                <Users aria-hidden="true" />
                Group Therapy
              </Link>
            </Button>
          }
        />
        {student && (
          <Tile
            icon={<MessageCircleHeart className="size-5" aria-hidden="true" />}
            title="Anonymous Chat"
            text="A live text chat with a counselor on duty. Your name stays hidden unless you choose to share it."
            action={
              <Button
                variant="outline"
                aria-haspopup="dialog"
                onClick={() => {
                  setChatStarted(true);
                  setChatting(true);
                }}
              >
                <MessageCircleHeart aria-hidden="true" />
                Start Anonymous Chat
              </Button>
            }
          />
        )}
      </div>
      {student && chatStarted && (
        <Suspense fallback={null}>
          <CrisisChatDialog open={chatting} anonymous onOpenChange={setChatting} />
        </Suspense>
      )}
      {student && booking && (
        <Suspense fallback={null}>
          <BookingWizard open onClose={() => setBooking(false)} />
        </Suspense>
      )}
    </section>
  );
}
