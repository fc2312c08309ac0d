// npm run bench:rounds [-- --rounds 4] [--desires 100000] [--mix spread|top] [--postgres [URL]]: one
// server, one seed, the mix of bench:mixed run again and again on the same data, each round right after
// the one before, as a server that stays up meets its members. What accumulates (notifications,
// reactions, their notices, dead row versions) must not slow the reads: the rounds stay within 10% of
// each other, or the command exits non-zero. Each round also says what CPU the server, the database and
// the load took per request (cpu-split.mjs), so that a round that slows shows where. Loopback only.
import { benchOptions, build, freshDatabase, median, printMachine, seed, signIn, startServer } from './harness.mjs';
import { memberRequests, readSpread, topRequests } from './member-requests.mjs';
import { runMixedLoad, summarise } from './mixed-load.mjs';
import { cpuSplit } from './cpu-split.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const rounds = Number(option('--rounds', '4'));
const mixName = option('--mix', 'spread');
const { postgresUrl, sizes, warmupMs, measureMs } = benchOptions(args, { measureSeconds: 15 });
const SPREAD_LIMIT = 0.1;

build();
printMachine();
const database = await freshDatabase(postgresUrl ?? undefined);
try {
  console.log(seed(database.env, ['--desires', String(sizes.at(-1)), '--members', '200', '--notifications', '10000']));
  const server = await startServer(database.env);
  try {
    const tokens = [];
    for (let n = 0; n < 50; n++) tokens.push(await signIn(server.base, n));
    const spread = await readSpread(server.base, tokens[0]);
    const requests = mixName === 'top' ? topRequests(spread) : memberRequests(spread);
    const figures = [];
    for (let round = 1; round <= rounds; round++) {
      const warmup = round === 1 ? warmupMs : 0;
      let split = null;
      setTimeout(() => (split = cpuSplit(server.pid)), warmup);
      const load = await runMixedLoad({ base: server.base, tokens, requests, warmupMs: warmup, measureMs });
      const { overall } = summarise(load);
      const cpu = split.end(overall.rps * (measureMs / 1000));
      const failures = [...load.failures.values()].reduce((a, b) => a + b, 0);
      figures.push(overall.rps);
      console.log(`round ${round}/${rounds}: ${Math.round(overall.rps)} req/s, p50 ${overall.p50.toFixed(0)} ms, p99 ${overall.p99.toFixed(0)} ms${failures ? `, ${failures} failed (${[...load.failures].map(([what, n]) => `${what} ×${n}`).join("; ")})` : ''}\n  ${cpu}`);
    }
    const spreadOf = (Math.max(...figures) - Math.min(...figures)) / median(figures);
    console.log(`${rounds} rounds of the ${mixName} mix in a row on ${postgresUrl ? 'PostgreSQL' : 'PGlite (embedded)'}: ${figures.map(Math.round).join(', ')} req/s; the spread is ${(spreadOf * 100).toFixed(0)}% of the median (at most ${SPREAD_LIMIT * 100}%)`);
    if (spreadOf > SPREAD_LIMIT) process.exitCode = 1;
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
