import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@contract/notification';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { inArray } from 'drizzle-orm';
import { notifications } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { UNREAD_COUNT_CAP } from '../../../server/src/services/notifications';
import { call, createDesire, makeMember, saveSettings, type Member } from '../helpers/desires';

let t: TestApp;
let owner: Member;
let fan: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  owner = await makeMember(t, 'Olga Owner');
  fan = await makeMember(t, 'Fred Fan');
});
afterAll(() => t.close());

const list = async (who: Member) => (await call(t.app, 'GET', '/notifications', who)).json<Notification[]>();
const unread = async (who: Member) => (await call(t.app, 'GET', '/notifications/unread-count', who)).json<{ count: number }>().count;

describe('notifications written by the desire calls', () => {
  it('tells the owner of a reaction, a comment and an offer, with readable messages', async () => {
    const reader = await makeMember(t, 'Rita Reader');
    const desire = await createDesire(t.app, reader, { title: 'Piano lessons' });
    const reaction = (await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '🔥' })).json<{ reaction: { _id: string } }>();
    const comment = (await call(t.app, 'POST', `/desires/${desire._id}/comments`, fan, { text: `  You should try jazz. ${'really '.repeat(20)}` })).json<{ _id: string }>();
    await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, fan, { anonymous: false });
    const notices = await list(reader);
    const from = { _id: fan.id, fullName: 'Fred Fan', profileImage: null };
    expect(notices).toEqual([
      { _id: expect.any(String), type: 'fulfillment', message: 'Fred Fan offered to fulfill your desire "Piano lessons"', isRead: false, createdAt: expect.any(String), fromUserId: from, desireId: desire._id, relatedId: desire._id, parts: { kind: 'offer', name: 'Fred Fan', title: 'Piano lessons', message: null } },
      { _id: expect.any(String), type: 'comment', message: expect.stringMatching(/^Fred Fan commented on "Piano lessons": You should try jazz\. really .*…$/), isRead: false, createdAt: expect.any(String), fromUserId: from, desireId: desire._id, relatedId: comment._id, parts: { kind: 'comment', name: 'Fred Fan', title: 'Piano lessons', quote: expect.stringMatching(/^You should try jazz\. really .*…$/) } },
      { _id: expect.any(String), type: 'reaction', message: 'Fred Fan reacted 🔥 to your desire "Piano lessons"', isRead: false, createdAt: expect.any(String), fromUserId: from, desireId: desire._id, relatedId: reaction.reaction._id, parts: { kind: 'reaction', name: 'Fred Fan', emoji: '🔥', title: 'Piano lessons' } },
    ]);
    expect(notices[1]?.message.length).toBeLessThan(140);
    expect(await unread(reader)).toBe(3);
  });

  it('writes nothing for a changed or removed reaction, nor for one’s own acts', async () => {
    const me = await makeMember(t, 'Self Starter');
    const desire = await createDesire(t.app, me, { title: 'Quiet one' });
    await call(t.app, 'POST', `/desires/${desire._id}/react`, me, { emoji: '❤️' });
    await call(t.app, 'POST', `/desires/${desire._id}/comments`, me, { text: 'Note to self' });
    expect(await list(me)).toEqual([]);
    await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '❤️' });
    await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '🎯' });
    await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '🎯' });
    await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '🙌' });
    await call(t.app, 'DELETE', `/desires/${desire._id}/react`, fan);
    expect((await list(me)).map((n) => n.message)).toEqual(['Fred Fan reacted 🙌 to your desire "Quiet one"', 'Fred Fan reacted ❤️ to your desire "Quiet one"']);
  });

  it('honours the recipient’s switches for reactions and comments, but always tells of offers', async () => {
    const muted = await makeMember(t, 'Muted Member');
    await saveSettings(t.database.db, muted, { notifyReactions: false, notifyComments: false });
    const desire = await createDesire(t.app, muted, { title: 'Muted desire' });
    await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '❤️' });
    await call(t.app, 'POST', `/desires/${desire._id}/comments`, fan, { text: 'Hello?' });
    await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, fan, { anonymous: false });
    expect((await list(muted)).map((n) => n.type)).toEqual(['fulfillment']);
    const half = await makeMember(t, 'Half Muted');
    await call(t.app, 'PUT', '/user/settings', half, { notifyComments: false });
    const second = await createDesire(t.app, half, { title: 'Half' });
    await call(t.app, 'POST', `/desires/${second._id}/react`, fan, { emoji: '❤️' });
    await call(t.app, 'POST', `/desires/${second._id}/comments`, fan, { text: 'Hi' });
    expect((await list(half)).map((n) => n.type)).toEqual(['reaction']);
  });

  it('tells the fulfiller when the owner marks it fulfilled, by either call', async () => {
    const first = await createDesire(t.app, owner, { title: 'Tent' });
    const second = await createDesire(t.app, owner, { title: 'Stove' });
    for (const d of [first, second]) await call(t.app, 'PATCH', `/desires/${d._id}/start-fulfillment`, fan, { anonymous: true });
    await call(t.app, 'PATCH', `/desires/${first._id}/complete-fulfillment`, owner, {});
    await call(t.app, 'PATCH', `/desires/${second._id}/status`, owner, { status: 'fulfilled' });
    const notices = (await list(fan)).filter((n) => n.desireId === first._id || n.desireId === second._id);
    expect(notices.map((n) => n.message).sort()).toEqual(['Olga Owner marked "Stove" as fulfilled', 'Olga Owner marked "Tent" as fulfilled']);
    expect(notices.every((n) => n.fromUserId?._id === owner.id && n.type === 'fulfillment')).toBe(true);
  });

  it('counts unread ones, marks one read, and refuses someone else’s with 404', async () => {
    const counted = await makeMember(t, 'Count Me');
    const desire = await createDesire(t.app, counted, { title: 'Counting' });
    await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '❤️' });
    await call(t.app, 'POST', `/desires/${desire._id}/comments`, fan, { text: 'One' });
    expect(await unread(counted)).toBe(2);
    const [latest] = await list(counted);
    expect((await call(t.app, 'PUT', `/notifications/${latest?._id}/read`, fan)).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `/notifications/${latest?._id}/read`, counted)).statusCode).toBe(200);
    expect(await unread(counted)).toBe(1);
    expect((await list(counted))[0]?.isRead).toBe(true);
    expect((await call(t.app, 'PUT', '/notifications/abc/read', counted)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/notifications/unread-count', null)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/notifications', null)).statusCode).toBe(401);
  });

  it('counts at most 100 unread, since every badge shows 99+ from there', async () => {
    const busy = await makeMember(t, 'Busy Member');
    const rows = Array.from({ length: 130 }, (_, i) => ({
      id: newId(new Date(Date.now() - i * 1000)),
      recipientId: busy.id,
      type: 'follow' as const,
      message: `Follower ${i} started following you`,
      fromUserId: fan.id,
    }));
    await t.database.db.insert(notifications).values(rows);
    expect(await unread(busy)).toBe(UNREAD_COUNT_CAP);
    expect(UNREAD_COUNT_CAP).toBe(100);
    await t.database.db.update(notifications).set({ isRead: true }).where(inArray(notifications.id, rows.slice(0, 40).map((r) => r.id)));
    // Written straight to the database, past the hook that clears the read cache.
    t.app.readCache.clear();
    expect(await unread(busy)).toBe(90);
  });

  it('stops showing a notice about a desire its recipient can no longer see', async () => {
    const author = await makeMember(t, 'Author');
    const desire = await createDesire(t.app, author, { title: 'Soon private' });
    await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '❤️' });
    await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, fan, { anonymous: false });
    await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, author, {});
    expect((await list(fan)).some((n) => n.desireId === desire._id)).toBe(true);
    await call(t.app, 'PUT', `/desires/${desire._id}`, author, { title: 'Soon private', visibility: 'private' });
    expect((await list(fan)).some((n) => n.desireId === desire._id)).toBe(false);
    expect((await list(author)).filter((n) => n.desireId === desire._id)).toHaveLength(2);
  });
});
