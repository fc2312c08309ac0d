import { lookup } from 'node:dns/promises';
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { MULTIPART_ROUTES, classify, focusedPlanArbitraries, planArbitrary, type FuzzRoute, type Plan } from './cases';
import { setUpFixtures, type Fixtures } from './fixtures';
import { makeFileBytes, type FileBytes } from './multipart';
import { forbidOutboundNetwork, loopbackDatabaseTarget, loopbackResolver, type NetworkGuard } from './network-guard';
import { FuzzReport } from './report';
import { compareWithRouter, fuzzTargets, recordRoutes, type DiscoveredRoute } from './routes';
import { runCase } from './runner';
import { largeBodyCases, runLargeBodyCase } from './large-bodies';
import { StallWatch } from './stall-watch';

/**
 * docs/architecture.md "Budgets" (bad input): no request, however malformed, gets a 5xx. Every route of the real app
 * gets inputs generated from its own schemas, then broken (mutations.ts, multipart.ts), from every
 * kind of caller; every answer must be below 500, and every 4xx JSON with a `message`.
 *
 * FUZZ_CASES (default 600, about ten a route) and FUZZ_SEED (default fixed) set the run; `npm run fuzz` runs 10,000.
 * FUZZ_LARGE_SIZES (default 100000) lists the entries of the large bodies; `npm run fuzz` adds 1000000.
 * FUZZ_REPORT names a file for the summary as JSON; FUZZ_LOG=1 prints every case and its answer.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 600);
const LARGE_SIZES = (process.env.FUZZ_LARGE_SIZES ?? '100000').split(',').map(Number);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
const REFRESH_EVERY = 50;

let t: TestApp;
let guard: NetworkGuard;
let discovered: DiscoveredRoute[];
let targets: FuzzRoute[];
let fixtures: Fixtures;
let files: FileBytes;

beforeAll(async () => {
  const database = loopbackDatabaseTarget();
  guard = forbidOutboundNetwork(database ? [database] : []);
  const recorder = recordRoutes();
  try {
    // The dev outbox route exists only with DEV_OUTBOX=1 (the end-to-end runs): on here so that it is fuzzed too.
    t = await createTestApp({ rateLimitFactor: 10_000, mail: { from: 'fuzz@wishwell.local', devOutbox: true } }, { urlResolver: loopbackResolver().resolve });
  } finally {
    recorder.stop();
  }
  discovered = recorder.routes;
  targets = fuzzTargets(discovered).map(classify).sort((a, b) => a.key.localeCompare(b.key));
  fixtures = await setUpFixtures(t);
  files = await makeFileBytes();
}, 120_000);

afterAll(async () => {
  await t?.close();
  guard?.restore();
});

/** A route's cases: first one of each focused family (as many as fit), then random ones. */
function plansFor(route: FuzzRoute, seed: number, count: number): Plan[] {
  const focused = focusedPlanArbitraries(route)
    .slice(0, count)
    .map(({ arbitrary }, i) => fc.sample(arbitrary, { seed: seed + i + 1, numRuns: 1 })[0] as Plan);
  const random = count > focused.length ? fc.sample(planArbitrary(route), { seed, numRuns: count - focused.length }) : [];
  return [...focused, ...random];
}

describe('fuzz over every route', () => {
  it('finds every route of the router, each with its schemas', () => {
    expect(compareWithRouter(t.app, discovered)).toEqual({ missed: [], extra: [] });
    const keys = targets.map((route) => route.key);
    expect(keys.length).toBeGreaterThan(50);
    for (const key of Object.keys(MULTIPART_ROUTES)) expect(keys).toContain(key);
    expect(targets.filter((route) => route.kind === 'websocket').map((route) => route.key)).toEqual(['GET /ws']);
    // A path parameter without a schema would be fuzzed as an empty segment: every one has its schema.
    const unschemed = targets.filter((route) => route.kind === 'json' && /:\w/.test(route.url) && !route.schema.params);
    expect(unschemed.map((route) => route.key)).toEqual([]);
  });

  it('lets nothing leave the machine: no connection, no DNS query', async () => {
    // Aimed at loopback, so that even a broken guard would keep these on the machine.
    const socket = net.connect(9, '127.0.0.1');
    const refused = await new Promise<Error>((resolve) => socket.once('error', resolve));
    expect(refused.message).toMatch(/opens no network connection/);
    await expect(lookup('localhost')).rejects.toThrow(/makes no DNS query/);
    expect(guard.attempts).toEqual(['connect 127.0.0.1:9', 'dns.promises.lookup localhost']);
    guard.attempts.splice(0);
  });

  it(
    'answers no request with a 5xx, and every 4xx with JSON {message}',
    async () => {
      expect(CASES, 'FUZZ_CASES must give every route a case').toBeGreaterThanOrEqual(targets.length);
      const report = new FuzzReport(SEED, targets.map((route) => route.key));
      const plans = targets.map((route, i) => plansFor(route, SEED + i * 7919, Math.floor(CASES / targets.length) + (i < CASES % targets.length ? 1 : 0)));
      const context = { app: t.app, fixtures, files, report };
      // The event loop as the cases see it: from here on (the plans above are made by the test).
      const watch = new StallWatch();
      watch.start();
      const started = Date.now();
      for (let index = 0; index < CASES; index++) {
        if (index > 0 && index % REFRESH_EVERY === 0) await watch.around('refreshing the fixtures (the test, not a request)', () => fixtures.refresh());
        const route = targets[index % targets.length] as FuzzRoute;
        const plan = plans[index % targets.length]?.[Math.floor(index / targets.length)];
        if (!plan) continue;
        const result = await watch.around(`#${index} ${route.key}`, () => runCase(context, route, plan, index));
        report.add(result);
        if (process.env.FUZZ_LOG) console.log(`#${index} ${route.key} as ${result.identity} [${result.kinds}]: ${result.description}\n    -> ${result.answer}`);
        if (CASES >= 2000 && (index + 1) % 1000 === 0) console.log(`fuzz: ${index + 1}/${CASES} cases, ${report.failures} failing, ${Math.round((Date.now() - started) / 1000)} s`);
      }

      const loopDelay = watch.stop();
      const summary = report.summary();
      if (process.env.FUZZ_REPORT) {
        await writeFile(process.env.FUZZ_REPORT, JSON.stringify({ ...summary, loopDelay: { ...loopDelay, worstCaseMs: watch.worst.ms, worstCase: watch.worst.label, worstCaseBusy: watch.worst.busy }, seconds: Math.round((Date.now() - started) / 1000), failuresText: report.formatFailures() }, null, 2));
      }
      console.log(`fuzz totals\n${report.formatTotals()}\nevent-loop delay: p99 ${loopDelay.p99Ms.toFixed(1)} ms, max ${loopDelay.maxMs.toFixed(1)} ms; longest in a case ${watch.worst.ms.toFixed(1)} ms (${watch.worst.label}, the loop busy ${Math.round((watch.worst.busy ?? 0) * 100)}% of that case)`);

      expect(guard.attempts, 'the fuzz tried to reach the network').toEqual([]);
      expect(report.routesWithoutCases()).toEqual([]);
      // Valid inputs must reach the handlers, or the run says nothing about them.
      expect(summary.cases2xx).toBeGreaterThan(CASES / 20);
      expect(summary.routesWith2xx).toBeGreaterThan(targets.length / 2);
      expect(report.failures, `${report.formatTotals()}\n\nFailures by route, mutation and status:${report.formatFailures()}`).toBe(0);
    },
    120_000 + CASES * 250,
  );

  it(
    'refuses bodies of 10^5 to 10^6 entries on every route, each at the route\'s size limit, with 4xx JSON',
    async () => {
      const cases = largeBodyCases(targets, LARGE_SIZES);
      expect(cases.length).toBeGreaterThan(40);
      const report = new FuzzReport(SEED, [...new Set(cases.map((c) => c.route.key))]);
      const watch = new StallWatch();
      watch.start();
      const statuses = new Map<number, number>();
      for (const [index, c] of cases.entries()) {
        const result = await watch.around(`${c.route.key} as ${c.identity}, ${c.shape} of ${c.entries}`, () => runLargeBodyCase(t.app, fixtures, c, index));
        report.add(result);
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
      }
      const loopDelay = watch.stop();
      const line = `large bodies: ${cases.length} cases (${[...statuses].map(([status, n]) => `${n}× ${status}`).join(', ')}); longest event-loop delay ${watch.worst.ms.toFixed(1)} ms (${watch.worst.label}, the loop busy ${Math.round((watch.worst.busy ?? 0) * 100)}% of that case), p99 ${loopDelay.p99Ms.toFixed(1)} ms`;
      console.log(line);
      if (process.env.FUZZ_REPORT) {
        const file = process.env.FUZZ_REPORT;
        const earlier = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
        await writeFile(file, JSON.stringify({ ...earlier, largeBodies: { cases: cases.length, statuses: Object.fromEntries(statuses), worstDelayMs: watch.worst.ms, worstCase: watch.worst.label, worstCaseBusy: watch.worst.busy, p99Ms: loopDelay.p99Ms, failures: report.failures } }, null, 2));
      }
      // Visitors never get past the sign-in check, and no body that large is taken.
      expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
      expect(report.failures, report.formatFailures()).toBe(0);
    },
    300_000,
  );
});
