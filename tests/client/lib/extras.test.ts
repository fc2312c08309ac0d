import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError, ResponseShapeError } from '@/lib/api-client';
import { callExtra, forgetMissingExtras, isExtraOffered, isMissingEndpoint } from '@/lib/extras';

const apiError = (status: number, body: unknown) => new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), '');

afterEach(forgetMissingExtras);

describe('an extra endpoint a backend does not have', () => {
  it('is told apart from a missing record by the answer', () => {
    expect(isMissingEndpoint(apiError(405, ''))).toBe(true);
    expect(isMissingEndpoint(apiError(404, { message: 'Route PATCH:/api/chats/1/settings not found', error: 'Not Found' }))).toBe(true);
    expect(isMissingEndpoint(apiError(404, '<pre>Cannot PATCH /api/chats/1/settings</pre>'))).toBe(true);
    expect(isMissingEndpoint(apiError(404, { message: 'Not found: GET /api/categories/1/shares' }))).toBe(true);
    expect(isMissingEndpoint(new ResponseShapeError('/api/x', null))).toBe(true);
    // A record that is gone, a refusal, a failure: the feature stays.
    expect(isMissingEndpoint(apiError(404, { message: 'Category not found' }))).toBe(false);
    expect(isMissingEndpoint(apiError(403, { message: 'Forbidden' }))).toBe(false);
    expect(isMissingEndpoint(apiError(500, { message: 'Internal' }))).toBe(false);
    expect(isMissingEndpoint(new NetworkError(new Error('offline')))).toBe(false);
  });

  it('is remembered after the first 404 or 405, and not after other failures', async () => {
    await expect(callExtra('chatSettings', () => Promise.reject(apiError(404, { message: 'Chat not found or you do not have access to this conversation.' })))).rejects.toThrow();
    expect(isExtraOffered('chatSettings')).toBe(true);
    await expect(callExtra('chatSettings', () => Promise.reject(apiError(405, '')))).rejects.toThrow();
    expect(isExtraOffered('chatSettings')).toBe(false);
    expect(isExtraOffered('categoryShares')).toBe(true);
    await expect(callExtra('categoryShares', () => Promise.resolve(1))).resolves.toBe(1);
  });
});
