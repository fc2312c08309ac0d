// npm run bench:feed [-- --postgres [URL]]: the reads of DESIGN.md section 7 at 1,000 and 100,000
// desires: page 1 of the public feed, a deep page, a single desire, trending, and (10,000 of them for
// one member) the notifications list and the unread count. 50 connections, loopback only. Each read
// runs twice: as deployed (hot reads shared for a moment, see server/src/plugins/read-cache.ts) and
// with that cache off, so that the cost of every read reaching the database shows too.
import { build, freshDatabase, load, machine, seed, signIn, startServer, writeSection } from './harness.mjs';

const args = process.argv.slice(2);
const postgresIndex = args.indexOf('--postgres');
const postgresUrl = postgresIndex === -1 ? null : (args[postgresIndex + 1]?.startsWith('postgres') ? args[postgresIndex + 1] : (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const modes = [
  { name: 'cached', env: {} },
  { name: 'uncached', env: { READ_CACHE_TTL_MS: '0' } },
];

build();
const results = new Map();
const page1 = {};
for (const desires of [1_000, 100_000]) {
  const database = await freshDatabase(postgresUrl);
  try {
    console.log(`\n${desires.toLocaleString('en-US')} desires on ${database.label}: ${seed(database.env, ['--desires', String(desires), '--notifications', '10000'])}`);
    for (const mode of modes) {
      const server = await startServer({ ...database.env, ...mode.env });
      try {
        const token = await signIn(server.base);
        const first = await (await fetch(`${server.base}/api/desires/public?page=1&limit=8`, { headers: { authorization: `Bearer ${token}` } })).json();
        const deepPage = Math.max(2, Math.floor(first.total / 8 / 2));
        const reads = [
          ['Public feed, page 1', '/api/desires/public?page=1&limit=8'],
          [`Public feed, page ${deepPage.toLocaleString('en-US')}`, `/api/desires/public?page=${deepPage}&limit=8`],
          ['Single desire', `/api/desires/${first.desires[0]._id}`],
          ['Trending (all time)', '/api/desires/trending?limit=5&timeFilter=all'],
          ['Notifications (10,000 held)', '/api/notifications'],
          ['Unread count', '/api/notifications/unread-count'],
        ];
        for (const [name, path] of reads) {
          const result = await load(`${server.base}${path}`, { token, seconds });
          const key = `${desires}|${name}`;
          results.set(key, { desires, name, ...results.get(key), [mode.name]: result });
          if (name === 'Public feed, page 1' && mode.name === 'cached') page1[desires] = result;
          console.log(`${mode.name.padEnd(9)} ${name.padEnd(30)} p50 ${String(result.p50).padStart(4)} ms   p99 ${String(result.p99).padStart(4)} ms   ${Math.round(result.rps).toLocaleString('en-US').padStart(6)} req/s`);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await database.drop();
  }
}

const label = postgresUrl ? 'PostgreSQL' : 'PGlite (embedded)';
const slowdown = (page1[100_000].p99 / Math.max(1, page1[1_000].p99)).toFixed(2);
const throughputRatio = (page1[100_000].rps / page1[1_000].rps).toFixed(2);
const cells = (r) => `${r.p50} | ${r.p99} | ${Math.round(r.rps).toLocaleString('en-US')}`;
const table = [...results.values()].map((r) => `| ${r.desires.toLocaleString('en-US')} | ${r.name} | ${cells(r.cached)} | ${cells(r.uncached)} |`).join('\n');
writeSection(
  `bench:feed:${postgresUrl ? 'postgres' : 'pglite'}`,
  `### Reads at 50 connections, ${label}

Measured by \`npm run bench:feed${postgresUrl ? ' -- --postgres' : ''}\` on ${new Date().toISOString().slice(0, 10)}: ${machine()}. The load generator runs on the same machine; each read runs ${seconds} s after a 2 s warm-up, as a signed-in member. "As deployed" shares hot reads between requests for up to 5 s (writes drop what they change); "every read from the database" is the same server with \`READ_CACHE_TTL_MS=0\`.

| Desires | Read | As deployed: p50 (ms) | p99 (ms) | Requests/s | Every read from the database: p50 (ms) | p99 (ms) | Requests/s |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${table}

Page 1 at 100,000 desires against 1,000, as deployed: p99 ${slowdown} times, requests per second ${throughputRatio} times.`,
);
console.log(`\nPage 1: p99 at 100,000 is ${slowdown}x the p99 at 1,000. Written to docs/benchmarks.md.`);
