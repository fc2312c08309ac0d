// npm run fuzz [-- CASES [SEED]]: the property-based test over every route (tests/server/fuzz) with
// many more cases than `npm test` gives it: 10,000 unless told, spread evenly over the routes, then
// bodies of 10^5 and 10^6 entries to every route at its size limit. FUZZ_CASES, FUZZ_SEED and
// FUZZ_LARGE_SIZES work too. Prints the totals and the event loop's longest delay at the end, and
// exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './freshness.mjs';

const [casesArg, seedArg] = process.argv.slice(2);
const cases = Number(casesArg ?? process.env.FUZZ_CASES ?? 10_000);
const seed = Number(seedArg ?? process.env.FUZZ_SEED ?? 20_260_611);
if (!Number.isInteger(cases) || cases < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- [cases] [seed]   (whole numbers)');
  process.exit(2);
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'wishwell-fuzz-'));
const reportFile = path.join(folder, 'report.json');
console.log(`fuzz: ${cases.toLocaleString('en')} cases, seed ${seed}`);
const started = Date.now();
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server', 'tests/server/fuzz'], {
  cwd: root,
  stdio: 'inherit',
  env: { FUZZ_LARGE_SIZES: '100000,1000000', ...process.env, FUZZ_CASES: String(cases), FUZZ_SEED: String(seed), FUZZ_REPORT: reportFile },
});

let report;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
} catch {
  report = null;
}
rmSync(folder, { recursive: true, force: true });

console.log('');
console.log('──── fuzz summary ────');
if (!report) {
  console.log('The run ended before the cases were done: no totals (see the output above).');
} else {
  const byProblem = (problem) => report.groups.filter((group) => group.problem === problem);
  console.log(`seed:                        ${report.seed}  (again: npm run fuzz -- ${report.casesRun} ${report.seed})`);
  console.log(`routes covered:              ${report.routesCovered}/${report.routesTotal}  (${report.routesWith2xx} reached a 2xx)`);
  console.log(`cases run:                   ${report.casesRun}  (${report.cases2xx} answered 2xx, ${report.seconds} s)`);
  console.log(`5xx seen:                    ${report.fiveXx}`);
  console.log(`4xx not JSON {message} seen: ${report.fourXxNotJson}`);
  console.log(`no answer:                   ${report.noAnswer}`);
  console.log(`live socket errors:          ${report.socketErrors}`);
  console.log(`import URLs the guard replaced: ${report.importUrlsReplaced}`);
  const ms = (value) => `${Number(value ?? 0).toFixed(1)} ms`;
  const busy = (share) => `the loop busy ${Math.round((share ?? 0) * 100)}% of that case`;
  if (report.loopDelay) {
    const d = report.loopDelay;
    console.log(`event-loop delay:            p99 ${ms(d.p99Ms)}, longest ${ms(d.worstCaseMs)} (${d.worstCase}; ${busy(d.worstCaseBusy)})`);
  }
  if (report.largeBodies) {
    const l = report.largeBodies;
    const statuses = Object.entries(l.statuses).map(([status, n]) => `${n}× ${status}`).join(', ');
    console.log(`large bodies:                ${l.cases} cases (${statuses}), ${l.failures} failing`);
    console.log(`  event-loop delay:          p99 ${ms(l.p99Ms)}, longest ${ms(l.worstDelayMs)} (${l.worstCase}; ${busy(l.worstCaseBusy)})`);
  }
  const failing = [...byProblem('5xx'), ...byProblem('4xx-not-json'), ...byProblem('no-answer'), ...byProblem('socket-error')];
  if (failing.length > 0) {
    console.log('');
    console.log('Failures by route, mutation and status (samples in the test output above):');
    console.log(report.failuresText);
  }
}
console.log(`(${Math.round((Date.now() - started) / 1000)} s in all)`);
process.exit(result.status ?? 1);
