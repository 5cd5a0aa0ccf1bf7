import { LoaderCircle, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { SafetyPlanShare } from '../../../common/schemas/safety-plans';
import { isApiError } from '../../api/client';
import { CheckField } from '../../components/form-field';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ROLE_LABELS } from '../../lib/roles';
import { useSaveShares, useShareOptions } from './api';

/**
 * "Share with a counselor": the staff working the student's tickets first, then the other counselors. Whoever
 * the plan is shared with now stays in the list (so they can be unticked) even if no longer offered.
 */
export function ShareCard({ sharedWith }: { sharedWith: SafetyPlanShare[] }) {
  const options = useShareOptions();
  const save = useSaveShares();
  const titleId = useId();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(sharedWith.map((s) => s.id)));
  const [failure, setFailure] = useState<string | null>(null);

  const offered = options.data?.options ?? [];
  const extra = sharedWith
    .filter((s) => !offered.some((o) => o.id === s.id))
    .map((s) => ({ ...s, works_your_tickets: false }));
  const people = [...offered, ...extra];
  const current = new Set(sharedWith.map((s) => s.id));
  const changed = chosen.size !== current.size || [...chosen].some((id) => !current.has(id));

  const toggle = (id: number, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    setFailure(null);
    try {
      const result = await save.mutateAsync([...chosen]);
      setChosen(new Set(result.shared_with.map((s) => s.id)));
      toast.success(result.shared_with.length ? 'Sharing saved' : 'Your plan is no longer shared');
    } catch (error) {
      setFailure(
        isApiError(error) && error.fromServer
          ? error.message
          : 'Sharing could not be saved. Please try again.',
      );
    }
  };

  return (
    <Card aria-labelledby={titleId} className="print:hidden" role="region">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Share2 className="size-4 text-indigo-600" aria-hidden="true" />
          Share with a counselor
        </CardTitle>
        <CardDescription className="text-slate-600">
          Who you tick can read your plan, not change it. You can stop sharing at any time.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {options.isPending ? (
          <LoadingState
            label="Loading counselors..."
            rows={2}
            rowClass="h-5 rounded-md"
            className="space-y-2"
          />
        ) : options.isError ? (
          <ErrorState
            message="The list of counselors could not be loaded."
            onRetry={options.refetch}
            compact
          />
        ) : people.length === 0 ? (
          <p className="text-sm text-slate-600">No counselors are available to share with right now.</p>
        ) : (
          <fieldset className="space-y-3">
            <legend className="sr-only">Share my safety plan with</legend>
            {people.map((person) => (
              <CheckField
                key={person.id}
                id={`${titleId}-${person.id}`}
                label={person.name}
                hint={`${ROLE_LABELS[person.role]}${person.works_your_tickets ? ', works on your tickets' : ''}`}
                checked={chosen.has(person.id)}
                onChange={(event) => toggle(person.id, event.target.checked)}
              />
            ))}
          </fieldset>
        )}
        <p className="text-sm text-slate-700" aria-live="polite">
          {sharedWith.length
            ? `Shared with ${sharedWith.map((s) => s.name).join(', ')}.`
            : 'Not shared with anyone: only you can see it.'}
        </p>
        {failure && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <Button variant="outline" onClick={submit} disabled={save.isPending || !changed || options.isPending}>
          {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Save sharing
        </Button>
      </CardContent>
    </Card>
  );
}
