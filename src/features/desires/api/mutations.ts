import { useMutation, useQueryClient } from '@tanstack/react-query';
import { desireResultSchema, type Desire, type DesireStatus, type FulfillmentType } from '@contract/desire';
import { messageResponseSchema } from '@contract/errors';
import { api } from '@/lib/api-client';
import { putDesireEverywhere, removeDesireEverywhere, setStatusEverywhere } from './cache-writes';
import { invalidateAfter } from '@/lib/staleness';
import { restore, snapshotDesires } from './optimistic';

// What a desire's card does itself. The form's, the offer's and the comments' mutations are modules of
// their own, so that a card on a first visit does not bring their code along.

export interface Outcome {
  onSuccess?: () => void;
  onError?: () => void;
}

/**
 * Delete, optimistically: it leaves every list at once; on failure it comes back. The card that
 * asked is gone by then, so what to say afterwards is given here, where it still runs.
 */
export function useDeleteDesire(outcome: Outcome = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/desires/${id}`, { schema: messageResponseSchema }),
    onMutate: async (id) => {
      const snapshot = await snapshotDesires(client);
      removeDesireEverywhere(client, id);
      return { snapshot };
    },
    onSuccess: () => outcome.onSuccess?.(),
    onError: (_error, _id, context) => {
      restore(client, context?.snapshot);
      outcome.onError?.();
    },
    onSettled: () => invalidateAfter(client, 'a desire deleted'),
  });
}

/**
 * The owner's status moves. From in progress to fulfilled it is the complete step; every other
 * move goes through the status call. Optimistic, rolled back on failure.
 */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ desire, to, fulfillmentType }: { desire: Desire; from: DesireStatus; to: DesireStatus; fulfillmentType?: FulfillmentType }) =>
      desire.status === 'in_progress' && to === 'fulfilled'
        ? api.patch(`/api/desires/${desire._id}/complete-fulfillment`, {}, { schema: desireResultSchema })
        : api.patch(`/api/desires/${desire._id}/status`, { status: to, fulfillmentType }, { schema: desireResultSchema }),
    onMutate: async ({ desire, to }) => {
      const snapshot = await snapshotDesires(client);
      setStatusEverywhere(client, desire._id, to);
      return { snapshot };
    },
    // Without the desire in the answer (the spec names none), the refresh below brings it.
    onSuccess: ({ desire }) => desire && putDesireEverywhere(client, desire),
    onError: (_error, _input, context) => restore(client, context?.snapshot),
    onSettled: () => invalidateAfter(client, 'a desire status changed'),
  });
}
