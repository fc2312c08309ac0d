import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { paths } from '@contract/pages/paths';
import { HttpError } from '../lib/http-error';
import { readTextForm } from '../lib/text-form';

/** A url-encoded form at most this long: the three fields at their longest, encoded, fit well within it. */
const FORM_BODY_LIMIT = 16 * 1024;

/** Each field as far as it is passed on: an address longer than this is no page one shares. */
const FIELD_MAX = { title: 300, text: 2000, url: 2048 } as const;
type Field = keyof typeof FIELD_MAX;
const FIELDS = Object.keys(FIELD_MAX) as Field[];

/** Whole characters up to `max`, never half a surrogate pair. */
const cut = (value: string, max: number) => (value.length <= max ? value : Array.from(value).slice(0, max).join(''));

const isUrlEncoded = (request: FastifyRequest) => /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');

/**
 * POST /share-target: the share target's fields as a form (url-encoded or multipart, as a Web Share
 * Target may send them) become the GET address that the app opens (303), so that a POST to the
 * manifest's action opens the same prefilled form as its GET. It reads no session and changes
 * nothing; the app decides what the fields become (src/features/desires/model/shared-page.ts).
 */
export const shareTargetRoutes: FastifyPluginAsync = async (app) => {
  // Only here: the rest of the server takes JSON (and multipart for images).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));

  const fieldsOf = async (request: FastifyRequest): Promise<(name: string) => string | undefined> => {
    if (request.isMultipart()) {
      const form = await readTextForm(request);
      return (name) => form.get(name);
    }
    // Fastify reads plain text too; as a share it means nothing.
    if (!isUrlEncoded(request)) throw new HttpError(415, 'Unsupported content type');
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    return (name) => form.get(name) ?? undefined;
  };

  app.post(paths.shareTarget, {
    bodyLimit: FORM_BODY_LIMIT,
    onRequest: [app.limits.api.ip],
    handler: async (request, reply) => {
      const field = await fieldsOf(request);
      const query = new URLSearchParams();
      for (const name of FIELDS) {
        const value = field(name)?.trim();
        if (value) query.set(name, cut(value, FIELD_MAX[name]));
      }
      const search = query.size > 0 ? `?${query.toString()}` : '';
      return reply.header('Cache-Control', 'no-store').redirect(`${paths.shareTarget}${search}`, 303);
    },
  });
};
