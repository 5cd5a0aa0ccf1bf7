import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { systemInfoSchema, ticketAnalyticsSchema } from '../../../common/schemas/reports';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

// Figures are recomputed at most once a minute while a tab stays open; the buttons refetch at once.
const STALE_MS = 60_000;

export const ANALYTICS_ERROR = 'Failed to fetch analytics. Please try again.';
export const SYSTEM_ERROR = 'Failed to fetch system information. Please try again.';

const analyticsDataSchema = z.object({ analytics: ticketAnalyticsSchema });
const systemDataSchema = z.object({ system: systemInfoSchema });

export function useTicketAnalytics(timeframe: number) {
  return useQuery({
    queryKey: queryKeys.analytics.tickets(timeframe),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', `/tickets/analytics?timeframe=${timeframe}`, undefined, {
          schema: analyticsDataSchema,
          signal,
        })
      ).analytics,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useSystemInfo() {
  return useQuery({
    queryKey: queryKeys.analytics.system,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/admin/system', undefined, { schema: systemDataSchema, signal })).system,
    staleTime: STALE_MS,
  });
}
