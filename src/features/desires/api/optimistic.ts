import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { desireQueries } from './queries';

export type Snapshot = [QueryKey, unknown][];

/** Everything cached about desires, to put back when an optimistic change fails. */
export async function snapshotDesires(client: QueryClient): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: desireQueries.all() });
  return client.getQueriesData({ queryKey: desireQueries.all() });
}

export function restore(client: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}
