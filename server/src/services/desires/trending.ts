import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { TrendingDesire, TrendingPeriod } from '@contract/desire';
import type { Database } from '../../db/client';
import { POPULARITY_TAG, cacheTags, type ReadCache } from '../../lib/read-cache';
import { desires, users } from '../../db/schema';
import { toTrendingDesire } from './serialise';
import { visibleTo } from '../visibility/desires';
import type { ReaderSets } from '../visibility/reader';
import { countLess, countsApart } from '../visibility/counts';
import { ownUnrevealedAmong } from '../visibility/surprise';

const DAY = 24 * 60 * 60 * 1000;
const PERIOD_DAYS: Record<Exclude<TrendingPeriod, 'all'>, number> = { week: 7, month: 30, year: 365 };

/**
 * Trending for one reader: the shared ranking, less the desires of members the reader blocked, was
 * blocked by or muted, read deeper when they took places in it, and each count less the reactions
 * and comments the reader does not see (visibility/counts.ts).
 */
export async function trendingFor(db: Database, readerSets: ReaderSets, period: TrendingPeriod, limit: number, cache?: ReadCache, readerId: string | null = null): Promise<TrendingDesire[]> {
  const { hidden } = readerSets;
  if (hidden.length === 0) return asOwnerSees(db, readerId, await trending(db, period, limit, cache));
  const hiddenSet = new Set(hidden);
  let depth = limit;
  let kept: TrendingDesire[];
  for (;;) {
    const ranked = await trending(db, period, depth, cache);
    kept = ranked.filter((d) => !hiddenSet.has(authorOf(d) ?? ''));
    // Enough kept, or the ranking holds no more: done (a deeper read is another shared entry).
    if (kept.length >= limit || ranked.length < depth || depth >= limit * 8) break;
    depth *= 2;
  }
  kept = kept.slice(0, limit);
  // The counts as this reader's lists have them; the order stays the shared ranking's.
  const apart = await countsApart(db, kept.filter((d) => d.reactionsCount + d.commentsCount > 0).map((d) => d._id), readerSets);
  return asOwnerSees(
    db,
    readerId,
    kept.map((d) => {
      const counts = apart.get(d._id);
      return counts ? { ...d, reactionsCount: countLess(d.reactionsCount, counts.reactions), commentsCount: countLess(d.commentsCount, counts.comments) } : d;
    }),
  );
}

const authorOf = (d: TrendingDesire) => (d.userId === null ? null : typeof d.userId === 'string' ? d.userId : d.userId._id);

/** The reader's own unrevealed surprises in the list read desired to them (visibility/surprise.ts); the list is shared, so copies. */
async function asOwnerSees(db: Database, readerId: string | null, list: TrendingDesire[]): Promise<TrendingDesire[]> {
  const blind = await ownUnrevealedAmong(db, readerId, list.map((d) => ({ _id: d._id, status: d.status ?? 'desire', ownerId: authorOf(d) })));
  return blind.size === 0 ? list : list.map((d) => (blind.has(d._id) ? { ...d, status: 'desire' as const } : d));
}

/**
 * Public desires (what a visitor may see) created within the period, ranked by reactions plus comments, newest first on ties.
 * The order is the expression of desires_trending_idx, so "all" reads the index top down.
 */
export function trending(db: Database, period: TrendingPeriod, limit: number, cache?: ReadCache): Promise<TrendingDesire[]> {
  // The same for every reader: shared between them for a moment (see ReadCache).
  // Any reaction or comment may change the ranking (POPULARITY_TAG), and any edit of a desire in it its text.
  return cache
    ? cache.get(`trending:${period}:${limit}`, () => rankTrending(db, period, limit), (list) => [POPULARITY_TAG, ...list.map((d) => cacheTags.desire(d._id))])
    : rankTrending(db, period, limit);
}

export async function rankTrending(db: Database, period: TrendingPeriod, limit: number, now = new Date()): Promise<TrendingDesire[]> {
  const since = period === 'all' ? undefined : gte(desires.createdAt, new Date(now.getTime() - PERIOD_DAYS[period] * DAY));
  const rows = await db
    .select({
      desire: {
        id: desires.id,
        title: desires.title,
        status: desires.status,
        coverImage: desires.coverImage,
        reactionsCount: desires.reactionsCount,
        commentsCount: desires.commentsCount,
        createdAt: desires.createdAt,
      },
      author: { id: users.id, fullName: users.fullName, profileImage: users.profileImage },
    })
    .from(desires)
    .innerJoin(users, eq(users.id, desires.userId))
    .where(and(visibleTo(null), since))
    .orderBy(sql`(${desires.reactionsCount} + ${desires.commentsCount}) desc`, desc(desires.createdAt), desc(desires.id))
    .limit(limit);
  return rows.map((row) => toTrendingDesire(row.desire, row.author));
}
