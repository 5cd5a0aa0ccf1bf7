import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, noDataSchema } from '../../../common/schemas/api';
import {
  adminFaqListQuerySchema,
  faqBulkActionSchema,
  faqCreateSchema,
  faqPatchSchema,
  faqUpdateSchema,
  helpCategoryCreateSchema,
  helpCategoryIdParamsSchema,
  helpCategoryReorderSchema,
  helpCategoryUpdateSchema,
  helpIdParamsSchema,
} from '../../../common/schemas/help';
import {
  adminFaqListSchema,
  adminFaqSchema,
  adminHelpStatsSchema,
  bulkResultSchema,
  helpCategorySchema,
} from '../../../common/schemas/help-shapes';
import { requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { helpCategoriesService } from './categories';
import { faqAdminService } from './faq-admin';
import { helpViewer } from './routes';

const tags = ['help-admin'];
const categoryData = envelopeSchema(z.object({ category: helpCategorySchema }));
const faqData = envelopeSchema(z.object({ faq: adminFaqSchema }));

/** The Admin Help page's calls (spec 3 §2.2, §7): admins only (`manage_content`), refused before any read. */
export async function helpAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const categories = helpCategoriesService(app.ctx);
  const faqs = faqAdminService(app.ctx);
  const admin = app.requirePermission('manage_content');

  r.get(
    '/api/admin/help/categories',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Every help category, inactive ones too, with all their FAQs counted',
        response: { 200: envelopeSchema(z.object({ categories: z.array(helpCategorySchema) })) },
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
    '/api/admin/help/categories',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Create a help category',
        body: helpCategoryCreateSchema,
        response: { 201: categoryData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { category: await categories.create(helpViewer(request), request.body, requestContext(request)) },
        'Category created successfully!',
        201,
      ),
  );

  r.post(
    '/api/admin/help/categories/reorder',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Set the sort order of several help categories',
        body: helpCategoryReorderSchema,
        response: { 200: envelopeSchema(z.object({ categories: z.array(helpCategorySchema) })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { categories: await categories.reorder(helpViewer(request), request.body, requestContext(request)) },
        'Categories reordered successfully',
      ),
  );

  r.put(
    '/api/admin/help/categories/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Update a help category (fields sent replace the stored ones)',
        params: helpCategoryIdParamsSchema,
        body: helpCategoryUpdateSchema,
        response: { 200: categoryData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          category: await categories.update(
            helpViewer(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'Category updated successfully!',
      ),
  );

  r.delete(
    '/api/admin/help/categories/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a help category; refused (409) while it holds FAQs',
        params: helpCategoryIdParamsSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request, reply) => {
      await categories.remove(helpViewer(request), request.params.id, requestContext(request));
      return sendOk(reply, null, 'Category deleted successfully!');
    },
  );

  r.get(
    '/api/admin/help/faqs',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Every FAQ: status (published, unpublished, featured), category, search, sort, paging',
        querystring: adminFaqListQuerySchema,
        response: { 200: envelopeSchema(adminFaqListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await faqs.list(helpViewer(request), request.query), 'FAQs retrieved successfully'),
  );

  r.post(
    '/api/admin/help/faqs',
    {
      onRequest: admin,
      schema: { tags, summary: 'Create a FAQ', body: faqCreateSchema, response: { 201: faqData } },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { faq: await faqs.create(helpViewer(request), request.body, requestContext(request)) },
        'FAQ created successfully!',
        201,
      ),
  );

  r.post(
    '/api/admin/help/faqs/bulk-action',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Publish, unpublish, feature, unfeature or delete several FAQs',
        body: faqBulkActionSchema,
        response: { 200: envelopeSchema(bulkResultSchema) },
      },
    },
    async (request, reply) => {
      const { result, message } = await faqs.bulk(helpViewer(request), request.body, requestContext(request));
      return sendOk(reply, result, message);
    },
  );

  r.get(
    '/api/admin/help/faqs/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'One FAQ, drafts included, with its "not helpful" reasons',
        params: helpIdParamsSchema,
        response: { 200: faqData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { faq: await faqs.one(helpViewer(request), request.params.id) },
        'FAQ retrieved successfully',
      ),
  );

  r.put(
    '/api/admin/help/faqs/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Update a FAQ (fields sent replace the stored ones, the rest are kept)',
        params: helpIdParamsSchema,
        body: faqUpdateSchema,
        response: { 200: faqData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          faq: await faqs.update(
            helpViewer(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'FAQ updated successfully!',
      ),
  );

  r.patch(
    '/api/admin/help/faqs/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Publish or unpublish, feature or unfeature a FAQ',
        params: helpIdParamsSchema,
        body: faqPatchSchema,
        response: { 200: faqData },
      },
    },
    async (request, reply) => {
      const { faq, message } = await faqs.patch(
        helpViewer(request),
        request.params.id,
        request.body,
        requestContext(request),
      );
      return sendOk(reply, { faq }, message);
    },
  );

  r.delete(
    '/api/admin/help/faqs/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a FAQ with its votes, views and bookmarks',
        params: helpIdParamsSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request, reply) => {
      await faqs.remove(helpViewer(request), request.params.id, requestContext(request));
      return sendOk(reply, null, 'FAQ deleted successfully!');
    },
  );

  r.get(
    '/api/admin/help/stats',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'FAQ, category, suggestion, view and vote figures, top searches and top zero-result searches',
        response: { 200: envelopeSchema(z.object({ stats: adminHelpStatsSchema })) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, { stats: await faqs.stats() }, 'Help statistics retrieved successfully'),
  );
}
