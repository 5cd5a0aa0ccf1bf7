import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle, LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BrowserRouter } from 'react-router';
import {
  type ChangePasswordFormValues,
  type ChangePasswordInput,
  changePasswordSchema,
  PASSWORD_CHANGE_MESSAGES,
  type SessionUser,
} from '../../../common/schemas/auth';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { loadToast } from '../../app/toaster';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { PasswordInput } from '../../components/password-input';
import { PasswordStrength } from '../../components/password-strength';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { setServerFieldErrors } from '../../lib/form-errors';
import { AuthCard, FieldBox } from './AuthCard';
import { useLogoutMutation } from './useLogout';
import { useChangePasswordMutation } from './useSession';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The page with the router its Logout button needs: AuthGate loads it on demand and shows it outside the
 * signed-in app (client/app/AppRoutes.tsx brings that one's own router).
 */
export function ChangePasswordScreen({ user }: { user: SessionUser }) {
  return (
    <BrowserRouter>
      <ChangePasswordPage user={user} />
    </BrowserRouter>
  );
}

/**
 * Shown instead of the app while the account must choose its own password (decision 0007): the server
 * answers nothing else until then. Success opens the app at the URL that was asked for.
 */
export function ChangePasswordPage({ user }: { user: SessionUser }) {
  useDocumentTitle('Change Password');
  const ids = useId();
  const idOf = (field: Field) => `${ids}-${field}`;
  const [failure, setFailure] = useState<string | null>(null);
  const changeMutation = useChangePasswordMutation();
  const logoutMutation = useLogoutMutation();
  const busy = changeMutation.isPending || logoutMutation.isPending;

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ChangePasswordFormValues, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    changeMutation.mutate(values, {
      onSuccess: async () => (await loadToast()).success(PASSWORD_CHANGE_MESSAGES.changed),
      onError: (error) => {
        if (setServerFieldErrors(error, FIELDS, setError).length > 0) return;
        if (isApiError(error) && error.isNetworkError) setFailure(NETWORK_ERROR_MESSAGE);
        else if (isApiError(error) && error.fromServer) setFailure(error.message);
        else setFailure('Failed to change password');
      },
    });
  });

  const describedBy = (field: Field, extra?: string) => (errors[field] ? `${idOf(field)}-error` : extra);
  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`${idOf(field)}-error`} className="text-sm text-red-600">
        {errors[field]?.message}
      </p>
    );

  return (
    <AuthCard icon={<KeyRound className="size-6" aria-hidden="true" />} title="Change your password">
      <p className="mt-1 text-sm text-slate-600">
        Welcome, {user.name}. Your account was set up with a temporary password. Choose your own to continue.
      </p>
      <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
        {PASSWORD_CHANGE_MESSAGES.notice}
      </p>

      {failure && (
        <Alert variant="destructive" role="alert" className="mt-5">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}

      <form className="mt-6 space-y-5" onSubmit={onSubmit} noValidate>
        <FieldBox
          id={idOf('current_password')}
          label="Current password"
          error={fieldError('current_password')}
        >
          <PasswordInput
            id={idOf('current_password')}
            autoComplete="current-password"
            disabled={busy}
            aria-invalid={errors.current_password ? true : undefined}
            aria-describedby={describedBy('current_password')}
            {...register('current_password')}
          />
        </FieldBox>
        <FieldBox id={idOf('password')} label="New password" error={fieldError('password')}>
          <PasswordInput
            id={idOf('password')}
            autoComplete="new-password"
            disabled={busy}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('password', `${idOf('password')}-strength`)}
            {...register('password')}
          />
          <PasswordStrength password={password} id={`${idOf('password')}-strength`} />
        </FieldBox>
        <FieldBox
          id={idOf('password_confirmation')}
          label="Confirm new password"
          error={fieldError('password_confirmation')}
        >
          <PasswordInput
            id={idOf('password_confirmation')}
            autoComplete="new-password"
            disabled={busy}
            aria-invalid={errors.password_confirmation ? true : undefined}
            aria-describedby={describedBy('password_confirmation')}
            {...register('password_confirmation')}
          />
        </FieldBox>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" disabled={busy} onClick={() => logoutMutation.mutate()}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
          <Button type="submit" disabled={busy}>
            {changeMutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {changeMutation.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
