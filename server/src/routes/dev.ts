import { desc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailField } from '@contract/fields';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

const outboxResponseSchema = z.object({
  messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })),
});

/** Mail kept instead of sent, newest first. Registered only with DEV_OUTBOX=1. */
export const devRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/outbox', {
    schema: { querystring: z.object({ email: emailField }), response: { 200: outboxResponseSchema } },
    handler: async (request) => {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, request.query.email))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(20);
      return { messages: rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() })) };
    },
  });
};
