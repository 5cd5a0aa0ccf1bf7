import { CalendarOff, CalendarPlus, Globe, Plus, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Schedule } from '../../../common/schemas/appointments';
import { ErrorBanner } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSaveSchedule } from './schedule-api';
import {
  checkDraft,
  newBlock,
  newException,
  rowErrors,
  type ScheduleDraft,
  type ScheduleErrors,
  sameSchedule,
  serverErrors,
  toDraft,
  todayIn,
  WEEKDAYS,
} from './schedule-form';
import { ExceptionRowEditor, WeeklyBlockRow } from './schedule-rows';

const MAX_ROWS = 50;

/**
 * The weekly hours (one or more blocks a weekday, each with its session types) and the exceptions (a day off,
 * or a date's own hours) of one counselor or advisor, saved as a whole with `PUT /api/staff/{id}/schedule`.
 * The draft is parsed with the server's schema before sending; the server's 422 messages land by field.
 */
export function ScheduleEditor({
  id,
  schedule,
  whose,
  onDirtyChange,
}: {
  id: number | 'me';
  schedule: Schedule;
  /** The form's name: "Your schedule", "Schedule of …". */
  whose: string;
  /** Told whether there are unsaved changes (admins are asked before picking someone else). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [loaded, setLoaded] = useState(() => toDraft(schedule));
  const [draft, setDraft] = useState(loaded);
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveSchedule(id);
  const form = useRef<HTMLFormElement>(null);
  // Where the keyboard goes next: a new row's first field, the Add button of a removed row, the first message.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    const element =
      focusTarget === 'invalid'
        ? form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
        : document.getElementById(focusTarget);
    element?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const dirty = !sameSchedule(draft, loaded);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // Closing or reloading the tab with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // The schedule saved or read afresh with other contents: start again from what the server holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer resets the draft
  useEffect(() => {
    const next = toDraft(schedule);
    if (sameSchedule(next, loaded)) return;
    setLoaded(next);
    setDraft(next);
    setErrors({});
    setFailure(null);
  }, [schedule]);

  const change = (next: ScheduleDraft) => {
    setDraft(next);
    setSaved(false);
  };

  const submit = () => {
    setFailure(null);
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusTarget('invalid');
      setFailure('Some hours need attention; the messages are beside them.');
      return;
    }
    setErrors({});
    save.mutate(checked.input, {
      onSuccess: () => {
        setSaved(true);
        toast.success('Schedule saved');
      },
      onError: (error) => {
        const byField = serverErrors(error);
        setErrors(byField);
        setFocusTarget('invalid');
        setFailure(
          Object.keys(byField).length
            ? 'Some hours need attention; the messages are beside them.'
            : error instanceof Error
              ? error.message
              : 'The schedule could not be saved.',
        );
      },
    });
  };

  const weeklyFull = draft.weekly.length >= MAX_ROWS;
  const exceptionsFull = draft.exceptions.length >= MAX_ROWS;
  return (
    <form
      ref={form}
      className="space-y-6"
      aria-label={whose}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Globe className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        Times are in the university's time zone ({schedule.timezone}).
      </p>

      <Card className="p-4 sm:p-5">
        <h2 className="text-lg font-semibold text-slate-900">Weekly hours</h2>
        <p className="mt-1 text-sm text-slate-600">
          Students can book sessions inside these hours, of the types ticked for each block.
        </p>
        {draft.weekly.length === 0 && (
          <p className="mt-2 text-sm font-medium text-amber-800">
            No weekly hours yet: nobody can book a session until some are added.
          </p>
        )}
        <div className="mt-4 space-y-5">
          {WEEKDAYS.map((day) => {
            const blocks = draft.weekly
              .map((block, index) => ({ block, index }))
              .filter(({ block }) => block.weekday === day.value);
            return (
              <section key={day.value} aria-labelledby={`weekday-${day.value}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`weekday-${day.value}`} className="font-medium text-slate-900">
                    {day.label}
                  </h3>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={weeklyFull}
                    aria-label={`Add hours on ${day.label}`}
                    id={`add-hours-${day.value}`}
                    onClick={() => {
                      const block = newBlock(day.value);
                      change({ ...draft, weekly: [...draft.weekly, block] });
                      setFocusTarget(`schedule-${block.key}-start`);
                    }}
                  >
                    <Plus aria-hidden="true" />
                    Add hours
                  </Button>
                </div>
                {blocks.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-600">Not available</p>
                ) : (
                  <ul className="mt-2 space-y-2" aria-label={`${day.label} hours`}>
                    {blocks.map(({ block, index }, n) => (
                      <WeeklyBlockRow
                        key={block.key}
                        block={block}
                        name={`${day.label} block ${n + 1}`}
                        errors={rowErrors(errors, 'weekly', index)}
                        onChange={(next) =>
                          change({ ...draft, weekly: draft.weekly.map((b, i) => (i === index ? next : b)) })
                        }
                        onRemove={() => {
                          change({ ...draft, weekly: draft.weekly.filter((_, i) => i !== index) });
                          setFocusTarget(`add-hours-${day.value}`);
                        }}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
        {weeklyFull && (
          <p className="mt-3 text-sm text-slate-600">A schedule holds at most {MAX_ROWS} blocks.</p>
        )}
      </Card>

      <Card className="p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Exceptions</h2>
            <p className="mt-1 text-sm text-slate-600">
              A day off, or a date with its own hours (they replace that weekday's hours on that date).
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={exceptionsFull}
            id="add-exception"
            onClick={() => {
              const row = newException(todayIn(schedule.timezone));
              change({ ...draft, exceptions: [...draft.exceptions, row] });
              setFocusTarget(`exception-${row.key}-date`);
            }}
          >
            <CalendarPlus aria-hidden="true" />
            Add exception
          </Button>
        </div>
        {draft.exceptions.length === 0 ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
            <CalendarOff className="size-4 text-slate-500" aria-hidden="true" />
            No exceptions: every date follows the weekly hours.
          </p>
        ) : (
          <ul className="mt-4 space-y-2" aria-label="Exceptions">
            {draft.exceptions.map((row, index) => (
              <ExceptionRowEditor
                key={row.key}
                row={row}
                index={index}
                errors={rowErrors(errors, 'exceptions', index)}
                onChange={(next) =>
                  change({ ...draft, exceptions: draft.exceptions.map((r, i) => (i === index ? next : r)) })
                }
                onRemove={() => {
                  change({ ...draft, exceptions: draft.exceptions.filter((_, i) => i !== index) });
                  setFocusTarget('add-exception');
                }}
              />
            ))}
          </ul>
        )}
      </Card>

      {failure && <ErrorBanner title="The schedule was not saved">{failure}</ErrorBanner>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending || !dirty}>
          <Save aria-hidden="true" />
          {save.isPending ? 'Saving...' : 'Save Schedule'}
        </Button>
        {dirty && (
          <Button variant="outline" onClick={() => change(loaded)} disabled={save.isPending}>
            Discard changes
          </Button>
        )}
        <p role="status" className="text-sm text-slate-700">
          {dirty ? 'Unsaved changes' : saved ? 'Saved' : ''}
        </p>
      </div>
    </form>
  );
}
