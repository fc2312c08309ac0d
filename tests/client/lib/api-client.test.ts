import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { api, ApiError, apiRequest, emptyOn401, isTransient, NetworkError, notFoundAsNull, ResponseShapeError } from '@/lib/api-client';
import { storageKeys } from '@/lib/storage-keys';
import { server } from '../msw/server';

describe('apiRequest', () => {
  it('throws "{status}: {body}" for a non-2xx answer, with the server message parsed out', async () => {
    server.use(http.post('/api/things', () => HttpResponse.json({ message: 'Title is required' }, { status: 400 })));
    const error = await api.post('/api/things', { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Title is required"}');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('Title is required');
  });

  it('uses the status text when the body is empty', async () => {
    server.use(http.get('/api/empty', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    const error = (await api.get('/api/empty').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps a plain-text body as is', async () => {
    server.use(http.get('/api/text', () => new HttpResponse('Bad gateway upstream', { status: 502 })));
    expect(((await api.get('/api/text').catch((e: unknown) => e)) as Error).message).toBe('502: Bad gateway upstream');
  });

  it('sends the stored bearer token, JSON bodies, and FormData as is', async () => {
    window.localStorage.setItem(storageKeys.memberToken, 'tok-123');
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/echo', async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
    );
    await api.post('/api/echo', { hello: 'world' });
    expect(seen).toEqual({ auth: 'Bearer tok-123', type: 'application/json', body: { hello: 'world' } });

    let multipart: string | null = null;
    server.use(
      http.post('/api/form', ({ request }) => {
        multipart = request.headers.get('content-type');
        return HttpResponse.json({});
      }),
    );
    const form = new FormData();
    form.append('a', 'b');
    await api.post('/api/form', form);
    expect(multipart).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends the admin token on admin calls and none when asked', async () => {
    window.localStorage.setItem(storageKeys.memberToken, 'member');
    window.localStorage.setItem(storageKeys.adminToken, 'admin');
    const seen: (string | null)[] = [];
    server.use(http.get('/api/who', ({ request }) => (seen.push(request.headers.get('authorization')), HttpResponse.json({}))));
    await apiRequest('/api/who', { auth: 'admin' });
    await apiRequest('/api/who', { auth: 'none' });
    expect(seen).toEqual(['Bearer admin', null]);
  });

  it('parses answers with the contract schema and refuses another shape', async () => {
    server.use(http.get('/api/count', () => HttpResponse.json({ count: 3 })));
    expect(await api.get('/api/count', { schema: z.object({ count: z.number() }) })).toEqual({ count: 3 });
    server.use(http.get('/api/count', () => HttpResponse.json({ total: 'three' })));
    await expect(api.get('/api/count', { schema: z.object({ count: z.number() }) })).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('tells a network failure apart from an answer', async () => {
    server.use(http.get('/api/down', () => HttpResponse.error()));
    const error = await api.get('/api/down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(isTransient(error)).toBe(true);
    expect(isTransient(new ApiError(500, '', 'x'))).toBe(true);
    expect(isTransient(new ApiError(404, '', 'x'))).toBe(false);
  });

  it('emptyOn401 turns a 401 read into the empty value and lets other errors through', async () => {
    server.use(http.get('/api/private', () => HttpResponse.json({ message: 'no' }, { status: 401 })));
    expect(await emptyOn401(api.get<string[]>('/api/private'), [])).toEqual([]);
    server.use(http.get('/api/private', () => HttpResponse.json({ message: 'no' }, { status: 403 })));
    await expect(emptyOn401(api.get<string[]>('/api/private'), [])).rejects.toBeInstanceOf(ApiError);
  });
});

describe('notFoundAsNull (a read whose "not there" is an answer)', () => {
  it('reads 404 and 400 as null, a status named for that read too, and throws anything else on', () => {
    expect(notFoundAsNull(new ApiError(404, '', 'Not Found'))).toBeNull();
    expect(notFoundAsNull(new ApiError(400, '', 'Bad Request'))).toBeNull();
    expect(notFoundAsNull(new ApiError(403, '', 'Forbidden'), [403])).toBeNull();
    expect(() => notFoundAsNull(new ApiError(403, '', 'Forbidden'))).toThrow(ApiError);
    expect(() => notFoundAsNull(new ApiError(500, '', 'Internal Server Error'))).toThrow(ApiError);
    expect(() => notFoundAsNull(new TypeError('Failed to fetch'))).toThrow(TypeError);
  });
});
