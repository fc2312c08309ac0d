/**
 * The screens the server paints before the app has loaded, and the app's title and description, as
 * the build renders them (src/app/first-paint-screens.tsx, written to `.vite/first-paint.json` by
 * scripts/first-paint.mjs) and the server reads them (server/src/lib/page-preview.ts). `{{name}}`
 * takes a value, `[[name]]` one of the parts. Plain data, importing nothing: the server reads this
 * file as well.
 */
export interface FirstPaintTemplates {
  auth: string;
  /** /post/{id}: [[picture]] and [[description]], {{title}} */
  post: string;
  /** /shared/desires/{id}/{userId}: as post */
  sharedDesire: string;
  /** /shared/categories/{id}: {{name}}, {{description}}, {{count}}, {{owner}} */
  sharedCategory: string;
  /** the same without a description */
  sharedCategoryBare: string;
  /** a desire's picture: {{picture}} */
  picture: string;
  /** a desire's description, shown whole: {{description}} */
  description: string;
  /** a desire's description, clamped with its More button: {{description}} */
  longDescription: string;
  /** The app's own title and description (plain text, not HTML), for a page with none of its own. */
  appTitle: string;
  appDescription: string;
}

/** The first paint in each language the app speaks, by language tag (contract/languages.ts). */
export type FirstPaintByLanguage = Record<string, FirstPaintTemplates>;
