import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { urlMetadataBodySchema, urlMetadataSchema } from '@contract/url-metadata';
import type { UrlImportConfig } from '../config';
import { sessionOf } from '../plugins/auth';
import { importUrlMetadata } from '../services/url-metadata';
import { FetchRefusal, type Resolver } from '../services/url-metadata/safe-fetch';

/** POST /api/fetch-url-metadata: the create-desire form's "import from URL". */
export const urlMetadataRoutes: FastifyPluginAsyncZod<{ config: UrlImportConfig; resolve?: Resolver }> = async (app, { config, resolve }) => {
  app.post('/fetch-url-metadata', {
    schema: { body: urlMetadataBodySchema, response: { 200: urlMetadataSchema } },
    onRequest: [app.limits.urlImport.ip, app.authenticate('member')],
    preHandler: [app.limits.urlImport.account],
    handler: async (request) => {
      const { user } = sessionOf(request);
      try {
        return await importUrlMetadata({ images: app.images, allow: config.testAllow, testCa: config.testCa, resolve }, user.id, request.body.url);
      } catch (error) {
        // An address that leads inside the network may be someone probing it: operators should see it.
        if (error instanceof FetchRefusal && error.reason === 'address') {
          request.log.warn({ userId: user.id, detail: error.detail }, 'URL import refused a non-public address');
        }
        throw error;
      }
    },
  });
};
