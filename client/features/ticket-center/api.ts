import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  type CategoryCreateInput,
  type CategoryUpdateInput,
  categorySchema,
} from '../../../common/schemas/categories';
import {
  type CrisisKeywordCreateInput,
  type CrisisKeywordUpdateInput,
  crisisKeywordSchema,
  crisisResultSchema,
  type SeverityLevel,
} from '../../../common/schemas/crisis';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { fetchTicketList } from '../tickets/api';
import { type CenterFilters, centerApiQuery } from './filters';

const FIVE_MINUTES = 5 * 60_000;

// ----- tickets -----

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

// ----- categories -----

/** A category of the admin list; `counselorSpecializations` comes only with `with_counselors=true`. */
export const centerCategorySchema = categorySchema.extend({
  counselorSpecializations: z.array(z.unknown()).optional(),
});
export type CenterCategory = z.infer<typeof centerCategorySchema>;

const categoryListSchema = z.object({ categories: z.array(centerCategorySchema) });
const oneCategorySchema = z.object({ category: categorySchema });

export function useCenterCategories() {
  return useQuery({
    queryKey: queryKeys.categories.center,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          'GET',
          '/admin/ticket-categories?include_inactive=true&with_counselors=true',
          undefined,
          { schema: categoryListSchema, signal },
        )
      ).categories,
    staleTime: FIVE_MINUTES,
  });
}

/** Every category list (admin and active), the ticket options and the tickets carry categories. */
function afterCategoryChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.categories.every });
  void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.options });
  void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: number | null;
      body: CategoryCreateInput | CategoryUpdateInput;
    }) =>
      (
        await apiRequest(
          id === null ? 'POST' : 'PUT',
          id === null ? '/admin/ticket-categories' : `/admin/ticket-categories/${id}`,
          body,
          { schema: oneCategorySchema },
        )
      ).category,
    onSuccess: () => {
      afterCategoryChange(queryClient);
      // The dialog may have linked or unlinked counselors: the Counselors tab and workloads change too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.specializations.all });
    },
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/admin/ticket-categories/${id}`),
    onSuccess: () => afterCategoryChange(queryClient),
  });
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { categories: { id: number; sort_order: number }[] }) =>
      apiRequest('POST', '/admin/ticket-categories/reorder', body),
    // Forced refetch afterwards (product §1.7.3), also after a failure so the grid shows the stored order.
    onSettled: () => afterCategoryChange(queryClient),
  });
}

// ----- crisis keywords -----

export interface KeywordFilters {
  search: string;
  severity_level: SeverityLevel | 'all';
  category: string;
  is_active: 'all' | 'true' | 'false';
}

export function keywordQuery(filters: KeywordFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.severity_level !== 'all') params.set('severity_level', filters.severity_level);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.is_active !== 'all') params.set('is_active', filters.is_active);
  return params.toString();
}

const keywordListSchema = z.object({ keywords: z.array(crisisKeywordSchema) });
const oneKeywordSchema = z.object({ keyword: crisisKeywordSchema });

/** The lexicon, filtered on the server; it is small (hundreds of phrases), so it comes in one answer. */
export function useCrisisKeywords(filters: KeywordFilters) {
  const query = keywordQuery(filters);
  return useQuery({
    queryKey: queryKeys.crisisKeywords.list(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', `/admin/crisis-keywords${query ? `?${query}` : ''}`, undefined, {
          schema: keywordListSchema,
          signal,
        })
      ).keywords,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

function afterKeywordChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.crisisKeywords.all });
  // The submit form screens with the active lexicon from the ticket options.
  void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.options });
}

export function useSaveKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: number | null;
      body: CrisisKeywordCreateInput | CrisisKeywordUpdateInput;
    }) =>
      (
        await apiRequest(
          id === null ? 'POST' : 'PUT',
          id === null ? '/admin/crisis-keywords' : `/admin/crisis-keywords/${id}`,
          body,
          { schema: oneKeywordSchema },
        )
      ).keyword,
    onSuccess: () => afterKeywordChange(queryClient),
  });
}

export function useDeleteKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/admin/crisis-keywords/${id}`),
    onSuccess: () => afterKeywordChange(queryClient),
  });
}

export type DetectionResult = z.infer<typeof crisisResultSchema>;

export function useTestDetection() {
  return useMutation({
    mutationFn: (input: { text: string; category_id?: number }) =>
      apiRequest('POST', '/admin/crisis-keywords/test-detection', input, { schema: crisisResultSchema }),
  });
}
