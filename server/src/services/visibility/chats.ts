import { sql, type SQL } from 'drizzle-orm';
import { blocks, isHiddenAccount } from './members';
import { userSettings, users } from '../../db/schema';

/*
 * A chat between two members, as the rule keeps them apart: a member's Block holds in every chat of
 * the two as the chat's own block does (both see it blocked, neither writes), and a participant out
 * of the members' space takes no messages. What a member is told of unread messages (the Messages
 * badge, the email digest) leaves out the chats they muted or blocked and those a block or an admin's
 * block stands in.
 */

/**
 * The member of chat_members row `member` takes the push and the mail of new messages: their Messages
 * switch (an extra of the settings) is on, or they never saved one. The chat itself and its unread badge
 * do not depend on it.
 */
export const takesMessageNotices = (member: string): SQL =>
  sql`coalesce((select ${userSettings.notifyMessages} from ${userSettings} where ${userSettings.userId} = ${sql.raw(member)}.user_id), true)`;

/** The participant of `other` (a chat_members row) is out of the members' space: they take no messages. */
export const chatMemberAway = (other: string): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${sql.raw(other)}.user_id and ${isHiddenAccount})`;

/** `me` blocked the other participant, in the chat (`me.blocked`) or as a member. `me`/`other` are chat_members rows. */
export const chatBlockedBy = (me: string, other: string): SQL => sql`(${sql.raw(me)}.blocked or ${blocks(sql.raw(`${me}.user_id`), sql.raw(`${other}.user_id`))})`;

/**
 * `me` (a chat_members row) is told of the chat's unread messages: not muted, not blocked either way,
 * and the other participant in the members' space. A subquery on the chat's other row, so that a
 * statement over `me` alone can ask it.
 */
export const chatTellsOf = (me: string): SQL => sql`(not ${sql.raw(me)}.muted and not exists (
  select 1 from chat_members tells_other join ${users} on ${users.id} = tells_other.user_id
  where tells_other.chat_id = ${sql.raw(me)}.chat_id and tells_other.user_id <> ${sql.raw(me)}.user_id
    and (${chatBlockedBy(me, 'tells_other')} or ${chatBlockedBy('tells_other', me)} or ${isHiddenAccount})))`;
