import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { noDataSchema } from '../../../common/schemas/api';
import {
  type ScreeningMarkInput,
  type ScreeningMarkKind,
  type ScreeningReviewState,
  screeningMarkSchema,
  screeningReviewListSchema,
  ticketScreeningMarkSchema,
} from '../../../common/schemas/screening-reviews';
import { ApiError, apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const markUrl = (ticketId: number) => `/tickets/${ticketId}/screening-mark`;

/** The signed-in staff member's open mark on a ticket (null when they have none). */
export function useMyScreeningMark(ticketId: number) {
  return useQuery({
    queryKey: queryKeys.screeningReviews.mark(ticketId),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', markUrl(ticketId), undefined, { schema: ticketScreeningMarkSchema, signal }))
        .mark,
  });
}

export function useSaveScreeningMark(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ScreeningMarkInput) =>
      (
        await apiRequest('PUT', markUrl(ticketId), input, {
          schema: z.object({ mark: screeningMarkSchema }),
        })
      ).mark,
    onSuccess: (mark) => {
      queryClient.setQueryData(queryKeys.screeningReviews.mark(ticketId), mark);
      void queryClient.invalidateQueries({ queryKey: queryKeys.screeningReviews.all });
    },
  });
}

export function useWithdrawScreeningMark(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', markUrl(ticketId), undefined, { schema: noDataSchema }),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.screeningReviews.mark(ticketId), null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.screeningReviews.all });
    },
  });
}

export interface ReviewFilters {
  kind: ScreeningMarkKind | 'all';
  state: ScreeningReviewState | 'all';
  page: number;
  per_page: number;
}

export function reviewQuery(filters: ReviewFilters): string {
  const params = new URLSearchParams();
  if (filters.kind !== 'all') params.set('kind', filters.kind);
  if (filters.state !== 'all') params.set('state', filters.state);
  params.set('page', String(filters.page));
  params.set('per_page', String(filters.per_page));
  return params.toString();
}

export function useScreeningReviews(filters: ReviewFilters) {
  const query = reviewQuery(filters);
  return useQuery({
    queryKey: queryKeys.screeningReviews.list(query),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/admin/screening-reviews?${query}`, undefined, {
        schema: screeningReviewListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The file name the server gave in Content-Disposition, else a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(header)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : 'screening-review-cases.json';
}

/** Downloads the selected marks (or every open one) as evaluation cases; the server marks them exported. */
export function useExportScreeningCases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      const response = await fetch('/api/admin/screening-reviews/export', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(ids.length > 0 ? { ids } : {}),
      }).catch(() => {
        throw new ApiError(0, 'Network error. Please check your connection and try again.');
      });
      if (!response.ok) {
        const failure = (await response.json().catch(() => null)) as { message?: unknown } | null;
        const message = typeof failure?.message === 'string' ? failure.message : 'Export failed';
        throw new ApiError(response.status, message, {}, typeof failure?.message === 'string');
      }
      const blob = await response.blob();
      const count = (z.array(z.unknown()).safeParse(JSON.parse(await blob.text())).data ?? []).length;
      return { blob, count, fileName: fileNameOf(response) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.screeningReviews.all }),
  });
}
