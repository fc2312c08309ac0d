import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FollowResult, MemberListItem, MemberProfile } from '@contract/user';
import type { Database } from '../db/client';
import { follows, notifications, userSettings, users, type UserRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import type { LivePublisher } from '../live/publisher';
import { NoticeOutbox, writeNotification } from './notifications';
import { SAFETY_MESSAGES } from '@contract/member-safety';
import { blockedBetween, inMembersSpace, mutes, notBlockedBetween, safetyBetween } from './visibility/members';
import type { ReaderSets } from './visibility/reader';

/*
 * Profiles, follows and the member lists (docs/decisions/people-and-safety.md "People on the server"):
 * - Public/Private (users.is_public): a private profile shows its bio, banner, desires and follow
 *   lists only to the member and to the members who follow them. Name, avatar and counts stay visible,
 *   and anyone may follow (there is no approval step).
 * - Show My Activity off (user_settings.show_my_activity): the member's followers and following lists
 *   are theirs alone, and they are not suggested to others.
 */

export const USER_NOT_FOUND = 'User not found';
export const PROFILE_PRIVATE = 'This profile is private';
export const ACTIVITY_PRIVATE = 'This member keeps their activity private';
export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself';
export const CANNOT_UNFOLLOW_SELF = 'You cannot unfollow yourself';
export const FOLLOWED = 'Now following this user!';
export const UNFOLLOWED = 'Unfollowed user';

/** How many members GET /api/users/suggested answers at most. */
export const SUGGESTED_MAX = 10;

/** A member (never an admin) by id; 404 "User not found" otherwise, so admins cannot be told apart from nobody. */
export async function findMember(db: Database, id: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inMembersSpace))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

export async function isFollowing(db: Database, followerId: string, followeeId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return rows.length > 0;
}

/** The Public/Private rule: a public profile, oneself, or a member one follows. Visitors see public profiles only. */
export async function canSeeDetails(db: Database, viewerId: string | null, member: Pick<UserRow, 'id' | 'isPublic'>): Promise<boolean> {
  if (member.isPublic || viewerId === member.id) return true;
  return viewerId !== null && isFollowing(db, viewerId, member.id);
}

/** The same rule for a member known only by id (a member's desires list): false for unknown ids too. */
export async function profileDetailsVisible(db: Database, viewerId: string | null, memberId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id, isPublic: users.isPublic }).from(users).where(eq(users.id, memberId)).limit(1);
  return row ? canSeeDetails(db, viewerId, row) : false;
}

/** GET /api/users/{id}: the profile as this reader may see it. */
export async function memberProfile(db: Database, viewerId: string, id: string, readerSets?: ReaderSets): Promise<MemberProfile> {
  const member = await findMember(db, id);
  // The reader's sets (from the session) say when there is nothing to look up, as for most readers.
  const nothingBetween = readerSets !== undefined && !readerSets.blocked.has(member.id) && !readerSets.muted.has(member.id);
  const safety = nothingBetween ? { blockedByMe: false, mutedByMe: false, blocksYou: false } : await safetyBetween(db, viewerId, member.id);
  // Either side of a block sees a profile as a private one they may not open: name and picture only.
  const details = !safety.blockedByMe && !safety.blocksYou && (await canSeeDetails(db, viewerId, member));
  return {
    _id: member.id,
    fullName: member.fullName,
    profileImage: member.profileImage,
    bannerImage: details ? member.bannerImage : null,
    bio: details ? member.bio : null,
    role: member.role,
    isPublic: member.isPublic,
    createdAt: member.createdAt.toISOString(),
    canSeeDetails: details,
    ...safety,
  };
}

/**
 * A listed member's bio, as the reader may see it: a private member's bio only for themselves and
 * their followers. The subquery aliases follows, since the lists join follows too.
 */
export function shownBio(viewerId: string): SQL<string | null> {
  return sql<string | null>`case when ${users.isPublic} or ${users.id} = ${viewerId}
    or exists (select 1 from ${follows} as viewer_follows where viewer_follows.follower_id = ${viewerId} and viewer_follows.followee_id = ${users.id})
    then ${users.bio} else null end`;
}

const listColumns = (viewerId: string) => ({
  _id: users.id,
  fullName: users.fullName,
  profileImage: users.profileImage,
  bio: shownBio(viewerId),
});

/** A member's own connections carry their emails, as user search does (the new-chat dialog searches them). */
const connectionColumns = (viewerId: string, memberId: string) =>
  viewerId === memberId ? { ...listColumns(viewerId), email: users.email } : listColumns(viewerId);

async function showsActivity(db: Database, memberId: string): Promise<boolean> {
  const [row] = await db.select({ on: userSettings.showMyActivity }).from(userSettings).where(eq(userSettings.userId, memberId)).limit(1);
  return row?.on ?? true;
}

/** The followers and following lists are the member's own; others see them when both switches allow. */
async function requireListAccess(db: Database, viewerId: string, memberId: string): Promise<void> {
  const member = await findMember(db, memberId);
  if (viewerId === member.id) return;
  if (!(await showsActivity(db, member.id))) throw forbidden(ACTIVITY_PRIVATE);
  if (await blockedBetween(db, viewerId, member.id)) throw forbidden(PROFILE_PRIVATE);
  if (!(await canSeeDetails(db, viewerId, member))) throw forbidden(PROFILE_PRIVATE);
}

/**
 * A member's followers or the members they follow, newest follow first: the member is on one side of
 * each follow, the listed members on the other.
 */
async function listConnections(db: Database, viewerId: string, memberId: string, side: 'followers' | 'following'): Promise<MemberListItem[]> {
  await requireListAccess(db, viewerId, memberId);
  const [memberSide, listedSide] = side === 'followers' ? [follows.followeeId, follows.followerId] : [follows.followerId, follows.followeeId];
  return db
    .select(connectionColumns(viewerId, memberId))
    .from(follows)
    .innerJoin(users, eq(users.id, listedSide))
    .where(and(eq(memberSide, memberId), inMembersSpace, notBlockedBetween(viewerId, users.id)))
    .orderBy(desc(follows.createdAt), desc(users.id));
}

/** GET /api/users/{id}/followers. */
export const listFollowers = (db: Database, viewerId: string, memberId: string) => listConnections(db, viewerId, memberId, 'followers');

/** GET /api/users/{id}/following. */
export const listFollowing = (db: Database, viewerId: string, memberId: string) => listConnections(db, viewerId, memberId, 'following');

/**
 * GET /api/users/suggested: verified, signed-up members the reader does not follow yet (never the
 * reader, never admins, never members who keep their activity private), most followed first, then
 * the newest members.
 */
export async function suggestedMembers(db: Database, viewerId: string): Promise<MemberListItem[]> {
  return db
    .select(listColumns(viewerId))
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(
      and(
        inMembersSpace,
        eq(users.isVerified, true),
        eq(users.hasCompletedSignup, true),
        ne(users.id, viewerId),
        sql`coalesce(${userSettings.showMyActivity}, true)`,
        sql`not exists (select 1 from ${follows} as mine where mine.follower_id = ${viewerId} and mine.followee_id = ${users.id})`,
        notBlockedBetween(viewerId, users.id),
        sql`not ${mutes(viewerId, users.id)}`,
      ),
    )
    .orderBy(sql`(select count(*) from ${follows} as theirs where theirs.followee_id = ${users.id}) desc`, desc(users.createdAt), desc(users.id))
    .limit(SUGGESTED_MAX);
}

async function followerCount(db: Database, memberId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, memberId));
  return row?.n ?? 0;
}

/** GET /api/follow/status/{id}. */
export async function followStatus(db: Database, viewerId: string, memberId: string): Promise<{ isFollowing: boolean }> {
  const member = await findMember(db, memberId);
  return { isFollowing: member.id !== viewerId && (await isFollowing(db, viewerId, member.id)) };
}

/**
 * POST /api/follow/{id}: idempotent. A new follow tells the followee (unless they switched follower
 * notices off), live once the transaction has committed; following again changes nothing and tells
 * nobody, so one follow never notifies twice.
 */
export async function followMember(db: Database, live: LivePublisher, follower: UserRow, memberId: string): Promise<FollowResult> {
  if (memberId === follower.id) throw badRequest(CANNOT_FOLLOW_SELF);
  const outbox = new NoticeOutbox();
  const followers = await db.transaction(async (tx) => {
    const member = await findMember(tx, memberId);
    if (await blockedBetween(tx, follower.id, member.id)) throw forbidden(SAFETY_MESSAGES.followBlocked);
    const [added] = await tx
      .insert(follows)
      .values({ followerId: follower.id, followeeId: member.id })
      .onConflictDoNothing()
      .returning({ followeeId: follows.followeeId });
    if (added) {
      const notice = await writeNotification(tx, {
        recipientId: member.id,
        actorId: follower.id,
        type: 'follow',
        parts: { kind: 'follow', name: follower.fullName },
        relatedId: follower.id,
        switch: 'notifyFollowers',
      });
      outbox.add(notice, follower);
    }
    return followerCount(tx, member.id);
  });
  outbox.send(live);
  return { message: FOLLOWED, isFollowing: true, followers };
}

/**
 * DELETE /api/follow/{id}: idempotent. The followee's "started following you" notice from this
 * member goes too, since it is no longer true; a later follow tells them again.
 */
export async function unfollowMember(db: Database, follower: UserRow, memberId: string): Promise<FollowResult> {
  if (memberId === follower.id) throw badRequest(CANNOT_UNFOLLOW_SELF);
  const followers = await db.transaction(async (tx) => {
    const member = await findMember(tx, memberId);
    const [removed] = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, follower.id), eq(follows.followeeId, member.id)))
      .returning({ followeeId: follows.followeeId });
    if (removed) {
      await tx
        .delete(notifications)
        .where(and(eq(notifications.recipientId, member.id), eq(notifications.type, 'follow'), eq(notifications.fromUserId, follower.id)));
    }
    return followerCount(tx, member.id);
  });
  return { message: UNFOLLOWED, isFollowing: false, followers };
}
