import fp from 'fastify-plugin';
import type { $ZodType } from 'zod/v4/core';
import { contractBodyLimit } from '../lib/body-limits';

/**
 * Every route takes a body of at most the size its contract allows (lib/body-limits.ts): a comment,
 * a reaction or a setting a kilobyte or two, a route without a body schema one kilobyte. A route that
 * sets its own limit (an image as a data URL) keeps it. Fastify refuses a body past the limit with 413
 * by its Content-Length before reading it, and by counting what arrives before keeping it.
 */
export const bodyLimitsPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= contractBodyLimit(route.schema?.body as $ZodType | undefined);
  });
});
