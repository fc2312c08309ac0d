import type { Category } from '@contract/category';

const isOther = (category: Category) => category.name.trim().toLowerCase() === 'other';

/** The member's own categories in the server's order with "Other" moved last, and those shared with them. */
export function splitCategories(list: readonly Category[]): { own: Category[]; shared: Category[] } {
  const own = list.filter((category) => category.isOwned);
  return {
    own: [...own.filter((category) => !isOther(category)), ...own.filter(isOther)],
    shared: list.filter((category) => !category.isOwned),
  };
}

/** Categories whose name or description holds the search text, ignoring case; all of them for an empty search. */
export function searchCategories(list: readonly Category[], search: string): Category[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter((category) => category.name.toLowerCase().includes(needle) || (category.description ?? '').toLowerCase().includes(needle));
}

/** Edit and delete: the owner's, never a default category's. */
export const canManage = (category: Category) => category.isOwned && !category.isDefault;

/** The member's own categories as chips and checklists show them ("Other" last), for the feed filter and the desire form. */
export const categoryChoices = (list: readonly Category[]) => splitCategories(list).own.map(({ name, color, icon }) => ({ name, color, icon }));
