import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockResultSchema, muteResultSchema, relationsSchema } from '@contract/relations';
import { userIdParamsSchema } from '@contract/user';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { blockMember, listRelations, muteMember, tellChatOfBlock, unblockMember, unmuteMember } from '../services/relations';

/**
 * Blocking and muting members (extras: contract/relations.ts). The writes do not narrow their cache
 * invalidation: a block or mute changes feeds, profiles and the reader's relation sets at once.
 */
export const relationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');
  const write = { onRequest: [limits.relation.ip, member], preHandler: [limits.relation.account] };

  app.post('/users/:id/block', {
    schema: { params: userIdParamsSchema, response: { 200: blockResultSchema } },
    ...write,
    handler: async (request) => {
      const result = await blockMember(db, sessionOf(request).user.id, request.params.id);
      await tellChatOfBlock(db, request.live, sessionOf(request).user.id, request.params.id);
      return result;
    },
  });

  app.delete('/users/:id/block', {
    schema: { params: userIdParamsSchema, response: { 200: blockResultSchema } },
    ...write,
    handler: async (request) => {
      const result = await unblockMember(db, sessionOf(request).user.id, request.params.id);
      await tellChatOfBlock(db, request.live, sessionOf(request).user.id, request.params.id);
      return result;
    },
  });

  app.post('/users/:id/mute', {
    schema: { params: userIdParamsSchema, response: { 200: muteResultSchema } },
    ...write,
    handler: (request) => muteMember(db, sessionOf(request).user.id, request.params.id),
  });

  app.delete('/users/:id/mute', {
    schema: { params: userIdParamsSchema, response: { 200: muteResultSchema } },
    ...write,
    handler: (request) => unmuteMember(db, sessionOf(request).user.id, request.params.id),
  });

  app.get('/me/relations', {
    schema: { response: { 200: relationsSchema } },
    onRequest: [member],
    handler: (request) => listRelations(db, sessionOf(request).user.id),
  });
};
