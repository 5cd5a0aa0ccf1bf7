import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, noDataSchema } from '../../../common/schemas/api';
import {
  adminResourceListQuerySchema,
  resourceBulkActionSchema,
  resourceCategoryCreateSchema,
  resourceCategoryIdParamsSchema,
  resourceCategoryUpdateSchema,
  resourceCreateSchema,
  resourceExportQuerySchema,
  resourceIdParamsSchema,
  resourcePatchSchema,
  resourceUpdateSchema,
} from '../../../common/schemas/resources';
import {
  adminResourceListSchema,
  adminResourceSchema,
  adminResourceStatsSchema,
  importReportSchema,
  resourceBulkResultSchema,
  resourceCategorySchema,
  resourceExportSchema,
} from '../../../common/schemas/resources-shapes';
import { contentDisposition } from '../../lib/files';
import { requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { resourceAdminService } from './admin';
import { resourceCategoriesService } from './categories';
import { exportCsv, exportLibrary } from './exchange';
import { resourceImportService } from './import';
import { readImportUpload } from './import-upload';
import { resourceViewer } from './routes';
import { resourceSuggestionsService } from './suggestions';

const tags = ['resources-admin'];
const categoryData = envelopeSchema(z.object({ category: resourceCategorySchema }));
const resourceData = envelopeSchema(z.object({ resource: adminResourceSchema }));
const bulkMessages = {
  publish: 'published',
  unpublish: 'unpublished',
  feature: 'featured',
  unfeature: 'unfeatured',
  delete: 'deleted',
};

/** Resource Management (spec 3 §2.6, §7; api-contract): admins only (`manage_content`), refused before any read. */
export async function resourceAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requirePermission('manage_content');
  const resources = resourceAdminService(app.ctx);
  const categories = resourceCategoriesService(app.ctx);
  const suggestions = resourceSuggestionsService(app.ctx);
  const importer = resourceImportService(app.ctx);

  r.get(
    '/api/admin/resources',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Every resource, drafts too: search, status, category, type, difficulty, sort (default newest), paging',
        querystring: adminResourceListQuerySchema,
        response: { 200: envelopeSchema(adminResourceListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await resources.list(request.query), 'Resources retrieved successfully'),
  );

  r.get(
    '/api/admin/resources/stats',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Admin figures and analytics',
        response: { 200: envelopeSchema(adminResourceStatsSchema) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, await resources.stats(await suggestions.pendingCount()), 'Stats retrieved successfully'),
  );

  r.get(
    '/api/admin/resources/export',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Every category and resource as CSV (cells starting with = + - @ escaped with a quote) or JSON; re-importing the file changes nothing',
        querystring: resourceExportQuerySchema,
        response: { 200: resourceExportSchema.or(z.string()) },
      },
    },
    async (request, reply) => {
      const at = new Date(app.ctx.clock.now().getTime()).toISOString();
      const library = await exportLibrary(app.ctx.db, at);
      const stamp = at.slice(0, 10);
      const csv = request.query.format === 'csv';
      reply.headers({
        'content-type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'content-disposition': contentDisposition(`resources-${stamp}.${csv ? 'csv' : 'json'}`),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      return reply.send(csv ? exportCsv(library) : library);
    },
  );

  r.post(
    '/api/admin/resources/import',
    {
      onRequest: admin,
      bodyLimit: 64 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Import categories and resources from a CSV or JSON file (multipart `file`, `dry_run`): a dry run answers per row create, update, unchanged or error; otherwise one transaction applies every row, or none',
        response: { 200: envelopeSchema(importReportSchema) },
      },
    },
    async (request, reply) => {
      const { file, options } = await readImportUpload(app.ctx, request);
      const report = await importer.run(
        resourceViewer(request),
        file,
        options.dry_run,
        requestContext(request),
      );
      const { create, update, unchanged } = report.summary;
      const message = report.dry_run
        ? 'Dry run complete: nothing was written'
        : `Import complete: ${create} created, ${update} updated, ${unchanged} unchanged`;
      return sendOk(reply, report, message);
    },
  );

  r.post(
    '/api/admin/resources/bulk-action',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Publish, unpublish, feature, unfeature or delete several resources in one transaction',
        body: resourceBulkActionSchema,
        response: { 200: envelopeSchema(resourceBulkResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await resources.bulk(resourceViewer(request), request.body, requestContext(request));
      const noun = result.affected === 1 ? 'resource' : 'resources';
      return sendOk(
        reply,
        result,
        `${result.affected} ${noun} ${bulkMessages[request.body.action]} successfully`,
      );
    },
  );

  r.post(
    '/api/admin/resources',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Create a resource',
        body: resourceCreateSchema,
        response: { 201: resourceData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { resource: await resources.create(resourceViewer(request), request.body, requestContext(request)) },
        'Resource created successfully!',
        201,
      ),
  );

  r.get(
    '/api/admin/resources/categories',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Every resource category, inactive ones too, with all their resources counted',
        response: { 200: envelopeSchema(z.object({ categories: z.array(resourceCategorySchema) })) },
      },
    },
    async (_request, reply) =>
      sendOk(
        reply,
        { categories: await categories.list({ includeInactive: true }) },
        'Categories retrieved successfully',
      ),
  );

  r.post(
    '/api/admin/resources/categories',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Create a resource category',
        body: resourceCategoryCreateSchema,
        response: { 201: categoryData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { category: await categories.create(resourceViewer(request), request.body, requestContext(request)) },
        'Category created successfully!',
        201,
      ),
  );

  r.put(
    '/api/admin/resources/categories/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Update a resource category',
        params: resourceCategoryIdParamsSchema,
        body: resourceCategoryUpdateSchema,
        response: { 200: categoryData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          category: await categories.update(
            resourceViewer(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'Category updated successfully!',
      ),
  );

  r.delete(
    '/api/admin/resources/categories/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a resource category; one that holds resources is refused (409)',
        params: resourceCategoryIdParamsSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request, reply) => {
      await categories.remove(resourceViewer(request), request.params.id, requestContext(request));
      return sendOk(reply, null, 'Category deleted successfully!');
    },
  );

  r.get(
    '/api/admin/resources/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'One resource, drafts too',
        params: resourceIdParamsSchema,
        response: { 200: resourceData },
      },
    },
    async (request, reply) =>
      sendOk(reply, { resource: await resources.load(request.params.id) }, 'Resource retrieved successfully'),
  );

  r.put(
    '/api/admin/resources/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Update a resource: fields sent replace the stored ones',
        params: resourceIdParamsSchema,
        body: resourceUpdateSchema,
        response: { 200: resourceData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          resource: await resources.update(
            resourceViewer(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'Resource updated successfully!',
      ),
  );

  r.patch(
    '/api/admin/resources/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Publish or unpublish, feature or unfeature a resource',
        params: resourceIdParamsSchema,
        body: resourcePatchSchema,
        response: { 200: resourceData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          resource: await resources.patch(
            resourceViewer(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'Resource updated successfully!',
      ),
  );

  r.delete(
    '/api/admin/resources/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a resource with its ratings, bookmarks and recommendations',
        params: resourceIdParamsSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request, reply) => {
      await resources.remove(resourceViewer(request), request.params.id, requestContext(request));
      return sendOk(reply, null, 'Resource deleted successfully!');
    },
  );
}
