import type { Readers } from '../services/visibility/desires';

/**
 * Who receives a live message. It crosses processes as data, so it names members, never sockets:
 * every socket (a public desire), every socket but some members' (a public desire that stopped being
 * public), or some members' sockets. Each process resolves it against its own sockets with set lookups.
 */
export type Audience = { to: 'all' } | { to: 'all-except'; userIds: string[] } | { to: 'users'; userIds: string[] };

export const everyone: Audience = { to: 'all' };

export const onlyMembers = (userIds: readonly string[]): Audience => ({ to: 'users', userIds: [...new Set(userIds)] });

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
