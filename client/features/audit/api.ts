import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditListSchema, auditOptionsSchema, auditVerdictSchema } from '../../../common/schemas/audit';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** The Audit Log screen's filters as typed; empty text means "no filter". */
export interface AuditFilterValues {
  actor_id: string;
  action: string;
  record_type: string;
  record_id: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = {
  actor_id: '',
  action: '',
  record_type: '',
  record_id: '',
  from: '',
  to: '',
};

/** The query string of the filters (and the page, for the list), without empty values. */
export function auditQuery(filters: AuditFilterValues, page?: { page: number; per_page: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text) params.set(key, text);
  }
  if (page) {
    params.set('page', String(page.page));
    params.set('per_page', String(page.per_page));
  }
  return params.toString();
}

export function useAuditLog(filters: AuditFilterValues, page: { page: number; per_page: number }) {
  const query = auditQuery(filters, page);
  return useQuery({
    queryKey: queryKeys.audit.list(query),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/admin/audit-logs?${query}`, undefined, { schema: auditListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditOptions() {
  return useQuery({
    queryKey: queryKeys.audit.options,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/audit-logs/options', undefined, { schema: auditOptionsSchema, signal }),
  });
}

/** Runs the chain check on demand (it reads the whole trail, so never in the background). */
export function useVerifyChain() {
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest('GET', '/admin/audit-logs/verify', undefined, {
          schema: z.object({ verification: auditVerdictSchema }),
        })
      ).verification,
  });
}

/** The CSV export of the filtered entries: a plain link, the session cookie authorises it. */
export function exportHref(filters: AuditFilterValues): string {
  const query = auditQuery(filters);
  return `/api/admin/audit-logs/export${query ? `?${query}` : ''}`;
}
