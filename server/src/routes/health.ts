import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { errorBodySchema } from '@contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';
import { withTimeout } from '../lib/with-timeout';

/** Anyone may ask, so it says no more than a supervisor needs: the process's figures are in /metrics, behind METRICS_TOKEN. */
const healthSchema = z.object({ status: z.literal('ok') });

const readySchema = z.object({ status: z.literal('ready'), database: z.literal('ok'), bus: z.enum(['in-process', 'redis']) });

/** How long the readiness check waits for the database before it counts it unreachable. */
const READY_DB_TIMEOUT_MS = 2_000;

/**
 * /api/health: liveness (the process answers, and so does its database), for the start script and
 * a supervisor. /api/ready: whether a load balancer should send this process requests: 503 while it
 * starts or drains, or while its database or (with REDIS_URL) Redis cannot be reached.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/health', {
    schema: { response: { 200: healthSchema } },
    handler: async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  });

  app.get('/ready', {
    schema: { response: { 200: readySchema, 503: errorBodySchema } },
    handler: async (request, reply) => {
      const notReady = (message: string) => reply.code(503).send({ message });
      if (app.lifecycle.phase === 'starting') return notReady('Starting');
      if (app.lifecycle.phase === 'draining') return notReady('Draining');
      if (!app.liveBus.connected()) return notReady('Redis unreachable');
      try {
        await withTimeout(database.db.execute(sql`select 1`), READY_DB_TIMEOUT_MS, 'the database did not answer in time');
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database did not answer');
        return notReady('Database unreachable');
      }
      return { status: 'ready' as const, database: 'ok' as const, bus: app.liveBus.kind === 'redis' ? ('redis' as const) : ('in-process' as const) };
    },
  });
};
