import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { exportZip } from '../services/export/zip';

/**
 * GET /api/me/export: the member's data as one zip ("Your data" in Settings), an extra beyond the
 * spec (the OpenAPI document marks it). HTTP only: what goes in is services/export. Once per member
 * every few minutes (plugins/rate-limits.ts `dataExport`).
 */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Database; uploadDir: string }> = async (app, { db, uploadDir }) => {
  const { limits } = app;
  const member = app.authenticate('member');

  app.get('/me/export', {
    onRequest: [limits.dataExport.ip, member],
    preHandler: [limits.dataExport.account],
    handler: async (request, reply) => {
      const now = new Date();
      const zip = await exportZip({ db, uploadDir, memberId: sessionOf(request).user.id, now });
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.zip"`)
        .header('Cache-Control', 'no-store')
        .send(zip);
    },
  });
};
