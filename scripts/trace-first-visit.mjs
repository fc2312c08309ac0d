/* global window -- the init script runs in the page */
// npm run trace [-- --pages auth,post] [--slowdown 4] [--settle 4000] [--dist DIR] [--out DIR]: a Chrome
// trace of a first visit (phone viewport, cold cache, CPU slowed with Chromium's throttling) of the pages
// that `npm run lighthouse` measures, saved as JSON (open it in DevTools' Performance panel or
// ui.perfetto.dev), and a summary: each main-thread task over 50 ms with what ran in it, and the service
// worker's work during the visit. Pages: auth, post, shared-desire, shared-category, and feed (signed in
// as the demo member, as `npm run lighthouse` measures it).
// Builds nothing: run `npm run build` first. With a build made with `--sourcemap`, profiled functions
// are named by package or project file instead of the built script's line and column.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { root } from './freshness.mjs';
import { checkBuilt, startAppServer } from './lighthouse/app-server.mjs';
import { CHROME_FLAGS } from './lighthouse/audit.mjs';
import { MEMBER_TARGETS, demoMemberToken, findTargets } from './lighthouse/targets.mjs';
import { summarize } from './trace/long-tasks.mjs';
import { sourceLocator } from './trace/source-map.mjs';

const PORT = 5586;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  'ServiceWorker',
];
const SLUGS = { auth: '/auth', post: '/post/{id}', 'shared-desire': 'shared desire', 'shared-category': 'shared category', feed: '/feed (signed in)' };
// Where the app keeps a member's session (src/lib/session-token.ts).
const TOKEN_KEY = 'social_exp_token';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: 'auth,post' },
    slowdown: { type: 'string', default: '4' },
    settle: { type: 'string', default: '4000' },
    dist: { type: 'string' },
    out: { type: 'string' },
  },
});
const dist = path.resolve(values.dist ?? path.join(root, 'dist'));
const out = path.resolve(values.out ?? path.join(root, '.tmp/traces'));
const slowdown = Math.max(1, Number(values.slowdown) || 4);
const settleMs = Math.max(0, Number(values.settle) || 0);
const pages = values.pages.split(',').map((page) => page.trim());
for (const page of pages) if (!SLUGS[page]) throw new Error(`unknown page "${page}"; one of ${Object.keys(SLUGS).join(', ')}`);

/** Source files of built scripts, read from their maps once each. */
function locator(base) {
  const cache = new Map();
  return (url, line, column) => {
    if (!url.startsWith(base)) return null;
    const file = path.join(dist, 'client', new URL(url).pathname);
    if (!cache.has(file)) cache.set(file, sourceLocator(file, root));
    return cache.get(file)?.(line, column) ?? null;
  };
}

/** One cold load of `url`, traced from before the request until `settleMs` after `load`; signed in with `token`. */
async function trace(browser, url, token) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    if (token) await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      load: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
      workerState: navigator.serviceWorker?.controller ? 'controlling' : 'not controlling',
    }));
    const buffer = await browser.stopTracing();
    return { buffer, timing };
  } finally {
    await context.close();
  }
}

const f = (n) => String(Math.round(n)).padStart(4);
const list = (items) => items.map((item) => `${item.label} ${Math.round(item.ms)}`).join('; ') || '-';

function print(name, file, timing, summary) {
  console.log(`\n${name}  CPU ${slowdown}x: FCP ${Math.round(timing.fcp)} ms, load ${Math.round(timing.load)} ms; blocking after FCP ${Math.round(summary.blocking)} ms; main thread busy ${Math.round(summary.mainBusy)} ms`);
  console.log(`  main thread by kind (self ms): ${list(summary.byCategory)}`);
  for (const task of summary.longTasks) {
    console.log(`  long task at ${f(task.start)} ms, ${f(task.duration)} ms`);
    console.log(`    events (self ms):    ${list(task.events)}`);
    console.log(`    sources (sampled):   ${list(task.sources)}`);
    console.log(`    functions (sampled): ${list(task.functions)}`);
  }
  if (summary.longTasks.length === 0) console.log('  no task over 50 ms');
  const sw = summary.serviceWorker;
  console.log(
    sw
      ? `  service worker: busy ${Math.round(sw.busy)} ms from ${Math.round(sw.from)} to ${Math.round(sw.to)} ms (longest task ${Math.round(sw.longest)} ms); page main thread busy ${Math.round(sw.mainDuringWorker)} ms meanwhile; ${list(sw.top)}`
      : '  service worker: no work traced',
  );
  console.log(`  trace: ${path.relative(process.cwd(), file)}`);
}

checkBuilt(dist);
mkdirSync(out, { recursive: true });
const app = await startAppServer(PORT, dist);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
try {
  const targets = [...(await findTargets(app.base)), ...MEMBER_TARGETS];
  const token = pages.includes('feed') ? await demoMemberToken(app.base) : null;
  const locate = locator(app.base);
  for (const page of pages) {
    const target = targets.find((t) => t.name === SLUGS[page]);
    const url = `${app.base}${target.path}`;
    const { buffer, timing } = await trace(browser, url, MEMBER_TARGETS.includes(target) ? token : null);
    const file = path.join(out, `${page}.json`);
    writeFileSync(file, buffer);
    print(target.name, file, timing, summarize(JSON.parse(buffer.toString('utf8')), { url, fcpMs: timing.fcp, locate }));
  }
} finally {
  await browser.close();
  await app.stop();
}
