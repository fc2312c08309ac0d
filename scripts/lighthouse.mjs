// npm run lighthouse [-- --runs N] [--write] [--out DIR] [--dist DIR] [--locale ar-EG]: Lighthouse (mobile, simulated throttling)
// on the built app's first pages (the visitor's, and /feed signed in as a demo member) and on a bare React
// page of the same libraries, as a floor. Figures are medians of N runs (five unless told); a missed budget
// exits non-zero. Builds nothing: run `npm run build` first. Every request goes to 127.0.0.1.
// `--locale`: the browser speaks that language (Accept-Language, navigator.languages), so the pages come in it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { machine, printMachine } from './bench/harness.mjs';
import { root } from './freshness.mjs';
import { checkBuilt, startAppServer } from './lighthouse/app-server.mjs';
import { startBaseline } from './lighthouse/baseline.mjs';
import { MEMBER_TARGETS, demoMemberToken, findTargets } from './lighthouse/targets.mjs';
import { withMemberSession } from './lighthouse/member-session.mjs';
import { audit, findings, launchChrome } from './lighthouse/audit.mjs';
import { lighthouseRunner } from './lighthouse/runner.mjs';
import { medians, misses, printTable, ranges, writeDocs } from './lighthouse/report.mjs';

// Ports of this measurement: the app, the baseline and Chromium's debugging port.
const PORTS = { app: 5581, baseline: 5582, chrome: 5583 };

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, write: { type: 'boolean', default: false }, out: { type: 'string' }, dist: { type: 'string' }, locale: { type: 'string' } } });
if (values.write && values.locale) throw new Error('--write records the English figures: run it without --locale');
// Another build than dist/ (a copy kept from before a change, say) is measured with --dist.
const dist = path.resolve(values.dist ?? path.join(root, 'dist'));
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 5);

/** Lighthouse now and then fails to record a trace on a busy machine: such a run is tried again. */
async function auditWithRetry(chrome, url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(chrome, url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  ${error.message}; trying again`);
    }
  }
}

checkBuilt(dist);
const atStart = machine();
// Installs Lighthouse and its Node on first use, before any server starts.
lighthouseRunner();
printMachine();
const app = await startAppServer(PORTS.app, dist);
const stops = [app.stop];
try {
  const targets = await findTargets(app.base);
  const baseline = await startBaseline(PORTS.baseline);
  stops.push(baseline.stop);
  const token = await demoMemberToken(app.base);
  const pages = [
    ...targets.map((t) => ({ ...t, url: `${app.base}${t.path}` })),
    ...MEMBER_TARGETS.map((t) => ({ ...t, url: `${app.base}${t.path}`, token })),
    { name: 'bare React page (baseline)', url: baseline.url, baseline: true },
  ];
  const chrome = await launchChrome(PORTS.chrome, values.locale);
  if (values.locale) console.log(`the browser's language: ${values.locale}`);
  stops.push(() => chrome.kill());

  const results = new Map(pages.map((p) => [p.name, []]));
  const notes = new Map();
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      process.stdout.write(`run ${run}/${runs}: ${page.url}\n`);
      const { lhr, figures } = page.token ? await withMemberSession(chrome.port, app.base, page.token, () => auditWithRetry(chrome, page.url)) : await auditWithRetry(chrome, page.url);
      // A signed-in page that ended elsewhere (the sign-in page) would be measured as the wrong page.
      if (page.path && new URL(lhr.finalDisplayedUrl).pathname !== new URL(page.url).pathname) throw new Error(`${page.name}: the page ended on ${lhr.finalDisplayedUrl}`);
      results.get(page.name).push(figures);
      for (const finding of findings(lhr)) notes.set(`${page.name}: ${finding}`, true);
      if (values.out) {
        mkdirSync(values.out, { recursive: true });
        const slug = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        writeFileSync(path.join(values.out, `${slug}-${run}.json`), JSON.stringify(lhr));
      }
    }
  }

  const measured = pages.map((p) => ({ ...p, figures: medians(results.get(p.name)), range: ranges(results.get(p.name)) }));
  console.log(`\nLighthouse, mobile, simulated throttling${runs > 1 ? `, median of ${runs} runs` : ''}:\n`);
  printTable(measured);
  if (notes.size > 0) console.log(`\nFailed audits:\n  ${[...notes.keys()].join('\n  ')}`);
  const missed = misses(measured);
  console.log(missed.length === 0 ? '\nEvery page meets the budget of docs/architecture.md "Budgets".' : `\nBudget missed: ${missed.join('; ')}`);
  // A missed budget fails the command, so a script or CI job that runs it notices.
  if (missed.length > 0) process.exitCode = 1;
  if (values.write) {
    const lighthouseVersion = lighthouseRunner().version;
    writeDocs(measured, { runs, atStart, machine: machine(), date: new Date().toISOString().slice(0, 10), lighthouseVersion });
    console.log('Wrote the "Lighthouse" section of docs/benchmarks.md.');
  }
} finally {
  for (const stop of stops.reverse()) await stop();
}
