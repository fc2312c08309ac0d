// npm run bench:mixed -- --processes 1,2 [--runs 3] [--desires 100000] [--members 50] [--all-on-first] [--postgres URL]: bench:mixed's
// mix against N server processes on one PostgreSQL and one Redis (REDIS_URL, the machine's by default),
// as a deployment behind a balancer runs them. 50 members (--members), each given to a process in turn (what
// least_conn does with equal connections), driven by four load generators in worker threads so that the
// load itself is spread over the cores. For each N in turn, each run on the same seed; medians over the
// runs. --all-on-first gives every member to the first process: the others only hear its writes. The
// report names the machine's cores: with fewer cores than processes and generators, it can only show
// that nothing breaks. Loopback only.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { benchOptions, build, freshDatabase, median, printMachine, seed, signIn, startServer } from './harness.mjs';
import { MIX, summarise } from './mixed-load.mjs';
import { readSpread } from './member-requests.mjs';
import { METRICS_TOKEN, costBetween, readServers, sumReadings } from './server-figures.mjs';

const GENERATORS = 4;

export async function benchProcesses(args) {
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const counts = (option('--processes') ?? '1,2').split(',').map(Number);
  // Fewer members load the machine less: what a process costs per request when the cores are not all busy.
  const MEMBERS = Number(option('--members') ?? 50);
  // Every member on the first process: what the others spend only hearing its writes.
  const allOnFirst = args.includes('--all-on-first');
  if (counts.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--processes takes whole numbers from 1, comma separated');
  const { postgresUrl: given, sizes, runs, warmupMs, measureMs } = benchOptions(args, { measureSeconds: 15 });
  const postgresUrl = given ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  build();
  printMachine();
  console.log(`${os.availableParallelism()} cores; ${GENERATORS} load generators; PostgreSQL and Redis on the same machine`);
  const database = await freshDatabase(postgresUrl);
  const figures = new Map(counts.map((n) => [n, []]));
  try {
    console.log(seed(database.env, ['--desires', String(sizes.at(-1)), '--members', '200', '--notifications', '10000']));
    for (let run = 1; run <= runs; run++) {
      for (const n of run % 2 ? counts : [...counts].reverse()) {
        const env = { ...database.env, REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: `wishwell-bench-${randomBytes(4).toString('hex')}`, METRICS_TOKEN };
        const servers = await Promise.all(Array.from({ length: n }, () => startServer(env)));
        try {
          const tokens = [];
          const serverOf = (i) => servers[allOnFirst ? 0 : i % n];
          for (let i = 0; i < MEMBERS; i++) tokens.push(await signIn(serverOf(i).base, i));
          const spread = await readSpread(servers[0].base, tokens[0]);
          const members = tokens.map((token, i) => ({ token, base: serverOf(i).base }));
          const readEach = () => Promise.all(servers.map((s) => readServers([s.base])));
          // The servers' own figures over the measured part only: read once the warm-up has passed.
          const before = new Promise((resolve) => setTimeout(resolve, warmupMs)).then(readEach);
          const results = await Promise.all(
            Array.from({ length: GENERATORS }, (_, g) => {
              const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
                workerData: { members: members.filter((_, i) => i % GENERATORS === g), spread, warmupMs, measureMs },
              });
              return new Promise((resolve, reject) => {
                worker.once('message', resolve);
                worker.once('error', reject);
              });
            }),
          );
          const [startOf, endOf] = [await before, await readEach()];
          const cost = costBetween(sumReadings(startOf), sumReadings(endOf));
          const cpuOf = (r) => r.userSeconds + r.systemSeconds;
          const byProcess = endOf.map((end, i) => `${(cpuOf(end) - cpuOf(startOf[i])).toFixed(2)} s`).join(', ');
          const latencies = new Map(MIX.map(({ kind }) => [kind, results.flatMap((r) => r.latencies[kind] ?? [])]));
          const failed = results.reduce((sum, r) => sum + Object.values(r.failures).reduce((a, b) => a + b, 0), 0);
          const { overall } = summarise({ latencies, seconds: measureMs / 1000 });
          figures.get(n).push({ ...overall, ...cost });
          console.log(
            `run ${run}/${runs}, ${n} process${n > 1 ? 'es' : ''}: ${Math.round(overall.rps)} req/s, p50 ${overall.p50.toFixed(1)} ms, p99 ${overall.p99.toFixed(1)} ms, ` +
              `server CPU ${cost.cpuMsPerRequest.toFixed(2)} ms per request (${cost.userMs.toFixed(2)} user, ${cost.systemMs.toFixed(2)} system), read cache ${(cost.hitRatio * 100).toFixed(0)}% hits, ` +
              `CPU by process ${byProcess}${failed ? `, ${failed} failed` : ''}`,
          );
        } finally {
          await Promise.all(servers.map((server) => server.stop()));
        }
      }
    }
  } finally {
    await database.drop();
  }
  console.log(`\nMedians over ${runs} run(s), ${sizes.at(-1).toLocaleString('en-US')} desires, ${MEMBERS} members:`);
  const one = median(figures.get(counts[0]).map((f) => f.rps));
  for (const n of counts) {
    const list = figures.get(n);
    const rps = median(list.map((f) => f.rps));
    console.log(`  ${n} process${n > 1 ? 'es' : ''}: ${Math.round(rps)} req/s (${(rps / one).toFixed(2)}x), p50 ${median(list.map((f) => f.p50)).toFixed(1)} ms, p99 ${median(list.map((f) => f.p99)).toFixed(1)} ms, server CPU ${median(list.map((f) => f.cpuMsPerRequest)).toFixed(2)} ms per request (${median(list.map((f) => f.userMs)).toFixed(2)} user, ${median(list.map((f) => f.systemMs)).toFixed(2)} system), read cache ${(median(list.map((f) => f.hitRatio)) * 100).toFixed(0)}% hits`);
  }
}
