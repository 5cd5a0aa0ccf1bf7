import { toast } from 'sonner';
import { isApiError } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useRemoveSpecialization } from './api';
import type { SpecializationView } from './format';

const ACTIVE_TICKETS_MESSAGE =
  'Cannot remove counselor from category with active tickets. Please reassign tickets first.';

/** Product §2.8: a refusal that mentions tickets has its own message; otherwise the server's, or the fallback. */
export function removeFailureMessage(error: unknown): string {
  if (isApiError(error) && error.fromServer) {
    return /ticket/i.test(error.message) ? ACTIVE_TICKETS_MESSAGE : error.message;
  }
  return 'Failed to remove counselor from category';
}

/** Confirms removing a counselor from a category. */
export function RemoveSpecializationDialog({
  row,
  onClose,
}: {
  row: SpecializationView | null;
  onClose: () => void;
}) {
  const remove = useRemoveSpecialization();
  const confirm = () => {
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        toast.success(`Removed ${row.user.name} from ${row.category.name}`);
        onClose();
      },
      onError: (error) => {
        // Already gone: the list refetches and there is nothing left to remove.
        if (isApiError(error) && error.status === 404) {
          onClose();
          return;
        }
        toast.error(removeFailureMessage(error));
      },
    });
  };
  return (
    <ConfirmDialog
      open={row !== null}
      title="Remove Specialization"
      description={
        row
          ? `Remove ${row.user.name} from ${row.category.name}? New tickets of this category will no longer be routed to them.`
          : ''
      }
      confirmLabel="Remove"
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
