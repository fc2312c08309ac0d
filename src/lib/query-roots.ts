/**
 * The first part of every query key a feature owns and another one must refresh: a desire saved with
 * new categories changes the categories' counts, so the desires feature refreshes the categories root.
 */
export const queryRoots = {
  categories: ['categories'] as const,
} as const;
