import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  publicSettingsSchema,
  type Settings,
  type SettingsUpdate,
  settingsAnswerSchema,
} from '../../../common/schemas/settings';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { setMaintenance } from './maintenance';

const settingsData = z.object({ settings: settingsAnswerSchema });
const publicData = z.object({ settings: publicSettingsSchema });

/** Support phone, e-mail and maintenance state, for everyone signed in. */
export function usePublicSettings() {
  return useQuery({
    queryKey: queryKeys.settings.public,
    queryFn: async ({ signal }) => {
      const { settings } = await apiRequest('GET', '/settings/public', undefined, {
        schema: publicData,
        signal,
      });
      setMaintenance(settings.maintenanceMode);
      return settings;
    },
    staleTime: 60_000,
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: queryKeys.settings.admin,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/admin/settings', undefined, { schema: settingsData, signal })).settings,
  });
}

function useSettingsWrite<I>(write: (input: I) => Promise<Settings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (settings) => {
      client.setQueryData(queryKeys.settings.admin, settings);
      void client.invalidateQueries({ queryKey: queryKeys.settings.public });
      // Upload limits are given with the ticket options.
      void client.invalidateQueries({ queryKey: queryKeys.tickets.options });
    },
  });
}

/** Saves only the settings given (PUT is partial). */
export function useSaveSettings() {
  return useSettingsWrite(
    async (input: SettingsUpdate) =>
      (await apiRequest('PUT', '/admin/settings', input, { schema: settingsData })).settings,
  );
}

export function useResetSettings() {
  return useSettingsWrite(
    async (_: undefined) =>
      (await apiRequest('POST', '/admin/settings/reset', undefined, { schema: settingsData })).settings,
  );
}
