// npm run size [-- --modules] [--no-build] [--locale ar-EG]: the page (HTML), JavaScript and CSS a first visit to /auth, /feed (signed
// in) and /post/{id} (a visitor) downloads, against the budget of docs/architecture.md "Budgets" (175 KB hard,
// 150 KB the aim). Two figures, each named for what it counts:
//  - at build time: the entry and the route modules named in the build's budget list
//    (scripts/build-plugins.ts), gzip; it leaves out what a visit then loads on demand;
//  - a real first visit: each page opened in Chromium against the built app and a seeded server,
//    every JS and CSS response counted as transferred until the page is idle (size/first-visit.mjs).
// The budget applies to the real first visit, in whichever window loads more: over the hard budget
// the command exits non-zero. Builds the app first unless --no-build. `--locale`: the browser's
// language for the real visits (its Accept-Language and navigator.languages), so that a visit in
// another language counts the part of its catalog it loads (scripts/catalog-parts.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadAverage, reportBudgets } from './bench/harness.mjs';
import { ensureBuilt } from './ensure-built.mjs';
import { root } from './freshness.mjs';
import { startAppServer } from './lighthouse/app-server.mjs';
import { demoMemberToken, findTargets } from './lighthouse/targets.mjs';
import { IDLE_MS, VIEWPORTS, launchBrowser, recordVisit } from './size/first-visit.mjs';
import { visitBudgetMisses } from './size/budget.mjs';

const PORT = 5585;
const args = process.argv.slice(2);
const locale = args.includes('--locale') ? args[args.indexOf('--locale') + 1] : 'en-US';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!args.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  ensureBuilt({ app: false });
}
console.log(`Machine: ${loadAverage()}`);

const report = JSON.parse(readFileSync(path.join(root, 'dist/client/size-report.json'), 'utf8'));
const budget = { hardKb: report.budgetKb, aimKb: report.aimKb };
const mark = (bytes) => (bytes > budget.hardKb * 1024 ? 'OVER' : bytes > budget.aimKb * 1024 ? 'above aim' : 'ok');

console.log(`\nAt build time: the entry and the route modules of the budget list, gzip (budget ${budget.hardKb} KB, aim ${budget.aimKb} KB)\n`);
for (const route of report.routes) {
  console.log(`${route.route.padEnd(22)} ${kb(route.gzipBytes).padStart(9)}  ${mark(route.gzipBytes)}`);
  for (const file of route.files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`    ${kb(file.gzipBytes).padStart(9)}  ${file.file}`);
    if (args.includes('--modules') && file.topModules) console.log(`               ${file.topModules.join(', ')}`);
  }
}

const app = await startAppServer(PORT);
const browser = await launchBrowser();
const visits = [];
try {
  const post = (await findTargets(app.base)).find((t) => t.name === '/post/{id}');
  const token = await demoMemberToken(app.base);
  const pages = [
    { route: '/auth', path: '/auth' },
    { route: '/feed (signed in)', path: '/feed', token },
    { route: '/post/:id (visitor)', path: post.path },
  ];
  console.log(`\nA real first visit in ${locale}: the page (HTML) + JavaScript + CSS as transferred, until ${IDLE_MS / 1000} s without a request after load (budget ${budget.hardKb} KB, aim ${budget.aimKb} KB)`);
  for (const page of pages) {
    for (const viewport of VIEWPORTS) {
      const visit = await recordVisit(browser, `${app.base}${page.path}`, { token: page.token, contextOptions: { ...viewport.options, locale } });
      // A visit that ended elsewhere (a sign-in page instead of the feed) would measure the wrong page.
      if (visit.finalPath !== page.path) throw new Error(`${page.route}: the visit ended on ${visit.finalPath}`);
      visits.push({ route: page.route, viewport: viewport.name, ...visit });
      console.log(`\n${`${page.route}, ${viewport.name}`.padEnd(32)} ${kb(visit.totalBytes).padStart(9)}  ${mark(visit.totalBytes)}`);
      for (const file of visit.files) console.log(`    ${kb(file.encodedBytes).padStart(9)}  ${file.encoding.padEnd(8)} ${new URL(file.url).pathname}`);
    }
  }
} finally {
  await browser.close();
  await app.stop();
}

console.log('\nSummary, KB (build time: the budget list; first visit: transferred, the larger window):\n');
for (const route of report.routes) {
  const largest = Math.max(...visits.filter((v) => v.route === route.route).map((v) => v.totalBytes));
  console.log(`${route.route.padEnd(22)} build time ${kb(route.gzipBytes).padStart(9)}   first visit ${kb(largest).padStart(9)}  ${mark(largest)}`);
}
reportBudgets(visitBudgetMisses(visits, budget), `Every first visit is within the hard budget of ${budget.hardKb} KB.`);
