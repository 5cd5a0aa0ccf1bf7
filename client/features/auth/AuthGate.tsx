import { lazy, type ReactNode, Suspense } from 'react';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { FullScreenConnectionError, FullScreenLoading } from '../../app/FullScreenStatus';
import { CurrentUserContext } from './CurrentUserContext';
import { LoginPage } from './LoginPage';
import { useSession } from './useSession';

// Only an account that owes a new password sees this page: it loads on demand, with its router.
const ChangePasswordScreen = lazy(async () => ({
  default: (await import('./ChangePasswordPage')).ChangePasswordScreen,
}));

// A set-password link from an e-mail opens this page whoever is signed in (docs/security.md); it loads on demand.
const SetPasswordPage = lazy(async () => ({ default: (await import('./SetPasswordPage')).SetPasswordPage }));

/**
 * Shows the login screen at whatever URL was asked for while signed out, so that signing in lands on that
 * deep link; renders the app once a user is known, after the password change the account may owe
 * (decision 0007).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const session = useSession();

  if (window.location.pathname === '/set-password') {
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <SetPasswordPage />
      </Suspense>
    );
  }

  // A failed background refetch keeps the last known answer rather than throwing the user out.
  if (session.data?.must_change_password) {
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <ChangePasswordScreen user={session.data} />
      </Suspense>
    );
  }
  if (session.data) {
    return <CurrentUserContext.Provider value={session.data}>{children}</CurrentUserContext.Provider>;
  }
  if (session.data === null) return <LoginPage />;
  if (session.isError) {
    const message =
      isApiError(session.error) && session.error.isNetworkError
        ? NETWORK_ERROR_MESSAGE
        : 'We could not check your session. Please try again in a moment.';
    return <FullScreenConnectionError message={message} onRetry={() => session.refetch()} />;
  }
  return <FullScreenLoading />;
}
