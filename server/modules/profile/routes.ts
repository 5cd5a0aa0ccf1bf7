import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import { PROFILE_MESSAGES, profileSchema, profileUpdateSchema } from '../../../common/schemas/profile';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { profileService } from './service';

const tags = ['profile'];
const oneProfile = envelopeSchema(z.object({ profile: profileSchema }));

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profiles = profileService(app.ctx);

  r.get(
    '/api/profile',
    {
      schema: { tags, summary: 'The signed-in user’s own profile', response: { 200: oneProfile } },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { profile: await profiles.get(currentSession(request).user.id) },
        PROFILE_MESSAGES.retrieved,
      ),
  );

  r.put(
    '/api/profile',
    {
      schema: {
        tags,
        summary: 'Change one’s own phone numbers and emergency contact (partial; null or "" clears)',
        description: 'Name, e-mail, role and student ID are changed by an administrator, not here.',
        body: profileUpdateSchema,
        response: { 200: oneProfile },
      },
    },
    async (request, reply) => {
      const profile = await profiles.update(
        currentSession(request).user.id,
        request.body,
        requestContext(request),
      );
      return sendOk(reply, { profile }, PROFILE_MESSAGES.updated);
    },
  );
}
