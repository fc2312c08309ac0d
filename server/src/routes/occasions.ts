import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { FastifyRequest } from 'fastify';
import { messageResponseSchema } from '@contract/errors';
import { occasionBodySchema, occasionListSchema, occasionResultSchema, upcomingListSchema, upcomingQuerySchema } from '@contract/occasion';
import { userIdParamsSchema } from '@contract/user';
import { idSchema } from '@contract/fields';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { memberOccasions, upcomingOccasions } from '../services/occasions/lists';
import { createOccasion, deleteOccasion, myOccasions, updateOccasion } from '../services/occasions/store';
import { readerSetsOf } from '../services/visibility/reader';

/*
 * Occasions, extras beyond the spec (the OpenAPI document marks them): a member's own, a profile's, and
 * the Upcoming list of those the reader follows. HTTP only: the rules live in services/occasions and
 * who may see what in services/visibility/occasions.ts.
 */

const occasionIdParamsSchema = z.object({ id: idSchema });

const viewerOf = (request: FastifyRequest) => request.auth?.user.id ?? null;

export const occasionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');
  const reader = app.authenticate('member', { optional: true, allowUnverified: true });
  // An occasion is in no cached read, and neither is the reveal day its change gives its desires. Its
  // deletion unlinks desires (their `occasionId`), so that write clears the cache like any other.
  const changesNothingCached = app.invalidatesOnly(() => []);

  app.get('/occasions', {
    schema: { response: { 200: occasionListSchema } },
    onRequest: [member],
    handler: (request) => myOccasions(db, sessionOf(request).user.id),
  });

  app.get('/occasions/upcoming', {
    schema: { querystring: upcomingQuerySchema, response: { 200: upcomingListSchema } },
    onRequest: [member],
    handler: (request) => upcomingOccasions(db, app.readCache, sessionOf(request).user.id, readerSetsOf(request.auth), request.query.days),
  });

  app.post('/occasions', {
    schema: { body: occasionBodySchema, response: { 201: occasionResultSchema } },
    onRequest: [limits.profile.ip, member],
    preHandler: [limits.profile.account, changesNothingCached],
    handler: async (request, reply) => {
      const result = await createOccasion(db, sessionOf(request).user.id, request.body);
      reply.status(201);
      return result;
    },
  });

  app.put('/occasions/:id', {
    schema: { params: occasionIdParamsSchema, body: occasionBodySchema, response: { 200: occasionResultSchema } },
    onRequest: [limits.profile.ip, member],
    preHandler: [limits.profile.account, changesNothingCached],
    handler: (request) => updateOccasion(db, sessionOf(request).user.id, request.params.id, request.body),
  });

  app.delete('/occasions/:id', {
    schema: { params: occasionIdParamsSchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.profile.ip, member],
    preHandler: [limits.profile.account],
    handler: (request) => deleteOccasion(db, sessionOf(request).user.id, request.params.id),
  });

  app.get('/users/:id/occasions', {
    schema: { params: userIdParamsSchema, response: { 200: occasionListSchema } },
    onRequest: [reader],
    handler: (request) => memberOccasions(db, viewerOf(request), request.params.id),
  });
};
