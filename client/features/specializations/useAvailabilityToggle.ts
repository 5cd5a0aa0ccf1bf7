import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../api/client';
import { useUpdateAvailability } from './api';
import type { SpecializationView } from './format';

/** The availability switches: each saves at once through update-availability; a failure switches back. */
export function useAvailabilityToggle() {
  const update = useUpdateAvailability();
  const [savingIds, setSavingIds] = useState<ReadonlySet<number>>(() => new Set());

  const mark = (id: number, on: boolean) =>
    setSavingIds((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = (row: SpecializationView, available: boolean) => {
    mark(row.id, true);
    update.mutate([{ id: row.id, is_available: available }], {
      onError: (error) =>
        toast.error(
          isApiError(error) && error.fromServer && error.status < 500
            ? error.message
            : 'Failed to update availability. Please try again.',
        ),
      onSettled: () => mark(row.id, false),
    });
  };

  return { toggle, savingIds };
}
