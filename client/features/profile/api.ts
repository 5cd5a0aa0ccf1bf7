import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type Profile, type ProfileUpdateInput, profileSchema } from '../../../common/schemas/profile';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const profileDataSchema = z.object({ profile: profileSchema });

export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/profile', undefined, { schema: profileDataSchema, signal })).profile,
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileUpdateInput): Promise<Profile> =>
      (await apiRequest('PUT', '/profile', input, { schema: profileDataSchema })).profile,
    onSuccess: (profile) => {
      client.setQueryData(queryKeys.profile, profile);
      // The session user carries the phone number; responders' requester panels read the rest.
      void client.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
