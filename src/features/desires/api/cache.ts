import type { InfiniteData } from '@tanstack/react-query';
import type { Comment, Desire, DesireStatus, PagedDesires, Reaction, TrendingDesire } from '@contract/desire';
import { liveTimings } from '@contract/limits';

/**
 * Pure patchers: (old cache value, change) => new cache value, never mutating and never touching a
 * QueryClient (cache-writes.ts applies them to every cached place a desire can be). The mutations use
 * them for optimistic updates and the live channel uses the same ones for other members' acts.
 * Each one returns the old value untouched when the change does not concern it.
 */

export type DesirePages = InfiniteData<PagedDesires, number>;

function mapPages(data: DesirePages, map: (desires: Desire[], page: PagedDesires, index: number) => PagedDesires): DesirePages {
  let changed = false;
  const pages = data.pages.map((page, index) => {
    const next = map(page.desires, page, index);
    if (next !== page) changed = true;
    return next;
  });
  return changed ? { ...data, pages } : data;
}

/** Applies `update` to the desire with this id wherever it is in the pages. */
export function updateInPages(data: DesirePages | undefined, id: string, update: (desire: Desire) => Desire): DesirePages | undefined {
  if (!data) return data;
  return mapPages(data, (desires, page) => {
    const index = desires.findIndex((d) => d._id === id);
    if (index === -1) return page;
    const next = update(desires[index]!);
    if (next === desires[index]) return page;
    const copy = [...desires];
    copy[index] = next;
    return { ...page, desires: copy };
  });
}

export function removeFromPages(data: DesirePages | undefined, id: string): DesirePages | undefined {
  if (!data) return data;
  const present = data.pages.some((p) => p.desires.some((d) => d._id === id));
  if (!present) return data;
  return mapPages(data, (desires, page) => {
    const kept = desires.filter((d) => d._id !== id);
    return { ...page, desires: kept, total: Math.max(0, page.total - 1) };
  });
}

/** Puts a desire at the top; an existing copy with the same id is replaced instead (no duplicates). */
export function prependToPages(data: DesirePages | undefined, desire: Desire): DesirePages | undefined {
  if (!data) return data;
  if (data.pages.some((p) => p.desires.some((d) => d._id === desire._id))) return updateInPages(data, desire._id, () => desire);
  return mapPages(data, (desires, page, index) =>
    index === 0 ? { ...page, desires: [desire, ...desires], total: page.total + 1 } : { ...page, total: page.total + 1 },
  );
}

/**
 * A new desire from the server: it replaces the optimistic copy it stands for (same title, or any
 * temporary copy made in the last 30 s), or else goes on top with the total plus one.
 */
export function settleNewDesire(data: DesirePages | undefined, desire: Desire, now = Date.now()): DesirePages | undefined {
  if (!data) return data;
  const temporary = data.pages
    .flatMap((p) => p.desires)
    .find(
      (d) =>
        d.isOptimistic &&
        (d.title === desire.title || now - Date.parse(d.createdAt) <= liveTimings.optimisticMatchWindowMs),
    );
  if (temporary) {
    return mapPages(data, (desires, page) => {
      const index = desires.findIndex((d) => d._id === temporary._id);
      if (index === -1) return page;
      // The real one may already be listed (the answer and a live event both bring it).
      const rest = desires.filter((d, i) => i !== index && d._id !== desire._id);
      rest.splice(index, 0, desire);
      return { ...page, desires: rest };
    });
  }
  return prependToPages(data, desire);
}

/**
 * The server's copy takes the place of a temporary one. A copy that already arrived (the live
 * channel can be quicker than the answer) is dropped so the desire is listed once.
 */
export function replaceTemporary(data: DesirePages | undefined, tempId: string, desire: Desire): DesirePages | undefined {
  if (!data || !data.pages.some((p) => p.desires.some((d) => d._id === tempId))) return data;
  const alreadyThere = data.pages.some((p) => p.desires.some((d) => d._id === desire._id));
  const cleaned = alreadyThere ? removeFromPages(data, desire._id) : data;
  return updateInPages(cleaned, tempId, () => desire);
}

/** The same for the trending list, which holds summaries. */
export function updateInTrending(list: TrendingDesire[] | undefined, id: string, update: (item: TrendingDesire) => TrendingDesire) {
  if (!list) return list;
  const index = list.findIndex((d) => d._id === id);
  if (index === -1) return list;
  const copy = [...list];
  copy[index] = update(list[index]!);
  return copy;
}

export function removeFromTrending(list: TrendingDesire[] | undefined, id: string) {
  return list?.some((d) => d._id === id) ? list.filter((d) => d._id !== id) : list;
}

export function toTrendingItem(desire: Desire): TrendingDesire {
  return {
    _id: desire._id,
    title: desire.title,
    status: desire.status,
    coverImage: desire.coverImage,
    userId: desire.userId,
    reactionsCount: desire.reactionsCount,
    commentsCount: desire.commentsCount,
    createdAt: desire.createdAt,
  };
}

// --- changes to one desire --------------------------------------------------------------------

export function withStatus(desire: Desire, status: DesireStatus): Desire {
  return desire.status === status ? desire : { ...desire, status };
}

/**
 * The member's reaction becomes `emoji` (null removes it): one per member, so any earlier one of
 * theirs goes. `reaction` is the server's row when known.
 */
export function withReaction(desire: Desire, userId: string, emoji: string | null, reaction?: Reaction): Desire {
  const others = desire.reactions.filter((r) => r.userId !== userId);
  const mine = emoji
    ? (reaction ?? { _id: `temp-${userId}`, userId, postId: desire._id, emoji, createdAt: new Date().toISOString() })
    : null;
  const before = desire.reactions.find((r) => r.userId === userId)?.emoji ?? null;
  // Without the server's row, the same emoji again changes nothing (a duplicate event, say).
  if (!reaction && before === emoji) return desire;
  const reactions = mine ? [...others, mine] : others;
  return { ...desire, reactions, reactionsCount: reactions.length };
}

/** The server's word on the reactions of a desire. */
export function withReactions(desire: Desire, reactions: Reaction[], reactionsCount: number): Desire {
  return { ...desire, reactions, reactionsCount };
}

export function withCommentCount(desire: Desire, delta: number): Desire {
  return { ...desire, commentsCount: Math.max(0, desire.commentsCount + delta) };
}


export function trendingWithCommentCount(item: TrendingDesire, delta: number): TrendingDesire {
  return { ...item, commentsCount: Math.max(0, item.commentsCount + delta) };
}

// --- comments ---------------------------------------------------------------------------------

/** Adds a comment at the end (oldest first); a comment already there (same id) is not added twice. */
export function appendComment(list: Comment[] | undefined, comment: Comment): Comment[] | undefined {
  if (!list) return list;
  if (list.some((c) => c._id === comment._id)) return list;
  return [...list, comment];
}

export function replaceComment(list: Comment[] | undefined, tempId: string, comment: Comment): Comment[] | undefined {
  if (!list) return list;
  const withoutDuplicate = list.filter((c) => c._id !== comment._id);
  const index = withoutDuplicate.findIndex((c) => c._id === tempId);
  if (index === -1) return appendComment(withoutDuplicate, comment);
  const copy = [...withoutDuplicate];
  copy[index] = comment;
  return copy;
}

export function removeComment(list: Comment[] | undefined, id: string): Comment[] | undefined {
  return list?.some((c) => c._id === id) ? list.filter((c) => c._id !== id) : list;
}
