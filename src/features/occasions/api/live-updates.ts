import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/staleness';

/** A reminder came: an occasion of someone the member follows is near, and the Upcoming list is read again. */
export function receiveOccasionReminder(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryRoots.upcomingOccasions });
}
