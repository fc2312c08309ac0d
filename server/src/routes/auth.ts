import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedLanguages } from '@contract/languages';
import { otpLimits } from '@contract/limits';
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
import { deviceCookiesOf } from '../services/device-cookies';
import { rememberDevice, throttledSignIn } from './device-trusted-sign-in';

/**
 * Holds the proof that this browser verified a reset code. HttpOnly and SameSite=Strict, sent to
 * the auth calls only: nobody else, however they learn that a code was verified, can spend the
 * reset it allows.
 */
export const RESET_PROOF_COOKIE = 'wishwell_reset';

/** The request's Accept-Language tags, most wanted first: a member's mail and push speak the browser's language. */
const browserOf = (request: FastifyRequest) => acceptedLanguages(request.headers['accept-language']);

const resetProofCookie = (request: FastifyRequest, maxAgeSeconds: number) =>
  ({ path: '/api/auth', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', maxAge: maxAgeSeconds }) as const;

/** Member sign-in, sign-up, codes and password reset: the spec (member core 7 "Authentication"). */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const { limits } = app;
  await app.register(cookie);
  const devices = await deviceCookiesOf(deps.db);

  app.post('/login', {
    schema: { body: loginBodySchema, response: { 200: authResponseSchema } },
    onRequest: [limits.login.ip],
    handler: (request, reply) =>
      throttledSignIn(app, devices, request, reply, request.body.email, () => auth.login(deps, request.body.email, request.body.password, browserOf(request))),
  });

  app.post('/register', {
    schema: { body: registerBodySchema, response: { 201: authResponseSchema } },
    onRequest: [limits.register.ip],
    preHandler: [limits.register.account],
    handler: async (request, reply) => {
      const { email, fullName, password, bio } = request.body;
      reply.status(201);
      return auth.register(deps, { email, fullName, password, bio }, browserOf(request));
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
    onRequest: [app.authenticate('member', { allowUnverified: true })],
    handler: async (request) => ({ user: toSelfUser(sessionOf(request).user) }),
  });

  app.post('/send-otp', {
    schema: { body: sendOtpBodySchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.sendCode.ip],
    preHandler: [limits.sendCode.account],
    handler: (request) => auth.sendCode(deps, request.body.email, request.body.type, browserOf(request)),
  });

  app.post('/verify-otp', {
    schema: { body: verifyOtpBodySchema, response: { 200: verifyOtpResponseSchema } },
    onRequest: [limits.verifyCode.ip],
    preHandler: [limits.verifyCode.account],
    handler: async (request, reply) => {
      const { answer, resetProof } = await auth.verifyOtp(deps, request.body.email, request.body.type, request.body.otp, browserOf(request));
      if (resetProof) reply.setCookie(RESET_PROOF_COOKIE, resetProof, resetProofCookie(request, otpLimits.resetWindowMs / 1000));
      return answer;
    },
  });

  app.post('/forgot-password', {
    schema: { body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.sendCode.ip],
    preHandler: [limits.sendCode.account],
    handler: (request) => auth.sendCode(deps, request.body.email, 'password_reset', browserOf(request)),
  });

  app.post('/reset-password', {
    schema: { body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.resetPassword.ip],
    preHandler: [limits.resetPassword.account],
    handler: async (request, reply) => {
      const answer = await auth.resetPasswordWithLink(deps, request.body.email, request.body.resetToken, request.body.newPassword);
      // Whoever holds the mailed link reads the owner's mail: this browser is trusted from now on.
      rememberDevice(devices, request, reply, request.body.email);
      return answer;
    },
  });

  app.post('/reset-password-otp', {
    schema: { body: resetPasswordOtpBodySchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.resetPassword.ip],
    preHandler: [limits.resetPassword.account],
    handler: async (request, reply) => {
      const answer = await auth.resetPasswordWithCode(deps, request.body.email, request.body.newPassword, request.cookies[RESET_PROOF_COOKIE]);
      reply.clearCookie(RESET_PROOF_COOKIE, resetProofCookie(request, 0));
      rememberDevice(devices, request, reply, request.body.email);
      return answer;
    },
  });

  app.post('/logout', {
    schema: { response: { 200: messageResponseSchema } },
    onRequest: [app.authenticate('member', { allowUnverified: true })],
    handler: async (request) => {
      await revokeSession(deps.db, sessionOf(request).session.id, request.live);
      return { success: true, message: 'Logged out' };
    },
  });
};
