import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../common/schemas/auth';
import { queryKeys } from '../../api/queryKeys';
import { clearConversation } from '../assistant/forget';
import { changePassword, demoLogin, fetchSession, login, type SignInResult } from './api';

// No router here: the sign-in page uses these hooks before the router has loaded (useLogout.ts navigates).

/** The current session from GET /api/auth/me: `data` is the user, or null when signed out. */
export function useSession() {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: fetchSession,
    retry: false,
    staleTime: 60_000,
  });
}

/** Drops every cached answer of the previous user, then records who is signed in now (or nobody). */
export function replaceSession(queryClient: QueryClient, user: SessionUser | null): void {
  // The help assistant's conversation never outlives the session it was written in.
  clearConversation();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
  queryClient.setQueryData(queryKeys.session, user);
}

function useSignIn<TInput>(signIn: (input: TInput) => Promise<SignInResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The login screen is shown at the requested URL, so setting the user is all it takes to land there.
    onSuccess: (result) => replaceSession(queryClient, result.user),
  });
}

export function useLoginMutation() {
  return useSignIn(login);
}

export function useDemoLoginMutation() {
  return useSignIn(demoLogin);
}

/** Choosing a new password: the answer's user (no longer held at the change) opens the app. */
export function useChangePasswordMutation() {
  return useSignIn(changePassword);
}
