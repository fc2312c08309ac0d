import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@contract/auth';
import { nextClientAddress, type TestMailer } from './test-app';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
export const uniqueEmail = (prefix = 'member') => `${prefix}${Date.now().toString(36)}${counter++}@example.com`;

export interface SignedUpMember {
  email: string;
  password: string;
  token: string;
  user: AuthResponse['user'];
}

/** Registers, reads the mailed code and verifies it: a member as the sign-up flow leaves them. */
export async function signUpMember(
  app: FastifyInstance,
  mail: TestMailer,
  options: { email?: string; password?: string; fullName?: string; remoteAddress?: string } = {},
): Promise<SignedUpMember> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const remoteAddress = options.remoteAddress ?? nextClientAddress();
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { email, password, confirmPassword: password, fullName: options.fullName ?? 'Test Member' },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const { token } = registered.json<AuthResponse>();
  const sent = await app.inject({ method: 'POST', url: '/api/auth/send-otp', remoteAddress, payload: { email, type: 'signup' } });
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.statusCode} ${sent.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    remoteAddress,
    payload: { email, type: 'signup', otp: mail.lastCode(email) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  return { email, password, token, user: me.json<{ user: AuthResponse['user'] }>().user };
}
