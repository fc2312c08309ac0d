import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error';
import { FORM_STALL_MS, MALFORMED, formError } from './image-form';
import { watchForStall } from './stalled-stream';

/** Form parts at most: the fields a text form is read for, with room for a few others it ignores. */
const TEXT_FORM_LIMITS = { files: 1, fields: 8, parts: 9, fieldSize: 4096 } as const;

/**
 * The text fields of a multipart form (the first of each name), for a route that takes no file: a
 * file is refused with 400, and the parser's own refusals and a stuck or broken form answer 4xx
 * as the image forms' do (lib/image-form.ts).
 */
export async function readTextForm(request: FastifyRequest): Promise<Map<string, string>> {
  const watch = watchForStall(request.raw, FORM_STALL_MS);
  try {
    const read = async () => {
      const fields = new Map<string, string>();
      for await (const part of request.parts({ limits: TEXT_FORM_LIMITS })) {
        if (part.type === 'file') {
          part.file.resume();
          throw badRequest('Only text and links can be shared here, not files');
        }
        if (typeof part.value === 'string' && !fields.has(part.fieldname)) fields.set(part.fieldname, part.value);
      }
      return fields;
    };
    const fields = await Promise.race([read(), watch.stalled.then(() => null)]);
    if (!fields) {
      request.raw.unpipe();
      request.raw.resume();
      throw badRequest(MALFORMED);
    }
    return fields;
  } catch (error) {
    throw formError(error);
  } finally {
    watch.stop();
  }
}
