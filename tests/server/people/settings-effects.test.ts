import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import type { MemberListItem } from '@contract/user';
import { call, createDesire, makeMembers, message } from '../helpers/desires';
import { noticesOf } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chatPair, pageOf, send } from '../helpers/chat';
import { eq } from 'drizzle-orm';
import { emailDigests } from '../../../server/src/db/schema';

// Each switch of the Settings screen, saved through PUT /api/user/settings, changes what happens.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const save = async (who: Parameters<typeof call>[3], body: Record<string, unknown>) => expect((await call(t.app, 'PUT', '/user/settings', who, body)).statusCode).toBe(200);

describe('the language choice (an extra of the contract)', () => {
  it("is 'auto' until chosen, keeps a chosen language across reads, and refuses one the app does not speak", async () => {
    const { polyglot } = await makeMembers(t, ['polyglot'] as const);
    const read = async () => (await call(t.app, 'GET', '/user/settings', polyglot)).json() as { language: string };
    expect((await read()).language).toBe('auto');
    await save(polyglot, { language: 'ar' });
    expect((await read()).language).toBe('ar');
    const refused = await call(t.app, 'PUT', '/user/settings', polyglot, { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe('Invalid language');
    expect((await read()).language).toBe('ar');
    await save(polyglot, { language: 'auto' });
    expect((await read()).language).toBe('auto');
  });
});

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

  it('notifyFulfillments off: an offer and an offer marked done are not announced; reactions still are; on again, offers are', async () => {
    const { owner, giver, fan } = await makeMembers(t, ['owner', 'giver', 'fan'] as const);
    await save(owner, { notifyFulfillments: false });
    await save(giver, { notifyFulfillments: false });
    expect((await call(t.app, 'GET', '/user/settings', owner)).json()).toMatchObject({ notifyFulfillments: false, notifyMessages: true });
    const desire = await createDesire(t.app, owner, { title: 'A canoe', visibility: 'public' });
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, giver, { anonymous: false })).statusCode).toBe(200);
    await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '🔥' });
    expect((await noticesOf(t, owner)).map((n) => n.type)).toEqual(['reaction']);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, owner)).statusCode).toBe(200);
    expect(await noticesOf(t, giver)).toEqual([]);

    await save(owner, { notifyFulfillments: true });
    const another = await createDesire(t.app, owner, { title: 'A tent', visibility: 'public' });
    await call(t.app, 'PATCH', `/desires/${another._id}/start-fulfillment`, giver, { anonymous: false });
    expect((await noticesOf(t, owner)).map((n) => n.type).sort()).toEqual(['fulfillment', 'reaction']);
  });

  it('notifyMessages off: messages still arrive in the chat and its badge, but mark nothing for the mail; on again, they do', async () => {
    const { x: writer, y: reader, chat } = await chatPair(t, 'Wren', 'Rory');
    const pending = async () => {
      const [row] = await t.database.db.select({ at: emailDigests.pendingSince }).from(emailDigests).where(eq(emailDigests.userId, reader.id));
      return row?.at ?? null;
    };
    await save(reader, { notifyMessages: false });
    await send(t, writer, chat._id, 'Quiet hello');
    expect((await pageOf(t, reader, chat._id)).messages.map((m) => m.content)).toEqual(['Quiet hello']);
    expect((await call(t.app, 'GET', '/messages/unread-count', reader)).json()).toMatchObject({ count: 1 });
    expect(await pending()).toBeNull();

    await save(reader, { notifyMessages: true });
    await send(t, writer, chat._id, 'Loud hello');
    expect(await pending()).not.toBeNull();
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
