import { useCallback } from 'react';
import { infiniteQueryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pagedDesiresSchema, type Desire, type PagedDesires } from '@contract/desire';
import { SAVED_PAGE_SIZE, saveResultSchema } from '@contract/saved';
import { api } from '@/lib/api-client';
import { callExtra, isMissingEndpoint } from '@/lib/extras';
import { retryTransient } from '@/lib/query-client';
import { timings } from '@/lib/timings';
import { patchDesireEverywhere } from './cache-updates';
import { desireQueries } from './queries';
import { REACTION_SETTLE_MS } from './reactions';

/*
 * Saved desires (an extra of our server): the member's private bookmarks. A desire's `isSaved` null
 * means the backend offers no saving, and the bookmark is not shown.
 */

const nextPage = (last: PagedDesires, _all: PagedDesires[], lastPage: number) => (last.hasMore ? lastPage + 1 : undefined);

export const savedQueries = {
  /** Under the desires' list key, so that every desire patcher (live edits, removals, reactions) reaches it. */
  list: () =>
    infiniteQueryOptions({
      queryKey: [...desireQueries.lists(), 'saved'] as const,
      queryFn: ({ pageParam }) => callExtra('saved', () => api.get(`/api/saved?page=${pageParam}&limit=${SAVED_PAGE_SIZE}`, { schema: pagedDesiresSchema })),
      staleTime: timings.pagedFeed.staleTime,
      gcTime: timings.pagedFeed.gcTime,
      retry: retryTransient(timings.pagedFeed.retry),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
};

/** Whether saving is offered for this desire as the backend answered it (and it is not a copy on its way). */
export const canBeSaved = (desire: Desire): desire is Desire & { isSaved: boolean } => typeof desire.isSaved === 'boolean' && !desire.isOptimistic;

const withSaved = (saved: boolean) => (desire: Desire): Desire => (desire.isSaved === null ? desire : { ...desire, isSaved: saved });

interface Pending {
  /** What the server holds. */
  confirmed: boolean;
  /** What the member ended up choosing. */
  wanted: boolean;
  timer?: ReturnType<typeof setTimeout>;
  sending: boolean;
  onError: (wanted: boolean) => void;
}

const pending = new Map<string, Pending>();

/** The member's own choice while it is on its way: a live copy of the desire must not undo it. */
export const pendingSave = (desireId: string): boolean | undefined => pending.get(desireId)?.wanted;

const send = (desireId: string, save: boolean) =>
  callExtra('saved', () =>
    save
      ? api.put(`/api/desires/${encodeURIComponent(desireId)}/save`, undefined, { schema: saveResultSchema })
      : api.delete(`/api/desires/${encodeURIComponent(desireId)}/save`, { schema: saveResultSchema }),
  );

async function flush(client: QueryClient, desireId: string) {
  const entry = pending.get(desireId);
  if (!entry || entry.sending) return;
  const wanted = entry.wanted;
  if (wanted === entry.confirmed) {
    // An even number of taps: the server has it already.
    pending.delete(desireId);
    return;
  }
  entry.sending = true;
  try {
    const result = await send(desireId, wanted);
    entry.confirmed = result.saved;
    entry.sending = false;
    if (entry.wanted !== wanted) {
      // The member changed their mind while this was on its way: send the new final state.
      void flush(client, desireId);
      return;
    }
    pending.delete(desireId);
    // The Saved screen reads its list again when it is next shown; on it, an unsaved card stays in
    // place until then, so that a slip of the finger can be undone with another tap.
    void client.invalidateQueries({ queryKey: savedQueries.list().queryKey, refetchType: 'none' });
  } catch (error) {
    clearTimeout(entry.timer);
    pending.delete(desireId);
    // Roll back to what the server holds; a backend without saving hides the bookmark quietly.
    patchDesireEverywhere(client, desireId, withSaved(entry.confirmed));
    if (!isMissingEndpoint(error)) entry.onError(wanted);
  }
}

/**
 * Saving and unsaving: the bookmark changes at once; rapid taps collapse into one request for the
 * state they end on; a failure rolls it back to the server's state and calls `onError`.
 */
export function useToggleSave(onError: (triedToSave: boolean) => void) {
  const client = useQueryClient();
  return useCallback(
    (desire: Desire) => {
      if (!canBeSaved(desire)) return;
      const shown = pending.get(desire._id)?.wanted ?? desire.isSaved;
      const wanted = !shown;
      const entry = pending.get(desire._id) ?? { confirmed: desire.isSaved, wanted, sending: false, onError };
      entry.wanted = wanted;
      entry.onError = onError;
      pending.set(desire._id, entry);
      patchDesireEverywhere(client, desire._id, withSaved(wanted));
      clearTimeout(entry.timer);
      entry.timer = setTimeout(() => void flush(client, desire._id), REACTION_SETTLE_MS);
    },
    [client, onError],
  );
}

/** The member saved or unsaved a desire in another tab: this one follows. */
export function receiveSavedChange(client: QueryClient, desireId: string, saved: boolean) {
  if (pending.has(desireId)) return;
  patchDesireEverywhere(client, desireId, withSaved(saved));
  void client.invalidateQueries({ queryKey: savedQueries.list().queryKey });
}

/** A desire as a live event brings it, with the member's own save still on its way kept. */
export function keepPendingSave(desire: Desire): Desire {
  const wanted = pendingSave(desire._id);
  return wanted === undefined ? desire : withSaved(wanted)(desire);
}
