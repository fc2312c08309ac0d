import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';

export interface MetricsPluginOptions {
  /** METRICS_TOKEN: /metrics answers only a request that brings it as a bearer token. */
  token: string;
  database: DatabaseHandle;
}

/**
 * GET /metrics in Prometheus's text format, registered only when METRICS_TOKEN is set: requests by
 * route (the route's pattern, so that ids do not multiply the series) with their latency, the event
 * loop's delay and the process's own figures (prom-client's defaults, its start time among them),
 * open live sockets, the kind of database, whether Redis carries messages, the PostgreSQL pool, and
 * the read cache's hits and misses. Each app has its own registry, so that several in one process
 * (the tests) do not mix.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(async (app, { token, database }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'wishwell_live_sockets',
    help: 'Open live sockets of this process',
    registers: [registry],
    collect() {
      this.set(app.liveHub.size);
    },
  });
  new Gauge({
    name: 'wishwell_database_info',
    help: 'The database this process runs on (kind: pglite, the embedded one, or postgres), always 1',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.set({ kind: database.kind }, 1);
    },
  });
  new Gauge({
    name: 'wishwell_live_bus_connected',
    help: '1 while live messages reach the other processes (always, without Redis)',
    registers: [registry],
    collect() {
      this.set(app.liveBus.connected() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'wishwell_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle) and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.pool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Counter({
    name: 'wishwell_read_cache_reads_total',
    help: 'Hot reads (sessions, feed pages, desires, notifications) answered from the cache (hit) or the database (miss)',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, app.readCache.hits);
      this.inc({ result: 'miss' }, app.readCache.misses);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.code(401).send({ message: 'Authentication required' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
