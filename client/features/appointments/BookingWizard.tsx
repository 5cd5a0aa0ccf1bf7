import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, MessageSquare, Phone, Sparkles, Video } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_TYPES,
  type AppointmentType,
  type Slot,
} from '../../../common/schemas/appointments';
import { isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { FormDialog } from '../../components/form-dialog';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/utils';
import { useBookAppointment, useCounselors, useHoldSlot } from './api';
import { formatDay, formatTime, TYPE_LABELS } from './format';
import { SlotPicker } from './SlotPicker';

const STEP_TITLES = [
  'Choose a session type',
  'Select a counselor',
  'Choose a date and time',
  'Confirm your booking',
];
const TYPE_ICONS = { video: Video, phone: Phone, chat: MessageSquare } as const;
const TYPE_HINTS: Record<AppointmentType, string> = {
  video: 'Face to face on screen, 60 minutes',
  phone: 'A call, 60 minutes',
  chat: 'Written messages, 45 minutes',
};

const optionClass = (selected: boolean) =>
  cn(
    'flex w-full cursor-pointer items-start gap-3 rounded-lg border p-3 text-left focus-within:ring-2 focus-within:ring-indigo-500',
    selected ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white hover:bg-slate-50',
  );

/** Spec 2 "Book an Appointment wizard": type, counselor, date and time (held for 5 minutes), confirm. */
/** The ticket a session is booked about (from the ticket's page): linked both ways once booked. */
export interface BookingTicket {
  id: number;
  ticket_number: string;
  subject: string;
}

export function BookingWizard({
  open,
  onClose,
  ticket,
  counselorId,
}: {
  open: boolean;
  onClose: () => void;
  ticket?: BookingTicket;
  /** A counselor chosen beforehand (a profile's Book button): selected at the counselor step. */
  counselorId?: number;
}) {
  const hold = useHoldSlot();
  const book = useBookAppointment();
  const close = () => {
    hold.reset();
    book.reset();
    onClose();
  };
  return (
    <FormDialog open={open} pending={book.isPending} onClose={close} className="max-w-2xl">
      <WizardBody onClose={close} hold={hold} book={book} ticket={ticket} preselected={counselorId} />
    </FormDialog>
  );
}

function WizardBody({
  onClose,
  hold,
  book,
  ticket,
  preselected,
}: {
  onClose: () => void;
  ticket?: BookingTicket;
  preselected?: number;
  hold: ReturnType<typeof useHoldSlot>;
  book: ReturnType<typeof useBookAppointment>;
}) {
  const ids = useId();
  const [step, setStep] = useState(0);
  const [type, setType] = useState<AppointmentType>('video');
  const [anonymous, setAnonymous] = useState(false);
  const [counselorId, setCounselorId] = useState<number | null>(preselected ?? null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const counselors = useCounselors(type);
  const queryClient = useQueryClient();

  // A counselor chosen from their profile who does not offer this type cannot be booked for it.
  const counselorMissing =
    counselorId !== null &&
    counselors.data !== undefined &&
    !counselors.data.some((c) => c.id === counselorId);

  const held = hold.data;
  const heldName =
    counselors.data?.find((c) => c.id === held?.counselor_id)?.name ??
    (counselorId === null ? 'Auto-assigned counselor' : '');

  const backToTimes = (message: string) => {
    // The time shown as free was taken meanwhile: fetch the free times again.
    void queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all });
    setSlot(null);
    setSlotError(message);
    setStep(2);
  };

  const next = () => {
    if (step < 2) return setStep(step + 1);
    if (step === 2) {
      if (!slot) return setSlotError(APPOINTMENT_MESSAGES.start);
      hold.mutate(
        { type, counselor_id: counselorId, start: slot.start },
        {
          onSuccess: () => {
            setSlotError(null);
            setStep(3);
          },
          onError: (error) => backToTimes(error.message),
        },
      );
      return;
    }
    if (!held) return;
    book.mutate(
      {
        type,
        counselor_id: held.counselor_id,
        start: held.start,
        is_anonymous: anonymous,
        ...(ticket ? { ticket_id: ticket.id } : {}),
      },
      {
        onSuccess: () => {
          toast.success('Appointment booked');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) backToTimes(error.message);
          else toast.error(error.message);
        },
      },
    );
  };

  const stepBody = () => {
    if (step === 0)
      return (
        <div className="grid gap-3">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Session type</legend>
            {APPOINTMENT_TYPES.map((value) => {
              const Icon = TYPE_ICONS[value];
              return (
                <label key={value} className={optionClass(type === value)}>
                  <input
                    type="radio"
                    name={`${ids}-type`}
                    className="mt-1 accent-indigo-600"
                    checked={type === value}
                    onChange={() => {
                      setType(value);
                      setSlot(null);
                    }}
                  />
                  <Icon className="mt-0.5 size-5 text-indigo-700" aria-hidden="true" />
                  <span>
                    <span className="block font-medium text-slate-900">{TYPE_LABELS[value]}</span>
                    <span className="block text-sm text-slate-600">{TYPE_HINTS[value]}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              checked={anonymous}
              onChange={(event) => setAnonymous(event.target.checked)}
            />
            Keep my identity anonymous during the session
          </label>
        </div>
      );
    if (step === 1)
      return (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Counselor</legend>
          <label className={optionClass(counselorId === null)}>
            <input
              type="radio"
              name={`${ids}-counselor`}
              className="mt-1 accent-indigo-600"
              checked={counselorId === null}
              onChange={() => {
                setCounselorId(null);
                setSlot(null);
              }}
            />
            <Sparkles className="mt-0.5 size-5 text-indigo-700" aria-hidden="true" />
            <span>
              <span className="flex items-center gap-2 font-medium text-slate-900">
                Auto-Assign <Badge variant="success">Recommended</Badge>
              </span>
              <span className="block text-sm text-slate-600">
                We match you with an available counselor suited to your needs.
              </span>
            </span>
          </label>
          {counselors.isPending && <LoadingState label="Loading counselors" />}
          {counselors.isError && (
            <ErrorState
              compact
              message="Counselors could not be loaded; Auto-Assign still works."
              error={counselors.error}
              onRetry={() => counselors.refetch()}
            />
          )}
          {counselorMissing && (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              The counselor you chose does not offer {type} sessions. Go back to choose another session type,
              or choose Auto-Assign or another counselor here.
            </p>
          )}
          {counselors.data?.map((counselor) => (
            <label key={counselor.id} className={optionClass(counselorId === counselor.id)}>
              <input
                type="radio"
                name={`${ids}-counselor`}
                className="mt-1 accent-indigo-600"
                checked={counselorId === counselor.id}
                onChange={() => {
                  setCounselorId(counselor.id);
                  setSlot(null);
                }}
              />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{counselor.name}</span>
                <span className="block text-sm text-slate-600">
                  {[counselor.title, ...counselor.specializations].filter(Boolean).join(' · ')}
                </span>
                <span className="block text-sm text-slate-600">
                  {counselor.next_available
                    ? `Next available: ${formatDay(counselor.next_available)}, ${formatTime(counselor.next_available)}`
                    : 'No free time in the booking window'}
                  {counselor.rating !== null &&
                    ` · Rated ${counselor.rating.toFixed(1)} of 5 (${counselor.rating_count} ${counselor.rating_count === 1 ? 'rating' : 'ratings'})`}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      );
    if (step === 2)
      return (
        <div className="grid gap-3">
          {slotError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {slotError}
            </p>
          )}
          <SlotPicker
            type={type}
            counselorId={counselorId}
            value={slot}
            onChange={(chosen) => {
              setSlot(chosen);
              setSlotError(null);
            }}
          />
        </div>
      );
    return (
      <div className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-4 text-sm">
          <dt className="font-medium text-slate-600">Type</dt>
          <dd className="text-slate-900">{TYPE_LABELS[type]}</dd>
          <dt className="font-medium text-slate-600">Counselor</dt>
          <dd className="text-slate-900">{heldName}</dd>
          <dt className="font-medium text-slate-600">Date</dt>
          <dd className="text-slate-900">{held && formatDay(held.start)}</dd>
          <dt className="font-medium text-slate-600">Time</dt>
          <dd className="text-slate-900">{held && `${formatTime(held.start)} – ${formatTime(held.end)}`}</dd>
          {ticket && (
            <>
              <dt className="font-medium text-slate-600">About</dt>
              <dd className="break-words text-slate-900">
                Ticket #{ticket.ticket_number}: {ticket.subject}
              </dd>
            </>
          )}
        </dl>
        {anonymous && (
          <p>
            <Badge variant="secondary">Anonymous Session</Badge>
          </p>
        )}
        <p className="text-sm text-slate-700">
          This time is held for you for 5 minutes
          {held && ` (until ${formatTime(held.expires_at)})`}.
        </p>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">What happens next</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>You receive a confirmation e-mail with a calendar file.</li>
            <li>We remind you 24 hours and 1 hour before the session.</li>
            <li>The join link opens 15 minutes before the start.</li>
          </ul>
        </div>
      </div>
    );
  };

  const busy = hold.isPending || book.isPending;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <DialogHeader>
        <DialogTitle>Book an Appointment</DialogTitle>
        <DialogDescription className="text-slate-600">
          Step {step + 1} of 4: {STEP_TITLES[step]}
          {ticket && ` · About ticket #${ticket.ticket_number}`}
        </DialogDescription>
      </DialogHeader>
      <ol className="grid grid-cols-4 gap-1" aria-hidden="true">
        {STEP_TITLES.map((title, n) => (
          <li
            key={title}
            className={cn('h-1.5 rounded-full', n <= step ? 'bg-indigo-600' : 'bg-slate-200')}
          />
        ))}
      </ol>
      {stepBody()}
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => (step === 0 ? onClose() : setStep(step - 1))}
        >
          {step === 0 ? 'Cancel' : 'Back'}
        </Button>
        <Button type="submit" disabled={busy || (step === 2 && !slot) || (step === 1 && counselorMissing)}>
          {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {step === 3 ? 'Confirm Booking' : 'Next'}
        </Button>
      </DialogFooter>
    </form>
  );
}
