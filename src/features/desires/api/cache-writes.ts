import type { QueryClient } from '@tanstack/react-query';
import type { Comment, Desire, DesireStatus, TrendingDesire } from '@contract/desire';
import {
  appendComment,
  prependToPages,
  removeComment,
  removeFromPages,
  removeFromTrending,
  replaceComment,
  replaceTemporary,
  settleNewDesire,
  toTrendingItem,
  trendingWithCommentCount,
  updateInPages,
  updateInTrending,
  withCommentCount,
  withStatus,
  type DesirePages,
} from './cache';
import { desireQueries } from './queries';
import { authorOf } from '../model/desire';

/**
 * Writes to the QueryClient: applies the pure patchers of cache.ts to every cached place a desire can
 * be, the paged lists, trending and its own page. Shared by the optimistic mutations and the live channel.
 */

const trendingKey = () => [...desireQueries.all(), 'trending'] as const;
const detailKey = (id: string) => desireQueries.detail(id).queryKey;

export function patchDesireEverywhere(client: QueryClient, id: string, update: (desire: Desire) => Desire, trending?: (item: TrendingDesire) => TrendingDesire) {
  client.setQueriesData<DesirePages>({ queryKey: desireQueries.lists() }, (data) => updateInPages(data, id, update));
  // The desire's page and its shared page (whose key goes on with the owner).
  client.setQueriesData<Desire | null>({ queryKey: detailKey(id) }, (desire) => (desire ? update(desire) : desire));
  if (trending) client.setQueriesData<TrendingDesire[]>({ queryKey: trendingKey() }, (list) => updateInTrending(list, id, trending));
}

/** A copy of the desire from its page or any cached list, if one is there. */
export function findCachedDesire(client: QueryClient, id: string): Desire | undefined {
  const detail = client.getQueryData<Desire | null>(detailKey(id));
  if (detail) return detail;
  for (const [, data] of client.getQueriesData<DesirePages>({ queryKey: desireQueries.lists() })) {
    const found = data?.pages.flatMap((p) => p.desires).find((d) => d._id === id);
    if (found) return found;
  }
  return undefined;
}

export function setStatusEverywhere(client: QueryClient, id: string, status: DesireStatus) {
  patchDesireEverywhere(client, id, (d) => withStatus(d, status), (t) => (t.status === status ? t : { ...t, status }));
}

/** A desire replaced by the server's copy, wherever it is listed. */
export function putDesireEverywhere(client: QueryClient, desire: Desire) {
  patchDesireEverywhere(client, desire._id, () => desire, () => toTrendingItem(desire));
}


export function removeDesireEverywhere(client: QueryClient, id: string) {
  client.setQueriesData<DesirePages>({ queryKey: desireQueries.lists() }, (data) => removeFromPages(data, id));
  client.setQueriesData<TrendingDesire[]>({ queryKey: trendingKey() }, (list) => removeFromTrending(list, id));
  client.setQueriesData<Desire | null>({ queryKey: detailKey(id) }, null);
}

/** Which lists a new desire belongs in: the public feeds when it is public, and always the owner's own. */
function listTakes(key: readonly unknown[], desire: Desire, viewerId: string): boolean {
  const kind = key[2];
  if (kind === 'my') return true;
  if (kind === 'user') return key[3] === viewerId;
  if (kind === 'category') {
    const category = key[4] as { name: string; ownerId: string } | undefined;
    const name = category?.name.toLowerCase();
    return category?.ownerId === authorOf(desire)._id && desire.categories.some((c) => c.toLowerCase() === name);
  }
  if (kind === 'public') {
    const filters = key[3] as { status?: string; category?: string; userId?: string } | undefined;
    if (desire.visibility !== 'public') return false;
    if (filters?.status && filters.status !== 'all' && filters.status !== 'desire') return false;
    if (filters?.category && !desire.categories.includes(filters.category)) return false;
    if (filters?.userId && filters.userId !== viewerId) return false;
    return true;
  }
  return false;
}

/** The optimistic copy goes on top of the lists it belongs to, and of trending (the spec's rule). */
export function addTemporaryDesire(client: QueryClient, desire: Desire, viewerId: string) {
  for (const query of client.getQueryCache().findAll({ queryKey: desireQueries.lists() })) {
    if (listTakes(query.queryKey, desire, viewerId)) {
      client.setQueryData<DesirePages>(query.queryKey, (data) => prependToPages(data, desire));
    }
  }
  if (desire.visibility === 'public') {
    client.setQueriesData<TrendingDesire[]>({ queryKey: trendingKey() }, (list) => (list ? [toTrendingItem(desire), ...list] : list));
  }
}

/** The server's desire takes the place of the temporary one (or arrives first, from the live channel). */
export function settleDesire(client: QueryClient, desire: Desire, viewerId: string, tempId?: string) {
  for (const query of client.getQueryCache().findAll({ queryKey: desireQueries.lists() })) {
    if (!listTakes(query.queryKey, desire, viewerId)) continue;
    client.setQueryData<DesirePages>(query.queryKey, (data) => {
      const replaced = tempId ? replaceTemporary(data, tempId, desire) : data;
      return replaced !== data ? replaced : settleNewDesire(data, desire);
    });
  }
  if (tempId) {
    client.setQueriesData<TrendingDesire[]>({ queryKey: trendingKey() }, (list) => updateInTrending(list, tempId, () => toTrendingItem(desire)));
  }
  client.setQueryData(detailKey(desire._id), desire);
}

// --- comments -----------------------------------------------------------------------------------

export function addCommentEverywhere(client: QueryClient, desireId: string, comment: Comment) {
  const key = desireQueries.comments(desireId).queryKey;
  const before = client.getQueryData<Comment[]>(key);
  if (before?.some((c) => c._id === comment._id)) return;
  client.setQueryData<Comment[]>(key, (list) => appendComment(list, comment));
  patchDesireEverywhere(client, desireId, (d) => withCommentCount(d, 1), (t) => trendingWithCommentCount(t, 1));
}

export function settleCommentEverywhere(client: QueryClient, desireId: string, tempId: string, comment: Comment) {
  client.setQueryData<Comment[]>(desireQueries.comments(desireId).queryKey, (list) => replaceComment(list, tempId, comment));
}

export function removeCommentEverywhere(client: QueryClient, desireId: string, commentId: string) {
  const key = desireQueries.comments(desireId).queryKey;
  const before = client.getQueryData<Comment[]>(key);
  client.setQueryData<Comment[]>(key, (list) => removeComment(list, commentId));
  if (!before || before.some((c) => c._id === commentId)) {
    patchDesireEverywhere(client, desireId, (d) => withCommentCount(d, -1), (t) => trendingWithCommentCount(t, -1));
  }
}
