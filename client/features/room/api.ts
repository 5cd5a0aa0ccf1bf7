import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { appointmentSchema, joinSchema } from '../../../common/schemas/appointments';
import {
  type Room,
  roomMessageSchema,
  roomSchema,
  type SignalInput,
  signalSchema,
} from '../../../common/schemas/session-room';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const roomAnswer = z.object({ room: roomSchema });

/** The appointment the room belongs to (its people, type, times, status and whether it can be rated). */
export function useRoomAppointment(id: number) {
  return useQuery({
    queryKey: queryKeys.appointments.one(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', `/appointments/${id}`, undefined, {
          schema: z.object({ appointment: appointmentSchema }),
          signal,
        })
      ).appointment,
  });
}

/** Enters the room (the server records the viewer's presence); 409 outside the join window. */
export function useJoinRoom(id: number) {
  return useQuery({
    queryKey: ['session-room', 'join', id],
    queryFn: () => apiRequest('POST', `/appointments/${id}/join`, undefined, { schema: joinSchema }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The room's state; read again every 15 s, which also keeps the viewer present. */
export function useRoom(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.appointments.room(id),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `/appointments/${id}/room`, undefined, { schema: roomAnswer, signal })).room,
    enabled,
    refetchInterval: 15_000,
  });
}

function useRoomAction(id: number, action: 'admit' | 'end') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest('POST', `/appointments/${id}/room/${action}`, undefined, { schema: roomAnswer }))
        .room,
    onSuccess: (room: Room) => queryClient.setQueryData(queryKeys.appointments.room(id), room),
  });
}

export const useAdmit = (id: number) => useRoomAction(id, 'admit');
export const useEndSession = (id: number) => useRoomAction(id, 'end');

export function sendSignal(id: number, signal: SignalInput): Promise<unknown> {
  return apiRequest('POST', `/appointments/${id}/room/signals`, signal);
}

export async function readSignals(id: number, after: number) {
  return (
    await apiRequest('GET', `/appointments/${id}/room/signals?after=${after}`, undefined, {
      schema: z.object({ signals: z.array(signalSchema) }),
    })
  ).signals;
}

export async function readMessages(id: number, after: number) {
  return (
    await apiRequest('GET', `/appointments/${id}/room/messages?after=${after}`, undefined, {
      schema: z.object({ messages: z.array(roomMessageSchema) }),
    })
  ).messages;
}

export function postMessage(id: number, body: string) {
  return apiRequest(
    'POST',
    `/appointments/${id}/room/messages`,
    { body },
    { schema: z.object({ message: roomMessageSchema, crisis: z.boolean() }) },
  );
}
