import { http } from 'msw';
import { categoryLimits } from '@contract/limits';
import { MESSAGES } from './messages';
import { api, asMember, done, fail, json, readBody, text, type Backend } from './respond';
import type { CategoryRecord, MemberRecord } from './store';
import { categoryDesires, categoryView, desireView } from './views';

/**
 * The spec (chat, categories and admin 7 "Categories"). A category holds its owner's desires that name it. A member
 * sees their own categories and the shared ones that were shared with them; only the owner changes a
 * category, and the six presets (isDefault) are not changed at all.
 */

const COLOR = /^#[0-9a-fA-F]{6}$/;

type Fields = Pick<CategoryRecord, 'name' | 'description' | 'color' | 'icon' | 'visibility'>;

/** The body checked against the spec (chat, categories and admin 5); a string is the first rule broken. */
function readFields(body: Record<string, unknown>): Fields | string {
  const name = text(body.name);
  if (!name) return MESSAGES.categoryNameRequired;
  if (name.length > categoryLimits.nameMax) return MESSAGES.categoryNameLength;
  const description = text(body.description);
  if (description && description.length > categoryLimits.descriptionMax) return MESSAGES.categoryDescriptionLength;
  const icon = text(body.icon);
  if (icon && icon.length > categoryLimits.iconMax) return MESSAGES.categoryIconLength;
  const color = body.color === undefined ? categoryLimits.defaultColor : body.color;
  if (typeof color !== 'string' || !COLOR.test(color)) return MESSAGES.categoryColor;
  const visibility = body.visibility === undefined ? 'private' : body.visibility;
  if (visibility !== 'private' && visibility !== 'shared') return MESSAGES.categoryVisibility;
  return { name, description, color, icon, visibility };
}

export function categoryHandlers(backend: Backend) {
  const { store } = backend;

  const sharedWithMe = (c: CategoryRecord, me: MemberRecord) =>
    c.visibility === 'shared' && store.categoryShares.some((s) => s.categoryId === c._id && s.sharedWithUserId === me._id);
  const readable = (id: string | undefined, me: MemberRecord) =>
    store.categories.find((c) => c._id === id && (c.userId === me._id || sharedWithMe(c, me))) ?? null;
  const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

  /** The owner's own category, open to change; or the refusal. */
  const changeable = (id: string | undefined, me: MemberRecord): CategoryRecord | Response => {
    const category = readable(id, me);
    if (!category) return fail(404, MESSAGES.categoryNotFound);
    if (category.userId !== me._id) return fail(403, MESSAGES.categoryNotOwner);
    if (category.isDefault) return fail(403, MESSAGES.categoryDefault);
    return category;
  };

  /** A rename or a delete reaches the owner's desires, which name their categories as text. */
  const renameOnDesires = (ownerId: string, from: string, to: string | null) => {
    for (const desire of store.desires.filter((d) => d.userId === ownerId)) {
      desire.categories = desire.categories.flatMap((n) => (sameName(n, from) ? (to ? [to] : []) : [n]));
    }
  };

  return [
    http.get(
      api('/categories'),
      asMember(backend, ({ me }) => {
        // "Other" comes last among one's own (the spec: chat, categories and admin 4).
        const own = store.categories.filter((c) => c.userId === me._id).sort((a, b) => Number(a.name === 'Other') - Number(b.name === 'Other'));
        const shared = store.categories.filter((c) => c.userId !== me._id && sharedWithMe(c, me));
        return json([...own, ...shared].map((c) => categoryView(store, c, me._id)));
      }),
    ),

    http.post(
      api('/categories'),
      asMember(backend, async ({ request, me }) => {
        const fields = readFields(await readBody(request));
        if (typeof fields === 'string') return fail(400, fields);
        if (store.categories.some((c) => c.userId === me._id && sameName(c.name, fields.name))) return fail(409, MESSAGES.categoryDuplicate);
        const category = store.addCategory({ userId: me._id, ...fields });
        return json(categoryView(store, category, me._id), 201);
      }),
    ),

    http.get(
      api('/categories/:id/desires'),
      asMember(backend, ({ me, params }) => {
        const category = readable(params.id, me);
        if (!category) return fail(404, MESSAGES.categoryNotFound);
        const desires = categoryDesires(store, category, me._id);
        return json({ desires: desires.map((d) => desireView(store, d, me._id)), total: desires.length });
      }),
    ),

    http.get(
      api('/categories/:id'),
      asMember(backend, ({ me, params }) => {
        const category = readable(params.id, me);
        return category ? json(categoryView(store, category, me._id)) : fail(404, MESSAGES.categoryNotFound);
      }),
    ),

    http.put(
      api('/categories/:id'),
      asMember(backend, async ({ request, me, params }) => {
        const category = changeable(params.id, me);
        if (category instanceof Response) return category;
        const fields = readFields(await readBody(request));
        if (typeof fields === 'string') return fail(400, fields);
        if (store.categories.some((c) => c !== category && c.userId === me._id && sameName(c.name, fields.name))) return fail(409, MESSAGES.categoryDuplicate);
        if (fields.name !== category.name) renameOnDesires(me._id, category.name, fields.name);
        Object.assign(category, fields);
        return json(categoryView(store, category, me._id));
      }),
    ),

    http.delete(
      api('/categories/:id'),
      asMember(backend, ({ me, params }) => {
        const category = changeable(params.id, me);
        if (category instanceof Response) return category;
        // "This will remove the category from all desires."
        renameOnDesires(me._id, category.name, null);
        store.categories = store.categories.filter((c) => c !== category);
        store.categoryShares = store.categoryShares.filter((s) => s.categoryId !== category._id);
        return done('Category deleted');
      }),
    ),
  ];
}
