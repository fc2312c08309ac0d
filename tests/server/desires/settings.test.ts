import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import type { UserSettings } from '@contract/settings';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, makeMember } from '../helpers/desires';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const DEFAULTS: UserSettings = { defaultVisibility: 'public', showMyActivity: true, notifyFollowers: true, notifyReactions: true, notifyComments: true, emailDigest: true, notifyFulfillments: true, notifyMessages: true, language: 'auto', surpriseByDefault: false };

describe('GET and PUT /user/settings', () => {
  it('answers the defaults until something is saved', async () => {
    const member = await makeMember(t, 'Fresh');
    const res = await call(t.app, 'GET', '/user/settings', member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
  });

  it('saves any of the fields, keeps the others, and answers the whole settings', async () => {
    const member = await makeMember(t, 'Tweaker');
    const first = await call(t.app, 'PUT', '/user/settings', member, { notifyReactions: false });
    expect(first.json()).toEqual({ ...DEFAULTS, notifyReactions: false });
    const second = await call(t.app, 'PUT', '/user/settings', member, { defaultVisibility: 'private', showMyActivity: false });
    expect(second.json()).toEqual({ ...DEFAULTS, notifyReactions: false, defaultVisibility: 'private', showMyActivity: false });
    expect((await call(t.app, 'GET', '/user/settings', member)).json()).toEqual(second.json());
    expect((await call(t.app, 'PUT', '/user/settings', member, {})).json()).toEqual(second.json());
  });

  it('applies the default visibility to new desires', async () => {
    const member = await makeMember(t, 'Private Person');
    await call(t.app, 'PUT', '/user/settings', member, { defaultVisibility: 'private' });
    const created = await call(t.app, 'POST', '/desires', member, { title: 'Secret wish' });
    expect(created.json<Desire>().visibility).toBe('private');
    expect((await call(t.app, 'GET', `/desires/${created.json<Desire>()._id}`, null)).statusCode).toBe(404);
  });

  it.each([{ defaultVisibility: 'custom' }, { defaultVisibility: 'everyone' }, { notifyComments: 'no' }, { showMyActivity: 1 }, { theme: 'dark' }, [true]])(
    'answers 400 for %j',
    async (body) => {
      const member = await makeMember(t, 'Invalid');
      expect((await call(t.app, 'PUT', '/user/settings', member, body)).statusCode).toBe(400);
      expect((await call(t.app, 'GET', '/user/settings', member)).json()).toEqual(DEFAULTS);
    },
  );

  it('answers 401 to a visitor', async () => {
    expect((await call(t.app, 'GET', '/user/settings', null)).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', '/user/settings', null, { notifyComments: false })).statusCode).toBe(401);
  });
});
