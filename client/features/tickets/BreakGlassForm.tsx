import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { BREAK_GLASS_MESSAGES, BREAK_GLASS_REASON_MAX } from '../../../common/schemas/break-glass';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { glassKey } from './glass';

/** Kept for the ticket for this browser session; if storage refuses, a reload asks again. */
function keepGlassReason(ticketId: number, reason: string): void {
  try {
    sessionStorage.setItem(glassKey(ticketId), reason);
  } catch {
    // Private mode or full storage: the next read asks again.
  }
}

export const REASON_PRESETS = [
  'Responding to the crisis alert',
  'Covering for the assigned counselor',
  'Supervision or quality review',
  'The student asked me to',
] as const;
const OTHER = 'Other';

/**
 * "Give a reason" (decision 0034): staff opening a crisis ticket that is not theirs, or internal notes they
 * neither wrote nor hold the ticket of, say why first. The reason is kept for the ticket for this browser
 * session and recorded with the read in the audit log. Staff only: loaded lazily, never in a student's bundle.
 */
export function BreakGlassForm({
  ticketId,
  kind,
  fromCrisisAlert = false,
  onOpened,
  onCancel,
  asPage = false,
}: {
  ticketId: number;
  kind: 'crisis' | 'internal';
  /** Arrived from a crisis alert: "Responding to the crisis alert" is chosen; one click confirms. */
  fromCrisisAlert?: boolean;
  onOpened: () => void;
  onCancel?: () => void;
  /** Shown instead of the ticket: the title is the page's heading. */
  asPage?: boolean;
}) {
  const id = useId();
  const [choice, setChoice] = useState<string>(fromCrisisAlert ? REASON_PRESETS[0] : '');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const crisis = kind === 'crisis';
  const Heading = asPage ? 'h1' : 'h2';
  const title = crisis
    ? 'Give a reason to open this crisis ticket'
    : 'Give a reason to read the internal notes';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = choice === OTHER ? other.trim() : choice;
    if (!reason) {
      setError(crisis ? BREAK_GLASS_MESSAGES.crisisReason : BREAK_GLASS_MESSAGES.internalReason);
      return;
    }
    if (reason.length > BREAK_GLASS_REASON_MAX) {
      setError(BREAK_GLASS_MESSAGES.reasonTooLong);
      return;
    }
    keepGlassReason(ticketId, reason);
    onOpened();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-xl rounded-xl border border-slate-300 bg-white p-4 shadow-sm sm:p-6"
    >
      <Heading id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <KeyRound className="size-5 text-indigo-700" aria-hidden="true" />
        {title}
      </Heading>
      <p id={`${id}-why`} className="mt-1 text-sm text-slate-700">
        {crisis
          ? 'This crisis ticket is neither yours nor assigned to you.'
          : 'These notes were written by other staff on a ticket not assigned to you.'}{' '}
        Your reading and your reason are recorded in the audit log.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <fieldset aria-describedby={error ? `${id}-error` : `${id}-why`}>
          <legend className="mb-2 text-sm font-medium text-slate-900">Reason</legend>
          <div className="space-y-2">
            {[...REASON_PRESETS, OTHER].map((preset) => (
              <label key={preset} className="flex items-center gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={preset}
                  checked={choice === preset}
                  onChange={() => {
                    setChoice(preset);
                    setError(null);
                  }}
                  className="size-4 accent-indigo-700"
                />
                {preset}
              </label>
            ))}
          </div>
        </fieldset>
        {choice === OTHER && (
          <div className="space-y-1">
            <label htmlFor={`${id}-other`} className="text-sm font-medium text-slate-900">
              Your reason <span className="text-red-700">(required)</span>
            </label>
            <Textarea
              id={`${id}-other`}
              value={other}
              required
              maxLength={BREAK_GLASS_REASON_MAX}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setOther(event.target.value);
                setError(null);
              }}
              className="min-h-20"
            />
          </div>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{crisis ? 'Open the ticket' : 'Show the notes'}</Button>
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

/** "N internal notes hidden — Show with a reason": opens the same form; the notes load once it is given. */
export function HiddenInternalNotes({
  ticketId,
  count,
  onOpened,
}: {
  ticketId: number;
  count: number;
  onOpened: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const label = `${count} internal ${count === 1 ? 'note' : 'notes'} hidden`;
  if (asking)
    return (
      <BreakGlassForm
        ticketId={ticketId}
        kind="internal"
        onCancel={() => setAsking(false)}
        onOpened={() => {
          setAsking(false);
          onOpened();
        }}
      />
    );
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <span>{label}</span>
      <Button type="button" variant="outline" size="sm" onClick={() => setAsking(true)}>
        Show with a reason<span className="sr-only"> ({label})</span>
      </Button>
    </p>
  );
}
