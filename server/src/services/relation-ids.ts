import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberBlocks, memberMutes, users } from '../db/schema';
import { onlyMembers, readersAudience, type Audience } from '../live/audience';
import type { Readers } from './desires/visibility';

/**
 * A member's blocks and mutes as id sets. Every read path asks for them (the single desire page
 * first), so they come with the session (services/sessions.ts reads them in the session's own
 * statement, and the read cache keeps the session): no statement of their own, and the hot paths
 * stay exactly what they were when the sets are empty, as they are for almost every member. Block
 * and mute calls do not narrow their cache invalidation, so every session is read again after one.
 */
export interface RelationIds {
  /** Members on the other side of a block, whichever of the two blocked. */
  blocked: ReadonlySet<string>;
  /** Members the reader muted. */
  muted: ReadonlySet<string>;
  /** blocked and muted together: whose desires and comments leave the reader's lists. */
  hidden: readonly string[];
}

/** As the session's statement reads them: b, members on the other side of a block; m, members muted. */
export interface SessionRelations {
  b: string[] | null;
  m: string[] | null;
}

export const NO_RELATIONS: RelationIds = { blocked: new Set(), muted: new Set(), hidden: [] };

/** The session statement's column (users is the session's member). */
export const sessionRelationsColumn = sql<SessionRelations>`json_build_object(
  'b', array(select ${memberBlocks.blockedId} from ${memberBlocks} where ${memberBlocks.blockerId} = ${users.id}
    union select ${memberBlocks.blockerId} from ${memberBlocks} where ${memberBlocks.blockedId} = ${users.id}),
  'm', array(select ${memberMutes.mutedId} from ${memberMutes} where ${memberMutes.muterId} = ${users.id}))`;

// A cached session is read by many requests: its sets are made once.
const made = new WeakMap<SessionRelations, RelationIds>();

/** The reader's relation sets, from their session (a visitor, or a session read without them, has none). */
export function relationIdsOf(auth: { relations?: SessionRelations } | null | undefined): RelationIds {
  const raw = auth?.relations;
  if (!raw || ((raw.b?.length ?? 0) === 0 && (raw.m?.length ?? 0) === 0)) return NO_RELATIONS;
  let ids = made.get(raw);
  if (!ids) {
    const blocked = new Set(raw.b ?? []);
    const muted = new Set(raw.m ?? []);
    ids = { blocked, muted, hidden: [...new Set([...blocked, ...muted])] };
    made.set(raw, ids);
  }
  return ids;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** `column` is none of these ids, or nothing when there are none (so that the usual plan stays). */
export function notAmong(column: Column | SQL, ids: readonly string[]): SQL | undefined {
  return ids.length === 0 ? undefined : sql`${column} <> all(${sql.param([...ids])}::text[])`;
}

/** How the reader stands with a member, for the profile answer: one statement of three primary-key probes. */
export async function relationTo(db: Database, readerId: string, memberId: string): Promise<{ isBlocked: boolean; isMuted: boolean; blocksYou: boolean }> {
  if (readerId === memberId) return { isBlocked: false, isMuted: false, blocksYou: false };
  const [row] = await db
    .select({
      isBlocked: sql<boolean>`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${readerId} and ${memberBlocks.blockedId} = ${memberId})`,
      isMuted: sql<boolean>`exists (select 1 from ${memberMutes} where ${memberMutes.muterId} = ${readerId} and ${memberMutes.mutedId} = ${memberId})`,
      blocksYou: sql<boolean>`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${memberId} and ${memberBlocks.blockedId} = ${readerId})`,
    })
    .from(sql`(select 1) as one`);
  return { isBlocked: Boolean(row?.isBlocked), isMuted: Boolean(row?.isMuted), blocksYou: Boolean(row?.blocksYou) };
}

/**
 * Who receives a desire's event, less the members on either side of a block with any of `members`
 * (the owner, and the member who acted) and, for what `mutedActor` wrote, the members who muted them.
 * One statement; the audience stays as it was when nobody is left out.
 */
export async function readersAudienceWithout(db: Database, readers: Readers, members: readonly string[], mutedActor: string | null = null): Promise<Audience> {
  const audience = readersAudience(readers);
  const ids = [...new Set(members)];
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select blocked_id as id from member_blocks where blocker_id = any(${sql.param(ids)}::text[])
      union select blocker_id from member_blocks where blocked_id = any(${sql.param(ids)}::text[])
      ${mutedActor ? sql`union select muter_id from member_mutes where muted_id = ${mutedActor}` : sql``}`),
  );
  return narrowAudience(audience, rows.map((row) => row.id).filter((id) => !ids.includes(id)));
}

/** The audience less these members. */
export function narrowAudience(audience: Audience, excluded: readonly string[]): Audience {
  if (excluded.length === 0) return audience;
  if (audience.to === 'all') return { to: 'all-except', userIds: [...excluded] };
  if (audience.to === 'all-except') return { to: 'all-except', userIds: [...new Set([...audience.userIds, ...excluded])] };
  const out = new Set(excluded);
  return onlyMembers(audience.userIds.filter((id) => !out.has(id)));
}
