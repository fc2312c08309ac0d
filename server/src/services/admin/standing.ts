import { eq, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminUser } from '@contract/admin';
import type { Role } from '@contract/user';
import type { Database } from '../../db/client';
import { comments, desires, reactions, sessions, users, type UserRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';
import type { LivePublisher } from '../../live/publisher';
import { publishComment, publishCommentDeleted, publishDesire, publishDesireDeleted, publishReaction, removalAudiences } from '../desires/events';
import { loadRecordsByIds } from '../desires/queries';
import { toComment, toReaction } from '../desires/serialise';
import type { Audience } from '../../live/audience';
import { isHiddenAccount } from '../visibility/members';
import { writeAudit, type AuditAction } from './audit';
import { lockAccount, lockAdminsForDemotion, refuseDemotion, refuseRemoval, type AdminRules } from './protection';
import { findTarget, toAdminUser } from './users';

/*
 * An account's standing: its role and whether it is blocked. Both decide whether the account is in
 * the members' space; a blocked member or an admin is not, and what they wrote is hidden from
 * everyone by the one visibility rule (visibility/members.ts notHidden) until they are back.
 */

const isHidden = (account: Pick<UserRow, 'isBlocked' | 'role'>) => account.isBlocked || account.role === 'admin';

/** PATCH /api/admin/users/{id}/block. Admins, the configured admin and a just-demoted admin cannot be blocked (admin/protection.ts). */
export async function setBlocked(db: Database, live: LivePublisher, admin: UserRow, targetId: string, blocked: boolean, rules: AdminRules = {}): Promise<AdminUser> {
  const target = await findTarget(db, targetId);
  if (target.role === 'admin' && !blocked) throw badRequest(ADMIN_MESSAGES.adminNotBlockable);
  if (blocked) refuseRemoval(target, 'block', rules);
  if (target.isBlocked === blocked) return toAdminUser(target);
  return changeStanding(db, live, admin, target, { isBlocked: blocked }, blocked ? 'block' : 'unblock', undefined, async (tx) => {
    const locked = await lockAccount(tx, target.id);
    if (blocked) refuseRemoval(locked, 'block', rules);
    return locked;
  });
}

/**
 * PATCH /api/admin/users/{id}/role. Nobody removes their own admin role, the configured admin's or
 * the last admin's, so the admin area can never be left without one; a demotion is dated, for the
 * day in which the account cannot be blocked or deleted. A blocked account is unblocked first:
 * admins cannot be blocked.
 */
export async function setRole(db: Database, live: LivePublisher, admin: UserRow, targetId: string, role: Role, rules: AdminRules = {}): Promise<AdminUser> {
  if (targetId === admin.id && role !== 'admin') throw badRequest(ADMIN_MESSAGES.ownAdminRole);
  const target = await findTarget(db, targetId);
  if (target.role === role) return toAdminUser(target);
  if (role === 'admin' && target.isBlocked) throw badRequest(ADMIN_MESSAGES.blockedNotAdmin);
  if (role === 'user') refuseDemotion(admin, target, rules);
  const now = rules.now?.() ?? new Date();
  const change = role === 'user' ? { role, demotedAt: now } : { role };
  return changeStanding(db, live, admin, target, change, 'role', { from: target.role, to: role }, (tx) =>
    role === 'user' ? lockAdminsForDemotion(tx, admin, target.id, rules) : lockAccount(tx, target.id),
  );
}

/**
 * The change, every session of the account ended (a new admin's member sessions, a former admin's
 * admin sessions, a blocked member's all), the counters it touched counted again, the audit row;
 * then the sockets close and the readers of what appeared or went are told. `lock` locks and
 * checks the account's row first, inside the transaction; an account whose standing changed since
 * it was read is left alone (409), since what is told afterwards was worked out from that reading.
 */
async function changeStanding(
  db: Database,
  live: LivePublisher,
  admin: UserRow,
  target: UserRow,
  change: Partial<Pick<UserRow, 'isBlocked' | 'role' | 'demotedAt'>>,
  action: AuditAction,
  details: Record<string, unknown> | undefined,
  lock: (tx: Database) => Promise<UserRow>,
): Promise<AdminUser> {
  const hiddenBefore = isHidden(target);
  const hiddenAfter = isHidden({ ...target, ...change });
  // Who could read each of their desires, read while they still can.
  const own = await db.select({ id: desires.id, userId: desires.userId, visibility: desires.visibility }).from(desires).where(eq(desires.userId, target.id));
  const readers = !hiddenBefore && hiddenAfter ? await removalAudiences(db, target.id, own) : new Map<string, Audience>();

  const outcome = await db.transaction(async (tx) => {
    const locked = await lock(tx);
    if (locked.role !== target.role || locked.isBlocked !== target.isBlocked) throw conflict(ADMIN_MESSAGES.changedMeanwhile);
    const [row] = await tx
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    if (!row) throw badRequest(ADMIN_MESSAGES.userNotFound);
    const ended = change.isBlocked === false ? [] : await tx.delete(sessions).where(eq(sessions.userId, target.id)).returning({ id: sessions.id });
    if (hiddenBefore !== hiddenAfter) await recountTouchedDesires(tx, target.id);
    await writeAudit(tx, { admin, action, target, details });
    return { row, ended };
  });

  if (outcome.ended.length > 0) live.publish({ kind: 'sessions-revoked', sessionIds: outcome.ended.map((s) => s.id), reason: endReason(change) });
  if (hiddenBefore !== hiddenAfter) await tellReaders(db, live, target.id, hiddenAfter, hiddenAfter ? readers : new Map(own.map((d) => [d.id, { to: 'users', userIds: [] }])));
  return toAdminUser(outcome.row);
}

/** What the member's open tabs are told as their sockets close: why they were signed out. */
function endReason(change: Partial<Pick<UserRow, 'isBlocked' | 'role'>>): string | undefined {
  if (change.isBlocked) return ADMIN_MESSAGES.accountBlocked;
  if (change.role === 'admin') return ADMIN_MESSAGES.adminSignsInElsewhere;
  return undefined;
}

/**
 * The reaction and comment counters of the desires this account reacted to or commented on, counted
 * again without hidden accounts: hiding takes theirs out of the counts, coming back puts them in.
 */
async function recountTouchedDesires(db: Database, accountId: string): Promise<void> {
  const shown = (alias: string) => sql`not exists (select 1 from ${users} where ${users.id} = ${sql.raw(alias)}.user_id and ${isHiddenAccount})`;
  await db.execute(sql`
    update ${desires} set
      reactions_count = (select count(*)::int from ${reactions} r where r.desire_id = ${desires.id} and ${shown('r')}),
      comments_count = (select count(*)::int from ${comments} c where c.desire_id = ${desires.id} and c.hidden_reason is null and ${shown('c')})
    where ${desires.id} in (
      select desire_id from ${reactions} where user_id = ${accountId}
      union select desire_id from ${comments} where user_id = ${accountId})`);
}

/** Their desires leave (or come back to) their readers' screens; so do their reactions and comments on others' desires. */
async function tellReaders(db: Database, live: LivePublisher, accountId: string, hidden: boolean, ownReaders: Map<string, Audience>): Promise<void> {
  if (hidden) {
    for (const [id, audience] of ownReaders) publishDesireDeleted(live, audience, id);
  } else {
    const records = await loadRecordsByIds(db, [...ownReaders.keys()]);
    for (const record of records) await publishDesire(db, live, record, { type: 'desire_update' });
  }

  const ref = { id: desires.id, userId: desires.userId, visibility: desires.visibility };
  const theirReactions = await db.select({ reaction: reactions, desire: ref }).from(reactions).innerJoin(desires, eq(desires.id, reactions.desireId)).where(eq(reactions.userId, accountId));
  for (const { reaction, desire } of theirReactions) {
    if (desire.userId === accountId) continue;
    await publishReaction(db, live, desire, hidden ? { action: 'removed', reaction: null, userId: accountId } : { action: 'added', reaction: toReaction(reaction), userId: accountId });
  }

  const [author] = await db.select({ id: users.id, fullName: users.fullName, profileImage: users.profileImage }).from(users).where(eq(users.id, accountId));
  const theirComments = await db.select({ comment: comments, desire: ref }).from(comments).innerJoin(desires, eq(desires.id, comments.desireId)).where(eq(comments.userId, accountId));
  for (const { comment, desire } of theirComments) {
    // A comment an operator hid stays out of everyone's sight but its author's.
    if (desire.userId === accountId || !author || comment.hiddenReason !== null) continue;
    if (hidden) await publishCommentDeleted(db, live, desire, comment.id, accountId);
    else await publishComment(db, live, desire, toComment(comment, author));
  }
}
