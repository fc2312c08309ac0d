import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@contract/live';
import { createSession } from '../../../server/src/services/sessions';
import { call, makeMember, message, type Member } from '../helpers/desires';
import { LiveClient, listenOnLoopback, withTimeout } from '../helpers/live';
import { makeAdmin } from '../helpers/people';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';

const PASSWORD = 'correct horse battery';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  url = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const change = (who: Member | null, body: unknown) => call(t.app, 'PUT', '/user/change-password', who, body);
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextClientAddress() });

describe('PUT /api/user/change-password', () => {
  it('changes the password, keeps this session, and ends the others with their sockets (4401)', async () => {
    const member = await makeMember(t, 'Careful Carla');
    const other = await createSession(t.database.db, member.id, 'member');
    const third = await createSession(t.database.db, member.id, 'member');
    const here = await LiveClient.open(url, member.token);
    const elsewhere = await LiveClient.open(url, other.token);

    const res = await change(member, { currentPassword: PASSWORD, newPassword: 'a new secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password changed' });

    const closed = await withTimeout(elsewhere.closed, 3_000, 'the other session’s socket stayed open');
    expect(closed.code).toBe(LIVE_CLOSE.unauthorized);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(third.token)).statusCode).toBe(401);
    expect((await me(member.token)).statusCode).toBe(200);
    await here.flush();
    expect(here.socket.readyState).toBe(here.socket.OPEN);
    here.close();

    expect((await login(member.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(member.email, 'a new secret')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const member = await makeMember(t, 'Forgetful Fred');
    const other = await createSession(t.database.db, member.id, 'member');
    const res = await change(member, { currentPassword: 'not my password', newPassword: 'whatever new' });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Current password is incorrect');
    expect((await me(other.token)).statusCode).toBe(200);
    expect((await login(member.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(member.email, 'whatever new')).statusCode).toBe(401);
  });

  it.each([
    [{ currentPassword: PASSWORD, newPassword: '12345' }, 'Password must be at least 6 characters'],
    [{ currentPassword: '', newPassword: 'long enough' }, 'Current password is required'],
    [{ newPassword: 'long enough' }, undefined],
    [{ currentPassword: PASSWORD }, undefined],
    [{ currentPassword: PASSWORD, newPassword: 'long enough', confirmPassword: 'long enough' }, undefined],
  ])('answers 400 for %j', async (body, expected) => {
    const member = await makeMember(t, 'Validator');
    const res = await change(member, body);
    expect(res.statusCode).toBe(400);
    if (expected) expect(message(res)).toBe(expected);
    expect((await login(member.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a session or with an admin token, and 403 to an admin account', async () => {
    expect((await change(null, { currentPassword: PASSWORD, newPassword: 'long enough' })).statusCode).toBe(401);
    const admin = await makeAdmin(t);
    expect((await change(admin, { currentPassword: 'admin password 1', newPassword: 'long enough' })).statusCode).toBe(401);
    const asMember = { ...admin, token: admin.memberKindToken };
    expect((await change(asMember, { currentPassword: 'admin password 1', newPassword: 'long enough' })).statusCode).toBe(403);
  });
});
