import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

const FASTIFY_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Invalid JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Payload too large: please send less data' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'File Too Large: please choose a smaller image' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: 'Expected a multipart form' },
  FST_FILES_LIMIT: { status: 400, message: 'Send one file at a time' },
  FST_PARTS_LIMIT: { status: 400, message: 'Too many form parts' },
  FST_FIELDS_LIMIT: { status: 400, message: 'Too many form fields' },
};

/**
 * Every error leaves as `{ message }` JSON. Validation failures are 400 with the first problem as
 * the message and all of them per field; anything unexpected is a 500 whose details stay in the log.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'request');
        const messages = (fieldErrors[where] ??= []);
        const message = issue.message ?? 'Invalid value';
        if (!messages.includes(message)) messages.push(message);
      }
      const first = error.validation[0];
      return reply.status(400).send({ message: first?.message ?? 'Invalid request', fieldErrors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ ...error.extra, message: error.message });
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
  });
});
