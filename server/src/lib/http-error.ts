/**
 * An error a service throws to answer the request with a status and a message for people.
 * `extra` is merged into the JSON body (verify-otp adds success and attemptsLeft); `headers` go
 * on the answer (Retry-After).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 429; with `retryAfterSeconds`, the answer says when to try again in a Retry-After header too. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, undefined, retryAfterSeconds === undefined ? undefined : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
