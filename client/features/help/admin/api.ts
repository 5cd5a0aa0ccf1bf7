import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type {
  FaqCreateInput,
  FaqPatchInput,
  HelpCategoryCreateInput,
  SuggestionBulkActionInput,
  SuggestionStatus,
} from '../../../../common/schemas/help';
import {
  adminFaqListSchema,
  adminFaqSchema,
  adminHelpStatsSchema,
  helpCategorySchema,
  suggestionBulkResultSchema,
  suggestionListSchema,
  suggestionSchema,
} from '../../../../common/schemas/help-shapes';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

export type FaqStatusFilter = '' | 'published' | 'unpublished' | 'featured';

export interface AdminFaqQuery {
  search: string;
  status: FaqStatusFilter;
  category: string;
  page: number;
}

export const ADMIN_FAQ_PAGE_SIZE = 20;

const faqAnswer = z.object({ faq: adminFaqSchema });

export function useAdminHelpStats() {
  return useQuery({
    queryKey: queryKeys.help.adminStats,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/help/stats', undefined, {
        schema: z.object({ stats: adminHelpStatsSchema }),
        signal,
      }),
    staleTime: 5_000,
  });
}

export function useAdminCategories() {
  return useQuery({
    queryKey: queryKeys.help.adminCategories,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/help/categories', undefined, {
        schema: z.object({ categories: z.array(helpCategorySchema) }),
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useAdminFaqs(query: AdminFaqQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    per_page: String(ADMIN_FAQ_PAGE_SIZE),
    sort_by: 'newest',
  });
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.category) params.set('category', query.category);
  const qs = params.toString();
  return useQuery({
    queryKey: queryKeys.help.adminFaqs(qs),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/admin/help/faqs?${qs}`, undefined, { schema: adminFaqListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 1_000,
  });
}

export function useSuggestions(query: { search: string; status: SuggestionStatus | ''; page: number }) {
  const params = new URLSearchParams({ page: String(query.page), per_page: '20' });
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  const qs = params.toString();
  return useQuery({
    queryKey: queryKeys.help.adminSuggestions(qs),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/admin/help/suggestions?${qs}`, undefined, { schema: suggestionListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 1_000,
  });
}

/** Every help query: an admin's change shows on this page and in the readers' Help Center alike. */
function useRefreshHelp() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.help.all });
}

export function useSaveFaq(id: number | null) {
  const refresh = useRefreshHelp();
  return useMutation({
    mutationFn: (input: FaqCreateInput) =>
      id === null
        ? apiRequest('POST', '/admin/help/faqs', input, { schema: faqAnswer })
        : apiRequest('PUT', `/admin/help/faqs/${id}`, input, { schema: faqAnswer }),
    onSuccess: () => void refresh(),
  });
}

export function usePatchFaq() {
  const refresh = useRefreshHelp();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: FaqPatchInput }) =>
      apiRequest('PATCH', `/admin/help/faqs/${id}`, patch, { schema: faqAnswer }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteFaq() {
  const refresh = useRefreshHelp();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/admin/help/faqs/${id}`),
    onSuccess: () => void refresh(),
  });
}

export function useReviewSuggestion() {
  const refresh = useRefreshHelp();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'approve' | 'reject' }): Promise<unknown> =>
      action === 'approve'
        ? apiRequest('POST', `/admin/help/suggestions/${id}/approve`, {}, { schema: faqAnswer })
        : apiRequest(
            'POST',
            `/admin/help/suggestions/${id}/reject`,
            {},
            {
              schema: z.object({ suggestion: suggestionSchema }),
            },
          ),
    onSuccess: () => void refresh(),
  });
}

/** Approves or rejects (with a reason) several suggestions at once. */
export function useBulkReviewSuggestions() {
  const refresh = useRefreshHelp();
  return useMutation({
    mutationFn: (input: SuggestionBulkActionInput) =>
      apiRequest('POST', '/admin/help/suggestions/bulk-action', input, {
        schema: suggestionBulkResultSchema,
      }),
    onSettled: () => void refresh(),
  });
}

const categoryAnswer = z.object({ category: helpCategorySchema });

export function useSaveCategory(id: number | null) {
  const refresh = useRefreshHelp();
  return useMutation({
    mutationFn: (input: HelpCategoryCreateInput) =>
      id === null
        ? apiRequest('POST', '/admin/help/categories', input, { schema: categoryAnswer })
        : apiRequest('PUT', `/admin/help/categories/${id}`, input, { schema: categoryAnswer }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshHelp();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/admin/help/categories/${id}`),
    onSuccess: () => void refresh(),
  });
}
