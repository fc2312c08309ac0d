import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { builtWhole } from '../lib/response-serializer';
import { cacheTags } from '../lib/read-cache';
import { countResponseSchema } from '@contract/counts';
import { messageResponseSchema } from '@contract/errors';
import { notificationIdParamsSchema, notificationListSchema } from '@contract/notification';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { listNotifications, markRead, unreadCount } from '../services/notifications';

/**
 * A member's own list and count are kept like the other hot reads (plugins/read-cache.ts): a notice
 * written for them, and every write not narrowed to other things, drops them, so a new reaction or a
 * read mark shows on the next call.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const member = app.authenticate('member');

  app.get('/', {
    schema: { response: { 200: builtWhole(notificationListSchema) } },
    onRequest: [member],
    handler: (request) => {
      const { id } = sessionOf(request).user;
      return app.readCache.get(`notifications:${id}`, () => listNotifications(db, id), () => [cacheTags.notifications(id)]);
    },
  });

  app.get('/unread-count', {
    schema: { response: { 200: builtWhole(countResponseSchema) } },
    onRequest: [member],
    handler: async (request) => {
      const { id } = sessionOf(request).user;
      return { count: await app.readCache.get(`unread:${id}`, () => unreadCount(db, id), () => [cacheTags.notifications(id)]) };
    },
  });

  app.put('/:id/read', {
    schema: { params: notificationIdParamsSchema, response: { 200: messageResponseSchema } },
    onRequest: [member],
    handler: async (request) => {
      await markRead(db, sessionOf(request).user.id, request.params.id);
      return { success: true, message: 'Notification marked as read' };
    },
  });
};
