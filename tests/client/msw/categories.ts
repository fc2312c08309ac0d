import { http, type HttpHandler } from 'msw';
import type { Category, CategoryBody } from '@contract/category';
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

export function categoryServer(initial: Category[]) {
  const state = {
    items: [...initial],
    listStatus: 200,
    failWith: null as { status: number; message: string } | null,
    hold: null as Promise<void> | null,
    created: [] as CategoryBody[],
    updated: [] as { id: string; body: CategoryBody }[],
    deleted: [] as string[],
  };
  const refuse = () => (state.failWith ? error(state.failWith.status, state.failWith.message) : null);
  const handlers: HttpHandler[] = [
    http.get('/api/categories', () => (state.listStatus === 200 ? json(state.items) : error(state.listStatus, 'Could not read categories'))),
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
