import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { onPushQueued } from '../services/push/deliveries';
import { vapidKeys, type VapidKeys } from '../services/push/vapid';
import { PushWorker } from '../services/push/worker';
import type { Resolver } from '../services/url-metadata/safe-fetch';

declare module 'fastify' {
  interface FastifyInstance {
    pushWorker: PushWorker;
    vapid: VapidKeys;
  }
}

export interface PushPluginOptions {
  db: Database;
  subject: string;
  /** Test-only loopback `host:port` pairs a push endpoint may be on (PUSH_ENDPOINT_TEST_ALLOW). */
  allow: readonly string[];
  resolve?: Resolver;
  /** How often the queue is looked at without being woken: retries, and pushes another process queued and left. */
  pollMs?: number;
}

/**
 * Web Push: the VAPID keys (made at first start, kept with the data) and this process's worker, which
 * sends the queued pushes outside the requests. Woken once a request that queued one is answered (its
 * transaction committed by then), and every few seconds in case.
 */
export const pushPlugin = fp<PushPluginOptions>(async (app, { db, subject, allow, resolve, pollMs = 5_000 }) => {
  const vapid = await vapidKeys(db);
  // Pushes queued within 20 ms of each other leave in one batch: one statement takes them, one drops them.
  const worker = new PushWorker(db, { vapid, subject, allow, resolve, pollMs, gatherMs: 20, log: app.log });
  app.decorate('vapid', vapid);
  app.decorate('pushWorker', worker);

  let queuedHere = false;
  const stopListening = onPushQueued(() => (queuedHere = true));
  app.addHook('onResponse', async () => {
    if (!queuedHere) return;
    queuedHere = false;
    worker.wake();
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    stopListening();
    await worker.stop();
  });
});
