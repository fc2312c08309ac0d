import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateSettingsBodySchema, userSettingsSchema } from '@contract/settings';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { getSettings, updateSettings } from '../services/settings';

/** GET and PUT /api/user/settings. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/settings', {
    schema: { response: { 200: userSettingsSchema } },
    onRequest: [app.authenticate('member')],
    handler: (request) => getSettings(db, sessionOf(request).user.id),
  });

  app.put('/settings', {
    schema: { body: updateSettingsBodySchema, response: { 200: userSettingsSchema } },
    onRequest: [app.authenticate('member')],
    handler: (request) => updateSettings(db, sessionOf(request).user.id, request.body),
  });
};
