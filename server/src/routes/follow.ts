import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followResultSchema, followStatusSchema, userIdParamsSchema } from '@contract/user';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { followMember, followStatus, unfollowMember } from '../services/people';

/** /api/follow: status, follow and unfollow (member-core 7 "Users, profile, uploads"). */
export const followRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');

  app.get('/status/:id', {
    schema: { params: userIdParamsSchema, response: { 200: followStatusSchema } },
    onRequest: [member],
    handler: (request) => followStatus(db, sessionOf(request).user.id, request.params.id),
  });

  app.post('/:id', {
    schema: { params: userIdParamsSchema, response: { 200: followResultSchema } },
    onRequest: [limits.follow.ip, member],
    preHandler: [limits.follow.account],
    handler: (request) => followMember(db, app.live, sessionOf(request).user, request.params.id),
  });

  app.delete('/:id', {
    schema: { params: userIdParamsSchema, response: { 200: followResultSchema } },
    onRequest: [limits.follow.ip, member],
    preHandler: [limits.follow.account],
    handler: (request) => unfollowMember(db, sessionOf(request).user, request.params.id),
  });
};
