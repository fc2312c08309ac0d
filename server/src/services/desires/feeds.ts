import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DesireStatus, PagedDesires } from '@contract/desire';
import type { Database } from '../../db/client';
import { desires, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { POPULARITY_TAG, cacheTags, type ReadCache } from '../../lib/read-cache';
import { profileDetailsVisible } from '../people';
import { filterConditions, statusFilter, type FeedFilters } from './feed-filters';
import { memberPublicCount, publicCountsByStatus } from './public-counts';
import { loadDesireRecords, loadDesires } from './queries';
import { toDesiresFor } from './saved-flags';
import type { DesireRecord } from '../../db/desire-record';
import { visibleTo } from '../visibility/desires';
import { inMembersSpace } from '../visibility/members';
import { notAmong, type ReaderSets } from '../visibility/reader';
import { rowsOf } from '../../db/rows';

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(desires).where(where);
  return row?.n ?? 0;
}

/** The public desires everyone may see (of one status, in one category), from the counters: no scan of the desires table. */
export async function countPublic(db: Database, status: DesireStatus | null, category: string | null = null): Promise<number> {
  return [...(await publicCountsByStatus(db, status, category)).values()].reduce((total, n) => total + n, 0);
}

async function page(db: Database, viewerId: string | null, where: SQL | undefined, total: number, filters: FeedFilters, readerSets: ReaderSets): Promise<PagedDesires> {
  const offset = (filters.page - 1) * filters.limit;
  // Past the end there is nothing to read.
  const list = offset < total ? await loadDesires(db, viewerId, { where, order: filters.sort ?? 'newest', limit: filters.limit, offset }, readerSets) : [];
  return { desires: list, total, hasMore: filters.page * filters.limit < total };
}

/**
 * The Public tab: public desires only, whoever reads. The page is the same for every reader until
 * it is serialised, so it is shared between readers for a moment (see ReadCache).
 */
export async function publicFeed(db: Database, viewerId: string | null, filters: FeedFilters, cache: ReadCache | undefined, readerSets: ReaderSets): Promise<PagedDesires> {
  // A member filtering their own public desires by status: as they see each one (an unrevealed
  // surprise is desired to them, visibility/surprise.ts), read for them alone.
  if (viewerId !== null && filters.userId === viewerId && statusFilter(filters.status)) {
    const where = and(visibleTo(null, viewerId), ...filterConditions(filters, { byOwner: true }));
    return page(db, viewerId, where, await countWhere(db, where), filters, readerSets);
  }
  const { hidden } = readerSets;
  const shape = JSON.stringify([filters.status, filters.category, filters.userId, filters.sort, filters.page, filters.limit]);
  const tagsOf = ({ records }: { records: DesireRecord[] }) => [...(filters.sort === 'popular' ? [POPULARITY_TAG] : []), ...records.map((r) => cacheTags.desire(r.desire.id))];
  const cached = (key: string, load: () => Promise<PublicPage>) => (cache ? cache.get(key, load, tagsOf) : load());
  const shared = () => cached(`public:${shape}`, () => publicFeedRecords(db, filters, cache));
  // A reader with blocks or mutes gets the shared page when it holds none of those members' desires;
  // otherwise a page of their own, kept for them as the Following tab's is.
  const { records, total } =
    hidden.length === 0 ? await shared() : ((await sharedPageWithout(db, filters, readerSets, shared)) ?? (await cached(`public:${viewerId}:${shape}`, () => publicFeedWithout(db, filters, hidden, cache))));
  return { desires: await toDesiresFor(db, records, viewerId, readerSets), total, hasMore: filters.page * filters.limit < total };
}

interface PublicPage {
  records: DesireRecord[];
  total: number;
}

/**
 * The shared Public page, when it is also this reader's: the newest public desire of the members they
 * blocked, were blocked by or muted comes after the page's last desire, so none is on it or on a page
 * before it, and the total is the shared one less those desires. What those members have is counted
 * by status with the session; a category filter counts it with one statement over their own desires
 * (the owner index). A filter on another member leaves them out by itself. Null when it cannot be
 * told (an order by popularity, a session read without the counts, a page not full, one of them in
 * the same millisecond as the page's last desire or newer, or a filter on one of them).
 */
async function sharedPageWithout(db: Database, filters: FeedFilters, readerSets: ReaderSets, shared: () => Promise<PublicPage>): Promise<PublicPage | null> {
  if (filters.userId) return readerSets.hidden.includes(filters.userId) ? null : shared();
  if ((filters.sort ?? 'newest') !== 'newest') return null;
  const theirs = filters.category ? await hiddenMembersPublic(db, filters, readerSets.hidden) : hiddenMembersPublicFromSession(filters, readerSets);
  if (!theirs) return null;
  const page = await shared();
  if (theirs.count === 0) return page;
  const last = page.records.at(-1);
  if (!last || page.records.length < filters.limit) return null;
  return theirs.newestAt < last.desire.createdAt.getTime() ? { records: page.records, total: page.total - theirs.count } : null;
}

interface TheirPublicDesires {
  count: number;
  /** created_at of the newest, in whole milliseconds, rounded down. */
  newestAt: number;
}

function hiddenMembersPublicFromSession(filters: FeedFilters, { publicOfHidden }: ReaderSets): TheirPublicDesires | null {
  if (!publicOfHidden) return null;
  const status = statusFilter(filters.status);
  const groups = status ? publicOfHidden.filter((group) => group.status === status) : publicOfHidden;
  return { count: groups.reduce((sum, group) => sum + group.count, 0), newestAt: Math.max(-Infinity, ...groups.map((group) => group.newestAt)) };
}

async function hiddenMembersPublic(db: Database, filters: FeedFilters, hidden: readonly string[]): Promise<TheirPublicDesires> {
  const where = and(sql`${desires.userId} = any(${sql.param([...hidden])}::text[])`, visibleTo(null), ...filterConditions({ ...filters, userId: undefined }, { ownerRows: true }));
  const [row] = rowsOf<{ n: number | string; at: number | string | null }>(
    await db.execute(sql`select count(*)::int as n, floor(extract(epoch from max(${desires.createdAt})) * 1000)::bigint as at from ${desires} where ${where}`),
  );
  return { count: Number(row?.n ?? 0), newestAt: Number(row?.at ?? -Infinity) };
}

async function publicFeedRecords(db: Database, filters: FeedFilters, cache: ReadCache | undefined): Promise<PublicPage> {
  // What a visitor may see is exactly the public desires, whoever reads the Public tab.
  const where = and(visibleTo(null, filters.userId), ...filterConditions(filters));
  const total = filters.userId
    ? await memberPublicCount(db, filters.userId, statusFilter(filters.status), filters.category ?? null)
    : await countPublic(db, statusFilter(filters.status), filters.category ?? null);
  const offset = (filters.page - 1) * filters.limit;
  const records = offset < total ? await loadDesireRecords(db, { where, order: filters.sort ?? 'newest', limit: filters.limit, offset }, cache) : [];
  return { records, total };
}

/**
 * The Public tab of a reader who blocked, was blocked by, or muted someone: those members' desires
 * leave it. Read for this reader alone (the shared page stays for everyone else); the total is the
 * counters' less those members' public desires, counted on their own index.
 */
async function publicFeedWithout(db: Database, filters: FeedFilters, hidden: readonly string[], cache: ReadCache | undefined): Promise<PublicPage> {
  const conditions = [visibleTo(null, filters.userId), ...filterConditions(filters)];
  const where = and(...conditions, notAmong(desires.userId, hidden));
  const total = filters.userId
    ? await countWhere(db, where)
    : (await countPublic(db, statusFilter(filters.status), filters.category ?? null)) - (await countWhere(db, and(...conditions, sql`${desires.userId} = any(${sql.param([...hidden])}::text[])`)));
  const offset = (filters.page - 1) * filters.limit;
  const records = offset < total ? await loadDesireRecords(db, { where, order: filters.sort ?? 'newest', limit: filters.limit, offset }, cache) : [];
  return { records, total };
}

/** All of the reader's own desires, whatever their visibility. */
export async function myDesires(db: Database, viewerId: string, filters: FeedFilters, readerSets: ReaderSets): Promise<PagedDesires> {
  const where = and(eq(desires.userId, viewerId), ...filterConditions({ ...filters, userId: undefined }, { ownerRows: true, byOwner: true }));
  return page(db, viewerId, where, await countWhere(db, where), filters, readerSets);
}

/** A member (not an admin) by id, or 404 "User not found". */
export async function requireMember(db: Database, userId: string): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inMembersSpace))
    .limit(1);
  if (!row) throw notFound('User not found');
}

/**
 * A profile's desires that the reader may see. A private profile lists none to a reader who neither
 * is the member nor follows them (each desire's own visibility still rules everywhere else).
 */
export async function userDesires(db: Database, viewerId: string | null, userId: string, filters: FeedFilters, readerSets: ReaderSets): Promise<PagedDesires> {
  await requireMember(db, userId);
  if (!(await profileDetailsVisible(db, viewerId, userId))) return { desires: [], total: 0, hasMore: false };
  const where = and(eq(desires.userId, userId), visibleTo(viewerId, userId), ...filterConditions({ ...filters, userId: undefined }, { ownerRows: true, byOwner: viewerId === userId }));
  return page(db, viewerId, where, await countWhere(db, where), filters, readerSets);
}
