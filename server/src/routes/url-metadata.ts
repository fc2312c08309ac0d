import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { urlMetadataBodySchema, urlMetadataSchema } from '@contract/url-metadata';
import { sessionOf } from '../plugins/auth';
import { importUrlMetadata } from '../services/url-metadata';
import { FetchRefusal, type Resolver } from '../services/url-metadata/safe-fetch';

export interface UrlImportConfig {
  /**
   * Loopback `host:port` pairs the URL import may reach despite the address rules: a fixture page in
   * the tests. Empty in every real deployment.
   */
  testAllow: string[];
  /**
   * A PEM certificate authority that https fetches trust instead of the system's: the tests' own, for
   * a fixture page over TLS. Set only in code (no variable reads it), so a deployment cannot change it.
   */
  testCa?: string;
}

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
