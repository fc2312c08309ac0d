import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategoryDesires } from '@contract/category';
import type { Desire } from '@contract/desire';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { EXPECTED, KINDS, READERS, type Kind, type Reader } from '../helpers/visibility-matrix';
import { call, createDesire, follow, makeMembers, message, type Member } from '../helpers/desires';

// The spec (chat, categories and admin 7 "Public shared pages") under docs/architecture.md "Who may see what of whom": every reader (visitors too) gets
// exactly the desires the visibility rule lets them see, and a page that cannot be shown is the same
// 404 whatever the reason.


let t: TestApp;
let m: Record<Exclude<Reader, 'visitor'>, Member>;
let shown: Category;
let hidden: Category;
const desire = {} as Record<Kind, Desire>;
const kindOf = new Map<string, Kind>();

const as = (reader: Reader) => (reader === 'visitor' ? null : m[reader]);
const kinds = (list: { _id: string }[]) => list.flatMap((d) => kindOf.get(d._id) ?? []).sort();
const sorted = (list: Kind[]) => [...list].sort();

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  m = await makeMembers(t, ['owner', 'stranger', 'follower', 'shared', 'blocked', 'blocking', 'muting'] as const);
  await follow(t.database.db, m.follower, m.owner);
  // A block either way shuts the shared pages too; a mute does not (they are reached directly).
  for (const [who, url] of [[m.owner, `/users/${m.blocked.id}/block`], [m.blocking, `/users/${m.owner.id}/block`], [m.muting, `/users/${m.owner.id}/mute`]] as const) {
    expect((await call(t.app, 'POST', url, who)).statusCode).toBe(200);
  }
  shown = (await call(t.app, 'POST', '/categories', m.owner, { name: 'Trips', visibility: 'shared', description: 'Where to go' })).json<Category>();
  hidden = (await call(t.app, 'POST', '/categories', m.owner, { name: 'Secret trips' })).json<Category>();
  const c = ['Trips', 'Secret trips'];
  desire.pub = await createDesire(t.app, m.owner, { title: 'Public one', categories: c, visibility: 'public' });
  desire.fol = await createDesire(t.app, m.owner, { title: 'For followers', categories: c, visibility: 'followers' });
  desire.pri = await createDesire(t.app, m.owner, { title: 'Only mine', categories: c, visibility: 'private' });
  desire.cusShared = await createDesire(t.app, m.owner, { title: 'For one member', categories: c, visibility: 'custom', sharedWith: [m.shared.id] });
  desire.cusFollower = await createDesire(t.app, m.owner, { title: 'For my follower', categories: c, visibility: 'custom', sharedWith: [m.follower.id] });
  for (const kind of KINDS) kindOf.set(desire[kind]._id, kind);
  // Another member's public desire in a category of the same name is not part of this one.
  await createDesire(t.app, m.stranger, { title: 'Not the owner’s', categories: ['Trips'], visibility: 'public' });
});
afterAll(() => t.close());

describe.each(READERS)('as %s', (reader) => {
  const sees = EXPECTED[reader];

  it('the shared category counts only what the reader may see', async () => {
    const res = await call(t.app, 'GET', `/shared/categories/${shown._id}?user=${m.owner.id}`, as(reader));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Category>();
    expect(body).toMatchObject({ _id: shown._id, name: 'Trips', description: 'Where to go', visibility: 'shared', isOwned: reader === 'owner', desiresCount: sees.length });
    expect(body.owner).toEqual({ _id: m.owner.id, fullName: 'owner', profileImage: null });
    expect(body.statusBreakdown).toEqual({ desire: sees.length, in_progress: 0, fulfilled: 0 });
  });

  it('the shared category lists exactly the visible desires', async () => {
    const res = await call(t.app, 'GET', `/shared/categories/${shown._id}/desires?user=${m.owner.id}`, as(reader));
    expect(res.statusCode).toBe(200);
    const body = res.json<CategoryDesires>();
    expect(kinds(body.desires)).toEqual(sorted(sees));
    expect(body.total).toBe(sees.length);
    // Nobody but the owner learns who a custom desire is shared with.
    if (reader !== 'owner') expect(body.desires.every((d) => d.sharedWith.length === 0)).toBe(true);
  });

  it.each(KINDS)('the shared desire page for a %s desire', async (kind) => {
    const res = await call(t.app, 'GET', `/shared/desires/${desire[kind]._id}?user=${m.owner.id}`, as(reader));
    if (sees.includes(kind)) {
      expect(res.statusCode).toBe(200);
      expect(res.json<Desire>()._id).toBe(desire[kind]._id);
    } else {
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe('Desire not found');
    }
  });

  it('a category that is not shared, a wrong owner or an unknown id is the same 404', async () => {
    const urls = [
      `/shared/categories/${hidden._id}?user=${m.owner.id}`,
      `/shared/categories/${hidden._id}/desires?user=${m.owner.id}`,
      `/shared/categories/${shown._id}?user=${m.stranger.id}`,
      `/shared/categories/${shown._id}/desires?user=${m.stranger.id}`,
      `/shared/categories/0123456789abcdef01234567?user=${m.owner.id}`,
      `/shared/categories/0123456789abcdef01234567/desires?user=${m.owner.id}`,
    ];
    for (const url of urls) {
      const res = await call(t.app, 'GET', url, as(reader));
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Category not found' });
    }
    const wrongOwner = await call(t.app, 'GET', `/shared/desires/${desire.pub._id}?user=${m.stranger.id}`, as(reader));
    expect(wrongOwner.statusCode).toBe(404);
    expect(wrongOwner.json()).toEqual({ message: 'Desire not found' });
  });
});

describe('share links', () => {
  it('need the owner parameter', async () => {
    for (const url of [`/shared/categories/${shown._id}`, `/shared/categories/${shown._id}/desires`, `/shared/desires/${desire.pub._id}`, `/shared/desires/${desire.pub._id}?user=`]) {
      const res = await call(t.app, 'GET', url, null);
      expect(res.statusCode, url).toBe(400);
      expect(message(res)).toBe('Invalid share link: the user parameter is missing');
    }
  });

  it('a token that is not a session reads like a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shared/categories/${shown._id}/desires?user=${m.owner.id}`, headers: { authorization: 'Bearer not-a-session' } });
    expect(res.statusCode).toBe(200);
    expect(kinds(res.json<CategoryDesires>().desires)).toEqual(['pub']);
  });

  it('a category made private stops being shown at once', async () => {
    const res = await call(t.app, 'PUT', `/categories/${shown._id}`, m.owner, { name: 'Trips', visibility: 'private' });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/shared/categories/${shown._id}?user=${m.owner.id}`, null)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/shared/categories/${shown._id}?user=${m.owner.id}`, m.owner)).statusCode).toBe(404);
  });
});
