import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './http-error';
import { watchForStall } from './stalled-stream';

export const MALFORMED = 'The upload was incomplete or malformed. Please try again.';

/** What the multipart parser's own refusals mean to the member. */
const PARSER_REFUSALS: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: () => new HttpError(413, 'File Too Large: please choose a smaller image'),
  FST_FILES_LIMIT: () => badRequest('Send one file at a time'),
  FST_PARTS_LIMIT: () => badRequest('Too many form parts'),
  FST_FIELDS_LIMIT: () => badRequest('Too many form fields'),
};

/** A form whose parser has stopped reading for this long is given up as malformed. */
export const FORM_STALL_MS = 1000;

type ImageForm = { fields: Record<string, string>; file: { name: string; bytes: Buffer } };

/**
 * Reads a multipart form with exactly one image under one of `fileFields`, and its text fields.
 * Every route that takes a file reads it here, so that every way a form can be wrong answers 4xx:
 * 400 without a file, with a second one, when the request is not multipart, and when the form
 * is malformed (no boundary, a wrong one, a body cut short, a part the parser chokes on), 413
 * past the file size limit.
 */
export async function readImageForm(request: FastifyRequest, fileFields: ReadonlySet<string>): Promise<ImageForm> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart form with a file');
  const watch = watchForStall(request.raw, FORM_STALL_MS);
  try {
    const form = await Promise.race([readParts(request, fileFields), watch.stalled.then(() => null)]);
    if (!form) {
      // The parser will never finish: stop feeding it and let the rest of the body go.
      request.raw.unpipe();
      request.raw.resume();
      throw badRequest(MALFORMED);
    }
    return form;
  } catch (error) {
    throw formError(error);
  } finally {
    watch.stop();
  }
}

async function readParts(request: FastifyRequest, fileFields: ReadonlySet<string>): Promise<ImageForm> {
  const fields: Record<string, string> = {};
  let file: ImageForm['file'] | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!fileFields.has(part.fieldname) || file) {
        part.file.resume();
        throw badRequest(`Send one image in the "${[...fileFields].join('" or "')}" field`);
      }
      file = { name: part.filename, bytes: await part.toBuffer() };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file || file.bytes.length === 0) throw badRequest('Missing information: choose an image to upload');
  return { fields, file };
}

/** Ours as they are; the parser's refusals by their code; anything else the parser throws is a broken form. */
export function formError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const refusal = typeof code === 'string' ? PARSER_REFUSALS[code] : undefined;
  return refusal ? refusal() : badRequest(MALFORMED);
}
