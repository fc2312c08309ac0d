import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBodySchema, adminMeResponseSchema, authResponseSchema } from '@contract/auth';
import { messageResponseSchema } from '@contract/errors';
import { sessionOf } from '../plugins/auth';
import * as auth from '../services/auth';
import type { AuthDeps } from '../services/auth';
import { revokeSession } from '../services/sessions';
import { toAdminMe } from '../services/users';

/** Admin sign-in: its own token kind, so a member token never opens the admin area and the reverse. */
export const adminAuthRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post('/login', {
    schema: { body: adminLoginBodySchema, response: { 200: authResponseSchema } },
    onRequest: [app.limits.adminLogin.ip],
    handler: (request) =>
      app.signInThrottle.attempt(request.body.email, request.ip, () => auth.adminLogin(deps, request.body.email, request.body.password), auth.isWrongPassword),
  });

  app.get('/me', {
    schema: { response: { 200: adminMeResponseSchema } },
    onRequest: [app.authenticate('admin')],
    handler: async (request) => toAdminMe(sessionOf(request).user),
  });

  app.post('/logout', {
    schema: { response: { 200: messageResponseSchema } },
    onRequest: [app.authenticate('admin')],
    handler: async (request) => {
      await revokeSession(deps.db, sessionOf(request).session.id, deps.live);
      return { success: true, message: 'Logged out' };
    },
  });
};
