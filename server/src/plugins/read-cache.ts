import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ReadCache } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hot reads shared between requests (sessions, public feed pages, single desires, trending). */
    readCache: ReadCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every request that may write clears the cache before its answer leaves, so that nobody, the writer
 * first, reads what was there before a write that has answered. The time to live bounds what another
 * process of the same deployment may still serve after a write it did not see.
 */
export const readCachePlugin = fp<{ ttlMs: number }>(async (app, { ttlMs }) => {
  const cache = new ReadCache({ ttlMs, maxEntries: 5_000 });
  app.decorate('readCache', cache);
  const clearAfterWrite = async (request: FastifyRequest) => {
    if (!READS.has(request.method)) cache.clear();
  };
  // onSend runs before the answer is written; onResponse also covers answers that skipped it.
  app.addHook('onSend', clearAfterWrite);
  app.addHook('onResponse', clearAfterWrite);
});
