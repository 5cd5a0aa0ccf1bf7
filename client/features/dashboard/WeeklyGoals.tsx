import { ErrorState, LoadingState } from '../../components/query-state';
import { useWeeklyGoals } from '../appointments/api';
import { Meter } from './parts';

const hours = (value: number) => `${value.toFixed(1)} h`;
const day = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * This week's goals (spec 1 §2.5), every figure from the database: the sessions the viewer held against the
 * session goal, the average first-response time of their tickets against the response goal, and the average
 * student rating of all their rated sessions (all time), shown only when there is one.
 */
export function WeeklyGoals() {
  const goals = useWeeklyGoals();
  if (goals.isPending) return <LoadingState label="Loading weekly goals" rows={2} rowClass="h-10" />;
  if (goals.isError)
    return (
      <ErrorState
        compact
        message="Weekly goals could not be loaded."
        error={goals.error}
        onRetry={() => goals.refetch()}
      />
    );
  const { week, sessions, response_time: response, rating } = goals.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Monday {day(week.start)} to Sunday {day(week.end)}
      </p>
      <Meter
        label="Sessions held"
        value={sessions.held}
        max={sessions.goal}
        display={`${sessions.held} / ${sessions.goal}`}
        tone="indigo"
      />
      {response.average_hours === null ? (
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-slate-600">Average first response</span>
          <span className="text-right text-slate-700">
            No first replies yet this week (goal {hours(response.goal_hours)})
          </span>
        </div>
      ) : (
        <Meter
          label={`Average first response (${response.tickets} ${response.tickets === 1 ? 'ticket' : 'tickets'})`}
          value={response.average_hours}
          max={response.goal_hours}
          display={`${hours(response.average_hours)} / ${hours(response.goal_hours)}`}
          tone={response.average_hours <= response.goal_hours ? 'emerald' : 'amber'}
        />
      )}
      {rating.average !== null && (
        <Meter
          label={`Session rating (${rating.count} ${rating.count === 1 ? 'rating' : 'ratings'}, all time)`}
          value={rating.average}
          max={5}
          display={`${rating.average.toFixed(1)} / 5`}
          tone="amber"
        />
      )}
    </div>
  );
}
