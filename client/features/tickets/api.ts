import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { availableStaffSchema } from '../../../common/schemas/specializations';
import { ticketOptionsSchema } from '../../../common/schemas/ticket-options';
import {
  type AssignInput,
  type BulkAssignInput,
  type TagsActionInput,
  type Ticket,
  type TicketDeleteInput,
  type TicketUpdateInput,
  ticketListSchema,
  ticketSchema,
  ticketStatsSchema,
} from '../../../common/schemas/tickets';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { type TicketFilters, toApiQuery } from './filters';
import { withGlass } from './glass';

// Caches of product §1.9: lists 5 minutes, a single ticket 2 minutes, options 5 minutes. A list is still
// refetched whenever it is opened again after 60 seconds ("smart refresh").
const FIVE_MINUTES = 5 * 60_000;

export {
  type OptionCategory,
  type StaffMember,
  type TicketOptions,
  ticketOptionsSchema,
} from '../../../common/schemas/ticket-options';

const ticketDataSchema = z.object({ ticket: ticketSchema });
const ticketDeletedSchema = z.object({ ticket_number: z.string() });
const statsDataSchema = z.object({ stats: ticketStatsSchema });
const createdSchema = z.object({
  ticket: ticketSchema,
  attachment_summary: z.object({ uploaded: z.number().int() }).partial().optional(),
});
export type CreatedTicket = z.infer<typeof createdSchema>;

export function fetchTicketList(query: string, signal?: AbortSignal) {
  return apiRequest('GET', `/tickets?${query}`, undefined, { schema: ticketListSchema, signal });
}

export function useTicketList(filters: TicketFilters) {
  const query = toApiQuery(filters);
  return useQuery({
    queryKey: queryKeys.tickets.list(query),
    queryFn: ({ signal }) => fetchTicketList(query, signal),
    staleTime: 60_000,
    gcTime: FIVE_MINUTES,
    placeholderData: keepPreviousData,
  });
}

/**
 * The first page for dashboards: `perPage` tickets in the viewer's scope, most recently updated first. Staff
 * lists lift crisis tickets to the top; with `crisisFirst` false (a student's dashboard, product §1.2.4) they
 * are the most recent as they are.
 */
export function useRecentTickets(perPage: number, crisisFirst = true) {
  const query = `sort_by=updated_at&sort_direction=desc&page=1&per_page=${perPage}${crisisFirst ? '' : '&crisis_first=false'}`;
  return useQuery({
    queryKey: queryKeys.tickets.list(query),
    queryFn: ({ signal }) => fetchTicketList(query, signal),
    staleTime: 60_000,
  });
}

export function useTicketStats(enabled = true) {
  return useQuery({
    queryKey: queryKeys.tickets.stats,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/tickets/stats', undefined, { schema: statsDataSchema, signal })).stats,
    staleTime: 60_000,
    enabled,
  });
}

/** The open crisis-flagged tickets of the crisis banners (staff), newest first; ordered for display by the banner. */
export const CRISIS_QUEUE_QUERY =
  'view=crisis&status%5B%5D=Open&status%5B%5D=In+Progress&sort_by=created_at&sort_direction=desc&page=1&per_page=20';

export function useCrisisQueue(enabled = true) {
  return useQuery({
    queryKey: queryKeys.tickets.crisisQueue,
    queryFn: ({ signal }) => fetchTicketList(CRISIS_QUEUE_QUERY, signal),
    staleTime: 60_000,
    enabled,
  });
}

export function useTicketOptions() {
  return useQuery({
    queryKey: queryKeys.tickets.options,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/tickets/options', undefined, { schema: ticketOptionsSchema, signal }),
    staleTime: FIVE_MINUTES,
  });
}

/** Every category, active or not, for the "n of m categories active" line (admins only). */
export function useCategoryTotals(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.categories.all,
    queryFn: async ({ signal }) => {
      const data = await apiRequest('GET', '/admin/ticket-categories?include_inactive=true', undefined, {
        schema: z.object({ categories: z.array(z.object({ id: z.number(), is_active: z.boolean() })) }),
        signal,
      });
      return {
        total: data.categories.length,
        active: data.categories.filter((category) => category.is_active).length,
      };
    },
    staleTime: FIVE_MINUTES,
    enabled,
  });
}

export function useTicket(id: number) {
  return useQuery({
    queryKey: queryKeys.tickets.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', withGlass(`/tickets/${id}`, id), undefined, {
          schema: ticketDataSchema,
          signal,
        })
      ).ticket,
    staleTime: 2 * 60_000,
  });
}

/** Reads the ticket again (after a reason was given for it). */
export function useRefreshTicket(id: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.detail(id) });
}

/** After a change: the changed ticket goes straight into its cache, every list and the stats refetch. */
function afterTicketChange(queryClient: QueryClient, ticket?: Ticket) {
  // A ticket answered without its content (no reason given yet, decision 0034) never replaces a full one.
  if (ticket?.content_withheld)
    void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.detail(ticket.id) });
  else if (ticket) queryClient.setQueryData(queryKeys.tickets.detail(ticket.id), ticket);
  void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.lists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.stats });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData | Record<string, unknown>) =>
      apiRequest('POST', '/tickets', body, { schema: createdSchema }),
    onSuccess: (result) => afterTicketChange(queryClient, result.ticket),
  });
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: TicketUpdateInput }) =>
      (await apiRequest('PATCH', withGlass(`/tickets/${id}`, id), changes, { schema: ticketDataSchema }))
        .ticket,
    onSuccess: (ticket) => afterTicketChange(queryClient, ticket),
  });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TicketDeleteInput }) =>
      apiRequest('DELETE', `/tickets/${id}`, input, { schema: ticketDeletedSchema }),
    onSuccess: (_data, { id }) => queryClient.removeQueries({ queryKey: queryKeys.tickets.detail(id) }),
    // Also after a failure: "not found or already deleted" means the list is out of date.
    onSettled: () => afterTicketChange(queryClient),
  });
}

export function useAddResponse(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FormData | Record<string, unknown>) =>
      (
        await apiRequest('POST', withGlass(`/tickets/${ticketId}/responses`, ticketId), body, {
          schema: ticketDataSchema,
        })
      ).ticket,
    onSuccess: (ticket) => afterTicketChange(queryClient, ticket),
  });
}

const availableStaffDataSchema = z.object({ staff: z.array(availableStaffSchema) });

/** GET /api/tickets/{id}/available-staff (admins): active counselors and advisors, best placed first. */
export function useAvailableStaff(ticketId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tickets.availableStaff(ticketId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', `/tickets/${ticketId}/available-staff`, undefined, {
          schema: availableStaffDataSchema,
          signal,
        })
      ).staff,
    enabled,
  });
}

export function useAssignTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: AssignInput }) =>
      (await apiRequest('POST', withGlass(`/tickets/${id}/assign`, id), input, { schema: ticketDataSchema }))
        .ticket,
    onSuccess: (ticket) => afterTicketChange(queryClient, ticket),
  });
}

export function useBulkAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkAssignInput) =>
      apiRequest('POST', '/admin/bulk-assign', input, {
        schema: z.object({ assigned_count: z.number().int() }),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all });
    },
  });
}

/** POST /api/tickets/{id}/crisis/acknowledge (staff who may see the ticket), with an optional note. */
export function useAcknowledgeCrisis(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      (
        await apiRequest(
          'POST',
          withGlass(`/tickets/${ticketId}/crisis/acknowledge`, ticketId),
          note.trim() ? { note: note.trim() } : {},
          { schema: ticketDataSchema },
        )
      ).ticket,
    onSuccess: (ticket) => afterTicketChange(queryClient, ticket),
  });
}

export function useTicketTags(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TagsActionInput) =>
      (
        await apiRequest('POST', withGlass(`/tickets/${ticketId}/tags`, ticketId), input, {
          schema: ticketDataSchema,
        })
      ).ticket,
    onSuccess: (ticket) => afterTicketChange(queryClient, ticket),
  });
}

const exportSchema = z.object({
  tickets: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  filename: z.string(),
});
export type ExportResult = z.infer<typeof exportSchema>;

/** GET /api/admin/export-tickets for the chosen tickets, or for the current filters when none is chosen. */
export function fetchExport(format: 'csv' | 'json', filters: TicketFilters, ticketIds: readonly number[]) {
  const params = new URLSearchParams(toApiQuery(filters));
  params.delete('page');
  params.delete('per_page');
  params.set('format', format);
  for (const id of ticketIds) params.append('ticket_ids[]', String(id));
  return apiRequest('GET', `/admin/export-tickets?${params.toString()}`, undefined, { schema: exportSchema });
}

const detectionSchema = z.object({ is_crisis: z.boolean(), crisis_score: z.number() });

/** POST /api/admin/crisis-keywords/test-detection: screens a text with the stored lexicon (admins). */
export function testCrisisDetection(text: string, categoryId: number) {
  return apiRequest(
    'POST',
    '/admin/crisis-keywords/test-detection',
    { text, category_id: categoryId },
    { schema: detectionSchema },
  );
}
