import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCookie from '@fastify/cookie';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderPage, templateMeta, type PageMeta } from '../lib/page-html';
import { firstPaint, looksUpPreview, readFirstPaint, type PagePreview } from '../lib/page-preview';
import { HttpError } from '../lib/http-error';
import { inlineStylesheets } from '../lib/inline-styles';
import { appScripts } from '../lib/app-scripts';
import { sendHtml } from '../lib/send-html';
import { LANGUAGE_COOKIE, pageLanguage, SOURCE_LANGUAGE } from '@contract/languages';

/**
 * Paths that never fall back to the app's index.html; a missing asset is a 404, not a page. The
 * service worker's scripts and the manifest are among them: HTML in their place would break them.
 */
const NOT_APP = /^\/(api|ws|uploads|assets)(\/|$)|^\/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;

const SITE_NAME = 'Wishwell';

interface StaticAppOptions {
  dir: string | null;
  /** The site's public address, for canonical addresses and pictures in link previews. */
  publicUrl: string;
  /** What a link preview of an address shows (and its first paint), or null for the app's own tags. */
  preview?: (pathname: string, search: string) => Promise<PagePreview | null>;
}

/**
 * Serves the built app: hashed assets cached for a year, and every other GET or HEAD outside the
 * API answered with index.html, whatever the request's Accept and Accept-Encoding, so that the app's
 * router takes the address and a link preview robot reads its tags. The page carries Open Graph and
 * Twitter card tags: a desire's own where a visitor may see it, the app's otherwise.
 */
export const staticAppPlugin = fp<StaticAppOptions>(async (app, { dir, publicUrl, preview }) => {
  const indexPath = dir === null ? null : path.join(dir, 'index.html');
  const template = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (template && dir) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: true,
      // "/" is a page like any other: it gets its tags below.
      index: false,
      dotfiles: 'ignore',
      preCompressed: true,
      // Hashed assets for a year; the rest revalidated on every use (sw.js above all, so an update is seen at once).
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built app at ${dir ?? '(none)'}: serving the API only. Run \`npm run build\` to build it.`);
  }
  const generic = template ? templateMeta(template) : { title: SITE_NAME, description: '' };
  const scripts = template ? appScripts(template, dir) : null;
  const page = scripts && dir ? inlineStylesheets(scripts.page, dir) : scripts?.page;
  const paintTemplates = template ? readFirstPaint(dir) : null;

  /**
   * A page's preview is a database read like an API call's, so it counts against the same limit
   * per address: guessing shared links by the page costs what guessing them by the API does. Past
   * the limit the page still answers, with the app's own tags and no look-up.
   */
  const withinApiLimit = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    try {
      await app.limits.api.ip.call(app, request, reply);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return false;
      throw error;
    }
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_APP.test(pathname);
    if (!page || !scripts || !isPage) return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
    const own = preview && looksUpPreview(pathname) && (await withinApiLimit(request, reply)) ? await preview(pathname, search) : null;
    // In the reader's language: the one they chose (the app's cookie), else their browser's.
    // A build without that language's paint paints English, and the page says so until the app starts.
    const wanted = pageLanguage(fastifyCookie.parse(request.headers.cookie ?? '')[LANGUAGE_COOKIE], request.headers['accept-language']);
    const language = !paintTemplates || paintTemplates[wanted] ? wanted : SOURCE_LANGUAGE;
    const paint = paintTemplates?.[language] ?? null;
    // The app's own words come in the paint's language; without a paint (tests, development), index.html's.
    const appWords = paint ? { title: paint.appTitle, description: paint.appDescription } : generic;
    const meta: PageMeta = {
      ...(own ? { title: own.title, description: own.description, image: own.image } : { ...appWords, image: `${publicUrl}/icon-512.png`, iconOnly: true }),
      url: canonical(publicUrl, pathname, search),
    };
    const html = renderPage(page, meta, SITE_NAME, { head: scripts.tagsFor(pathname, language), body: firstPaint(paint, pathname, own?.paint), language });
    return sendHtml(request, reply, html, { vary: ['Accept-Language', 'Cookie'] });
  };
  // The static files' folder itself is no file: "/" is a page.
  if (template) app.get('/', sendPage);
  app.setNotFoundHandler(sendPage);
});

/** The address without its query, except the owner that a shared category's address needs. */
function canonical(publicUrl: string, pathname: string, search: string): string {
  const user = new URLSearchParams(search).get('user');
  const keep = pathname.startsWith('/shared/categories/') && user ? `?user=${encodeURIComponent(user)}` : '';
  return `${publicUrl}${pathname}${keep}`;
}
