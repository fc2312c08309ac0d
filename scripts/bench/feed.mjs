// npm run bench:feed [-- --postgres [URL]] [--desires 1000,100000] [--runs 5] [--write]: each read of
// docs/architecture.md "Budgets" on its own, as members use it: 50 different members at once, each with its own
// token and keep-alive connection, asking that read 90% of the time over URLs spread as the app spreads
// them (feed pages 1 to 3 with filters, desires and reactions from across the table, trending over any
// period, each member's own notifications; see member-requests.mjs), and reacting to a desire the other
// 10%, so that writes drop what they change from the read cache while the read runs. Each run measures
// the server as deployed and with the read cache off (READ_CACHE_TTL_MS=0), taking turns on the same
// data; figures are medians over the runs. Exits non-zero when a budget is missed (budgets.mjs).
// `--write` puts the section in docs/benchmarks.md. Loopback only; stops by itself.
import { benchOptions, build, freshDatabase, machine, median, printMachine, reportBudgets, seed, signIn, startServer, writeSection } from './harness.mjs';
import { memberRequests, readSpread } from './member-requests.mjs';
import { runMixedLoad, summarise } from './mixed-load.mjs';
import { CACHE_MODES, feedBudgetMisses } from './budgets.mjs';

const MEMBERS = 50;
const READS = ['Public feed, pages 1 to 3', 'Following feed, pages 1 to 3', 'Single desire', 'Trending', 'Notifications', 'Unread count'];
const WRITE_SHARE = 0.1;
const args = process.argv.slice(2);
const { postgresUrl, sizes, runs, write, warmupMs, measureMs } = benchOptions(args, { measureSeconds: 10 });

build();
printMachine();
const label = postgresUrl ? 'PostgreSQL' : 'PGlite (embedded)';
/** Per size and read: each run's figures of that read, per cache mode. */
const rows = [];
for (const desires of sizes) {
  const database = await freshDatabase(postgresUrl);
  try {
    console.log(`\n${desires.toLocaleString('en-US')} desires on ${label}: ${seed(database.env, ['--desires', String(desires), '--members', '200', '--notifications', '10000'])}`);
    const perRead = new Map(READS.map((read) => [read, { desires, read, on: [], off: [], failures: 0 }]));
    let tokens;
    let requests;
    for (let run = 1; run <= runs; run++) {
      for (const mode of CACHE_MODES) {
        const server = await startServer({ ...database.env, ...mode.env });
        try {
          if (!tokens) {
            tokens = [];
            for (let n = 0; n < MEMBERS; n++) tokens.push(await signIn(server.base, n));
            requests = memberRequests(await readSpread(server.base, tokens[0]));
          }
          for (const read of READS) {
            const mix = [
              { kind: read, share: 1 - WRITE_SHARE },
              { kind: 'Reaction', share: WRITE_SHARE },
            ];
            const load = await runMixedLoad({ base: server.base, tokens, mix, requests, warmupMs, measureMs });
            const figures = summarise(load).kinds[0];
            const row = perRead.get(read);
            row[mode.name].push(figures);
            row.failures += [...load.failures.values()].reduce((a, b) => a + b, 0);
            if (load.failures.size > 0) console.log('failures:', Object.fromEntries(load.failures));
            console.log(
              `run ${run}/${runs} ${mode.label.padEnd(11)} ${read.padEnd(30)} p50 ${figures.p50.toFixed(1).padStart(7)} ms   p99 ${figures.p99.toFixed(1).padStart(7)} ms   ${Math.round(figures.rps).toLocaleString('en-US').padStart(6)} req/s`,
            );
          }
        } finally {
          await server.stop();
        }
      }
    }
    const mid = (list) => ({ rps: median(list.map((f) => f.rps)), p50: median(list.map((f) => f.p50)), p99: median(list.map((f) => f.p99)) });
    for (const row of perRead.values()) rows.push({ ...row, on: mid(row.on), off: mid(row.off) });
  } finally {
    await database.drop();
  }
}

const fmt = (ms) => ms.toFixed(ms < 10 ? 1 : 0);
const cells = (r) => `${fmt(r.p50)} | ${fmt(r.p99)} | ${Math.round(r.rps).toLocaleString('en-US')}`;
const table = rows.map((r) => `| ${r.desires.toLocaleString('en-US')} | ${r.read} | ${cells(r.on)} | ${cells(r.off)} |`).join('\n');
const missed = feedBudgetMisses(rows);
const failed = rows.reduce((n, r) => n + r.failures, 0);
const section = `### Each read under the load of many members, ${label}

Measured by \`npm run bench:feed -- ${postgresUrl ? '--postgres ' : ''}--runs ${runs} --write\` on ${new Date().toISOString().slice(0, 10)}: ${machine()}, load generator on the same machine. ${MEMBERS} members, each with its own token and keep-alive connection, ask the read of the row ${Math.round((1 - WRITE_SHARE) * 100)}% of the time and react to a desire from across the table ${Math.round(WRITE_SHARE * 100)}% of the time; feed pages 1 to 3 with a filter one time in four, trending over any period, single desires from across the table, each member's own notifications. ${warmupMs / 1000} s warm-up, ${measureMs / 1000} s measured per read. "As deployed" and "cache off" (\`READ_CACHE_TTL_MS=0\`) are the same build on the same data, taking turns; each figure is the median of ${runs} run(s). Requests/s counts the read of the row only. ${failed === 0 ? 'Every answer was a success.' : `${failed} answers failed.`}

| Desires | Read | As deployed: p50 (ms) | p99 (ms) | Requests/s | Cache off: p50 (ms) | p99 (ms) | Requests/s |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${table}

${missed.length === 0 ? 'Every budget is met.' : `Budget missed: ${missed.join('; ')}.`}`;
console.log(`\n${section}`);
if (write) {
  writeSection(`bench:feed:${postgresUrl ? 'postgres' : 'pglite'}`, section);
  console.log('\nWritten to docs/benchmarks.md.');
}
reportBudgets(missed);
