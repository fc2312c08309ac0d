import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorBodySchema } from '@contract/errors';
import { IMPORT_FILE_FIELD, importLimits } from '@contract/import';
import { uploadLimits } from '@contract/limits';
import { LIVE_CLOSE, liveClientMessageSchema, liveEventSchema } from '@contract/live';
import { IMAGE_FORMATS, uploadFieldsSchema } from '@contract/upload';
import { openApiDocument, type DocumentedRoute, type RouteAccess, type RouteForm } from '../lib/openapi';
import { projectRoot } from '../lib/project-root';

/**
 * The routes that read a multipart form themselves (lib/image-form.ts): their schemas cannot say
 * so, and the field names live in the route code.
 */
const FORMS: Record<string, RouteForm> = {
  'POST /api/upload': { fileFields: ['file', 'image'], fields: uploadFieldsSchema, maxBytes: uploadLimits.largeImageMaxBytes, formats: IMAGE_FORMATS },
  'POST /api/upload-image': { fileFields: ['image'], maxBytes: uploadLimits.imageMaxBytes, formats: IMAGE_FORMATS },
  'POST /api/users/banner': { fileFields: ['bannerImage'], maxBytes: uploadLimits.imageMaxBytes, formats: IMAGE_FORMATS },
  'POST /api/me/import': {
    fileFields: [IMPORT_FILE_FIELD],
    maxBytes: importLimits.fileMaxBytes,
    formats: [],
    other: { description: 'A zip of this app\'s export (contract/export.ts) or a CSV list with a header naming a title column (and url, price, notes), UTF-8', mediaTypes: ['application/zip', 'text/csv'] },
  },
};

const LIFECYCLE_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

const DESCRIPTION = [
  "The Wishwell server's API, generated from its own routes and the contract's schemas.",
  'A field or an operation marked `x-wishwell-extension: true` is one this server adds beyond the spec: a client reads a missing extra field as "not offered", and a 404 or 405 from an extra operation as a feature this backend lacks.',
  'Member calls take the member token as `Authorization: Bearer`; the calls under /api/admin take the admin token; `security` says which.',
].join(' ');

/**
 * GET /api/openapi.json, public. Registered before every other route, so that its `onRoute` hook
 * records each one as Fastify is given it (the live channel and the plugins under /api alike), and
 * after the auth plugin, whose `authenticate` it wraps to learn which hook asks for which token: a
 * route's own hooks say it, or the hook its plugin added for all its routes (the admin area). The
 * document is built on the first request, once the app is ready, and kept.
 */
export const openApiRoutes = fp(
  async (app) => {
    const routes: DocumentedRoute[] = [];
    const hookAccess = new WeakMap<object, RouteAccess>();
    const pluginAccess = new WeakMap<object, RouteAccess>();

    const authenticate = app.authenticate;
    app.authenticate = (kind, options = {}) => {
      const hook = authenticate(kind, options);
      hookAccess.set(hook, { token: kind, optional: options.optional === true });
      return hook;
    };
    const addHook = app.addHook as (this: FastifyInstance, ...args: unknown[]) => FastifyInstance;
    app.addHook = function (this: FastifyInstance, ...args: unknown[]) {
      const access = typeof args[1] === 'function' ? hookAccess.get(args[1]) : undefined;
      if (access) pluginAccess.set(this, access);
      return addHook.apply(this, args);
    } as typeof app.addHook;

    const accessOf = (instance: FastifyInstance, options: RouteOptions): RouteAccess | null => {
      for (const name of LIFECYCLE_HOOKS) {
        for (const hook of [options[name] ?? []].flat()) {
          const access = hookAccess.get(hook);
          if (access) return access;
        }
      }
      // A plugin's instance inherits from the one it was registered on.
      for (let scope: object | null = instance; scope; scope = Object.getPrototypeOf(scope)) {
        const access = pluginAccess.get(scope);
        if (access) return access;
      }
      return null;
    };

    app.addHook('onRoute', function (this: FastifyInstance, options: RouteOptions & { wsHandler?: unknown }) {
      const schema = (options.schema ?? {}) as DocumentedRoute['schema'];
      for (const method of [options.method].flat()) {
        routes.push({
          method: method.toUpperCase(),
          url: options.url,
          schema: { body: schema.body, querystring: schema.querystring, params: schema.params, response: schema.response },
          access: accessOf(this, options),
          form: FORMS[`${method.toUpperCase()} ${options.url}`],
          websocket: typeof options.wsHandler === 'function',
        });
      }
    });

    let document: string | undefined;
    app.get('/api/openapi.json', {
      // The ceiling on all of /api holds here too.
      onRequest: [app.limits.api.ip],
      handler: async (_request, reply) => {
        document ??= JSON.stringify(
          openApiDocument(routes, {
            title: 'Wishwell API',
            version: packageVersion(),
            description: DESCRIPTION,
            errorBody: errorBodySchema,
            live: { serverMessages: liveEventSchema, clientMessages: liveClientMessageSchema, closeCodes: { ...LIVE_CLOSE }, pingEverySeconds: 30 },
          }),
        );
        return reply.type('application/json; charset=utf-8').send(document);
      },
    });
  },
  { name: 'openapi', decorators: { fastify: ['authenticate', 'limits'] } },
);

function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
}
