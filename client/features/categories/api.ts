import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { noDataSchema } from '../../../common/schemas/api';
import {
  type CategoryCreateInput,
  type CategoryUpdateInput,
  categorySchema,
} from '../../../common/schemas/categories';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const FIVE_MINUTES = 5 * 60_000;

/** A category of the admin list; `counselorSpecializations` comes only with `with_counselors=true`. */
export const centerCategorySchema = categorySchema.extend({
  counselorSpecializations: z.array(z.unknown()).optional(),
});
export type CenterCategory = z.infer<typeof centerCategorySchema>;

const categoryListSchema = z.object({ categories: z.array(centerCategorySchema) });
const oneCategorySchema = z.object({ category: categorySchema });
const reorderedSchema = z.object({ categories: z.array(categorySchema) });

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
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/admin/ticket-categories/${id}`, undefined, { schema: noDataSchema }),
    onSuccess: () => afterCategoryChange(queryClient),
  });
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { categories: { id: number; sort_order: number }[] }) =>
      apiRequest('POST', '/admin/ticket-categories/reorder', body, { schema: reorderedSchema }),
    // Forced refetch afterwards (product §1.7.3), also after a failure so the grid shows the stored order.
    onSettled: () => afterCategoryChange(queryClient),
  });
}
