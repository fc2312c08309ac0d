import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/src/db/schema';
import { call, follow, makeMembers, type Member } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOccasion, profileOccasions } from './occasion-helpers';

// Who may see a member's occasions on their profile (services/visibility/occasions.ts): public to
// everyone, followers to the owner and their followers, private to the owner; nobody across a block
// or for a member an admin blocked.

let t: TestApp;
let m: Record<'owner' | 'follower' | 'stranger' | 'blocker' | 'blocked' | 'muter', Member>;
const ids: Record<'pub' | 'fol' | 'priv', string> = { pub: '', fol: '', priv: '' };

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMembers(t, ['owner', 'follower', 'stranger', 'blocker', 'blocked', 'muter'] as const);
  for (const reader of [m.follower, m.blocker, m.blocked, m.muter]) await follow(t.database.db, reader, m.owner);
  ids.pub = (await addOccasion(t, m.owner, { title: 'Public party', date: '2090-01-01', visibility: 'public' }))._id;
  ids.fol = (await addOccasion(t, m.owner, { title: 'Followers dinner', date: '2090-02-02', visibility: 'followers' }))._id;
  ids.priv = (await addOccasion(t, m.owner, { title: 'Private day', date: '2090-03-03', visibility: 'private' }))._id;
  expect((await call(t.app, 'POST', `/users/${m.owner.id}/block`, m.blocker)).statusCode).toBe(200);
  expect((await call(t.app, 'POST', `/users/${m.blocked.id}/block`, m.owner)).statusCode).toBe(200);
  expect((await call(t.app, 'POST', `/users/${m.owner.id}/mute`, m.muter)).statusCode).toBe(200);
});
afterAll(() => t.close());

const seen = async (reader: Member | null) => {
  const { status, list } = await profileOccasions(t, reader, m.owner.id);
  expect(status).toBe(200);
  return list.map((occasion) => occasion._id);
};

describe('a member’s occasions on their profile', () => {
  it('shows the owner all three, soonest first', async () => {
    expect(await seen(m.owner)).toEqual([ids.pub, ids.fol, ids.priv]);
  });

  it('shows a follower the public and followers ones, and a muter too (a mute keeps the profile open)', async () => {
    expect(await seen(m.follower)).toEqual([ids.pub, ids.fol]);
    expect(await seen(m.muter)).toEqual([ids.pub, ids.fol]);
  });

  it('shows a stranger and a visitor the public one only', async () => {
    expect(await seen(m.stranger)).toEqual([ids.pub]);
    expect(await seen(null)).toEqual([ids.pub]);
  });

  it('shows none across a block, whichever side blocked, though both follow', async () => {
    expect(await seen(m.blocker)).toEqual([]);
    expect(await seen(m.blocked)).toEqual([]);
    // The control: a follower with nothing between them still sees the followers one.
    expect(await seen(m.follower)).toContain(ids.fol);
  });

  it('answers a private profile’s occasions only to the member and their followers', async () => {
    await t.database.db.update(users).set({ isPublic: false }).where(eq(users.id, m.owner.id));
    try {
      expect(await seen(m.follower)).toEqual([ids.pub, ids.fol]);
      expect(await seen(m.stranger)).toEqual([]);
      expect(await seen(null)).toEqual([]);
    } finally {
      await t.database.db.update(users).set({ isPublic: true }).where(eq(users.id, m.owner.id));
    }
  });

  it('answers 404 for an unknown member, and for one an admin blocked, as the profile does', async () => {
    expect((await profileOccasions(t, m.follower, '0123456789abcdef01234567')).status).toBe(404);
    expect((await profileOccasions(t, m.follower, 'nope')).status).toBe(400);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, m.owner.id));
    try {
      const res = await call(t.app, 'GET', `/users/${m.owner.id}/occasions`, m.follower);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('User not found');
    } finally {
      await t.database.db.update(users).set({ isBlocked: false }).where(eq(users.id, m.owner.id));
    }
    expect(await seen(m.follower)).toEqual([ids.pub, ids.fol]);
  });
});
