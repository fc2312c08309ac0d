import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire, PagedDesires } from '@contract/desire';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, createDesire, follow, makeMember, makeMembers, type Member } from './helpers/desires';
import { statementCounter } from './helpers/statement-counter';
import { readDesire } from '../../server/src/services/desires/queries';
import { NO_READER_SETS } from '../../server/src/services/visibility/reader';

// A read runs a fixed number of SQL statements, whatever its page holds: a statement per desire (or
// per reaction, offer or share) would make a full page cost ten times an empty one. Counted through
// the database client, with the read cache off so that every read reaches the database.
const counter = statementCounter();
/** What the last counted request ran. */
let statements: string[] = [];
let t: TestApp;
let reader: Member;
let lonely: Member;
let busyAuthor: Member;
let quietAuthor: Member;
let busyDesire: Desire;
let quietDesire: Desire;

beforeAll(async () => {
  t = await createTestApp({ readCacheTtlMs: 0, rateLimitFactor: 1_000 }, {}, { logger: counter.logger });
  ({ reader, lonely, busyAuthor, quietAuthor } = await makeMembers(t, ['reader', 'lonely', 'busyAuthor', 'quietAuthor']));
  const fans = await Promise.all(Array.from({ length: 6 }, (_, i) => makeMember(t, `Fan ${i}`)));
  await follow(t.database.db, reader, busyAuthor);
  await follow(t.database.db, lonely, quietAuthor);
  for (const fan of fans) await follow(t.database.db, fan, busyAuthor);

  // A full page of the busy author: every desire with reactions, comments, an offer, and shares.
  for (let i = 0; i < 12; i++) {
    const visibility = i % 3 === 0 ? 'custom' : i % 3 === 1 ? 'followers' : 'public';
    const desire = await createDesire(t.app, busyAuthor, { title: `Busy desire ${i}`, visibility, ...(visibility === 'custom' ? { sharedWith: [reader.id, fans[0]!.id, fans[1]!.id] } : {}) });
    for (const [k, fan] of fans.entries()) await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: ['❤️', '🔥', '👏'][k % 3] });
    await call(t.app, 'POST', `/desires/${desire._id}/comments`, fans[2]!, { text: 'Go for it' });
    await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, fans[3]!, { anonymous: i % 2 === 0, message: 'I can help' });
    busyDesire = desire;
  }
  // The quiet author: one bare desire.
  quietDesire = await createDesire(t.app, quietAuthor, { title: 'Quiet desire', visibility: 'public' });
  // The reader's saved desires and a muted member: the saved flags and the mute are in every read
  // below. A reader who keeps anyone apart runs no statement more: the records carry their commenters,
  // from which the comment counts of what they do not see are made (visibility/counts.ts); lonely
  // mutes someone too, so the pages compared are read alike, and the bare desire is read by both.
  await call(t.app, 'PUT', `/desires/${busyDesire._id}/save`, reader);
  await call(t.app, 'PUT', `/desires/${quietDesire._id}/save`, reader);
  const muted = await makeMember(t, 'Muted one');
  await call(t.app, 'POST', `/users/${muted.id}/mute`, reader);
  await call(t.app, 'POST', `/users/${muted.id}/mute`, lonely);
});
afterAll(() => t.close());

/**
 * The statements a request ran. Every read reaches the database (the cache is off), so none at all
 * means the counting hook no longer fires.
 */
async function count(send: () => Promise<{ statusCode: number }>): Promise<number> {
  const counted = await counter.during(send);
  expect(counted.result.statusCode).toBe(200);
  statements = counted.statements;
  expect(statements.length, 'no SQL statement was counted: the logging hook did not fire').toBeGreaterThanOrEqual(1);
  return statements.length;
}

describe('statements per read, whatever the page holds', () => {
  it('the counter sees the statements a read runs', async () => {
    await count(() => call(t.app, 'GET', `/desires/${quietDesire._id}`, reader));
    expect(statements.some((sql) => /^\s*select\b/i.test(sql))).toBe(true);
    expect(statements.some((sql) => sql.includes('"desires"'))).toBe(true);
  });

  it('a public feed page: 4 statements for a full page and for an almost empty one', async () => {
    // five public desires: a page of four busy ones, then a page with the one bare desire
    const full = await count(() => call(t.app, 'GET', '/desires/public?page=1&limit=4', reader));
    const firstPage = (await call(t.app, 'GET', '/desires/public?page=1&limit=4', reader)).json<PagedDesires>().desires;
    expect(firstPage).toHaveLength(4);
    expect(firstPage.find((desire) => desire._id === busyDesire._id)?.isSaved).toBe(true);
    const lastPage = await count(() => call(t.app, 'GET', '/desires/public?page=2&limit=4', reader));
    expect((await call(t.app, 'GET', '/desires/public?page=2&limit=4', reader)).json<PagedDesires>().desires).toHaveLength(1);
    expect([full, lastPage]).toEqual([4, 4]);
  });

  it('a Following page: 3 statements for ten desires full of reactions, comments, offers and shares, and for one bare desire', async () => {
    const busy = await count(() => call(t.app, 'GET', '/desires/following?page=1&limit=10', reader));
    expect((await call(t.app, 'GET', '/desires/following?page=1&limit=10', reader)).json<PagedDesires>().desires.length).toBe(10);
    const quiet = await count(() => call(t.app, 'GET', '/desires/following?page=1&limit=10', lonely));
    expect((await call(t.app, 'GET', '/desires/following?page=1&limit=10', lonely)).json<PagedDesires>().desires).toHaveLength(1);
    expect([busy, quiet]).toEqual([3, 3]);
  });

  it('a single desire: 2 statements with six reactions, a comment, an offer and shares, and bare, also for a reader who keeps anyone apart', async () => {
    const busy = await count(() => call(t.app, 'GET', `/desires/${busyDesire._id}`, busyAuthor));
    const quiet = await count(() => call(t.app, 'GET', `/desires/${quietDesire._id}`, busyAuthor));
    expect([busy, quiet]).toEqual([2, 2]);
    const apartBusy = await count(() => call(t.app, 'GET', `/desires/${busyDesire._id}`, reader));
    expect((await call(t.app, 'GET', `/desires/${busyDesire._id}`, reader)).json<Desire>().isSaved).toBe(true);
    const apartQuiet = await count(() => call(t.app, 'GET', `/desires/${quietDesire._id}`, reader));
    expect([apartBusy, apartQuiet]).toEqual([2, 2]);
  });

  it('single desires read in the same turn take their records from one statement', async () => {
    const page = (await call(t.app, 'GET', `/desires/user/${busyAuthor.id}?limit=8`, busyAuthor)).json<PagedDesires>().desires;
    const ids = page.map((desire) => desire._id);
    expect(ids).toHaveLength(8);
    const counted = await counter.during(() => Promise.all(ids.map((id) => readDesire(t.database.db, t.app.readCache, busyAuthor.id, id, NO_READER_SETS))));
    expect(counted.result.map((desire) => desire._id)).toEqual(ids);
    expect(counted.statements.filter((sql) => /"desires"\."id" = any\(/.test(sql))).toHaveLength(1);
  });

  it('the notifications list: 2 statements for dozens of notices and for none', async () => {
    const many = await count(() => call(t.app, 'GET', '/notifications', busyAuthor));
    expect((await call(t.app, 'GET', '/notifications', busyAuthor)).json<unknown[]>().length).toBeGreaterThan(40);
    const none = await count(() => call(t.app, 'GET', '/notifications', lonely));
    expect([many, none]).toEqual([2, 2]);
  });

  it('the chat list and the unread message count: 2 statements each for several busy chats and for none', async () => {
    const friends = await Promise.all(['Chatty 1', 'Chatty 2', 'Chatty 3'].map((name) => makeMember(t, name)));
    for (const friend of friends) {
      await follow(t.database.db, friend, lonely);
      const chat = (await call(t.app, 'POST', '/chats', lonely, { otherUserId: friend.id })).json<{ _id: string }>();
      for (let i = 0; i < 4; i++) await call(t.app, 'POST', `/chats/${chat._id}/messages`, i % 2 ? lonely : friend, { content: `message ${i}` });
    }
    expect((await call(t.app, 'GET', '/chats', lonely)).json<unknown[]>()).toHaveLength(3);
    const busyList = await count(() => call(t.app, 'GET', '/chats', lonely));
    const emptyList = await count(() => call(t.app, 'GET', '/chats', quietAuthor));
    expect([busyList, emptyList]).toEqual([2, 2]);
    expect((await call(t.app, 'GET', '/messages/unread-count', lonely)).json()).toEqual({ count: 6 });
    const busyCount = await count(() => call(t.app, 'GET', '/messages/unread-count', lonely));
    const emptyCount = await count(() => call(t.app, 'GET', '/messages/unread-count', quietAuthor));
    expect([busyCount, emptyCount]).toEqual([2, 2]);
  });

  it('a reaction: one statement after the session lookup', async () => {
    const fresh = await makeMember(t, 'Fresh fan');
    // the session lookup, then the reaction itself (the desire is public: nobody else to look up)
    expect(await count(() => call(t.app, 'POST', `/desires/${quietDesire._id}/react`, fresh, { emoji: '🎯' }))).toBe(2);
    expect(statements[0]).toContain('"sessions"');
  });
});
