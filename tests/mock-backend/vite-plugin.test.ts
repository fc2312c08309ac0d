import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin, ViteDevServer } from 'vite';
import { MISSED, mockBackend } from '../../mock-backend/vite-plugin';

// `npm run dev:mock` answers every request from the spec-only backend in the browser. A request its
// worker misses (the first load after Vite starts, before the worker controls the page) used to go on
// through the dev proxy to whatever listened on 127.0.0.1:5000.

const root = path.resolve(__dirname, '../..');
const callConfig = (plugin: Plugin, config: { server?: { proxy?: unknown } }, mode: string) =>
  (plugin.config as (config: unknown, env: { command: 'serve'; mode: string }) => void)(config, { command: 'serve', mode });

describe('the mock backend plugin', () => {
  it('drops the dev proxy in mock mode only', () => {
    const proxy = { '/api': 'http://127.0.0.1:5000' };
    const mock = { server: { proxy: { ...proxy } } };
    callConfig(mockBackend(root), mock, 'mock');
    expect(mock.server.proxy).toBeUndefined();
    const dev = { server: { proxy: { ...proxy } } };
    callConfig(mockBackend(root), dev, 'development');
    expect(dev.server.proxy).toEqual(proxy);
  });

  it('answers a request the worker missed with 503 and says so in the dev server’s log, in mock mode', () => {
    const plugin = mockBackend(root);
    callConfig(plugin, { server: {} }, 'mock');
    const routes = new Map<string, (request: unknown, response: unknown) => void>();
    const warnings: string[] = [];
    const server = {
      middlewares: { use: (route: string, handle: (request: unknown, response: unknown) => void) => routes.set(route, handle) },
      config: { logger: { warn: (text: string) => warnings.push(text) } },
    } as unknown as ViteDevServer;
    (plugin.configureServer as (server: ViteDevServer) => void)(server);
    expect([...routes.keys()]).toEqual(['/mockServiceWorker.js', '/api', '/uploads', '/ws']);

    const response = { statusCode: 200, headers: {} as Record<string, string>, body: '', setHeader(name: string, value: string) { this.headers[name] = value; }, end(body: string) { this.body = body; } };
    routes.get('/api')!({ method: 'GET', originalUrl: '/api/desires/following?page=1' }, response);
    expect(response.statusCode).toBe(503);
    expect(JSON.parse(response.body)).toEqual({ message: MISSED });
    expect(warnings).toEqual(['[mock backend] GET /api/desires/following?page=1 reached the dev server: the worker did not answer it']);
  });
});
