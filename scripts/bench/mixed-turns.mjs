// npm run bench:mixed-turns -- --against DIR | --against-ref REF | --against-release [--runs 6] [--desires 100000] [--mix
// spread|top|both] [--min-ratio 0.85] [--postgres [URL]] [--kind PREFIX] [--alone]: the mix of
// bench:mixed (or one kind of it, --kind "Public") on this build and on another build, taking turns,
// each on its own seed of the same size, so that a machine that speeds up or slows down during the runs
// weighs on both alike. The other build: a checkout built with `npm run build` (DIR), or a commit
// (REF: built in a worktree of its own, build-of-ref.mjs; `npm run bench:guard` names the release in
// bench-release). `--mix`: the spread mix of bench:mixed, the top of the feeds (topRequests in
// member-requests.mjs: mostly answered from the read cache, where the time around each read shows), or
// both. Prints requests/s per run, the medians and this build's ratio to the other; `--min-ratio`
// exits non-zero when a ratio is below it. As deployed (the read cache on); `READ_CACHE_TTL_MS=0` in the environment turns it
// off for both. `--alone`: each read of the mix alone instead, one request at a time, 200 of each, as
// bench:mixed times them (p50 per run; run it with READ_CACHE_TTL_MS=0 as bench:mixed does). `--devices`:
// on this build every one of the 200 members has a device subscribed to a push service on loopback and
// digests go to a mail server on loopback (no delay, one a minute per member), so the mix's reactions
// are pushed and mailed while it runs. Both servers run with the cap on connections per address off
// (another build may be one that refuses a busy address's connections): a side with the cap and a side
// without differed by about a tenth when both ran this same build. Loopback only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchOptions, build, freshDatabase, median, printMachine, seed, signIn, startServer } from './harness.mjs';
import { MIX, percentile, runMixedLoad, summarise } from './mixed-load.mjs';
import { memberRequests, readSpread, topRequests } from './member-requests.mjs';
import { buildOfRef } from './build-of-ref.mjs';
import { startMailSink, startPushSink, subscribeDevice } from './push-sink.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const root = path.resolve(import.meta.dirname, '../..');
// --against-release: the commit on the first line of bench-release.
const againstRef = args.includes('--against-release') ? readFileSync(path.join(root, 'bench-release'), 'utf8').split('\n')[0].trim() : option('--against-ref');
const againstBuild = againstRef ? buildOfRef(root, againstRef) : null;
build();
const against = againstBuild?.dir ?? option('--against');
if (!against) throw new Error('--against DIR (a built checkout) or --against-ref REF (a commit): the build to compare with');
const { sizes, runs, warmupMs, measureMs, postgresUrl } = benchOptions(args, { measureSeconds: 10 });
const mixes = { spread: ['spread'], top: ['top'], both: ['spread', 'top'] }[option('--mix') ?? 'spread'];
if (!mixes) throw new Error('--mix takes spread, top or both');
const minRatio = option('--min-ratio') === undefined ? null : Number(option('--min-ratio'));
const kindPrefix = option('--kind');
const mix = kindPrefix ? MIX.filter((m) => m.kind.startsWith(kindPrefix)).map((m) => ({ ...m, share: 1 })) : MIX;
if (mix.length !== 1 && kindPrefix) throw new Error(`--kind names one of: ${MIX.map((m) => m.kind).join('; ')}`);
const cacheEnv = process.env.READ_CACHE_TTL_MS ? { READ_CACHE_TTL_MS: process.env.READ_CACHE_TTL_MS } : {};
const devices = args.includes('--devices');

/** With --devices, this build's delivery: a push service and a mail server, and the server's settings for them. */
async function deliverySinks() {
  const push = await startPushSink();
  const mail = await startMailSink();
  const env = { PUSH_ENDPOINT_TEST_ALLOW: push.host, SMTP_URL: mail.url, DIGEST_DELAY_MS: '0', DIGEST_INTERVAL_MS: '60000' };
  const mails = () => [...mail.arrivals.values()].reduce((sum, times) => sum + times.length, 0);
  return { push, mail, env, mails, stop: async () => Promise.all([push.stop(), mail.stop()]) };
}

/** Each read of the mix alone, one request at a time: p50 per kind (ms). */
async function aloneP50s({ server, tokens, requests }) {
  const p50s = {};
  for (const { kind } of MIX.filter((m) => m.kind !== 'Reaction')) {
    const times = [];
    for (let i = 0; i < 200; i++) {
      const { path: url } = requests.spread[kind]();
      const began = performance.now();
      const res = await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      times.push(performance.now() - began);
    }
    p50s[kind] = percentile(times, 50);
  }
  return p50s;
}

const roots = { this: root, against: path.resolve(against) };
printMachine();
if (againstBuild) console.log(`against: the build of ${againstRef} (${againstBuild.commit.slice(0, 7)})`);
if (postgresUrl) console.log('on PostgreSQL');
const sides = {};
try {
  for (const [name, root] of Object.entries(roots)) {
    const database = await freshDatabase(postgresUrl ?? undefined);
    sides[name] = { database };
    console.log(`${name} (${root}): ${seed(database.env, ['--desires', String(sizes.at(-1)), '--members', '200', '--notifications', '10000'], { distDir: path.join(root, 'dist') })}`);
    const sinks = devices && name === 'this' ? await deliverySinks() : null;
    sides[name].sinks = sinks;
    const server = await startServer({ ...database.env, ...cacheEnv, ...sinks?.env }, { serverFile: path.join(root, 'dist/server/server.mjs'), connectionCap: 'off' });
    const tokens = [];
    for (let n = 0; n < 50; n++) tokens.push(await signIn(server.base, n));
    if (sinks) for (let n = 0; n < 200; n++) await subscribeDevice(server.base, n < 50 ? tokens[n] : await signIn(server.base, n), sinks.push.host, `member-${n}`);
    const spread = await readSpread(server.base, tokens[0]);
    Object.assign(sides[name], { server, tokens, requests: { spread: memberRequests(spread), top: topRequests(spread) } });
  }
  if (args.includes('--alone')) {
    const p50s = { this: [], against: [] };
    for (let run = 0; run < runs; run++) for (const name of run % 2 ? ['against', 'this'] : ['this', 'against']) p50s[name].push(await aloneP50s(sides[name]));
    for (const { kind } of MIX.filter((m) => m.kind !== 'Reaction')) {
      const of = (name) => p50s[name].map((run) => run[kind]);
      console.log(`${kind.padEnd(30)} alone p50: this ${median(of('this')).toFixed(1)} ms (${of('this').map((v) => v.toFixed(1)).join(', ')}), against ${median(of('against')).toFixed(1)} ms (${of('against').map((v) => v.toFixed(1)).join(', ')})`);
    }
  } else for (const mixName of mixes) await mixInTurns(mixName);
} finally {
  for (const side of Object.values(sides)) {
    await side.server?.stop();
    await side.database.drop();
    if (side.sinks) console.log(`delivered on this build while it ran: ${side.sinks.push.total()} pushes, ${side.sinks.mails()} digests`);
    await side.sinks?.stop();
  }
}

async function mixInTurns(mixName) {
  const figures = { this: [], against: [] };
  const p99s = { this: [], against: [] };
  console.log(`\n${mixName === 'top' ? 'the top of the feeds' : 'the spread mix'}:`);
  for (let run = 0; run < runs; run++) {
    for (const name of run % 2 ? ['against', 'this'] : ['this', 'against']) {
      const side = sides[name];
      const load = await runMixedLoad({ base: side.server.base, tokens: side.tokens, requests: side.requests[mixName], mix, warmupMs, measureMs });
      const failures = [...load.failures.values()].reduce((a, b) => a + b, 0);
      const { overall } = summarise({ ...load, mix });
      figures[name].push(overall.rps);
      p99s[name].push(overall.p99);
      console.log(`run ${run + 1}/${runs} ${name.padEnd(7)} ${Math.round(overall.rps)} req/s, p99 ${overall.p99.toFixed(0)} ms${failures ? `, ${failures} failed: ${JSON.stringify(Object.fromEntries(load.failures))}` : ''}`);
    }
  }
  const what = kindPrefix ? mix[0].kind : `the ${mixName} mix`;
  for (const name of Object.keys(figures)) {
    const range = `${Math.round(Math.min(...figures[name]))} to ${Math.round(Math.max(...figures[name]))}`;
    console.log(`${name.padEnd(7)} ${what}: median ${Math.round(median(figures[name]))} req/s (${range}; ${figures[name].map(Math.round).join(', ')}), p99 median ${median(p99s[name]).toFixed(0)} ms`);
  }
  const ratio = median(figures.this) / median(figures.against);
  console.log(`ratio, this to against: ${ratio.toFixed(2)}${minRatio !== null ? ` (at least ${minRatio})` : ''}`);
  if (minRatio !== null && ratio < minRatio) {
    console.log(`this build is below ${minRatio} of the other: a loss to find before landing (npm run bench:profile shows where the time goes)`);
    process.exitCode = 1;
  }
}
