import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Paths that never fall back to the app's index.html. */
const NOT_APP = /^\/(api|ws|uploads)(\/|$)/;

/**
 * Serves the built app: hashed assets cached for a year, index.html revalidated every time, and
 * every other GET that asks for HTML answered with index.html so the app's router can take it.
 * Anything else that matches no route is a JSON 404.
 */
export const staticAppPlugin = fp<{ dir: string | null }>(async (app, { dir }) => {
  const hasApp = dir !== null && existsSync(path.join(dir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      dotfiles: 'ignore',
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built app at ${dir ?? '(none)'}: serving the API only. Run \`npm run build\` to build it.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NOT_APP.test(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    if (hasApp && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
  });
});
