import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PagedDesires } from '@contract/desire';
import { desireShares } from '../../../server/src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, follow, insertDesires, makeMember, type Member } from '../helpers/desires';

// The Following tab reads each followed member's newest desires from their own index and takes its
// total from per-owner counters kept by triggers. Checked here against the rule written plainly:
// every desire of someone the reader follows that the reader may see (docs/architecture.md "Who may see what of whom"), filtered,
// sorted and paged. Random worlds of members, follows, visibilities, statuses, shares and counts.

let t: TestApp;
beforeAll(async () => {
  // The cache off: each question is asked of the database.
  t = await createTestApp({ readCacheTtlMs: 0, rateLimitFactor: 1_000 });
});
afterAll(() => t.close());

const VISIBILITIES = ['public', 'followers', 'private', 'custom'] as const;
const STATUSES = ['desire', 'in_progress', 'fulfilled'] as const;
const CATEGORIES = ['Thing', 'Place', 'Goal'] as const;

const worldArbitrary = fc.record({
  members: fc.integer({ min: 2, max: 5 }),
  follows: fc.array(fc.tuple(fc.nat(4), fc.nat(4)), { maxLength: 12 }),
  desires: fc.array(
    fc.record({
      owner: fc.nat(4),
      visibility: fc.constantFrom(...VISIBILITIES),
      status: fc.constantFrom(...STATUSES),
      category: fc.constantFrom(...CATEGORIES),
      minutesAgo: fc.integer({ min: 0, max: 10_000 }),
      reactions: fc.nat(5),
      comments: fc.nat(3),
      sharedWith: fc.array(fc.nat(4), { maxLength: 3 }),
    }),
    { maxLength: 30 },
  ),
  question: fc.record({
    viewer: fc.nat(4),
    status: fc.constantFrom(undefined, 'all', 'desire', 'desired', 'in_progress', 'fulfilled'),
    category: fc.constantFrom(undefined, ...CATEGORIES),
    sort: fc.constantFrom(undefined, 'newest', 'popular'),
    byAuthor: fc.option(fc.nat(4), { nil: undefined }),
    page: fc.integer({ min: 1, max: 4 }),
    limit: fc.integer({ min: 1, max: 6 }),
  }),
});

describe('GET /api/desires/following against the rule written plainly', () => {
  it('answers the same desires, in the same order, with the same total, for random worlds', async () => {
    await fc.assert(
      fc.asyncProperty(worldArbitrary, async (world) => {
        const members: Member[] = [];
        for (let i = 0; i < world.members; i++) members.push(await makeMember(t, `World member ${i}`));
        const member = (n: number) => members[n % members.length]!;
        const follows = new Set<string>();
        for (const [a, b] of world.follows) {
          if (member(a).id === member(b).id) continue;
          follows.add(`${member(a).id}>${member(b).id}`);
          await follow(t.database.db, member(a), member(b));
        }
        const now = Date.now();
        const rows = world.desires.map((d, i) => ({
          userId: member(d.owner).id,
          visibility: d.visibility,
          status: d.status,
          categories: [d.category],
          reactionsCount: d.reactions,
          commentsCount: d.comments,
          // distinct instants, so that the order is the model's too
          createdAt: new Date(now - d.minutesAgo * 60_000 - i),
        }));
        const ids = rows.length > 0 ? await insertDesires(t.database.db, rows) : [];
        const shares = new Map<string, Set<string>>();
        for (const [i, d] of world.desires.entries()) {
          if (d.visibility !== 'custom') continue;
          const with_ = new Set(d.sharedWith.map((n) => member(n).id).filter((id) => id !== member(d.owner).id));
          shares.set(ids[i]!, with_);
          for (const userId of with_) await t.database.db.insert(desireShares).values({ desireId: ids[i]!, userId });
        }

        const q = world.question;
        const viewer = member(q.viewer);
        const status = q.status === 'desired' ? 'desire' : q.status === 'all' ? undefined : q.status;
        const author = q.byAuthor === undefined ? undefined : member(q.byAuthor).id;
        const expected = world.desires
          .map((d, i) => ({ ...d, id: ids[i]!, ownerId: member(d.owner).id, createdAt: rows[i]!.createdAt.getTime() }))
          .filter((d) => d.ownerId !== viewer.id && follows.has(`${viewer.id}>${d.ownerId}`))
          .filter((d) => d.visibility === 'public' || d.visibility === 'followers' || (d.visibility === 'custom' && shares.get(d.id)?.has(viewer.id)))
          .filter((d) => !status || d.status === status)
          .filter((d) => !q.category || d.category === q.category)
          .filter((d) => !author || d.ownerId === author)
          .sort((a, b) =>
            (q.sort === 'popular' ? b.reactions + b.comments - (a.reactions + a.comments) : 0) || b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1),
          );

        const query = new URLSearchParams({ page: String(q.page), limit: String(q.limit) });
        if (q.status) query.set('status', q.status);
        if (q.category) query.set('category', q.category);
        if (q.sort) query.set('sort', q.sort);
        if (author) query.set('userId', author);
        const res = await call(t.app, 'GET', `/desires/following?${query}`, viewer);
        expect(res.statusCode).toBe(200);
        const body = res.json<PagedDesires>();
        const from = (q.page - 1) * q.limit;
        expect({ total: body.total, hasMore: body.hasMore, ids: body.desires.map((d) => d._id) }).toEqual({
          total: expected.length,
          hasMore: q.page * q.limit < expected.length,
          ids: expected.slice(from, from + q.limit).map((d) => d.id),
        });
      }),
      { numRuns: 40, seed: 20261123 },
    );
  }, 120_000);

  it('keeps its total right as desires change visibility and status, and go', async () => {
    const [reader, author] = [await makeMember(t, 'Counting reader'), await makeMember(t, 'Counting author')];
    await follow(t.database.db, reader, author);
    const total = async () => (await call(t.app, 'GET', '/desires/following?page=1&limit=1', reader)).json<PagedDesires>().total;
    const made = await Promise.all(['public', 'followers', 'private'].map((visibility) => call(t.app, 'POST', '/desires', author, { title: `Counted ${visibility}`, visibility })));
    const [open, forFollowers, hidden] = made.map((res) => res.json<{ _id: string }>()._id);
    expect(await total()).toBe(2);
    expect((await call(t.app, 'PUT', `/desires/${hidden}`, author, { title: 'Counted now public', visibility: 'public' })).statusCode).toBe(200);
    expect(await total()).toBe(3);
    expect((await call(t.app, 'PUT', `/desires/${forFollowers}`, author, { title: 'Counted now private', visibility: 'private' })).statusCode).toBe(200);
    expect(await total()).toBe(2);
    expect((await call(t.app, 'GET', '/desires/following?page=1&limit=5&status=desire', reader)).json<PagedDesires>().total).toBe(2);
    expect((await call(t.app, 'DELETE', `/desires/${open}`, author)).statusCode).toBe(200);
    expect(await total()).toBe(1);
  });
});
