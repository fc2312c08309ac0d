// npm run bench:hostile [-- --runs 5] [--baseline DIR] [--dist DIR] [--write]: can hostile or large bodies stall the server?
// Eight requests at once carry a body built to be expensive (a 15 MB array of 7.5 million numbers, 1.2
// million unknown keys, a megabyte array to a sign-in, 14 MB of data URL or of text to the routes that
// take images), with and without a member's token, while another thread asks /api/health one request
// after another. Then the largest bodies a member may rightly send: a photo of 10 MB as a data URL of
// 13.5 million characters, as a desire's cover and as a profile's banner. Reports the server's event
// loop's longest delay meanwhile (measured inside the server, scripts/bench/loop-delay.mjs; the
// headline: under 50 ms), how long /api/health took, what the requests were answered and how large
// the largest answer was. The built server on loopback with a throwaway database, each valid request
// made once and the database's first maintenance over before the rows are measured; `--baseline` runs
// another build's server (its dist folder) in turn with this one, a before-and-after in one run;
// `--dist` measures another build instead of this one. `--write` puts the table in docs/benchmarks.md.
// Exits non-zero when the event loop was held 50 ms or more by a row that is not marked for comparison.
import { isMainThread, workerData } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { build, freshDatabase, loadAverage, machine, printMachine, reportBudgets, runProbe, seed, signIn, startProbe, startServer, writeSection } from './harness.mjs';

const PARALLEL = 8;
const BUDGET_MS = 50;
/** When the embedded database's first maintenance, 30 s after the server starts, is over. */
const FIRST_MAINTENANCE_DONE_MS = 36_000;

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

/** The most bytes an image given as a data URL may have (contract/limits.ts uploadLimits.largeImageMaxBytes). */
const LARGE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most characters a cover or banner data URL may have (contract/limits.ts). */
const DATA_URL_MAX_CHARS = 14_000_000;

/** The largest photo a data URL may carry: a JPEG of noise just under 10 MB, as a data URL of about 13.5 million characters. */
async function largestPhotoDataUrl() {
  for (let side = 1960; ; side -= 20) {
    const jpeg = await sharp({ create: { width: side, height: side, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    if (jpeg.length <= LARGE_IMAGE_MAX_BYTES) return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  }
}

/** A data URL of the most characters a cover or banner takes, of bytes that are no image: read, decoded, then refused. */
function noImageDataUrl() {
  const head = 'data:image/png;base64,';
  return head + 'QUFB'.repeat(Math.floor((DATA_URL_MAX_CHARS - head.length) / 4));
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
  const largest = await largestPhotoDataUrl();
  const noImage = noImageDataUrl();
  return {
    array15: array(15_000_000),
    array1: array(1_000_000),
    keys: keys(1_200_000),
    nul15: nulEscapes(15_000_000),
    photo,
    noImageCover: Buffer.from(JSON.stringify({ title: 'A cover of 14 MB', coverImage: noImage })),
    noImageBanner: Buffer.from(JSON.stringify({ bannerImage: noImage })),
    longTitle: Buffer.from(JSON.stringify({ title: 't'.repeat(DATA_URL_MAX_CHARS) })),
    largestCover: Buffer.from(JSON.stringify({ title: 'The largest cover', coverImage: largest })),
    largestBanner: Buffer.from(JSON.stringify({ bannerImage: largest })),
  };
}

const SCENARIOS = [
  { label: '15 MB array to PATCH /api/users/profile, no token', method: 'PATCH', path: '/api/users/profile', body: 'array15', member: false },
  { label: '15 MB array to PATCH /api/users/profile, a member', method: 'PATCH', path: '/api/users/profile', body: 'array15', member: true },
  { label: '1.2 M unknown keys to PATCH /api/users/profile, a member', method: 'PATCH', path: '/api/users/profile', body: 'keys', member: true },
  { label: '15 MB of NUL escapes to PATCH /api/users/profile, a member', method: 'PATCH', path: '/api/users/profile', body: 'nul15', member: true },
  { label: '1 MB array to POST /api/auth/login', method: 'POST', path: '/api/auth/login', body: 'array1', member: false },
  { label: '14 MB data URL of no image as the cover to POST /api/desires, a member', method: 'POST', path: '/api/desires', body: 'noImageCover', member: true },
  { label: '14 MB data URL of no image as the banner to PATCH /api/users/profile, a member', method: 'PATCH', path: '/api/users/profile', body: 'noImageBanner', member: true },
  { label: '14 MB title to POST /api/desires, a member', method: 'POST', path: '/api/desires', body: 'longTitle', member: true },
  // Not hostile: the largest bodies a member may rightly send, each read, decoded and re-encoded.
  { label: 'valid: a 10 MB photo as a 13.5 M-character data URL, the cover of POST /api/desires, a member', method: 'POST', path: '/api/desires', body: 'largestCover', member: true },
  { label: 'valid: the same photo as the banner of PATCH /api/users/profile, a member', method: 'PATCH', path: '/api/users/profile', body: 'largestBanner', member: true },
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

async function runScenario(server, scenario, payload, token) {
  const probe = startProbe(new URL(import.meta.url), { base: server.base });
  await new Promise((r) => setTimeout(r, 200));
  await server.loopDelayMax(); // from here on
  const results = await Promise.all(Array.from({ length: PARALLEL }, () => send(server.base, scenario, payload, scenario.member ? token : null)));
  const loopMax = await server.loopDelayMax();
  const health = await probe.stop();
  return { results, health, loopMax };
}

async function oneRun(distDir, payloads) {
  const database = await freshDatabase(null);
  try {
    seed(database.env, ['--desires', '10', '--members', '2', '--notifications', '0'], { distDir });
    const startedAt = performance.now();
    const server = await startServer(database.env, { serverFile: distDir && path.join(distDir, 'server/server.mjs'), loopDelay: true });
    try {
      const token = await signIn(server.base, 0);
      // Each valid request once first, unmeasured, as a server that has been up a while has made them:
      // its first database statements prepared, its code compiled.
      for (const scenario of SCENARIOS.filter((one) => one.label.startsWith('valid'))) await send(server.base, scenario, payloads[scenario.body], token);
      // The embedded database's first maintenance runs 30 s after start (plugins/pglite-maintenance.ts)
      // and holds the loop for over 100 ms of its own, idle or not: the rows begin after it, so that it
      // lands in none of them by chance.
      await new Promise((resume) => setTimeout(resume, Math.max(0, startedAt + FIRST_MAINTENANCE_DONE_MS - performance.now())));
      await server.loopDelayMax();
      const rows = [];
      for (const scenario of SCENARIOS) rows.push({ scenario, ...(await runScenario(server, scenario, payloads[scenario.body], token)) });
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** One build's rows, each the median over the runs, and its longest event-loop delay of the rows that count. */
function summarise(perRun) {
  let worst = 0;
  const rows = SCENARIOS.map((scenario, i) => {
    const ofRuns = perRun.map((rowsOfRun) => rowsOfRun[i]);
    const statuses = new Map();
    for (const r of ofRuns.flatMap((row) => row.results)) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    const loopMax = median(ofRuns.map((row) => row.loopMax));
    if (!scenario.comparison) worst = Math.max(worst, loopMax);
    return {
      scenario,
      answers: [...statuses].map(([status, n]) => `${n}× ${status}`).join(', '),
      answerMs: round(median(ofRuns.map((row) => median(row.results.map((r) => r.ms))))),
      largest: Math.max(...ofRuns.flatMap((row) => row.results.map((r) => r.bytes))),
      loopMax: round(loopMax),
      healthP50: round(median(ofRuns.map((row) => median(row.health)))),
      healthMax: round(median(ofRuns.map((row) => Math.max(...row.health)))),
      sample: `${ofRuns.at(-1).results[0]?.status} ${ofRuns.at(-1).results[0]?.message}`,
    };
  });
  return { rows, worst: round(worst) };
}

const cell = (row) =>
  `${row.answers} | ${row.answerMs.toLocaleString('en')} | ${row.largest.toLocaleString('en')} B | **${row.loopMax.toLocaleString('en')}** | ${row.healthP50.toLocaleString('en')} / ${row.healthMax.toLocaleString('en')}`;

/** A build's dist folder, given as itself or as the checkout that holds it. */
function builtDir(dir) {
  const given = path.resolve(dir);
  return existsSync(path.join(given, 'server/server.mjs')) ? given : path.join(given, 'dist');
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, dist: { type: 'string' }, baseline: { type: 'string' }, write: { type: 'boolean', default: false } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number');
  const distDir = values.dist ? builtDir(values.dist) : undefined;
  const baselineDir = values.baseline ? builtDir(values.baseline) : undefined;
  if (!distDir) build();
  printMachine();
  const atStart = machine();
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
    '### Hostile and large bodies: the event loop, and a parallel /api/health',
    '',
    `${atStart} when the run began; ${PARALLEL} requests at once per row, /api/health asked one after another meanwhile from another thread; median of ${runs} run(s)${before ? ', the baseline and this build taking turns' : ''} (\`npm run bench:hostile -- --runs ${runs}${before ? ' --baseline DIR' : ''}${values.write ? ' --write' : ''}\`). Answers are summed over the runs; times are medians of the runs. "Loop max" is the longest the server's event loop was held while the row's requests were under way, measured inside the server (\`monitorEventLoopDelay\`, 1 ms resolution).`,
    '',
    before
      ? '| Requests | Before: answers | answer ms | largest answer | loop max ms | /api/health p50 / max ms | After: answers | answer ms | largest answer | loop max ms | /api/health p50 / max ms |'
      : '| Requests | Answers | Answer ms | Largest answer | Loop max ms | /api/health p50 / max ms |',
    before ? '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |' : '| --- | --- | ---: | ---: | ---: | ---: |',
    ...after.rows.map((row, i) => `| ${row.scenario.label} | ${before ? `${cell(before.rows[i])} | ` : ''}${cell(row)} |`),
    '',
    `Longest the event loop was held (the median of the runs' maxima, worst row not marked for comparison): ${before ? `${before.worst.toLocaleString('en')} ms before, ` : ''}${after.worst} ms${before ? ' after' : ''} (goal under ${BUDGET_MS} ms). Machine at the end: ${loadAverage()}.`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
  console.log(`First answer of each row (last run):\n  ${after.rows.map((row) => `${row.scenario.label}: ${row.sample}`).join('\n  ')}`);
  console.log(`\n${after.worst < BUDGET_MS ? 'Within' : 'OVER'} the goal.`);
  if (values.write) writeSection('bench:hostile', lines.join('\n'));
  reportBudgets(after.worst < BUDGET_MS ? [] : [`the event loop was held ${after.worst} ms while large bodies arrived (under ${BUDGET_MS} ms)`]);
}

if (isMainThread) await main();
else runProbe(() => fetch(`${workerData.base}/api/health`).then((res) => res.arrayBuffer()), 3);
