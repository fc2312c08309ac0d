import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DesireStatus } from '@contract/desire';
import type { Database } from '../../db/client';
import { desireCategoryCounts, desireCounts, desireOwnerCategoryCounts, desireOwnerCounts, users } from '../../db/schema';
import { isHiddenAccount } from '../visibility/members';

/**
 * The public desires everyone may see, by status, from the trigger-kept counters: the public rows of
 * desire_counts (an operator's hidden desires are counted apart there already) less the public desires
 * of the accounts out of the members' space (an admin's block, an admin), which no list shows while it
 * lasts. Those accounts are a handful (the partial index users_hidden_idx), each a few counter rows.
 * With a category, the same from the counters per category (migration 0020).
 */
export async function publicCountsByStatus(db: Database, status: DesireStatus | null = null, category: string | null = null): Promise<Map<string, number>> {
  const hiddenAccounts = db.select({ id: users.id }).from(users).where(isHiddenAccount);
  if (category) {
    const ofHiddenAccounts = db
      .select({ n: sql<number>`coalesce(sum(${desireOwnerCategoryCounts.count}), 0)` })
      .from(desireOwnerCategoryCounts)
      .where(
        and(
          eq(desireOwnerCategoryCounts.visibility, 'public'),
          eq(desireOwnerCategoryCounts.category, category),
          eq(desireOwnerCategoryCounts.status, desireCategoryCounts.status),
          inArray(desireOwnerCategoryCounts.userId, hiddenAccounts),
        ),
      );
    const rows = await db
      .select({ status: desireCategoryCounts.status, n: sql<number>`(${desireCategoryCounts.count} - (${ofHiddenAccounts}))::int` })
      .from(desireCategoryCounts)
      .where(and(eq(desireCategoryCounts.category, category), eq(desireCategoryCounts.visibility, 'public'), status ? eq(desireCategoryCounts.status, status) : undefined));
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }
  const ofHiddenAccounts = db
    .select({ n: sql<number>`coalesce(sum(${desireOwnerCounts.count}), 0)` })
    .from(desireOwnerCounts)
    .where(and(eq(desireOwnerCounts.visibility, 'public'), eq(desireOwnerCounts.status, desireCounts.status), inArray(desireOwnerCounts.userId, hiddenAccounts)));
  const rows = await db
    .select({ status: desireCounts.status, n: sql<number>`(${desireCounts.count} - (${ofHiddenAccounts}))::int` })
    .from(desireCounts)
    .where(and(eq(desireCounts.visibility, 'public'), status ? eq(desireCounts.status, status) : undefined));
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}

/**
 * One member's public desires everyone may see (of one status, in one category), from the same
 * counters: none while the account is out of the members' space. Counting the rows walked all of the
 * member's desires (500 at the bench seed's size) for a page of eight.
 */
export async function memberPublicCount(db: Database, userId: string, status: DesireStatus | null = null, category: string | null = null): Promise<number> {
  const ownerHidden = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${isHiddenAccount})`;
  const [row] = category
    ? await db
        .select({ n: sql<number>`case when ${ownerHidden} then 0 else coalesce(sum(${desireOwnerCategoryCounts.count}), 0) end::int` })
        .from(desireOwnerCategoryCounts)
        .where(
          and(
            eq(desireOwnerCategoryCounts.userId, userId),
            eq(desireOwnerCategoryCounts.category, category),
            eq(desireOwnerCategoryCounts.visibility, 'public'),
            status ? eq(desireOwnerCategoryCounts.status, status) : undefined,
          ),
        )
    : await db
        .select({ n: sql<number>`case when ${ownerHidden} then 0 else coalesce(sum(${desireOwnerCounts.count}), 0) end::int` })
        .from(desireOwnerCounts)
        .where(and(eq(desireOwnerCounts.userId, userId), eq(desireOwnerCounts.visibility, 'public'), status ? eq(desireOwnerCounts.status, status) : undefined));
  return Number(row?.n ?? 0);
}
