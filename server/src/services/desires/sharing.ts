import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { desireShares, users } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { inMembersSpace, notBlockedBetween } from '../visibility/members';

export const SHARE_WITH_SOMEONE = 'Choose at least one member to share with';

/**
 * The members a custom desire may be shared with: verified members other than admins. The owner's
 * own id is dropped (they always see it); any id that is not such a member is refused.
 */
export async function resolveShareList(db: Database, ownerId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)].filter((id) => id !== ownerId);
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: users.id, blocked: sql<boolean>`not ${notBlockedBetween(ownerId, users.id)}` })
    .from(users)
    .where(and(inArray(users.id, wanted), inMembersSpace, eq(users.isVerified, true)));
  if (found.length !== wanted.length) throw badRequest('Some of the members to share with were not found');
  // A member on the other side of a block is dropped quietly: refusing would tell the owner they were blocked.
  const blocked = new Set(found.filter((row) => row.blocked).map((row) => row.id));
  return wanted.filter((id) => !blocked.has(id));
}

/** Makes the desire's share list exactly `memberIds`. */
export async function replaceShares(db: Database, desireId: string, memberIds: readonly string[]): Promise<void> {
  await db.delete(desireShares).where(eq(desireShares.desireId, desireId));
  if (memberIds.length > 0) await db.insert(desireShares).values(memberIds.map((userId) => ({ desireId, userId })));
}

export async function shareCount(db: Database, desireId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(desireShares).where(eq(desireShares.desireId, desireId));
  return row?.n ?? 0;
}
