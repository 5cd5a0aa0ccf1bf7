import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  crisisContactIdParamsSchema,
  crisisContactInputSchema,
  crisisContactOrderSchema,
  crisisContactSchema,
  crisisSupportSettingsSchema,
  reachOutSchema,
} from '../../../common/schemas/crisis-support';
import { ticketSchema } from '../../../common/schemas/tickets';
import { AppError } from '../../lib/errors';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { categoriesService } from '../categories';
import { ticketsService, viewerOf } from '../tickets';
import { crisisSupportPolicy } from './policy';
import { crisisSupportService } from './service';

const tags = ['crisis support'];
const contactList = envelopeSchema(z.object({ contacts: z.array(crisisContactSchema) }));
const oneContact = envelopeSchema(z.object({ contact: crisisContactSchema }));
const settingsAnswer = envelopeSchema(z.object({ settings: crisisSupportSettingsSchema }));

export async function crisisSupportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = crisisSupportService(app.ctx);
  const tickets = ticketsService(app.ctx);
  const categories = categoriesService(app.ctx);
  const admin = app.requirePermission('manage_settings');
  const viewer = (request: Parameters<typeof currentSession>[0]) => viewerOf(currentSession(request).user);

  r.get(
    '/api/crisis-support/contacts',
    {
      schema: {
        tags,
        summary: 'The crisis contacts to show (active, with a number)',
        response: { 200: contactList },
      },
    },
    async (_request, reply) =>
      sendOk(reply, { contacts: await service.contacts() }, 'Crisis contacts retrieved successfully'),
  );

  r.post(
    '/api/crisis-support/reach-out',
    {
      onRequest: app.requirePermission('create_ticket'),
      schema: {
        tags,
        summary: 'Ask a counselor to make contact now: opens an urgent crisis ticket in one step',
        body: reachOutSchema,
        response: { 201: envelopeSchema(z.object({ ticket: ticketSchema })) },
      },
    },
    async (request, reply) => {
      const v = viewer(request);
      if (!crisisSupportPolicy.mayReachOut(v)) throw new AppError('FORBIDDEN');
      const active = await categories.list(v.role, {}, { adminPath: false });
      // The category crisis cases belong in; any active category rather than none.
      const category =
        active.find((c) => c.crisis_detection_enabled && /crisis|mental/i.test(c.name)) ??
        active.find((c) => c.crisis_detection_enabled) ??
        active[0];
      if (!category)
        throw new AppError('CONFLICT', 'No ticket category is available. Please call 988 or 911 now.');
      const { subject, description } = service.reachOutTicket(request.body);
      const { ticket } = await tickets.create(
        v,
        { subject, description, category_id: category.id, priority: 'Urgent' },
        [],
        { askedForHelp: true },
      );
      return sendOk(
        reply,
        { ticket },
        'A counselor has been alerted and will contact you. If you are in danger now, call 911.',
        201,
      );
    },
  );

  r.get(
    '/api/admin/crisis-support/contacts',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Every crisis contact, including those turned off',
        response: { 200: contactList },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { contacts: await service.allContacts(viewer(request)) },
        'Crisis contacts retrieved successfully',
      ),
  );

  r.post(
    '/api/admin/crisis-support/contacts',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Add a crisis contact',
        body: crisisContactInputSchema,
        response: { 201: oneContact },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { contact: await service.createContact(viewer(request), request.body, requestContext(request)) },
        'Crisis contact saved successfully',
        201,
      ),
  );

  r.put(
    '/api/admin/crisis-support/contacts/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change a crisis contact',
        params: crisisContactIdParamsSchema,
        body: crisisContactInputSchema,
        response: { 200: oneContact },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          contact: await service.updateContact(
            viewer(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'Crisis contact saved successfully',
      ),
  );

  r.delete(
    '/api/admin/crisis-support/contacts/:id',
    {
      onRequest: admin,
      schema: { tags, summary: 'Delete a contact the university added', params: crisisContactIdParamsSchema },
    },
    async (request, reply) => {
      await service.removeContact(viewer(request), request.params.id, requestContext(request));
      return sendOk(reply, {}, 'Crisis contact deleted successfully');
    },
  );

  r.post(
    '/api/admin/crisis-support/contacts/reorder',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Put the contacts in a new order',
        body: crisisContactOrderSchema,
        response: { 200: contactList },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          contacts: await service.reorderContacts(
            viewer(request),
            request.body.contact_ids,
            requestContext(request),
          ),
        },
        'Crisis contacts reordered successfully',
      ),
  );

  r.get(
    '/api/admin/crisis-support/settings',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The crisis response target and escalation window',
        response: { 200: settingsAnswer },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { settings: await service.settings(viewer(request)) },
        'Crisis settings retrieved successfully',
      ),
  );

  r.put(
    '/api/admin/crisis-support/settings',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change the crisis response target and escalation window',
        body: crisisSupportSettingsSchema,
        response: { 200: settingsAnswer },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { settings: await service.updateSettings(viewer(request), request.body, requestContext(request)) },
        'Crisis settings saved successfully',
      ),
  );
}
