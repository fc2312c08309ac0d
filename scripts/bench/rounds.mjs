// npm run bench:rounds [-- --rounds 4] [--desires 100000] [--mix spread|top] [--postgres [URL]]: one
// server, one seed, the mix of bench:mixed run again and again on the same data, as a server that stays
// up meets its members. What accumulates (notifications, reactions, their notices, dead row versions)
// must not slow the reads. Each round takes turns with a control, a server on a fresh copy of the same
// seed (data that accumulated nothing), slice by slice. The rounds must stay within 10% of each other,
// or the command exits non-zero. A shared host's speed changes by more than that within minutes; the
// control says which it was: the rounds' ratios to their controls fall round after round when what
// accumulated slows the server, and move both ways when the machine does. Where a slow round's time
// went: bench:profile. Loopback only.
import { benchOptions, build, freshDatabase, median, printMachine, seed, signIn, startServer } from './harness.mjs';
import { memberRequests, readSpread, topRequests } from './member-requests.mjs';
import { runMixedLoad, summarise } from './mixed-load.mjs';
import { keptCopy } from './fresh-copy.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const rounds = Number(option('--rounds', '4'));
const mixName = option('--mix', 'spread');
const { postgresUrl, sizes, warmupMs, measureMs } = benchOptions(args, { measureSeconds: 15 });
const SPREAD_LIMIT = 0.1;
/** Each round in slices, in turns with its control's: the machine's speed changes within seconds. */
const SLICES = 5;

build();
printMachine();
const database = await freshDatabase(postgresUrl ?? undefined);
let copies = null;
try {
  console.log(seed(database.env, ['--desires', String(sizes.at(-1)), '--members', '200', '--notifications', '10000']));
  // Signed in before the copy is kept, so that the same sessions and ids serve both servers.
  let server = await startServer(database.env);
  const tokens = [];
  for (let n = 0; n < 50; n++) tokens.push(await signIn(server.base, n));
  const spread = await readSpread(server.base, tokens[0]);
  const requests = mixName === 'top' ? topRequests(spread) : memberRequests(spread);
  await server.stop();
  copies = await keptCopy(database);

  /** A round's figures from its slices' loads. */
  const merged = (parts) => {
    const latencies = new Map(parts[0].mix.map(({ kind }) => [kind, parts.flatMap((part) => part.latencies.get(kind))]));
    const failures = new Map();
    for (const part of parts) for (const [what, n] of part.failures) failures.set(what, (failures.get(what) ?? 0) + n);
    const { overall, kinds } = summarise({ latencies, seconds: parts.reduce((sum, part) => sum + part.seconds, 0), mix: parts[0].mix });
    return { ...overall, kinds, failed: failures.size ? `, failed: ${[...failures].map(([what, n]) => `${what} ×${n}`).join('; ')}` : '' };
  };
  const count = (part) => [...part.latencies.values()].reduce((sum, values) => sum + values.length, 0);
  /** One slice of a round on `target`: the round's time shared out over SLICES turns. */
  const slice = (target) => runMixedLoad({ base: target.base, tokens, requests, warmupMs: 0, measureMs: measureMs / SLICES });

  server = await startServer(database.env);
  const figures = [];
  const ratios = [];
  try {
    await runMixedLoad({ base: server.base, tokens, requests, warmupMs, measureMs: 0 });
    for (let n = 1; n <= rounds; n++) {
      const control = await startServer(await copies.fresh());
      const keptSlices = [];
      const freshSlices = [];
      try {
        // Twice the warm-up: a new server's first seconds (its code compiling, its caches filling) are slower.
        await runMixedLoad({ base: control.base, tokens, requests, warmupMs: 2 * warmupMs, measureMs: 0 });
        for (let i = 0; i < SLICES; i++) {
          keptSlices.push(await slice(server));
          freshSlices.push(await slice(control));
        }
      } finally {
        await control.stop();
      }
      const kept = merged(keptSlices);
      const fresh = merged(freshSlices);
      // The median of the slices' ratios: a slice the machine slowed weighs as one of five.
      const ratio = median(keptSlices.map((part, i) => count(part) / Math.max(1, count(freshSlices[i]))));
      figures.push(kept.rps);
      ratios.push(ratio);
      console.log(
        `round ${n}/${rounds}: ${Math.round(kept.rps)} req/s, p50 ${kept.p50.toFixed(0)} ms, p99 ${kept.p99.toFixed(0)} ms${kept.failed}; ` +
          `its control on fresh data ${Math.round(fresh.rps)} req/s, p99 ${fresh.p99.toFixed(0)} ms${fresh.failed}; the round's ratio to it ${ratio.toFixed(2)}\n` +
          `  p50 by kind, this round and its control: ${kept.kinds.map((kind, i) => `${kind.kind} ${kind.p50.toFixed(1)} and ${fresh.kinds[i].p50.toFixed(1)} ms`).join('; ')}`,
      );
    }
  } finally {
    await server.stop();
  }
  const spreadOf = (values) => (Math.max(...values) - Math.min(...values)) / median(values);
  const where = postgresUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(`${rounds} rounds of the ${mixName} mix in a row on ${where}: ${figures.map(Math.round).join(', ')} req/s, a spread of ${(spreadOf(figures) * 100).toFixed(0)}% of the median (at most ${SPREAD_LIMIT * 100}%)`);
  console.log(`their ratios to a control on fresh data: ${ratios.map((r) => r.toFixed(2)).join(', ')} (a ratio that falls round after round is what accumulated; one that moves both ways, the machine)`);
  if (spreadOf(figures) > SPREAD_LIMIT) process.exitCode = 1;
} finally {
  await copies?.drop();
  await database.drop();
}
