import type { ReactNode } from 'react';
import { canOpenPage, type PageName } from '../../common/permissions';
import { useCurrentUser } from '../features/auth/CurrentUserContext';
import { AccessDenied } from './AccessDenied';

/** Shows the page only to roles in its PAGE_ROLES list; everyone else sees the access-denied screen. */
export function PageGuard({ page, children }: { page: PageName; children: ReactNode }) {
  const { role } = useCurrentUser();
  if (!canOpenPage(role, page)) return <AccessDenied page={page} />;
  return children;
}
