import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type OnCallSettingsInput,
  onCallNowSchema,
  onCallPersonSchema,
  onCallRotaSchema,
  type ShiftCreateInput,
  type ShiftUpdateInput,
  shiftSchema,
} from '../../../common/schemas/on-call';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** GET /api/on-call/now (staff): refreshed every minute, as shifts begin and end with the clock. */
export function useOnCallNow(enabled = true) {
  return useQuery({
    queryKey: queryKeys.onCall.now,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/on-call/now', undefined, { schema: onCallNowSchema, signal }),
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** GET /api/admin/on-call (admins): the week, the fallback, the time zone and who may be on call. */
export function useOnCallRota() {
  return useQuery({
    queryKey: queryKeys.onCall.rota,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/on-call', undefined, { schema: onCallRotaSchema, signal }),
    staleTime: 60_000,
  });
}

function useRotaMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.onCall.all }),
  });
}

const shiftsAnswer = z.object({ shifts: z.array(shiftSchema) });
const shiftAnswer = z.object({ shift: shiftSchema });
const shiftRemovedAnswer = z.object({ id: z.number().int() });
const settingsAnswer = z.object({ fallback: onCallPersonSchema.nullable(), timezone: z.string() });

export const useCreateShifts = () =>
  useRotaMutation((body: ShiftCreateInput) =>
    apiRequest('POST', '/admin/on-call/shifts', body, { schema: shiftsAnswer }),
  );

export const useUpdateShift = () =>
  useRotaMutation(({ id, body }: { id: number; body: ShiftUpdateInput }) =>
    apiRequest('PUT', `/admin/on-call/shifts/${id}`, body, { schema: shiftAnswer }),
  );

export const useDeleteShift = () =>
  useRotaMutation((id: number) =>
    apiRequest('DELETE', `/admin/on-call/shifts/${id}`, undefined, { schema: shiftRemovedAnswer }),
  );

export const useSaveOnCallSettings = () =>
  useRotaMutation((body: OnCallSettingsInput) =>
    apiRequest('PUT', '/admin/on-call/settings', body, { schema: settingsAnswer }),
  );
