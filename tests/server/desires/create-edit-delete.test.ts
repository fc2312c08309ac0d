import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Desire } from '@contract/desire';
import { comments, desireShares, fulfillments, notifications, reactions } from '../../../server/src/db/schema';
import { createUser } from '../../../server/src/services/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pngBytes } from '../helpers/images';
import { call, createDesire, makeMember, makeMembers, message, saveSettings, type Member } from '../helpers/desires';

let t: TestApp;
let owner: Member;
let friend: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  ({ owner, friend, other } = await makeMembers(t, ['owner', 'friend', 'other'] as const));
});
afterAll(() => t.close());

const post = (body: unknown, who: Member | null = owner) => call(t.app, 'POST', '/desires', who, body);
const put = (id: string, body: unknown, who: Member | null = owner) => call(t.app, 'PUT', `/desires/${id}`, who, body);

describe('POST /desires', () => {
  it('creates a desire with every field, answering 201 and the desire as the owner sees it', async () => {
    const res = await post({
      title: '  A kayak  ',
      description: ' For the lake ',
      estimatedCost: '$900',
      eventName: 'Birthday',
      categories: ['Thing', ' Outdoors ', 'thing', 'OUTDOORS', 'Sport'],
      visibility: 'custom',
      sharedWith: [friend.id, friend.id, owner.id],
      sourceUrl: 'https://shop.example.com/kayak',
    });
    expect(res.statusCode).toBe(201);
    const desire = res.json<Desire>();
    expect(desire).toMatchObject({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      userId: { _id: owner.id, fullName: 'owner', profileImage: null },
      title: 'A kayak',
      description: 'For the lake',
      estimatedCost: '$900',
      eventName: 'Birthday',
      categories: ['Thing', 'Outdoors', 'Sport'],
      visibility: 'custom',
      sharedWith: [{ _id: friend.id, fullName: 'friend', profileImage: null }],
      status: 'desire',
      sourceUrl: 'https://shop.example.com/kayak',
      coverImage: null,
      fulfillments: [],
      reactions: [],
      reactionsCount: 0,
      commentsCount: 0,
    });
    expect(desire.createdAt).toBe(desire.updatedAt);
  });

  it('uses only the title when that is all there is, with public visibility and blanks as null', async () => {
    const desire = (await post({ title: 'Bare', description: '   ', sourceUrl: '', estimatedCost: '' })).json<Desire>();
    expect(desire).toMatchObject({ visibility: 'public', description: null, sourceUrl: null, estimatedCost: null, categories: [], sharedWith: [] });
  });

  it('takes the member’s default visibility from their settings when none is sent', async () => {
    const careful = await makeMember(t, 'Careful');
    await saveSettings(t.database.db, careful, { defaultVisibility: 'followers' });
    expect((await post({ title: 'Defaulted' }, careful)).json<Desire>().visibility).toBe('followers');
    expect((await post({ title: 'Chosen', visibility: 'public' }, careful)).json<Desire>().visibility).toBe('public');
  });

  it('keeps the share list only for custom desires, and refuses custom with nobody', async () => {
    expect((await post({ title: 'Public', visibility: 'public', sharedWith: [friend.id] })).json<Desire>().sharedWith).toEqual([]);
    const none = await post({ title: 'Nobody', visibility: 'custom', sharedWith: [] });
    expect(none.statusCode).toBe(400);
    expect(message(none)).toBe('Choose at least one member to share with');
    expect(message(await post({ title: 'Only me', visibility: 'custom', sharedWith: [owner.id] }))).toBe('Choose at least one member to share with');
    expect(message(await post({ title: 'Absent', visibility: 'custom' }))).toBe('Choose at least one member to share with');
  });

  it('refuses to share with unknown ids, admins or unverified accounts', async () => {
    const admin = await createUser(t.database.db, { email: 'crud-admin@example.com', fullName: 'Admin', password: 'long enough pass', role: 'admin', isVerified: true });
    const pending = await makeMember(t, 'Pending', { verified: false });
    for (const id of ['0123456789abcdef01234567', admin.id, pending.id]) {
      const res = await post({ title: 'Shared', visibility: 'custom', sharedWith: [friend.id, id] });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('Some of the members to share with were not found');
    }
  });

  it('stores a data-URL cover as an upload, keeps an upload path, and refuses foreign images', async () => {
    const dataUrl = `data:image/png;base64,${(await pngBytes(32)).toString('base64')}`;
    const desire = (await post({ title: 'With cover', coverImage: dataUrl })).json<Desire>();
    expect(desire.coverImage).toMatch(/^\/uploads\/[a-f0-9]{24}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: desire.coverImage! })).statusCode).toBe(200);
    const again = await post({ title: 'Same cover', coverImage: desire.coverImage });
    expect(again.json<Desire>().coverImage).toBe(desire.coverImage);
    expect((await post({ title: 'Tracker', coverImage: 'https://tracker.example.com/p.png' })).statusCode).toBe(400);
    expect((await post({ title: 'Missing', coverImage: '/uploads/nothing.png' })).statusCode).toBe(400);
    expect((await post({ title: 'Script', coverImage: 'javascript:alert(1)' })).statusCode).toBe(400);
  });

  it.each([
    [{}, 'Title is required'],
    [{ title: '' }, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: 'ab' }, 'Title must be at least 3 characters'],
    [{ title: 'x'.repeat(101) }, 'Title must be 100 characters or less'],
    [{ title: 'Fine', description: 'd'.repeat(501) }, 'Description must be 500 characters or less'],
    [{ title: 'Fine', estimatedCost: 'c'.repeat(51) }, 'Estimated cost must be 50 characters or less'],
    [{ title: 'Fine', eventName: 'e'.repeat(51) }, 'Event name must be 50 characters or less'],
    [{ title: 'Fine', sourceUrl: 'not a url' }, 'Please enter a valid URL'],
    [{ title: 'Fine', sourceUrl: 'ftp://example.com/x' }, 'Please enter a valid URL'],
    [{ title: 'Fine', visibility: 'friends' }, undefined],
    [{ title: 'Fine', categories: 'Thing' }, undefined],
    [{ title: 'Fine', categories: [''] }, 'Category cannot be empty'],
    [{ title: 'Fine', categories: ['c'.repeat(51)] }, 'Category must be 50 characters or less'],
    [{ title: 'Fine', categories: Array.from({ length: 21 }, (_, i) => `c${i}`) }, 'At most 20 categories'],
    [{ title: 'Fine', sharedWith: ['abc'] }, 'Invalid id'],
    [{ title: 'Fine', coverImage: 42 }, undefined],
    [{ title: 42 }, 'Title is required'],
  ])('answers 400 for %j', async (body, expected) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    if (expected) expect(message(res)).toBe(expected);
  });

  it('answers 400 for a body that is not JSON or not an object, and 401 without a session', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/api/desires', headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, payload: '{"title": ' });
    expect(broken.statusCode).toBe(400);
    expect((await post(['title'])).statusCode).toBe(400);
    expect((await post({ title: 'No session' }, null)).statusCode).toBe(401);
    const expired = await call(t.app, 'POST', '/desires', { ...owner, token: 'not-a-token' }, { title: 'Bad token' });
    expect(expired.statusCode).toBe(401);
  });
});

describe('PUT /desires/:id', () => {
  it('replaces the fields it names and keeps the others', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Original', description: 'Keep me', categories: ['Thing'], estimatedCost: '$5' });
    const res = await put(desire._id, { title: 'Renamed', estimatedCost: null, categories: ['Place', 'place'] });
    expect(res.statusCode).toBe(200);
    const updated = res.json<Desire>();
    expect(updated).toMatchObject({ title: 'Renamed', description: 'Keep me', estimatedCost: null, categories: ['Place'], visibility: 'public' });
    expect(updated.createdAt).toBe(desire.createdAt);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(desire.updatedAt).getTime());
  });

  it('moves between visibilities, keeping or dropping the share list as it must', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Sharing', visibility: 'custom', sharedWith: [friend.id] });
    expect((await put(desire._id, { title: 'Sharing' })).json<Desire>().sharedWith).toHaveLength(1);
    const wider = (await put(desire._id, { title: 'Sharing', sharedWith: [friend.id, other.id] })).json<Desire>();
    expect(wider.sharedWith.map((u) => (typeof u === 'string' ? u : u._id)).sort()).toEqual([friend.id, other.id].sort());
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, other)).statusCode).toBe(200);
    const opened = (await put(desire._id, { title: 'Sharing', visibility: 'private' })).json<Desire>();
    expect(opened.sharedWith).toEqual([]);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, friend)).statusCode).toBe(404);
    const back = await put(desire._id, { title: 'Sharing', visibility: 'custom' });
    expect(back.statusCode).toBe(400);
    expect(message(back)).toBe('Choose at least one member to share with');
    expect(message(await put(desire._id, { title: 'Sharing', visibility: 'custom', sharedWith: [] }))).toBe('Choose at least one member to share with');
  });

  it('clears the cover with null and keeps it when absent', async () => {
    const dataUrl = `data:image/png;base64,${(await pngBytes(16)).toString('base64')}`;
    const desire = await createDesire(t.app, owner, { title: 'Covered', coverImage: dataUrl });
    expect((await put(desire._id, { title: 'Covered still' })).json<Desire>().coverImage).toBe(desire.coverImage);
    expect((await put(desire._id, { title: 'Uncovered', coverImage: null })).json<Desire>().coverImage).toBeNull();
  });

  it('answers 403 to a member who can see it but does not own it, 404 to one who cannot', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Mine' });
    const res = await put(desire._id, { title: 'Theirs' }, other);
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe('You can only edit your own desires');
    const hidden = await createDesire(t.app, owner, { title: 'Hidden', visibility: 'private' });
    expect((await put(hidden._id, { title: 'Found it' }, other)).statusCode).toBe(404);
    expect((await put(desire._id, { title: 'Visitor' }, null)).statusCode).toBe(401);
    expect((await put('abc', { title: 'Bad id' })).statusCode).toBe(400);
    expect((await put(desire._id, { title: 'x' })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, null)).json<Desire>().title).toBe('Mine');
  });
});

describe('DELETE /desires/:id', () => {
  it('deletes the desire with its reactions, comments, fulfilments, shares and notifications', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Short-lived', visibility: 'custom', sharedWith: [friend.id] });
    await call(t.app, 'POST', `/desires/${desire._id}/react`, friend, { emoji: '❤️' });
    await call(t.app, 'POST', `/desires/${desire._id}/comments`, friend, { text: 'Nice' });
    await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, friend, { anonymous: false });
    const res = await call(t.app, 'DELETE', `/desires/${desire._id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Desire deleted successfully' });
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, owner)).statusCode).toBe(404);
    const db = t.database.db;
    for (const [table, column] of [
      [reactions, reactions.desireId],
      [comments, comments.desireId],
      [fulfillments, fulfillments.desireId],
      [desireShares, desireShares.desireId],
      [notifications, notifications.desireId],
    ] as const) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(column, desire._id));
      expect(row?.n).toBe(0);
    }
  });

  it('answers 403 to a non-owner who can see it, 404 otherwise, 401 without a session', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Keep me' });
    const res = await call(t.app, 'DELETE', `/desires/${desire._id}`, other);
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe('You can only delete your own desires');
    const hidden = await createDesire(t.app, owner, { title: 'Hidden', visibility: 'followers' });
    expect((await call(t.app, 'DELETE', `/desires/${hidden._id}`, other)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/desires/${desire._id}`, null)).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', '/desires/0123456789abcdef01234567', owner)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, null)).statusCode).toBe(200);
  });
});

describe('GET /desires/:id', () => {
  it('answers 400 for an id that is not one, and 404 for one that does not exist', async () => {
    for (const id of ['abc', '0123456789ABCDEF01234567', '0123456789abcdef0123456', "1' or '1'='1"]) {
      expect((await call(t.app, 'GET', `/desires/${encodeURIComponent(id)}`, null)).statusCode, id).toBe(400);
    }
    expect((await call(t.app, 'GET', '/desires/0123456789abcdef01234567', null)).json()).toEqual({ message: 'Desire not found' });
  });

  it('lets an unverified account read what a visitor may, and nothing more', async () => {
    const pending = await makeMember(t, 'Pending reader', { verified: false });
    const open = await createDesire(t.app, owner, { title: 'Open' });
    const closed = await createDesire(t.app, owner, { title: 'Closed', visibility: 'followers' });
    expect((await call(t.app, 'GET', `/desires/${open._id}`, pending)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/desires/${closed._id}`, pending)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/desires/${open._id}/react`, pending, { emoji: '❤️' })).statusCode).toBe(403);
  });
});
