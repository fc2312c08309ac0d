import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_LINK_MS, unsubscribeKey, unsubscribeUrl } from '../../../server/src/services/digest/unsubscribe';
import { call, makeMember, type Member } from '../helpers/desires';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The digest's unsubscribe link is bound to the time its mail was made and to the member as they
// are: it runs out after UNSUBSCRIBE_LINK_MS, and when digests are switched on again or the
// password changes. Links are made here as the digest worker makes them, at a chosen time.

const DAY = 24 * 60 * 60_000;
const BROWSER = 'text/html,application/xhtml+xml';
let t: TestApp;
let key: Buffer;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, publicUrl: 'https://wishwell.test' });
  key = await unsubscribeKey(t.database.db);
});
afterAll(() => t.close());

const linkFor = async (member: Member, issuedAt = Date.now()) => new URL(await unsubscribeUrl(t.database.db, 'https://wishwell.test', key, member.id, issuedAt));
const post = (link: URL) =>
  t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const digestsOn = async (member: Member) => (await call(t.app, 'GET', '/user/settings', member)).json<{ emailDigest: boolean }>().emailDigest;
const switchDigests = async (member: Member, on: boolean) => expect((await call(t.app, 'PUT', '/user/settings', member, { emailDigest: on })).statusCode).toBe(200);

/** The link is refused as a bad signature is, with the page that says how to switch digests off in Settings, and changes nothing. */
async function expectRefused(link: URL, member: Member) {
  const before = await digestsOn(member);
  const res = await post(link);
  expect([res.statusCode, res.json()]).toEqual([400, { message: 'This link is not valid' }]);
  const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { accept: BROWSER } });
  expect(page.statusCode).toBe(400);
  expect(page.body).toContain('This link is not valid');
  expect(page.body).toMatch(/switch email digests off in <a href="https:\/\/wishwell\.test\/settings">Settings<\/a>/);
  expect(await digestsOn(member)).toBe(before);
}

describe('the unsubscribe link in time', () => {
  it('unsubscribes with a fresh link, and with one made a day short of its end', async () => {
    const fresh = await makeMember(t, 'Fresh Fay');
    expect((await post(await linkFor(fresh))).statusCode).toBe(200);
    expect(await digestsOn(fresh)).toBe(false);

    const late = await makeMember(t, 'Late Lou');
    expect((await post(await linkFor(late, Date.now() - UNSUBSCRIBE_LINK_MS + DAY))).statusCode).toBe(200);
    expect(await digestsOn(late)).toBe(false);
  });

  it('refuses a link older than sixty days, or one whose time was moved', async () => {
    expect(UNSUBSCRIBE_LINK_MS).toBe(60 * DAY);
    const member = await makeMember(t, 'Old Mail Otto');
    const expired = await linkFor(member, Date.now() - UNSUBSCRIBE_LINK_MS - 60_000);
    await expectRefused(expired, member);
    const moved = new URL(expired);
    moved.searchParams.set('issued', String(Math.floor(Date.now() / 1000)));
    await expectRefused(moved, member);
    const future = await linkFor(member, Date.now() + DAY);
    await expectRefused(future, member);
    const withoutTime = new URL(await linkFor(member));
    withoutTime.searchParams.delete('issued');
    await expectRefused(withoutTime, member);
    expect(await digestsOn(member)).toBe(true);
  });
});

describe('the unsubscribe link and the member', () => {
  it('no longer works once the member switched digests on again; a digest made after works', async () => {
    const member = await makeMember(t, 'Back Again Bea');
    const before = await linkFor(member);
    expect((await post(before)).statusCode).toBe(200);
    expect(await digestsOn(member)).toBe(false);
    await switchDigests(member, true);

    await expectRefused(before, member);
    expect(await digestsOn(member)).toBe(true);
    const after = await linkFor(member);
    expect((await post(after)).statusCode).toBe(200);
    expect(await digestsOn(member)).toBe(false);
  });

  it('keeps working when digests are saved on while already on, or other settings change', async () => {
    const member = await makeMember(t, 'Steady Stan');
    const link = await linkFor(member);
    expect((await call(t.app, 'PUT', '/user/settings', member, { notifyFollowers: false })).statusCode).toBe(200);
    await switchDigests(member, true);
    expect((await post(link)).statusCode).toBe(200);
    expect(await digestsOn(member)).toBe(false);
  });

  it('no longer works once the password changed', async () => {
    const member = await makeMember(t, 'New Password Nia');
    const before = await linkFor(member);
    const changed = await call(t.app, 'PUT', '/user/change-password', member, { currentPassword: 'correct horse battery', newPassword: 'another horse battery' });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectRefused(before, member);
    expect((await post(await linkFor(member))).statusCode).toBe(200);
  });
});
