import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { hasUnreadAfter, micros } from './collect';

/** How long a process holds a digest it took before another may take it (it stopped mid-send, say). */
export const DIGEST_LEASE_MS = 5 * 60_000;
/** Mail that could not be handed over is tried again after this, doubling, this many times in all. */
export const DIGEST_BACKOFF_MS = 5 * 60_000;
export const DIGEST_ATTEMPTS = 6;

const interval = (ms: number) => sql`${`${Math.round(ms)} milliseconds`}::interval`;

/**
 * SQL for the write's statement or transaction: `memberId` has something new to read, which a digest
 * may tell of. The row says so once (the first unread thing since the last digest); later writes find
 * it waiting and change nothing. Nothing for a member who switched digests off. `from`: a source the
 * expression reads (a CTE of the statement), if any.
 */
export function digestMark(memberId: SQL, from?: SQL): SQL {
  return sql`
    insert into email_digests (user_id, pending_since)
    select ${memberId}, now() ${from ? sql`from ${from}` : sql``}
    where coalesce((select us.email_digest from user_settings us where us.user_id = ${memberId}), true)
    on conflict (user_id) do update set pending_since = excluded.pending_since where email_digests.pending_since is null`;
}

export interface TakenDigest {
  userId: string;
  /** ISO text with microseconds: what the last digest covered. */
  coveredUntil: string | null;
  nextAllowedAt: Date | null;
  attempts: number;
}

/**
 * Takes up to `limit` digests that have waited `delayMs`, for this process alone: each is leased in
 * the same statement (moved to be looked at again when the lease ends), rows another process is
 * taking skipped.
 */
export async function takeDueDigests(db: Database, delayMs: number, limit: number): Promise<TakenDigest[]> {
  const result = await db.execute(sql`
    with due as (
      select user_id from email_digests where pending_since <= now() - ${interval(delayMs)}
      order by pending_since limit ${limit} for update skip locked
    )
    update email_digests d set pending_since = now() + ${interval(DIGEST_LEASE_MS - delayMs)}, attempts = d.attempts + 1
    from due where d.user_id = due.user_id
    returning d.user_id as "userId", ${micros(sql`d.covered_until`)} as "coveredUntil", d.next_allowed_at as "nextAllowedAt", d.attempts`);
  return rowsOf<{ userId: string; coveredUntil: string | null; nextAllowedAt: string | Date | null; attempts: number }>(result).map((row) => ({
    userId: row.userId,
    coveredUntil: row.coveredUntil,
    nextAllowedAt: row.nextAllowedAt === null ? null : new Date(row.nextAllowedAt),
    attempts: Number(row.attempts),
  }));
}

/** What became of a taken digest. */
export type DigestOutcome =
  /** Nothing to mail (all read, digests off, no address): the row rests until the next unread thing. */
  | { kind: 'nothing' }
  /** Not yet: looked at again at `at` (the interval's end, or when the oldest unread is old enough). */
  | { kind: 'later'; at: Date }
  /** Mailed, covering what came up to `coveredUntil`; the next may go after the interval. */
  | { kind: 'sent'; coveredUntil: string }
  /** The mail could not be handed over: tried again after the backoff, or given up after the last attempt. */
  | { kind: 'failed'; coveredUntil: string };

/** Records the outcome on the member's row, ending this process's lease. */
export async function settleDigest(db: Database, taken: TakenDigest, outcome: DigestOutcome, timing: { delayMs: number; intervalMs: number }): Promise<void> {
  const { userId } = taken;
  const lookAt = (at: SQL) => sql`${at} - ${interval(timing.delayMs)}`;
  let set: SQL;
  if (outcome.kind === 'nothing') set = sql`pending_since = null, attempts = 0`;
  else if (outcome.kind === 'later') set = sql`pending_since = ${lookAt(sql`${outcome.at.toISOString()}::timestamptz`)}, attempts = 0`;
  else if (outcome.kind === 'failed' && taken.attempts < DIGEST_ATTEMPTS) {
    set = sql`pending_since = ${lookAt(sql`now() + ${interval(DIGEST_BACKOFF_MS * 2 ** (taken.attempts - 1))}`)}`;
  } else {
    // Sent, or given up: what it covered is not mailed again. Something that came while it was
    // being written waits for the end of the interval.
    const sent = outcome.kind === 'sent';
    set = sql`covered_until = ${outcome.coveredUntil}::timestamptz, attempts = 0,
      next_allowed_at = ${sent ? sql`now() + ${interval(timing.intervalMs)}` : sql`next_allowed_at`},
      pending_since = case when ${hasUnreadAfter(userId, outcome.coveredUntil)}
        then ${lookAt(sent ? sql`now() + ${interval(timing.intervalMs)}` : sql`now()`)} else null end`;
  }
  await db.execute(sql`update email_digests set ${set} where user_id = ${userId}`);
}

/** The member's digests go off (the unsubscribe link, or Settings): nothing waits any more. */
export async function stopDigests(db: Database, memberId: string): Promise<void> {
  await db.execute(sql`
    insert into user_settings (user_id, email_digest) values (${memberId}, false)
    on conflict (user_id) do update set email_digest = false, updated_at = now()`);
  await db.execute(sql`update email_digests set pending_since = null, attempts = 0 where user_id = ${memberId}`);
}
