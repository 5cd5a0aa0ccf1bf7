import { createContext, useContext } from 'react';
import type { SessionUser } from '../../../common/schemas/auth';

export const CurrentUserContext = createContext<SessionUser | null>(null);

/** The signed-in user; only for components rendered behind the AuthGate. */
export function useCurrentUser(): SessionUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside the AuthGate');
  return user;
}
