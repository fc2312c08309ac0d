import { and, count, eq, exists, gte, sql } from 'drizzle-orm';
import type { Stats, UserStats } from '@contract/desire';
import type { Database } from '../../db/client';
import { desireCounts, desires, follows, fulfillments } from '../../db/schema';
import { requireMember } from './feeds';
import { publicCountsByStatus } from './public-counts';
import { notBlockedBetween, notHidden } from '../visibility/members';
import { visibleTo } from '../visibility/desires';
import { ownerStatusSql } from '../visibility/surprise';
import type { ReaderSets } from '../visibility/reader';

export interface StatusCounts {
  total: number;
  desired: number;
  inProgress: number;
  fulfilled: number;
}

/** Which desires a status count covers: the public ones (what everyone sees), or every one (the admin area). */
export type CountScope = 'public' | 'all';

/**
 * Desires by status, from the counters the triggers keep. The one definition of these figures: a
 * desire is fulfilled when its status is fulfilled, whoever fulfilled it and whether or not that
 * member still has an account. GET /api/stats counts the public ones everyone may see
 * (publicCountsByStatus); the admin dashboard's Fulfilled Desires counts them all, as its Total
 * Desires does.
 */
export async function desiresByStatus(db: Database, scope: CountScope): Promise<StatusCounts> {
  const rows = scope === 'public' ? [...(await publicCountsByStatus(db))].map(([status, n]) => ({ status, n })) : await db.select({ status: desireCounts.status, n: desireCounts.count }).from(desireCounts);
  const of = (status: string) => rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.n, 0);
  const [desired, inProgress, fulfilled] = [of('desire'), of('in_progress'), of('fulfilled')];
  return { total: desired + inProgress + fulfilled, desired, inProgress, fulfilled };
}

/**
 * Of the fulfilled desires (every visibility), those whose fulfilment was completed since `since`:
 * the dashboard's "N fulfilled today", by the same definition as the total.
 */
export async function desiresFulfilledSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(desires)
    .where(
      and(
        eq(desires.status, 'fulfilled'),
        exists(db.select({ one: sql`1` }).from(fulfillments).where(and(eq(fulfillments.desireId, desires.id), gte(fulfillments.fulfilledAt, since)))),
      ),
    );
  return row?.n ?? 0;
}

/** GET /api/stats: the desires everyone can see (public ones), by status. */
export const publicStats = (db: Database): Promise<Stats> => desiresByStatus(db, 'public');

/** GET /api/stats/user/{id}: follow counts, and the member's desires this reader may see by status. */
export async function userStats(db: Database, viewerId: string | null, userId: string, readerSets: Pick<ReaderSets, 'blocked'>): Promise<UserStats> {
  await requireMember(db, userId);
  // Across a block the profile is closed and its lists refused (403): its figures say nothing either.
  if (readerSets.blocked.has(userId)) return { followers: 0, following: 0, desired: 0, inProgress: 0, achieved: 0 };
  const [followers, following, byStatus] = await Promise.all([
    // Counted as the follow lists show them to this reader: an account an admin blocked is in neither,
    // nor a member on the other side of a block with the reader.
    db.select({ n: count() }).from(follows).where(and(eq(follows.followeeId, userId), notHidden(follows.followerId), viewerId ? notBlockedBetween(viewerId, follows.followerId) : undefined)),
    db.select({ n: count() }).from(follows).where(and(eq(follows.followerId, userId), notHidden(follows.followeeId), viewerId ? notBlockedBetween(viewerId, follows.followeeId) : undefined)),
    // The owner counts an unrevealed surprise as desired, as they see it (visibility/surprise.ts).
    db
      .select({ status: viewerId === userId ? sql<string>`${ownerStatusSql}` : desires.status, n: count() })
      .from(desires)
      .where(and(eq(desires.userId, userId), visibleTo(viewerId, userId)))
      .groupBy(viewerId === userId ? ownerStatusSql : desires.status),
  ]);
  const of = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return {
    followers: followers[0]?.n ?? 0,
    following: following[0]?.n ?? 0,
    desired: of('desire'),
    inProgress: of('in_progress'),
    achieved: of('fulfilled'),
  };
}
