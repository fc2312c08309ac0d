import { useCallback } from 'react';
import { infiniteQueryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pagedDesiresSchema, type Desire, type PagedDesires } from '@contract/desire';
import { SAVED_PAGE_SIZE, saveResultSchema, type SaveResult } from '@contract/saved';
import { api } from '@/lib/api-client';
import { callExtra, isMissingEndpoint } from '@/lib/extras';
import { retryTransient } from '@/lib/query-client';
import { timings } from '@/lib/timings';
import { patchDesireEverywhere } from './cache-writes';
import { desireQueries } from './queries';
import { SettlingChoice } from './settling-choice';

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

const send = (desireId: string, save: boolean) =>
  callExtra('saved', () =>
    save
      ? api.put(`/api/desires/${encodeURIComponent(desireId)}/save`, undefined, { schema: saveResultSchema })
      : api.delete(`/api/desires/${encodeURIComponent(desireId)}/save`, { schema: saveResultSchema }),
  );

interface SaveContext {
  client: QueryClient;
  onError: (triedToSave: boolean) => void;
}

const saveChoices = new SettlingChoice<boolean, SaveResult, SaveContext>({
  send,
  confirmedBy: (result) => result.saved,
  settled: (_desireId, _result, { client }) => {
    // The Saved screen reads its list again when it is next shown; on it, an unsaved card stays in
    // place until then, so that a slip of the finger can be undone with another tap.
    void client.invalidateQueries({ queryKey: savedQueries.list().queryKey, refetchType: 'none' });
  },
  failed: (desireId, confirmed, wanted, error, { client, onError }) => {
    // Roll back to what the server holds; a backend without saving hides the bookmark quietly.
    patchDesireEverywhere(client, desireId, withSaved(confirmed));
    if (!isMissingEndpoint(error)) onError(wanted);
  },
});

/** The member's own choice while it is on its way: a live copy of the desire must not undo it. */
export const pendingSave = (desireId: string): boolean | undefined => saveChoices.pending(desireId);

/**
 * Saving and unsaving: the bookmark changes at once; rapid taps collapse into one request for the
 * state they end on; a failure rolls it back to the server's state and calls `onError`.
 */
export function useToggleSave(onError: (triedToSave: boolean) => void) {
  const client = useQueryClient();
  return useCallback(
    (desire: Desire) => {
      if (!canBeSaved(desire)) return;
      const shown = saveChoices.pending(desire._id) ?? desire.isSaved;
      const wanted = !shown;
      saveChoices.choose(desire._id, desire.isSaved, wanted, { client, onError });
      patchDesireEverywhere(client, desire._id, withSaved(wanted));
    },
    [client, onError],
  );
}

/** The member saved or unsaved a desire in another tab: this one follows. */
export function receiveSavedChange(client: QueryClient, desireId: string, saved: boolean) {
  if (saveChoices.has(desireId)) return;
  patchDesireEverywhere(client, desireId, withSaved(saved));
  void client.invalidateQueries({ queryKey: savedQueries.list().queryKey });
}

/** A desire as a live event brings it, with the member's own save still on its way kept. */
export function keepPendingSave(desire: Desire): Desire {
  const wanted = pendingSave(desire._id);
  return wanted === undefined ? desire : withSaved(wanted)(desire);
}
