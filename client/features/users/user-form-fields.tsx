import { CircleCheck } from 'lucide-react';
import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { SET_PASSWORD_LINK_HOURS } from '../../../common/schemas/auth';
import { CheckField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { PasswordStrength } from '../../components/password-strength';
import { Button } from '../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { TabsTrigger } from '../../components/ui/tabs';
import { GenerateButton, GeneratedPassword } from './GeneratedPassword';
import type { FieldName, TabName, UserFormValues } from './user-form';

/** The small building blocks of the user form dialog. */
export function TabTrigger({ value, label, hasError }: { value: TabName; label: string; hasError: boolean }) {
  return (
    <TabsTrigger value={value} className="flex-1">
      {label}
      {hasError && (
        <>
          <span className="size-1.5 rounded-full bg-red-500" aria-hidden="true" />
          <span className="sr-only">(has errors)</span>
        </>
      )}
    </TabsTrigger>
  );
}

/** After Add New User with a generated password: the password, shown once. */
export function UserCreated({
  name,
  password,
  onClose,
}: {
  name: string;
  password: string;
  onClose: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" />
          User Created
        </DialogTitle>
        <DialogDescription>
          The password for {name} is shown only once. Copy it now and pass it on securely.
        </DialogDescription>
      </DialogHeader>
      <GeneratedPassword password={password} label="Generated password" />
      <DialogFooter>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </>
  );
}

/** The Security tab: a generated or typed password (a change of password when editing) and the welcome email. */
export function SecurityFields({
  editing,
  saving,
  idOf,
  register,
  errors,
  watch,
  onGenerate,
}: {
  editing: boolean;
  saving: boolean;
  idOf: (field: FieldName) => string;
  register: UseFormRegister<UserFormValues>;
  errors: FieldErrors<UserFormValues>;
  watch: UseFormWatch<UserFormValues>;
  onGenerate: () => void;
}) {
  const password = watch('password');
  const welcome = watch('send_welcome_email');
  const showPasswordFields = editing ? watch('change_password') : !watch('generate_password');
  const describedBy = (name: FieldName) => (errors[name] ? `${idOf(name)}-error` : undefined);
  return (
    <>
      {editing ? (
        <CheckField
          id={idOf('change_password')}
          label="Change password"
          hint="Changing the password signs the user out of all sessions and requires a new login."
          disabled={saving}
          {...register('change_password')}
        />
      ) : (
        <CheckField
          id={idOf('generate_password')}
          label="Generate a secure password"
          hint="12 characters with letters, numbers and symbols, shown once after saving"
          disabled={saving}
          {...register('generate_password')}
        />
      )}

      {showPasswordFields && (
        <div className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <div className="space-y-2 sm:col-span-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={idOf('password')}>{editing ? 'New Password' : 'Password'}</Label>
              <GenerateButton onGenerate={onGenerate} disabled={saving} />
            </div>
            <PasswordInput
              id={idOf('password')}
              autoComplete="new-password"
              disabled={saving}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={
                errors.password ? `${idOf('password')}-error` : `${idOf('password')}-strength`
              }
              {...register('password')}
            />
            {errors.password && (
              <p id={`${idOf('password')}-error`} className="text-sm text-red-600">
                {errors.password.message}
              </p>
            )}
            <PasswordStrength password={password} id={`${idOf('password')}-strength`} />
          </div>
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor={idOf('password_confirmation')}>Confirm Password</Label>
            <PasswordInput
              id={idOf('password_confirmation')}
              autoComplete="new-password"
              disabled={saving}
              aria-invalid={errors.password_confirmation ? true : undefined}
              aria-describedby={describedBy('password_confirmation')}
              {...register('password_confirmation')}
            />
            {errors.password_confirmation && (
              <p id={`${idOf('password_confirmation')}-error`} className="text-sm text-red-600">
                {errors.password_confirmation.message}
              </p>
            )}
          </div>
        </div>
      )}

      {!editing && (
        <>
          <CheckField
            id={idOf('send_welcome_email')}
            label="Send welcome email"
            hint="The user is told their account is ready and how to sign in."
            disabled={saving}
            {...register('send_welcome_email')}
          />
          {welcome && (
            <p className="ml-6 text-xs text-slate-600">
              The email carries a link to set a password, valid for {SET_PASSWORD_LINK_HOURS} hours. Passwords
              are never sent by email.
            </p>
          )}
          <p className="rounded-lg bg-sky-50 px-3 py-2 text-xs text-sky-900">
            Ask new users to change their password after their first sign-in.
          </p>
        </>
      )}
    </>
  );
}
