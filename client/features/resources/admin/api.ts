import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type {
  BulkResourceAction,
  ResourceCategoryCreateInput,
  ResourceCreateInput,
  ResourcePatchInput,
  ResourceSuggestionStatus,
} from '../../../../common/schemas/resources';
import {
  adminResourceListSchema,
  adminResourceSchema,
  adminResourceStatsSchema,
  importReportSchema,
  resourceBulkResultSchema,
  resourceCategorySchema,
  resourceSuggestionListSchema,
  resourceSuggestionSchema,
} from '../../../../common/schemas/resources-shapes';
import { ApiError, apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

export type StatusFilter = '' | 'published' | 'unpublished' | 'featured';

export interface AdminResourceQuery {
  search: string;
  status: StatusFilter;
  category: string;
  type: string;
  difficulty: string;
  page: number;
  perPage: number;
}

export const ADMIN_DEFAULT_QUERY: AdminResourceQuery = {
  search: '',
  status: '',
  category: '',
  type: '',
  difficulty: '',
  page: 1,
  perPage: 25,
};

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

const resourceAnswer = z.object({ resource: adminResourceSchema });
const categoryAnswer = z.object({ category: resourceCategorySchema });

export function useAdminResourceStats() {
  return useQuery({
    queryKey: queryKeys.resources.adminStats,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/resources/stats', undefined, { schema: adminResourceStatsSchema, signal }),
    staleTime: 5_000,
  });
}

/** Every category, inactive ones too, with every resource counted. */
export function useAdminResourceCategories() {
  return useQuery({
    queryKey: queryKeys.resources.adminCategories,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/resources/categories', undefined, {
        schema: z.object({ categories: z.array(resourceCategorySchema) }),
        signal,
      }),
    staleTime: 60_000,
  });
}

export function adminQueryString(query: AdminResourceQuery): string {
  const params = new URLSearchParams({
    page: String(query.page),
    per_page: String(query.perPage),
    sort_by: 'newest',
  });
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.category) params.set('category', query.category);
  if (query.type) params.set('type', query.type);
  if (query.difficulty) params.set('difficulty', query.difficulty);
  return params.toString();
}

export function useAdminResources(query: AdminResourceQuery) {
  const qs = adminQueryString(query);
  return useQuery({
    queryKey: queryKeys.resources.adminList(qs),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/admin/resources?${qs}`, undefined, { schema: adminResourceListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 1_000,
  });
}

export function useResourceSuggestions(query: { status: ResourceSuggestionStatus | ''; page: number }) {
  const params = new URLSearchParams({ page: String(query.page), per_page: '20' });
  if (query.status) params.set('status', query.status);
  const qs = params.toString();
  return useQuery({
    queryKey: queryKeys.resources.adminSuggestions(qs),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/admin/resources/suggestions?${qs}`, undefined, {
        schema: resourceSuggestionListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 1_000,
  });
}

/** Every resource query: an admin's change shows on this page and in the readers' library alike. */
function useRefreshResources() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.resources.all });
}

export function useSaveResource(id: number | null) {
  const refresh = useRefreshResources();
  return useMutation({
    mutationFn: (input: ResourceCreateInput) =>
      id === null
        ? apiRequest('POST', '/admin/resources', input, { schema: resourceAnswer })
        : apiRequest('PUT', `/admin/resources/${id}`, input, { schema: resourceAnswer }),
    onSuccess: () => void refresh(),
  });
}

export function usePatchResource() {
  const refresh = useRefreshResources();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ResourcePatchInput }) =>
      apiRequest('PATCH', `/admin/resources/${id}`, patch, { schema: resourceAnswer }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteResource() {
  const refresh = useRefreshResources();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/admin/resources/${id}`),
    onSuccess: () => void refresh(),
  });
}

export function useBulkResourceAction() {
  const refresh = useRefreshResources();
  return useMutation({
    mutationFn: (input: { action: BulkResourceAction; resource_ids: number[] }) =>
      apiRequest('POST', '/admin/resources/bulk-action', input, { schema: resourceBulkResultSchema }),
    onSettled: () => void refresh(),
  });
}

export function useSaveResourceCategory(id: number | null) {
  const refresh = useRefreshResources();
  return useMutation({
    mutationFn: (input: ResourceCategoryCreateInput) =>
      id === null
        ? apiRequest('POST', '/admin/resources/categories', input, { schema: categoryAnswer })
        : apiRequest('PUT', `/admin/resources/categories/${id}`, input, { schema: categoryAnswer }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteResourceCategory() {
  const refresh = useRefreshResources();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/admin/resources/categories/${id}`),
    onSuccess: () => void refresh(),
  });
}

export function useReviewResourceSuggestion() {
  const refresh = useRefreshResources();
  return useMutation({
    mutationFn: async ({
      id,
      action,
      reason,
      categoryId,
    }: {
      id: number;
      action: 'approve' | 'reject';
      reason?: string;
      /** Approve: the category the new resource goes in (the suggested one unless changed). */
      categoryId?: number;
    }): Promise<unknown> =>
      action === 'approve'
        ? apiRequest(
            'POST',
            `/admin/resources/suggestions/${id}/approve`,
            categoryId ? { category_id: categoryId } : {},
            { schema: z.object({ suggestion: resourceSuggestionSchema, resource_id: z.number().int() }) },
          )
        : apiRequest(
            'POST',
            `/admin/resources/suggestions/${id}/reject`,
            { reason },
            { schema: z.object({ suggestion: resourceSuggestionSchema }) },
          ),
    onSuccess: () => void refresh(),
  });
}

/** Runs an import: a dry run (nothing written) or the real one, which writes every row in one transaction. */
export function useImportResources() {
  const refresh = useRefreshResources();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('dry_run', String(dryRun));
      form.append('file', file);
      return apiRequest('POST', '/admin/resources/import', form, { schema: importReportSchema });
    },
    onSuccess: (report) => {
      if (report.applied) void refresh();
    },
  });
}

/** Downloads the export (every resource and category) as a file; throws an ApiError on failure. */
export async function downloadExport(format: 'csv' | 'json'): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/resources/export?format=${format}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? 'Export failed', {}, Boolean(body?.message));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  const date = new Date().toISOString().slice(0, 10);
  return { blob: await response.blob(), filename: named ?? `resources-${date}.${format}` };
}
