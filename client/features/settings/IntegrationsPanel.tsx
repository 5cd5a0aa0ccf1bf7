import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleDashed, CircleMinus, RefreshCw } from 'lucide-react';
import type { ComponentType } from 'react';
import {
  type Integration,
  type IntegrationState,
  integrationsAnswerSchema,
} from '../../../common/schemas/integrations';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format';

const STATE_LOOK: Record<
  IntegrationState,
  { label: string; className: string; Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }> }
> = {
  connected: { label: 'Connected', className: 'bg-emerald-50 text-emerald-800', Icon: CircleCheck },
  configured: { label: 'Configured', className: 'bg-sky-50 text-sky-800', Icon: CircleDashed },
  not_configured: { label: 'Not configured', className: 'bg-slate-100 text-slate-800', Icon: CircleMinus },
  failing: { label: 'Needs attention', className: 'bg-red-50 text-red-800', Icon: CircleAlert },
};

function IntegrationCard({ integration }: { integration: Integration }) {
  const look = STATE_LOOK[integration.state];
  const titleId = `integration-${integration.key}`;
  return (
    <li aria-labelledby={titleId} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {integration.name}
        </h3>
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${look.className}`}
        >
          <look.Icon className="size-3.5" aria-hidden={true} />
          {look.label}
        </span>
      </div>
      <p className="break-words text-sm text-slate-700">{integration.summary}</p>
      {integration.details.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-xs text-slate-700">
          {integration.details.map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The Integrations tab (issue 18): the real state of the database, e-mail, live updates, backups and SMS,
 * checked by the server when the tab opens and on "Check again".
 */
export function IntegrationsPanel() {
  const query = useQuery({
    queryKey: queryKeys.settings.integrations,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/integrations', undefined, { schema: integrationsAnswerSchema, signal }),
  });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" aria-live="polite">
          {query.data ? `Checked ${formatDateTime(query.data.checked_at)}` : 'Checking…'}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Check again
        </Button>
      </div>
      {query.isPending ? (
        <LoadingState label="Checking integrations" />
      ) : query.isError ? (
        <ErrorState
          message="The integrations could not be checked."
          error={query.error}
          onRetry={() => query.refetch()}
          compact
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {query.data.integrations.map((integration) => (
            <IntegrationCard key={integration.key} integration={integration} />
          ))}
        </ul>
      )}
    </div>
  );
}
