import { HttpResponse, type JsonBodyType } from 'msw';
import type { LiveChannel } from './live';
import { MESSAGES } from './messages';
import type { MemberRecord, SpecStore, TokenKind } from './store';

/** What every resource's handlers share: the store and the live channel. */
export interface Backend {
  store: SpecStore;
  live: LiveChannel;
}

/**
 * Where a page runs (the browser, jsdom), `/api/…` is on the page's own origin: a wildcard origin would
 * also catch the dev server's modules in the features' `api` folders. Node has no page, so there any
 * origin counts.
 */
const API_ROOT = typeof location === 'undefined' ? '*/api' : '/api';
export const api = (path: string) => `${API_ROOT}${path}`;

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** Every refusal has the body `{ message }`. */
export const fail = (status: number, message: string) => json({ message }, status);

/** For the calls whose answer the spec leaves unnamed: a message saying what happened, nothing more. */
export const done = (message: string) => json({ message });

/** The JSON body as an object; anything else (no body, not JSON, an array) reads as empty. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A field as trimmed text, or null when it is absent or blank. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export const bearer = (request: Request): string | null => /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;

export const signedIn = (backend: Backend, request: Request, kind: TokenKind = 'member'): MemberRecord | null => backend.store.session(bearer(request), kind);

type Params = Record<string, string>;
interface Args {
  request: Request;
  params: Params;
}
type Resolver<Who> = (args: Args & { me: Who }) => Response | Promise<Response>;

/** Member routes: 401 `{message}` without a valid member token. */
export const asMember =
  (backend: Backend, resolver: Resolver<MemberRecord>) =>
  ({ request, params }: { request: Request; params: unknown }) => {
    const me = signedIn(backend, request);
    if (!me) return fail(401, MESSAGES.authRequired);
    return resolver({ request, params: params as Params, me });
  };

/** Routes a visitor may read too; `me` is null for them (a bad token reads as a visitor). */
export const asAnyone =
  (backend: Backend, resolver: Resolver<MemberRecord | null>) =>
  ({ request, params }: { request: Request; params: unknown }) =>
    resolver({ request, params: params as Params, me: signedIn(backend, request) });

/** Admin routes: the admin token only; a member's token is not enough. */
export const asAdmin =
  (backend: Backend, resolver: Resolver<MemberRecord>) =>
  ({ request, params }: { request: Request; params: unknown }) => {
    const token = bearer(request);
    if (!token) return fail(401, MESSAGES.authRequired);
    const admin = backend.store.session(token, 'admin');
    if (!admin || admin.role !== 'admin') return fail(403, MESSAGES.adminRequired);
    return resolver({ request, params: params as Params, me: admin });
  };

/** A page number and size from the query, within sense. */
export function paging(url: URL, defaultLimit: number): { page: number; limit: number } {
  const number = (name: string, fallback: number, max: number) => {
    const value = Number(url.searchParams.get(name));
    return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
  };
  return { page: number('page', 1, 10_000), limit: number('limit', defaultLimit, 100) };
}
