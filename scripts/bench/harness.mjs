// What the benchmarks share: a throwaway database, the built server as a child process on loopback,
// autocannon runs, and the figures written into docs/benchmarks.md between markers.
import { spawn, spawnSync } from 'node:child_process';
import { Worker, parentPort } from 'node:worker_threads';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { root } from '../freshness.mjs';
import { ensureBuilt } from '../ensure-built.mjs';

export const BENCH_PASSWORD = 'bench password';
export const benchEmail = (n) => `bench-member-${n}@example.com`;

export function build() {
  ensureBuilt({ app: false });
}

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database: an empty PGlite folder, or a new database on the PostgreSQL at `postgresUrl`. */
export async function freshDatabase(postgresUrl) {
  if (!postgresUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wishwell-bench-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }), label: 'PGlite (embedded)' };
  }
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wishwell-bench-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    label: 'PostgreSQL',
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the bench seed of the build in `distDir` (this checkout's unless told). */
export function seed(env, args, { distDir = path.join(root, 'dist') } = {}) {
  const result = spawnSync(process.execPath, [path.join(distDir, 'server/bench-seed.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'error' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

/**
 * The built server on a loopback port, with the rate limits raised so the load is not refused. The cap
 * on connections per address stays as deployed: the load comes from one address, and its busy
 * connections and live sockets are not what the cap counts. Another build's server runs with the cap
 * off, as before: one from before that rule would refuse a share of a busy address's connections; a
 * comparison in turns runs both sides with the cap off (`connectionCap: 'off'`), so that the two
 * servers differ only in their builds. `serverFile`
 * runs another build's server (a before-and-after in one run). `loopDelay`: the server measures its
 * event loop's delay (scripts/bench/loop-delay.mjs, whatever the build), and `loopDelayMax()` answers
 * the longest since it was last asked, in milliseconds.
 */
export async function startServer(env, { serverFile = path.join(root, 'dist/server/server.mjs'), loopDelay = false, connectionCap: cap } = {}) {
  const port = await freePort();
  const thisBuild = path.resolve(serverFile) === path.join(root, 'dist/server/server.mjs');
  const connectionCap = (cap ?? (thisBuild ? 'deployed' : 'off')) === 'off' ? { CONNECTIONS_PER_ADDRESS: '0' } : {};
  const preload = loopDelay ? ['--import', pathToFileURL(path.join(root, 'scripts/bench/loop-delay.mjs')).href] : [];
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...preload, serverFile], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'error', RATE_LIMIT_FACTOR: '1000000', ...connectionCap },
    stdio: ['ignore', 'inherit', 'inherit', ...(loopDelay ? ['ipc'] : [])],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid,
    loopDelayMax: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message.loopDelayMaxMs));
        child.send('loop-delay');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function signIn(base, n = 0) {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: benchEmail(n), password: BENCH_PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** Calls of the API as the member of `token`: `(method, path, body)` answers the parsed JSON, or throws. */
export function memberApi(base, token) {
  return async (method, path, body) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
}

/** 50 connections for `seconds` after a short warm-up; answers p50, p99 and requests per second. */
export async function load(url, { token, connections = 50, seconds = 10 } = {}) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  // A slow answer is measured, not dropped: 30 s before one counts as failed.
  await autocannon({ url, connections, duration: 2, headers, timeout: 30 });
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 30 });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${bad} failed answers out of ${result.requests.total}`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

/** Replaces the text between `<!-- name -->` and `<!-- /name -->` in docs/benchmarks.md. */
export function writeSection(name, body) {
  const file = path.join(root, 'docs/benchmarks.md');
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${body.trim()}\n${end}`;
  if (text.includes(start) && text.includes(end)) {
    text = text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(file, text);
}

/** The machine, and how busy it was when the run began: a figure from a busy machine is not one to report. */
export function machine() {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}, ${loadAverage()}; ${buildOf()}`;
}

/** The commit the measured build was made from, and whether the checkout held changes besides (docs/ aside, where figures go). */
export function buildOf() {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const commit = git('rev-parse', '--short', 'HEAD').stdout.trim();
  if (!commit) return 'the build of a checkout outside git';
  const changed = git('status', '--porcelain', '--', '.', ':!docs').stdout.trim();
  return `the build of ${commit}${changed ? ' with changes not yet committed' : ''}`;
}

/** The load averages over 1, 5 and 15 minutes, beside the core count they are to be read against. */
export function loadAverage() {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${one} / ${five} / ${fifteen} on ${os.cpus().length} cores`;
}

/** Printed first by every measuring script, so that a report says how quiet the machine was. */
export function printMachine() {
  console.log(`Machine: ${machine()}\n`);
}

/**
 * Prints the budgets missed and fails the command when there is one, so that whatever runs the
 * script notices. Answers whether every budget was met.
 */
export function reportBudgets(missed, what = 'Every budget is met.') {
  if (missed.length === 0) {
    console.log(`\n${what}`);
    return true;
  }
  console.log(`\nBudget missed:\n  ${missed.join('\n  ')}`);
  process.exitCode = 1;
  return false;
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The options the read benchmarks share: `--postgres [URL]` (else the embedded database), `--desires`
 * (table sizes), `--runs`, `--write`, and the warm-up and measured time (`BENCH_WARMUP_MS`, `BENCH_SECONDS`).
 */
export function benchOptions(args, { measureSeconds }) {
  const option = (name) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : (args[index + 1] ?? '');
  };
  const postgresUrl = args.includes('--postgres')
    ? option('--postgres')?.startsWith('postgres')
      ? option('--postgres')
      : (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
    : null;
  return {
    postgresUrl,
    sizes: (option('--desires') ?? '1000,100000').split(',').map(Number),
    runs: runsOption(args),
    write: args.includes('--write'),
    warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 2000),
    measureMs: Number(process.env.BENCH_SECONDS ?? measureSeconds) * 1000,
  };
}

/** `--runs N`: how many runs a figure is the median of (five unless told). */
export function runsOption(args, fallback = 5) {
  const index = args.indexOf('--runs');
  const runs = index === -1 ? fallback : Number(args[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
  return runs;
}

/**
 * Starts `moduleUrl` again in a worker thread, where it calls `runProbe`: a probe that times a request
 * again and again, in a thread of its own so that the main thread's load (sending large bodies) does
 * not count against the server. `stop()` answers the times it took, in milliseconds.
 */
export function startProbe(moduleUrl, workerData) {
  const worker = new Worker(moduleUrl, { workerData });
  const times = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const result = await times;
      await worker.terminate();
      return result;
    },
  };
}

/** Inside the worker of `startProbe`: times `once()` until told to stop, at least `minimum` times, and posts the times. */
export function runProbe(once, minimum) {
  let stopping = false;
  parentPort.once('message', () => (stopping = true));
  (async () => {
    const times = [];
    while (!stopping || times.length < minimum) {
      const started = performance.now();
      await once();
      times.push(performance.now() - started);
    }
    parentPort.postMessage(times);
  })();
}
