import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { TrendingDesire, TrendingPeriod } from '@contract/desire';
import type { Database } from '../../db/client';
import { cacheTags, type ReadCache } from '../../lib/read-cache';
import { POPULARITY_TAG } from '../../plugins/read-cache';
import { desires, users } from '../../db/schema';
import { toTrendingDesire } from './serialise';
import { visibleTo } from './visibility';

const DAY = 24 * 60 * 60 * 1000;
const PERIOD_DAYS: Record<Exclude<TrendingPeriod, 'all'>, number> = { week: 7, month: 30, year: 365 };

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
