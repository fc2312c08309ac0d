import { countResponseSchema } from '@contract/counts';
import { api } from './api-client';

/** Reads a `{count}` answer. A failed read is 0, the spec's rule for unread badges. */
export async function readCount(path: string): Promise<number> {
  try {
    return (await api.get(path, { schema: countResponseSchema })).count;
  } catch {
    return 0;
  }
}
