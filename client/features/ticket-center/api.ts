import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { fetchTicketList } from '../tickets/api';
import { type CenterFilters, centerApiQuery } from './filters';

const FIVE_MINUTES = 5 * 60_000;

/** One page of tickets, filtered and paged on the server. */
export function useCenterTickets(filters: CenterFilters) {
  const query = centerApiQuery(filters);
  return useQuery({
    queryKey: queryKeys.tickets.list(`center:${query}`),
    queryFn: ({ signal }) => fetchTicketList(query, signal),
    staleTime: 60_000,
    gcTime: FIVE_MINUTES,
    placeholderData: keepPreviousData,
  });
}
