import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ReadCache, cacheTags } from '../lib/read-cache';
import type { LiveBus } from '../live/bus';
import type { LiveMessage } from '../live/messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hot reads shared between requests (sessions, feed pages, single desires, trending, notifications). */
    readCache: ReadCache;
    /** For a write route: it changes only what these tags name, so the rest of the cache stays. */
    invalidatesOnly: (tags: (request: FastifyRequest) => readonly string[]) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `invalidatesOnly`: what this write changes. Without it a write clears everything. */
    readCacheTags: readonly string[] | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reactions and comments move desires in every ranking by popularity: those entries carry this tag. */
export const POPULARITY_TAG = 'popularity';

/** What a live message from any process makes stale here, before anyone can act on it. */
function staleAfter(message: LiveMessage, cache: ReadCache): void {
  switch (message.kind) {
    case 'invalidate-read-cache':
      return cache.invalidate(message.tags);
    case 'event': {
      const { event, audience } = message;
      if (event.type === 'reaction_update' || event.type === 'comment_update') return cache.invalidate([cacheTags.desire(event.data.postId), POPULARITY_TAG]);
      // A chat message changes no cached read: chat reads are per reader and never cached.
      if (event.type === 'notification' && event.data.type === 'new_message') return;
      if (event.type === 'chat_deleted') return;
      if (event.type === 'notification' && audience.to === 'users') return cache.invalidate(audience.userIds.map(cacheTags.notifications));
      return cache.clear();
    }
    default:
      // New, edited and removed desires, ended sessions, and every write not narrowed: everything.
      return cache.clear();
  }
}

/**
 * Every request that may write clears the cache before its answer leaves, so that nobody, the writer
 * first, reads what was there before a write that has answered: all of it, or only what the route
 * says it changes (`invalidatesOnly`: a reaction changes one desire, not every member's session).
 * The other processes of the deployment are told through the live bus and do the same when the word
 * arrives; live events do too, since a client may read again as soon as one arrives. The time to
 * live bounds what a process may still serve if that word is lost.
 */
export const readCachePlugin = fp<{ ttlMs: number; bus: LiveBus }>(async (app, { ttlMs, bus }) => {
  const cache = new ReadCache({ ttlMs, maxEntries: 5_000 });
  app.decorate('readCache', cache);
  app.decorateRequest('readCacheTags', null);
  app.decorate('invalidatesOnly', (tags: (request: FastifyRequest) => readonly string[]) => async (request: FastifyRequest) => {
    request.readCacheTags = tags(request);
  });
  bus.subscribe((message) => staleAfter(message, cache));

  const told = new WeakSet<FastifyRequest>();
  const afterWrite = async (request: FastifyRequest) => {
    if (READS.has(request.method)) return;
    const tags = request.readCacheTags;
    if (tags) cache.invalidate(tags);
    else cache.clear();
    // A write that changes nothing cached (a chat message) has nothing to tell the other processes.
    if (told.has(request) || tags?.length === 0) return;
    told.add(request);
    bus.publish(tags ? { kind: 'invalidate-read-cache', tags: [...tags] } : { kind: 'clear-read-cache' });
  };
  // onSend runs before the answer is written; onResponse also covers answers that skipped it.
  app.addHook('onSend', afterWrite);
  app.addHook('onResponse', afterWrite);
});
