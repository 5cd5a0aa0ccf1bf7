import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  RESOURCE_MESSAGES,
  resourceBookmarksQuerySchema,
  resourceCategoriesQuerySchema,
  resourceFeedbackSchema,
  resourceIdParamsSchema,
  resourceListQuerySchema,
  resourceRecommendSchema,
  resourceSuggestionCreateSchema,
} from '../../../common/schemas/resources';
import {
  resourceAccessSchema,
  resourceBookmarksSchema,
  resourceBookmarkToggleSchema,
  resourceCategorySchema,
  resourceFeedbackResultSchema,
  resourceListSchema,
  resourceRecommendationsSchema,
  resourceSchema,
  resourceStatsSchema,
  resourceSuggestionSchema,
} from '../../../common/schemas/resources-shapes';
import { AppError } from '../../lib/errors';
import { currentRole, currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { resourceCategoriesService } from './categories';
import { type ResourceViewer, resourcePolicy } from './policy';
import { recommendationsService } from './recommendations';
import { resourcesService } from './service';
import { resourceSuggestionsService } from './suggestions';

const tags = ['resources'];

export function resourceViewer(request: FastifyRequest): ResourceViewer {
  return { id: currentSession(request).user.id, role: currentRole(request) };
}

/** The readers' library (spec 3 §7 "Resources"): every route needs a signed-in user (the auth plugin's default). */
export async function resourceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const resources = resourcesService(app.ctx);
  const categories = resourceCategoriesService(app.ctx);
  const recommendations = recommendationsService(app.ctx);
  const suggestions = resourceSuggestionsService(app.ctx);
  const gate =
    (allowed: (role: ResourceViewer['role']) => boolean, message: string) =>
    async (request: FastifyRequest, reply: Parameters<typeof app.authenticate>[1]) => {
      await app.authenticate(request, reply);
      if (!allowed(currentRole(request))) throw new AppError('FORBIDDEN', message);
    };
  const suggester = gate(resourcePolicy.maySuggest, RESOURCE_MESSAGES.suggestForbidden);
  const recommender = gate(resourcePolicy.mayRecommend, RESOURCE_MESSAGES.recommendForbidden);

  r.get(
    '/api/resources',
    {
      schema: {
        tags,
        summary:
          'Published resources: category (slug), type, difficulty, featured, sort, paging (corrected, see notices); `search` is ranked full-text with typo fixes and synonyms; with up to 6 featured resources and counts per type',
        querystring: resourceListQuerySchema,
        response: { 200: envelopeSchema(resourceListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await resources.list(resourceViewer(request), request.query),
        'Resources retrieved successfully',
      ),
  );

  r.get(
    '/api/resources/categories',
    {
      schema: {
        tags,
        summary: 'Active resource categories with their published resource counts (admins: include_inactive)',
        querystring: resourceCategoriesQuerySchema,
        response: { 200: envelopeSchema(z.object({ categories: z.array(resourceCategorySchema) })) },
      },
    },
    async (request, reply) => {
      const includeInactive =
        request.query.include_inactive === true && resourcePolicy.mayManage(currentRole(request));
      return sendOk(
        reply,
        { categories: await categories.list({ includeInactive }) },
        'Categories retrieved successfully',
      );
    },
  );

  r.get(
    '/api/resources/stats',
    {
      schema: {
        tags,
        summary: 'Library figures over published resources (spec 3 §3 "Stats")',
        response: { 200: envelopeSchema(resourceStatsSchema) },
      },
    },
    async (_request, reply) => sendOk(reply, await resources.stats(), 'Stats retrieved successfully'),
  );

  r.get(
    '/api/resources/user/bookmarks',
    {
      schema: {
        tags,
        summary: "The caller's bookmarked resources, most recently saved first",
        querystring: resourceBookmarksQuerySchema,
        response: { 200: envelopeSchema(resourceBookmarksSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await resources.bookmarks(resourceViewer(request), request.query),
        'Bookmarks retrieved successfully',
      ),
  );

  r.get(
    '/api/resources/recommended',
    {
      schema: {
        tags,
        summary:
          'Resources counselors recommended to the caller ("Recommended by your counselor"), newest first',
        response: { 200: envelopeSchema(resourceRecommendationsSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { recommendations: await recommendations.forStudent(resourceViewer(request)) },
        'Recommendations retrieved successfully',
      ),
  );

  r.post(
    '/api/resources/suggestions',
    {
      onRequest: suggester,
      schema: {
        tags,
        summary: 'Suggest a resource for the library (counselors and admins); admins review it',
        body: resourceSuggestionCreateSchema,
        response: { 201: envelopeSchema(z.object({ suggestion: resourceSuggestionSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          suggestion: await suggestions.create(
            resourceViewer(request),
            request.body,
            requestContext(request),
          ),
        },
        'Content suggestion submitted successfully! It will be reviewed by administrators.',
        201,
      ),
  );

  r.get(
    '/api/resources/:id',
    {
      schema: {
        tags,
        summary: 'One published resource',
        params: resourceIdParamsSchema,
        response: { 200: envelopeSchema(z.object({ resource: resourceSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { resource: await resources.one(resourceViewer(request), request.params.id) },
        'Resource retrieved successfully',
      ),
  );

  r.post(
    '/api/resources/:id/access',
    {
      schema: {
        tags,
        summary: 'Open a published resource: counts a view (or a download) and answers the link to open',
        params: resourceIdParamsSchema,
        response: { 200: envelopeSchema(resourceAccessSchema) },
      },
    },
    async (request, reply) => {
      const { message, ...access } = await resources.access(request.params.id);
      return sendOk(reply, access, message);
    },
  );

  r.post(
    '/api/resources/:id/feedback',
    {
      schema: {
        tags,
        summary:
          'Rate a published resource (1-5, comment, recommend); one rating per reader, a second call updates it',
        params: resourceIdParamsSchema,
        body: resourceFeedbackSchema,
        response: { 200: envelopeSchema(resourceFeedbackResultSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await resources.feedback(resourceViewer(request), request.params.id, request.body),
        'Thank you for your feedback!',
      ),
  );

  r.post(
    '/api/resources/:id/bookmark',
    {
      schema: {
        tags,
        summary: 'Bookmarks a published resource, or removes the bookmark',
        params: resourceIdParamsSchema,
        response: { 200: envelopeSchema(resourceBookmarkToggleSchema) },
      },
    },
    async (request, reply) => {
      const result = await resources.toggleBookmark(resourceViewer(request), request.params.id);
      return sendOk(reply, result, result.message);
    },
  );

  r.post(
    '/api/resources/:id/recommend',
    {
      onRequest: recommender,
      schema: {
        tags,
        summary:
          'Recommend a published resource to a student the caller supports (holds a ticket of theirs; admins any student); the student is notified',
        params: resourceIdParamsSchema,
        body: resourceRecommendSchema,
        response: {
          201: envelopeSchema(
            z.object({ id: z.number().int(), resource_id: z.number().int(), student_id: z.number().int() }),
          ),
        },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await recommendations.recommend(
          resourceViewer(request),
          request.params.id,
          request.body,
          requestContext(request),
        ),
        'Resource recommended',
        201,
      ),
  );
}
