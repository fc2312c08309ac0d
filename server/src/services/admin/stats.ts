import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminRecentDesire, AdminStats, FulfillmentStats } from '@contract/admin';
import { pageSizes } from '@contract/limits';
import type { Database } from '../../db/client';
import { comments, desires, users } from '../../db/schema';
import { desiresByStatus, desiresFulfilledSince } from '../desires/counts';
import { openReportCount } from '../reports/queue';

/** "Today" is since the server's local midnight (written down in docs/decisions/admin.md). */
export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

async function countWhere(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** A total and how many of it since midnight. */
const totalAndToday = (db: Database, table: PgTable, since: PgColumn, today: Date, also?: SQL) =>
  Promise.all([countWhere(db, table, also), countWhere(db, table, also ? and(also, gte(since, today)) : gte(since, today))]);

/** Accounts (as the user list counts them), desires and comments, in all and since midnight. */
export async function adminStats(db: Database, now = new Date()): Promise<AdminStats> {
  const today = startOfToday(now);
  const [[totalUsers, newUsersToday], [totalDesires, newDesiresToday], [totalComments, newCommentsToday], openReports] = await Promise.all([
    totalAndToday(db, users, users.createdAt, today),
    totalAndToday(db, desires, desires.createdAt, today),
    totalAndToday(db, comments, comments.createdAt, today),
    openReportCount(db),
  ]);
  return { totalUsers, newUsersToday, totalDesires, newDesiresToday, totalComments, newCommentsToday, openReports };
}

/**
 * Fulfilled Desires: desires whose status is fulfilled (every visibility, as Total Desires counts),
 * by the same function as the app's own stats; "today" by when the fulfilment was completed.
 */
export async function fulfillmentStats(db: Database, now = new Date()): Promise<FulfillmentStats> {
  const [{ fulfilled: totalFulfillments }, newFulfillmentsToday] = await Promise.all([desiresByStatus(db, 'all'), desiresFulfilledSince(db, startOfToday(now))]);
  return { totalFulfillments, newFulfillmentsToday };
}

/** Desires of every visibility with their owner's name, newest first. */
export async function adminDesires(db: Database, limit: number, where?: SQL): Promise<AdminRecentDesire[]> {
  const rows = await db
    .select({ id: desires.id, title: desires.title, status: desires.status, visibility: desires.visibility, createdAt: desires.createdAt, ownerId: users.id, ownerName: users.fullName })
    .from(desires)
    .innerJoin(users, eq(users.id, desires.userId))
    .where(where)
    .orderBy(desc(desires.createdAt), desc(desires.id))
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    userId: { _id: row.ownerId, fullName: row.ownerName },
    status: row.status,
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The newest desires of every visibility, for the dashboard. */
export const recentDesires = (db: Database, limit: number = pageSizes.adminDashboardItems) => adminDesires(db, limit);
