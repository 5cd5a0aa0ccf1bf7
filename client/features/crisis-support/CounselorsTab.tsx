import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Clock, Languages, Star, UserRound } from 'lucide-react';
import { z } from 'zod';
import { type CounselorOption, counselorOptionSchema } from '../../../common/schemas/appointments';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { EmptyState } from '../../components/empty-state';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDay, formatTime } from '../appointments/format';

/** Every bookable counselor and advisor, whatever the session type (the booking wizard's own list). */
function useAllCounselors() {
  return useQuery({
    queryKey: queryKeys.appointments.counselors('any'),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', '/appointments/counselors', undefined, {
          schema: z.object({ counselors: z.array(counselorOptionSchema) }),
          signal,
        })
      ).counselors,
  });
}

function ratingText(c: CounselorOption): string {
  if (c.rating === null || c.rating_count === 0) return 'No ratings yet';
  return `${c.rating.toFixed(1)} of 5 (${c.rating_count} ${c.rating_count === 1 ? 'rating' : 'ratings'})`;
}

/**
 * The Counselors tab: the real profiles of the staff students can book (name, title, specializations,
 * languages, bio, the students' ratings of their sessions, the next free time) with a Book button that opens
 * the booking wizard with that person chosen. A field nobody filled in is simply not shown.
 */
export function CounselorsTab({ onBook }: { onBook?: (counselorId: number) => void }) {
  const counselors = useAllCounselors();
  if (counselors.isPending) return <LoadingState label="Loading counselors..." />;
  if (counselors.isError)
    return (
      <ErrorState
        message="Counselors could not be loaded."
        error={counselors.error}
        onRetry={() => counselors.refetch()}
      />
    );
  if (counselors.data.length === 0)
    return (
      <EmptyState
        icon={UserRound}
        title="No counselors to book right now"
        text="No counselor has set their hours yet. The crisis lines above are there any time."
      />
    );
  return (
    <ul aria-label="Counselors" className="grid gap-4 md:grid-cols-2">
      {counselors.data.map((c) => (
        <li
          key={c.id}
          aria-labelledby={`counselor-${c.id}-name`}
          className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800"
            >
              {c.name
                .split(/\s+/)
                .filter((part) => /^[A-Za-z]/.test(part) && !part.endsWith('.'))
                .map((part) => part[0])
                .slice(0, 2)
                .join('')}
            </span>
            <div className="min-w-0 flex-1">
              <h3 id={`counselor-${c.id}-name`} className="font-semibold text-slate-900">
                {c.name}
              </h3>
              <p className="text-sm text-slate-600">{c.title}</p>
            </div>
            <p className="flex shrink-0 items-center gap-1 text-sm text-slate-700">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              <span className="sr-only">Rating: </span>
              {ratingText(c)}
            </p>
          </div>
          {c.specializations.length > 0 && (
            <ul aria-label="Specializations" className="flex flex-wrap gap-1">
              {c.specializations.map((s) => (
                <li key={s}>
                  <Badge variant="secondary">{s}</Badge>
                </li>
              ))}
            </ul>
          )}
          {c.languages.length > 0 && (
            <p className="flex items-center gap-1.5 text-sm text-slate-700">
              <Languages className="size-4 text-slate-500" aria-hidden="true" />
              <span className="sr-only">Languages: </span>
              {c.languages.join(', ')}
            </p>
          )}
          {c.bio && <p className="line-clamp-4 whitespace-pre-line text-sm text-slate-700">{c.bio}</p>}
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-1.5 text-sm text-slate-700">
              <Clock className="size-4 text-slate-500" aria-hidden="true" />
              {c.next_available
                ? `Next available: ${formatDay(c.next_available)}, ${formatTime(c.next_available)}`
                : 'No free times in the booking window'}
            </p>
            {onBook && (
              <Button size="sm" onClick={() => onBook(c.id)} aria-label={`Book a session with ${c.name}`}>
                <CalendarPlus aria-hidden="true" />
                Book
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
