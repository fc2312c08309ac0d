import { sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { follows, occasions } from '../../db/schema';
import { mutes, notBlockedBetween, notHidden } from './members';

/*
 * Who may see a member's occasion (docs/decisions/gifting.md "Occasions and reminders on the server"),
 * as a condition on the `occasions` table of the statement it is used in. Every path that shows an
 * occasion goes through it: the owner's and a profile's lists, the Upcoming list, the sweep's
 * reminders and the notices they left (notices.ts).
 * - public: everyone, visitors too; followers: the owner and the members who follow the owner;
 *   private: the owner alone;
 * - nobody sees the occasions of an account out of the members' space (an admin blocked it), and two
 *   members of whom one blocked the other do not see each other's (members.ts);
 * - `attention`: what comes to the reader by itself (Upcoming, reminders) leaves out the occasions of
 *   a member they muted; a profile they open still lists them.
 */

/** Whom the rule is asked for: a member's id, a placeholder, or a column of the outer statement (the sweep's followers). */
export type OccasionReader = string | Placeholder | SQL | Column;

const isVisibility = (visibility: 'public' | 'followers'): SQL => sql`${occasions.visibility} = ${sql.raw(`'${visibility}'`)}`;

export function occasionVisibleTo(readerId: OccasionReader | null, options: { attention?: boolean } = {}): SQL {
  if (readerId === null) return sql`(${isVisibility('public')} and ${notHidden(occasions.userId)})`;
  const reader = typeof readerId === 'string' ? readerId : sql`${readerId}`;
  const rule = sql`(${occasions.userId} = ${reader} or ${isVisibility('public')}
    or (${isVisibility('followers')} and exists (select 1 from ${follows} where ${follows.followerId} = ${reader} and ${follows.followeeId} = ${occasions.userId})))`;
  const muted = options.attention ? sql` and not ${mutes(reader, occasions.userId)}` : sql``;
  return sql`(${rule} and ${notHidden(occasions.userId)} and ${notBlockedBetween(reader, occasions.userId)}${muted})`;
}
