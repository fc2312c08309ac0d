import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategoryDesires } from '@contract/category';
import { escapeHtml } from '../../../server/src/lib/page-html';
import { makeAdmin } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMember, type Member } from '../helpers/desires';
import { pageFolder } from '../helpers/page-folder';

// The categories of an account out of the members' space (a member an admin has blocked, or an
// admin) are hidden on every path, as their desires are, and answered as an unknown category is.

const UNKNOWN = '0123456789abcdef01234567';

let t: TestApp;
let pages: Awaited<ReturnType<typeof pageFolder>>;
let admin: Member;
let m: Record<'bea' | 'ari' | 'rae', Member>;
/** Bea's shared category (Bea will be blocked) and Ari's (Ari will be made an admin). */
let beas: Category;
let aris: Category;

async function sharedCategoryOf(owner: Member, name: string, description: string): Promise<Category> {
  const res = await call(t.app, 'POST', '/categories', owner, { name, description, visibility: 'shared' });
  expect(res.statusCode, res.body).toBe(201);
  const category = res.json<Category>();
  expect((await call(t.app, 'PUT', `/categories/${category._id}/shares`, owner, { userIds: [m.rae.id] })).statusCode).toBe(200);
  await createDesire(t.app, owner, { title: `${name} wish`, categories: [name], visibility: 'public' });
  return category;
}

beforeAll(async () => {
  pages = await pageFolder();
  t = await createTestApp({ staticDir: pages.dir, rateLimitFactor: 100 });
  admin = await makeAdmin(t);
  m = { bea: await makeMember(t, 'Beatrix Blocked'), ari: await makeMember(t, 'Ariadne Admin'), rae: await makeMember(t, 'Reader Rae') };
  await follow(t.database.db, m.rae, m.bea);
  await follow(t.database.db, m.rae, m.ari);
  beas = await sharedCategoryOf(m.bea, 'Pottery', 'Kilns and glazes');
  aris = await sharedCategoryOf(m.ari, 'Sailing', 'Boats and knots');
});
afterAll(async () => {
  await t.close();
  await pages.remove();
});

const standing = async (url: string, body: unknown) => {
  const res = await call(t.app, 'PATCH', url, admin, body);
  expect(res.statusCode, res.body).toBe(200);
};

/** Every path that reads a category, as one reader or another, with the status and body it answered. */
async function everyRead(category: Category, ownerId: string) {
  const answers: [string, { status: number; body: unknown }][] = [];
  const read = async (label: string, url: string, as: Member | null) => {
    const res = await call(t.app, 'GET', url, as);
    answers.push([label, { status: res.statusCode, body: res.json() }]);
  };
  await read('shared page', `/shared/categories/${category._id}?user=${ownerId}`, null);
  await read('shared page, signed in', `/shared/categories/${category._id}?user=${ownerId}`, m.rae);
  await read('shared desires', `/shared/categories/${category._id}/desires?user=${ownerId}`, null);
  await read('Shared with Me detail', `/categories/${category._id}`, m.rae);
  await read('Shared with Me desires', `/categories/${category._id}/desires`, m.rae);
  return new Map(answers);
}

/** What the same reads answer for a category that does not exist. */
async function unknownAnswers(ownerId: string) {
  return everyRead({ _id: UNKNOWN } as Category, ownerId);
}

const sharedWithRae = async () => (await call(t.app, 'GET', '/categories', m.rae)).json<Category[]>().filter((c) => !c.isOwned);

async function htmlPage(category: Category, ownerId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/shared/categories/${category._id}?user=${ownerId}`, remoteAddress: '10.9.0.1' });
  expect(res.statusCode).toBe(200);
  return { body: res.body, ogTitle: /<meta property="og:title" content="([^"]*)"/.exec(res.body)?.[1] };
}

async function expectShown(category: Category, owner: Member) {
  for (const [label, answer] of await everyRead(category, owner.id)) expect(answer.status, label).toBe(200);
  const desires = (await call(t.app, 'GET', `/shared/categories/${category._id}/desires?user=${owner.id}`, null)).json<CategoryDesires>();
  expect(desires.total).toBe(1);
  expect((await sharedWithRae()).map((c) => c._id)).toContain(category._id);
  const page = await htmlPage(category, owner.id);
  expect(page.ogTitle).toBe(escapeHtml(`${owner.fullName}'s ${category.name} desires`));
}

async function expectHidden(category: Category, owner: Member) {
  const unknown = await unknownAnswers(owner.id);
  for (const [label, answer] of await everyRead(category, owner.id)) {
    // The same 404 as a category that never was: nothing tells a block apart.
    expect(answer, label).toEqual(unknown.get(label));
    expect(answer.status, label).toBe(404);
  }
  expect((await sharedWithRae()).map((c) => c._id)).not.toContain(category._id);
  const page = await htmlPage(category, owner.id);
  const unknownPage = await htmlPage({ _id: UNKNOWN } as Category, owner.id);
  expect(page.ogTitle).toBe('Wishwell: share what you wish for');
  for (const secret of [category.name, category.description ?? '', owner.fullName]) expect(page.body).not.toContain(secret);
  expect(page.body).toBe(unknownPage.body.replaceAll(UNKNOWN, category._id));
}

describe('categories of accounts out of the members’ space', () => {
  it('a member an admin blocks: their shared category leaves the shared pages, the link preview and Shared with Me, and comes back when unblocked', async () => {
    await expectShown(beas, m.bea);
    await standing(`/admin/users/${m.bea.id}/block`, { blocked: true });
    await expectHidden(beas, m.bea);
    await standing(`/admin/users/${m.bea.id}/block`, { blocked: false });
    await expectShown(beas, m.bea);
  });

  it('a member made an admin: the same, until they are a member again', async () => {
    await expectShown(aris, m.ari);
    await standing(`/admin/users/${m.ari.id}/role`, { role: 'admin' });
    await expectHidden(aris, m.ari);
    await standing(`/admin/users/${m.ari.id}/role`, { role: 'user' });
    await expectShown(aris, m.ari);
  });

  it('Shared with Me counts only what it shows', async () => {
    expect((await sharedWithRae()).map((c) => c.name).sort()).toEqual(['Pottery', 'Sailing']);
    await standing(`/admin/users/${m.bea.id}/block`, { blocked: true });
    expect((await sharedWithRae()).map((c) => c.name)).toEqual(['Sailing']);
  });
});
