import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@contract/category';
import type { Desire } from '@contract/desire';
import { PRESET_CATEGORIES } from '@contract/limits';
import { makeAdmin } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMember, makeMembers, message, type Member } from '../helpers/desires';

// The spec (chat, categories and admin 4: defaults, "Other" last; 5: category validation; 7 "Categories").

let t: TestApp;
let m: Record<'owner' | 'other', Member>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  m = await makeMembers(t, ['owner', 'other'] as const);
});
afterAll(() => t.close());

const list = async (as: Member) => {
  const res = await call(t.app, 'GET', '/categories', as);
  expect(res.statusCode).toBe(200);
  return res.json<Category[]>();
};
const create = async (as: Member, body: Record<string, unknown>) => call(t.app, 'POST', '/categories', as, body);
const createOk = async (as: Member, body: Record<string, unknown>) => {
  const res = await create(as, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Category>();
};

describe('default categories', () => {
  it('every member has the six presets, defaults, with Other last', async () => {
    const fresh = await makeMember(t, 'Fresh Member');
    const first = await list(fresh);
    expect(first.map((c) => c.name)).toEqual([...PRESET_CATEGORIES]);
    expect(first.every((c) => c.isDefault && c.isOwned && c.visibility === 'private' && c.color === '#6366f1')).toBe(true);
    // Reading again makes no second set.
    expect((await list(fresh)).map((c) => c._id)).toEqual(first.map((c) => c._id));
    await createOk(fresh, { name: 'Books' });
    await createOk(fresh, { name: 'Art' });
    expect((await list(fresh)).map((c) => c.name)).toEqual(['Thing', 'Place', 'Event', 'Experience', 'Goal', 'Books', 'Art', 'Other']);
  });

  it('cannot be edited or deleted', async () => {
    const [thing] = await list(m.owner);
    expect(thing?.name).toBe('Thing');
    const edit = await call(t.app, 'PUT', `/categories/${thing?._id}`, m.owner, { name: 'Stuff' });
    expect(edit.statusCode).toBe(403);
    expect(message(edit)).toBe('Default categories cannot be edited');
    const remove = await call(t.app, 'DELETE', `/categories/${thing?._id}`, m.owner);
    expect(remove.statusCode).toBe(403);
    expect(message(remove)).toBe('Default categories cannot be deleted');
    expect((await list(m.owner)).some((c) => c._id === thing?._id && c.name === 'Thing')).toBe(true);
  });

  it('a default name is taken whatever the case', async () => {
    const res = await create(m.owner, { name: 'oTHER' });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe('A category with this name already exists');
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no name', {}, 'Category name is required'],
    ['an empty name', { name: '' }, 'Category name is required'],
    ['a whitespace name', { name: '   \u200B ' }, 'Category name is required'],
    ['a 51-character name', { name: 'x'.repeat(51) }, 'Category name must be less than 50 characters'],
    ['control characters', { name: 'Bad\u0007name' }, 'Text cannot contain control characters'],
    ['a 201-character description', { name: 'Long text', description: 'd'.repeat(201) }, 'Description must be less than 200 characters'],
    ['a 51-character icon', { name: 'Long icon', icon: 'i'.repeat(51) }, 'Icon must be less than 50 characters'],
    ['a colour name', { name: 'Colour', color: 'red' }, 'Color must be a valid hex color'],
    ['a short hex colour', { name: 'Colour', color: '#fff' }, 'Color must be a valid hex color'],
    ['an unknown visibility', { name: 'Seen', visibility: 'public' }, 'Visibility must be private or shared'],
  ];
  it.each(cases)('refuses %s', async (_label, body, expected) => {
    const res = await create(m.owner, body);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
  });

  it('takes 50 characters, trims, and applies the defaults', async () => {
    const name = 'n'.repeat(50);
    const made = await createOk(m.owner, { name: `  ${name}  ` });
    expect(made).toMatchObject({ name, description: null, icon: null, color: '#6366f1', visibility: 'private', isDefault: false, isOwned: true, desiresCount: 0 });
    expect(made.owner).toEqual({ _id: m.owner.id, fullName: 'owner', profileImage: null });
    const full = await createOk(m.owner, { name: 'Trips', description: 'Places to go', icon: '✈️', color: '#3B82F6', visibility: 'shared' });
    expect(full).toMatchObject({ name: 'Trips', description: 'Places to go', icon: '✈️', color: '#3B82F6', visibility: 'shared', userId: m.owner.id, sharedBy: null });
  });

  it('names are unique per owner regardless of case, but not across owners', async () => {
    await createOk(m.owner, { name: 'Gadgets' });
    const again = await create(m.owner, { name: 'GADGETS' });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe('A category with this name already exists');
    await createOk(m.other, { name: 'gadgets' });
  });
});

describe('ownership', () => {
  let mine: Category;
  beforeAll(async () => {
    mine = await createOk(m.owner, { name: 'Private things' });
  });

  it('a visitor gets 401 on every member call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/categories'],
      ['POST', '/categories', { name: 'X' }],
      ['GET', `/categories/${mine._id}`],
      ['GET', `/categories/${mine._id}/desires`],
      ['PUT', `/categories/${mine._id}`, { name: 'Y' }],
      ['DELETE', `/categories/${mine._id}`],
      ['GET', `/categories/${mine._id}/shares`],
      ['PUT', `/categories/${mine._id}/shares`, { userIds: [] }],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(t.app, method as 'GET', url, null, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('another member cannot read, change, delete or share it (404)', async () => {
    for (const [method, url, body] of [
      ['GET', `/categories/${mine._id}`],
      ['GET', `/categories/${mine._id}/desires`],
      ['PUT', `/categories/${mine._id}`, { name: 'Taken over' }],
      ['DELETE', `/categories/${mine._id}`],
      ['GET', `/categories/${mine._id}/shares`],
      ['PUT', `/categories/${mine._id}/shares`, { userIds: [] }],
    ] as [string, string, unknown?][]) {
      const res = await call(t.app, method as 'GET', url, m.other, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(message(res)).toBe('Category not found');
    }
    expect((await list(m.other)).some((c) => c._id === mine._id)).toBe(false);
    const still = await call(t.app, 'GET', `/categories/${mine._id}`, m.owner);
    expect(still.json<Category>().name).toBe('Private things');
  });

  it('admins are kept out, whichever token they send', async () => {
    const admin = await makeAdmin(t, 'Category Admin');
    const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/categories', headers: { authorization: `Bearer ${token}` } });
    // An admin session is not a member session; a member session of an admin account is refused.
    expect((await get(admin.token)).statusCode).toBe(401);
    expect((await get(admin.memberKindToken)).statusCode).toBe(403);
  });

  it('an unknown id is 404 and a malformed one 400', async () => {
    expect((await call(t.app, 'GET', '/categories/0123456789abcdef01234567', m.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/categories/nope', m.owner)).statusCode).toBe(400);
  });
});

describe('rename and delete reach the desires', () => {
  it('a rename is carried into the owner’s desires, whatever the case they hold it in', async () => {
    const owner = await makeMember(t, 'Renamer');
    const cat = await createOk(owner, { name: 'Travel' });
    const a = await createDesire(t.app, owner, { title: 'Go to Rome', categories: ['Thing', 'travel'] });
    const b = await createDesire(t.app, owner, { title: 'See Oslo', categories: ['Travel'] });
    const untouched = await createDesire(t.app, owner, { title: 'Nothing here', categories: ['Goal'] });
    const someoneElses = await createDesire(t.app, m.other, { title: 'Other travels', categories: ['Travel'] });

    const res = await call(t.app, 'PUT', `/categories/${cat._id}`, owner, { name: 'Journeys', color: '#22c55e', description: 'Far away' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Category>()).toMatchObject({ name: 'Journeys', color: '#22c55e', description: 'Far away', desiresCount: 2 });
    const read = async (d: Desire, as: Member) => (await call(t.app, 'GET', `/desires/${d._id}`, as)).json<Desire>().categories;
    expect(await read(a, owner)).toEqual(['Thing', 'Journeys']);
    expect(await read(b, owner)).toEqual(['Journeys']);
    expect(await read(untouched, owner)).toEqual(['Goal']);
    expect(await read(someoneElses, m.other)).toEqual(['Travel']);
    const listed = (await list(owner)).find((c) => c.name === 'Thing');
    expect(listed).toMatchObject({ isDefault: true, desiresCount: 1, statusBreakdown: { desire: 1, in_progress: 0, fulfilled: 0 } });

    const clash = await createOk(owner, { name: 'Trips' });
    const taken = await call(t.app, 'PUT', `/categories/${clash._id}`, owner, { name: 'JOURNEYS' });
    expect(taken.statusCode).toBe(409);
    expect(message(taken)).toBe('A category with this name already exists');
    // The same name in another case is the owner's own to choose.
    const recased = await call(t.app, 'PUT', `/categories/${cat._id}`, owner, { name: 'journeys' });
    expect(recased.json<Category>().name).toBe('journeys');
    expect(await read(b, owner)).toEqual(['journeys']);
  });

  it('a deletion removes the name from the desires, which stay', async () => {
    const owner = await makeMember(t, 'Deleter');
    const cat = await createOk(owner, { name: 'Music' });
    const d = await createDesire(t.app, owner, { title: 'A guitar', categories: ['Thing', 'MUSIC', 'Goal'] });
    const res = await call(t.app, 'DELETE', `/categories/${cat._id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(message(res)).toBe('Category deleted');
    const after = await call(t.app, 'GET', `/desires/${d._id}`, owner);
    expect(after.statusCode).toBe(200);
    expect(after.json<Desire>().categories).toEqual(['Thing', 'Goal']);
    expect((await call(t.app, 'GET', `/categories/${cat._id}`, owner)).statusCode).toBe(404);
  });
});
