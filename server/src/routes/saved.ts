import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { desireIdParamsSchema } from '@contract/desire';
import { archivePageQuerySchema, archivePageSchema, saveResultSchema } from '@contract/saved';
import { userIdParamsSchema } from '@contract/user';
import type { Database } from '../db/client';
import { cacheTags } from '../lib/read-cache';
import { sessionOf } from '../plugins/auth';
import { cameTrue, helped } from '../services/saved/archive';
import { saveDesire, savedList, unsaveDesire } from '../services/saved/saving';
import { relationIdsOf } from '../services/visibility/reader';

const viewerOf = (request: FastifyRequest) => request.auth?.user.id ?? null;

/**
 * Saved desires and what came true: extras beyond the spec (the OpenAPI document marks them). HTTP
 * only: the rules live in services/saved.
 */
export const savedRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');
  const reader = app.authenticate('member', { optional: true, allowUnverified: true });
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
    handler: (request) => savedList(db, sessionOf(request).user.id, request.query, relationIdsOf(request.auth)),
  });

  app.get('/users/:id/fulfilled', {
    schema: { params: userIdParamsSchema, querystring: archivePageQuerySchema, response: { 200: archivePageSchema } },
    onRequest: [reader],
    handler: (request) => cameTrue(db, viewerOf(request), request.params.id, request.query, relationIdsOf(request.auth)),
  });

  app.get('/me/helped', {
    schema: { querystring: archivePageQuerySchema, response: { 200: archivePageSchema } },
    onRequest: [member],
    handler: (request) => helped(db, sessionOf(request).user.id, request.query, relationIdsOf(request.auth)),
  });
};
