import { and, count, eq } from 'drizzle-orm';
import type { Stats, UserStats } from '@contract/desire';
import type { Database } from '../../db/client';
import { desireCounts, desires, follows } from '../../db/schema';
import { requireMember } from './feeds';
import { notHidden, visibleTo } from './visibility';

/** GET /api/stats: the desires everyone can see (public ones), by status, from the counters. */
export async function publicStats(db: Database): Promise<Stats> {
  const rows = await db
    .select({ status: desireCounts.status, n: desireCounts.count })
    .from(desireCounts)
    .where(eq(desireCounts.visibility, 'public'));
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  const [desired, inProgress, fulfilled] = [of('desire'), of('in_progress'), of('fulfilled')];
  return { total: desired + inProgress + fulfilled, desired, inProgress, fulfilled };
}

/** GET /api/stats/user/{id}: follow counts, and the member's desires this reader may see by status. */
export async function userStats(db: Database, viewerId: string | null, userId: string): Promise<UserStats> {
  await requireMember(db, userId);
  const [followers, following, byStatus] = await Promise.all([
    // Counted as the follow lists show them: a blocked member is in neither.
    db.select({ n: count() }).from(follows).where(and(eq(follows.followeeId, userId), notHidden(follows.followerId))),
    db.select({ n: count() }).from(follows).where(and(eq(follows.followerId, userId), notHidden(follows.followeeId))),
    db
      .select({ status: desires.status, n: count() })
      .from(desires)
      .where(and(eq(desires.userId, userId), visibleTo(viewerId)))
      .groupBy(desires.status),
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
