// npm run bench:mixed [-- --postgres [URL]] [--desires 1000,100000] [--runs 5] [--write]: a real member
// base at once, the headline budget of docs/architecture.md "Budgets". 50 different members, each signed in with
// its own token on its own keep-alive connection, each looping over: their Following feed (25%), the
// Public feed (25%), both pages 1 to 3 with a filter now and then, a single desire from ids spread over
// the whole table (25%), their notifications (15%) and a reaction on one of those desires (10%); see
// member-requests.mjs. 2 s warm-up, 15 s measured. Each run measures the server as deployed and the
// same server with the read cache off (READ_CACHE_TTL_MS=0), taking turns; then each read alone, one
// request at a time, cache off. Figures are medians over the runs. Exits non-zero when a budget is
// missed. `--write` puts the section in docs/benchmarks.md. `--processes 1,2`: the mix against that many
// server processes on PostgreSQL and Redis instead (processes.mjs). Loopback only; stops by itself.
import { benchOptions, build, freshDatabase, machine, median, printMachine, reportBudgets, seed, signIn, startServer, writeSection } from './harness.mjs';
import { memberRequests, readSpread } from './member-requests.mjs';
import { MIX, percentile, runMixedLoad, summarise } from './mixed-load.mjs';
import { CACHE_MODES, mixedBudgetMisses } from './budgets.mjs';

const MEMBERS = 50;
const ALONE_COUNT = 200;
const args = process.argv.slice(2);
if (args.includes('--processes')) {
  const { benchProcesses } = await import('./processes.mjs');
  await benchProcesses(args);
  process.exit(0);
}
const { postgresUrl, sizes, runs, write, warmupMs, measureMs } = benchOptions(args, { measureSeconds: 15 });

/** Each read of the mix alone: one request at a time, `count` of each, as different members. */
async function alone(base, tokens, requests, count = ALONE_COUNT) {
  const result = {};
  for (const { kind } of MIX.filter((m) => m.kind !== 'Reaction')) {
    const times = [];
    for (let i = 0; i < count; i++) {
      const { path } = requests[kind]();
      const began = performance.now();
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      times.push(performance.now() - began);
    }
    result[kind] = { p50: percentile(times, 50), p99: percentile(times, 99) };
  }
  return result;
}

/** The median of each figure over the runs: requests/s, p50 and p99, overall and per kind. */
function medianSummary(summaries) {
  const row = (pick) => ({ rps: median(summaries.map((s) => pick(s).rps)), p50: median(summaries.map((s) => pick(s).p50)), p99: median(summaries.map((s) => pick(s).p99)) });
  return { overall: row((s) => s.overall), kinds: MIX.map(({ kind }, i) => ({ kind, ...row((s) => s.kinds[i]) })) };
}

build();
printMachine();
const label = postgresUrl ? 'PostgreSQL' : 'PGlite (embedded)';
const results = [];
for (const desires of sizes) {
  const database = await freshDatabase(postgresUrl);
  try {
    console.log(`\n${desires.toLocaleString('en-US')} desires on ${label}: ${seed(database.env, ['--desires', String(desires), '--members', '200', '--notifications', '10000'])}`);
    const perMode = new Map(CACHE_MODES.map((mode) => [mode.name, []]));
    const aloneRuns = [];
    let failures = 0;
    let tokens;
    let requests;
    let spread;
    for (let run = 1; run <= runs; run++) {
      // The two servers take turns on the same data, so that both meet the same machine.
      for (const mode of CACHE_MODES) {
        const server = await startServer({ ...database.env, ...mode.env });
        try {
          if (!tokens) {
            tokens = [];
            for (let n = 0; n < MEMBERS; n++) tokens.push(await signIn(server.base, n));
            spread = await readSpread(server.base, tokens[0]);
            requests = memberRequests(spread);
          }
          const load = await runMixedLoad({ base: server.base, tokens, requests, warmupMs, measureMs });
          const summary = summarise(load);
          perMode.get(mode.name).push(summary);
          failures += [...load.failures.values()].reduce((a, b) => a + b, 0);
          if (load.failures.size > 0) console.log('failures:', Object.fromEntries(load.failures));
          console.log(`run ${run}/${runs}, ${mode.label.padEnd(11)}: ${Math.round(summary.overall.rps)} req/s, p50 ${summary.overall.p50.toFixed(1)} ms, p99 ${summary.overall.p99.toFixed(1)} ms`);
          if (mode.name === 'off') aloneRuns.push(await alone(server.base, tokens, requests));
        } finally {
          await server.stop();
        }
      }
    }
    const single = Object.fromEntries(
      Object.keys(aloneRuns[0]).map((kind) => [kind, { p50: median(aloneRuns.map((a) => a[kind].p50)), p99: median(aloneRuns.map((a) => a[kind].p99)) }]),
    );
    const result = { desires, on: medianSummary(perMode.get('on')), off: medianSummary(perMode.get('off')), single, failures, ids: spread.desireIds.length };
    results.push(result);
    console.log(`\n${desires.toLocaleString('en-US')} desires, median of ${runs} run(s); ${result.ids} desire ids spread over the table, ${MEMBERS} members`);
    for (const [i, k] of result.on.kinds.entries()) {
      const off = result.off.kinds[i];
      const one = single[k.kind];
      console.log(
        `  ${k.kind.padEnd(30)} as deployed ${String(Math.round(k.rps)).padStart(5)} req/s p99 ${k.p99.toFixed(1).padStart(7)} ms   cache off ${String(Math.round(off.rps)).padStart(5)} req/s p99 ${off.p99.toFixed(1).padStart(7)} ms${one ? `   alone p50 ${one.p50.toFixed(1)} ms` : ''}`,
      );
    }
  } finally {
    await database.drop();
  }
}

const fmt = (ms) => ms.toFixed(ms < 10 ? 1 : 0);
const rps = (r) => Math.round(r).toLocaleString('en-US');
const cells = (r) => `${rps(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)}`;
const rows = results.flatMap(({ desires, on, off }) => [
  `| ${desires.toLocaleString('en-US')} | **All** | **${rps(on.overall.rps)}** | **${fmt(on.overall.p50)}** | **${fmt(on.overall.p99)}** | ${cells(off.overall)} |`,
  ...on.kinds.map((k, i) => `| | ${k.kind} | ${cells(k)} | ${cells(off.kinds[i])} |`),
]);
const aloneRows = results.flatMap(({ desires, single }) => Object.entries(single).map(([kind, r]) => `| ${desires.toLocaleString('en-US')} | ${kind} | ${fmt(r.p50)} | ${fmt(r.p99)} |`));
const missed = mixedBudgetMisses(results, { postgres: Boolean(postgresUrl) });
const [small, large] = [results.find((r) => r.desires === 1_000), results.find((r) => r.desires === 100_000)];
const ratio = small && large ? `As deployed, p99 at 100,000 desires is ${(large.on.overall.p99 / small.on.overall.p99).toFixed(2)} times the p99 at 1,000.` : '';
const failed = results.reduce((n, r) => n + r.failures, 0);
const section = `### A member base at once, ${label}

Measured by \`npm run bench:mixed -- ${postgresUrl ? '--postgres ' : ''}--runs ${runs} --write\` on ${new Date().toISOString().slice(0, 10)}: ${machine()}, load generator on the same machine. ${MEMBERS} members, each with its own token and keep-alive connection; ${MIX.map((m) => `${m.kind} (${Math.round(m.share * 100)}%)`).join(', ')}; feed pages with a filter (a status, a category, a member) one time in four; single desires and reactions over ${results[0]?.ids ?? 0} ids spread over the whole table. ${warmupMs / 1000} s warm-up, ${measureMs / 1000} s measured. "As deployed" and "cache off" (\`READ_CACHE_TTL_MS=0\`, every read from the database) are the same build on the same data, taking turns; each figure is the median of ${runs} run(s). ${failed === 0 ? 'Every answer was a success.' : `${failed} answers failed.`}

| Desires | Requests | As deployed: requests/s | p50 (ms) | p99 (ms) | Cache off: requests/s | p50 (ms) | p99 (ms) |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
${ratio ? `\n${ratio}\n` : ''}
Each read alone, one request at a time (${ALONE_COUNT} each, as different members, over the same spread), cache off, so every read reaches the database:

| Desires | Read | p50 (ms) | p99 (ms) |
| --- | --- | ---: | ---: |
${aloneRows.join('\n')}

${missed.length === 0 ? 'Every budget is met.' : `Budget missed: ${missed.join('; ')}.`}`;
console.log(`\n${section}`);
if (write) {
  writeSection(`bench:mixed:${postgresUrl ? 'postgres' : 'pglite'}`, section);
  console.log('\nWritten to docs/benchmarks.md.');
}
reportBudgets(missed);
