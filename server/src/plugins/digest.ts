import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { Mailer } from '../services/mail';
import { unsubscribeKey } from '../services/digest/unsubscribe';
import { DigestWorker } from '../services/digest/worker';

declare module 'fastify' {
  interface FastifyInstance {
    digestWorker: DigestWorker;
  }
}

export interface DigestPluginOptions {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  delayMs: number;
  intervalMs: number;
}

/**
 * Email digests: this process's worker, which looks for digests that are due once a minute (more
 * often when the delay is shorter than a few minutes, as in a trial).
 */
export const digestPlugin = fp<DigestPluginOptions>(async (app, { db, mailer, appUrl, delayMs, intervalMs }) => {
  const pollMs = Math.min(60_000, Math.max(1_000, Math.round(delayMs / 4)));
  const worker = new DigestWorker(db, { mailer, appUrl, unsubscribeKey: await unsubscribeKey(db), delayMs, intervalMs, pollMs, log: app.log });
  app.decorate('digestWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
