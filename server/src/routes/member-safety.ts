import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockResultSchema, blocksAndMutesSchema, muteResultSchema } from '@contract/member-safety';
import { userIdParamsSchema } from '@contract/user';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { blockMember, listBlocksAndMutes, muteMember, tellChatOfBlock, unblockMember, unmuteMember } from '../services/member-safety';

/**
 * Blocking and muting members (extras: contract/member-safety.ts). The writes do not narrow their cache
 * invalidation: a block or mute changes feeds, profiles and the reader's block and mute sets at once.
 */
export const memberSafetyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');
  const write = { onRequest: [limits.blockAndMute.ip, member], preHandler: [limits.blockAndMute.account] };

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

  app.get('/me/blocks-and-mutes', {
    schema: { response: { 200: blocksAndMutesSchema } },
    onRequest: [member],
    handler: (request) => listBlocksAndMutes(db, sessionOf(request).user.id),
  });
};
