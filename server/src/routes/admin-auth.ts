import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBodySchema, adminMeResponseSchema, authResponseSchema } from '@contract/auth';
import { messageResponseSchema } from '@contract/errors';
import { sessionOf } from '../plugins/auth';
import * as auth from '../services/auth';
import type { AuthDeps } from '../services/auth';
import { deviceCookiesOf } from '../services/device-cookies';
import { revokeSession } from '../services/sessions';
import { toAdminMe } from '../services/users';
import { throttledSignIn } from './device-trusted-sign-in';

/**
 * Admin sign-in: its own token kind, so a member token never opens the admin area and the reverse.
 * Its throttle and device cookie are the member door's; every try is in the audit log.
 */
export const adminAuthRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  await app.register(cookie);
  const devices = await deviceCookiesOf(deps.db);

  app.post('/login', {
    schema: { body: adminLoginBodySchema, response: { 200: authResponseSchema } },
    onRequest: [app.limits.adminLogin.ip],
    handler: async (request, reply) => {
      const { email, password } = request.body;
      try {
        return await throttledSignIn(app, devices, request, reply, email, () => auth.adminLogin(deps, email, password, request.ip));
      } catch (error) {
        await auth.auditAdminSignInFailure(deps, email, request.ip, error);
        throw error;
      }
    },
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
