import type { QueryClient } from '@tanstack/react-query';
import { profileQueries } from './queries';

/**
 * Someone followed this member (a live `follow` notice): their own followers count and list are
 * read again, wherever a profile screen shows them.
 */
export function receiveNewFollower(client: QueryClient, viewerId: string) {
  void client.invalidateQueries({ queryKey: profileQueries.stats(viewerId).queryKey });
  void client.invalidateQueries({ queryKey: profileQueries.connectionsOf(viewerId) });
}
