import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedDesires } from '@contract/desire';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMembers, type Member } from '../helpers/desires';
import { statementCounter } from '../helpers/statement-counter';

// A feed page reads the ids of its desires for its reader, and takes each desire's record from the
// read cache when another read has just loaded it (a single desire's page, another reader's feed):
// only the records not kept are read from the database. With the cache as deployed.
const counter = statementCounter();
let t: TestApp;
let m: Record<'author' | 'first' | 'second', Member>;
const isRecords = (statement: string) => statement.startsWith('select "desires"."id", "desires"."user_id", "desires"."title"');
const isFollowingPage = (statement: string) => statement.includes('from follows f join desire_owner_counts');

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1_000 }, {}, { logger: counter.logger });
  m = await makeMembers(t, ['author', 'first', 'second']);
  await follow(t.database.db, m.first, m.author);
  await follow(t.database.db, m.second, m.author);
  for (let i = 0; i < 3; i++) await createDesire(t.app, m.author, { title: `Shared record ${i}`, visibility: i === 0 ? 'followers' : 'public' });
});
afterAll(() => t.close());

const followingPage = (reader: Member) => counter.during(() => call(t.app, 'GET', '/desires/following?page=1&limit=10', reader));

describe('the records of a feed page', () => {
  it('come from the database for the first reader and from the cache for the next one, whose own page is still read', async () => {
    const first = await followingPage(m.first);
    expect(first.result.statusCode).toBe(200);
    expect(first.statements.filter(isRecords)).toHaveLength(1);

    const second = await followingPage(m.second);
    expect(second.result.statusCode).toBe(200);
    // The second reader's page was read (their follows, their total): the positive signal...
    expect(second.statements.filter(isFollowingPage)).toHaveLength(1);
    // ...and its three desires' records were the first reader's, not read again.
    expect(second.statements.filter(isRecords)).toHaveLength(0);
    expect(second.result.json<PagedDesires>().desires.map((d) => d.title)).toEqual(first.result.json<PagedDesires>().desires.map((d) => d.title));
    expect(second.result.json<PagedDesires>().total).toBe(3);
  });

  it('reads again what a write changed: the next page shows a new title at once', async () => {
    const [desire] = (await call(t.app, 'GET', '/desires/following?page=1&limit=1', m.first)).json<PagedDesires>().desires;
    expect((await call(t.app, 'PUT', `/desires/${desire!._id}`, m.author, { title: 'Renamed record', visibility: desire!.visibility })).statusCode).toBe(200);
    const after = await followingPage(m.second);
    expect(after.statements.filter(isRecords)).toHaveLength(1);
    expect(after.result.json<PagedDesires>().desires[0]!.title).toBe('Renamed record');
  });
});
