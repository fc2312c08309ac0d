import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DesireStatus } from '@contract/desire';
import type { Database } from '../../db/client';
import { desireCounts, desireOwnerCounts, users } from '../../db/schema';
import { isHiddenAccount } from '../visibility/members';

/**
 * The public desires everyone may see, by status, from the trigger-kept counters: the public rows of
 * desire_counts (an operator's hidden desires are counted apart there already) less the public desires
 * of the accounts out of the members' space (an admin's block, an admin), which no list shows while it
 * lasts. Those accounts are a handful (the partial index users_hidden_idx), each a few counter rows.
 */
export async function publicCountsByStatus(db: Database, status: DesireStatus | null = null): Promise<Map<string, number>> {
  const ofHiddenAccounts = db
    .select({ n: sql<number>`coalesce(sum(${desireOwnerCounts.count}), 0)` })
    .from(desireOwnerCounts)
    .where(
      and(
        eq(desireOwnerCounts.visibility, 'public'),
        eq(desireOwnerCounts.status, desireCounts.status),
        inArray(desireOwnerCounts.userId, db.select({ id: users.id }).from(users).where(isHiddenAccount)),
      ),
    );
  const rows = await db
    .select({ status: desireCounts.status, n: sql<number>`(${desireCounts.count} - (${ofHiddenAccounts}))::int` })
    .from(desireCounts)
    .where(and(eq(desireCounts.visibility, 'public'), status ? eq(desireCounts.status, status) : undefined));
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}
