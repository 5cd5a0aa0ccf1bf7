import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffPerformanceSchema, systemOverviewSchema } from '../../../common/schemas/dashboard';
import { apiRequest } from '../../api/client';

// Keys under ['tickets', 'list', …] are refetched with every ticket list after a ticket changes (a save here,
// or an event on the notification stream), like the crisis queue: these figures are counted from tickets.
export const dashboardKeys = {
  staffPerformance: ['tickets', 'list', 'staff-performance'] as const,
  systemOverview: ['tickets', 'list', 'system-overview'] as const,
  systemInfo: ['dashboard', 'system-info'] as const,
};

const STALE_MS = 60_000;

/** GET /api/admin/staff-performance: each active counselor and advisor's caseload (admins). */
export function useStaffPerformance() {
  return useQuery({
    queryKey: dashboardKeys.staffPerformance,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/staff-performance', undefined, { schema: staffPerformanceSchema, signal }),
    staleTime: STALE_MS,
  });
}

const overviewDataSchema = z.object({ overview: systemOverviewSchema });

/** GET /api/admin/system-overview: live sessions, server uptime and tickets resolved since local midnight. */
export function useSystemOverview() {
  return useQuery({
    queryKey: dashboardKeys.systemOverview,
    queryFn: async ({ signal }) => {
      const offset = -new Date().getTimezoneOffset();
      const query = `utc_offset_minutes=${offset}`;
      return (
        await apiRequest('GET', `/admin/system-overview?${query}`, undefined, {
          schema: overviewDataSchema,
          signal,
        })
      ).overview;
    },
    staleTime: STALE_MS,
  });
}

/** The part of GET /api/admin/system the System Health tab shows; other fields are ignored. */
const systemInfoDataSchema = z.object({
  system: z.object({
    database: z.object({
      kind: z.string(),
      size_bytes: z.number(),
      last_migration: z.object({ name: z.string(), applied_at: z.string() }).nullable().optional(),
    }),
    attachments: z.object({ count: z.number(), size_bytes: z.number() }),
    version: z.string(),
  }),
});
export type DashboardSystemInfo = z.infer<typeof systemInfoDataSchema>['system'];

export function useSystemInfo() {
  return useQuery({
    queryKey: dashboardKeys.systemInfo,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/admin/system', undefined, { schema: systemInfoDataSchema, signal })).system,
    staleTime: STALE_MS,
    retry: false,
  });
}
