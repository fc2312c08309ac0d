import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import type { WhoReacted } from '@contract/who-reacted';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMember, makeMembers, message, type Member } from '../helpers/desires';
import { makeAdmin } from '../helpers/people';
import { statementCounter } from '../helpers/statement-counter';

// GET /api/desires/{id}/reactions: who reacted with which emoji, as the reader may see them.

const counter = statementCounter();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 }, {}, { logger: counter.logger });
});
afterAll(() => t.close());

const react = async (desireId: string, who: Member, emoji: string) => {
  const res = await call(t.app, 'POST', `/desires/${desireId}/react`, who, { emoji });
  expect(res.statusCode).toBe(200);
};
const whoReacted = (desireId: string, as: Member | null) => call(t.app, 'GET', `/desires/${desireId}/reactions`, as);
const reactorsOf = async (desireId: string, as: Member | null) => {
  const res = await whoReacted(desireId, as);
  expect(res.statusCode).toBe(200);
  return res.json<WhoReacted[]>();
};

describe('who reacted', () => {
  it('lists each reaction oldest first with the name and picture of who made it', async () => {
    const { owner, ana, ben } = await makeMembers(t, ['owner', 'ana', 'ben'] as const);
    const desire = await createDesire(t.app, owner);
    await react(desire._id, ana, '❤️');
    await react(desire._id, ben, '🔥');
    const list = await reactorsOf(desire._id, owner);
    expect(list.map((r) => [r.emoji, r.user])).toEqual([
      ['❤️', { _id: ana.id, fullName: 'ana', profileImage: null }],
      ['🔥', { _id: ben.id, fullName: 'ben', profileImage: null }],
    ]);
    // The spec's fields are those of the desire's own reactions.
    const embedded = (await call(t.app, 'GET', `/desires/${desire._id}`, owner)).json<Desire>().reactions;
    expect(list.map(({ user: _user, ...reaction }) => reaction)).toEqual(embedded);
  });

  it('leaves out the members the reader muted, and those on either side of a block, while a third stays', async () => {
    const { owner, reader, muted, blockedByReader, blockerOfReader, other } = await makeMembers(t, ['owner', 'reader', 'muted', 'blockedByReader', 'blockerOfReader', 'other'] as const);
    const desire = await createDesire(t.app, owner);
    for (const [who, emoji] of [[muted, '❤️'], [blockedByReader, '👏'], [blockerOfReader, '🔥'], [other, '💯']] as const) await react(desire._id, who, emoji);
    expect((await call(t.app, 'POST', `/users/${muted.id}/mute`, reader)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/users/${blockedByReader.id}/block`, reader)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/users/${reader.id}/block`, blockerOfReader)).statusCode).toBe(200);

    expect((await reactorsOf(desire._id, reader)).map((r) => r.user?._id)).toEqual([other.id]);
    // The owner stands apart from none of them: all four are listed.
    expect(await reactorsOf(desire._id, owner)).toHaveLength(4);
    // A mute is silent: the desire's own reactions still carry the muted member's.
    const embedded = (await call(t.app, 'GET', `/desires/${desire._id}`, reader)).json<Desire>().reactions;
    expect(embedded.map((r) => r.userId).sort()).toEqual([muted.id, other.id].sort());
  });

  it('leaves out a member whose account an admin blocked', async () => {
    const { owner, kept, banned } = await makeMembers(t, ['owner', 'kept', 'banned'] as const);
    const admin = await makeAdmin(t);
    const desire = await createDesire(t.app, owner);
    await react(desire._id, kept, '🎯');
    await react(desire._id, banned, '🙌');
    expect(await reactorsOf(desire._id, null)).toHaveLength(2);
    expect((await call(t.app, 'PATCH', `/admin/users/${banned.id}/block`, admin, { blocked: true })).statusCode).toBe(200);
    expect((await reactorsOf(desire._id, null)).map((r) => r.userId)).toEqual([kept.id]);
  });

  it('answers 404 "Desire not found" for a desire the reader may not see, and to a visitor for a followers-only one', async () => {
    const { owner, stranger } = await makeMembers(t, ['owner', 'stranger'] as const);
    const secret = await createDesire(t.app, owner, { visibility: 'private' });
    await react(secret._id, owner, '❤️');
    expect(await reactorsOf(secret._id, owner)).toHaveLength(1);
    const refused = await whoReacted(secret._id, stranger);
    expect(refused.statusCode).toBe(404);
    expect(message(refused)).toBe('Desire not found');
    const forFollowers = await createDesire(t.app, owner, { visibility: 'followers' });
    expect((await whoReacted(forFollowers._id, null)).statusCode).toBe(404);
    expect((await whoReacted('0123456789abcdef01234567', owner)).statusCode).toBe(404);
    expect((await whoReacted('abc', owner)).statusCode).toBe(400);
  });

  it('reads one reactor or eight in the same number of statements (names come in one join)', async () => {
    const owner = await makeMember(t, 'Counted owner');
    const counts: number[] = [];
    for (const n of [1, 8]) {
      const desire = await createDesire(t.app, owner);
      for (let i = 0; i < n; i++) await react(desire._id, await makeMember(t, `Reactor ${n}.${i}`), '❤️');
      // The session is read once, before counting.
      await reactorsOf(desire._id, owner);
      const { result, statements } = await counter.during(() => whoReacted(desire._id, owner));
      expect(result.json<WhoReacted[]>()).toHaveLength(n);
      counts.push(statements.length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
  });
});
