import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { $ZodType } from 'zod/v4/core';

/** The zod schemas a route validates its input with (fastify-type-provider-zod). */
export interface InputSchemas {
  body?: $ZodType;
  querystring?: $ZodType;
  params?: $ZodType;
}

export interface DiscoveredRoute {
  method: string;
  url: string;
  schema: InputSchemas;
  /** A `@fastify/websocket` route: GET answers over HTTP, the upgrade opens the live channel. */
  websocket: boolean;
  /** The route's own body limit, where it sets one. */
  bodyLimit?: number;
}

/**
 * Records every route the next Fastify instances register, with its options. Fastify publishes each
 * new instance on the `fastify.initialization` diagnostics channel before any plugin runs, so an
 * `onRoute` hook added there sees every route, however deep its plugin, without touching the server.
 */
export function recordRoutes(): { routes: DiscoveredRoute[]; stop: () => void } {
  const routes: DiscoveredRoute[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options: RouteOptions & { wsHandler?: unknown }) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      const schema = (options.schema ?? {}) as InputSchemas;
      for (const method of methods) {
        routes.push({
          method: method.toUpperCase(),
          url: options.url,
          schema: { body: schema.body, querystring: schema.querystring, params: schema.params },
          websocket: typeof options.wsHandler === 'function',
          // Read when asked: the server's own onRoute hook (plugins/body-limits.ts) sets it after this one ran.
          get bodyLimit() {
            return options.bodyLimit;
          },
        });
      }
    });
  };
  subscribe('fastify.initialization', onInit);
  return { routes, stop: () => unsubscribe('fastify.initialization', onInit) };
}

/** `METHOD path` for every route in Fastify's own router, read from its printed radix tree. */
function printedRoutes(app: FastifyInstance): Set<string> {
  const printed = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const node = /^([│ ]*)[├└]── (.*)$/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(node[2] ?? '');
    const text = match?.[1] ?? '';
    stack.length = depth;
    stack[depth] = depth === 0 ? '' : text;
    const path = stack.join('');
    for (const method of match?.[2]?.split(', ') ?? []) printed.add(`${method} ${path}`);
  }
  return printed;
}

export interface RouteCheck {
  /** Printed by the router but not seen by the hook. */
  missed: string[];
  /** Seen by the hook but not in the router. */
  extra: string[];
}

/**
 * Compares what the hook saw with the router. A plugin's `/` route under a prefix is one route in
 * the hook and two paths in the router (`/api/stats` and `/api/stats/`), so a trailing slash is
 * the only difference allowed.
 */
export function compareWithRouter(app: FastifyInstance, routes: DiscoveredRoute[]): RouteCheck {
  const printed = printedRoutes(app);
  const seen = new Set(routes.map((r) => `${r.method} ${r.url}`));
  const withoutSlash = (key: string) => (key.endsWith('/') && !key.endsWith(' /') ? key.slice(0, -1) : key);
  const missed = [...printed].filter((key) => !seen.has(key) && !seen.has(withoutSlash(key)));
  const extra = [...seen].filter((key) => !printed.has(key) && !printed.has(`${key}/`));
  return { missed, extra };
}

/**
 * The routes to fuzz: every discovered one, a HEAD that Fastify adds beside a GET folded into that
 * GET (the fuzz sends HEAD to each GET route as one of its mutations).
 */
export function fuzzTargets(routes: DiscoveredRoute[]): DiscoveredRoute[] {
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  const unique = new Map<string, DiscoveredRoute>();
  for (const route of routes) {
    if (route.method === 'HEAD' && (gets.has(route.url) || gets.has(route.url.replace(/(.)\/$/, '$1')))) continue;
    unique.set(`${route.method} ${route.url}`, route);
  }
  return [...unique.values()];
}

export const routeKey = (route: Pick<DiscoveredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
