import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeRole } from '../../../common/permissions';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentParamsSchema,
  appointmentSchema,
  appointmentTicketSchema,
  attendanceInputSchema,
  availabilityQuerySchema,
  bookingInputSchema,
  cancelInputSchema,
  counselorOptionSchema,
  counselorsQuerySchema,
  feedbackInputSchema,
  holdInputSchema,
  holdSchema,
  joinSchema,
  notesInputSchema,
  notesQuerySchema,
  notesSchema,
  rescheduleInputSchema,
  slotSchema,
  todaySchema,
} from '../../../common/schemas/appointments';
import { contentDisposition } from '../../lib/files';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { availabilityService } from './availability';
import { sessionFeedbackService } from './feedback';
import { calendarFileName } from './ics';
import { sessionNotesService } from './notes';
import type { AppointmentViewer } from './policy';
import { sessionRoomService } from './room';
import { appointmentsService } from './service';

const tags = ['appointments'];
const one = envelopeSchema(z.object({ appointment: appointmentSchema }));

export function viewerOfRequest(request: FastifyRequest): AppointmentViewer {
  const user = currentSession(request).user;
  return { id: user.id, role: normalizeRole(user.role) };
}

export async function appointmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = appointmentsService(app.ctx);
  const availability = availabilityService(app.ctx);
  const notes = sessionNotesService(app.ctx);
  const feedback = sessionFeedbackService(app.ctx);
  const room = sessionRoomService(app.ctx);
  const student = app.requireRole('student');
  const staff = app.requireRole('counselor', 'advisor', 'admin');
  const viewer = viewerOfRequest;

  r.get(
    '/api/appointments',
    {
      schema: {
        tags,
        summary: 'Appointments: a student’s own, the ones a counselor or advisor holds, all for admins',
        querystring: appointmentListQuerySchema,
        response: { 200: envelopeSchema(appointmentListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await service.list(viewer(request), request.query),
        'Appointments retrieved successfully',
      ),
  );

  r.get(
    '/api/appointments/today',
    {
      schema: {
        tags,
        summary: 'Today’s sessions (the university’s day): the counselor dashboard’s Today’s Sessions',
        response: { 200: envelopeSchema(todaySchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await service.today(viewer(request)), 'Today’s appointments retrieved successfully'),
  );

  r.get(
    '/api/appointments/availability',
    {
      schema: {
        tags,
        summary: 'Free start times of one counselor, or of anyone for Auto-Assign',
        querystring: availabilityQuerySchema,
        response: { 200: envelopeSchema(z.object({ slots: z.array(slotSchema) })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { slots: await availability.slots(request.query, viewer(request).id) },
        'Availability retrieved successfully',
      ),
  );

  r.get(
    '/api/appointments/counselors',
    {
      schema: {
        tags,
        summary: 'Counselors and advisors who can be booked, with their next free time',
        querystring: counselorsQuerySchema,
        response: { 200: envelopeSchema(z.object({ counselors: z.array(counselorOptionSchema) })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { counselors: await availability.counselors(request.query.type) },
        'Counselors retrieved successfully',
      ),
  );

  r.post(
    '/api/appointments',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'Book an appointment (students); counselor_id null for Auto-Assign',
        body: bookingInputSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { appointment: await service.book(viewer(request), request.body, requestContext(request)) },
        'Appointment booked',
        201,
      ),
  );

  r.post(
    '/api/appointments/holds',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'Hold a free time for 5 minutes while the student confirms (the booking wizard’s last step)',
        body: holdInputSchema,
        response: { 201: envelopeSchema(z.object({ hold: holdSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { hold: await service.hold(viewer(request), request.body) },
        'Time held for 5 minutes',
        201,
      ),
  );

  r.get(
    '/api/appointments/:id',
    { schema: { tags, summary: 'One appointment', params: appointmentParamsSchema, response: { 200: one } } },
    async (request, reply) => {
      const row = await service.loadVisible(viewer(request), request.params.id);
      return sendOk(
        reply,
        { appointment: await service.present(viewer(request), row) },
        'Appointment retrieved',
      );
    },
  );

  r.post(
    '/api/appointments/:id/reschedule',
    {
      schema: {
        tags,
        summary: 'Move an appointment to another free time of its counselor',
        params: appointmentParamsSchema,
        body: rescheduleInputSchema,
        response: { 200: one },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          appointment: await service.reschedule(
            viewer(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'Appointment rescheduled',
      ),
  );

  r.post(
    '/api/appointments/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an appointment with a reason (inside the notice, staff only)',
        params: appointmentParamsSchema,
        body: cancelInputSchema,
        response: { 200: one },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          appointment: await service.cancel(
            viewer(request),
            request.params.id,
            request.body.reason,
            requestContext(request),
          ),
        },
        'Appointment cancelled',
      ),
  );

  r.post(
    '/api/appointments/:id/attendance',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Record attendance: completed or no_show (the holding counselor or an admin)',
        params: appointmentParamsSchema,
        body: attendanceInputSchema,
        response: { 200: one },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          appointment: await service.attendance(
            viewer(request),
            request.params.id,
            request.body.status,
            requestContext(request),
          ),
        },
        'Attendance recorded',
      ),
  );

  r.post(
    '/api/appointments/:id/feedback',
    {
      onRequest: student,
      schema: {
        tags,
        summary:
          'Rate a completed session 1-5 with an optional comment (its student); a second call updates it',
        params: appointmentParamsSchema,
        body: feedbackInputSchema,
        response: { 200: one },
      },
    },
    async (request, reply) => {
      const saved = await feedback.save(
        viewer(request),
        request.params.id,
        request.body,
        requestContext(request),
      );
      return sendOk(
        reply,
        { appointment: await service.present(viewer(request), saved.row) },
        saved.updated ? 'Rating updated' : 'Thank you for rating this session',
      );
    },
  );

  r.post(
    '/api/appointments/:id/join',
    {
      schema: {
        tags,
        summary:
          'The call’s room, from 15 minutes before the start until the end; records the viewer’s presence',
        params: appointmentParamsSchema,
        response: { 200: envelopeSchema(joinSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await room.join(viewer(request), request.params.id), 'Session ready to join'),
  );

  r.get(
    '/api/appointments/:id/ticket',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'The linked ticket’s context, for the counselor holding the appointment',
        params: appointmentParamsSchema,
        response: { 200: envelopeSchema(z.object({ ticket: appointmentTicketSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { ticket: await service.ticket(viewer(request), request.params.id, requestContext(request)) },
        'Ticket context retrieved',
      ),
  );

  r.get(
    '/api/appointments/:id/calendar.ics',
    { schema: { tags, summary: 'The appointment as a calendar file', params: appointmentParamsSchema } },
    async (request, reply) => {
      const { row, text } = await service.calendar(viewer(request), request.params.id);
      reply.headers({
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': contentDisposition(calendarFileName(row)),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      return reply.send(text);
    },
  );

  r.get(
    '/api/appointments/:id/notes',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Session notes: the holding counselor; admins with a reason; never students',
        params: appointmentParamsSchema,
        querystring: notesQuerySchema,
        response: { 200: envelopeSchema(z.object({ notes: notesSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          notes: await notes.read(
            viewer(request),
            request.params.id,
            request.query.reason || undefined,
            requestContext(request),
          ),
        },
        'Session notes retrieved',
      ),
  );

  r.put(
    '/api/appointments/:id/notes',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Save session notes (the holding counselor only)',
        params: appointmentParamsSchema,
        body: notesInputSchema,
        response: { 200: envelopeSchema(z.object({ notes: notesSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          notes: await notes.write(
            viewer(request),
            request.params.id,
            request.body.notes,
            requestContext(request),
          ),
        },
        'Session notes saved',
      ),
  );
}
