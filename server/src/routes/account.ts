import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@contract/errors';
import { changePasswordBodySchema } from '@contract/user';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { changePassword, deleteAccount } from '../services/account';

/**
 * PUT /api/user/change-password and DELETE /api/user/account (the settings live in settings.ts).
 * Admin tokens are refused by authenticate('member') with 403: admins cannot delete themselves here.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');

  app.put('/change-password', {
    schema: { body: changePasswordBodySchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.changePassword.ip, member],
    preHandler: [limits.changePassword.account],
    handler: (request) => changePassword(db, request.live, sessionOf(request), request.body),
  });

  app.delete('/account', {
    schema: { response: { 200: messageResponseSchema } },
    onRequest: [limits.deleteAccount.ip, member],
    preHandler: [limits.deleteAccount.account],
    handler: async (request) => {
      await deleteAccount(db, request.live, app.images, sessionOf(request).user.id);
      return { success: true, message: 'Account deleted' };
    },
  });
};
