import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MemberListItem } from '@contract/user';

export type RelationshipType = 'both' | 'following' | 'follower';

/** Someone the member may chat with: a follower, a followed member, or both. */
export interface Connection extends MemberListItem {
  email?: string;
  relationshipType: RelationshipType;
}

/** How a connection relates to the member, as its badge reads (rendered with the reader's language). */
export const relationshipBadge: Record<RelationshipType, MessageDescriptor> = { both: msg`Mutual`, following: msg({ message: 'Following', context: 'a badge: a member the reader follows' }), follower: msg`Follower` };

const groupOrder: Record<RelationshipType, number> = { both: 0, following: 1, follower: 2 };

type Listed = MemberListItem & { email?: string };

/**
 * Followers and following merged into one list: each member once with how they relate, ordered
 * both, then following, then follower, alphabetical by name within each; the member's own id left out.
 */
export function mergeConnections(followers: readonly Listed[], following: readonly Listed[], ownId: string): Connection[] {
  const merged = new Map<string, Connection>();
  for (const person of following) {
    if (person._id !== ownId) merged.set(person._id, { ...person, relationshipType: 'following' });
  }
  for (const person of followers) {
    if (person._id === ownId) continue;
    const known = merged.get(person._id);
    merged.set(person._id, known ? { ...known, relationshipType: 'both' } : { ...person, relationshipType: 'follower' });
  }
  return [...merged.values()].sort(
    (a, b) => groupOrder[a.relationshipType] - groupOrder[b.relationshipType] || a.fullName.localeCompare(b.fullName, undefined, { sensitivity: 'base' }),
  );
}

/** The connections whose full name or email contains the query, case-insensitive. */
export function filterConnections(list: readonly Connection[], query: string): Connection[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...list];
  return list.filter((c) => c.fullName.toLowerCase().includes(wanted) || (c.email ?? '').toLowerCase().includes(wanted));
}
