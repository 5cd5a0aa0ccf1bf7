import { useQuery } from '@tanstack/react-query';
import { requesterPanelSchema } from '../../../common/schemas/requester';
import { apiRequest } from '../../api/client';

/**
 * A key of its own, not under the ticket's: every view of a crisis ticket's panel is audited, so routine
 * ticket changes (a reply, a tag) should not refetch it and write another audit row.
 */
export const requesterQueryKey = (ticketId: number) => ['ticket-requester', ticketId] as const;

/** How to reach the student who raised a ticket (staff only). */
export function useTicketRequester(ticketId: number) {
  return useQuery({
    queryKey: requesterQueryKey(ticketId),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/tickets/${ticketId}/requester`, undefined, {
        schema: requesterPanelSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
