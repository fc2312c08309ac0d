import type { QueryClient } from '@tanstack/react-query';
import type { Comment, Desire, Reaction } from '@contract/desire';
import { readAgainIfInFlight } from '@/lib/read-again-if-in-flight';
import {
  addCommentEverywhere,
  findCachedDesire,
  patchDesireEverywhere,
  putDesireEverywhere,
  removeCommentEverywhere,
  removeDesireEverywhere,
} from './cache-writes';
import { prependToPages, settleNewDesire, withReaction, type DesirePages } from './cache';
import { authorOf } from '../model/desire';
import { commentMutationKey } from './comment-mutations';
import { ownComments } from './own-acts';
import { desireQueries } from './queries';
import { hasPendingReaction } from './reactions';
import { refreshArchives } from './archive';
import { keepPendingSave } from './saved';

/**
 * What other members' acts do to this member's cached desires, as the live channel reports them.
 * Each applies the same pure patchers as the optimistic mutations, so an echo of the member's own
 * act finds its change already there.
 */

const refreshStats = (client: QueryClient) => void client.invalidateQueries({ queryKey: desireQueries.stats().queryKey });

/** Which cached lists a new desire belongs in, judged by the list's key. */
function takes(key: readonly unknown[], desire: Desire, viewerId: string): 'add' | 'refetch' | 'no' {
  const kind = key[2];
  if (kind === 'my') return authorOf(desire)._id === viewerId ? 'add' : 'no';
  if (kind === 'user') return key[3] === authorOf(desire)._id ? 'add' : 'no';
  if (kind === 'public') {
    const filters = key[3] as { status?: string; category?: string; userId?: string } | undefined;
    if (desire.visibility !== 'public') return 'no';
    if (filters?.status && filters.status !== 'all' && filters.status !== desire.status) return 'no';
    if (filters?.category && !desire.categories.includes(filters.category)) return 'no';
    if (filters?.userId && filters.userId !== authorOf(desire)._id) return 'no';
    return 'add';
  }
  // Whom the member follows is not in the cache: the following feed is read again.
  if (kind === 'following') return authorOf(desire)._id === viewerId ? 'no' : 'refetch';
  return 'no';
}

/**
 * A new desire: it takes the place of the member's own optimistic copy (same title, or made in the
 * last 30 s: the spec's rule, applied to the member's own desires only), or tops the lists it
 * belongs to with their totals plus one.
 */
export function receiveNewDesire(client: QueryClient, desire: Desire, viewerId: string) {
  const own = authorOf(desire)._id === viewerId;
  for (const query of client.getQueryCache().findAll({ queryKey: desireQueries.lists() })) {
    const verdict = takes(query.queryKey, desire, viewerId);
    if (verdict === 'refetch') void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
    if (verdict !== 'add') continue;
    client.setQueryData<DesirePages>(query.queryKey, (data) => (own ? settleNewDesire(data, desire) : prependToPages(data, desire)));
    readAgainIfInFlight(client, query.queryKey);
  }
  client.setQueryData(desireQueries.detail(desire._id).queryKey, desire);
  refreshStats(client);
}

/** An edit (or a desire that became visible): replaced wherever it is shown. */
export function receiveDesireUpdate(client: QueryClient, desire: Desire) {
  putDesireEverywhere(client, keepPendingSave(desire));
}

/** Deleted, or no longer visible to this member: it leaves every list, and its page shows "Desire Not Found". */
export function receiveDesireRemoved(client: QueryClient, desireId: string) {
  removeDesireEverywhere(client, desireId);
  refreshStats(client);
}

/** A status move: the desire as the server has it now (with its offers, cut for this member). */
export function receiveStatusUpdate(client: QueryClient, desire: Desire) {
  putDesireEverywhere(client, keepPendingSave(desire));
  refreshStats(client);
  // It may have come true, or stopped being so: the archive lists are read again.
  refreshArchives(client);
}

export interface ReactionChange {
  postId: string;
  action: 'added' | 'updated' | 'removed';
  reaction: Reaction | null;
  userId: string;
}

/** One member's reaction after their change: one per member, so it replaces theirs. */
export function receiveReactionUpdate(client: QueryClient, change: ReactionChange, viewerId: string) {
  const own = change.userId === viewerId;
  // The member's own tap is still on its way: the card already shows what they chose.
  if (own && hasPendingReaction(change.postId)) return;
  const delta = reactionDelta(client, change);
  patchDesireEverywhere(
    client,
    change.postId,
    (d) => withReaction(d, change.userId, change.reaction?.emoji ?? null, change.reaction ?? undefined),
    // Trending keeps counts only; the member's own changes reach it through their own refresh.
    own || delta === 0 ? undefined : (t) => ({ ...t, reactionsCount: Math.max(0, t.reactionsCount + delta) }),
  );
  void client.invalidateQueries({ queryKey: desireQueries.whoReactedKey(change.postId) });
}

/**
 * How the count moves: judged from a cached copy of the desire when there is one (so that the same
 * event twice moves it once), from the action otherwise.
 */
function reactionDelta(client: QueryClient, change: ReactionChange): number {
  const cached = findCachedDesire(client, change.postId);
  if (!cached) return change.action === 'added' ? 1 : change.action === 'removed' ? -1 : 0;
  const had = cached.reactions.some((r) => r.userId === change.userId);
  return (change.reaction ? 1 : 0) - (had ? 1 : 0);
}

export interface CommentChange {
  postId: string;
  action: 'added' | 'deleted';
  comment: Comment | null;
  commentId: string;
}

function ownCommentInFlight(client: QueryClient, desireId: string): boolean {
  return client
    .getMutationCache()
    .findAll({ mutationKey: commentMutationKey, status: 'pending' })
    .some((m) => (m.state.variables as { desireId?: string } | undefined)?.desireId === desireId);
}

export function receiveCommentUpdate(client: QueryClient, change: CommentChange, viewerId: string) {
  if (change.action === 'deleted') {
    removeCommentEverywhere(client, change.postId, change.commentId);
    return;
  }
  const { comment } = change;
  if (!comment) return;
  if (authorOf(comment)._id === viewerId && (ownComments.has(comment._id) || ownCommentInFlight(client, change.postId))) return;
  addCommentEverywhere(client, change.postId, comment);
}
