import type { Database } from '../../db/client';
import { everyone, onlyMembers, type Audience } from '../../live/audience';
import type { Readers } from './desires';
import { blocksTouching } from './members';

/**
 * Who receives a desire's live events (its readers, less those kept apart from the owner or from
 * the member who acted), and, for each member whose reaction or offer the desire carries, the
 * recipients who must not see it. Live copies are cut per recipient from one record
 * (desires/live-copies.ts), so what a block takes out of a REST answer (cuts.ts) it takes out of these too.
 */
export interface DesireDelivery {
  audience: Audience;
  /** The members left out of the audience (the lost readers of an edit are told nothing either). */
  excluded: string[];
  /**
   * By member whose reaction or offer the record holds: the members on the other side of a block
   * with them. Absent members have none, as almost every member.
   */
  apart: Record<string, string[]>;
  /**
   * By recipient: how many of the comments the desire's count counts are of members across a block
   * with them or muted by them (their copy's count leaves those out, as their comment list does).
   */
  commentsApart: Record<string, number>;
}

export interface DeliveryParties {
  /** The desire's owner and the member who acted: the event goes to nobody across a block with them. */
  members: readonly string[];
  /** What this member posted or wrote does not reach the sockets of those who muted them. */
  mutedActor?: string | null;
  /** Members whose reactions or offers the event's desire carries (cut out per recipient, not left out). */
  carried?: readonly string[];
  /** The desire whose comment count each copy carries, when it counts any. */
  commentsOn?: string | null;
}

/** One statement, whatever the parties: the blocks that touch any of them, and the actor's muters. */
export async function desireDelivery(db: Database, readers: Readers, parties: DeliveryParties): Promise<DesireDelivery> {
  const members = [...new Set(parties.members)];
  const carried = [...new Set(parties.carried ?? [])];
  const { pairs, mutersOfActor, commenters, mutesOfCommenters } = await blocksTouching(db, [...members, ...carried], parties.mutedActor ?? null, parties.commentsOn ?? null);
  const partnersOf = (id: string) => pairs.flatMap(([a, b]) => (a === id ? [b] : b === id ? [a] : []));
  // The parties themselves stay (a block between the owner and the actor refused the act already);
  // a muter of the actor does not, even the owner of the desire they wrote on.
  const excluded = [...new Set([...members.flatMap(partnersOf).filter((id) => !members.includes(id)), ...mutersOfActor])];
  const apart: Record<string, string[]> = {};
  for (const id of carried) {
    const partners = [...new Set(partnersOf(id))];
    if (partners.length > 0) apart[id] = partners;
  }
  const commentsApart: Record<string, number> = {};
  for (const [commenter, count] of commenters) {
    const apartFromThem = new Set([...partnersOf(commenter), ...mutesOfCommenters.filter(([, muted]) => muted === commenter).map(([muter]) => muter)]);
    for (const recipient of apartFromThem) commentsApart[recipient] = (commentsApart[recipient] ?? 0) + count;
  }
  return { audience: narrowAudience(readersAudience(readers), excluded), excluded, apart, commentsApart };
}

/** Everyone who may read a desire. */
export const readersAudience = (readers: Readers): Audience => (readers.everyone ? everyone : onlyMembers(readers.memberIds));

/**
 * Who could read a desire before a change and cannot after it (they are told it left), or null when
 * nobody lost it. Readers are either everyone or a list, so the difference is one of the three forms.
 */
export function lostReaders(before: Readers, after: Readers): Audience | null {
  if (after.everyone) return null;
  if (before.everyone) return { to: 'all-except', userIds: after.memberIds };
  const kept = new Set(after.memberIds);
  const lost = before.memberIds.filter((id) => !kept.has(id));
  return lost.length > 0 ? onlyMembers(lost) : null;
}

/** The audience less these members. */
export function narrowAudience(audience: Audience, excluded: readonly string[]): Audience {
  if (excluded.length === 0) return audience;
  if (audience.to === 'all') return { to: 'all-except', userIds: [...excluded] };
  if (audience.to === 'all-except') return { to: 'all-except', userIds: [...new Set([...audience.userIds, ...excluded])] };
  const out = new Set(excluded);
  return onlyMembers(audience.userIds.filter((id) => !out.has(id)));
}

/**
 * For one recipient, the carried members they must not see (see DesireDelivery.apart): the
 * inverse of `apart`, made once per event and looked up per socket.
 */
export function apartForRecipients(apart: Record<string, string[]> | undefined): (recipientId: string) => ReadonlySet<string> {
  const entries = Object.entries(apart ?? {});
  if (entries.length === 0) return () => NOBODY;
  const byRecipient = new Map<string, Set<string>>();
  for (const [member, partners] of entries) {
    for (const partner of partners) {
      const set = byRecipient.get(partner) ?? new Set<string>();
      set.add(member);
      byRecipient.set(partner, set);
    }
  }
  return (recipientId) => byRecipient.get(recipientId) ?? NOBODY;
}

const NOBODY: ReadonlySet<string> = new Set();
