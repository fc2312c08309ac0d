import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import type { MemberListItem } from '@contract/user';
import { call, createDesire, makeMembers, message } from '../helpers/desires';
import { noticesOf } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Each switch of the Settings screen, saved through PUT /api/user/settings, changes what happens.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const save = async (who: Parameters<typeof call>[3], body: Record<string, unknown>) => expect((await call(t.app, 'PUT', '/user/settings', who, body)).statusCode).toBe(200);

describe('settings that change behaviour', () => {
  it('defaultVisibility: a desire created without a visibility takes it; an explicit one wins', async () => {
    const { owner, follower, stranger } = await makeMembers(t, ['owner', 'follower', 'stranger'] as const);
    await call(t.app, 'POST', `/follow/${owner.id}`, follower);
    await save(owner, { defaultVisibility: 'followers' });
    const made = await createDesire(t.app, owner, { title: 'Followers by default' });
    expect(made.visibility).toBe('followers');
    expect((await call(t.app, 'GET', `/desires/${made._id}`, follower)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/desires/${made._id}`, stranger)).statusCode).toBe(404);
    expect((await createDesire(t.app, owner, { title: 'Chosen public', visibility: 'public' })).visibility).toBe('public');
    await save(owner, { defaultVisibility: 'public' });
    expect((await createDesire(t.app, owner, { title: 'Public again' })).visibility).toBe('public');
  });

  it('notifyFollowers off: a new follower is not announced', async () => {
    const { star, fan } = await makeMembers(t, ['star', 'fan'] as const);
    await save(star, { notifyFollowers: false });
    await call(t.app, 'POST', `/follow/${star.id}`, fan);
    expect(await noticesOf(t, star)).toEqual([]);
  });

  it('notifyReactions off: reactions are not announced, comments still are', async () => {
    const { owner, fan } = await makeMembers(t, ['owner', 'fan'] as const);
    await save(owner, { notifyReactions: false });
    const desire = await createDesire(t.app, owner, { title: 'Reactions muted' });
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '🔥' })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, fan, { text: 'Nice' })).statusCode).toBe(201);
    expect((await noticesOf(t, owner)).map((n) => n.type)).toEqual(['comment']);
  });

  it('notifyComments off: comments are not announced, reactions still are', async () => {
    const { owner, fan } = await makeMembers(t, ['owner', 'fan'] as const);
    await save(owner, { notifyComments: false });
    const desire = await createDesire(t.app, owner, { title: 'Comments muted' });
    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, fan, { text: 'Nice' })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '🔥' })).statusCode).toBe(200);
    expect((await noticesOf(t, owner)).map((n) => n.type)).toEqual(['reaction']);
    // Switched back on, the next comment is announced.
    await save(owner, { notifyComments: true });
    await call(t.app, 'POST', `/desires/${desire._id}/comments`, fan, { text: 'Again' });
    expect((await noticesOf(t, owner)).map((n) => n.type)).toEqual(['comment', 'reaction']);
  });

  it('showMyActivity off: follow lists are private and the member is not suggested', async () => {
    const { shy, other } = await makeMembers(t, ['shy', 'other'] as const);
    const suggestedIds = async () => (await call(t.app, 'GET', '/users/suggested', other)).json<MemberListItem[]>().map((m) => m._id);
    await save(shy, { showMyActivity: false });
    expect(await suggestedIds()).not.toContain(shy.id);
    const res = await call(t.app, 'GET', `/users/${shy.id}/following`, other);
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe('This member keeps their activity private');
    await save(shy, { showMyActivity: true });
    expect((await call(t.app, 'GET', `/users/${shy.id}/following`, other)).statusCode).toBe(200);
    // Among the newest members (and nobody here has many followers), so back in the ten.
    expect(await suggestedIds()).toContain(shy.id);
  });

  it('the profile switch (PATCH /users/profile isPublic) hides a member’s desires from non-followers', async () => {
    const { owner, stranger } = await makeMembers(t, ['owner', 'stranger'] as const);
    await createDesire(t.app, owner, { title: 'Still public itself' });
    await call(t.app, 'PATCH', '/users/profile', owner, { isPublic: false });
    const listed = (await call(t.app, 'GET', `/desires/user/${owner.id}`, stranger)).json<{ total: number; desires: Desire[] }>();
    expect(listed).toMatchObject({ total: 0, desires: [] });
  });
});
