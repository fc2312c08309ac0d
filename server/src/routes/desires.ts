import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { builtWhole } from '../lib/response-serializer';
import { POPULARITY_TAG, cacheTags } from '../lib/read-cache';
import type { FastifyRequest } from 'fastify';
import {
  commentBodySchema,
  commentListSchema,
  commentSchema,
  desireBodySchema,
  desireIdParamsSchema,
  desireResultSchema,
  desireSchema,
  followingFeedQuerySchema,
  myDesiresQuerySchema,
  pagedDesiresSchema,
  publicFeedQuerySchema,
  reactBodySchema,
  reactionResultSchema,
  startFulfillmentBodySchema,
  startFulfillmentResultSchema,
  statusBodySchema,
  trendingListSchema,
  trendingQuerySchema,
  userDesiresQuerySchema,
} from '@contract/desire';
import { whoReactedListSchema } from '@contract/who-reacted';
import { messageResponseSchema } from '@contract/errors';
import { DESIRE_BODY_LIMIT } from '../lib/body-limits';
import { userIdParamsSchema } from '@contract/user';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { addComment, listComments } from '../services/desires/comments';
import { createDesire, deleteDesire, updateDesire } from '../services/desires/commands';
import { myDesires, publicFeed, userDesires } from '../services/desires/feeds';
import { followingFeed } from '../services/desires/following-feed';
import { changeStatus, completeFulfillment, startFulfillment } from '../services/desires/fulfilment';
import { readDesire } from '../services/desires/queries';
import { removeReaction, toggleReaction, whoReacted } from '../services/desires/reactions';
import { trendingFor } from '../services/desires/trending';
import { readerSetsOf } from '../services/visibility/reader';

const viewerOf = (request: FastifyRequest) => request.auth?.user.id ?? null;

/** Every desire call of the spec (member core 7 "Desires"). HTTP only: the rules live in services/desires. */
export const desireRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');
  // Visitors may read what is public. A member who has not verified yet reads like a visitor would:
  // they can have no desires, follows or shares.
  const reader = app.authenticate('member', { optional: true, allowUnverified: true });
  // A reaction or comment changes that desire and the rankings by popularity, nothing else a cached
  // read holds (the notice it writes drops its recipient's list when it is published).
  const changesOnlyTheDesire = app.invalidatesOnly((request) => [cacheTags.desire((request.params as { id: string }).id), POPULARITY_TAG]);

  // --- lists ---------------------------------------------------------------------------------------

  app.get('/public', {
    schema: { querystring: publicFeedQuerySchema, response: { 200: builtWhole(pagedDesiresSchema) } },
    onRequest: [reader],
    handler: (request) => publicFeed(db, viewerOf(request), request.query, app.readCache, readerSetsOf(request.auth)),
  });

  app.get('/following', {
    schema: { querystring: followingFeedQuerySchema, response: { 200: builtWhole(pagedDesiresSchema) } },
    onRequest: [member],
    handler: (request) => followingFeed(db, sessionOf(request).user.id, request.query, app.readCache, readerSetsOf(request.auth)),
  });

  app.get('/my', {
    schema: { querystring: myDesiresQuerySchema, response: { 200: builtWhole(pagedDesiresSchema) } },
    onRequest: [member],
    handler: (request) => myDesires(db, sessionOf(request).user.id, request.query, readerSetsOf(request.auth)),
  });

  app.get('/user/:id', {
    schema: { params: userIdParamsSchema, querystring: userDesiresQuerySchema, response: { 200: builtWhole(pagedDesiresSchema) } },
    onRequest: [reader],
    handler: (request) => userDesires(db, viewerOf(request), request.params.id, request.query, readerSetsOf(request.auth)),
  });

  app.get('/trending', {
    schema: { querystring: trendingQuerySchema, response: { 200: builtWhole(trendingListSchema) } },
    // Optional: a member's blocks and mutes take places out of the ranking.
    onRequest: [reader],
    handler: (request) => trendingFor(db, readerSetsOf(request.auth), request.query.timeFilter, request.query.limit, app.readCache, viewerOf(request)),
  });

  // --- one desire ----------------------------------------------------------------------------------

  app.get('/:id', {
    schema: { params: desireIdParamsSchema, response: { 200: builtWhole(desireSchema) } },
    onRequest: [reader],
    handler: (request) => readDesire(db, app.readCache, viewerOf(request), request.params.id, readerSetsOf(request.auth)),
  });

  app.post('/', {
    bodyLimit: DESIRE_BODY_LIMIT,
    schema: { body: desireBodySchema, response: { 201: desireSchema } },
    onRequest: [limits.desireWrite.ip, member],
    preHandler: [limits.desireWrite.account],
    handler: async (request, reply) => {
      const desire = await createDesire(db, request.live, app.images, sessionOf(request).user.id, request.body);
      reply.status(201);
      return desire;
    },
  });

  app.put('/:id', {
    bodyLimit: DESIRE_BODY_LIMIT,
    schema: { params: desireIdParamsSchema, body: desireBodySchema, response: { 200: desireSchema } },
    onRequest: [limits.desireWrite.ip, member],
    preHandler: [limits.desireWrite.account],
    handler: (request) => updateDesire(db, request.live, app.images, sessionOf(request).user.id, request.params.id, request.body, readerSetsOf(request.auth)),
  });

  app.delete('/:id', {
    schema: { params: desireIdParamsSchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.desireWrite.ip, member],
    preHandler: [limits.desireWrite.account],
    handler: async (request) => {
      await deleteDesire(db, request.live, sessionOf(request).user.id, request.params.id);
      return { message: 'Desire deleted successfully' };
    },
  });

  // --- status --------------------------------------------------------------------------------------

  app.patch('/:id/start-fulfillment', {
    schema: { params: desireIdParamsSchema, body: startFulfillmentBodySchema, response: { 200: startFulfillmentResultSchema } },
    onRequest: [limits.desireWrite.ip, member],
    preHandler: [limits.desireWrite.account],
    handler: (request) => startFulfillment(db, request.live, sessionOf(request).user, request.params.id, request.body, readerSetsOf(request.auth)),
  });

  app.patch('/:id/complete-fulfillment', {
    schema: { params: desireIdParamsSchema, response: { 200: desireResultSchema } },
    onRequest: [limits.desireWrite.ip, member],
    preHandler: [limits.desireWrite.account],
    handler: async (request) => ({
      message: 'Desire completed',
      desire: await completeFulfillment(db, request.live, sessionOf(request).user, request.params.id, readerSetsOf(request.auth)),
    }),
  });

  app.patch('/:id/status', {
    schema: { params: desireIdParamsSchema, body: statusBodySchema, response: { 200: desireResultSchema } },
    onRequest: [limits.desireWrite.ip, member],
    preHandler: [limits.desireWrite.account],
    handler: async (request) => ({
      message: 'Desire status updated successfully',
      desire: await changeStatus(db, request.live, sessionOf(request).user, request.params.id, request.body, readerSetsOf(request.auth)),
    }),
  });

  // --- reactions and comments ----------------------------------------------------------------------

  app.get('/:id/reactions', {
    schema: { params: desireIdParamsSchema, response: { 200: whoReactedListSchema } },
    onRequest: [reader],
    handler: (request) => whoReacted(db, viewerOf(request), request.params.id, readerSetsOf(request.auth)),
  });

  app.post('/:id/react', {
    schema: { params: desireIdParamsSchema, body: reactBodySchema, response: { 200: builtWhole(reactionResultSchema) } },
    onRequest: [limits.react.ip, member],
    preHandler: [limits.react.account, changesOnlyTheDesire],
    handler: (request) => toggleReaction(db, request.live, sessionOf(request).user, request.params.id, request.body.emoji, readerSetsOf(request.auth)),
  });

  app.delete('/:id/react', {
    schema: { params: desireIdParamsSchema, response: { 200: builtWhole(reactionResultSchema) } },
    onRequest: [limits.react.ip, member],
    preHandler: [limits.react.account, changesOnlyTheDesire],
    handler: (request) => removeReaction(db, request.live, sessionOf(request).user, request.params.id, readerSetsOf(request.auth)),
  });

  app.get('/:id/comments', {
    schema: { params: desireIdParamsSchema, response: { 200: commentListSchema } },
    onRequest: [reader],
    handler: (request) => listComments(db, viewerOf(request), request.params.id, readerSetsOf(request.auth)),
  });

  app.post('/:id/comments', {
    schema: { params: desireIdParamsSchema, body: commentBodySchema, response: { 201: commentSchema } },
    onRequest: [limits.comment.ip, member],
    preHandler: [limits.comment.account, changesOnlyTheDesire],
    handler: async (request, reply) => {
      const comment = await addComment(db, request.live, sessionOf(request).user, request.params.id, request.body.text);
      reply.status(201);
      return comment;
    },
  });
};
