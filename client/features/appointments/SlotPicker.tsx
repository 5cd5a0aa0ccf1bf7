import { useMemo, useState } from 'react';
import type { AppointmentType, Slot } from '../../../common/schemas/appointments';
import { ErrorState, LoadingState } from '../../components/query-state';
import { cn } from '../../lib/utils';
import { useAvailability } from './api';
import { formatTime, localDayKey } from './format';

const DAY_MS = 86_400_000;
/** How far ahead the picker shows days (the server's horizon may end sooner; those days show as full). */
export const PICKER_DAYS = 28;

function dayList(now: Date): string[] {
  return Array.from({ length: PICKER_DAYS }, (_, n) =>
    localDayKey(new Date(now.getTime() + n * DAY_MS).toISOString()),
  );
}

const dayLabel = (key: string) =>
  new Date(`${key}T12:00:00`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
const dayLongLabel = (key: string) =>
  new Date(`${key}T12:00:00`).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

/**
 * Days of the next four weeks (days without a free time, past or full, are disabled) and the free start
 * times of the chosen day, in the viewer's own time zone.
 */
export function SlotPicker({
  type,
  counselorId,
  value,
  onChange,
}: {
  type: AppointmentType;
  counselorId: number | null;
  value: Slot | null;
  onChange: (slot: Slot) => void;
}) {
  const [now] = useState(() => new Date());
  const from = now.toISOString();
  const to = new Date(now.getTime() + PICKER_DAYS * DAY_MS).toISOString();
  const slots = useAvailability(type, counselorId, from, to);
  const byDay = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const slot of slots.data ?? []) {
      const key = localDayKey(slot.start);
      const list = map.get(key) ?? [];
      if (!list.some((s) => s.start === slot.start)) list.push(slot);
      map.set(key, list);
    }
    return map;
  }, [slots.data]);
  const days = useMemo(() => dayList(now), [now]);
  const [day, setDay] = useState<string | null>(() => (value ? localDayKey(value.start) : null));
  const chosenDay = day ?? days.find((key) => byDay.has(key)) ?? null;

  if (slots.isPending) return <LoadingState label="Loading available times" />;
  if (slots.isError)
    return (
      <ErrorState
        compact
        message="Available times could not be loaded."
        error={slots.error}
        onRetry={() => slots.refetch()}
      />
    );
  if (byDay.size === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
        No times are free in the next four weeks. Choose another counselor or session type, or try again
        later.
      </p>
    );

  const times = chosenDay ? (byDay.get(chosenDay) ?? []) : [];
  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Date</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {days.map((key) => {
            const free = byDay.has(key);
            const selected = key === chosenDay;
            return (
              <button
                key={key}
                type="button"
                disabled={!free}
                aria-pressed={selected}
                aria-label={`${dayLongLabel(key)}${free ? '' : ', no times available'}`}
                onClick={() => setDay(key)}
                className={cn(
                  'cursor-pointer rounded-lg border px-2 py-2 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-500 disabled:line-through',
                  selected
                    ? 'border-indigo-600 bg-indigo-600 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {dayLabel(key)}
              </button>
            );
          })}
        </div>
      </fieldset>
      {chosenDay && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">
            Time on {dayLongLabel(chosenDay)}
          </legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {times.map((slot) => {
              const selected = value?.start === slot.start;
              return (
                <button
                  key={slot.start}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onChange(slot)}
                  className={cn(
                    'cursor-pointer rounded-lg border px-2 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                    selected
                      ? 'border-indigo-600 bg-indigo-600 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                  )}
                >
                  {formatTime(slot.start)}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
