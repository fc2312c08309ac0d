import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategoryDesires } from '@contract/category';
import type { DesireStatus } from '@contract/desire';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, follow, insertDesires, makeMembers, message, minutesAgo, type Member } from '../helpers/desires';

// A category's desires page by page over all of them (never a capped list), with search, status
// and the counts by status done on the server, for the owner and for whoever opens the share link.

let t: TestApp;
let m: Record<'owner' | 'follower' | 'stranger', Member>;
let bucket: Category;

const COUNT = 120;
const numbers = Array.from({ length: COUNT }, (_, i) => i + 1);
const statusOf = (n: number): DesireStatus => (['desire', 'in_progress', 'fulfilled'] as const)[n % 3]!;
/** Every fifth desire is private: the owner sees 120, anyone else 96. */
const isPrivate = (n: number) => n % 5 === 0;
const titled = (list: { title: string }[]) => list.map((d) => d.title);
const breakdownOf = (ns: number[]) => ({
  desire: ns.filter((n) => statusOf(n) === 'desire').length,
  in_progress: ns.filter((n) => statusOf(n) === 'in_progress').length,
  fulfilled: ns.filter((n) => statusOf(n) === 'fulfilled').length,
});
const publicOnes = numbers.filter((n) => !isPrivate(n));

async function read(url: string, as: Member | null): Promise<CategoryDesires> {
  const res = await call(t.app, 'GET', url, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CategoryDesires>();
}

/** Every page of a list, following hasMore. */
async function readAll(url: (page: number) => string, as: Member | null): Promise<{ pages: CategoryDesires[]; titles: string[] }> {
  const pages: CategoryDesires[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const answer = await read(url(page), as);
    pages.push(answer);
    if (!answer.hasMore) break;
  }
  return { pages, titles: pages.flatMap((p) => titled(p.desires)) };
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  m = await makeMembers(t, ['owner', 'follower', 'stranger'] as const);
  await follow(t.database.db, m.follower, m.owner);
  bucket = (await call(t.app, 'POST', '/categories', m.owner, { name: 'Bucket', visibility: 'shared' })).json<Category>();
  // #1 is the oldest, #120 the newest; the category is named in another case on some of them.
  await insertDesires(
    t.database.db,
    numbers.map((n) => ({
      userId: m.owner.id,
      title: `#${n}`,
      categories: [n % 2 ? 'Bucket' : 'bucket'],
      status: statusOf(n),
      visibility: isPrivate(n) ? 'private' : 'public',
      createdAt: minutesAgo(COUNT - n + 1),
    })),
  );
  // Another member's desire in a category of the same name is not part of this one.
  await insertDesires(t.database.db, [{ userId: m.stranger.id, title: '#5 of someone else', categories: ['Bucket'], visibility: 'public' }]);
});
afterAll(() => t.close());

describe('the owner reads a category of 120 desires', () => {
  it('a page of 20 by default, newest first, with the whole count and counts by status', async () => {
    const first = await read(`/categories/${bucket._id}/desires`, m.owner);
    expect(titled(first.desires)).toEqual(numbers.slice(-20).reverse().map((n) => `#${n}`));
    expect(first.total).toBe(COUNT);
    expect(first.hasMore).toBe(true);
    expect(first.statusBreakdown).toEqual(breakdownOf(numbers));
  });

  it('every desire is reachable by paging, each once, and the last page says there is no more', async () => {
    const { pages, titles } = await readAll((page) => `/categories/${bucket._id}/desires?page=${page}&limit=50`, m.owner);
    expect(pages.map((p) => p.desires.length)).toEqual([50, 50, 20]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    expect(titles).toEqual(numbers.slice().reverse().map((n) => `#${n}`));
    expect(pages.every((p) => p.total === COUNT)).toBe(true);
  });

  it('a page past the end is empty and still counts them all', async () => {
    const past = await read(`/categories/${bucket._id}/desires?page=7&limit=20`, m.owner);
    expect(past).toMatchObject({ desires: [], total: COUNT, hasMore: false, statusBreakdown: breakdownOf(numbers) });
  });

  it('a search for "#5" finds #5 among all 120, not only in the newest ones', async () => {
    const found = await read(`/categories/${bucket._id}/desires?q=${encodeURIComponent('#5')}`, m.owner);
    const matching = numbers.filter((n) => `#${n}`.includes('#5'));
    expect(titled(found.desires)).toEqual(matching.slice().reverse().map((n) => `#${n}`));
    expect(titled(found.desires)).toContain('#5');
    expect(found.total).toBe(matching.length);
    expect(found.hasMore).toBe(false);
    // The counts stay those of the whole category.
    expect(found.statusBreakdown).toEqual(breakdownOf(numbers));
  });

  it('the status filter reaches every page, and combines with a search', async () => {
    const fulfilled = numbers.filter((n) => statusOf(n) === 'fulfilled');
    const { titles, pages } = await readAll((page) => `/categories/${bucket._id}/desires?status=fulfilled&page=${page}&limit=15`, m.owner);
    expect(titles).toEqual(fulfilled.slice().reverse().map((n) => `#${n}`));
    expect(pages[0]?.total).toBe(fulfilled.length);
    const both = await read(`/categories/${bucket._id}/desires?status=in_progress&q=${encodeURIComponent('#1')}&limit=50`, m.owner);
    const expected = numbers.filter((n) => statusOf(n) === 'in_progress' && `#${n}`.includes('#1'));
    expect(titled(both.desires)).toEqual(expected.slice().reverse().map((n) => `#${n}`));
    expect(both.total).toBe(expected.length);
    // "desired" is another backend's word for desire; "all" is no filter.
    expect((await read(`/categories/${bucket._id}/desires?status=desired`, m.owner)).total).toBe(breakdownOf(numbers).desire);
    expect((await read(`/categories/${bucket._id}/desires?status=all`, m.owner)).total).toBe(COUNT);
  });
});

describe('readers other than the owner', () => {
  it('a visitor of the share link pages through the public ones only, and counts only them', async () => {
    const { pages, titles } = await readAll((page) => `/shared/categories/${bucket._id}/desires?user=${m.owner.id}&page=${page}&limit=50`, null);
    expect(titles).toEqual(publicOnes.slice().reverse().map((n) => `#${n}`));
    expect(pages.map((p) => p.total)).toEqual([96, 96]);
    expect(pages[0]?.statusBreakdown).toEqual(breakdownOf(publicOnes));
    const header = await call(t.app, 'GET', `/shared/categories/${bucket._id}?user=${m.owner.id}`, null);
    expect(header.json<Category>().desiresCount).toBe(96);
  });

  it('a visitor searching "#5" does not find the private #5, the owner does', async () => {
    const url = `/shared/categories/${bucket._id}/desires?user=${m.owner.id}&q=${encodeURIComponent('#5')}`;
    const visitor = await read(url, null);
    expect(titled(visitor.desires)).not.toContain('#5');
    expect(titled(visitor.desires)).toEqual(['#59', '#58', '#57', '#56', '#54', '#53', '#52', '#51']);
    expect(titled((await read(url, m.owner)).desires)).toContain('#5');
  });

  it('a page of one still counts them all: how the share text learns what a visitor will see', async () => {
    const page = await read(`/shared/categories/${bucket._id}/desires?user=${m.owner.id}&limit=1`, m.follower);
    expect(page).toMatchObject({ total: 96, hasMore: true });
    expect(page.desires).toHaveLength(1);
  });
});

describe('bad paging is refused with a message', () => {
  it.each([
    ['page=0', 'Page starts at 1'],
    ['page=abc', 'Page must be a number'],
    ['page=1.5', 'Page must be a whole number'],
    ['limit=0', 'Limit must be at least 1'],
    ['limit=51', 'Limit must be at most 50'],
    ['status=lost', 'Status must be all, desire, in_progress or fulfilled'],
    [`q=${'x'.repeat(101)}`, 'Search must be less than 100 characters'],
  ])('%s', async (query, expected) => {
    for (const url of [`/categories/${bucket._id}/desires?${query}`, `/shared/categories/${bucket._id}/desires?user=${m.owner.id}&${query}`]) {
      const res = await call(t.app, 'GET', url, m.owner);
      expect(res.statusCode, url).toBe(400);
      expect(message(res)).toBe(expected);
    }
  });
});

describe('the count the share text gives', () => {
  it('is what a visitor of the link will see: the public desires, not all of the owner’s', async () => {
    const dreams = (await call(t.app, 'POST', '/categories', m.owner, { name: 'Travel Dreams', visibility: 'shared' })).json<Category>();
    const c = ['Travel Dreams'];
    await insertDesires(t.database.db, [
      { userId: m.owner.id, title: 'Kyoto', categories: c, visibility: 'public' },
      { userId: m.owner.id, title: 'Lisbon', categories: c, visibility: 'public' },
      { userId: m.owner.id, title: 'Oslo', categories: c, visibility: 'public' },
      { userId: m.owner.id, title: 'A secret trip', categories: c, visibility: 'private' },
      { userId: m.owner.id, title: 'For followers', categories: c, visibility: 'followers' },
    ]);
    const own = (await call(t.app, 'GET', `/categories/${dreams._id}`, m.owner)).json<Category>();
    expect(own.desiresCount).toBe(5);
    // The app asks the share link's desires as a visitor, one desire long, for the count alone.
    const visitor = await read(`/shared/categories/${dreams._id}/desires?user=${m.owner.id}&limit=1`, null);
    expect(visitor.total).toBe(3);
    expect(visitor.desires).toHaveLength(1);
    expect(visitor.statusBreakdown).toEqual({ desire: 3, in_progress: 0, fulfilled: 0 });
  });
});
