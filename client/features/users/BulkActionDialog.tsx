import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  USER_LIMITS,
  type UserBulkAction,
  type UserBulkActionInput,
  userBulkActionSchema,
} from '../../../common/schemas/users';
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
import { setServerFieldErrors } from '../../lib/form-errors';
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

type BulkValues = { action: UserBulkAction; user_ids: number[]; reason: string };
const FIELDS = ['reason', 'user_ids', 'action'] as const;
const resolver = zodResolver(userBulkActionSchema) as unknown as Resolver<
  BulkValues,
  unknown,
  UserBulkActionInput
>;

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
  const [failure, setFailure] = useState<string | null>(null);
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<BulkValues, unknown, UserBulkActionInput>({
    resolver,
    defaultValues: { action, user_ids: users.map((user) => user.id), reason: '' },
  });
  const label = BULK_ACTION_LABELS[action];
  const isDelete = action === 'delete';
  const trimmed = watch('reason').trim();
  const canConfirm = !bulk.isPending && (!isDelete || trimmed.length > 0);
  // The schema's message for the field (a deletion without a reason), else the server's refusal.
  const error = errors.reason?.message ?? errors.user_ids?.message ?? errors.action?.message ?? failure;

  const confirm = handleSubmit((input) => {
    setFailure(null);
    bulk.mutate(
      { action: input.action, user_ids: input.user_ids, ...(input.reason ? { reason: input.reason } : {}) },
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
        onError: (failed) => {
          const message =
            isApiError(failed) && failed.fromServer ? failed.message : 'Failed to perform bulk action';
          setServerFieldErrors(failed, FIELDS, setError);
          setFailure(message);
          toast.error(message);
        },
      },
    );
  });

  return (
    <DialogContent>
      <form onSubmit={confirm} noValidate className="grid gap-4">
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
            maxLength={USER_LIMITS.reasonMax}
            placeholder={
              isDelete ? 'Explain why these accounts are being deleted' : 'Add a note for the audit log'
            }
            className="min-h-20"
            required={isDelete}
            disabled={bulk.isPending}
            aria-invalid={errors.reason || (isDelete && error) ? true : undefined}
            aria-describedby={
              [isDelete && !trimmed ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') ||
              undefined
            }
            {...register('reason')}
          />
          {isDelete && !trimmed && (
            <p id={hintId} className="text-xs text-amber-700">
              A reason is required for bulk deletion
            </p>
          )}
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={bulk.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant={isDelete ? 'destructive' : 'default'} disabled={!canConfirm}>
            {bulk.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {label} {usersCount(users.length)}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
