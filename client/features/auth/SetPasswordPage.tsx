import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, KeyRound, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  SET_PASSWORD_LINK_HOURS,
  SET_PASSWORD_MESSAGES,
  type SetPasswordFormValues,
  type SetPasswordInput,
  setPasswordSchema,
} from '../../../common/schemas/auth';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { PasswordInput } from '../../components/password-input';
import { PasswordStrength } from '../../components/password-strength';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { setServerFieldErrors } from '../../lib/form-errors';
import { AuthCard, FieldBox } from './AuthCard';
import { setPasswordWithLink } from './api';

const FIELDS = ['password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];

/** The token of the link this page was opened with, or '' when the address has none. */
export function tokenFromLocation(search: string): string {
  return new URLSearchParams(search).get('token')?.trim() ?? '';
}

/**
 * Where a set-password link from an e-mail lands (docs/security.md): the person chooses a password with the
 * shared rules, then goes to sign in. Shown whether or not someone is signed in on this browser.
 */
export function SetPasswordPage() {
  useDocumentTitle('Set Your Password');
  const [token] = useState(() => tokenFromLocation(window.location.search));
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token === '' ? SET_PASSWORD_MESSAGES.tokenRequired : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const ids = useId();
  const idOf = (field: Field) => `${ids}-${field}`;
  const mutation = useMutation({ mutationFn: setPasswordWithLink });

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<SetPasswordFormValues, unknown, SetPasswordInput>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: (result) => setDoneFor(result.email),
      onError: (error) => {
        if (!isApiError(error)) return setFailure('Failed to set your password');
        if (error.isNetworkError) return setFailure(NETWORK_ERROR_MESSAGE);
        const tokenMessage = error.errors.token?.[0];
        if (tokenMessage) setLinkProblem(tokenMessage);
        const placed = setServerFieldErrors(error, FIELDS, setError);
        if (!tokenMessage && placed.length === 0)
          setFailure(error.fromServer ? error.message : 'Failed to set your password');
      },
    });
  });

  if (doneFor !== null) {
    return (
      <AuthCard icon={<CircleCheck className="size-6" aria-hidden="true" />} title="Password set">
        <p role="status" className="mt-2 text-sm text-slate-700">
          {SET_PASSWORD_MESSAGES.done} Sign in with <strong className="break-all">{doneFor}</strong> and your
          new password.
        </p>
        <SignInLink />
      </AuthCard>
    );
  }

  const describedBy = (field: Field, extra?: string) => (errors[field] ? `${idOf(field)}-error` : extra);
  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`${idOf(field)}-error`} className="text-sm text-red-700">
        {errors[field]?.message}
      </p>
    );
  const busy = mutation.isPending;

  return (
    <AuthCard icon={<KeyRound className="size-6" aria-hidden="true" />} title="Set your password">
      <p className="mt-1 text-sm text-slate-600">
        Choose the password you will sign in with. The link in your e-mail works once, for{' '}
        {SET_PASSWORD_LINK_HOURS} hours.
      </p>
      {linkProblem && (
        <Alert variant="destructive" role="alert" className="mt-5">
          <AlertDescription>{linkProblem}</AlertDescription>
        </Alert>
      )}
      {failure && (
        <Alert variant="destructive" role="alert" className="mt-5">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      {linkProblem ? (
        <SignInLink />
      ) : (
        <form className="mt-6 space-y-5" onSubmit={onSubmit} noValidate>
          <input type="hidden" {...register('token')} />
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
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {busy ? 'Saving...' : 'Set Password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

function SignInLink() {
  return (
    <a
      href="/"
      className="mt-6 inline-flex w-full items-center justify-center rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2"
    >
      Go to sign in
    </a>
  );
}
