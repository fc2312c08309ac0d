import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The id src/main.tsx imports in mock mode; nothing else resolves it to the backend. */
export const MOCK_BACKEND_ID = 'virtual:mock-backend';
const STUB_ID = '\0mock-backend-stub';
/** What a request the worker missed is answered in mock mode. */
export const MISSED = 'The mock backend did not answer this request (its worker was not running yet). Reload the page.';

/**
 * `vite --mode mock` (npm run dev:mock): the app on the spec-only MSW backend of this folder (mock-backend/),
 * with no server. Only then does the virtual module resolve to the backend's browser entry and is MSW's
 * worker script served at /mockServiceWorker.js; it is never copied into public/, so no build ships it.
 * Every other mode and every build gets a stub that is never called (main.tsx imports it only in mock
 * mode, a branch the build drops).
 */
export function mockBackend(root: string): Plugin {
  let enabled = false;
  const require = createRequire(import.meta.url);
  return {
    name: 'wishwell:mock-backend',
    config(config, env) {
      enabled = env.command === 'serve' && env.mode === 'mock';
      // Nothing reaches a server in mock mode: a request the worker misses (the first load, before it
      // controls the page) must not go on to whatever listens on the API's port.
      if (enabled && config.server) delete config.server.proxy;
    },
    resolveId(id) {
      if (id !== MOCK_BACKEND_ID) return null;
      return enabled ? path.join(root, 'mock-backend/browser.ts') : STUB_ID;
    },
    load(id) {
      return id === STUB_ID ? 'export async function startSpecBackend() {}' : null;
    },
    configureServer(server) {
      if (!enabled) return;
      const worker = require.resolve('msw/mockServiceWorker.js');
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Cache-Control', 'no-store');
        response.end(readFileSync(worker));
      });
      for (const prefix of ['/api', '/uploads', '/ws']) {
        server.middlewares.use(prefix, (request, response) => {
          server.config.logger.warn(`[mock backend] ${request.method} ${request.originalUrl ?? request.url} reached the dev server: the worker did not answer it`);
          response.statusCode = 503;
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify({ message: MISSED }));
        });
      }
    },
  };
}
