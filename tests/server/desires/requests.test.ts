import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, makeMember, type Member } from '../helpers/desires';

// Every route of this issue: 401 without a session where a member is needed, and 400 (never 500)
// for an id that is not one. A valid id that names nothing is 404 on the routes that read it.

type Method = NonNullable<InjectOptions['method']>;
const ID = '0123456789abcdef01234567';

const MEMBER_ONLY: [Method, string, unknown?][] = [
  ['GET', '/desires/following'],
  ['GET', '/desires/my'],
  ['POST', '/desires', { title: 'Valid title' }],
  ['PUT', `/desires/${ID}`, { title: 'Valid title' }],
  ['DELETE', `/desires/${ID}`],
  ['PATCH', `/desires/${ID}/start-fulfillment`, { anonymous: false }],
  ['PATCH', `/desires/${ID}/complete-fulfillment`, {}],
  ['PATCH', `/desires/${ID}/status`, { status: 'fulfilled' }],
  ['POST', `/desires/${ID}/react`, { emoji: '❤️' }],
  ['DELETE', `/desires/${ID}/react`],
  ['POST', `/desires/${ID}/comments`, { text: 'Hello' }],
  ['GET', '/users/search?q=ab'],
  ['GET', '/user/settings'],
  ['PUT', '/user/settings', { notifyComments: false }],
  ['GET', '/notifications'],
  ['GET', '/notifications/unread-count'],
  ['PUT', `/notifications/${ID}/read`],
];

const VISITOR_READS = ['/desires/public', '/desires/trending', '/stats'];

const WITH_ID: [Method, (id: string) => string, unknown?][] = [
  ['GET', (id) => `/desires/${id}`],
  ['GET', (id) => `/desires/${id}/reactions`],
  ['GET', (id) => `/desires/${id}/comments`],
  ['GET', (id) => `/desires/user/${id}`],
  ['GET', (id) => `/stats/user/${id}`],
  ['PUT', (id) => `/desires/${id}`, { title: 'Valid title' }],
  ['DELETE', (id) => `/desires/${id}`],
  ['PATCH', (id) => `/desires/${id}/start-fulfillment`, { anonymous: false }],
  ['PATCH', (id) => `/desires/${id}/complete-fulfillment`, {}],
  ['PATCH', (id) => `/desires/${id}/status`, { status: 'fulfilled' }],
  ['POST', (id) => `/desires/${id}/react`, { emoji: '❤️' }],
  ['DELETE', (id) => `/desires/${id}/react`],
  ['POST', (id) => `/desires/${id}/comments`, { text: 'Hello' }],
  ['PUT', (id) => `/notifications/${id}/read`],
];

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  member = await makeMember(t, 'Checker');
});
afterAll(() => t.close());

describe('sessions', () => {
  it.each(MEMBER_ONLY)('%s %s answers 401 without a session', async (method, url, body) => {
    const res = await call(t.app, method, url, null, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required' });
  });

  it.each(VISITOR_READS)('GET %s is open to visitors', async (url) => {
    expect((await call(t.app, 'GET', url, null)).statusCode).toBe(200);
  });
});

describe('ids', () => {
  it.each(WITH_ID)('%s %s answers 400 for malformed ids and 404 for unknown ones', async (method, url, body) => {
    for (const bad of ['abc', 'ABCDEF0123456789abcdef01', `${ID}0`, '%20']) {
      const res = await call(t.app, method, url(bad), member, body);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Invalid id');
    }
    const unknown = await call(t.app, method, url(ID), member, body);
    expect(unknown.statusCode).toBe(404);
  });
});
