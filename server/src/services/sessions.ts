import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema';
import { sha256 } from '../lib/hash';
import { newId, newToken } from '../lib/ids';
import type { LivePublisher } from '../live/publisher';
import { sessionReaderSetsColumn, type SessionReaderSets } from './visibility/reader';

const DAY = 24 * 60 * 60 * 1000;
/** A session unused this long ends. */
export const SESSION_IDLE_MS = 30 * DAY;
/** A session ends this long after sign-in, used or not. */
export const SESSION_MAX_MS = 90 * DAY;
/** lastUsedAt is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

export type SessionKind = SessionRow['kind'];

export interface SessionContext {
  session: SessionRow;
  user: UserRow;
  /** The member's blocks, mutes and saved desires, read in the same statement (see visibility/reader.ts). */
  readerSets?: SessionReaderSets;
}

export async function createSession(db: Database, userId: string, kind: SessionKind): Promise<{ token: string; id: string }> {
  const token = newToken();
  const now = new Date();
  const id = newId(now);
  await db.insert(sessions).values({
    id,
    tokenHash: sha256(token),
    userId,
    kind,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
  });
  return { token, id };
}

/** The live session of a token, or null when the token is unknown, of another kind, idle or expired. */
export async function findSession(db: Database, token: string, kind: SessionKind, now = new Date()): Promise<SessionContext | null> {
  const [row] = await db
    .select({ session: sessions, user: users, readerSets: sessionReaderSetsColumn })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), eq(sessions.kind, kind)))
    .limit(1);
  if (!row) return null;
  const { session } = row;
  if (hasEnded(session, now)) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
  }
  return row;
}

/** Idle too long or past its absolute end. */
function hasEnded(session: Pick<SessionRow, 'expiresAt' | 'lastUsedAt'>, now: Date): boolean {
  return session.expiresAt <= now || now.getTime() - session.lastUsedAt.getTime() > SESSION_IDLE_MS;
}

/**
 * Ends a session. With `live`, its open sockets close too, in every process; without it (a
 * command-line tool) they close at the live channel's next periodic check.
 */
export async function revokeSession(db: Database, sessionId: string, live?: LivePublisher): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  live?.publish({ kind: 'sessions-revoked', sessionIds: [sessionId] });
}

/** Ends every session of a member, except the one named (a password change keeps the session that made it). */
export async function revokeUserSessions(db: Database, userId: string, options: { exceptSessionId?: string; live?: LivePublisher } = {}): Promise<void> {
  const { exceptSessionId, live } = options;
  const ended = await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  if (ended.length > 0) live?.publish({ kind: 'sessions-revoked', sessionIds: ended.map((row) => row.id) });
}

/**
 * Of these sessions, the ones that still hold (by the same rule as findSession). The live channel
 * asks this periodically for its sockets, which also catches sessions ended by a process that could
 * not tell it (a command-line tool) and sessions that simply ran out.
 */
export async function heldSessionIds(db: Database, ids: readonly string[], now = new Date()): Promise<Set<string>> {
  const held = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({ id: sessions.id, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt, role: users.role, isBlocked: users.isBlocked })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(inArray(sessions.id, ids.slice(i, i + 500)));
    for (const row of rows) if (row.role !== 'admin' && !row.isBlocked && !hasEnded(row, now)) held.add(row.id);
  }
  return held;
}
