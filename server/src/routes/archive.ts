import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { archivePageQuerySchema, archivePageSchema } from '@contract/saved';
import { userIdParamsSchema } from '@contract/user';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { cameTrue, helped } from '../services/saved/archive';
import { readerSetsOf } from '../services/visibility/reader';

const viewerOf = (request: FastifyRequest) => request.auth?.user.id ?? null;

/**
 * What came true: a member's fulfilled desires and the desires the member helped fulfil, extras beyond
 * the spec (the OpenAPI document marks them). HTTP only: the rules live in services/saved/archive.ts.
 */
export const archiveRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const member = app.authenticate('member');
  const reader = app.authenticate('member', { optional: true, allowUnverified: true });

  app.get('/users/:id/fulfilled', {
    schema: { params: userIdParamsSchema, querystring: archivePageQuerySchema, response: { 200: archivePageSchema } },
    onRequest: [reader],
    handler: (request) => cameTrue(db, viewerOf(request), request.params.id, request.query, readerSetsOf(request.auth)),
  });

  app.get('/me/helped', {
    schema: { querystring: archivePageQuerySchema, response: { 200: archivePageSchema } },
    onRequest: [member],
    handler: (request) => helped(db, sessionOf(request).user.id, request.query, readerSetsOf(request.auth)),
  });
};
