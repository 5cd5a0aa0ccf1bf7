import { useQuery } from '@tanstack/react-query';
import { requesterPanelSchema } from '../../../common/schemas/requester';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** How to reach the student who raised a ticket (staff only). */
export function useTicketRequester(ticketId: number) {
  return useQuery({
    queryKey: queryKeys.ticketRequester(ticketId),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/tickets/${ticketId}/requester`, undefined, {
        schema: requesterPanelSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
