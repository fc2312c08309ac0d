// npm run bench:mixed [-- --postgres [URL]] [--desires 1000,100000]: a real member base at once.
// 50 different members, each signed in with its own token on its own keep-alive connection, each
// looping over: their Following feed page 1 (25%), Public feed page 1, 2 or 3 (25%), a single desire
// picked at random from ids spread over the whole table (25%), their notifications (15%) and a
// reaction on a random visible desire (10%). 2 s warm-up, 15 s measured, at 1,000 and 100,000
// desires. Then each read alone, one request at a time. Loopback only; stops by itself.
import { build, freshDatabase, machine, seed, signIn, startServer, writeSection } from './harness.mjs';
import { MIX, percentile, runMixedLoad, summarise } from './mixed-load.mjs';

const MEMBERS = 50;
const SPREAD_PAGES = 40;
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : (args[index + 1] ?? '');
};
const postgresUrl = args.includes('--postgres')
  ? (option('--postgres')?.startsWith('postgres') ? option('--postgres') : (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'))
  : null;
const sizes = (option('--desires') ?? '1000,100000').split(',').map(Number);
const warmupMs = Number(process.env.BENCH_WARMUP_MS ?? 2000);
const measureMs = Number(process.env.BENCH_SECONDS ?? 15) * 1000;

const get = async (base, path, token) => {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
};

/** Public desire ids from 40 pages spread from the newest to the oldest: every member may see them. */
async function spreadDesireIds(base, token) {
  const { total } = await get(base, '/api/desires/public?page=1&limit=8', token);
  const pages = Math.max(1, Math.ceil(total / 8));
  const ids = new Set();
  for (let k = 0; k < SPREAD_PAGES; k++) {
    const page = 1 + Math.floor((k * (pages - 1)) / Math.max(1, SPREAD_PAGES - 1));
    for (const desire of (await get(base, `/api/desires/public?page=${page}&limit=8`, token)).desires) ids.add(desire._id);
  }
  return [...ids];
}

/** Each read of the mix alone: one request at a time, `count` of each, as different members. */
async function alone(base, tokens, desireIds, count = 200) {
  const paths = {
    'Following feed, page 1': () => '/api/desires/following?page=1&limit=10',
    'Public feed, page 1 to 3': (i) => `/api/desires/public?page=${1 + (i % 3)}&limit=8`,
    'Single desire': (i) => `/api/desires/${desireIds[(i * 7) % desireIds.length]}`,
    Notifications: () => '/api/notifications',
  };
  const result = {};
  for (const [kind, path] of Object.entries(paths)) {
    const times = [];
    for (let i = 0; i < count; i++) {
      const began = performance.now();
      await get(base, path(i), tokens[i % tokens.length]);
      times.push(performance.now() - began);
    }
    result[kind] = { p50: percentile(times, 50), p99: percentile(times, 99) };
  }
  return result;
}

build();
const label = postgresUrl ? 'PostgreSQL' : 'PGlite (embedded)';
const runs = [];
for (const desires of sizes) {
  const database = await freshDatabase(postgresUrl);
  try {
    console.log(`\n${desires.toLocaleString('en-US')} desires on ${label}: ${seed(database.env, ['--desires', String(desires), '--members', '200', '--notifications', '10000'])}`);
    let server = await startServer({ ...database.env, ...(process.env.BENCH_SERVER_ENV ? JSON.parse(process.env.BENCH_SERVER_ENV) : {}) });
    try {
      const tokens = [];
      for (let n = 0; n < MEMBERS; n++) tokens.push(await signIn(server.base, n));
      const desireIds = await spreadDesireIds(server.base, tokens[0]);
      const load = await runMixedLoad({ base: server.base, tokens, desireIds, warmupMs, measureMs });
      const summary = summarise(load);
      // Alone, and with the read cache off: what each read costs when it reaches the database.
      await server.stop();
      server = await startServer({ ...database.env, READ_CACHE_TTL_MS: '0' });
      const single = await alone(server.base, tokens, desireIds);
      runs.push({ desires, summary, single, failures: load.failures, ids: desireIds.length });
      console.log(`${desireIds.length} desire ids spread over the table; ${MEMBERS} members`);
      console.log(`overall: ${Math.round(summary.overall.rps)} req/s, p50 ${summary.overall.p50.toFixed(1)} ms, p99 ${summary.overall.p99.toFixed(1)} ms`);
      for (const k of summary.kinds) {
        const one = single[k.kind];
        console.log(
          `  ${k.kind.padEnd(26)} ${String(Math.round(k.rps)).padStart(5)} req/s  p50 ${k.p50.toFixed(1).padStart(6)} ms  p99 ${k.p99.toFixed(1).padStart(7)} ms${one ? `   alone, uncached, p50 ${one.p50.toFixed(1)} ms` : ''}`,
        );
      }
      if (load.failures.size > 0) console.log('failures:', Object.fromEntries(load.failures));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const fmt = (ms) => ms.toFixed(ms < 10 ? 1 : 0);
const rows = runs.flatMap(({ desires, summary }) => [
  `| ${desires.toLocaleString('en-US')} | **All** | **${Math.round(summary.overall.rps).toLocaleString('en-US')}** | **${fmt(summary.overall.p50)}** | **${fmt(summary.overall.p99)}** |`,
  ...summary.kinds.map((k) => `| | ${k.kind} | ${Math.round(k.rps).toLocaleString('en-US')} | ${fmt(k.p50)} | ${fmt(k.p99)} |`),
]);
const aloneRows = runs.flatMap(({ desires, single }) =>
  Object.entries(single).map(([kind, r]) => `| ${desires.toLocaleString('en-US')} | ${kind} | ${fmt(r.p50)} | ${fmt(r.p99)} |`),
);
const [small, large] = [runs.find((r) => r.desires === 1_000), runs.find((r) => r.desires === 100_000)];
const ratio = small && large ? `p99 at 100,000 desires is ${(large.summary.overall.p99 / small.summary.overall.p99).toFixed(2)} times the p99 at 1,000.` : '';
const failed = runs.reduce((n, r) => n + [...r.failures.values()].reduce((a, b) => a + b, 0), 0);
writeSection(
  `bench:mixed:${postgresUrl ? 'postgres' : 'pglite'}`,
  `### A member base at once, ${label}

Measured by \`npm run bench:mixed${postgresUrl ? ' -- --postgres' : ''}\` on ${new Date().toISOString().slice(0, 10)}: ${machine()}, load generator on the same machine. ${MEMBERS} members, each with its own token and keep-alive connection; ${MIX.map((m) => `${m.kind.toLowerCase()} ${Math.round(m.share * 100)}%`).join(', ')}; single desires and reactions over ${runs[0]?.ids ?? 0} ids spread over the whole table. ${warmupMs / 1000} s warm-up, ${measureMs / 1000} s measured. ${failed === 0 ? 'Every answer was a success.' : `${failed} answers failed.`}

| Desires | Requests | Requests/s | p50 (ms) | p99 (ms) |
| --- | --- | ---: | ---: | ---: |
${rows.join('\n')}

${ratio}

Each read alone, one request at a time (200 each, as different members), with the read cache off (\`READ_CACHE_TTL_MS=0\`), so every read reaches the database:

| Desires | Read | p50 (ms) | p99 (ms) |
| --- | --- | ---: | ---: |
${aloneRows.join('\n')}`,
);
console.log(`\n${ratio} Written to docs/benchmarks.md.`);
