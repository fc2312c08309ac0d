import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSearchListSchema, userSearchQuerySchema } from '@contract/user';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { searchMembers } from '../services/search';

/** GET /api/users/search (the rest of /api/users lives in routes/users.ts). */
export const userSearchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/search', {
    schema: { querystring: userSearchQuerySchema, response: { 200: userSearchListSchema } },
    onRequest: [app.authenticate('member')],
    handler: (request) => searchMembers(db, sessionOf(request).user.id, request.query.q),
  });
};
