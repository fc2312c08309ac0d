import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';
import { lingerAfterRefusal } from '../lib/linger';

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

/** Fields an answer names at most; the rest are counted. A hostile body can fail thousands at once. */
export const MAX_REPORTED_FIELDS = 10;
/** Unknown keys an answer names at most. */
export const MAX_REPORTED_KEYS = 5;

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { keys?: unknown };
}

/** A validation issue's message, with unknown keys named a few at a time and the rest counted. */
function issueMessage(issue: ValidationIssue): string {
  const keys = issue.params?.keys;
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length > MAX_REPORTED_KEYS) {
    const named = keys.slice(0, MAX_REPORTED_KEYS).map((key) => JSON.stringify(String(key)).slice(0, 40));
    return `Unrecognized keys: ${named.join(', ')} and ${(keys.length - MAX_REPORTED_KEYS).toLocaleString('en')} more`;
  }
  return issue.message ?? 'Invalid value';
}

/**
 * A 400 for failed validation: the first problem as the message and the problems per field, for at
 * most MAX_REPORTED_FIELDS fields, so that the answer stays short however much was wrong.
 */
function validationAnswer(issues: ValidationIssue[], context: string | undefined) {
  const fieldErrors: Record<string, string[]> = {};
  let fields = 0;
  for (const issue of issues) {
    const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (context ?? 'request');
    if (!fieldErrors[where]) {
      if (fields === MAX_REPORTED_FIELDS) continue;
      fields += 1;
    }
    const messages = (fieldErrors[where] ??= []);
    const message = issueMessage(issue);
    if (!messages.includes(message) && messages.length < MAX_REPORTED_FIELDS) messages.push(message);
  }
  const first = issues[0];
  const more = new Set(issues.map((issue) => issue.instancePath)).size - fields;
  return {
    message: first ? issueMessage(first) : 'Invalid request',
    fieldErrors,
    ...(more > 0 ? { moreFieldErrors: more } : {}),
  };
}

/**
 * Every error leaves as `{ message }` JSON. Validation failures are 400 with the first problem as
 * the message and the first few per field; anything unexpected is a 500 whose details stay in the log.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before its body was read (a 401 in onRequest, a budget broken while it arrived): the
    // rest is read and thrown away for a bounded while, so that the answer reaches the client.
    if (!request.raw.complete) lingerAfterRefusal(request, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationAnswer(error.validation, error.validationContext));
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
