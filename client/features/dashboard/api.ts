import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffPerformanceSchema, systemOverviewSchema } from '../../../common/schemas/reports';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const STALE_MS = 60_000;

/** GET /api/admin/staff-performance: each active counselor and advisor's caseload (admins). */
export function useStaffPerformance() {
  return useQuery({
    queryKey: queryKeys.dashboard.staffPerformance,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/staff-performance', undefined, { schema: staffPerformanceSchema, signal }),
    staleTime: STALE_MS,
  });
}

const overviewDataSchema = z.object({ overview: systemOverviewSchema });

/** GET /api/admin/system-overview: live sessions, server uptime and tickets resolved since the hub's midnight. */
export function useSystemOverview() {
  return useQuery({
    queryKey: queryKeys.dashboard.systemOverview,
    queryFn: async ({ signal }) => {
      return (
        await apiRequest('GET', '/admin/system-overview', undefined, {
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
    queryKey: queryKeys.dashboard.systemInfo,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/admin/system', undefined, { schema: systemInfoDataSchema, signal })).system,
    staleTime: STALE_MS,
    retry: false,
  });
}
