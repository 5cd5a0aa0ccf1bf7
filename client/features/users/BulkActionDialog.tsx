import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { USER_LIMITS, type UserBulkAction } from '../../../common/schemas/users';
import { isApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { useBulkUserAction } from './api';
import { BULK_ACTION_LABELS, namesPreview, usersCount } from './format';

export interface BulkTarget {
  id: number;
  name: string;
}

const DESCRIPTIONS: Record<UserBulkAction, string> = {
  activate: 'They will be able to sign in again.',
  deactivate: 'They will not be able to sign in until they are activated again.',
  suspend: 'They will not be able to sign in until an administrator activates them again.',
  delete: 'Their accounts will be removed. This cannot be undone.',
};

interface BulkActionDialogProps {
  action: UserBulkAction | null;
  users: readonly BulkTarget[];
  onClose: () => void;
  /** Called after the action ran, so the page can clear the selection. */
  onDone: () => void;
}

/** Confirms a bulk action on the selected users; a deletion needs a reason. */
export function BulkActionDialog({ action, users, onClose, onDone }: BulkActionDialogProps) {
  const bulk = useBulkUserAction();
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open && !bulk.isPending) onClose();
      }}
    >
      {action && (
        <BulkActionForm
          key={action}
          action={action}
          users={users}
          bulk={bulk}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Dialog>
  );
}

function BulkActionForm({
  action,
  users,
  bulk,
  onClose,
  onDone,
}: Omit<BulkActionDialogProps, 'action'> & {
  action: UserBulkAction;
  bulk: ReturnType<typeof useBulkUserAction>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const hintId = useId();
  const label = BULK_ACTION_LABELS[action];
  const isDelete = action === 'delete';
  const trimmed = reason.trim();
  const canConfirm = !bulk.isPending && (!isDelete || trimmed.length > 0);

  const confirm = () => {
    if (isDelete && !trimmed) {
      setError('Please provide a reason for bulk deletion');
      return;
    }
    setError(null);
    bulk.mutate(
      { action, user_ids: users.map((user) => user.id), ...(trimmed ? { reason: trimmed } : {}) },
      {
        onSuccess: ({ affected, skipped }) => {
          const names = new Map(users.map((user) => [user.id, user.name]));
          const skippedText = skipped
            .slice(0, 3)
            .map((item) => `${names.get(item.id) ?? `User ${item.id}`}: ${item.reason}`)
            .join('; ');
          toast.success(`Bulk ${action} completed successfully`, {
            description:
              skipped.length > 0
                ? `${usersCount(affected)} updated, ${skipped.length} skipped. ${skippedText}${skipped.length > 3 ? '; ...' : ''}`
                : `${usersCount(affected)} updated.`,
          });
          onDone();
          onClose();
        },
        onError: (failure) => {
          const message =
            isApiError(failure) && failure.fromServer ? failure.message : 'Failed to perform bulk action';
          setError(isApiError(failure) ? (failure.errors.reason?.[0] ?? message) : message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle className={isDelete ? 'flex items-center gap-2 text-red-700' : undefined}>
          {isDelete && <TriangleAlert className="size-5" aria-hidden="true" />}
          {label} {usersCount(users.length)}?
        </DialogTitle>
        <DialogDescription>{DESCRIPTIONS[action]}</DialogDescription>
      </DialogHeader>
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <span className="font-medium">Selected:</span> {namesPreview(users.map((user) => user.name))}
      </p>
      <div className="space-y-2">
        <Label htmlFor={reasonId}>{isDelete ? 'Reason for deletion' : 'Reason (optional)'}</Label>
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={USER_LIMITS.reasonMax}
          onChange={(event) => setReason(event.target.value)}
          placeholder={
            isDelete ? 'Explain why these accounts are being deleted' : 'Add a note for the audit log'
          }
          className="min-h-20"
          required={isDelete}
          disabled={bulk.isPending}
          aria-invalid={isDelete && error ? true : undefined}
          aria-describedby={isDelete ? hintId : undefined}
        />
        {isDelete && !trimmed && (
          <p id={hintId} className="text-xs text-amber-700">
            A reason is required for bulk deletion
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={bulk.isPending}>
          Cancel
        </Button>
        <Button variant={isDelete ? 'destructive' : 'default'} onClick={confirm} disabled={!canConfirm}>
          {bulk.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {label} {usersCount(users.length)}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
