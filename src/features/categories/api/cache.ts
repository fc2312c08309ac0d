import type { Category, CategoryBody } from '@contract/category';

// Pure patchers for the cached category list: (old, change) => new. An absent list stays absent.

type List = readonly Category[] | undefined;

/** A new category, after the member's own ones (the screen keeps "Other" last). */
export function withCategoryAdded(list: List, category: Category): Category[] | undefined {
  if (!list) return undefined;
  let lastOwn = -1;
  list.forEach((item, index) => {
    if (item.isOwned) lastOwn = index;
  });
  return [...list.slice(0, lastOwn + 1), category, ...list.slice(lastOwn + 1)];
}

/** The entry with this id takes the given one's place (the server's copy of an optimistic one, or a rollback). */
export function withCategoryReplaced(list: List, id: string, category: Category): Category[] | undefined {
  if (!list) return undefined;
  return list.map((item) => (item._id === id ? category : item));
}

/** The fields of a form applied to the entry with this id. */
export function withCategoryEdited(list: List, id: string, body: CategoryBody): Category[] | undefined {
  if (!list) return undefined;
  return list.map((item) => (item._id === id ? applyBody(item, body) : item));
}

export function withCategoryRemoved(list: List, id: string): Category[] | undefined {
  if (!list) return undefined;
  return list.filter((item) => item._id !== id);
}

/** A removed entry back at its place (a failed delete). */
export function withCategoryRestored(list: List, category: Category, index: number): Category[] | undefined {
  if (!list || list.some((item) => item._id === category._id)) return list ? [...list] : undefined;
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), category, ...list.slice(at)];
}

/** What a form's fields make of a category (the name trimmed, empty texts as none). */
export function applyBody(category: Category, body: CategoryBody): Category {
  return {
    ...category,
    name: body.name.trim(),
    description: body.description?.trim() || null,
    icon: body.icon?.trim() || null,
    color: body.color ?? category.color,
    visibility: body.visibility ?? category.visibility,
  };
}
