import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { POPULARITY_TAG, ReadCache, cacheTags } from '../lib/read-cache';
import type { LiveBus } from '../live/bus';
import type { LiveMessage } from '../live/messages';
import type { LivePublisher } from '../live/publisher';

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
    /**
     * What a route hands to the services to publish with: the process's publisher, which for a write
     * also notes what its messages make stale, so that the write's own word about the cache is sent
     * only when they did not say it already.
     */
    live: LivePublisher;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a live message from any process makes stale here, before anyone can act on it: everything, or what some tags name. */
function staleAfter(message: LiveMessage): 'all' | string[] {
  switch (message.kind) {
    case 'invalidate-read-cache':
      return message.tags;
    // Chat reads are per reader and never cached.
    case 'chat-message':
      return [];
    case 'event': {
      const { event, audience } = message;
      if (event.type === 'reaction_update' || event.type === 'comment_update') return [cacheTags.desire(event.data.postId), POPULARITY_TAG];
      if (event.type === 'chat_deleted') return [];
      if (event.type === 'notification' && audience.to === 'users') {
        const notices = audience.userIds.map(cacheTags.notifications);
        // A follow's notice also says whose Following tab changed: the follow needs no word of its own.
        const follower = event.data.type === 'follow' ? event.data.fromUserId?._id : undefined;
        return follower ? [...notices, cacheTags.following(follower)] : notices;
      }
      return 'all';
    }
    default:
      // New, edited and removed desires, ended sessions, and every write not narrowed: everything.
      return 'all';
  }
}

/** What the live messages published while a write ran make stale in every process already. */
interface ToldStale {
  all: boolean;
  tags: Set<string>;
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
  // A write's publisher notes what the live messages it published make stale (a process hears its own
  // messages at once): the other processes do the same when those messages reach them, so a word
  // about the cache that says no more is not sent. Handed over explicitly rather than found through
  // AsyncLocalStorage, which on Node 20 puts a hook on every promise of the process once it is used:
  // that made every request, reads included, a third slower.
  const toldStale = new WeakMap<FastifyRequest, ToldStale>();
  app.decorateRequest('live', null as unknown as LivePublisher);
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method)) {
      request.live = app.live;
      return done();
    }
    const told: ToldStale = { all: false, tags: new Set() };
    toldStale.set(request, told);
    request.live = {
      publish: (message) => {
        const stale = staleAfter(message);
        if (stale === 'all') told.all = true;
        else for (const tag of stale) told.tags.add(tag);
        app.live.publish(message);
      },
      failed: app.live.failed,
    };
    done();
  });
  bus.subscribe((message) => {
    const stale = staleAfter(message);
    if (stale === 'all') cache.clear();
    else if (stale.length > 0) cache.invalidate(stale);
  });

  const told = new WeakSet<FastifyRequest>();
  const afterWrite = async (request: FastifyRequest) => {
    if (READS.has(request.method)) return;
    const tags = request.readCacheTags;
    if (tags) cache.invalidate(tags);
    else cache.clear();
    // A write that changes nothing cached (a chat message) has nothing to tell the other processes,
    // nor one whose live messages told them as much already (a new desire clears everything where it
    // arrives; a reaction's event names its desire).
    if (told.has(request) || tags?.length === 0) return;
    told.add(request);
    const write = toldStale.get(request);
    if (write && (write.all || (tags && tags.every((tag) => write.tags.has(tag))))) return;
    bus.publish(tags ? { kind: 'invalidate-read-cache', tags: [...tags] } : { kind: 'clear-read-cache' });
  };
  // onSend runs before the answer is written; onResponse also covers answers that skipped it.
  app.addHook('onSend', afterWrite);
  app.addHook('onResponse', afterWrite);
});
