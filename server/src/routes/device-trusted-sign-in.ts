import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isWrongPassword } from '../services/auth';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, type DeviceCookies } from '../services/device-cookies';

/**
 * The device cookie: HttpOnly, SameSite=Strict, on every /api path so that both sign-in doors (and
 * the reset that proves the mailbox) see it, and kept a year.
 */
export const deviceCookieOptions = (request: FastifyRequest) =>
  ({ path: '/api', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', maxAge: DEVICE_COOKIE_MAX_AGE_S }) as const;

/** Gives this browser a fresh device cookie for `email`, keeping the other accounts it holds. */
export function rememberDevice(devices: DeviceCookies, request: FastifyRequest, reply: FastifyReply, email: string): void {
  reply.setCookie(DEVICE_COOKIE, devices.renewed(request.cookies[DEVICE_COOKIE], email), deviceCookieOptions(request));
}

/**
 * A sign-in at either door: through the shared throttle, trusted for this account when the browser
 * holds its device cookie, and remembered once it succeeds.
 */
export async function throttledSignIn<T>(
  app: FastifyInstance,
  devices: DeviceCookies,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  signIn: () => Promise<T>,
): Promise<T> {
  const device = devices.deviceFor(request.cookies[DEVICE_COOKIE], email);
  const result = await app.signInThrottle.attempt({ email, address: request.ip, device }, signIn, isWrongPassword);
  rememberDevice(devices, request, reply, email);
  return result;
}
