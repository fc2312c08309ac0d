import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DesireRow, NotificationRow, UserRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { ReactionJson } from '../../db/desire-record';
import { blockedEitherWayOf, mutes, notHidden } from '../visibility/members';
import { visibleTo } from '../visibility/desires';
import { rowsOf } from '../../db/rows';
import { digestMark } from '../digest/queue';
import { pushesQueued, pushInsert } from '../push/deliveries';
import { APP_NAME } from '../push/payloads';
import { GENERIC_PLAN } from '../../db/generic-plan';
import { paths } from '@contract/pages/paths';

export interface ToggleOutcome {
  /** Null when the member may not see the desire (or it does not exist). */
  desire: Pick<DesireRow, 'id' | 'userId' | 'visibility'> | null;
  /** Members on either side of a block with the owner or the member who reacted: the live event skips them. */
  excluded: string[];
  /** Null when the statement met a concurrent tap of the same member: the caller goes the long way. */
  action: 'added' | 'updated' | 'removed' | null;
  reaction: ReactionJson | null;
  /** Every reaction of the desire the counter counts; the answer cuts it for the member (visibility/cuts.ts). */
  reactions: ReactionJson[];
  count: number;
  notice: NotificationRow | null;
}

/**
 * A reaction toggled in one statement, the usual case: the desire is read (with its row lock, which
 * also orders the counter's changes) under the one visibility rule, the member's reaction is added,
 * taken back or changed, the counter moves, and the owner's notice is written when their switch
 * allows it, with its push and digest mark. Every round trip to the database costs more than the work itself, and a reaction used
 * to take nine. The statement sees the reactions as they were when it started, so a second tap of
 * the same member that committed meanwhile makes it change nothing (`action` null): the caller then
 * runs the step-by-step transaction, which sees it.
 */
export async function toggleInOneStatement(db: Database, member: Pick<UserRow, 'id' | 'fullName'>, desireId: string, emoji: string): Promise<ToggleOutcome> {
  const now = new Date();
  // One plan for every desire and member (each step is a key lookup), made once (db/prepared.ts): planning
  // this statement on PGlite took three times as long as running it.
  const result = await db.execute(sql`
    with ${sql.raw(GENERIC_PLAN)} d as (
      select id, user_id, title, visibility from desires where id = ${desireId} and ${visibleTo(member.id)} for update
    ),
    old as (select id, emoji, created_at from reactions where desire_id = (select id from d) and user_id = ${member.id}),
    ins as (
      insert into reactions (id, desire_id, user_id, emoji, created_at)
      select ${newId(now)}::text, d.id, ${member.id}::text, ${emoji}::text, ${now}::timestamptz from d where not exists (select 1 from old)
      on conflict (desire_id, user_id) do nothing
      returning id, user_id, emoji, created_at
    ),
    del as (delete from reactions where id = (select id from old where emoji = ${emoji}) returning id),
    upd as (update reactions set emoji = ${emoji} where id = (select id from old where emoji <> ${emoji}) returning id, user_id, emoji, created_at),
    cnt as (
      update desires set reactions_count = greatest(reactions_count + (select count(*) from ins) - (select count(*) from del), 0)
      where id = (select id from d) returning reactions_count
    ),
    notice as (
      insert into notifications (id, recipient_id, type, message, parts, is_read, from_user_id, actor_id, desire_id, related_id, created_at)
      select ${newId(now)}::text, d.user_id, 'reaction', ${member.fullName}::text || ' reacted ' || ${emoji}::text || ' to your desire "' || d.title || '"',
             jsonb_build_object('kind', 'reaction', 'name', ${member.fullName}::text, 'emoji', ${emoji}::text, 'title', d.title),
             false, ${member.id}::text, ${member.id}::text, d.id, ins.id, ${now}::timestamptz
      from d, ins
      where d.user_id <> ${member.id} and coalesce((select s.notify_reactions from user_settings s where s.user_id = d.user_id), true)
        and not ${mutes(sql`d.user_id`, member.id)}
      returning *
    ),
    -- The notice's push to the owner's devices and its mark for their digest (services/delivery.ts),
    -- in this statement too. The payload is noticePush's for a reaction: its words, its desire's page
    -- (the builder's address with the id left for the statement to add; tests/server/push/delivery.test.ts).
    pushed as (${pushInsert(
      sql`n.recipient_id`,
      sql`json_build_object('title', ${APP_NAME}::text, 'body', n.message, 'url', ${paths.post('')}::text || n.desire_id, 'tag', 'notice:' || n.id)::jsonb`,
      sql`notice n`,
      { noticeId: sql`n.id` },
    )}),
    marked as (${digestMark(sql`n.recipient_id`, sql`notice n`)}),
    mine as (select id, user_id, emoji, created_at from ins union all select id, user_id, emoji, created_at from upd),
    after as (
      select id, user_id, emoji, created_at from reactions where desire_id = (select id from d) and user_id <> ${member.id} and ${notHidden(sql`reactions.user_id`)}
      union all select id, user_id, emoji, created_at from mine
    )
    select
      (select json_build_object('id', id, 'userId', user_id, 'visibility', visibility) from d) as desire,
      case when exists (select 1 from ins) then 'added' when exists (select 1 from del) then 'removed'
           when exists (select 1 from upd) then 'updated' end as action,
      (select json_build_object('id', id, 'userId', user_id, 'emoji', emoji, 'createdAt', created_at) from mine) as reaction,
      coalesce((select json_agg(json_build_object('id', id, 'userId', user_id, 'emoji', emoji, 'createdAt', created_at) order by created_at, id) from after), '[]'::json) as reactions,
      (select reactions_count from cnt) as count,
      (select row_to_json(notice) from notice) as notice,
      (select count(*)::int from pushed) as pushed,
      array(${blockedEitherWayOf(sql`(select user_id from d)`)} union ${blockedEitherWayOf(member.id)}) as excluded`);
  const [row] = rowsOf<{
    desire: ToggleOutcome['desire'];
    action: ToggleOutcome['action'];
    reaction: ReactionJson | null;
    reactions: ReactionJson[];
    count: number | null;
    notice: Record<string, unknown> | null;
    pushed: number | null;
    excluded: string[] | null;
  }>(result);
  if (!row) throw new Error('the reaction statement answered no row');
  pushesQueued(row.pushed ?? 0);
  return {
    desire: row.desire,
    action: row.action,
    reaction: row.reaction,
    reactions: row.reactions,
    count: row.count ?? 0,
    notice: row.notice ? noticeRow(row.notice) : null,
    excluded: row.excluded ?? [],
  };
}

/** A notifications row from row_to_json (snake_case keys, text dates). */
function noticeRow(json: Record<string, unknown>): NotificationRow {
  return {
    id: json.id as string,
    recipientId: json.recipient_id as string,
    type: json.type as NotificationRow['type'],
    message: json.message as string,
    parts: (json.parts as NotificationRow['parts']) ?? null,
    isRead: json.is_read as boolean,
    fromUserId: (json.from_user_id as string | null) ?? null,
    actorId: (json.actor_id as string | null) ?? null,
    desireId: (json.desire_id as string | null) ?? null,
    relatedId: (json.related_id as string | null) ?? null,
    createdAt: new Date(json.created_at as string),
  };
}
