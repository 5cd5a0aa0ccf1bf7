import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  changePasswordSchema,
  demoLoginSchema,
  type LoginResult,
  loginResultSchema,
  loginSchema,
  meResultSchema,
  PASSWORD_CHANGE_MESSAGES,
  SET_PASSWORD_MESSAGES,
  setPasswordResultSchema,
  setPasswordSchema,
} from '../../../common/schemas/auth';
import { currentSession, requestContext, SESSION_COOKIE } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { presentSessionUser } from '../users';
import { setPasswordWithToken } from './set-password';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.ctx.config.session.cookieSecure,
  };

  function sendLogin(reply: FastifyReply, result: LoginResult, message = 'Login successful') {
    reply.setCookie(SESSION_COOKIE, result.token, { ...cookieOptions, expires: new Date(result.expires_at) });
    return sendOk(reply, result, message);
  }

  r.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request, reply) => sendLogin(reply, await app.auth.login(request.body, requestContext(request))),
  );

  r.post(
    '/api/auth/demo-login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as the demo account of a role (demo mode only)',
        body: demoLoginSchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request, reply) =>
      sendLogin(reply, await app.auth.demoLogin(request.body.role, requestContext(request))),
  );

  r.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token and cookie stop working at once',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await app.auth.logout(currentSession(request), requestContext(request));
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return sendOk(reply, null, 'Logged out successfully');
    },
  );

  r.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: envelopeSchema(meResultSchema) },
      },
    },
    async (request, reply) => sendOk(reply, { user: presentSessionUser(currentSession(request).user) }),
  );

  r.post(
    '/api/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password: ends every session and answers a fresh one for this device',
        body: changePasswordSchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request, reply) =>
      sendLogin(
        reply,
        await app.auth.changePassword(currentSession(request), request.body, requestContext(request)),
        PASSWORD_CHANGE_MESSAGES.changed,
      ),
  );

  r.post(
    '/api/auth/set-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Choose a password through a set-password link from a welcome or reset e-mail (72 hours, once)',
        body: setPasswordSchema,
        response: { 200: envelopeSchema(setPasswordResultSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await setPasswordWithToken(app.ctx, request.body, requestContext(request)),
        SET_PASSWORD_MESSAGES.done,
      ),
  );
}
