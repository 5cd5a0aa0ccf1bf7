import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, noDataSchema } from '../../../common/schemas/api';
import {
  assistantInputSchema,
  bookmarkListQuerySchema,
  faqFeedbackSchema,
  faqListQuerySchema,
  HELP_MESSAGES,
  helpIdParamsSchema,
  helpTicketIdParamsSchema,
  searchSuggestionsQuerySchema,
  suggestionCreateSchema,
} from '../../../common/schemas/help';
import {
  assistantReplySchema,
  bookmarkListSchema,
  bookmarkToggleSchema,
  faqListSchema,
  faqSchema,
  feedbackResultSchema,
  helpCategorySchema,
  helpStatsSchema,
  recentSearchesSchema,
  searchSuggestionsSchema,
  suggestionDraftSchema,
  suggestionSchema,
} from '../../../common/schemas/help-shapes';
import { AppError } from '../../lib/errors';
import { currentRole, currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { helpAssistant } from './assistant';
import { helpCategoriesService } from './categories';
import { helpPolicy } from './policy';
import { type HelpViewer, helpService } from './service';
import { suggestionsService } from './suggestions';

const tags = ['help'];

export function helpViewer(request: FastifyRequest): HelpViewer {
  return { id: currentSession(request).user.id, role: currentRole(request) };
}

/** The readers' help center: every route needs a signed-in user (the auth plugin's default). */
export async function helpRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const help = helpService(app.ctx);
  const categories = helpCategoriesService(app.ctx);
  const suggestions = suggestionsService(app.ctx);
  const assistant = helpAssistant(app.ctx);
  // Spec 3 §6: others get the spec's refusal before anything is read.
  const suggester = async (request: FastifyRequest, reply: Parameters<typeof app.authenticate>[1]) => {
    await app.authenticate(request, reply);
    if (!helpPolicy.maySuggest(currentRole(request)))
      throw new AppError('FORBIDDEN', HELP_MESSAGES.suggestForbidden);
  };

  r.get(
    '/api/help/categories',
    {
      schema: {
        tags,
        summary: 'Active help categories with their published FAQ counts',
        response: { 200: envelopeSchema(z.object({ categories: z.array(helpCategorySchema) })) },
      },
    },
    async (_request, reply) =>
      sendOk(
        reply,
        { categories: await categories.list({ includeInactive: false }) },
        'Categories retrieved successfully',
      ),
  );

  r.get(
    '/api/help/faqs',
    {
      schema: {
        tags,
        summary:
          'Published FAQs: category, featured, sort, paging; `search` is ranked full-text with typo fixes, campus synonyms and highlighted snippets',
        querystring: faqListQuerySchema,
        response: { 200: envelopeSchema(faqListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await help.list(helpViewer(request), request.query), 'FAQs retrieved successfully'),
  );

  r.get(
    '/api/help/faqs/:id',
    {
      schema: {
        tags,
        summary: 'One published FAQ; counts a view once per reader and day',
        params: helpIdParamsSchema,
        response: { 200: envelopeSchema(z.object({ faq: faqSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { faq: await help.one(helpViewer(request), request.params.id) },
        'FAQ retrieved successfully',
      ),
  );

  r.post(
    '/api/help/faqs/:id/feedback',
    {
      schema: {
        tags,
        summary: 'Was this helpful? One vote per reader and FAQ; a second call changes it',
        params: helpIdParamsSchema,
        body: faqFeedbackSchema,
        response: { 200: envelopeSchema(feedbackResultSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await help.feedback(helpViewer(request), request.params.id, request.body),
        'Thank you for your feedback!',
      ),
  );

  r.post(
    '/api/help/faqs/:id/bookmark',
    {
      schema: {
        tags,
        summary: 'Bookmarks a published FAQ, or removes the bookmark',
        params: helpIdParamsSchema,
        response: { 200: envelopeSchema(bookmarkToggleSchema) },
      },
    },
    async (request, reply) => {
      const result = await help.toggleBookmark(helpViewer(request), request.params.id);
      return sendOk(reply, result, result.message);
    },
  );

  r.get(
    '/api/help/bookmarks',
    {
      schema: {
        tags,
        summary: "The reader's bookmarked FAQs, newest first",
        querystring: bookmarkListQuerySchema,
        response: { 200: envelopeSchema(bookmarkListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await help.bookmarks(helpViewer(request), request.query),
        'Bookmarks retrieved successfully',
      ),
  );

  r.get(
    '/api/help/stats',
    {
      schema: {
        tags,
        summary: 'Published FAQs and active categories',
        response: { 200: envelopeSchema(z.object({ stats: helpStatsSchema })) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, { stats: await help.stats() }, 'Help statistics retrieved successfully'),
  );

  r.get(
    '/api/help/search-suggestions',
    {
      schema: {
        tags,
        summary: 'Search box suggestions: recent (5), popular (3) and suggested questions (5), 8 in all',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: envelopeSchema(searchSuggestionsSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await help.searchSuggestions(helpViewer(request), request.query.q),
        'Search suggestions retrieved successfully',
      ),
  );

  r.get(
    '/api/help/recent-searches',
    {
      schema: {
        tags,
        summary: "The reader's last 10 searches, newest first",
        response: { 200: envelopeSchema(recentSearchesSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await help.recentSearches(helpViewer(request)), 'Recent searches retrieved successfully'),
  );

  r.delete(
    '/api/help/recent-searches',
    {
      schema: {
        tags,
        summary: "Forgets the reader's recent searches",
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request, reply) => {
      await help.clearRecentSearches(helpViewer(request));
      return sendOk(reply, null, 'Recent searches cleared');
    },
  );

  r.post(
    '/api/help/assistant',
    {
      schema: {
        tags,
        summary:
          'The help assistant: screens the message for crisis first, then answers with published FAQs or the ways to reach a person; stores nothing',
        body: assistantInputSchema,
        response: { 200: envelopeSchema(assistantReplySchema) },
      },
    },
    async (request, reply) => sendOk(reply, await assistant.reply(request.body.message), 'OK'),
  );

  r.post(
    '/api/help/suggest-content',
    {
      onRequest: suggester,
      schema: {
        tags,
        summary: 'Suggest a FAQ for review (counselors and admins)',
        body: suggestionCreateSchema,
        response: { 201: envelopeSchema(z.object({ suggestion: suggestionSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { suggestion: await suggestions.create(helpViewer(request), request.body, requestContext(request)) },
        'Content suggestion submitted successfully! It will be reviewed by administrators.',
        201,
      ),
  );

  r.get(
    '/api/help/suggestions/from-ticket/:ticketId',
    {
      onRequest: suggester,
      schema: {
        tags,
        summary:
          'A suggestion draft from a resolved ticket the caller may open: its subject as the question, the last public staff reply as the answer (counselors and admins)',
        params: helpTicketIdParamsSchema,
        response: { 200: envelopeSchema(suggestionDraftSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await suggestions.draftFromTicket(helpViewer(request), request.params.ticketId),
        'Suggestion draft prepared from the ticket',
      ),
  );
}
