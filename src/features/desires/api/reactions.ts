import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reactionResultSchema, type Desire, type ReactionResult } from '@contract/desire';
import { api, isApiError } from '@/lib/api-client';
import { myReaction } from '../model/desire';
import { withReaction, withReactions } from './cache';
import { patchDesireEverywhere } from './cache-updates';
import { desireQueries } from './queries';

/** Taps closer together than this collapse into one request for the state they end on. */
export const REACTION_SETTLE_MS = 350;

interface Pending {
  /** What the server holds for this member. */
  confirmed: string | null;
  /** What the member ended up choosing. */
  wanted: string | null;
  timer?: ReturnType<typeof setTimeout>;
  sending: boolean;
  onError: () => void;
}

const pending = new Map<string, Pending>();

/** While the member's own reaction to a desire is on its way, live echoes of it are theirs already. */
export const hasPendingReaction = (desireId: string) => pending.has(desireId);

async function send(desireId: string, wanted: string | null): Promise<ReactionResult | null> {
  if (wanted) return api.post(`/api/desires/${desireId}/react`, { emoji: wanted }, { schema: reactionResultSchema });
  try {
    return await api.delete(`/api/desires/${desireId}/react`, { schema: reactionResultSchema });
  } catch (error) {
    // The spec: a 404 on removal means it is already gone.
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

async function flush(client: QueryClient, desireId: string, viewerId: string) {
  const entry = pending.get(desireId);
  if (!entry || entry.sending) return;
  const wanted = entry.wanted;
  if (wanted === entry.confirmed) {
    pending.delete(desireId);
    return;
  }
  entry.sending = true;
  try {
    const result = await send(desireId, wanted);
    entry.confirmed = wanted;
    entry.sending = false;
    if (entry.wanted !== wanted) {
      // The member changed their mind while this was on its way: send the new final state.
      void flush(client, desireId, viewerId);
      return;
    }
    pending.delete(desireId);
    // Without the reactions in the answer (the spec names none), the lists are read again.
    const reactions = result?.reactions;
    if (result && reactions) patchDesireEverywhere(client, desireId, (d) => withReactions(d, reactions, result.reactionsCount ?? reactions.length));
    void client.invalidateQueries({ queryKey: desireQueries.lists(), refetchType: result && !reactions ? 'active' : 'none' });
  } catch {
    pending.delete(desireId);
    // Roll back, visibly, to what the server holds.
    patchDesireEverywhere(client, desireId, (d) => withReaction(d, viewerId, entry.confirmed));
    entry.onError();
  }
}

/**
 * Reacting: the same emoji again removes it, another replaces it (one per member). The card
 * changes at once; rapid taps collapse into one request for the final state; a failure rolls the
 * card back to the server's state and calls `onError`.
 */
export function useToggleReaction(viewerId: string | null, onError: () => void) {
  const client = useQueryClient();
  return useCallback(
    (desire: Desire, emoji: string) => {
      if (!viewerId) return;
      const shown = myReaction(desire, viewerId);
      const wanted = shown === emoji ? null : emoji;
      const entry = pending.get(desire._id) ?? { confirmed: shown, wanted, sending: false, onError };
      entry.wanted = wanted;
      entry.onError = onError;
      pending.set(desire._id, entry);
      patchDesireEverywhere(client, desire._id, (d) => withReaction(d, viewerId, wanted), (t) => ({
        ...t,
        reactionsCount: Math.max(0, t.reactionsCount + (wanted && !shown ? 1 : !wanted && shown ? -1 : 0)),
      }));
      clearTimeout(entry.timer);
      entry.timer = setTimeout(() => void flush(client, desire._id, viewerId), REACTION_SETTLE_MS);
    },
    [client, viewerId, onError],
  );
}
