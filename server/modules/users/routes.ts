import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  USER_LIMITS,
  userBulkActionResultSchema,
  userBulkActionSchema,
  userBulkCreateResultSchema,
  userCreateResultSchema,
  userCreateSchema,
  userDeleteSchema,
  userExportResultSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResultSchema,
  userOptionsSchema,
  userResetPasswordResultSchema,
  userResetPasswordSchema,
  userSchema,
  userStatsSchema,
  userUpdateSchema,
} from '../../../common/schemas/users';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { usersBulkService } from './bulk';
import { bulkCreateMessage, usersImportService } from './import';
import { assertRegistrationOpen } from './registration';
import { type ActorContext, usersService } from './service';
import { readBulkCreateBody } from './upload';

const tags = ['users'];
const oneUser = envelopeSchema(z.object({ user: userSchema }));
const BULK_CREATE_BODY_LIMIT = USER_LIMITS.importMaxBytes + 1024 * 1024;

function actorOf(request: FastifyRequest): ActorContext {
  return { id: currentSession(request).user.id, context: requestContext(request) };
}

/** User administration (product §2.7 "Users"): every call is for admins only (manage_users). */
export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = usersService(app.ctx);
  const bulk = usersBulkService(app.ctx);
  const importer = usersImportService(app.ctx);
  const admin = app.requirePermission('manage_users');
  app.addHook('onClose', async () => importer.drain());

  r.get(
    '/api/admin/users',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Accounts: search (name, email, student or employee ID), role, status, sort and pages',
        querystring: userListQuerySchema,
        response: { 200: envelopeSchema(userListResultSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await users.list(request.query), 'Users retrieved successfully'),
  );

  r.get(
    '/api/admin/users/stats',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Account figures',
        response: { 200: envelopeSchema(z.object({ stats: userStatsSchema })) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, { stats: await users.stats() }, 'User statistics retrieved successfully'),
  );

  r.get(
    '/api/admin/users/options',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Roles, statuses, sort fields and password rules',
        response: { 200: envelopeSchema(userOptionsSchema) },
      },
    },
    async (_request, reply) => sendOk(reply, users.options(), 'User options retrieved successfully'),
  );

  r.get(
    '/api/admin/users/export',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Flat rows of the filtered accounts; the client writes the CSV',
        querystring: userListQuerySchema,
        response: { 200: envelopeSchema(userExportResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await users.export(request.query);
      return sendOk(reply, result, `${result.total_exported} users exported successfully!`);
    },
  );

  r.post(
    '/api/admin/users/bulk-action',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Activate, deactivate, suspend or delete many accounts (delete needs a reason)',
        body: userBulkActionSchema,
        response: { 200: envelopeSchema(userBulkActionResultSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await bulk.run(request.body, actorOf(request)),
        `Bulk ${request.body.action} completed successfully!`,
      ),
  );

  r.post(
    '/api/admin/users/bulk-create',
    {
      onRequest: admin,
      bodyLimit: BULK_CREATE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Create accounts from a CSV file (csv_file) or a list (users_data)',
        description:
          'JSON { users_data: [...], skip_duplicates, send_welcome_email, generate_passwords, send_password_in_email }, or multipart/form-data with csv_file (.csv/.txt) or users_data (a JSON list) beside the same fields.',
        response: { 200: envelopeSchema(userBulkCreateResultSchema) },
      },
    },
    async (request, reply) => {
      // Closed registration refuses the import before its file is read.
      await assertRegistrationOpen(app.ctx);
      const { rows, options } = await readBulkCreateBody(request);
      const result = await importer.run(rows, options, actorOf(request));
      return sendOk(reply, result, bulkCreateMessage(result.summary));
    },
  );

  r.get(
    '/api/admin/users/:id',
    {
      onRequest: admin,
      schema: { tags, summary: 'One account', params: userIdParamsSchema, response: { 200: oneUser } },
    },
    async (request, reply) =>
      sendOk(reply, { user: await users.get(request.params.id) }, 'User retrieved successfully'),
  );

  r.post(
    '/api/admin/users',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Create an account (optionally with a generated password and a welcome e-mail)',
        body: userCreateSchema,
        response: { 201: envelopeSchema(userCreateResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await users.create(request.body, actorOf(request));
      const message = result.email_sent
        ? 'User created successfully! Welcome email sent.'
        : 'User created successfully!';
      return sendOk(reply, result, message, 201);
    },
  );

  r.put(
    '/api/admin/users/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change an account; the password only with change_password (its sessions then end)',
        params: userIdParamsSchema,
        body: userUpdateSchema,
        response: { 200: oneUser },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { user: await users.update(request.params.id, request.body, actorOf(request)) },
        'User updated successfully!',
      ),
  );

  r.delete(
    '/api/admin/users/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete an account: never an admin, never yourself, never one that tickets depend on',
        params: userIdParamsSchema,
        body: userDeleteSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await users.remove(request.params.id, request.body, actorOf(request));
      return sendOk(reply, null, 'User deleted successfully!');
    },
  );

  r.post(
    '/api/admin/users/:id/toggle-status',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Activate or deactivate an account',
        params: userIdParamsSchema,
        response: { 200: oneUser },
      },
    },
    async (request, reply) => {
      const { user, activated } = await users.toggleStatus(request.params.id, actorOf(request));
      return sendOk(
        reply,
        { user },
        activated ? 'User activated successfully!' : 'User deactivated successfully!',
      );
    },
  );

  r.post(
    '/api/admin/users/:id/reset-password',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Set a new password (generated or given); the account is signed out everywhere',
        params: userIdParamsSchema,
        body: userResetPasswordSchema,
        response: { 200: envelopeSchema(userResetPasswordResultSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await users.resetPassword(request.params.id, request.body, actorOf(request)),
        'Password reset successfully!',
      ),
  );
}
