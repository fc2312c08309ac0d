import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import type { UserSearchResult } from '@contract/user';
import type { Database } from '../db/client';
import { containingPattern } from '../db/rows';
import { users } from '../db/schema';
import { shownBio } from './people';
import { inMembersSpace, notBlockedBetween } from './visibility/members';

export const SEARCH_RESULTS_MAX = 20;

/**
 * Verified, signed-up members (never admins, never the searcher) whose name or email contains the
 * text, in name order. A private profile's bio shows only to its followers.
 */
export async function searchMembers(db: Database, searcherId: string, text: string): Promise<UserSearchResult[]> {
  const pattern = containingPattern(text);
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, profileImage: users.profileImage, bio: shownBio(searcherId) })
    .from(users)
    .where(
      and(
        inMembersSpace,
        eq(users.isVerified, true),
        eq(users.hasCompletedSignup, true),
        ne(users.id, searcherId),
        // Neither side of a block finds the other (a muted member is still found).
        notBlockedBetween(searcherId, users.id),
        or(ilike(users.fullName, pattern), ilike(users.email, pattern)),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(SEARCH_RESULTS_MAX);
  return rows.map((row) => ({ _id: row.id, fullName: row.fullName, email: row.email, profileImage: row.profileImage, bio: row.bio }));
}
