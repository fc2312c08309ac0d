import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Called after a live event has been put into a cached list. A read of that list already under way
 * (the read again after a reconnect, say) may have begun before the item existed, and would put the
 * list back without it when it lands. That read is cancelled and the list read once more: the item
 * was stored before its event left the server, so the new read has it.
 */
export function readAgainIfInFlight(client: QueryClient, queryKey: QueryKey): void {
  if (client.getQueryState(queryKey)?.fetchStatus !== 'fetching') return;
  void client.invalidateQueries({ queryKey, exact: true, refetchType: 'all' }, { cancelRefetch: true });
}
