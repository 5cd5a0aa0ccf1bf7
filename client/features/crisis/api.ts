import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { noDataSchema } from '../../../common/schemas/api';
import {
  type CrisisKeywordCreateInput,
  type CrisisKeywordUpdateInput,
  crisisKeywordSchema,
  crisisResultSchema,
  type SeverityLevel,
} from '../../../common/schemas/crisis';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

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
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/admin/crisis-keywords/${id}`, undefined, { schema: noDataSchema }),
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
