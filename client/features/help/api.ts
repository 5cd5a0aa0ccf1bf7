import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { FaqFeedbackInput, FaqSort } from '../../../common/schemas/help';
import {
  bookmarkListSchema,
  bookmarkToggleSchema,
  type Faq,
  type FaqList,
  faqListSchema,
  faqSchema,
  feedbackResultSchema,
  helpCategorySchema,
  helpStatsSchema,
  searchSuggestionsSchema,
} from '../../../common/schemas/help-shapes';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** Spec 3 §9 "Help": lists stale after 12 minutes, categories 15, stats 20; no refetch on focus. */
const MINUTE = 60_000;

export interface FaqQuery {
  search: string;
  category: string;
  /** Null: best match while searching, else featured first. */
  sort: FaqSort | null;
  page: number;
}

export const FAQ_PAGE_SIZE = 10;

export function effectiveSort(query: Pick<FaqQuery, 'search' | 'sort'>): FaqSort {
  if (query.sort && (query.sort !== 'relevance' || query.search)) return query.sort;
  return query.search ? 'relevance' : 'featured';
}

export function faqQueryString(query: FaqQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  params.set('sort_by', effectiveSort(query));
  params.set('page', String(query.page));
  params.set('per_page', String(FAQ_PAGE_SIZE));
  return params.toString();
}

export function useHelpStats() {
  return useQuery({
    queryKey: queryKeys.help.stats,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/help/stats', undefined, {
        schema: z.object({ stats: helpStatsSchema }),
        signal,
      }),
    staleTime: 20 * MINUTE,
    refetchOnWindowFocus: false,
  });
}

export function useHelpCategories() {
  return useQuery({
    queryKey: queryKeys.help.categories,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/help/categories', undefined, {
        schema: z.object({ categories: z.array(helpCategorySchema) }),
        signal,
      }),
    staleTime: 15 * MINUTE,
    refetchOnWindowFocus: false,
  });
}

export function useFaqs(query: FaqQuery) {
  const qs = faqQueryString(query);
  return useQuery({
    queryKey: queryKeys.help.faqList(qs),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/help/faqs?${qs}`, undefined, { schema: faqListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 12 * MINUTE,
    refetchOnWindowFocus: false,
  });
}

export function useSearchSuggestions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.help.suggestions(q),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/help/search-suggestions?${new URLSearchParams({ q })}`, undefined, {
        schema: searchSuggestionsSchema,
        signal,
      }),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** Reads an opened FAQ once, which counts the reader's view (once a day on the server). */
export function useFaqView(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.help.faq(id),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/help/faqs/${id}`, undefined, { schema: z.object({ faq: faqSchema }), signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

type FaqPatch = Partial<FaqList['faqs'][number]>;

/**
 * Writes a change to one FAQ into every cached list, the bookmarks and the FAQ read on its own (a linked
 * FAQ), so the open answer updates at once.
 */
function patchFaqInLists(queryClient: ReturnType<typeof useQueryClient>, id: number, patch: FaqPatch) {
  const apply = <T extends Faq>(faq: T): T => (faq.id === id ? { ...faq, ...patch } : faq);
  queryClient.setQueriesData<FaqList>({ queryKey: queryKeys.help.faqs }, (old) =>
    old ? { ...old, faqs: old.faqs.map(apply), featured_faqs: old.featured_faqs.map(apply) } : old,
  );
  queryClient.setQueriesData<BookmarkList>({ queryKey: queryKeys.help.bookmarks }, (old) =>
    old ? { ...old, faqs: old.faqs.map(apply) } : old,
  );
  queryClient.setQueryData<{ faq: Faq }>(queryKeys.help.faq(id), (old) =>
    old ? { faq: apply(old.faq) } : old,
  );
}

type BookmarkList = z.infer<typeof bookmarkListSchema>;

export const BOOKMARK_PAGE_SIZE = 10;

/** The reader's bookmarked FAQs, newest bookmark first (`GET /api/help/bookmarks`). */
export function useBookmarks(page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.help.bookmarkPage(page),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/help/bookmarks?page=${page}&per_page=${BOOKMARK_PAGE_SIZE}`, undefined, {
        schema: bookmarkListSchema,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One published FAQ by id, for a link to it (`/help?faq={id}`); counts the reader's view like opening it. */
export function useLinkedFaq(id: number | null) {
  return useFaqView(id ?? 0, id !== null);
}

export function useFaqFeedback(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FaqFeedbackInput) =>
      apiRequest('POST', `/help/faqs/${id}/feedback`, input, { schema: feedbackResultSchema }),
    onSuccess: ({ faq, feedback }) =>
      patchFaqInLists(queryClient, id, {
        helpful_count: faq.helpful_count,
        not_helpful_count: faq.not_helpful_count,
        helpfulness_rate: faq.helpfulness_rate,
        my_feedback: { is_helpful: feedback.is_helpful, reason: feedback.reason },
      }),
  });
}

export function useToggleBookmark(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', `/help/faqs/${id}/bookmark`, undefined, { schema: bookmarkToggleSchema }),
    onSuccess: ({ bookmarked }) => {
      patchFaqInLists(queryClient, id, { is_bookmarked: bookmarked });
      // The bookmarks view gains or loses this FAQ the next time it is shown.
      void queryClient.invalidateQueries({ queryKey: queryKeys.help.bookmarks, refetchType: 'none' });
    },
  });
}
