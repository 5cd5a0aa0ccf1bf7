import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { BookmarkSort, ResourceFeedbackInput, ResourceSort } from '../../../common/schemas/resources';
import {
  type Resource,
  type ResourceList,
  resourceAccessSchema,
  resourceBookmarksSchema,
  resourceBookmarkToggleSchema,
  resourceCategorySchema,
  resourceFeedbackResultSchema,
  resourceListSchema,
  resourceRecommendationsSchema,
  resourceSchema,
  resourceStatsSchema,
} from '../../../common/schemas/resources-shapes';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** Spec 3 §9 "Resources": cached 5 minutes; no refetch on focus. */
const FIVE_MINUTES = 5 * 60_000;

export const LIBRARY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const BOOKMARK_PAGE_SIZES = [10, 25, 50] as const;

export interface LibraryFilters {
  search: string;
  /** A category slug, or '' for all. */
  category: string;
  type: string;
  difficulty: string;
  /** Null: best match while searching, else featured first. */
  sort: ResourceSort | null;
  page: number;
  perPage: number;
}

export const DEFAULT_FILTERS: LibraryFilters = {
  search: '',
  category: '',
  type: '',
  difficulty: '',
  sort: null,
  page: 1,
  perPage: 25,
};

export function isFiltered(filters: LibraryFilters): boolean {
  return Boolean(filters.search || filters.category || filters.type || filters.difficulty || filters.sort);
}

export function libraryQueryString(filters: LibraryFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.type) params.set('type', filters.type);
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  params.set('sort_by', filters.sort ?? (filters.search ? 'relevance' : 'featured'));
  params.set('page', String(filters.page));
  params.set('per_page', String(filters.perPage));
  return params.toString();
}

export function useResourceStats() {
  return useQuery({
    queryKey: queryKeys.resources.stats,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/resources/stats', undefined, { schema: resourceStatsSchema, signal }),
    staleTime: FIVE_MINUTES,
    refetchOnWindowFocus: false,
  });
}

export function useResourceCategories() {
  return useQuery({
    queryKey: queryKeys.resources.categories,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/resources/categories', undefined, {
        schema: z.object({ categories: z.array(resourceCategorySchema) }),
        signal,
      }),
    staleTime: FIVE_MINUTES,
    refetchOnWindowFocus: false,
  });
}

export function useResourceList(filters: LibraryFilters, enabled = true) {
  const qs = libraryQueryString(filters);
  return useQuery({
    queryKey: queryKeys.resources.list(qs),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/resources?${qs}`, undefined, { schema: resourceListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: FIVE_MINUTES,
    refetchOnWindowFocus: false,
    enabled,
  });
}

/** My Bookmarks' query: searched, filtered, sorted and paged by the server. */
export interface BookmarkQuery {
  page: number;
  perPage: number;
  search: string;
  category: string;
  type: string;
  sort: BookmarkSort;
}

export function useResourceBookmarks(query: BookmarkQuery, enabled: boolean) {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  if (query.type) params.set('type', query.type);
  params.set('sort_by', query.sort);
  const qs = params.toString();
  return useQuery({
    queryKey: queryKeys.resources.bookmarkPage(qs),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/resources/user/bookmarks?${qs}`, undefined, {
        schema: resourceBookmarksSchema,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}

/** "Recommended by your counselor" (students only). */
export function useRecommendedResources(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.resources.recommended,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/resources/recommended', undefined, {
        schema: resourceRecommendationsSchema,
        signal,
      }),
    enabled,
    staleTime: FIVE_MINUTES,
    refetchOnWindowFocus: false,
  });
}

type Patch = Partial<Resource>;
type QueryClient = ReturnType<typeof useQueryClient>;

/** Writes a change to one resource into every cached list, the bookmarks and the recommendations. */
export function patchResource(queryClient: QueryClient, id: number, patch: Patch | ((r: Resource) => Patch)) {
  const apply = <T extends Resource>(resource: T): T =>
    resource.id === id
      ? { ...resource, ...(typeof patch === 'function' ? patch(resource) : patch) }
      : resource;
  queryClient.setQueriesData<ResourceList>({ queryKey: queryKeys.resources.lists }, (old) =>
    old
      ? { ...old, resources: old.resources.map(apply), featured_resources: old.featured_resources.map(apply) }
      : old,
  );
  queryClient.setQueriesData<z.infer<typeof resourceBookmarksSchema>>(
    { queryKey: queryKeys.resources.bookmarks },
    (old) => (old ? { ...old, bookmarks: old.bookmarks.map(apply) } : old),
  );
  queryClient.setQueryData<{ resource: Resource }>(queryKeys.resources.detail(id), (old) =>
    old ? { resource: apply(old.resource) } : old,
  );
  queryClient.setQueryData<z.infer<typeof resourceRecommendationsSchema>>(
    queryKeys.resources.recommended,
    (old) =>
      old
        ? { recommendations: old.recommendations.map((r) => ({ ...r, resource: apply(r.resource) })) }
        : old,
  );
}

/** A resource already on screen in any cached list, so opening it needs no call. */
function cachedResource(queryClient: QueryClient, id: number): Resource | undefined {
  for (const [, data] of queryClient.getQueriesData<ResourceList>({ queryKey: queryKeys.resources.lists })) {
    const found = [...(data?.resources ?? []), ...(data?.featured_resources ?? [])].find((r) => r.id === id);
    if (found) return found;
  }
  for (const [, data] of queryClient.getQueriesData<z.infer<typeof resourceBookmarksSchema>>({
    queryKey: queryKeys.resources.bookmarks,
  })) {
    const found = data?.bookmarks.find((r) => r.id === id);
    if (found) return found;
  }
  return queryClient
    .getQueryData<z.infer<typeof resourceRecommendationsSchema>>(queryKeys.resources.recommended)
    ?.recommendations.find((r) => r.resource.id === id)?.resource;
}

/** Puts a resource shown in a list into the details dialog's cache entry (no call needed). */
export function useRememberResource() {
  const queryClient = useQueryClient();
  return (resource: Resource) =>
    queryClient.setQueryData(queryKeys.resources.detail(resource.id), { resource });
}

/**
 * The resource the details dialog shows: the one clicked (already cached), or for a shared link
 * (`/resources?resource={id}`) one found in the cached lists or read from the library.
 */
export function useResourceDetail(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.resources.detail(id ?? 0),
    queryFn: async ({ signal }) => {
      const cached = cachedResource(queryClient, id ?? 0);
      if (cached) return { resource: cached };
      return apiRequest('GET', `/resources/${id}`, undefined, {
        schema: z.object({ resource: resourceSchema }),
        signal,
      });
    },
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useAccessResource() {
  const queryClient = useQueryClient();
  return useMutation({
    /** Counts a view, or a download for a resource with a file, and answers the address to open. */
    mutationFn: (id: number) =>
      apiRequest('POST', `/resources/${id}/access`, undefined, { schema: resourceAccessSchema }),
    onSuccess: (result, id) =>
      patchResource(queryClient, id, {
        view_count: result.view_count,
        download_count: result.download_count,
      }),
  });
}

export function useToggleResourceBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('POST', `/resources/${id}/bookmark`, undefined, { schema: resourceBookmarkToggleSchema }),
    onSuccess: ({ bookmarked }, id) => {
      patchResource(queryClient, id, {
        is_bookmarked: bookmarked,
        bookmarked_at: bookmarked ? new Date().toISOString() : null,
      });
      // My Bookmarks gains or loses this resource the next time it is shown.
      void queryClient.invalidateQueries({ queryKey: queryKeys.resources.bookmarks, refetchType: 'none' });
    },
  });
}

export function useResourceFeedback(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResourceFeedbackInput) =>
      apiRequest('POST', `/resources/${id}/feedback`, input, { schema: resourceFeedbackResultSchema }),
    onSuccess: ({ resource, feedback }) => {
      patchResource(queryClient, id, {
        rating: resource.rating,
        rating_count: resource.rating_count,
        recommend_percentage: resource.recommend_percentage,
        my_feedback: feedback,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resources.stats, refetchType: 'none' });
    },
  });
}
