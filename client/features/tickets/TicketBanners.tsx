import { Phone, ShieldAlert, UserX } from 'lucide-react';
import { LIMITS } from '../../../common/limits';
import type { TicketStats } from '../../../common/schemas/tickets';
import { Button } from '../../components/ui/button';
import { previewList } from './format';

const { emergency } = LIMITS.crisisNumbers;

/** Crisis cases in the viewer's scope (counselors and admins, only when there are any). */
export function CrisisQueueBanner({ stats, onView }: { stats: TicketStats; onView: () => void }) {
  if (stats.crisis <= 0) return null;
  const { shown, more } = previewList(stats.crisis_categories, 3);
  return (
    <section
      aria-labelledby="crisis-queue-title"
      className="flex flex-col gap-4 rounded-xl border border-red-200 bg-gradient-to-r from-red-50 to-rose-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-600 text-white shadow-sm">
          <ShieldAlert className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="crisis-queue-title" className="font-semibold text-red-900">
            {stats.crisis} crisis {stats.crisis === 1 ? 'case needs' : 'cases need'} attention
          </h2>
          <p className="mt-0.5 text-sm text-red-800">
            {stats.crisis_new_24h} new in the last 24 hours · crisis-flagged or Urgent tickets still open
          </p>
          {shown.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Crisis cases by category">
              {shown.map((category) => (
                <li
                  key={category.id}
                  className="rounded-full border border-red-200 bg-white px-2 py-0.5 text-xs font-medium text-red-700"
                >
                  {category.name} ({category.count})
                </li>
              ))}
              {more > 0 && (
                <li className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-700">
                  +{more} more
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="outline" className="border-red-300 bg-white text-red-700 hover:bg-red-50">
          <a href={`tel:${emergency}`}>
            <Phone aria-hidden="true" />
            Call {emergency}
          </a>
        </Button>
        <Button className="bg-red-600 hover:bg-red-700" onClick={onView}>
          View Crisis Tickets
        </Button>
      </div>
    </section>
  );
}

/** The unassigned queue (admins): urgent, recent and auto-assign failures. */
export function UnassignedQueueBanner({ stats, onView }: { stats: TicketStats; onView: () => void }) {
  if (stats.unassigned <= 0) return null;
  const figures = [
    { label: 'urgent', value: stats.unassigned_urgent, tone: 'text-red-700' },
    { label: 'in the last 24 hours', value: stats.unassigned_recent, tone: 'text-amber-800' },
    { label: 'auto-assign failed', value: stats.auto_assign_failed, tone: 'text-amber-800' },
  ];
  return (
    <section
      aria-labelledby="unassigned-queue-title"
      className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-500 text-white shadow-sm">
          <UserX className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="unassigned-queue-title" className="font-semibold text-amber-900">
            {stats.unassigned} unassigned {stats.unassigned === 1 ? 'ticket' : 'tickets'} waiting for staff
          </h2>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {figures.map((figure) => (
              <li key={figure.label} className={figure.tone}>
                <span className="font-semibold">{figure.value}</span> {figure.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Button
        variant="outline"
        className="shrink-0 border-amber-300 bg-white text-amber-800"
        onClick={onView}
      >
        Assign Staff
      </Button>
    </section>
  );
}
