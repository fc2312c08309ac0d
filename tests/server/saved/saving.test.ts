import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Desire, PagedDesires } from '@contract/desire';
import { desires, follows, memberBlocks, savedDesires, users } from '../../../server/src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMember, makeMembers, message, type Member } from '../helpers/desires';

let t: TestApp;
let owner: Member;
let reader: Member;
let follower: Member;
let stranger: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  ({ owner, reader, follower, stranger } = await makeMembers(t, ['owner', 'reader', 'follower', 'stranger'] as const));
  await follow(t.database.db, follower, owner);
});
afterAll(() => t.close());

const save = (desireId: string, who: Member | null) => call(t.app, 'PUT', `/desires/${desireId}/save`, who);
const unsave = (desireId: string, who: Member | null) => call(t.app, 'DELETE', `/desires/${desireId}/save`, who);
const saved = async (who: Member, query = '') => {
  const res = await call(t.app, 'GET', `/saved${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PagedDesires>();
};
const ids = (page: PagedDesires) => page.desires.map((d) => d._id);
const rowsOf = (member: Member) => t.database.db.select().from(savedDesires).where(eq(savedDesires.userId, member.id));

describe('PUT and DELETE /api/desires/{id}/save', () => {
  it('saves and unsaves, idempotently, and the desire says so for its reader only', async () => {
    const desire = await createDesire(t.app, owner, { title: 'A bike to save' });
    expect(desire.isSaved).toBe(false);

    const first = await save(desire._id, reader);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ saved: true });
    expect((await save(desire._id, reader)).json()).toEqual({ saved: true });
    expect(await rowsOf(reader)).toHaveLength(1);

    expect((await call(t.app, 'GET', `/desires/${desire._id}`, reader)).json<Desire>().isSaved).toBe(true);
    // Private: the owner and everyone else read false, a visitor too.
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, owner)).json<Desire>().isSaved).toBe(false);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, stranger)).json<Desire>().isSaved).toBe(false);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, null)).json<Desire>().isSaved).toBe(false);
    // In the feeds too, the Public feed whose records are shared between readers included.
    const feedCopy = (page: PagedDesires) => page.desires.find((d) => d._id === desire._id)?.isSaved;
    expect(feedCopy((await call(t.app, 'GET', '/desires/public', reader)).json<PagedDesires>())).toBe(true);
    expect(feedCopy((await call(t.app, 'GET', '/desires/public', stranger)).json<PagedDesires>())).toBe(false);
    expect(feedCopy((await call(t.app, 'GET', `/desires/user/${owner.id}`, reader)).json<PagedDesires>())).toBe(true);

    const off = await unsave(desire._id, reader);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ saved: false });
    expect((await unsave(desire._id, reader)).json()).toEqual({ saved: false });
    expect(await rowsOf(reader)).toHaveLength(0);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, reader)).json<Desire>().isSaved).toBe(false);
  });

  it('a member may save their own desire, and the owner\'s write answers keep the flag', async () => {
    const desire = await createDesire(t.app, owner, { title: 'My own wish' });
    expect((await save(desire._id, owner)).json()).toEqual({ saved: true });
    const edited = await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'My own wish, edited' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Desire>().isSaved).toBe(true);
    expect(ids(await saved(owner))).toContain(desire._id);
  });

  it('401 for a visitor', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Public one' });
    expect((await save(desire._id, null)).statusCode).toBe(401);
    expect((await unsave(desire._id, null)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/saved', null)).statusCode).toBe(401);
  });

  it('404 "Desire not found" for a desire the member may not see, or none at all', async () => {
    const hidden = await createDesire(t.app, owner, { title: 'Only mine', visibility: 'private' });
    const forFollowers = await createDesire(t.app, owner, { title: 'For followers', visibility: 'followers' });
    for (const res of [await save(hidden._id, reader), await unsave(hidden._id, reader), await save(forFollowers._id, stranger), await save('0123456789abcdef01234567', reader)]) {
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe('Desire not found');
    }
    expect((await save(forFollowers._id, follower)).statusCode).toBe(200);
  });

  it('400 for an id that is not one', async () => {
    const res = await save('not an id', reader);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBeTruthy();
  });
});

describe('GET /api/saved', () => {
  it('lists newest save first, pages, and validates its query', async () => {
    const member = await makeMember(t, 'Collector');
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await createDesire(t.app, owner, { title: `Collectible ${i}` }))._id);
    // Saved in another order than they were made: the list follows the saves.
    for (const id of [made[2]!, made[0]!, made[4]!, made[1]!, made[3]!]) expect((await save(id, member)).statusCode).toBe(200);

    const first = await saved(member, '?page=1&limit=2');
    expect(ids(first)).toEqual([made[3], made[1]]);
    expect(first).toMatchObject({ total: 5, hasMore: true });
    expect(first.desires.every((d) => d.isSaved)).toBe(true);
    const last = await saved(member, '?page=3&limit=2');
    expect(ids(last)).toEqual([made[2]]);
    expect(last).toMatchObject({ total: 5, hasMore: false });
    expect(ids(await saved(member, '?page=9&limit=2'))).toEqual([]);

    for (const query of ['?page=0', '?limit=51', '?limit=0', '?page=abc', '?limit=1.5']) {
      const res = await call(t.app, 'GET', `/saved${query}`, member);
      expect(res.statusCode, query).toBe(400);
      expect(message(res)).toBeTruthy();
    }
    // Nobody else's list shows them.
    expect(ids(await saved(reader))).not.toContain(made[0]);
  });

  it('a desire that stops being visible leaves the list, and comes back when it is visible again; a deleted one is gone', async () => {
    const member = await makeMember(t, 'Watcher');
    const author = await makeMember(t, 'Author');
    await follow(t.database.db, member, author);
    const pub = await createDesire(t.app, author, { title: 'Turns private' });
    const forFollowers = await createDesire(t.app, author, { title: 'Followers see it' });
    const shared = await createDesire(t.app, author, { title: 'Shared with me', visibility: 'custom', sharedWith: [member.id] });
    const deleted = await createDesire(t.app, author, { title: 'Will be deleted' });
    await call(t.app, 'PUT', `/desires/${forFollowers._id}`, author, { title: 'Followers see it', visibility: 'followers' });
    for (const d of [pub, forFollowers, shared, deleted]) expect((await save(d._id, member)).statusCode).toBe(200);
    expect((await saved(member)).total).toBe(4);

    // made private
    await call(t.app, 'PUT', `/desires/${pub._id}`, author, { title: 'Turns private', visibility: 'private' });
    // unshared
    const other = await makeMember(t, 'Other');
    await call(t.app, 'PUT', `/desires/${shared._id}`, author, { title: 'Shared with me', visibility: 'custom', sharedWith: [other.id] });
    // no longer followed
    await t.database.db.delete(follows).where(and(eq(follows.followerId, member.id), eq(follows.followeeId, author.id)));
    // deleted
    expect((await call(t.app, 'DELETE', `/desires/${deleted._id}`, author)).statusCode).toBe(200);

    const after = await saved(member);
    expect(ids(after)).toEqual([]);
    expect(after.total).toBe(0);
    // The deleted desire's row went with it; the others wait in case the desire comes back.
    expect((await rowsOf(member)).map((r) => r.desireId).sort()).toEqual([pub._id, forFollowers._id, shared._id].sort());

    await call(t.app, 'PUT', `/desires/${pub._id}`, author, { title: 'Turns private', visibility: 'public' });
    expect(ids(await saved(member))).toEqual([pub._id]);
  });

  it('blocking either way takes the other\'s desires out of the list; an admin-blocked author\'s too', async () => {
    const member = await makeMember(t, 'Saver');
    const author = await makeMember(t, 'Blocked author');
    const desire = await createDesire(t.app, author, { title: 'Soon out of sight' });
    expect((await save(desire._id, member)).statusCode).toBe(200);
    expect(ids(await saved(member))).toEqual([desire._id]);

    await t.database.db.insert(memberBlocks).values({ blockerId: author.id, blockedId: member.id });
    expect(ids(await saved(member))).toEqual([]);
    expect((await save(desire._id, member)).statusCode).toBe(404);
    await t.database.db.delete(memberBlocks).where(eq(memberBlocks.blockerId, author.id));
    expect(ids(await saved(member))).toEqual([desire._id]);

    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, author.id));
    expect(ids(await saved(member))).toEqual([]);
  });

  it('a desire an operator hid leaves every list but its owner\'s', async () => {
    const member = await makeMember(t, 'Bookmarker');
    const author = await makeMember(t, 'Hidden author');
    const desire = await createDesire(t.app, author, { title: 'Soon hidden' });
    expect((await save(desire._id, member)).statusCode).toBe(200);
    expect((await save(desire._id, author)).statusCode).toBe(200);
    await t.database.db.update(desires).set({ hiddenReason: 'Spam' }).where(eq(desires.id, desire._id));
    expect(ids(await saved(member))).toEqual([]);
    expect(ids(await saved(author))).toEqual([desire._id]);
  });

  it('an account deleted takes its saves along', async () => {
    const member = await makeMember(t, 'Leaving');
    const desire = await createDesire(t.app, owner, { title: 'Saved by a leaver' });
    expect((await save(desire._id, member)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, member.id));
    expect(await rowsOf(member)).toHaveLength(0);
  });
});
