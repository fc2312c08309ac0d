import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../server/src/plugins/rate-limits';
import { call, makeMember, message } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The limits as configured (factor 1): each answers 429 one request past its allowance.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits of the people calls', () => {
  it('follow and unfollow share one allowance per member', async () => {
    const member = await makeMember(t, 'Flip Flopper');
    const target = await makeMember(t, 'Target');
    const max = RATE_LIMITS.follow.account.max;
    for (let i = 0; i < max; i++) {
      const res = await call(t.app, i % 2 ? 'DELETE' : 'POST', `/follow/${target.id}`, member);
      expect(res.statusCode).toBe(200);
    }
    const refused = await call(t.app, 'POST', `/follow/${target.id}`, member);
    expect(refused.statusCode).toBe(429);
    expect(message(refused)).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((await call(t.app, 'DELETE', `/follow/${target.id}`, member)).statusCode).toBe(429);
  });

  it('change password: a few tries per member, wrong ones included', async () => {
    const member = await makeMember(t, 'Guesser');
    const max = RATE_LIMITS.changePassword.account.max;
    for (let i = 0; i < max; i++) {
      expect((await call(t.app, 'PUT', '/user/change-password', member, { currentPassword: `guess ${i}`, newPassword: 'new secret' })).statusCode).toBe(400);
    }
    const refused = await call(t.app, 'PUT', '/user/change-password', member, { currentPassword: 'correct horse battery', newPassword: 'new secret' });
    expect(refused.statusCode).toBe(429);
  });
});
