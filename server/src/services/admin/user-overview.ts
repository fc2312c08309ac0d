import { and, count, eq } from 'drizzle-orm';
import type { AdminUserDesires, AdminUserStats } from '@contract/admin';
import { pageSizes } from '@contract/limits';
import type { Database } from '../../db/client';
import { desires, follows } from '../../db/schema';
import { adminDesires } from './stats';
import { readUser } from './users';

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/**
 * The details screen's User Statistics: every desire of theirs, whatever its visibility (an admin
 * moderates what members cannot see), the fulfilled ones, and their follows.
 */
export async function userOverviewStats(db: Database, userId: string): Promise<AdminUserStats> {
  await readUser(db, userId);
  const [total, fulfilled, followers, following] = await Promise.all([
    countOf(db.select({ n: count() }).from(desires).where(eq(desires.userId, userId))),
    countOf(db.select({ n: count() }).from(desires).where(and(eq(desires.userId, userId), eq(desires.status, 'fulfilled')))),
    countOf(db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId))),
    countOf(db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId))),
  ]);
  return { desires: total, fulfilled, followers, following };
}

/** Their newest desires (5) of every visibility, and how many they have. */
export async function userRecentDesires(db: Database, userId: string): Promise<AdminUserDesires> {
  await readUser(db, userId);
  const [total, list] = await Promise.all([
    countOf(db.select({ n: count() }).from(desires).where(eq(desires.userId, userId))),
    adminDesires(db, pageSizes.adminRecentDesires, eq(desires.userId, userId)),
  ]);
  return { total, desires: list };
}
