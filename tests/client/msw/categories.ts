import { http, type HttpHandler } from 'msw';
import type { Category, CategoryBody, CategoryDesires, CategoryShare, CategoryShares } from '@contract/category';
import type { Desire, DesireList } from '@contract/desire';
import type { UserSummary } from '@contract/user';
import { PRESET_CATEGORIES } from '@contract/limits';
import { error, json, member } from './handlers';

// A category server keeping its list, so that a read after a write sees the write; it records what
// the app sent, may hold an answer back (`hold`) and may refuse writes (`failWith`).

let counter = 0;
const hex = (n: number) => n.toString(16).padStart(24, '0');

const maya = member();
export const categoryOwner: UserSummary = { _id: maya._id, fullName: maya.fullName, profileImage: null };
export const sharer: UserSummary = { _id: '6650a1b2c3d4e5f60123beef', fullName: 'Leo Okafor', profileImage: null };

export function makeCategory(overrides: Partial<Category> = {}): Category {
  counter += 1;
  return {
    _id: hex(0xca7000 + counter),
    name: `Category ${counter}`,
    description: null,
    color: '#6366f1',
    icon: null,
    visibility: 'private',
    userId: categoryOwner._id,
    owner: categoryOwner,
    isOwned: true,
    isDefault: false,
    desiresCount: 0,
    statusBreakdown: { desire: 0, in_progress: 0, fulfilled: 0 },
    sharedBy: null,
    createdAt: new Date(Date.now() - counter * 60_000).toISOString(),
    ...overrides,
  };
}

/** The six default categories, "Other" among them (not last: the screen puts it last). */
export const defaultCategories = (): Category[] => PRESET_CATEGORIES.map((name) => makeCategory({ name, isDefault: true }));

/** A category Leo shared with the reader. */
export const sharedCategory = (overrides: Partial<Category> = {}): Category =>
  makeCategory({ userId: sharer._id, owner: sharer, isOwned: false, visibility: 'shared', sharedBy: { _id: sharer._id, fullName: sharer.fullName }, ...overrides });

const shareOf = (categoryId: string, person: UserSummary): CategoryShare => ({
  categoryId,
  sharedWithUserId: person,
  sharedByUserId: categoryOwner._id,
  canEdit: false,
  createdAt: '2025-01-01T00:00:00.000Z',
});

export function categoryServer(initial: Category[]) {
  const state = {
    items: [...initial],
    listStatus: 200,
    failWith: null as { status: number; message: string } | null,
    hold: null as Promise<void> | null,
    /** what each category holds, by id (the reader's view) */
    desires: {} as Record<string, Desire[]>,
    /** who each category is shared with, by id */
    shares: {} as Record<string, UserSummary[]>,
    sharesSaved: [] as { id: string; userIds: string[] }[],
    created: [] as CategoryBody[],
    updated: [] as { id: string; body: CategoryBody }[],
    deleted: [] as string[],
    /** every GET /api/categories/{id} the app made, by id */
    detailReads: [] as string[],
    /** answer the reader's category and its desires with this status instead (a failing server) */
    readStatus: 200,
    /** answer a category's desires whole, as `{desires, total}`, like a backend that does not page */
    wholeList: false,
    /** every category desires URL the app asked, in order */
    desireReads: [] as string[],
  };
  /** Like our server: a page, searched and filtered, with the whole category's counts by status. */
  const desiresAnswer = (request: Request, list: Desire[]) => {
    state.desireReads.push(request.url);
    if (state.wholeList) return json<DesireList>({ desires: list, total: list.length });
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const limit = Number(params.get('limit') ?? 20);
    const q = (params.get('q') ?? '').toLowerCase();
    const status = params.get('status') ?? 'all';
    const matching = list.filter((d) => (status === 'all' || d.status === status) && (!q || d.title.toLowerCase().includes(q) || (d.description ?? '').toLowerCase().includes(q)));
    const count = (s: string) => list.filter((d) => d.status === s).length;
    return json<CategoryDesires>({
      desires: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
      hasMore: page * limit < matching.length,
      statusBreakdown: { desire: count('desire'), in_progress: count('in_progress'), fulfilled: count('fulfilled') },
    });
  };
  const refuse = () => (state.failWith ? error(state.failWith.status, state.failWith.message) : null);
  const handlers: HttpHandler[] = [
    http.get('/api/categories', () => (state.listStatus === 200 ? json(state.items) : error(state.listStatus, 'Could not read categories'))),
    http.get('/api/categories/:id', ({ params }) => {
      state.detailReads.push(String(params.id));
      if (state.readStatus !== 200) return error(state.readStatus, 'Could not read the category');
      const category = state.items.find((c) => c._id === params.id);
      return category ? json<Category>(category) : error(404, 'Category not found');
    }),
    http.get('/api/categories/:id/desires', ({ params, request }) => {
      if (state.readStatus !== 200) return error(state.readStatus, 'Could not read the desires');
      return desiresAnswer(request, state.desires[String(params.id)] ?? []);
    }),
    http.get('/api/categories/:id/shares', ({ params }) =>
      json<CategoryShares>({ shares: (state.shares[String(params.id)] ?? []).map((person) => shareOf(String(params.id), person)) }),
    ),
    http.put('/api/categories/:id/shares', async ({ params, request }) => {
      const id = String(params.id);
      const { userIds } = (await request.json()) as { userIds: string[] };
      state.sharesSaved.push({ id, userIds });
      const refused = refuse();
      if (refused) return refused;
      state.shares[id] = userIds.map((userId) => ({ _id: userId, fullName: `Member ${userId.slice(-4)}`, profileImage: null }));
      return json<CategoryShares>({ shares: state.shares[id].map((person) => shareOf(id, person)) });
    }),
    // The public pages: a shared category of that owner, and its desires.
    http.get('/api/shared/categories/:id', ({ params, request }) => {
      const owner = new URL(request.url).searchParams.get('user');
      if (!owner) return error(400, 'Invalid share link: the user parameter is missing');
      const category = state.items.find((c) => c._id === params.id && c.userId === owner && c.visibility === 'shared');
      return category ? json<Category>(category) : error(404, 'Category not found');
    }),
    // A visitor (no token) sees the public desires only.
    http.get('/api/shared/categories/:id/desires', ({ params, request }) => {
      const list = state.desires[String(params.id)] ?? [];
      return desiresAnswer(request, request.headers.has('authorization') ? list : list.filter((d) => d.visibility === 'public'));
    }),
    http.post('/api/categories', async ({ request }) => {
      const body = (await request.json()) as CategoryBody;
      state.created.push(body);
      if (state.hold) await state.hold;
      const refused = refuse();
      if (refused) return refused;
      const category = makeCategory({
        name: body.name,
        description: body.description ?? null,
        icon: body.icon ?? null,
        color: body.color ?? '#6366f1',
        visibility: body.visibility ?? 'private',
      });
      state.items.push(category);
      return json<Category>(category, 201);
    }),
    http.put('/api/categories/:id', async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as CategoryBody;
      state.updated.push({ id, body });
      if (state.hold) await state.hold;
      const refused = refuse();
      if (refused) return refused;
      const index = state.items.findIndex((c) => c._id === id);
      if (index < 0) return error(404, 'Category not found');
      const next: Category = { ...state.items[index]!, name: body.name, description: body.description ?? null, icon: body.icon ?? null, color: body.color ?? '#6366f1', visibility: body.visibility ?? 'private' };
      state.items[index] = next;
      return json<Category>(next);
    }),
    http.delete('/api/categories/:id', async ({ params }) => {
      const id = String(params.id);
      state.deleted.push(id);
      if (state.hold) await state.hold;
      const refused = refuse();
      if (refused) return refused;
      state.items = state.items.filter((c) => c._id !== id);
      return json({ message: 'Category deleted' });
    }),
  ];
  return { state, handlers };
}
