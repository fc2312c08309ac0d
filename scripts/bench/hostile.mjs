// npm run bench:hostile [-- --runs 5] [--baseline DIR] [--dist DIR] [--write]: can hostile bodies stall the server? Eight
// requests at once carry a body built to be expensive (a 15 MB array of 7.5 million numbers, 1.2
// million unknown keys, a megabyte array to a sign-in), with and without a member's token, while
// another thread asks /api/health one request after another. Reports how long /api/health took
// meanwhile (the headline: under 50 ms), what the hostile requests were answered and how large the
// largest answer was. The built server on loopback with a throwaway database; `--baseline` runs
// another build's server (its dist folder) in turn with this one, a before-and-after in one run;
// `--dist` measures another build instead of this one. `--write` puts the table in docs/benchmarks.md.
// Exits non-zero when /api/health took 50 ms or more meanwhile.
import { isMainThread, workerData } from 'node:worker_threads';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { build, freshDatabase, machine, printMachine, reportBudgets, runProbe, seed, signIn, startProbe, startServer, writeSection } from './harness.mjs';

const PARALLEL = 8;
const BUDGET_MS = 50;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const median = (values) => percentile(values, 50);
const round = (ms) => Math.round(ms);

/** A photo of noise that stays about 5 MB as PNG (the largest profile image), as a data URL. */
async function photoDataUrl() {
  const side = 1290;
  const png = await sharp({ create: { width: side, height: side, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png({ compressionLevel: 0 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The bodies, built once: each is what the route at its largest accepts in size, and costs the most to read. */
async function bodies() {
  const array = (bytes) => Buffer.from(`[${'1,'.repeat(bytes / 2 - 1)}1]`);
  const keys = (count) => {
    const parts = new Array(count);
    for (let i = 0; i < count; i++) parts[i] = `"k${i}":1`;
    return Buffer.from(`{${parts.join(',')}}`);
  };
  const nulEscapes = (bytes) => Buffer.from(`{"bio":"${'\\u0000'.repeat(Math.floor((bytes - 12) / 6))}"}`);
  const photo = Buffer.from(JSON.stringify({ profileImage: await photoDataUrl() }));
  return { array15: array(15_000_000), array1: array(1_000_000), keys: keys(1_200_000), nul15: nulEscapes(15_000_000), photo };
}

const SCENARIOS = [
  { label: '15 MB array to PATCH /api/users/profile, no token', method: 'PATCH', path: '/api/users/profile', body: 'array15', member: false },
  { label: '15 MB array to PATCH /api/users/profile, a member', method: 'PATCH', path: '/api/users/profile', body: 'array15', member: true },
  { label: '1.2 M unknown keys to PATCH /api/users/profile, a member', method: 'PATCH', path: '/api/users/profile', body: 'keys', member: true },
  { label: '15 MB of NUL escapes to PATCH /api/users/profile, a member', method: 'PATCH', path: '/api/users/profile', body: 'nul15', member: true },
  { label: '1 MB array to POST /api/auth/login', method: 'POST', path: '/api/auth/login', body: 'array1', member: false },
  // Not hostile: the largest body a member may rightly send, for comparison.
  { label: 'for comparison, valid: a 5 MB photo as a data URL to PATCH /api/users/profile, a member', method: 'PATCH', path: '/api/users/profile', body: 'photo', member: true, comparison: true },
];

async function send(base, scenario, body, token) {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${scenario.path}`, {
      method: scenario.method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
    const answer = Buffer.from(await res.arrayBuffer());
    return { status: res.status, ms: performance.now() - started, bytes: answer.length, message: answer.toString('utf8', 0, 160) };
  } catch (error) {
    // The server may close the connection before the whole body is sent: that is an answer too.
    return { status: 'closed', ms: performance.now() - started, bytes: 0, message: String(error.cause?.code ?? error.message) };
  }
}

async function runScenario(base, scenario, payload, token) {
  const probe = startProbe(new URL(import.meta.url), { base });
  await new Promise((r) => setTimeout(r, 200));
  const results = await Promise.all(Array.from({ length: PARALLEL }, () => send(base, scenario, payload, scenario.member ? token : null)));
  const health = await probe.stop();
  return { results, health };
}

async function oneRun(distDir, payloads) {
  const database = await freshDatabase(null);
  try {
    seed(database.env, ['--desires', '10', '--members', '2', '--notifications', '0'], { distDir });
    const server = await startServer(database.env, { serverFile: distDir && path.join(distDir, 'server/server.mjs') });
    try {
      const token = await signIn(server.base, 0);
      const rows = [];
      for (const scenario of SCENARIOS) rows.push({ scenario, ...(await runScenario(server.base, scenario, payloads[scenario.body], token)) });
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** One build's rows, each the median over the runs, and its slowest /api/health of the hostile rows. */
function summarise(perRun) {
  let worst = 0;
  const rows = SCENARIOS.map((scenario, i) => {
    const ofRuns = perRun.map((rowsOfRun) => rowsOfRun[i]);
    const statuses = new Map();
    for (const r of ofRuns.flatMap((row) => row.results)) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    const maxOfRuns = ofRuns.map((row) => Math.max(...row.health));
    if (!scenario.comparison) worst = Math.max(worst, median(maxOfRuns));
    return {
      scenario,
      answers: [...statuses].map(([status, n]) => `${n}× ${status}`).join(', '),
      answerMs: round(median(ofRuns.map((row) => median(row.results.map((r) => r.ms))))),
      largest: Math.max(...ofRuns.flatMap((row) => row.results.map((r) => r.bytes))),
      healthP50: round(median(ofRuns.map((row) => median(row.health)))),
      healthP99: round(median(ofRuns.map((row) => percentile(row.health, 99)))),
      healthMax: round(median(maxOfRuns)),
      sample: `${ofRuns.at(-1).results[0]?.status} ${ofRuns.at(-1).results[0]?.message}`,
    };
  });
  return { rows, worst: round(worst) };
}

const cell = (row) => `${row.answers} | ${row.answerMs.toLocaleString('en')} | ${row.largest.toLocaleString('en')} B | ${row.healthP50.toLocaleString('en')} / ${row.healthP99.toLocaleString('en')} / ${row.healthMax.toLocaleString('en')}`;

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, dist: { type: 'string' }, baseline: { type: 'string' }, write: { type: 'boolean', default: false } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number');
  const distDir = values.dist ? path.resolve(values.dist) : undefined;
  const baselineDir = values.baseline ? path.resolve(values.baseline) : undefined;
  if (!distDir) build();
  printMachine();
  console.log('Preparing the bodies...');
  const payloads = await bodies();

  // Run after run, the baseline and this build take turns, so that both meet the same machine.
  const builds = [...(baselineDir ? [{ label: `baseline (${values.baseline})`, dir: baselineDir, perRun: [] }] : []), { label: values.dist ?? 'this build', dir: distDir, perRun: [] }];
  for (let run = 1; run <= runs; run++) {
    for (const one of builds) {
      console.log(`run ${run} of ${runs}: ${one.label}`);
      one.perRun.push(await oneRun(one.dir, payloads));
    }
  }
  const [before, after] = builds.length === 2 ? builds.map((one) => summarise(one.perRun)) : [null, summarise(builds[0].perRun)];

  const lines = [
    '### Hostile bodies and a parallel /api/health',
    '',
    `${machine()}; ${PARALLEL} hostile requests at once per row, /api/health asked one after another meanwhile from another thread; median of ${runs} run(s)${before ? ', the baseline and this build taking turns' : ''} (\`npm run bench:hostile${before ? ' -- --baseline DIR' : ''}\`). Answers are summed over the runs; times are medians of the runs.`,
    '',
    before
      ? '| Hostile requests | Before: answers | answer ms | largest answer | /api/health p50 / p99 / max ms | After: answers | answer ms | largest answer | /api/health p50 / p99 / max ms |'
      : '| Hostile requests | Answers | Answer ms | Largest answer | /api/health p50 / p99 / max ms |',
    before ? '| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |' : '| --- | --- | ---: | ---: | ---: |',
    ...after.rows.map((row, i) => `| ${row.scenario.label} | ${before ? `${cell(before.rows[i])} | ` : ''}${cell(row)} |`),
    '',
    `Slowest /api/health while hostile bodies arrived (the median of the runs' maxima, worst hostile row): ${before ? `${before.worst.toLocaleString('en')} ms before, ` : ''}${after.worst} ms${before ? ' after' : ''} (goal under ${BUDGET_MS} ms).`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
  console.log(`First answer of each row (last run):\n  ${after.rows.map((row) => `${row.scenario.label}: ${row.sample}`).join('\n  ')}`);
  console.log(`\n${after.worst < BUDGET_MS ? 'Within' : 'OVER'} the goal.`);
  if (values.write) writeSection('bench:hostile', lines.join('\n'));
  reportBudgets(after.worst < BUDGET_MS ? [] : [`/api/health took ${after.worst} ms while hostile bodies arrived (under ${BUDGET_MS} ms)`]);
}

if (isMainThread) await main();
else runProbe(() => fetch(`${workerData.base}/api/health`).then((res) => res.arrayBuffer()), 3);
