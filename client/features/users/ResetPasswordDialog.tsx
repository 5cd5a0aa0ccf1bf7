import { CircleCheck, KeyRound, LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { generatePassword } from '../../../common/passwords';
import { type User, userResetPasswordSchema } from '../../../common/schemas/users';
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
import { type ResetPasswordBody, useResetPassword } from './api';
import { GenerateButton, GeneratedPassword } from './GeneratedPassword';

type FieldName = 'new_password' | 'new_password_confirmation';

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

function ResetForm({
  user,
  reset,
  onClose,
}: {
  user: User;
  reset: ReturnType<typeof useResetPassword>;
  onClose: () => void;
}) {
  const [generate, setGenerate] = useState(true);
  const [notify, setNotify] = useState(true);
  const [includePassword, setIncludePassword] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [generated, setGenerated] = useState<string | null>(null);
  const ids = {
    generate: useId(),
    password: useId(),
    confirmation: useId(),
    notify: useId(),
    include: useId(),
    strength: useId(),
  };
  const busy = reset.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body: ResetPasswordBody = {
      generate_password: generate,
      notify_user: notify,
      send_password_in_email: notify && includePassword,
      ...(generate ? {} : { new_password: password, new_password_confirmation: confirmation }),
    };
    const checked = userResetPasswordSchema.safeParse(body);
    if (!checked.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
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
          if (isApiError(error)) {
            const next: Partial<Record<FieldName, string>> = {};
            for (const field of ['new_password', 'new_password_confirmation'] as const) {
              const message =
                error.errors[field]?.[0] ??
                (field === 'new_password' ? error.errors.password?.[0] : undefined);
              if (message) next[field] = message;
            }
            setErrors(next);
            if (Object.keys(next).length > 0) return;
          }
          setFailure(isApiError(error) && error.fromServer ? error.message : 'Failed to reset password');
        },
      },
    );
  };

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
            checked={generate}
            disabled={busy}
            onChange={(event) => {
              setGenerate(event.target.checked);
              setErrors({});
            }}
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
                    setPassword(value);
                    setConfirmation(value);
                    setErrors({});
                  }}
                />
              </div>
              <PasswordInput
                id={ids.password}
                autoComplete="new-password"
                value={password}
                disabled={busy}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={errors.new_password ? true : undefined}
                aria-describedby={errors.new_password ? `${ids.password}-error` : ids.strength}
              />
              {errors.new_password && (
                <p id={`${ids.password}-error`} className="text-sm text-red-600">
                  {errors.new_password}
                </p>
              )}
              <PasswordStrength password={password} id={ids.strength} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={ids.confirmation}>Confirm Password</Label>
              <PasswordInput
                id={ids.confirmation}
                autoComplete="new-password"
                value={confirmation}
                disabled={busy}
                onChange={(event) => setConfirmation(event.target.value)}
                aria-invalid={errors.new_password_confirmation ? true : undefined}
                aria-describedby={errors.new_password_confirmation ? `${ids.confirmation}-error` : undefined}
              />
              {errors.new_password_confirmation && (
                <p id={`${ids.confirmation}-error`} className="text-sm text-red-600">
                  {errors.new_password_confirmation}
                </p>
              )}
            </div>
          </div>
        )}

        <div className="flex items-start gap-2">
          <Checkbox
            id={ids.notify}
            className="mt-0.5"
            checked={notify}
            disabled={busy}
            onChange={(event) => setNotify(event.target.checked)}
          />
          <Label htmlFor={ids.notify} className="font-normal">
            Notify the user by email
          </Label>
        </div>
        {notify && (
          <div className="ml-6 flex items-start gap-2">
            <Checkbox
              id={ids.include}
              className="mt-0.5"
              checked={includePassword}
              disabled={busy}
              onChange={(event) => setIncludePassword(event.target.checked)}
            />
            <Label htmlFor={ids.include} className="font-normal">
              Include the new password in the email
            </Label>
          </div>
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
