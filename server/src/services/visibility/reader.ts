import { sql, type Column, type SQL } from 'drizzle-orm';
import { desireOwnerCounts, desires, memberMutes, savedDesires, users } from '../../db/schema';
import { blockedEitherWayOf, notHidden } from './members';

/**
 * A member's blocks and mutes as id sets, and the desires they saved. Every read path asks for them
 * (the single desire page first), so they come with the session (../sessions.ts reads them in
 * the session's own statement, and the read cache keeps the session): no statement of their own, and
 * the hot paths stay exactly what they were when the sets are empty, as they are for almost every
 * member. Block and mute calls do not narrow their cache invalidation, so every session is read again
 * after one; a save names the member's sessions (cacheTags.member).
 */
export interface ReaderSets {
  /** Members on the other side of a block, whichever of the two blocked. */
  blocked: ReadonlySet<string>;
  /** Members the reader muted. */
  muted: ReadonlySet<string>;
  /** blocked and muted together: whose desires and comments leave the reader's lists. */
  hidden: readonly string[];
  /**
   * The desires the reader saved, for the `isSaved` flags; null when not known here (a member who saved
   * more than SAVED_WITH_SESSION, or a caller without a session), and then the flags are looked up.
   */
  saved: ReadonlySet<string> | null;
  /**
   * The public desires of the members in `hidden`, by status: how many, and when the newest of them all
   * was made; null when the session did not read them. With them a Public page can tell, without a
   * statement, that it holds none of those members' desires and be the page every reader shares
   * (feeds.ts publicFeed).
   */
  publicOfHidden: readonly PublicOfHidden[] | null;
}

/** Of one status: how many public desires the members in `hidden` have, and the newest one's time. */
export interface PublicOfHidden {
  status: string;
  count: number;
  /**
   * created_at of the newest public desire of those members, whatever its status (so at least that of
   * this status), in whole milliseconds, rounded down.
   */
  newestAt: number;
}

/**
 * As the session's statement reads them: b, members on the other side of a block; m, members muted;
 * s, desires saved (at most one more than SAVED_WITH_SESSION, so that "more" can be told); h, the
 * public desires of b and m by status.
 */
export interface SessionReaderSets {
  b: string[] | null;
  m: string[] | null;
  s?: string[] | null;
  /** The public desires of the members blocked either way or muted, by status: [status, count, newest at]. */
  h?: [string, number, number][] | null;
}

/**
 * How many saved desires come with the session. Almost every member saves fewer, and then no read
 * needs a statement for its saved flags; the few who save more have them looked up per page.
 */
export const SAVED_WITH_SESSION = 200;

export const NO_READER_SETS: ReaderSets = { blocked: new Set(), muted: new Set(), hidden: [], saved: null, publicOfHidden: null };
/** A member with no blocks, mutes or saved desires: the common case, one shared value. */
const NOTHING_SAVED: ReaderSets = { ...NO_READER_SETS, saved: new Set(), publicOfHidden: [] };

/** The session statement's column (users is the session's member). */
const blockedIds = blockedEitherWayOf(users.id);
const mutedIds = sql`select ${memberMutes.mutedId} from ${memberMutes} where ${memberMutes.muterId} = ${users.id}`;
const hiddenIds = sql`${blockedIds} union ${mutedIds}`;
// What a visitor may see of those members: how many by status, from the per-owner counters (which keep
// an operator's hidden desires apart), and when the newest was made, one index probe per member. An
// account out of the members' space (an admin's block) shows nothing, so counts nothing.
const publicOfHidden = sql`(select coalesce(json_agg(json_build_array(c.status, c.n, newest.at)), '[]'::json)
  from (select o.status, sum(o.count)::int as n from ${desireOwnerCounts} o
    where o.user_id in (${hiddenIds}) and o.visibility = 'public' and o.count > 0 and ${notHidden(sql`o.user_id`)} group by o.status) as c,
  (select floor(extract(epoch from max((select d.created_at from ${desires} d where d.user_id = x.id and d.visibility = 'public' and d.hidden_reason is null
      order by d.created_at desc limit 1))) * 1000)::bigint as at
    from (${hiddenIds}) as x(id) where ${notHidden(sql`x.id`)}) as newest)`;

export const sessionReaderSetsColumn = sql<SessionReaderSets>`json_build_object(
  'b', array(${blockedIds}),
  'm', array(${mutedIds}),
  'h', ${publicOfHidden},
  's', array(select ${savedDesires.desireId} from ${savedDesires} where ${savedDesires.userId} = ${users.id} limit ${SAVED_WITH_SESSION + 1}))`;

// A cached session is read by many requests: its sets are made once.
const made = new WeakMap<SessionReaderSets, ReaderSets>();

/** The reader's sets, from their session (a visitor, or a session read without them, has none). */
export function readerSetsOf(auth: { readerSets?: SessionReaderSets } | null | undefined): ReaderSets {
  const raw = auth?.readerSets;
  if (!raw) return NO_READER_SETS;
  const savedKnown = Array.isArray(raw.s) && raw.s.length <= SAVED_WITH_SESSION;
  if ((raw.b?.length ?? 0) === 0 && (raw.m?.length ?? 0) === 0) {
    if (!savedKnown) return NO_READER_SETS;
    if (raw.s!.length === 0) return NOTHING_SAVED;
  }
  let ids = made.get(raw);
  if (!ids) {
    const blocked = new Set(raw.b ?? []);
    const muted = new Set(raw.m ?? []);
    const publicOfHidden = Array.isArray(raw.h) ? raw.h.map(([status, count, newestAt]) => ({ status, count: Number(count), newestAt: Number(newestAt) })) : null;
    ids = { blocked, muted, hidden: [...new Set([...blocked, ...muted])], saved: savedKnown ? new Set(raw.s) : null, publicOfHidden };
    made.set(raw, ids);
  }
  return ids;
}

/** `column` is none of these ids, or nothing when there are none (so that the usual plan stays). */
export function notAmong(column: Column | SQL, ids: readonly string[]): SQL | undefined {
  return ids.length === 0 ? undefined : sql`${column} <> all(${sql.param([...ids])}::text[])`;
}
