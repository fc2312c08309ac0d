// npm run blocking [-- --runs N] [--slowdown X] [--dist DIR]: the main thread's blocking time after the
// first paint, as observed (not simulated) with Chromium's CPU throttling, on the first pages that
// `npm run lighthouse` measures. Each load is a new phone-sized context; the figure is the sum over
// long tasks of their part past 50 ms, from first contentful paint to 4 s after load, median of N loads.
// Budget: at most 150 ms on each page (the Total Blocking Time line of docs/architecture.md "Budgets"); over it the command
// exits non-zero. Builds nothing: run `npm run build` first. Every request goes to 127.0.0.1.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { printMachine, reportBudgets } from './bench/harness.mjs';
import { root } from './freshness.mjs';
import { checkBuilt, startAppServer } from './lighthouse/app-server.mjs';
import { CHROME_FLAGS } from './lighthouse/audit.mjs';
import { findTargets } from './lighthouse/targets.mjs';

const PORT = 5584;
const SETTLE_MS = 4000;
const BUDGET_MS = 150;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, slowdown: { type: 'string', default: '6' }, dist: { type: 'string' } } });
const dist = path.resolve(values.dist ?? path.join(root, 'dist'));
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 5);
const slowdown = Math.max(1, Number(values.slowdown) || 6);

/** One load of `url`: blocking time after first paint, and the long tasks as "duration@start" (ms). */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(globalThis, '__longTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: globalThis.__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const after = tasks.filter(([start]) => start >= fcp);
    return { blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0), tasks: after.map(([s, d]) => `${Math.round(d)}@${Math.round(s)}`) };
  } finally {
    await context.close();
  }
}

checkBuilt(dist);
printMachine();
const app = await startAppServer(PORT, dist);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
const missed = [];
try {
  console.log(`Blocking time after first paint, CPU slowed ${slowdown}x, median of ${runs} loads (budget ${BUDGET_MS} ms):\n`);
  for (const target of await findTargets(app.base)) {
    const loads = [];
    for (let run = 0; run < runs; run++) loads.push(await measure(browser, `${app.base}${target.path}`));
    loads.sort((a, b) => a.blocking - b.blocking);
    const median = loads[Math.floor(loads.length / 2)];
    if (median.blocking > BUDGET_MS) missed.push(`${target.name}: ${Math.round(median.blocking)} ms (at most ${BUDGET_MS} ms)`);
    console.log(`${target.name.padEnd(18)} ${String(Math.round(median.blocking)).padStart(5)} ms   (loads: ${loads.map((l) => Math.round(l.blocking)).join(', ')}; median load's long tasks: ${median.tasks.join(' ') || 'none'})`);
  }
} finally {
  await browser.close();
  await app.stop();
}
reportBudgets(missed, `Every page is within ${BUDGET_MS} ms.`);
