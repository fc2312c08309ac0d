import { and, eq, or, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { comments, memberBlocks, memberMutes, users } from '../../db/schema';

/*
 * Who stands apart from whom: the member-to-member half of the visibility rule, as SQL for the
 * statements that read lists and as look-ups for single checks. Three things keep members apart:
 * - an account out of the members' space (a member an admin blocked, or an admin): what it wrote and
 *   did is hidden from everyone while that lasts, and comes back untouched after;
 * - a member's Block, which works both ways: neither sees the other's desires, reactions, comments,
 *   offers, profile details or lists, and neither is told of the other's acts;
 * - a mute, one way and silent: the muter is not shown or told what the muted member posts and does.
 * Every path that shows one member's things to another reads these from here (docs/decisions/people-and-safety.md
 * "Who may see what: one module").
 */

/** The account is out of the members' space; the condition of users_hidden_idx. `users` is the account. */
export const isHiddenAccount = sql`(${users.isBlocked} or ${users.role} = 'admin')`;

/** The same for the users row under another name in a statement (`alias.is_blocked`...). */
export const isHiddenAccountAs = (alias: string): SQL => sql`(${sql.raw(alias)}.is_blocked or ${sql.raw(alias)}.role = 'admin')`;

/** `users` is an account in the members' space: a member no admin has blocked. */
export const inMembersSpace = and(eq(users.role, 'user'), eq(users.isBlocked, false))!;

/**
 * Not written by someone outside the members' space. A look-up in the partial index of such
 * accounts (a handful); a null author (an anonymous notice, a deleted account) passes.
 */
export function notHidden(authorId: Column | SQL): SQL {
  return sql`not exists (select 1 from ${users} where ${users.id} = ${authorId} and ${isHiddenAccount})`;
}

/**
 * The ids of the members on the other side of a block with `memberId` (either of the two blocked),
 * as a subquery. Uncorrelated where `memberId` is a value: one InitPlan over the two indexes of
 * member_blocks per statement, and each row then only compares its id with that short array; a
 * correlated probe per row doubled the cost of a Following page, which tests hundreds of rows.
 */
export function blockedEitherWayOf(memberId: string | Placeholder | Column | SQL): SQL {
  return sql`select ${memberBlocks.blockedId} from ${memberBlocks} where ${memberBlocks.blockerId} = ${memberId}
    union all select ${memberBlocks.blockerId} from ${memberBlocks} where ${memberBlocks.blockedId} = ${memberId}`;
}

/** Neither of the two has blocked the other; `otherId` is a column or an expression of the outer query. */
export function notBlockedBetween(viewerId: string | Placeholder | SQL, otherId: Column | SQL): SQL {
  return sql`${otherId} <> all(array(${blockedEitherWayOf(viewerId)}))`;
}

/** `blocker` blocked `blocked` (one way): a chat shows which side blocked. */
export const blocks = (blocker: SQL | Column | string, blocked: SQL | Column | string): SQL =>
  sql`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${blocker} and ${memberBlocks.blockedId} = ${blocked})`;

/** `muter` muted `muted`. */
export const mutes = (muter: SQL | Column | string | Placeholder, muted: SQL | Column | string): SQL =>
  sql`exists (select 1 from ${memberMutes} where ${memberMutes.muterId} = ${muter} and ${memberMutes.mutedId} = ${muted})`;

/** The recipient is not to be told of the actor's acts: they muted the actor, or a block stands between them. */
export const silenced = (recipientId: SQL | Column | string, actorId: SQL | Column | string): SQL =>
  sql`(${mutes(recipientId, actorId)} or ${blocks(recipientId, actorId)} or ${blocks(actorId, recipientId)})`;

/** Whether either of two members has blocked the other. */
export async function blockedBetween(db: Database, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const rows = await db
    .select({ one: sql`1` })
    .from(memberBlocks)
    .where(or(and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)), and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a))))
    .limit(1);
  return rows.length > 0;
}

/** Whether the recipient is not to be told of the actor's acts (see silenced): one statement of three key probes. */
export async function silencedBetween(db: Database, recipientId: string, actorId: string): Promise<boolean> {
  const [row] = await db.select({ silenced: sql<boolean>`${silenced(recipientId, actorId)}` }).from(sql`(select 1) as one`);
  return Boolean(row?.silenced);
}

/** How the reader stands with a member, for the profile answer: one statement of three primary-key probes. */
export async function safetyBetween(db: Database, readerId: string, memberId: string): Promise<{ blockedByMe: boolean; mutedByMe: boolean; blocksYou: boolean }> {
  if (readerId === memberId) return { blockedByMe: false, mutedByMe: false, blocksYou: false };
  const [row] = await db
    .select({
      blockedByMe: sql<boolean>`${blocks(readerId, memberId)}`,
      mutedByMe: sql<boolean>`${mutes(readerId, memberId)}`,
      blocksYou: sql<boolean>`${blocks(memberId, readerId)}`,
    })
    .from(sql`(select 1) as one`);
  return { blockedByMe: Boolean(row?.blockedByMe), mutedByMe: Boolean(row?.mutedByMe), blocksYou: Boolean(row?.blocksYou) };
}

/**
 * The blocks that touch any of these members, as pairs, and the members who muted `mutedActor`: one
 * statement. With `commentsOn`, the same for the members whose comments that desire's count counts
 * (not hidden, in the members' space): their comment counts, the blocks touching them and their muters.
 */
export async function blocksTouching(
  db: Database,
  memberIds: readonly string[],
  mutedActor: string | null,
  commentsOn: string | null = null,
): Promise<{ pairs: [string, string][]; mutersOfActor: string[]; commenters: [string, number][]; mutesOfCommenters: [string, string][] }> {
  const ids = sql.param([...new Set(memberIds)]);
  const commenters = commentsOn
    ? sql`(select ${comments.userId} from ${comments} where ${comments.desireId} = ${commentsOn} and ${comments.hiddenReason} is null and ${notHidden(comments.userId)})`
    : null;
  const result = await db.execute(sql`
    select 'b' as kind, ${memberBlocks.blockerId} as a, ${memberBlocks.blockedId} as b, 0 as n from ${memberBlocks}
      where ${memberBlocks.blockerId} = any(${ids}::text[]) or ${memberBlocks.blockedId} = any(${ids}::text[])
      ${commenters ? sql`or ${memberBlocks.blockerId} in ${commenters} or ${memberBlocks.blockedId} in ${commenters}` : sql``}
    ${mutedActor ? sql`union all select 'm', ${memberMutes.muterId}, ${memberMutes.mutedId}, 0 from ${memberMutes} where ${memberMutes.mutedId} = ${mutedActor}` : sql``}
    ${
      commenters
        ? sql`union all select 'c', c.user_id, '', count(*)::int from ${commenters} as c(user_id) group by c.user_id
      union all select 'cm', ${memberMutes.muterId}, ${memberMutes.mutedId}, 0 from ${memberMutes} where ${memberMutes.mutedId} in ${commenters}`
        : sql``
    }`);
  const rows = rowsOf<{ kind: string; a: string; b: string; n: number }>(result);
  return {
    pairs: rows.filter((row) => row.kind === 'b').map((row) => [row.a, row.b]),
    mutersOfActor: rows.filter((row) => row.kind === 'm').map((row) => row.a),
    commenters: rows.filter((row) => row.kind === 'c').map((row) => [row.a, Number(row.n)]),
    mutesOfCommenters: rows.filter((row) => row.kind === 'cm').map((row) => [row.a, row.b]),
  };
}
