import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../server/src/plugins/rate-limits';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';
import { multipart, pngBytes } from '../helpers/images';
import { call, createDesire, makeMember, type Member } from '../helpers/desires';

// The limits as configured (factor 1): each rule answers 429 one request past its allowance.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends `n` requests and answers the status of the last one. */
async function lastOf(n: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number> {
  let last = 0;
  for (let i = 0; i < n; i++) last = (await send(i)).statusCode;
  return last;
}

describe('rate limits of the desire calls', () => {
  it('desire writes: per member, then 429 with a clear message and Retry-After', async () => {
    const member = await makeMember(t, 'Busy Writer');
    const max = RATE_LIMITS.desireWrite.account.max;
    expect(await lastOf(max, (i) => call(t.app, 'POST', '/desires', member, { title: `Desire ${i}` }))).toBe(201);
    const refused = await call(t.app, 'POST', '/desires', member, { title: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Edits, deletes and status moves count against the same allowance.
    expect((await call(t.app, 'PATCH', '/desires/0123456789abcdef01234567/status', member, { status: 'fulfilled' })).statusCode).toBe(429);
    expect((await call(t.app, 'DELETE', '/desires/0123456789abcdef01234567', member)).statusCode).toBe(429);
  });

  it('desire writes: per address, whoever sends them', async () => {
    const address = nextClientAddress();
    const members: Member[] = await Promise.all([1, 2, 3].map((i) => makeMember(t, `Writer ${i}`)));
    const max = RATE_LIMITS.desireWrite.ip.max;
    const status = await lastOf(max, (i) => call(t.app, 'POST', '/desires', members[i % 3] ?? null, { title: `From one address ${i}` }, address));
    expect(status).toBe(201);
    expect((await call(t.app, 'POST', '/desires', members[0] ?? null, { title: 'Over' }, address)).statusCode).toBe(429);
    // Even a malformed request from that address is refused before it is read.
    expect((await call(t.app, 'POST', '/desires', null, { nonsense: true }, address)).statusCode).toBe(429);
  });

  it('reactions: per member', async () => {
    const owner = await makeMember(t, 'Liked');
    const fan = await makeMember(t, 'Keen Fan');
    const desire = await createDesire(t.app, owner, { title: 'Tap me' });
    const max = RATE_LIMITS.react.account.max;
    expect(await lastOf(max, () => call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '❤️' }))).toBe(200);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, fan, { emoji: '❤️' })).statusCode).toBe(429);
    expect((await call(t.app, 'DELETE', `/desires/${desire._id}/react`, fan)).statusCode).toBe(429);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/react`, owner, { emoji: '❤️' })).statusCode).toBe(200);
  });

  it('comments: per member', async () => {
    const owner = await makeMember(t, 'Talked About');
    const talker = await makeMember(t, 'Talker');
    const desire = await createDesire(t.app, owner, { title: 'Discuss' });
    const max = RATE_LIMITS.comment.account.max;
    expect(await lastOf(max, (i) => call(t.app, 'POST', `/desires/${desire._id}/comments`, talker, { text: `Comment ${i}` }))).toBe(201);
    expect((await call(t.app, 'POST', `/desires/${desire._id}/comments`, talker, { text: 'More' })).statusCode).toBe(429);
  });

  it('cover uploads: per member, shared with the other uploads', async () => {
    const member = await makeMember(t, 'Uploader');
    const bytes = await pngBytes();
    const upload = () => {
      const { payload, headers } = multipart({ field: 'image', name: 'c.png', type: 'image/png', bytes });
      return t.app.inject({ method: 'POST', url: '/api/upload-image', payload, headers: { ...headers, authorization: `Bearer ${member.token}` }, remoteAddress: nextClientAddress() });
    };
    expect(await lastOf(RATE_LIMITS.upload.account.max, upload)).toBe(201);
    expect((await upload()).statusCode).toBe(429);
  });
});
