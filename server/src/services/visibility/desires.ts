import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { desireShares, desires, follows, type DesireRow } from '../../db/schema';
import { blockedBetween, notBlockedBetween, notHidden } from './members';

/**
 * The visibility as a constant in the SQL text, not a parameter: the planner then matches it to the
 * partial and leading-column indexes at once, and plans the rule below several times faster.
 */
const isVisibility = (visibility: DesireRow['visibility']): SQL => sql`${desires.visibility} = ${sql.raw(`'${visibility}'`)}`;

/**
 * Who may read a desire (docs/architecture.md "Who may see what of whom"), as a condition on the `desires` table of the query it is used
 * in. Every read path goes through it or through canRead below, so the rule lives here only:
 * public: everyone, visitors too; followers: the owner and the members who follow the owner;
 * private: the owner; custom: the owner and the members it is shared with. Nobody sees the desires of
 * a blocked member or an admin (see notHidden). A desire an operator hid is its owner's alone, and
 * two members of whom one blocked the other do not see each other's desires (notBlockedBetween).
 */
export function visibleTo(viewerId: string | Placeholder | null, ownerId?: string): SQL {
  // One owner's desires: the owner's standing is then tested once per statement. Tested on each row,
  // the planner took the test to leave a single row, and sorted all of a member's desires for a page
  // instead of walking the newest (10 ms on PGlite). The rule itself keeps to that owner's rows, so
  // that the standing tested is always that of the rows' owner, whatever else the caller's condition says.
  const owner = ownerId === undefined ? desires.userId : sql`${ownerId}::text`;
  const ofOwner = ownerId === undefined ? sql`` : sql`${desires.userId} = ${ownerId} and `;
  if (!viewerId) return sql`${ofOwner}(${visibilityRule(viewerId)}) and ${desires.hiddenReason} is null and ${notHidden(owner)}`;
  return sql`${ofOwner}(${visibilityRule(viewerId)}) and (${desires.hiddenReason} is null or ${desires.userId} = ${viewerId}) and ${notHidden(owner)} and ${notBlockedBetween(viewerId, owner)}`;
}

function visibilityRule(viewerId: string | Placeholder | null): SQL {
  if (!viewerId) return isVisibility('public');
  const rule = or(
    isVisibility('public'),
    eq(desires.userId, viewerId),
    and(
      isVisibility('followers'),
      sql`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${desires.userId})`,
    ),
    and(
      isVisibility('custom'),
      sql`exists (select 1 from ${desireShares} where ${desireShares.desireId} = ${desires.id} and ${desireShares.userId} = ${viewerId})`,
    ),
  );
  // `or` of non-empty parts is never undefined; the check keeps the type honest.
  if (!rule) throw new Error('visibility rule is empty');
  return rule;
}

/**
 * The same rule as visibleTo, for one desire already loaded (a cached record, which says whether its
 * owner is hidden). `blocked`: the reader's block set when the caller has it (reader.ts,
 * kept per member), which saves the block query on the hottest path.
 */
export async function canRead(
  db: Database,
  viewerId: string | null,
  desire: Pick<DesireRow, 'id' | 'userId' | 'visibility' | 'hiddenReason'>,
  ownerHidden: boolean,
  blocked?: ReadonlySet<string>,
): Promise<boolean> {
  if (ownerHidden) return false;
  if (viewerId && desire.userId === viewerId) return true;
  if (desire.hiddenReason !== null) return false;
  if (!viewerId) return desire.visibility === 'public';
  if (blocked ? blocked.has(desire.userId) : await blockedBetween(db, viewerId, desire.userId)) return false;
  if (desire.visibility === 'public') return true;
  if (desire.visibility === 'followers') {
    const rows = await db
      .select({ one: sql`1` })
      .from(follows)
      .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, desire.userId)))
      .limit(1);
    return rows.length > 0;
  }
  if (desire.visibility === 'custom') {
    const rows = await db
      .select({ one: sql`1` })
      .from(desireShares)
      .where(and(eq(desireShares.desireId, desire.id), eq(desireShares.userId, viewerId)))
      .limit(1);
    return rows.length > 0;
  }
  return false;
}

/** Who may read a desire right now: everyone (visitors too), or these members only. */
export type Readers = { everyone: true } | { everyone: false; memberIds: string[] };

/**
 * The same rule as visibleTo, turned around: every reader of one desire, read from the database now
 * (followers and shares as they are at this moment). The live channel sends a desire's events to them.
 */
export async function readersOf(db: Database, desire: Pick<DesireRow, 'id' | 'userId' | 'visibility'> & { hiddenReason?: string | null }): Promise<Readers> {
  // A hidden desire is its owner's alone. Blocks are applied where the events go out (services/visibility/audience.ts).
  if (desire.hiddenReason) return { everyone: false, memberIds: [desire.userId] };
  if (desire.visibility === 'public') return { everyone: true };
  let others: { id: string }[] = [];
  if (desire.visibility === 'followers') {
    others = await db.select({ id: follows.followerId }).from(follows).where(eq(follows.followeeId, desire.userId));
  } else if (desire.visibility === 'custom') {
    others = await db.select({ id: desireShares.userId }).from(desireShares).where(eq(desireShares.desireId, desire.id));
  }
  return { everyone: false, memberIds: [...new Set([desire.userId, ...others.map((row) => row.id)])] };
}
