import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  checkEmailBodySchema,
  checkEmailResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordOtpBodySchema,
  sendOtpBodySchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@contract/auth';
import { messageResponseSchema } from '@contract/errors';
import { userResponseSchema } from '@contract/user';
import { sessionOf } from '../plugins/auth';
import * as auth from '../services/auth';
import { revokeSession } from '../services/sessions';
import { toSelfUser } from '../services/users';
import type { AuthDeps } from '../services/auth';

/** Member sign-in, sign-up, codes and password reset: member-core section 7 "Authentication". */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const { limits } = app;

  app.post('/login', {
    schema: { body: loginBodySchema, response: { 200: authResponseSchema } },
    onRequest: [limits.login.ip],
    preHandler: [limits.login.account],
    handler: (request) => auth.login(deps, request.body.email, request.body.password),
  });

  app.post('/register', {
    schema: { body: registerBodySchema, response: { 201: authResponseSchema } },
    onRequest: [limits.register.ip],
    preHandler: [limits.register.account],
    handler: async (request, reply) => {
      const { email, fullName, password, bio } = request.body;
      reply.status(201);
      return auth.register(deps, { email, fullName, password, bio });
    },
  });

  app.post('/check-email', {
    schema: { body: checkEmailBodySchema, response: { 200: checkEmailResponseSchema } },
    onRequest: [limits.checkEmail.ip],
    preHandler: [limits.checkEmail.account],
    handler: (request) => auth.checkEmail(deps, request.body.email),
  });

  app.get('/me', {
    schema: { response: { 200: userResponseSchema } },
    preHandler: [app.authenticate('member', { allowUnverified: true })],
    handler: async (request) => ({ user: toSelfUser(sessionOf(request).user) }),
  });

  app.post('/send-otp', {
    schema: { body: sendOtpBodySchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.sendCode.ip],
    preHandler: [limits.sendCode.account],
    handler: (request) => auth.sendCode(deps, request.body.email, request.body.type),
  });

  app.post('/verify-otp', {
    schema: { body: verifyOtpBodySchema, response: { 200: verifyOtpResponseSchema } },
    onRequest: [limits.verifyCode.ip],
    preHandler: [limits.verifyCode.account],
    handler: (request) => auth.verifyOtp(deps, request.body.email, request.body.type, request.body.otp),
  });

  app.post('/forgot-password', {
    schema: { body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.sendCode.ip],
    preHandler: [limits.sendCode.account],
    handler: (request) => auth.sendCode(deps, request.body.email, 'password_reset'),
  });

  app.post('/reset-password', {
    schema: { body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.resetPassword.ip],
    preHandler: [limits.resetPassword.account],
    handler: (request) =>
      auth.resetPasswordWithLink(deps, request.body.email, request.body.resetToken, request.body.newPassword),
  });

  app.post('/reset-password-otp', {
    schema: { body: resetPasswordOtpBodySchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.resetPassword.ip],
    preHandler: [limits.resetPassword.account],
    handler: (request) => auth.resetPasswordWithCode(deps, request.body.email, request.body.newPassword),
  });

  app.post('/logout', {
    schema: { response: { 200: messageResponseSchema } },
    preHandler: [app.authenticate('member', { allowUnverified: true })],
    handler: async (request) => {
      await revokeSession(deps.db, sessionOf(request).session.id, deps.live);
      return { success: true, message: 'Logged out' };
    },
  });
};
