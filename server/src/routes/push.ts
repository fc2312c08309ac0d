import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushKeySchema, pushSubscriptionBodySchema, pushSubscriptionResultSchema, pushUnsubscribeBodySchema } from '@contract/push';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { subscribePush, unsubscribePush } from '../services/push/subscriptions';

/** /api/push: Web Push subscriptions of the member's devices (extras of our contract). */
export const pushRoutes: FastifyPluginAsyncZod<{ db: Database; allow: readonly string[] }> = async (app, { db, allow }) => {
  const { limits } = app;
  const member = app.authenticate('member');
  // A device's subscription is in no cached read.
  const changesNothingCached = app.invalidatesOnly(() => []);

  app.get('/key', {
    schema: { response: { 200: pushKeySchema } },
    handler: () => ({ publicKey: app.vapid.publicKey }),
  });

  app.post('/subscriptions', {
    schema: { body: pushSubscriptionBodySchema, response: { 201: pushSubscriptionResultSchema } },
    onRequest: [limits.push.ip, member],
    preHandler: [limits.push.account, changesNothingCached],
    handler: async (request, reply) => {
      const { session, user } = sessionOf(request);
      await subscribePush(db, { userId: user.id, sessionId: session.id }, request.body, allow);
      reply.status(201);
      return { subscribed: true };
    },
  });

  app.delete('/subscriptions', {
    schema: { body: pushUnsubscribeBodySchema, response: { 200: pushSubscriptionResultSchema } },
    onRequest: [limits.push.ip, member],
    preHandler: [limits.push.account, changesNothingCached],
    handler: async (request) => {
      await unsubscribePush(db, sessionOf(request).user.id, request.body.endpoint);
      return { subscribed: false };
    },
  });
};
