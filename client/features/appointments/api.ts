import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { weeklyGoalsSchema } from '../../../common/schemas/appointment-goals';
import {
  type AppointmentType,
  appointmentListSchema,
  appointmentSchema,
  appointmentTicketSchema,
  counselorOptionSchema,
  holdSchema,
  notesSchema,
  slotSchema,
  todaySchema,
} from '../../../common/schemas/appointments';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const oneSchema = z.object({ appointment: appointmentSchema });

/** One page of the viewer's appointments (theirs, the ones they hold, or all for admins). */
export function useAppointmentList(query: string) {
  return useQuery({
    queryKey: queryKeys.appointments.list(query),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/appointments?${query}`, undefined, { schema: appointmentListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Counselors and advisors who can be booked for a type, with their next free time. */
export function useCounselors(type: AppointmentType) {
  return useQuery({
    queryKey: queryKeys.appointments.counselors(type),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', `/appointments/counselors?type=${type}`, undefined, {
          schema: z.object({ counselors: z.array(counselorOptionSchema) }),
          signal,
        })
      ).counselors,
  });
}

/** Free start times of one counselor, or of anyone (Auto-Assign) when `counselorId` is null. */
export function useAvailability(type: AppointmentType, counselorId: number | null, from: string, to: string) {
  const params = new URLSearchParams({ type, from, to });
  if (counselorId !== null) params.set('counselor_id', String(counselorId));
  const query = params.toString();
  return useQuery({
    queryKey: queryKeys.appointments.availability(query),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', `/appointments/availability?${query}`, undefined, {
          schema: z.object({ slots: z.array(slotSchema) }),
          signal,
        })
      ).slots,
    staleTime: 0,
  });
}

function useAppointmentMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all }),
  });
}

export interface HoldVariables {
  type: AppointmentType;
  counselor_id: number | null;
  start: string;
}

export function useHoldSlot() {
  return useMutation({
    mutationFn: async (body: HoldVariables) =>
      (await apiRequest('POST', '/appointments/holds', body, { schema: z.object({ hold: holdSchema }) }))
        .hold,
  });
}

export interface BookVariables extends HoldVariables {
  is_anonymous: boolean;
  ticket_id?: number;
}

export function useBookAppointment() {
  return useAppointmentMutation(
    async (body: BookVariables) =>
      (await apiRequest('POST', '/appointments', body, { schema: oneSchema })).appointment,
  );
}

export function useCancelAppointment() {
  return useAppointmentMutation(({ id, reason }: { id: number; reason: string }) =>
    apiRequest('POST', `/appointments/${id}/cancel`, { reason }, { schema: oneSchema }),
  );
}

export function useRescheduleAppointment() {
  return useAppointmentMutation(({ id, start }: { id: number; start: string }) =>
    apiRequest('POST', `/appointments/${id}/reschedule`, { start }, { schema: oneSchema }),
  );
}

export function useRecordAttendance() {
  return useAppointmentMutation(({ id, status }: { id: number; status: 'completed' | 'no_show' }) =>
    apiRequest('POST', `/appointments/${id}/attendance`, { status }, { schema: oneSchema }),
  );
}

/** The student's 1-5 rating of a completed session; a second call updates it (refreshes every appointments query). */
export function useRateAppointment() {
  return useAppointmentMutation(({ id, rating, comment }: { id: number; rating: number; comment: string }) =>
    apiRequest('POST', `/appointments/${id}/feedback`, { rating, comment }, { schema: oneSchema }),
  );
}

/** The calendar file of one appointment (served by the API with the session cookie). */
export const calendarHref = (id: number) => `/api/appointments/${id}/calendar.ics`;

const notesAnswerSchema = z.object({ notes: notesSchema });

/** The holding counselor's notes of one session; each read is audited, so it is read once per opening. */
export function useSessionNotes(id: number) {
  return useQuery({
    queryKey: queryKeys.appointments.notes(id),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `/appointments/${id}/notes`, undefined, { schema: notesAnswerSchema, signal }))
        .notes,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useSaveSessionNotes(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notes: string) =>
      (await apiRequest('PUT', `/appointments/${id}/notes`, { notes }, { schema: notesAnswerSchema })).notes,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.appointments.notes(id), saved),
  });
}

/** The viewer's sessions of today (the university's day); refreshed each minute, so Start Session opens on time. */
export function useTodaySessions() {
  return useQuery({
    queryKey: queryKeys.appointments.today,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/appointments/today', undefined, { schema: todaySchema, signal }),
    refetchInterval: 60_000,
  });
}

/** This week's sessions held and first-response time of the viewer, against the admin's goals. */
export function useWeeklyGoals() {
  return useQuery({
    queryKey: queryKeys.appointments.goals,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/appointments/goals', undefined, { schema: weeklyGoalsSchema, signal }),
  });
}

/** The linked ticket's context for the counselor holding the session; every read is audited, so on demand. */
export function useAppointmentTicket(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.appointments.ticket(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', `/appointments/${id}/ticket`, undefined, {
          schema: z.object({ ticket: appointmentTicketSchema }),
          signal,
        })
      ).ticket,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
