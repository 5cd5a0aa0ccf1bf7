import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { logout } from './api';
import { replaceSession } from './useSession';

/** Signs out, back to the login screen at the dashboard's URL. Needs the router (signed-in screens only). */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      navigate(PAGE_PATHS.dashboard);
      replaceSession(queryClient, null);
    },
  });
}
