import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  publicSettingsSchema,
  settingsAnswerSchema,
  settingsUpdateSchema,
} from '../../../common/schemas/settings';
import { parseInput } from '../../lib/validation';
import { currentRole, currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { settingsService } from './service';

const tags = ['settings'];

const settingsAnswer = envelopeSchema(z.object({ settings: settingsAnswerSchema }));

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = settingsService(app.ctx);
  const admin = app.requirePermission('manage_settings');
  const viewer = (request: Parameters<typeof currentSession>[0]) => {
    return { id: currentSession(request).user.id, role: currentRole(request) };
  };

  r.get(
    '/api/admin/settings',
    {
      onRequest: admin,
      schema: { tags, summary: 'Every system setting', response: { 200: settingsAnswer } },
    },
    async (request, reply) =>
      sendOk(reply, { settings: await service.get(viewer(request)) }, 'Settings retrieved successfully'),
  );

  r.put(
    '/api/admin/settings',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change some settings (only those sent); each change audited old -> new',
        description:
          'Every problem, wrong types and unknown names included, answers 422 with a message per setting.',
        response: { 200: settingsAnswer },
      },
    },
    async (request, reply) => {
      const input = parseInput(settingsUpdateSchema, request.body ?? {});
      const settings = await service.update(viewer(request), input, requestContext(request));
      return sendOk(reply, { settings }, 'Settings saved successfully');
    },
  );

  r.post(
    '/api/admin/settings/reset',
    {
      onRequest: admin,
      schema: { tags, summary: 'Every setting back to its default', response: { 200: settingsAnswer } },
    },
    async (request, reply) => {
      const settings = await service.reset(viewer(request), requestContext(request));
      return sendOk(reply, { settings }, 'Settings reset to defaults');
    },
  );

  r.get(
    '/api/settings/public',
    {
      schema: {
        tags,
        summary: 'What every signed-in person may read: site name, support phone and e-mail, maintenance',
        response: { 200: envelopeSchema(z.object({ settings: publicSettingsSchema })) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, { settings: await service.publicSettings() }, 'Settings retrieved successfully'),
  );
}
