import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ReadCache } from '../lib/read-cache';
import type { LiveBus } from '../live/bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hot reads shared between requests (sessions, public feed pages, single desires, trending). */
    readCache: ReadCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every request that may write clears the cache before its answer leaves, so that nobody, the writer
 * first, reads what was there before a write that has answered. The other processes of the
 * deployment are told through the live bus and clear theirs when the word arrives; any live event
 * (it follows a write) and any ended session clears it too. The time to live bounds what a process
 * may still serve if that word is lost.
 */
export const readCachePlugin = fp<{ ttlMs: number; bus: LiveBus }>(async (app, { ttlMs, bus }) => {
  const cache = new ReadCache({ ttlMs, maxEntries: 5_000 });
  app.decorate('readCache', cache);
  bus.subscribe(() => cache.clear());
  const told = new WeakSet<FastifyRequest>();
  const clearAfterWrite = async (request: FastifyRequest) => {
    if (READS.has(request.method)) return;
    cache.clear();
    if (told.has(request)) return;
    told.add(request);
    bus.publish({ kind: 'clear-read-cache' });
  };
  // onSend runs before the answer is written; onResponse also covers answers that skipped it.
  app.addHook('onSend', clearAfterWrite);
  app.addHook('onResponse', clearAfterWrite);
});
