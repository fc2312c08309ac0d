import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * How long a visible socket counts without news. The app pings every 30 s while open; the row is
 * written again at most once a minute, so it never runs out under a socket that keeps pinging.
 */
export const PRESENCE_TTL_MS = 100_000;
const REFRESH_AFTER_MS = 45_000;
/** Writes a socket may cause per minute: a person switches tabs far less often; a script is not let flood the database. */
const WRITES_PER_MINUTE = 30;

/** What one socket last reported, as this process wrote it. */
export interface SocketPresence {
  readonly socketId: string;
  readonly userId: string;
  visible: boolean;
  writtenAt: number;
  /** Writes in the minute that began at `windowStart`. */
  writes?: number;
  windowStart?: number;
}

/**
 * Records what a socket's ping said about its page (`visible`, an extra of the ping): a row while it
 * is visible, none while hidden. A ping that changes nothing writes nothing until the row needs its
 * expiry moved.
 */
export async function reportPresence(db: Database, presence: SocketPresence, visible: boolean, now = Date.now()): Promise<void> {
  if (visible === presence.visible && (!visible || now - presence.writtenAt < REFRESH_AFTER_MS)) return;
  if (now - (presence.windowStart ?? 0) >= 60_000) {
    presence.windowStart = now;
    presence.writes = 0;
  }
  if ((presence.writes = (presence.writes ?? 0) + 1) > WRITES_PER_MINUTE) return;
  presence.visible = visible;
  presence.writtenAt = now;
  if (visible) {
    await db.execute(sql`
      insert into live_presence (socket_id, user_id, visible_until)
      values (${presence.socketId}, ${presence.userId}, now() + ${`${PRESENCE_TTL_MS} milliseconds`}::interval)
      on conflict (socket_id) do update set visible_until = excluded.visible_until`);
  } else {
    await db.execute(sql`delete from live_presence where socket_id = ${presence.socketId}`);
  }
}

/** The socket closed: it no longer shows anything. */
export async function forgetPresence(db: Database, presence: SocketPresence): Promise<void> {
  if (!presence.visible) return;
  presence.visible = false;
  await db.execute(sql`delete from live_presence where socket_id = ${presence.socketId}`);
}

/** SQL: the member (an id, or an expression giving one) has the app open and visible somewhere (one index probe). */
export const isPresent = (memberId: SQL | string) =>
  sql`exists (select 1 from live_presence p where p.user_id = ${memberId} and p.visible_until > now())`;
