import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MAINTENANCE_MESSAGE } from '../../common/maintenance';
import { isApiError } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { AppToaster } from './toaster';

function createQueryClient(): QueryClient {
  // A 401 from any call means the session has ended: fall back to the login screen at the same URL.
  const signOutOn401 = (error: unknown) => {
    if (isApiError(error) && error.status === 401) queryClient.setQueryData(queryKeys.session, null);
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signOutOn401 }),
    mutationCache: new MutationCache({ onError: signOutOn401 }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors (4xx) will not fix themselves, nor will maintenance; retry only network and server
        // failures.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(isApiError(error) && error.status >= 400 && error.status < 500) &&
          !(isApiError(error) && error.message === MAINTENANCE_MESSAGE),
      },
    },
  });
  return queryClient;
}

const queryClient = createQueryClient();

/**
 * What every screen shares. The router is not here: it arrives with the signed-in screens (AppRoutes and the
 * change-password page), so the sign-in page loads none of it (bundle budget); the toast area loads lazily.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
