import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Desire, PagedDesires } from '@contract/desire';
import type { ErrorBody } from '@contract/errors';
import type { SaveResult } from '@contract/saved';

// Saved desires and what came true (extras of our server). The base handlers answer them as a
// backend without them would (Fastify's "Route … not found"); `savedServer` offers them for a test.

// Not from ./handlers, which lists these among the base handlers: no import cycle.
const json = <T extends object>(body: T, status = 200): Response => HttpResponse.json<T>(body, { status });
const error = (status: number, message: string): Response => HttpResponse.json<ErrorBody>({ message }, { status });

const notOffered = (method: string) => ({ request }: { request: Request }) => error(404, `Route ${method}:${new URL(request.url).pathname} not found`);

export const archivesNotOffered: HttpHandler[] = [
  http.get('/api/saved', notOffered('GET')),
  http.get('/api/users/:id/fulfilled', notOffered('GET')),
  http.get('/api/me/helped', notOffered('GET')),
  http.put('/api/desires/:id/save', notOffered('PUT')),
  http.delete('/api/desires/:id/save', notOffered('DELETE')),
];

export interface SavedState {
  /** The saved desires, newest save first. */
  saved: Desire[];
  /** Each member's desires that came true, by member id. */
  cameTrue: Record<string, Desire[]>;
  helped: Desire[];
  /** Every save call, as `PUT id` or `DELETE id`, in order. */
  calls: string[];
  /** Save calls fail with this status and message while set. */
  failing?: { status: number; message: string };
  /** Save calls wait for this before answering, while set. */
  hold?: Promise<void>;
}

const page = (list: Desire[], request: Request): PagedDesires => {
  const url = new URL(request.url);
  const pageNo = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const desires = list.slice((pageNo - 1) * limit, pageNo * limit);
  return { desires, total: list.length, hasMore: pageNo * limit < list.length };
};

export function savedServer(initial: Partial<SavedState> = {}) {
  const state: SavedState = { saved: [], cameTrue: {}, helped: [], calls: [], ...initial };
  const saveCall = (save: boolean) => async ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
    const id = String(params.id);
    state.calls.push(`${save ? 'PUT' : 'DELETE'} ${id}`);
    if (state.hold) await state.hold;
    if (state.failing) return error(state.failing.status, state.failing.message);
    return json<SaveResult>({ saved: save });
  };
  const handlers: HttpHandler[] = [
    http.put('/api/desires/:id/save', saveCall(true)),
    http.delete('/api/desires/:id/save', saveCall(false)),
    http.get('/api/saved', ({ request }) => json<PagedDesires>(page(state.saved, request))),
    http.get('/api/users/:id/fulfilled', ({ params, request }) => json<PagedDesires>(page(state.cameTrue[String(params.id)] ?? [], request))),
    http.get('/api/me/helped', ({ request }) => json<PagedDesires>(page(state.helped, request))),
  ];
  return { state, handlers };
}
