import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startFulfillmentResultSchema, type Desire } from '@contract/desire';
import { uiTimings } from '@contract/limits';
import type { UserSummary } from '@contract/user';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/staleness';
import { patchDesireEverywhere, putDesireEverywhere } from './cache-writes';
import { desireQueries } from './queries';
import { restore, snapshotDesires } from './optimistic';

/**
 * An offer to fulfil, optimistic: the desire shows in progress with the offer at once. After the
 * answer it is read again 100 ms later, and once more at 500 ms (the spec's two follow-ups).
 */
export function useStartFulfillment(viewer: UserSummary | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ desire, anonymous, message }: { desire: Desire; anonymous: boolean; message?: string }) =>
      api.patch(`/api/desires/${desire._id}/start-fulfillment`, { anonymous, message: message?.trim() || undefined }, { schema: startFulfillmentResultSchema }),
    onMutate: async ({ desire, anonymous, message }) => {
      const snapshot = await snapshotDesires(client);
      const now = new Date().toISOString();
      patchDesireEverywhere(
        client,
        desire._id,
        (d) => ({
          ...d,
          status: 'in_progress',
          fulfillments: [{ _id: `temp-${Date.now()}`, userId: viewer, anonymous, message: message ?? null, fulfilledAt: null, createdAt: now }, ...d.fulfillments],
        }),
        (t) => ({ ...t, status: 'in_progress' }),
      );
      return { snapshot };
    },
    onSuccess: ({ desire }) => desire && putDesireEverywhere(client, desire),
    onError: (_error, _input, context) => restore(client, context?.snapshot),
    onSettled: (_data, _error, { desire }) => {
      const refetch = () => {
        void client.invalidateQueries({ queryKey: desireQueries.detail(desire._id).queryKey });
        void client.invalidateQueries({ queryKey: desireQueries.lists() });
      };
      setTimeout(refetch, uiTimings.fulfilRefetchDelayMs);
      setTimeout(refetch, uiTimings.fulfilRepeatDelayMs);
      void invalidateAfter(client, 'a fulfilment offered');
    },
  });
}
