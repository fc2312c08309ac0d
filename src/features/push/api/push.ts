import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pushKeySchema, pushSubscriptionResultSchema } from '@contract/push';
import { api, isApiError } from '@/lib/api-client';
import { currentSubscription, subscribeDevice } from '@/lib/web-push';

/** The server's VAPID key; null when the backend offers no Web Push (404): the control hides. */
async function fetchPushKey(): Promise<string | null> {
  try {
    return (await api.get('/api/push/key', { schema: pushKeySchema, auth: 'none' })).publicKey;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const pushQueries = {
  all: () => ['push'] as const,
  key: () => queryOptions({ queryKey: [...pushQueries.all(), 'key'] as const, queryFn: fetchPushKey, staleTime: Infinity }),
  /** Whether this browser is subscribed now (its endpoint), read from the browser itself. */
  device: () => queryOptions({ queryKey: [...pushQueries.all(), 'device'] as const, queryFn: async () => (await currentSubscription())?.endpoint ?? null }),
};

/** "Enable notifications on this device": permission, browser subscription, then the server keeps it. */
export function useEnableDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeDevice(publicKey);
      try {
        await api.post('/api/push/subscriptions', subscription.toJSON(), { schema: pushSubscriptionResultSchema });
      } catch (error) {
        // The server did not keep it: the browser's half goes too, so the two agree.
        await subscription.unsubscribe().catch(() => undefined);
        throw error;
      }
      return subscription.endpoint;
    },
    onSuccess: (endpoint) => queryClient.setQueryData(pushQueries.device().queryKey, endpoint),
  });
}

/** Turns this browser's pushes off: the server forgets it, then the browser unsubscribes. */
export function useDisableDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      await api.delete('/api/push/subscriptions', { body: { endpoint: subscription.endpoint }, schema: pushSubscriptionResultSchema });
      await subscription.unsubscribe();
    },
    onSuccess: () => queryClient.setQueryData(pushQueries.device().queryKey, null),
  });
}
