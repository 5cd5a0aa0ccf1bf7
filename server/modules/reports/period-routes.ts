import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportExportQuerySchema,
  reportQuerySchema,
  reportSchema,
} from '../../../common/schemas/admin-report';
import { envelopeSchema } from '../../../common/schemas/api';
import { contentDisposition } from '../../lib/files';
import { sharedAnswerSender } from '../../plugins/envelope';
import { reportCsv, reportFileName } from './export';
import { reportPdf } from './pdf';
import { periodReportService } from './period-service';

/**
 * The admin Reports screen (spec 2 "Admin Reports screen", api-contract "Reports, settings, audit"): the report
 * of a period beside the previous one, and its export as CSV or PDF. Admins only (`view_reports`).
 */
export async function periodReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = periodReportService(app.ctx);
  const reports = app.requirePermission('view_reports');
  // A report is kept until the next write: each is encoded once.
  const sendReport = sharedAnswerSender('Report retrieved successfully', (report: object) => ({ report }));
  const description =
    "`from` and `to` are days of the hub's time zone (YYYY-MM-DD, the `timezone` setting), both included, at most " +
    '366 days; the last 30 days, ending today there, by default. ' +
    'Every figure stands beside the previous period (as many days, just before `from`).';

  r.get(
    '/api/admin/reports',
    {
      onRequest: reports,
      schema: {
        tags: ['reports'],
        summary: 'Overview, users, sessions and support figures of a period, beside the previous period',
        description,
        querystring: reportQuerySchema,
        response: { 200: envelopeSchema(z.object({ report: reportSchema })) },
      },
    },
    async (request, reply) => sendReport(reply, await service.report(request.query)),
  );

  r.get(
    '/api/admin/reports/export',
    {
      onRequest: reports,
      schema: {
        tags: ['reports'],
        summary: 'The whole report as one CSV (every table) or a PDF laid out like the screen',
        description,
        querystring: reportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...period } = request.query;
      const report = await service.report(period);
      const file = format === 'pdf' ? await reportPdf(report) : reportCsv(report);
      reply.headers({
        'content-type': format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
        'content-disposition': contentDisposition(reportFileName(report, format)),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      return reply.send(file);
    },
  );
}
