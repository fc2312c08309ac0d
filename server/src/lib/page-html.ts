import { directionOf, type Language } from '@contract/languages';
/**
 * The app's index.html with the tags that link previews read (Open Graph, Twitter cards, canonical
 * address) filled in for one address. Every value is escaped: titles and descriptions are members'
 * text.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** absolute address of the picture, when there is one */
  image: string | null;
  /** the picture is the app's icon, not a photo: a small card */
  iconOnly?: boolean;
  /** absolute canonical address of the page */
  url: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Link previews show about this much; longer descriptions are cut at a word. */
const DESCRIPTION_MAX = 200;

export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function tags(meta: PageMeta, siteName: string): string {
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property('og:site_name', siteName),
    property('og:type', 'website'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    ...(meta.image ? [property('og:image', meta.image)] : []),
    named('twitter:card', meta.image && !meta.iconOnly ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image ? [named('twitter:image', meta.image)] : []),
  ].join('\n    ');
}

/** What a page carries besides its tags: hints for the head, and a first paint for the body. */
export interface PageExtras {
  /** raw HTML for the head (built by the server, never from members' text) */
  head?: string;
  /** raw HTML painted before the app runs, beside #root (the app removes it); escaped by its builder */
  body?: string;
  /** the page's language: `<html lang dir>` (contract/languages.ts) */
  language?: Language;
}

/** `template` is the built index.html; its title and description are replaced, the rest kept. */
export function renderPage(template: string, meta: PageMeta, siteName: string, extras: PageExtras = {}): string {
  let page = template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
  const head = extras.head ? `${tags(meta, siteName)}\n    ${extras.head}` : tags(meta, siteName);
  // A head without its closing tag (HTML allows it) takes the tags after the title.
  page = page.includes('</head>') ? page.replace('</head>', () => `    ${head}\n  </head>`) : page.replace('</title>', () => `</title>${head}`);
  if (extras.language) page = page.replace(/<html lang="[^"]*"/, `<html lang="${extras.language}" dir="${directionOf(extras.language)}"`);
  return extras.body ? page.replace('<div id="root"></div>', () => `${extras.body}<div id="root"></div>`) : page;
}

/** The title and description the template was built with: what every address without its own shows. */
export function templateMeta(template: string): { title: string; description: string } {
  const title = /<title>([\s\S]*?)<\/title>/.exec(template)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(template)?.[1] ?? '';
  // The template's own text is already HTML: undo its escapes so they are not doubled.
  const plain = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return { title: plain(title), description: plain(description) };
}
