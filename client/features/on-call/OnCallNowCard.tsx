import { PhoneCall } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { OnCallPerson } from '../../../common/schemas/on-call';
import { PAGE_PATHS } from '../../app/paths';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ROLE_LABELS } from '../../lib/roles';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { useOnCallNow } from './api';
import { formatInZone } from './coverage';

const person = (p: OnCallPerson) => `${p.name} (${ROLE_LABELS[p.role]})`;

/** "On call now" for staff dashboards: who answers crisis alerts at this moment, and until when. */
export function OnCallNowCard() {
  const { role } = useCurrentUser();
  const staff = role === 'counselor' || role === 'advisor' || role === 'admin';
  const query = useOnCallNow(staff);
  const headingId = useId();
  if (!staff) return null;
  const data = query.data;

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <PhoneCall className="size-4 text-indigo-600" aria-hidden="true" />
            <CardTitle id={headingId}>On call now</CardTitle>
          </div>
          <CardDescription className="mt-1 text-slate-600">
            Who receives crisis alerts at once{data ? ` (times in ${data.timezone})` : ''}.
          </CardDescription>
        </div>
        {role === 'admin' && (
          <Button asChild variant="outline" size="sm">
            <Link to={`${PAGE_PATHS['admin-tickets']}?tab=on-call`}>Manage rota</Link>
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {query.isPending ? (
          <LoadingState label="Loading who is on call..." />
        ) : query.isError || !data ? (
          <ErrorState message="Could not load who is on call." onRetry={query.refetch} compact />
        ) : (
          <>
            {data.on_call.length === 0 ? (
              <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
                Nobody is on call right now. Crisis alerts go to every administrator at once.
              </p>
            ) : (
              <ul className="space-y-2" aria-label="On call now">
                {data.on_call.map((entry) => (
                  <li
                    key={entry.user.id}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg border border-slate-200 px-3 py-2"
                  >
                    <span className="font-medium text-slate-900">{person(entry.user)}</span>
                    <span className="text-slate-600">until {formatInZone(entry.until, data.timezone)}</span>
                  </li>
                ))}
              </ul>
            )}
            <p className="text-slate-600">
              {data.fallback ? (
                <>
                  Fallback when a crisis waits unacknowledged:{' '}
                  <span className="font-medium text-slate-900">{person(data.fallback)}</span>, with every
                  administrator.
                </>
              ) : (
                'No fallback person is set: a crisis that waits unacknowledged goes to every administrator.'
              )}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
