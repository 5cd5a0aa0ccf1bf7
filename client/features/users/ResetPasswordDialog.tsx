import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { generatePassword } from '../../../common/passwords';
import { SET_PASSWORD_LINK_HOURS } from '../../../common/schemas/auth';
import {
  type User,
  type UserResetPasswordInput,
  userResetPasswordSchema,
} from '../../../common/schemas/users';
import { isApiError } from '../../api/client';
import { PasswordInput } from '../../components/password-input';
import { PasswordStrength } from '../../components/password-strength';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { setServerFieldErrors } from '../../lib/form-errors';
import { type ResetPasswordBody, useResetPassword } from './api';
import { GenerateButton, GeneratedPassword } from './GeneratedPassword';

/** Reset a user's password: generated on the server, or one the admin types in twice. */
export function ResetPasswordDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const reset = useResetPassword();
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !reset.isPending) onClose();
      }}
    >
      {user && <ResetForm key={user.id} user={user} reset={reset} onClose={onClose} />}
    </Dialog>
  );
}

type ResetFormValues = {
  generate_password: boolean;
  notify_user: boolean;
  send_password_in_email: boolean;
  new_password: string;
  new_password_confirmation: string;
};
const FIELDS = ['new_password', 'new_password_confirmation'] as const;
const resolver = zodResolver(userResetPasswordSchema) as unknown as Resolver<
  ResetFormValues,
  unknown,
  UserResetPasswordInput
>;

function ResetForm({
  user,
  reset,
  onClose,
}: {
  user: User;
  reset: ReturnType<typeof useResetPassword>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [generated, setGenerated] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ResetFormValues, unknown, UserResetPasswordInput>({
    resolver,
    defaultValues: {
      generate_password: true,
      notify_user: true,
      send_password_in_email: false,
      new_password: '',
      new_password_confirmation: '',
    },
  });
  const generate = watch('generate_password');
  const notify = watch('notify_user');
  const password = watch('new_password');
  const ids = {
    generate: useId(),
    password: useId(),
    confirmation: useId(),
    notify: useId(),
    include: useId(),
    strength: useId(),
  };
  const busy = reset.isPending;

  const submit = handleSubmit((input) => {
    setFailure(null);
    const body: ResetPasswordBody = {
      generate_password: input.generate_password,
      notify_user: input.notify_user,
      send_password_in_email: input.notify_user && input.send_password_in_email,
      ...(input.generate_password
        ? {}
        : {
            new_password: input.new_password ?? '',
            new_password_confirmation: input.new_password_confirmation ?? '',
          }),
    };
    reset.mutate(
      { id: user.id, body },
      {
        onSuccess: (result) => {
          toast.success(`Password reset successfully for ${user.name}`, {
            description: result.email_sent ? 'Notification email sent to user.' : undefined,
          });
          if (result.generated_password) setGenerated(result.generated_password);
          else onClose();
        },
        onError: (error) => {
          if (setServerFieldErrors(error, FIELDS, setError, { password: 'new_password' }).length > 0) return;
          setFailure(isApiError(error) && error.fromServer ? error.message : 'Failed to reset password');
        },
      },
    );
  });

  if (generated) {
    return (
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" />
            Password Reset
          </DialogTitle>
          <DialogDescription>
            The new password for {user.name} is shown only once. Copy it now and pass it on securely.
          </DialogDescription>
        </DialogHeader>
        <GeneratedPassword password={generated} label="New password" />
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    );
  }

  return (
    <DialogContent>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-indigo-600" aria-hidden="true" />
            Reset Password
          </DialogTitle>
          <DialogDescription>
            Set a new password for {user.name} ({user.email}). Changing the password signs the user out of all
            sessions and requires a new login.
          </DialogDescription>
        </DialogHeader>

        <div className="flex items-start gap-2">
          <Checkbox
            id={ids.generate}
            className="mt-0.5"
            disabled={busy}
            {...register('generate_password', { onChange: () => clearErrors() })}
          />
          <Label htmlFor={ids.generate} className="font-normal leading-snug">
            Generate a secure password
            <span className="block text-xs text-slate-500">
              12 characters with letters, numbers and symbols
            </span>
          </Label>
        </div>

        {!generate && (
          <div className="grid gap-4 rounded-lg border border-slate-200 p-4">
            <div className="space-y-2">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={ids.password}>New Password</Label>
                <GenerateButton
                  disabled={busy}
                  onGenerate={() => {
                    const value = generatePassword();
                    setValue('new_password', value);
                    setValue('new_password_confirmation', value);
                    clearErrors();
                  }}
                />
              </div>
              <PasswordInput
                id={ids.password}
                autoComplete="new-password"
                disabled={busy}
                {...register('new_password')}
                aria-invalid={errors.new_password ? true : undefined}
                aria-describedby={errors.new_password ? `${ids.password}-error` : ids.strength}
              />
              {errors.new_password && (
                <p id={`${ids.password}-error`} className="text-sm text-red-600">
                  {errors.new_password.message}
                </p>
              )}
              <PasswordStrength password={password} id={ids.strength} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={ids.confirmation}>Confirm Password</Label>
              <PasswordInput
                id={ids.confirmation}
                autoComplete="new-password"
                disabled={busy}
                {...register('new_password_confirmation')}
                aria-invalid={errors.new_password_confirmation ? true : undefined}
                aria-describedby={errors.new_password_confirmation ? `${ids.confirmation}-error` : undefined}
              />
              {errors.new_password_confirmation && (
                <p id={`${ids.confirmation}-error`} className="text-sm text-red-600">
                  {errors.new_password_confirmation.message}
                </p>
              )}
            </div>
          </div>
        )}

        <div className="flex items-start gap-2">
          <Checkbox id={ids.notify} className="mt-0.5" disabled={busy} {...register('notify_user')} />
          <Label htmlFor={ids.notify} className="font-normal">
            Notify the user by email
          </Label>
        </div>
        {notify && (
          <p className="ml-6 text-xs text-slate-600">
            The email carries a link to set a new password, valid for {SET_PASSWORD_LINK_HOURS} hours. The
            password itself is never sent by email.
          </p>
        )}

        {failure && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {busy ? 'Resetting...' : 'Reset Password'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
