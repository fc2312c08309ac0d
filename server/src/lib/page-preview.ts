import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { desireLimits } from '@contract/limits';
import type { FirstPaintByLanguage, FirstPaintTemplates } from '@contract/pages/first-paint-templates';
import { SOURCE_LANGUAGE } from '@contract/languages';
import { escapeHtml, type PageMeta } from './page-html';

/**
 * What a page paints before its script has run: the app's first screen, rendered from the app's own
 * components when the app is built (src/app/first-paint-screens.tsx, written to
 * .vite/first-paint.json beside the app), with the page's own title, text and picture filled in
 * here. The app removes it when its screen is ready (src/lib/first-paint.ts). Without the file
 * (tests, development) nothing is painted first.
 */

/** What the first paint of a page shows of its own: a desire's, or a shared category's. */
export type PaintContent =
  | { kind: 'desire'; title: string; description: string; picture: string | null }
  | { kind: 'category'; name: string; description: string; count: number; owner: string };

/** A page's link preview, and what its first paint shows. */
export type PagePreview = Omit<PageMeta, 'url'> & { paint?: PaintContent };

const ID = 'first-paint';
// Laid over the page rather than before it: the app renders beneath while it loads, and taking the
// paint away moves nothing of the app's. Inert: its buttons and links are pictures of the app's.
const OVER = 'position:absolute;top:0;left:0;right:0;z-index:60;min-height:100dvh;background:var(--background)';
// Shown only once all of it has arrived: the style after it is read after the whole paint. A page that
// comes in several pieces was otherwise drawn half-read, and on a phone the sign-in card, anchored to
// the bottom, grew upwards as the rest came (a layout shift of 0.2).
const wrap = (html: string) =>
  `<div id="${ID}" aria-hidden="true" inert style="${OVER};visibility:hidden">${html}</div><style>#${ID}{visibility:visible!important}</style>`;

/**
 * The first paint in each language, by language tag. A file of one language alone (a build from before
 * the app spoke others) is that build's English.
 */
export function readFirstPaint(dir: string | null): FirstPaintByLanguage | null {
  const file = dir && path.join(dir, '.vite', 'first-paint.json');
  if (!file || !existsSync(file)) return null;
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as FirstPaintByLanguage | FirstPaintTemplates;
    return typeof read.auth === 'string' ? { [SOURCE_LANGUAGE]: read as FirstPaintTemplates } : (read as FirstPaintByLanguage);
  } catch {
    return null;
  }
}

/** A picture of this site as a path (the page may be read under another address than publicUrl). */
export function sitePicture(image: string | null | undefined, publicUrl: string): string | null {
  if (!image) return null;
  if (image.startsWith('/uploads/')) return image;
  return image.startsWith(`${publicUrl}/uploads/`) ? image.slice(publicUrl.length) : null;
}

/**
 * The template with its parts put in, then its values, escaped, in one pass: a value that reads
 * like a token stays text.
 */
function fill(template: string, parts: Record<string, string>, values: Record<string, string>): string {
  return template.replace(/\[\[(\w+)\]\]/g, (_, name: string) => parts[name] ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => escapeHtml(values[name] ?? ''));
}

function desirePaint(templates: FirstPaintTemplates, page: string, desire: Extract<PaintContent, { kind: 'desire' }>): string {
  const description = !desire.description ? '' : desire.description.length > desireLimits.descriptionCollapseAt ? templates.longDescription : templates.description;
  const parts = { picture: desire.picture ? templates.picture : '', description };
  return fill(page, parts, { title: desire.title, description: desire.description, picture: desire.picture ?? '' });
}

/** The pages whose link preview and first paint show something of their own, read from the database. */
export const looksUpPreview = (pathname: string): boolean => /^\/(post|shared\/desires|shared\/categories)\//.test(pathname);

/** The HTML painted first at `pathname`, given what its page shows of its own (null: nothing). */
export function firstPaint(templates: FirstPaintTemplates | null, pathname: string, own: PaintContent | null | undefined): string {
  if (!templates) return '';
  if (/^\/auth\/?$/.test(pathname)) return wrap(templates.auth);
  if (own?.kind === 'desire' && pathname.startsWith('/post/')) return wrap(desirePaint(templates, templates.post, own));
  if (own?.kind === 'desire' && pathname.startsWith('/shared/desires/')) return wrap(desirePaint(templates, templates.sharedDesire, own));
  if (own?.kind === 'category' && pathname.startsWith('/shared/categories/')) {
    const page = own.description ? templates.sharedCategory : templates.sharedCategoryBare;
    return wrap(fill(page, {}, { name: own.name, description: own.description, count: String(own.count), owner: own.owner }));
  }
  return '';
}
