import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reactionResultSchema, type Desire, type ReactionResult } from '@contract/desire';
import { api, isApiError } from '@/lib/api-client';
import { myReaction } from '../model/desire';
import { withReaction, withReactions } from './cache';
import { patchDesireEverywhere } from './cache-writes';
import { desireQueries } from './queries';
import { SettlingChoice } from './settling-choice';

/** While the member's own reaction to a desire is on its way, live echoes of it are theirs already. */
export const hasPendingReaction = (desireId: string) => reactionChoices.has(desireId);

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

interface ReactionContext {
  client: QueryClient;
  viewerId: string;
  onError: () => void;
}

const reactionChoices = new SettlingChoice<string | null, ReactionResult | null, ReactionContext>({
  send,
  confirmedBy: (_result, wanted) => wanted,
  settled: (desireId, result, { client }) => {
    // Without the reactions in the answer (the spec names none), the lists are read again.
    const reactions = result?.reactions;
    if (result && reactions) patchDesireEverywhere(client, desireId, (d) => withReactions(d, reactions, result.reactionsCount ?? reactions.length));
    void client.invalidateQueries({ queryKey: desireQueries.lists(), refetchType: result && !reactions ? 'active' : 'none' });
    void client.invalidateQueries({ queryKey: desireQueries.whoReactedKey(desireId) });
  },
  failed: (desireId, confirmed, _wanted, _error, { client, viewerId, onError }) => {
    // Roll back, visibly, to what the server holds.
    patchDesireEverywhere(client, desireId, (d) => withReaction(d, viewerId, confirmed));
    onError();
  },
});

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
      reactionChoices.choose(desire._id, shown, wanted, { client, viewerId, onError });
      patchDesireEverywhere(client, desire._id, (d) => withReaction(d, viewerId, wanted), (t) => ({
        ...t,
        reactionsCount: Math.max(0, t.reactionsCount + (wanted && !shown ? 1 : !wanted && shown ? -1 : 0)),
      }));
    },
    [client, viewerId, onError],
  );
}
