import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { reportSchema } from '../../../common/schemas/admin-report';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

export const REPORT_ERROR = 'Failed to fetch the report. Please try again.';

const reportDataSchema = z.object({ report: reportSchema });

/**
 * The report of a period (whole days of the hub's time zone, both included; the server's last 30 days when no
 * dates are given); `enabled` false while the dates are not valid.
 */
export function useAdminReport(period: { from?: string; to?: string }, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.analytics.report(period.from ?? '', period.to ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          'GET',
          `/admin/reports?${new URLSearchParams(period as Record<string, string>)}`,
          undefined,
          {
            schema: reportDataSchema,
            signal,
          },
        )
      ).report,
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The address of the report's CSV or PDF (the session cookie signs the download). */
export function reportExportHref(format: 'csv' | 'pdf', period: { from: string; to: string }): string {
  return `/api/admin/reports/export?${new URLSearchParams({ format, ...period })}`;
}
