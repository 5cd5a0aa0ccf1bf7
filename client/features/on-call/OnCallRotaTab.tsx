import { Moon, Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  DAY_MINUTES,
  isOvernight,
  minutesOf,
  type OnCallShift,
  WEEK_ORDER,
  WEEKDAY_NAMES,
} from '../../../common/schemas/on-call';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBanner, LoadingState } from '../../components/query-state';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ROLE_LABELS } from '../../lib/roles';
import { useDeleteShift, useOnCallRota } from './api';
import { coverageGaps, gapWarning, hoursLabel } from './coverage';
import { OnCallSettingsCard } from './OnCallSettingsCard';
import { ShiftDialog, type ShiftDialogTarget } from './ShiftDialog';

const WEEKEND = new Set([0, 6]);

/** A day's covered stretches as percentages of the day: its own shifts and last night's that run into it. */
function daySegments(day: number, shifts: OnCallShift[]): { left: number; width: number }[] {
  const yesterday = (day + 6) % 7;
  const parts: [number, number][] = [];
  for (const s of shifts) {
    if (!s.active) continue;
    const start = minutesOf(s.start);
    const end = minutesOf(s.end);
    const overnight = isOvernight(start, end);
    if (s.weekday === day) parts.push([start, overnight ? DAY_MINUTES : end]);
    if (overnight && s.weekday === yesterday && end > 0) parts.push([0, end]);
  }
  return parts.map(([a, b]) => ({ left: (a / DAY_MINUTES) * 100, width: ((b - a) / DAY_MINUTES) * 100 }));
}

function CoverageBar({ day, shifts }: { day: number; shifts: OnCallShift[] }) {
  return (
    <div className="relative mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
      {daySegments(day, shifts).map((seg) => (
        <span
          key={`${seg.left}-${seg.width}`}
          className="absolute inset-y-0 bg-indigo-600"
          style={{ left: `${seg.left}%`, width: `${seg.width}%` }}
        />
      ))}
    </div>
  );
}

function ShiftRow({
  shift,
  onEdit,
  onDelete,
}: {
  shift: OnCallShift;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const overnight = isOvernight(minutesOf(shift.start), minutesOf(shift.end));
  const what = `${shift.user.name}, ${WEEKDAY_NAMES[shift.weekday]} ${shift.start}-${shift.end}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {shift.user.name}{' '}
          <span className="font-normal text-slate-600">({ROLE_LABELS[shift.user.role]})</span>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          {overnight && <Moon className="size-3.5 text-indigo-700" aria-hidden="true" />}
          {hoursLabel(shift)}
          {!shift.active && <Badge variant="warning">Not active: not on call</Badge>}
        </p>
        {shift.note && <p className="break-words text-slate-600">{shift.note}</p>}
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" size="icon" aria-label={`Edit shift: ${what}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={`Delete shift: ${what}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** The admin's "On-Call Rota" tab: the week by weekday, gaps, add/edit/delete shifts, fallback and time zone. */
export function OnCallRotaTab() {
  const rota = useOnCallRota();
  const remove = useDeleteShift();
  const [dialog, setDialog] = useState<ShiftDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<OnCallShift | null>(null);

  if (rota.isPending) {
    return <LoadingState label="Loading the on-call rota..." className="py-8" />;
  }
  if (rota.isError) {
    return (
      <ErrorBanner onRetry={rota.refetch}>Could not load the on-call rota: {rota.error.message}</ErrorBanner>
    );
  }

  const { shifts, staff, fallback, timezone } = rota.data;
  const warning = gapWarning(coverageGaps(shifts));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Shift removed');
        setDeleting(null);
      },
    });
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle>On-Call Rota</CardTitle>
            <CardDescription className="mt-1 text-slate-600">
              Who is alerted at once about a crisis, by weekday. Hours are in {timezone}; a shift whose end is
              at or before its start runs overnight into the next day.
            </CardDescription>
          </div>
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Add shift
          </Button>
        </CardHeader>
        <CardContent className="space-y-4">
          {warning && (
            <Alert variant="warning" role="status">
              <TriangleAlert aria-hidden="true" />
              <AlertDescription>{warning}</AlertDescription>
            </Alert>
          )}
          <table className="w-full table-fixed border-collapse text-sm">
            <caption className="sr-only">On-call shifts by weekday</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="w-24 py-2 pr-3 font-semibold sm:w-32">
                  Day
                </th>
                <th scope="col" className="py-2 font-semibold">
                  On call
                </th>
              </tr>
            </thead>
            <tbody>
              {WEEK_ORDER.map((day) => {
                const own = shifts.filter((s) => s.weekday === day);
                return (
                  <tr
                    key={day}
                    className={`border-b border-slate-100 align-top ${WEEKEND.has(day) ? 'bg-slate-50' : ''}`}
                  >
                    <th scope="row" className="py-3 pr-3 text-left font-medium text-slate-900">
                      {WEEKDAY_NAMES[day]}
                    </th>
                    <td className="py-3">
                      {own.length === 0 ? (
                        <p className="text-slate-600">No shifts start this day.</p>
                      ) : (
                        <ul className="space-y-2">
                          {own.map((shift) => (
                            <ShiftRow
                              key={shift.id}
                              shift={shift}
                              onEdit={() => setDialog({ mode: 'edit', shift })}
                              onDelete={() => {
                                remove.reset();
                                setDeleting(shift);
                              }}
                            />
                          ))}
                        </ul>
                      )}
                      <CoverageBar day={day} shifts={shifts} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="text-xs text-slate-600">
            The bar under each day shows its covered hours from 00:00 to 24:00, including night shifts that
            began the evening before.
          </p>
        </CardContent>
      </Card>

      <OnCallSettingsCard fallback={fallback} timezone={timezone} staff={staff} />

      <ShiftDialog target={dialog} staff={staff} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete shift"
        description={
          deleting
            ? `Remove ${deleting.user.name}'s shift on ${WEEKDAY_NAMES[deleting.weekday]}, ${hoursLabel(deleting)}? They will no longer be alerted in those hours.`
            : ''
        }
        confirmLabel="Delete shift"
        busy={remove.isPending}
        failure={remove.error?.message ?? null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
