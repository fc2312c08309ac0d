import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsSchema, userStatsSchema } from '@contract/desire';
import { userIdParamsSchema } from '@contract/user';
import type { Database } from '../db/client';
import { publicStats, userStats } from '../services/desires/counts';
import { readerSetsOf } from '../services/visibility/reader';

export const statsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/', {
    schema: { response: { 200: statsSchema } },
    handler: () => publicStats(db),
  });

  app.get('/user/:id', {
    schema: { params: userIdParamsSchema, response: { 200: userStatsSchema } },
    onRequest: [app.authenticate('member', { optional: true, allowUnverified: true })],
    handler: (request) => userStats(db, request.auth?.user.id ?? null, request.params.id, readerSetsOf(request.auth)),
  });
};
