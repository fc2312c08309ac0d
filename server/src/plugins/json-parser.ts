import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { longStringFields } from '../lib/body-limits';
import { dropHeldImage, holdImage } from '../lib/held-images';
import { badRequest } from '../lib/http-error';
import { decodeBase64InPlace } from '../lib/image-format';
import { parseJsonBody } from '../lib/json-body';
import { findInputProblem, INPUT_BUDGET } from './input-guard';

/**
 * What a body starts with: the part the input scan judges before a hostile body is refused (too many
 * items, keys or nesting). Only a body that passes it gets the buffer its Content-Length declares;
 * one without a Content-Length doubles as it grows.
 */
const FIRST_SIZE = 64 * 1024;

/**
 * Reads a body into one buffer as it arrives, within its route's limit: 413 by the Content-Length
 * before any of it is read, or once what arrived passes the limit, before it is kept. Past its first
 * part the buffer is sized by the Content-Length and filled a chunk at a time, so that its memory is
 * first touched a chunk at a time too: copying 14 MB into fresh memory at the end took the event loop
 * about 55 ms on a virtual machine, most of it the first touch of each page. Sized by the Content-Length
 * from the start, eight refused 15 MB bodies told V8 of 120 MB it never used, and its collector held the
 * loop 35 ms for them.
 */
function readBody(request: FastifyRequest, payload: Readable, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) return Promise.reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  const known = Number.isInteger(declared);
  let body = Buffer.allocUnsafe(known ? Math.min(declared, FIRST_SIZE) : FIRST_SIZE);
  let received = 0;
  return new Promise((resolve, reject) => {
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      if (received + chunk.length > limit) {
        stop();
        reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
        return;
      }
      if (received + chunk.length > body.length) {
        const grown = Buffer.allocUnsafe(known ? declared : Math.min(limit, Math.max(2 * body.length, received + chunk.length)));
        body.copy(grown, 0, 0, received);
        body = grown;
      }
      chunk.copy(body, received);
      received += chunk.length;
    };
    const onEnd = () => {
      stop();
      if (known && received !== declared) reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      else resolve(body.subarray(0, received));
    };
    const onError = (error: Error & { statusCode?: number }) => {
      stop();
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
      reject(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}

/**
 * Fastify's JSON parser (prototype poisoning refused as configured), called as a function: it
 * answers the parsed value or throws the error Fastify would answer with.
 */
function jsonParserOf(app: FastifyInstance): (request: FastifyRequest, text: string) => unknown {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parser = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  return (request, text) => {
    let result: { error: Error | null; value?: unknown } | undefined;
    parser(request, text, (error, value) => (result = { error, value }));
    if (!result || result.error) throw result?.error ?? new Error('the JSON parser did not answer');
    return result.value;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** References to the images the JSON parser decoded from this request's body (lib/held-images.ts). */
    heldImages: string[] | null;
  }
}

/**
 * JSON bodies, read with the help of the scan of plugins/input-guard.ts (lib/json-body.ts): long
 * strings are not parsed, and the surrogates the scan could not judge are looked for here, in the few
 * kilobytes that are parsed. An image as a long data URL is decoded in the body's own bytes, a slice
 * at a time, and held under a short reference that takes its place (lib/held-images.ts); what the
 * request leaves is dropped when it ends.
 */
export const jsonParserPlugin = fp(async (app) => {
  const parse = jsonParserOf(app);
  const generalLimit = app.initialConfig.bodyLimit ?? Infinity;
  app.decorateRequest('heldImages', null);
  const dropHeld = async (request: FastifyRequest) => request.heldImages?.forEach(dropHeldImage);
  app.addHook('onResponse', dropHeld);
  app.addHook('onRequestAbort', dropHeld);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
    const body = await readBody(request, payload, request.routeOptions.bodyLimit ?? generalLimit);
    const scan = request.bodyScan;
    const schema = request.routeOptions.schema?.body as $ZodType | undefined;
    const { value, images } = parseJsonBody({
      body,
      longStrings: scan?.longStrings ?? [],
      longFields: schema ? longStringFields(schema) : new Map(),
      // Within the scan's text budget: a few kilobytes, whatever the body's size.
      parse: (text) => parse(request, text.toString('utf8')),
      check:
        !scan || scan.surrogateEscapes
          ? (parsed, passOver) => {
              const problem = findInputProblem(parsed, 'body', INPUT_BUDGET, passOver);
              if (problem) throw badRequest(problem.message, { fieldErrors: { [problem.where]: [problem.message] } });
            }
          : undefined,
    });
    for (const image of images) {
      const reference = holdImage(image.head, await decodeBase64InPlace(body.subarray(image.start, image.end)));
      (request.heldImages ??= []).push(reference);
      (value as Record<string, unknown>)[image.key] = reference;
    }
    return value;
  });
});
