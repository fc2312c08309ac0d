import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desireIdParamsSchema } from '@contract/desire';
import { archivePageQuerySchema, archivePageSchema, saveResultSchema } from '@contract/saved';
import type { Database } from '../db/client';
import { cacheTags } from '../lib/read-cache';
import { sessionOf } from '../plugins/auth';
import { saveDesire, savedList, unsaveDesire } from '../services/saved/saving';
import { readerSetsOf } from '../services/visibility/reader';

/**
 * Saved desires, the member's own bookmarks: an extra beyond the spec (the OpenAPI document marks it).
 * HTTP only: the rules live in services/saved. What came true is routes/archive.ts.
 */
export const savedRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');
  // A bookmark changes only the saver's own sessions, which carry their saved desires: records are
  // the same for every reader.
  const changesSaversSessions = app.invalidatesOnly((request) => [cacheTags.member(sessionOf(request).user.id)]);

  app.put('/desires/:id/save', {
    schema: { params: desireIdParamsSchema, response: { 200: saveResultSchema } },
    onRequest: [limits.save.ip, member],
    preHandler: [limits.save.account, changesSaversSessions],
    handler: (request) => saveDesire(db, request.live, sessionOf(request).user.id, request.params.id),
  });

  app.delete('/desires/:id/save', {
    schema: { params: desireIdParamsSchema, response: { 200: saveResultSchema } },
    onRequest: [limits.save.ip, member],
    preHandler: [limits.save.account, changesSaversSessions],
    handler: (request) => unsaveDesire(db, request.live, sessionOf(request).user.id, request.params.id),
  });

  app.get('/saved', {
    schema: { querystring: archivePageQuerySchema, response: { 200: archivePageSchema } },
    onRequest: [member],
    handler: (request) => savedList(db, sessionOf(request).user.id, request.query, readerSetsOf(request.auth)),
  });
};
