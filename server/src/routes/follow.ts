import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followResultSchema, followStatusSchema, userIdParamsSchema } from '@contract/user';
import type { Database } from '../db/client';
import { cacheTags } from '../lib/read-cache';
import { sessionOf } from '../plugins/auth';
import { followMember, followStatus, unfollowMember } from '../services/people';

/** /api/follow: status, follow and unfollow (the spec: member core 7 "Users, profile, uploads"). */
export const followRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');
  // Of what is cached, a follow changes the follower's Following tab and the followed member's
  // notifications (a follow adds a notice, an unfollow takes it away); not every session and feed.
  const changesTheFollowersTab = app.invalidatesOnly((request) => [
    cacheTags.following(sessionOf(request).user.id),
    cacheTags.notifications((request.params as { id: string }).id),
  ]);

  app.get('/status/:id', {
    schema: { params: userIdParamsSchema, response: { 200: followStatusSchema } },
    onRequest: [member],
    handler: (request) => followStatus(db, sessionOf(request).user.id, request.params.id),
  });

  app.post('/:id', {
    schema: { params: userIdParamsSchema, response: { 200: followResultSchema } },
    onRequest: [limits.follow.ip, member],
    preHandler: [limits.follow.account, changesTheFollowersTab],
    handler: (request) => followMember(db, request.live, sessionOf(request).user, request.params.id),
  });

  app.delete('/:id', {
    schema: { params: userIdParamsSchema, response: { 200: followResultSchema } },
    onRequest: [limits.follow.ip, member],
    preHandler: [limits.follow.account, changesTheFollowersTab],
    handler: (request) => unfollowMember(db, sessionOf(request).user, request.params.id),
  });
};
