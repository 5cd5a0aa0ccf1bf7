import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  categoryCreateSchema,
  categoryIdParamsSchema,
  categoryListQuerySchema,
  categoryReorderSchema,
  categorySchema,
  categoryStatsSchema,
  categoryUpdateSchema,
} from '../../../common/schemas/categories';
import { currentRole, currentSession } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { categoriesService } from './service';

const listAnswer = envelopeSchema(z.object({ categories: z.array(categorySchema) }));
const oneAnswer = envelopeSchema(z.object({ category: categorySchema }));
const tags = ['categories'];

export async function categoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = categoriesService(app.ctx);
  const admin = app.requirePermission('manage_categories');

  r.get(
    '/api/ticket-categories',
    {
      schema: {
        tags,
        summary: 'Active ticket categories (inactive too for admins asking include_inactive)',
        querystring: categoryListQuerySchema,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { categories: await service.list(currentRole(request), request.query, { adminPath: false }) },
        'Categories retrieved successfully',
      ),
  );

  r.get(
    '/api/admin/ticket-categories',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'All ticket categories with their ticket counts',
        querystring: categoryListQuerySchema,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const adminPath = request.query.include_inactive !== false;
      return sendOk(
        reply,
        { categories: await service.list(currentRole(request), request.query, { adminPath }) },
        'Categories retrieved successfully',
      );
    },
  );

  r.get(
    '/api/admin/ticket-categories/stats/overview',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Category overview figures',
        response: { 200: envelopeSchema(categoryStatsSchema) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, await service.stats(), 'Category statistics retrieved successfully'),
  );

  r.get(
    '/api/admin/ticket-categories/:id',
    {
      onRequest: admin,
      schema: { tags, summary: 'One category', params: categoryIdParamsSchema, response: { 200: oneAnswer } },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { category: await service.get(request.params.id, currentRole(request)) },
        'Category retrieved successfully',
      ),
  );

  r.post(
    '/api/admin/ticket-categories',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Create a category',
        body: categoryCreateSchema,
        response: { 201: oneAnswer },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { category: await service.create(request.body, currentSession(request).user.id) },
        'Category created successfully',
        201,
      ),
  );

  r.put(
    '/api/admin/ticket-categories/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change a category',
        params: categoryIdParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: oneAnswer },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { category: await service.update(request.params.id, request.body, currentSession(request).user.id) },
        'Category updated successfully',
      ),
  );

  r.delete(
    '/api/admin/ticket-categories/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a category that holds no tickets',
        params: categoryIdParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, currentSession(request).user.id);
      return sendOk(reply, null, 'Category deleted successfully');
    },
  );

  r.post(
    '/api/admin/ticket-categories/reorder',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Set the sort order of categories',
        body: categoryReorderSchema,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { categories: await service.reorder(request.body.categories, currentSession(request).user.id) },
        'Categories reordered successfully',
      ),
  );
}
