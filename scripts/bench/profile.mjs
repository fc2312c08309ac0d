// npm run bench:profile [-- --desires 100000] [--seconds 15] [--mix spread|top] [--cpu DIR] [--postgres [URL]]: where
// the server's time goes under the mix of bench:mixed. Seeds a database, runs the mix against the built
// server with STATEMENT_PROFILE set, and prints the statements that took the most time on PGlite's thread
// (calls, time per call, share), then requests/s and the CPU each process spent per request (cpu-split.mjs).
// `--cpu DIR`: also a V8 CPU profile of the server (open it in Chrome's DevTools). `--postgres`: on
// PostgreSQL instead (no statement list; the CPU split says whether the server, the database or the load
// was the limit). The spread of ids is read before the measured server starts, so that neither profile
// holds it. Loopback only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchOptions, build, freshDatabase, printMachine, seed, signIn, startServer } from './harness.mjs';
import { cpuSplit } from './cpu-split.mjs';
import { memberRequests, readSpread, topRequests } from './member-requests.mjs';
import { runMixedLoad, summarise } from './mixed-load.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const desires = Number(option('--desires', '100000'));
const seconds = Number(option('--seconds', '15'));
const cpuDir = option('--cpu', undefined);

build();
printMachine();
const { postgresUrl } = benchOptions(args, { measureSeconds: seconds });
const database = await freshDatabase(postgresUrl ?? undefined);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'wishwell-profile-'));
try {
  console.log(seed(database.env, ['--desires', String(desires), '--members', '200', '--notifications', '10000']));
  let server = await startServer(database.env);
  const tokens = [];
  for (let n = 0; n < 50; n++) tokens.push(await signIn(server.base, n));
  const spread = await readSpread(server.base, tokens[0]);
  const requests = option('--mix', 'spread') === 'top' ? topRequests(spread) : memberRequests(spread);
  await server.stop();

  const statementsFile = path.join(scratch, 'statements.json');
  if (cpuDir) process.env.BENCH_SERVER_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${path.resolve(cpuDir)}`;
  server = await startServer({ ...database.env, ...(postgresUrl ? {} : { STATEMENT_PROFILE: statementsFile }) });
  const measured = server.pid;
  let split = null;
  setTimeout(() => (split = cpuSplit(measured)), 2000);
  const load = await runMixedLoad({ base: server.base, tokens, requests, warmupMs: 2000, measureMs: seconds * 1000 });
  const { overall } = summarise(load);
  const cpu = split.end(overall.rps * seconds);
  await server.stop();
  if (postgresUrl) console.log(`\nthe mix on PostgreSQL: ${Math.round(overall.rps)} req/s, p99 ${overall.p99.toFixed(0)} ms${cpuDir ? `; CPU profile in ${cpuDir}` : ''}\n${cpu}`);
  else printStatements(statementsFile, overall, cpu);
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await database.drop();
}

/** The statements that took the most time on PGlite's thread, then the mix's figures. */
function printStatements(statementsFile, overall, cpu) {
  const rows = JSON.parse(readFileSync(statementsFile, 'utf8'));
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(`\n${rows.reduce((n, row) => n + row.calls, 0)} statements, ${Math.round(total)} ms on the database thread in ${seconds + 2} s; the most time first:`);
  for (const row of rows.slice(0, 20)) {
    console.log(`${((100 * row.ms) / total).toFixed(1).padStart(5)}% ${String(row.calls).padStart(6)} calls ${(row.ms / row.calls).toFixed(2).padStart(7)} ms  ${row.text.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  console.log(`\nthe mix: ${Math.round(overall.rps)} req/s, p99 ${overall.p99.toFixed(0)} ms (profiling slows it)${cpuDir ? `; CPU profile in ${cpuDir}` : ''}\n${cpu}`);
}
