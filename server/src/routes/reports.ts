import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReportActionBodySchema,
  adminReportActionResultSchema,
  adminReportListSchema,
  adminReportParamsSchema,
  adminReportsQuerySchema,
  openReportsSchema,
  reportBodySchema,
  reportSchema,
} from '@contract/report';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import type { AdminRules } from '../services/admin/protection';
import { fileReport } from '../services/reports/file-report';
import { actOnReport } from '../services/reports/moderate';
import { openReportsOf } from '../services/reports/open-reports';
import { listReportGroups } from '../services/reports/queue';

/** POST /api/reports: a member reports a desire, a comment or a member; GET /api/reports/open: their open reports (extras of our contract). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');
  // A report changes nothing any cached read holds.
  const changesNothingCached = app.invalidatesOnly(() => []);

  app.post('/', {
    schema: { body: reportBodySchema, response: { 201: reportSchema } },
    onRequest: [limits.report.ip, member],
    preHandler: [limits.report.account, changesNothingCached],
    handler: async (request, reply) => {
      const report = await fileReport(db, sessionOf(request).user, request.body);
      reply.status(201);
      return report;
    },
  });

  app.get('/open', {
    schema: { response: { 200: openReportsSchema } },
    onRequest: [member],
    handler: (request) => openReportsOf(db, sessionOf(request).user.id),
  });
};

/** /api/admin/reports: the moderation queue, for an admin token only (as every /api/admin call). */
export const adminReportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate('admin', { memberMessage: 'Admin access required' }));
  const rules: AdminRules = { mainAdminEmail: app.config.admin?.email };

  app.get('/', {
    schema: { querystring: adminReportsQuerySchema, response: { 200: adminReportListSchema } },
    handler: (request) => listReportGroups(db, request.query),
  });

  app.patch('/:id', {
    schema: { params: adminReportParamsSchema, body: adminReportActionBodySchema, response: { 200: adminReportActionResultSchema } },
    handler: (request) => actOnReport(db, request.live, sessionOf(request).user, request.params.id, request.body.action, rules),
  });
};
