import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategoryDesires, CategoryShares } from '@contract/category';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMembers, message, type Member } from '../helpers/desires';

// A default category (Thing, Place, ...) keeps its name, description, icon and colour, and cannot be
// deleted; its owner may still make it shareable, share it by link and with members, and make it
// private again, by saving it with the same fields and another visibility.

let t: TestApp;
let m: Record<'owner' | 'follower' | 'stranger', Member>;
let thing: Category;

const listOf = async (as: Member) => (await call(t.app, 'GET', '/categories', as)).json<Category[]>();
const save = (as: Member, body: Record<string, unknown>, id = thing._id) => call(t.app, 'PUT', `/categories/${id}`, as, body);
const sameFields = (category: Category) => ({ name: category.name, description: category.description, icon: category.icon, color: category.color });
const sharedPage = (as: Member | null) => call(t.app, 'GET', `/shared/categories/${thing._id}?user=${m.owner.id}`, as);

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  m = await makeMembers(t, ['owner', 'follower', 'stranger'] as const);
  await follow(t.database.db, m.follower, m.owner);
  const found = (await listOf(m.owner)).find((c) => c.name === 'Thing');
  if (!found) throw new Error('no Thing category');
  thing = found;
  await createDesire(t.app, m.owner, { title: 'A birthday bike', categories: ['Thing'], visibility: 'public' });
  await createDesire(t.app, m.owner, { title: 'A secret gift idea', categories: ['Thing'], visibility: 'private' });
});
afterAll(() => t.close());

describe('a default category', () => {
  it('starts private: its link opens for no one', async () => {
    expect(thing).toMatchObject({ isDefault: true, visibility: 'private' });
    expect((await sharedPage(null)).statusCode).toBe(404);
  });

  it('its owner makes it shareable with the same fields; the link then opens, showing what each reader may see', async () => {
    const res = await save(m.owner, { ...sameFields(thing), visibility: 'shared' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Category>()).toMatchObject({ _id: thing._id, name: 'Thing', isDefault: true, visibility: 'shared', color: thing.color, icon: thing.icon });
    const page = await sharedPage(null);
    expect(page.statusCode).toBe(200);
    expect(page.json<Category>()).toMatchObject({ name: 'Thing', desiresCount: 1 });
    const desires = (await call(t.app, 'GET', `/shared/categories/${thing._id}/desires?user=${m.owner.id}`, null)).json<CategoryDesires>();
    expect(desires.desires.map((d) => d.title)).toEqual(['A birthday bike']);
    expect(desires.total).toBe(1);
  });

  it('a save that leaves out the optional fields keeps them too (no icon, the default colour)', async () => {
    const res = await save(m.owner, { name: 'Thing', visibility: 'shared' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is shared with a follower, who finds it under "Shared with Me" read-only', async () => {
    const shared = await call(t.app, 'PUT', `/categories/${thing._id}/shares`, m.owner, { userIds: [m.follower.id] });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<CategoryShares>().shares.map((s) => s.sharedWithUserId._id)).toEqual([m.follower.id]);
    const theirs = (await listOf(m.follower)).find((c) => c._id === thing._id);
    expect(theirs).toMatchObject({ isOwned: false, isDefault: true, sharedBy: { fullName: 'owner' } });
    const change = await save(m.follower, { ...sameFields(thing), visibility: 'private' });
    expect(change.statusCode).toBe(403);
    expect(message(change)).toBe('Only the owner can change this category');
  });

  it.each([
    ['a new name', { name: 'Stuff' }],
    ['the same name in another case', { name: 'thing' }],
    ['a description', { description: 'Things I want' }],
    ['an icon', { icon: '🎁' }],
    ['a colour', { color: '#22c55e' }],
  ])('refuses %s, with or without a change of visibility, and changes nothing', async (_label, change) => {
    for (const visibility of ['shared', 'private']) {
      const res = await save(m.owner, { ...sameFields(thing), visibility, ...change });
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe('Default categories cannot be edited');
    }
    const now = (await call(t.app, 'GET', `/categories/${thing._id}`, m.owner)).json<Category>();
    expect(now).toMatchObject({ ...sameFields(thing), visibility: 'shared' });
  });

  it('still cannot be deleted, nor changed by another member (404)', async () => {
    const remove = await call(t.app, 'DELETE', `/categories/${thing._id}`, m.owner);
    expect(remove.statusCode).toBe(403);
    expect(message(remove)).toBe('Default categories cannot be deleted');
    const theirs = await save(m.stranger, { ...sameFields(thing), visibility: 'private' });
    expect(theirs.statusCode).toBe(404);
  });

  it('made private again, its link closes and its shares end', async () => {
    const res = await save(m.owner, { ...sameFields(thing), visibility: 'private' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Category>().visibility).toBe('private');
    expect((await sharedPage(null)).statusCode).toBe(404);
    expect((await listOf(m.follower)).some((c) => c._id === thing._id)).toBe(false);
    const shares = await call(t.app, 'GET', `/categories/${thing._id}/shares`, m.owner);
    expect(shares.json<CategoryShares>().shares).toEqual([]);
  });
});
