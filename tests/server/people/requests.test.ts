import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { call, makeMember, message, type Member } from '../helpers/desires';
import { makeAdmin } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Every route of this issue: 401 without a session, 403 for an admin account or an unverified
// member, 400 (never 500) for a malformed id, and 404 "User not found" for an id that names nobody.

type Method = NonNullable<InjectOptions['method']>;
const ID = '0123456789abcdef01234567';

const ROUTES: [Method, string, unknown?][] = [
  ['GET', '/users/suggested'],
  ['GET', `/users/${ID}`],
  ['GET', `/users/${ID}/followers`],
  ['GET', `/users/${ID}/following`],
  ['GET', `/follow/status/${ID}`],
  ['POST', `/follow/${ID}`],
  ['DELETE', `/follow/${ID}`],
  ['POST', '/users/banner'],
  ['PUT', '/user/change-password', { currentPassword: 'whatever', newPassword: 'long enough' }],
  ['DELETE', '/user/account'],
];

const WITH_ID: [Method, (id: string) => string][] = [
  ['GET', (id) => `/users/${id}`],
  ['GET', (id) => `/users/${id}/followers`],
  ['GET', (id) => `/users/${id}/following`],
  ['GET', (id) => `/follow/status/${id}`],
  ['POST', (id) => `/follow/${id}`],
  ['DELETE', (id) => `/follow/${id}`],
];

let t: TestApp;
let member: Member;
let adminAsMember: Member;
let unverified: Member;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  member = await makeMember(t, 'Checker');
  const admin = await makeAdmin(t);
  adminAsMember = { ...admin, token: admin.memberKindToken };
  unverified = await makeMember(t, 'Not Yet', { verified: false });
});
afterAll(() => t.close());

describe('the people routes', () => {
  it.each(ROUTES)('%s %s answers 401 without a session', async (method, url, body) => {
    const res = await call(t.app, method, url, null, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required' });
  });

  it.each(ROUTES)('%s %s answers 403 to an admin account and to an unverified member', async (method, url, body) => {
    const admin = await call(t.app, method, url, adminAsMember, body);
    expect(admin.statusCode).toBe(403);
    expect(message(admin)).toBe('Admin accounts cannot use member features');
    const early = await call(t.app, method, url, unverified, body);
    expect(early.statusCode).toBe(403);
    expect(message(early)).toBe('Please verify your email first');
  });

  it.each(WITH_ID)('%s %s answers 400 for malformed ids and 404 "User not found" for unknown ones', async (method, url) => {
    for (const bad of ['abc', 'ABCDEF0123456789abcdef01', `${ID}0`]) {
      const res = await call(t.app, method, url(bad), member);
      expect(res.statusCode, bad).toBe(400);
      expect(message(res)).toBe('Invalid id');
    }
    const unknown = await call(t.app, method, url(ID), member);
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe('User not found');
  });
});
