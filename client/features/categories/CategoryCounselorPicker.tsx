import { Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { USER_ROLE_LABELS } from '../../../common/schemas/user-shapes';
import { FormField, Toggle } from '../../components/form-field';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Input } from '../../components/ui/input';
import { useStaff } from '../specializations/api';
import type { CategoryCounselor } from './category-form';

/** From this many counselors on, the list can be searched. */
const SEARCH_FROM = 9;

interface Choice {
  id: number;
  name: string;
  role: string | null;
}

/**
 * The category's counselors (product §1.3.2): a checkbox list of the active counselors and advisors. Those
 * already linked stay chosen even if the staff list does not hold them. New links start with the defaults
 * of product §2.9; workload, priority level and rating are set in the Counselors tab.
 */
export function CategoryCounselorPicker({
  id,
  selected,
  linked,
  error,
  onChange,
}: {
  id: string;
  selected: readonly number[];
  linked: readonly CategoryCounselor[];
  error?: string;
  onChange: (ids: number[]) => void;
}) {
  const staff = useStaff();
  const [search, setSearch] = useState('');

  const choices = useMemo<Choice[]>(() => {
    const list: Choice[] = (staff.data ?? []).map((user) => ({
      id: user.id,
      name: user.name,
      role: USER_ROLE_LABELS[user.role] ?? user.role,
    }));
    for (const counselor of linked) {
      if (!list.some((choice) => choice.id === counselor.id))
        list.push({ id: counselor.id, name: counselor.name, role: null });
    }
    return list;
  }, [staff.data, linked]);

  const term = search.trim().toLowerCase();
  const shown = term
    ? choices.filter(
        (choice) => choice.name.toLowerCase().includes(term) || choice.role?.toLowerCase().includes(term),
      )
    : choices;
  const chosen = new Set(selected);
  const toggle = (userId: number, on: boolean) =>
    onChange(on ? [...selected.filter((x) => x !== userId), userId] : selected.filter((x) => x !== userId));

  return (
    <fieldset
      className="grid gap-2 rounded-lg border border-slate-200 p-3"
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="flex items-center gap-1.5 px-1 text-sm font-medium text-slate-700">
        <Users className="size-4" aria-hidden="true" />
        Counselors ({chosen.size} selected)
      </legend>

      {choices.length >= SEARCH_FROM && (
        <FormField id={`${id}-search`} label="Search counselors">
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder="Name or role"
            onChange={(event) => setSearch(event.target.value)}
          />
        </FormField>
      )}

      {staff.isPending ? (
        <LoadingState label="Loading counselors…" />
      ) : staff.isError && choices.length === 0 ? (
        <ErrorState
          message="Failed to fetch available staff."
          onRetry={staff.refetch}
          retryLabel="Retry"
          compact
        />
      ) : choices.length === 0 ? (
        <p className="text-sm text-slate-500">There are no active counselors or advisors.</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-500">No counselor matches "{search.trim()}".</p>
      ) : (
        <ul className="grid max-h-56 gap-2 overflow-y-auto pr-1 sm:grid-cols-2" aria-label="Counselors">
          {shown.map((choice) => (
            <li key={choice.id}>
              <Toggle
                id={`${id}-${choice.id}`}
                label={choice.name}
                hint={choice.role ?? undefined}
                checked={chosen.has(choice.id)}
                onChange={(on) => toggle(choice.id, on)}
              />
            </li>
          ))}
        </ul>
      )}

      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          New counselors start as primary with a max workload of 10. Workload, priority level and rating are
          set in the Counselors tab.
        </p>
      )}
    </fieldset>
  );
}
