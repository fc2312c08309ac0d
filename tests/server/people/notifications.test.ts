import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { call, createDesire, makeMember, makeMembers, message } from '../helpers/desires';
import { followVia, noticesOf, unreadOf } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const ID = '0123456789abcdef01234567';

describe('notifications of people', () => {
  it('list, count and mark read a follow notice; another member’s is 404, a malformed id 400', async () => {
    const { star, fan, nosy } = await makeMembers(t, ['star', 'fan', 'nosy'] as const);
    await followVia(t, fan, star);
    const [notice] = await noticesOf(t, star);
    expect(notice).toMatchObject({ type: 'follow', isRead: false, fromUserId: { _id: fan.id } });
    expect(await unreadOf(t, star)).toBe(1);
    const foreign = await call(t.app, 'PUT', `/notifications/${notice?._id}/read`, nosy);
    expect(foreign.statusCode).toBe(404);
    expect(message(foreign)).toBe('Notification not found');
    expect((await call(t.app, 'PUT', `/notifications/${ID}/read`, star)).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', '/notifications/nope/read', star)).statusCode).toBe(400);
    expect(await unreadOf(t, star)).toBe(1);
    const read = await call(t.app, 'PUT', `/notifications/${notice?._id}/read`, star);
    expect(read.statusCode).toBe(200);
    expect(await unreadOf(t, star)).toBe(0);
    expect((await noticesOf(t, star))[0]?.isRead).toBe(true);
  });

  it('carry their parts for the app to word them; a notice written before parts were kept carries none', async () => {
    const { idol, admirer } = await makeMembers(t, ['idol', 'admirer'] as const);
    await t.database.db.insert(notifications).values({
      id: newId(new Date(Date.now() - 60_000)),
      recipientId: idol.id,
      type: 'follow',
      message: 'Old Friend started following you',
      fromUserId: admirer.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    // Written straight to the database, past the hook that clears the read cache.
    t.app.readCache.clear();
    await followVia(t, admirer, idol);
    const res = await call(t.app, 'GET', '/notifications', idol);
    const [fresh, old] = res.json<Record<string, unknown>[]>();
    expect(fresh).toMatchObject({ type: 'follow', message: `${admirer.fullName} started following you`, parts: { kind: 'follow', name: admirer.fullName } });
    expect(old).toMatchObject({ type: 'follow', message: 'Old Friend started following you' });
    expect(old).not.toHaveProperty('parts');
    expect(res.body).toContain('"message":"Old Friend started following you"');
    expect(res.body.match(/"parts"/g)).toHaveLength(1);
  });

  it('answer 401 without a session', async () => {
    expect((await call(t.app, 'GET', '/notifications', null)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/notifications/unread-count', null)).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', `/notifications/${ID}/read`, null)).statusCode).toBe(401);
  });

  it('vanish with the account of the member who caused them', async () => {
    const star = await makeMember(t, 'Star');
    const gone = await makeMember(t, 'Soon Gone');
    const stays = await makeMember(t, 'Stays');
    const desire = await createDesire(t.app, star, { title: 'Noticed' });
    await followVia(t, gone, star);
    await followVia(t, stays, star);
    await call(t.app, 'POST', `/desires/${desire._id}/react`, gone, { emoji: '❤️' });
    await call(t.app, 'POST', `/desires/${desire._id}/comments`, gone, { text: 'Bye soon' });
    expect(await unreadOf(t, star)).toBe(4);
    expect((await call(t.app, 'DELETE', '/user/account', gone)).statusCode).toBe(200);
    expect((await noticesOf(t, star)).map((n) => n.fromUserId?._id)).toEqual([stays.id]);
    expect(await unreadOf(t, star)).toBe(1);
  });
});
