import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  USER_LIMITS,
  type User,
  type UserDeleteInput,
  userDeleteFieldsSchema,
} from '../../../common/schemas/users';
import { isApiError } from '../../api/client';
import { Alert, AlertDescription } from '../../components/ui/alert';
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
import { useDeleteUser } from './api';
import { RoleBadge, UserAvatar } from './UserBadges';

/** Confirms deleting one user, with an optional reason. A refusal (admins, yourself) shows the server's message. */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const remove = useDeleteUser();
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      {user && <DeleteForm key={user.id} user={user} remove={remove} onClose={onClose} />}
    </Dialog>
  );
}

type DeleteValues = { reason: string };
const FIELDS = ['reason'] as const;
const resolver = zodResolver(userDeleteFieldsSchema) as unknown as Resolver<
  DeleteValues,
  unknown,
  UserDeleteInput
>;

function DeleteForm({
  user,
  remove,
  onClose,
}: {
  user: User;
  remove: ReturnType<typeof useDeleteUser>;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm<DeleteValues, unknown, UserDeleteInput>({ resolver, defaultValues: { reason: '' } });

  const confirm = handleSubmit(({ reason }) => {
    setError(null);
    remove.mutate(
      { id: user.id, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          toast.success(`User ${user.name} deleted successfully`);
          onClose();
        },
        onError: (failure) => {
          // Already gone: nothing left to delete.
          if (isApiError(failure) && failure.status === 404) {
            onClose();
            return;
          }
          setServerFieldErrors(failure, FIELDS, setFieldError);
          const message = isApiError(failure) && failure.fromServer ? failure.message : null;
          setError(message ?? 'Failed to delete user');
          toast.error('Failed to delete user', { description: message ?? undefined });
        },
      },
    );
  });

  return (
    <DialogContent>
      <form onSubmit={confirm} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2 text-red-700">
            <TriangleAlert className="size-5" aria-hidden="true" />
            Delete User
          </DialogTitle>
          <DialogDescription>This account will be removed and cannot be restored.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
          <UserAvatar user={user} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{user.display_name}</p>
            <p className="truncate text-sm text-slate-500">{user.email}</p>
          </div>
          <RoleBadge role={user.role} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={reasonId}>Reason (optional)</Label>
          <Textarea
            id={reasonId}
            maxLength={USER_LIMITS.reasonMax}
            placeholder="Add a note for the audit log"
            className="min-h-20"
            disabled={remove.isPending}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            {...register('reason')}
          />
          {errors.reason && (
            <p id={`${reasonId}-error`} className="text-sm text-red-600">
              {errors.reason.message}
            </p>
          )}
        </div>
        {error && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={remove.isPending}>
            {remove.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Delete User
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
