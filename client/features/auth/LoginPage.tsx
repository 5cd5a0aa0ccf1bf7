import { zodResolver } from '@hookform/resolvers/zod';
import {
  Eye,
  EyeOff,
  GraduationCap,
  HeartHandshake,
  LifeBuoy,
  LoaderCircle,
  type LucideIcon,
  ShieldCheck,
  ShieldUser,
  Stethoscope,
  UserRound,
  Users,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { LIMITS } from '../../../common/limits';
import type { Role } from '../../../common/permissions';
import { DEMO_PASSWORD, type LoginInput, loginSchema } from '../../../common/schemas/auth';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useDemoLoginMutation, useLoginMutation } from './useSession';

type LoginFormValues = z.input<typeof loginSchema>;

const PROMISES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: 'Secure & Confidential',
    text: 'Your conversations and records stay private and protected.',
  },
  {
    icon: HeartHandshake,
    title: 'Professional Counselors',
    text: 'Trained counselors and advisors who are here to help.',
  },
  {
    icon: LifeBuoy,
    title: '24/7 Crisis Support',
    text: 'Immediate help is available any time, day or night.',
  },
];

const DEMO_BUTTONS: { role: Role; label: string; icon: LucideIcon }[] = [
  { role: 'student', label: 'Student', icon: GraduationCap },
  { role: 'counselor', label: 'Counselor', icon: Stethoscope },
  { role: 'advisor', label: 'Advisor', icon: UserRound },
  { role: 'admin', label: 'Admin', icon: ShieldUser },
];

/** The server's own message when there is one; the network text when it could not be reached. */
function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return NETWORK_ERROR_MESSAGE;
    if (error.fromServer) return error.message;
  }
  return fallback;
}

export function LoginPage() {
  useDocumentTitle('Sign In');

  return (
    <main className="grid min-h-dvh bg-slate-50 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <LoginHero />
      <div className="flex items-center justify-center px-4 py-8 sm:px-8 sm:py-10 lg:py-16">
        <LoginPanel />
      </div>
    </main>
  );
}

function LoginHero() {
  return (
    <section
      aria-labelledby="login-hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-blue-600 px-6 py-8 text-white sm:px-10 lg:flex lg:flex-col lg:justify-between lg:px-14 lg:py-16"
    >
      <div aria-hidden="true" className="absolute -right-24 -top-24 -z-10 size-80 rounded-full bg-white/10" />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-20 -z-10 size-96 rounded-full bg-blue-400/20"
      />

      <div>
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
            <GraduationCap className="size-6" aria-hidden="true" />
          </span>
          <span className="text-sm font-medium uppercase tracking-wider text-indigo-100">
            University support
          </span>
        </div>
        <h1 id="login-hero-title" className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
          Student Support Hub
        </h1>
        <p className="mt-3 max-w-md text-base text-indigo-100 sm:mt-4 sm:text-lg">
          Help with academics, wellbeing and campus life, all in one place.
        </p>
      </div>

      <ul className="mt-6 grid gap-2 sm:mt-8 sm:grid-cols-3 sm:gap-4 lg:mt-12 lg:max-w-md lg:grid-cols-1 lg:gap-6">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex items-center gap-3 rounded-xl bg-white/10 p-3 ring-1 ring-white/15 backdrop-blur-sm sm:items-start sm:gap-4 sm:p-4"
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/15 sm:size-10">
              <Icon className="size-4 sm:size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 className="text-sm font-semibold sm:text-base">{title}</h2>
              <p className="mt-0.5 hidden text-sm text-indigo-100 sm:block">{text}</p>
            </div>
          </li>
        ))}
      </ul>

      <p className="mt-6 text-sm text-indigo-100 sm:mt-8 lg:mt-12">
        In an emergency call <strong className="text-white">{LIMITS.crisisNumbers.emergency}</strong>. For
        crisis support call or text <strong className="text-white">{LIMITS.crisisNumbers.crisisLine}</strong>.
      </p>
    </section>
  );
}

function LoginPanel() {
  const ids = useId();
  const emailId = `${ids}-email`;
  const passwordId = `${ids}-password`;
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [demoRole, setDemoRole] = useState<Role | null>(null);

  const loginMutation = useLoginMutation();
  const demoMutation = useDemoLoginMutation();
  const busy = loginMutation.isPending || demoMutation.isPending;

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    loginMutation.mutate(values, {
      onError: (error) => {
        setFailure(failureMessage(error, 'Login failed'));
        if (isApiError(error)) {
          for (const field of ['email', 'password'] as const) {
            const message = error.errors[field]?.[0];
            if (message) setError(field, { message });
          }
        }
      },
    });
  });

  const signInAsDemo = (role: Role) => {
    setFailure(null);
    setDemoRole(role);
    demoMutation.mutate(
      { role },
      {
        onError: (error) => setFailure(failureMessage(error, 'Demo login failed')),
        onSettled: () => setDemoRole(null),
      },
    );
  };

  const forgotPassword = () => {
    toast.info('Forgot your password?', {
      description: 'Please contact the IT help desk or an administrator to reset your password.',
    });
  };

  return (
    <div className="w-full max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-8">
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Sign in</h2>
        <p className="mt-1 text-sm text-slate-500">Use your university account to continue.</p>

        {failure && (
          <Alert variant="destructive" role="alert" className="mt-5">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}

        <form className="mt-6 space-y-5" onSubmit={onSubmit} noValidate>
          <div className="space-y-2">
            <Label htmlFor={emailId}>Email</Label>
            <Input
              id={emailId}
              type="email"
              autoComplete="username"
              placeholder="you@university.edu"
              disabled={busy}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${emailId}-error` : undefined}
              {...register('email')}
            />
            {errors.email && (
              <p id={`${emailId}-error`} className="text-sm text-red-600">
                {errors.email.message}
              </p>
            )}
          </div>

          <div className="space-y-2">
            <div className="flex items-center justify-between">
              <Label htmlFor={passwordId}>Password</Label>
              <button
                type="button"
                onClick={forgotPassword}
                className="rounded text-sm font-medium text-indigo-600 hover:text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
              >
                Forgot your password?
              </button>
            </div>
            <div className="relative">
              <Input
                id={passwordId}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder="Enter your password"
                className="pr-11"
                disabled={busy}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? `${passwordId}-error` : undefined}
                {...register('password')}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {showPassword ? (
                  <EyeOff className="size-4" aria-hidden="true" />
                ) : (
                  <Eye className="size-4" aria-hidden="true" />
                )}
              </button>
            </div>
            {errors.password && (
              <p id={`${passwordId}-error`} className="text-sm text-red-600">
                {errors.password.message}
              </p>
            )}
          </div>

          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {loginMutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>

        <div className="mt-7">
          <div className="flex items-center gap-3" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            <span className="text-xs font-medium uppercase tracking-wider text-slate-600">
              Quick demo access
            </span>
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <fieldset className="mt-4">
            <legend className="sr-only">Sign in with a demo account</legend>
            <div className="grid grid-cols-2 gap-3">
              {DEMO_BUTTONS.map(({ role, label, icon: Icon }) => (
                <Button key={role} variant="outline" disabled={busy} onClick={() => signInAsDemo(role)}>
                  {demoRole === role ? (
                    <LoaderCircle className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Icon className="text-indigo-600" aria-hidden="true" />
                  )}
                  {label}
                </Button>
              ))}
            </div>
          </fieldset>
          <p className="mt-4 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
            <Users className="mt-px size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
            <span>
              Demo accounts use the password{' '}
              <code className="font-semibold text-slate-800">{DEMO_PASSWORD}</code>
            </span>
          </p>
        </div>
      </div>
      <p className="mt-6 text-center text-xs text-slate-500">
        Trouble signing in? Contact the IT help desk or an administrator.
      </p>
    </div>
  );
}
