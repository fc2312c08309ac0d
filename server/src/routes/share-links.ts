import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@contract/errors';
import { isShareLinkSlug, shareLinkBodySchema, shareLinkIdParamsSchema, shareLinkListSchema, shareLinkSchema, shareLinkSlugParamsSchema } from '@contract/share-link';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { createShareLink, deleteShareLink, listShareLinks, shareLinkTarget } from '../services/share-links/links';

/**
 * Share links by name (an extra beyond the spec; the OpenAPI document marks it): a member names a
 * link to their own public desire or shared category. HTTP only: the rules live in services/share-links.
 */
export const shareLinkRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { limits } = app;
  const member = app.authenticate('member');
  // A link by name changes no desire or category record that readers share.
  const changesNothingCached = app.invalidatesOnly(() => []);

  app.post('/share-links', {
    schema: { body: shareLinkBodySchema, response: { 201: shareLinkSchema } },
    onRequest: [limits.shareLink.ip, member],
    preHandler: [limits.shareLink.account, changesNothingCached],
    handler: async (request, reply) => reply.status(201).send(await createShareLink(db, sessionOf(request).user.id, request.body)),
  });

  app.get('/share-links', {
    schema: { response: { 200: shareLinkListSchema } },
    onRequest: [member],
    handler: (request) => listShareLinks(db, sessionOf(request).user.id),
  });

  app.delete('/share-links/:id', {
    schema: { params: shareLinkIdParamsSchema, response: { 200: messageResponseSchema } },
    onRequest: [limits.shareLink.ip, member],
    preHandler: [limits.shareLink.account, changesNothingCached],
    handler: (request) => deleteShareLink(db, sessionOf(request).user.id, request.params.id),
  });
};

/**
 * GET /s/{slug}: a link by name leads to its shared page (302), where the link previews are. An
 * unknown name, or one whose desire or category a visitor can no longer open, gets the app's page
 * with 404, the same whatever the reason. Each look-up counts like an API call against the
 * address's limit, so guessing names costs what guessing shared pages does.
 */
export const shareLinkRedirectRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/s/:slug', {
    schema: { params: shareLinkSlugParamsSchema },
    onRequest: [app.limits.api.ip],
    handler: async (request, reply) => {
      const { slug } = request.params;
      // A name no link could have is not looked up: it gets the same 404 page.
      const target = isShareLinkSlug(slug) ? await shareLinkTarget(db, slug) : null;
      if (target) return reply.header('Cache-Control', 'no-cache').redirect(target, 302);
      reply.status(404);
      return reply.callNotFound();
    },
  });
};
