import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DesireStatus } from '@contract/desire';
import { desires, type DesireRow } from '../../db/schema';

/*
 * A surprise keeps its owner blind until the reveal (docs/decisions/gifting.md): while it is not
 * revealed, the owner sees the desire as they left it (status desire, no offers, no pledges), and no
 * notice, live event, push or digest tells them of an offer or a pledge. Everyone else who may read
 * the desire sees it as it is. Every path asks here: the desire's answer and lists (serialise.ts),
 * the owner's status filters and counts, the notices written and the live copies.
 */

type SurpriseFields = Pick<DesireRow, 'surprise' | 'revealedAt'>;

/** A surprise not revealed yet. */
export const unrevealed = (desire: SurpriseFields): boolean => desire.surprise && desire.revealedAt === null;

/** This reader is the owner of an unrevealed surprise: they read it blind. */
export const blindFor = (desire: SurpriseFields & Pick<DesireRow, 'userId'>, readerId: string | null): boolean =>
  readerId !== null && readerId === desire.userId && unrevealed(desire);

/** The status this reader sees: desire for the blind owner (the stored status moves with offers for everyone else). */
export const statusSeenBy = (desire: SurpriseFields & Pick<DesireRow, 'userId' | 'status'>, readerId: string | null): DesireStatus =>
  blindFor(desire, readerId) ? 'desire' : desire.status;

/** The status as the owner sees it, in SQL: for the owner's own lists, filters and counts. */
export const ownerStatusSql: SQL = sql`(case when ${desires.surprise} and ${desires.revealedAt} is null then 'desire' else ${desires.status} end)`;

/**
 * A status filter on the owner's own desires, as they see them: an unrevealed surprise counts as
 * desired whatever offers it has. The plain condition stays for everyone else (and its index).
 */
export function ownerStatusIs(status: DesireStatus): SQL {
  if (status === 'desire') return sql`(${desires.status} = 'desire' or (${desires.surprise} and ${desires.revealedAt} is null))`;
  return sql`(${desires.status} = ${status} and not (${desires.surprise} and ${desires.revealedAt} is null))`;
}

/**
 * Whether a notice about this desire may be written to this recipient: never an offer's or pledge's
 * to the owner of an unrevealed surprise (the reveal tells them all at once).
 */
export const noticeKeptFrom = (desire: SurpriseFields & Pick<DesireRow, 'userId'>, recipientId: string): boolean => blindFor(desire, recipientId);

/**
 * Of these desires (a shared list such as trending, which carries statuses but no gifting fields),
 * the reader's own unrevealed surprises: their status reads desire to the reader. No statement when
 * none of them is the reader's and moved past desire.
 */
export async function ownUnrevealedAmong(db: Database, readerId: string | null, list: readonly { _id: string; status: string; ownerId: string | null }[]): Promise<ReadonlySet<string>> {
  const candidates = readerId === null ? [] : list.filter((d) => d.ownerId === readerId && d.status !== 'desire').map((d) => d._id);
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ id: desires.id })
    .from(desires)
    .where(and(sql`${desires.id} = any(${sql.param(candidates)}::text[])`, eq(desires.surprise, true), isNull(desires.revealedAt)));
  return new Set(rows.map((row) => row.id));
}
