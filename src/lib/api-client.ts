import type { ZodMiniType } from 'zod/mini';
import { env } from '@/config/env';
import { sessionToken, type TokenKind } from './session-token';
import { reportShapeProblem, whileReading } from './shape-report';
import { tolerant } from './tolerant-schema';

/**
 * A non-2xx answer. The message is "{status}: {body text}" (the status text when the body is
 * empty), as the spec words it; `serverMessage` is the JSON body's message for screens that map it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.body = parseJson(bodyText);
    const message = (this.body as { message?: unknown } | undefined)?.message;
    this.serverMessage = typeof message === 'string' ? message : undefined;
  }
  readonly body: unknown;
  readonly serverMessage: string | undefined;
}

/** The request never got an answer (offline, refused, aborted by the network). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the spec's words, shown through src/lib/known-messages.ts
    super('Network error: the server could not be reached', { cause });
    this.name = 'NetworkError';
  }
}

/** The answer did not have the shape the contract promises. */
export class ResponseShapeError extends Error {
  constructor(path: string, cause: unknown) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the log and the shape report
    super(`Unexpected answer from ${path}`, { cause });
    this.name = 'ResponseShapeError';
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded unless it is FormData, which is sent as is. */
  body?: unknown;
  /** Parses the answer; the contract's schema for the call. */
  schema?: ZodMiniType<T>;
  /** Which stored token to send: the member's (default), the admin's, or none. */
  auth?: TokenKind | 'none';
  /** A token not stored yet (the one a sign-in just returned), sent instead of the stored one. */
  bearer?: string;
  signal?: AbortSignal;
}

/** Absolute, against the configured API origin or the page's own. */
export const apiUrl = (path: string) => new URL(path, env.apiUrl || window.location.origin).toString();

export function authHeaders(auth: TokenKind | 'none' = 'member'): Record<string, string> {
  const token = auth === 'none' ? null : sessionToken.get(auth);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Turns a finished response into its parsed body or an ApiError; shared with the upload helper. The
 * answer is read tolerantly (src/lib/tolerant-schema.ts): only what the spec promises is required.
 */
export function readAnswer<T>(path: string, status: number, statusText: string, text: string, schema?: ZodMiniType<T>): T {
  if (status < 200 || status >= 300) throw new ApiError(status, text, statusText);
  const data = parseJson(text);
  if (!schema) return data as T;
  return whileReading(path, () => {
    const parsed = tolerant(schema).safeParse(data);
    if (parsed.success) return parsed.data;
    reportShapeProblem('the answer was refused', parsed.error);
    throw new ResponseShapeError(path, parsed.error);
  });
}

/** One call to the API: bearer token, cookies, JSON in and out. No toasts and no redirects: screens decide. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, auth = 'member', bearer, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : authHeaders(auth)) };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method, headers, body: payload, credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const text = await response.text();
  return readAnswer(path, response.status, response.statusText, text, schema);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  /** A DELETE may carry a body (which item of a collection goes). */
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The opt-in of the spec: a 401 on a read counts as an empty result. */
export async function emptyOn401<T>(read: Promise<T>, empty: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return empty;
    throw error;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/** Worth another try: no answer at all, or the server's own failure. A 4xx will not change on retry. */
export function isTransient(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/**
 * For `.catch` on a read whose "not there" is an answer, not a failure: a 404, or a 400 for an id that
 * is not an id at all (the server cannot tell the two apart for the reader, nor can the screen), is
 * null; `alsoMissing` adds statuses that mean the same on that read (a category that is not the
 * reader's, 403). Anything else is thrown on.
 */
export function notFoundAsNull(error: unknown, alsoMissing: readonly number[] = []): null {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400 || alsoMissing.includes(error.status))) return null;
  throw error;
}
