import { afterEach, describe, expect, it } from 'vitest';
import { firstVisitAt } from '@/app/first-visit';
import { sessionToken } from '@/lib/session-token';

describe('the first visit an address opens', () => {
  afterEach(() => sessionToken.clear('member'));

  it("names a first screen's kind, follows a redirect, and sends a member's screen without a session to sign-in", () => {
    expect(firstVisitAt('/auth')).toBe('auth');
    expect(firstVisitAt('/post/d1')).toBe('post');
    expect(firstVisitAt('/shared/desires/d1/u1')).toBe('shared');
    expect(firstVisitAt('/feed')).toBe('auth');
    sessionToken.set('member', 'token');
    expect(firstVisitAt('/feed')).toBe('member');
    expect(firstVisitAt('/')).toBe('member');
  });

  it('names none for a later screen or an unknown address, which load the whole language', () => {
    sessionToken.set('member', 'token');
    expect(firstVisitAt('/settings')).toBeNull();
    expect(firstVisitAt('/admin/users')).toBeNull();
    expect(firstVisitAt('/no/such/page')).toBeNull();
  });
});
