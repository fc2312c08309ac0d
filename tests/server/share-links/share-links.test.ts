import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Category } from '@contract/category';
import type { ShareLink } from '@contract/share-link';
import { users } from '../../../server/src/db/schema';
import { pageFolder } from '../helpers/page-folder';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMembers, message, type Member } from '../helpers/desires';

// Links by name (the spec's Share link: type post or folder, referenceId, createdBy, urlSlug).

let t: TestApp;
let pages: Awaited<ReturnType<typeof pageFolder>>;
let m: Record<'owner' | 'other', Member>;

beforeAll(async () => {
  pages = await pageFolder();
  t = await createTestApp({ staticDir: pages.dir, rateLimitFactor: 100 });
  m = await makeMembers(t, ['owner', 'other'] as const);
});
afterAll(async () => {
  await t.close();
  await pages.remove();
});

const create = (as: Member, body: Record<string, unknown>) => call(t.app, 'POST', '/share-links', as, body);
const createOk = async (as: Member, body: Record<string, unknown>) => {
  const res = await create(as, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ShareLink>();
};
const list = async (as: Member) => {
  const res = await call(t.app, 'GET', '/share-links', as);
  expect(res.statusCode).toBe(200);
  return res.json<ShareLink[]>();
};
const follow = (slug: string) => t.app.inject({ method: 'GET', url: `/s/${slug}`, remoteAddress: nextClientAddress(), headers: { accept: 'text/html' } });
const makeCategory = async (as: Member, name: string, visibility: 'shared' | 'private') => {
  const res = await call(t.app, 'POST', '/categories', as, { name, visibility });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Category>();
};

let slugs = 0;
const fresh = (stem = 'link') => `${stem}-${++slugs}`;

describe('making a link by name', () => {
  it('a public desire of mine gets a link that names it, and /s/{slug} leads to its shared page', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'A red bicycle', visibility: 'public' });
    const slug = fresh('red-bicycle');
    const link = await createOk(m.owner, { type: 'post', referenceId: desire._id, urlSlug: slug });
    expect(link).toMatchObject({ type: 'post', referenceId: desire._id, createdBy: m.owner.id, urlSlug: slug });
    const res = await follow(slug);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/shared/desires/${desire._id}/${m.owner.id}`);
  });

  it('a shared category of mine gets a link that leads to its shared page', async () => {
    const category = await makeCategory(m.owner, 'Garden things', 'shared');
    const slug = fresh('garden');
    await createOk(m.owner, { type: 'folder', referenceId: category._id, urlSlug: slug });
    const res = await follow(slug);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/shared/categories/${category._id}?user=${m.owner.id}`);
  });

  it('refuses a missing or empty name with the spec words', async () => {
    const desire = await createDesire(t.app, m.owner, { visibility: 'public' });
    for (const urlSlug of [undefined, '', '   ']) {
      const res = await create(m.owner, { type: 'post', referenceId: desire._id, ...(urlSlug === undefined ? {} : { urlSlug }) });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('URL slug is required');
    }
  });

  it('refuses a name of the wrong shape with a clear message', async () => {
    const desire = await createDesire(t.app, m.owner, { visibility: 'public' });
    for (const urlSlug of ['ab', 'Big-Bike', 'two--hyphens', '-edge', 'with space', 'ü-bahn', 'x'.repeat(61)]) {
      const res = await create(m.owner, { type: 'post', referenceId: desire._id, urlSlug });
      expect(res.statusCode, urlSlug).toBe(400);
      expect(message(res)).toBe('A custom link may use lowercase letters, digits and single hyphens, 3 to 60 characters');
    }
  });

  it('refuses a control character in the name with 400', async () => {
    const desire = await createDesire(t.app, m.owner, { visibility: 'public' });
    const res = await create(m.owner, { type: 'post', referenceId: desire._id, urlSlug: 'nul\u0000name' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a type that is neither post nor folder', async () => {
    const desire = await createDesire(t.app, m.owner, { visibility: 'public' });
    const res = await create(m.owner, { type: 'page', referenceId: desire._id, urlSlug: fresh() });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Share link type must be post or folder');
  });

  it('a name taken by anyone answers 409', async () => {
    const mine = await createDesire(t.app, m.owner, { visibility: 'public' });
    const theirs = await createDesire(t.app, m.other, { visibility: 'public' });
    const slug = fresh('taken');
    await createOk(m.owner, { type: 'post', referenceId: mine._id, urlSlug: slug });
    const res = await create(m.other, { type: 'post', referenceId: theirs._id, urlSlug: slug });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe('This link name is taken');
    expect((await follow(slug)).headers.location).toBe(`/shared/desires/${mine._id}/${m.owner.id}`);
  });

  it('of two asking for one name at once, one gets it and the other 409', async () => {
    const mine = await createDesire(t.app, m.owner, { visibility: 'public' });
    const theirs = await createDesire(t.app, m.other, { visibility: 'public' });
    const slug = fresh('race');
    const answers = await Promise.all([
      create(m.owner, { type: 'post', referenceId: mine._id, urlSlug: slug }),
      create(m.other, { type: 'post', referenceId: theirs._id, urlSlug: slug }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it("another member's public desire is refused with 403, and their category (not shared with me) is as unknown: 404", async () => {
    const theirs = await createDesire(t.app, m.other, { visibility: 'public' });
    const desireRes = await create(m.owner, { type: 'post', referenceId: theirs._id, urlSlug: fresh() });
    expect(desireRes.statusCode).toBe(403);
    const category = await makeCategory(m.other, 'Their shelf', 'shared');
    const categoryRes = await create(m.owner, { type: 'folder', referenceId: category._id, urlSlug: fresh() });
    expect(categoryRes.statusCode).toBe(404);
    expect(message(categoryRes)).toBe('Category not found');
    expect(await list(m.owner)).not.toContainEqual(expect.objectContaining({ referenceId: category._id }));
  });

  it("another member's private desire is as unknown: 404", async () => {
    const hidden = await createDesire(t.app, m.other, { visibility: 'private' });
    const res = await create(m.owner, { type: 'post', referenceId: hidden._id, urlSlug: fresh() });
    expect(res.statusCode).toBe(404);
  });

  it('my desire that a visitor cannot open, and my private category, are refused with 400', async () => {
    for (const visibility of ['private', 'followers'] as const) {
      const desire = await createDesire(t.app, m.owner, { visibility });
      const res = await create(m.owner, { type: 'post', referenceId: desire._id, urlSlug: fresh() });
      expect(res.statusCode, visibility).toBe(400);
      expect(message(res)).toBe('Only a public desire or a shared category can have a custom link');
    }
    const category = await makeCategory(m.owner, 'Private shelf', 'private');
    const res = await create(m.owner, { type: 'folder', referenceId: category._id, urlSlug: fresh() });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Only a public desire or a shared category can have a custom link');
  });

  it('asks for a member session', async () => {
    const res = await call(t.app, 'POST', '/share-links', null, { type: 'post', referenceId: 'a'.repeat(24), urlSlug: fresh() });
    expect(res.statusCode).toBe(401);
  });
});

describe('the list and deleting', () => {
  it('lists only my own links, newest first', async () => {
    const [member, stranger] = Object.values(await makeMembers(t, ['lister', 'stranger'] as const));
    if (!member || !stranger) throw new Error('members not made');
    const a = await createDesire(t.app, member, { visibility: 'public' });
    const b = await createDesire(t.app, member, { visibility: 'public' });
    const first = await createOk(member, { type: 'post', referenceId: a._id, urlSlug: fresh('first') });
    const second = await createOk(member, { type: 'post', referenceId: b._id, urlSlug: fresh('second') });
    const theirs = await createDesire(t.app, stranger, { visibility: 'public' });
    await createOk(stranger, { type: 'post', referenceId: theirs._id, urlSlug: fresh('theirs') });
    expect((await list(member)).map((l) => l._id)).toEqual([second._id, first._id]);
  });

  it('deletes my own link, after which its name leads nowhere and is free again', async () => {
    const desire = await createDesire(t.app, m.owner, { visibility: 'public' });
    const slug = fresh('gone');
    const link = await createOk(m.owner, { type: 'post', referenceId: desire._id, urlSlug: slug });
    const res = await call(t.app, 'DELETE', `/share-links/${link._id}`, m.owner);
    expect(res.statusCode).toBe(200);
    expect((await list(m.owner)).map((l) => l._id)).not.toContain(link._id);
    expect((await follow(slug)).statusCode).toBe(404);
    await createOk(m.owner, { type: 'post', referenceId: desire._id, urlSlug: slug });
  });

  it("another member's link cannot be deleted: 404, and it still works", async () => {
    const desire = await createDesire(t.app, m.owner, { visibility: 'public' });
    const slug = fresh('kept');
    const link = await createOk(m.owner, { type: 'post', referenceId: desire._id, urlSlug: slug });
    const res = await call(t.app, 'DELETE', `/share-links/${link._id}`, m.other);
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe('Share link not found');
    expect((await follow(slug)).statusCode).toBe(302);
  });
});

describe('following a link by name', () => {
  it('an unknown name answers the app page with 404', async () => {
    const res = await follow('no-such-link-anywhere');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('a name with a control character is refused with 400; one no link could have (capitals, 61 characters, a double hyphen) answers the 404 page', async () => {
    const desire = await createDesire(t.app, m.owner, { visibility: 'public' });
    const slug = fresh('real');
    await createOk(m.owner, { type: 'post', referenceId: desire._id, urlSlug: slug });
    for (const name of ['%00', 'a%01b']) expect((await follow(name)).statusCode, name).toBe(400);
    for (const name of [slug.toUpperCase(), 'x'.repeat(61), 'two--hyphens']) {
      const res = await follow(name);
      expect(res.statusCode, name).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
    expect((await follow(slug)).statusCode).toBe(302);
  });

  it('a desire made private later stops answering, and answers again once public', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'Changing mind', visibility: 'public' });
    const slug = fresh('changing');
    await createOk(m.owner, { type: 'post', referenceId: desire._id, urlSlug: slug });
    const edit = (visibility: string) => call(t.app, 'PUT', `/desires/${desire._id}`, m.owner, { title: 'Changing mind', visibility });
    expect((await edit('private')).statusCode).toBe(200);
    expect((await follow(slug)).statusCode).toBe(404);
    expect((await edit('public')).statusCode).toBe(200);
    expect((await follow(slug)).statusCode).toBe(302);
  });

  it("a deleted desire takes its links along, and a blocked owner's category stops answering", async () => {
    const desire = await createDesire(t.app, m.owner, { visibility: 'public' });
    const link = await createOk(m.owner, { type: 'post', referenceId: desire._id, urlSlug: fresh('deleted') });
    expect((await call(t.app, 'DELETE', `/desires/${desire._id}`, m.owner)).statusCode).toBe(200);
    expect((await follow(link.urlSlug)).statusCode).toBe(404);
    expect((await list(m.owner)).map((l) => l._id)).not.toContain(link._id);

    const { blocked } = await makeMembers(t, ['blocked'] as const);
    const category = await makeCategory(blocked, 'Soon blocked', 'shared');
    const slug = fresh('blocked');
    await createOk(blocked, { type: 'folder', referenceId: category._id, urlSlug: slug });
    expect((await follow(slug)).statusCode).toBe(302);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
    expect((await follow(slug)).statusCode).toBe(404);
  });
});
