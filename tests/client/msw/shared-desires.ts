import { delay, http } from 'msw';
import type { Comment, Desire } from '@contract/desire';
import { error, json } from './handlers';

// The public shared-desire read, GET /api/shared/desires/{id}?user={ownerId}, as the reference server
// answers it: the desire when it is that owner's and the reader may see it, 404 otherwise, 400 for an
// owner id that is no id. It records the owner ids asked for and may fail or hold its answer.

const ID = /^[0-9a-f]{24}$/;

export function sharedDesireServer(desires: { desire: Desire; ownerId: string }[], options: { comments?: Comment[] } = {}) {
  const state = {
    asked: [] as (string | null)[],
    /** answer every read with this status (a server failure) instead */
    failWith: null as number | null,
    /** hold every answer this long */
    holdMs: 0,
  };
  const handlers = [
    http.get('/api/shared/desires/:id', async ({ params, request }) => {
      const ownerId = new URL(request.url).searchParams.get('user');
      state.asked.push(ownerId);
      if (state.holdMs) await delay(state.holdMs);
      if (state.failWith) return error(state.failWith, 'Something went wrong');
      if (!ownerId || !ID.test(ownerId)) return error(400, 'Invalid user id');
      const found = desires.find((entry) => entry.desire._id === params.id && entry.ownerId === ownerId);
      return found ? json(found.desire) : error(404, 'Desire not found');
    }),
    http.get('/api/desires/:id/comments', () => json(options.comments ?? [])),
  ];
  return { state, handlers };
}
