import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire, ReactionResult } from '@contract/desire';
import type { WhoReacted } from '@contract/who-reacted';
import { REACTION_EMOJIS } from '@contract/limits';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMembers, message, type Member } from '../helpers/desires';

let t: TestApp;
let owner: Member;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  ({ owner, a, b } = await makeMembers(t, ['owner', 'a', 'b'] as const));
});
afterAll(() => t.close());

const react = (desireId: string, who: Member | null, emoji: unknown) => call(t.app, 'POST', `/desires/${desireId}/react`, who, emoji === undefined ? {} : { emoji });
const unreact = (desireId: string, who: Member | null) => call(t.app, 'DELETE', `/desires/${desireId}/react`, who);

describe('POST /desires/:id/react', () => {
  it('adds a reaction, answering the list and the count', async () => {
    const desire = await createDesire(t.app, owner);
    const res = await react(desire._id, a, '❤️');
    expect(res.statusCode).toBe(200);
    const body = res.json<ReactionResult>();
    expect(body).toMatchObject({ action: 'added', reactionsCount: 1, reaction: { userId: a.id, postId: desire._id, emoji: '❤️' } });
    expect(body.reactions).toEqual([body.reaction]);
  });

  it('takes it back when the same emoji comes again (toggle)', async () => {
    const desire = await createDesire(t.app, owner);
    await react(desire._id, a, '🔥');
    const res = await react(desire._id, a, '🔥');
    expect(res.json<ReactionResult>()).toEqual({ action: 'removed', reaction: null, reactions: [], reactionsCount: 0 });
  });

  it('replaces it when another emoji comes: still one per member', async () => {
    const desire = await createDesire(t.app, owner);
    const first = (await react(desire._id, a, '🔥')).json<ReactionResult>();
    const res = await react(desire._id, a, '🎯');
    const body = res.json<ReactionResult>();
    expect(body).toMatchObject({ action: 'updated', reactionsCount: 1, reaction: { _id: first.reaction?._id, emoji: '🎯' } });
    expect(body.reactions).toHaveLength(1);
  });

  it('counts one reaction per member, in the desire and its list', async () => {
    const desire = await createDesire(t.app, owner);
    await react(desire._id, a, '❤️');
    await react(desire._id, b, '👏');
    await react(desire._id, owner, '🙌');
    await react(desire._id, b, '💯');
    const read = (await call(t.app, 'GET', `/desires/${desire._id}`, null)).json<Desire>();
    expect(read.reactionsCount).toBe(3);
    expect(read.reactions.map((r) => [r.userId, r.emoji])).toEqual([
      [a.id, '❤️'],
      [b.id, '💯'],
      [owner.id, '🙌'],
    ]);
    const list = (await call(t.app, 'GET', `/desires/${desire._id}/reactions`, null)).json<WhoReacted[]>();
    expect(list.map(({ user: _user, ...reaction }) => reaction)).toEqual(read.reactions);
  });

  it('accepts each of the six emojis and refuses anything else with "Reaction emoji required"', async () => {
    const desire = await createDesire(t.app, owner);
    for (const emoji of REACTION_EMOJIS) expect((await react(desire._id, a, emoji)).json<ReactionResult>().reaction?.emoji ?? emoji).toBe(emoji);
    for (const bad of ['👍', '', 'heart', 42, null, undefined]) {
      const res = await react(desire._id, a, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(message(res)).toBe('Reaction emoji required');
    }
  });

  // Rounds, because on PostgreSQL a lock-order deadlock between the one-statement path and the
  // step-by-step one showed in about one round of ten.
  it('keeps the unique index and the count right under simultaneous taps of one member', async () => {
    for (let round = 0; round < 12; round++) {
      const desire = await createDesire(t.app, owner);
      const results = await Promise.all(['❤️', '🔥', '❤️', '🎯', '🙌', '🔥', '❤️', '🔥'].map((emoji) => react(desire._id, a, emoji)));
      expect(results.map((res) => res.statusCode)).toEqual(results.map(() => 200));
      const read = (await call(t.app, 'GET', `/desires/${desire._id}`, null)).json<Desire>();
      expect(read.reactions.length).toBeLessThanOrEqual(1);
      expect(read.reactionsCount).toBe(read.reactions.length);
    }
  });

  it('answers 401 without a session, 404 for an unknown desire, 400 for a bad id', async () => {
    const desire = await createDesire(t.app, owner);
    expect((await react(desire._id, null, '❤️')).statusCode).toBe(401);
    expect((await react('0123456789abcdef01234567', a, '❤️')).statusCode).toBe(404);
    expect((await react('abc', a, '❤️')).statusCode).toBe(400);
  });
});

describe('DELETE /desires/:id/react', () => {
  it('removes the member’s reaction and answers the same shape', async () => {
    const desire = await createDesire(t.app, owner);
    await react(desire._id, a, '❤️');
    await react(desire._id, b, '🔥');
    const res = await unreact(desire._id, a);
    expect(res.statusCode).toBe(200);
    expect(res.json<ReactionResult>()).toMatchObject({ action: 'removed', reaction: null, reactionsCount: 1, reactions: [{ userId: b.id, emoji: '🔥' }] });
  });

  it('answers 404 when the member has no reaction there, and 401 without a session', async () => {
    const desire = await createDesire(t.app, owner);
    const res = await unreact(desire._id, a);
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe('Reaction not found');
    expect((await unreact(desire._id, null)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, null)).json<Desire>().reactionsCount).toBe(0);
  });
});
