import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';
import type { LiveHub } from '../live/hub';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  /** Open live sockets of this process. */
  sockets: z.number(),
});

/** For load balancers and the start script: answers once the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; hub: LiveHub }> = async (app, { database, hub }) => {
  app.get('/health', {
    schema: { response: { 200: healthSchema } },
    handler: async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind, uptimeSeconds: Math.round(process.uptime()), sockets: hub.size };
    },
  });
};
