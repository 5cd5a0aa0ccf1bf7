import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConcernReviewInput,
  type ConcernState,
  concernListSchema,
  concernReviewResultSchema,
} from '../../../common/schemas/concerns';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

export interface ConcernFilters {
  state: ConcernState;
  page: number;
  per_page: number;
}

export function concernQuery(filters: ConcernFilters): string {
  const params = new URLSearchParams();
  params.set('state', filters.state);
  params.set('page', String(filters.page));
  params.set('per_page', String(filters.per_page));
  return params.toString();
}

/** The possible-concern queue (counselors and admins); a ticket list, so ticket changes refresh it. */
export function useConcerns(filters: ConcernFilters) {
  const query = concernQuery(filters);
  return useQuery({
    queryKey: queryKeys.tickets.concerns(query),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/tickets/concerns?${query}`, undefined, { schema: concernListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Marks a ticket's possible concern reviewed; the ticket, the lists and the queue refetch. */
export function useReviewConcern(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConcernReviewInput) =>
      (
        await apiRequest('POST', `/tickets/${ticketId}/concern-review`, input, {
          schema: concernReviewResultSchema,
        })
      ).concern,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
  });
}
