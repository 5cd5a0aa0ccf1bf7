import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  BACKUP_FREQUENCIES,
  publicSettingsSchema,
  type Settings,
  type SettingsUpdate,
} from '../../../common/schemas/settings';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { setMaintenance } from './maintenance';

const settingsShape = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  maintenanceMode: z.boolean(),
  userRegistration: z.boolean(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  autoAssignTickets: z.boolean(),
  sessionRecording: z.boolean(),
  dataRetention: z.number(),
  backupFrequency: z.enum(BACKUP_FREQUENCIES),
  maxFileSize: z.number(),
  allowedFileTypes: z.string(),
  timezone: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  crisisEscalationWindowMinutes: z.number(),
  crisisResponseTargetMinutes: z.number(),
}) satisfies z.ZodType<Settings>;
const settingsData = z.object({ settings: settingsShape });
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
