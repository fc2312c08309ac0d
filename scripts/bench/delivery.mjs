// npm run bench:delivery [-- --postgres [URL]] [--runs 5] [--events 100]: how long a notice takes to
// leave the server. 100 members each with a device subscribed (to a push service on loopback) and a
// verified address (the mail server on loopback); 100 other members each offer to fulfil one of their
// desires, one offer every 50 ms. Timed from sending the offer to the push arriving at the push service,
// and to the digest's hand-off to the mail server, with DIGEST_DELAY_MS=0 and DIGEST_INTERVAL_MS=0 (as
// deployed a digest waits an hour on purpose; what is measured is the rest of the way). p50 and p99
// over the events of a run; medians over the runs. Loopback only; stops by itself.
import { benchEmail, build, freshDatabase, median, memberApi, printMachine, runsOption, seed, signIn, startServer } from './harness.mjs';
import { startMailSink, startPushSink, subscribeDevice } from './push-sink.mjs';

const args = process.argv.slice(2);
const postgresIndex = args.indexOf('--postgres');
const postgresUrl =
  postgresIndex === -1 ? null : args[postgresIndex + 1]?.startsWith('postgres') ? args[postgresIndex + 1] : (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const runs = runsOption(args);
const events = Number(args.includes('--events') ? args[args.indexOf('--events') + 1] : 100);
const SPACING_MS = 50;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));


async function oneRun() {
  const database = await freshDatabase(postgresUrl);
  const pushes = await startPushSink();
  const mail = await startMailSink();
  seed(database.env, ['--desires', '2000', '--members', String(2 * events), '--notifications', '0']);
  const server = await startServer({
    ...database.env,
    PUSH_ENDPOINT_TEST_ALLOW: pushes.host,
    SMTP_URL: mail.url,
    DIGEST_DELAY_MS: '0',
    DIGEST_INTERVAL_MS: '0',
  });
  try {
    const owners = [];
    for (let i = 0; i < events; i++) {
      const token = await signIn(server.base, i);
      const desire = await memberApi(server.base, token)('POST', '/desires', { title: `Bench wish ${i}`, visibility: 'public' });
      const device = await subscribeDevice(server.base, token, pushes.host, `device-${i}`);
      owners.push({ email: benchEmail(i), desireId: desire._id, device });
    }
    const fulfillers = [];
    for (let i = 0; i < events; i++) fulfillers.push(await signIn(server.base, events + i));

    const sentAt = [];
    const offers = [];
    for (let i = 0; i < events; i++) {
      sentAt[i] = performance.now();
      offers.push(memberApi(server.base, fulfillers[i])('PATCH', `/desires/${owners[i].desireId}/start-fulfillment`, { anonymous: i % 2 === 0 }));
      await sleep(SPACING_MS);
    }
    await Promise.all(offers);
    // Wait for the last push and mail (the digest worker looks every second with no delay set).
    for (let waited = 0; waited < 30_000; waited += 200) {
      const done = owners.every((o) => pushes.arrivals.get(o.device)?.length && mail.arrivals.get(o.email)?.length);
      if (done) break;
      await sleep(200);
    }
    const pushMs = owners.map((o, i) => (pushes.arrivals.get(o.device)?.[0] ?? NaN) - sentAt[i]);
    const mailMs = owners.map((o, i) => (mail.arrivals.get(o.email)?.[0] ?? NaN) - sentAt[i]);
    const missing = { pushes: pushMs.filter(Number.isNaN).length, mails: mailMs.filter(Number.isNaN).length };
    if (missing.pushes || missing.mails) throw new Error(`not delivered: ${missing.pushes} pushes, ${missing.mails} mails`);
    return { push: { p50: percentile(pushMs, 50), p99: percentile(pushMs, 99) }, mail: { p50: percentile(mailMs, 50), p99: percentile(mailMs, 99) } };
  } finally {
    await server.stop();
    await pushes.stop();
    await mail.stop();
    await database.drop();
  }
}

build();
printMachine();
const results = [];
for (let run = 0; run < runs; run++) {
  const result = await oneRun();
  results.push(result);
  console.log(
    `run ${run + 1}/${runs}: push p50 ${result.push.p50.toFixed(1)} ms, p99 ${result.push.p99.toFixed(1)} ms; mail hand-off p50 ${result.mail.p50.toFixed(0)} ms, p99 ${result.mail.p99.toFixed(0)} ms`,
  );
}
const med = (pick) => median(results.map(pick));
console.log(`\nMedians over ${runs} runs of ${events} offers (${postgresUrl ? 'PostgreSQL' : 'PGlite'}):`);
console.log(`  offer to push at the push service: p50 ${med((r) => r.push.p50).toFixed(1)} ms, p99 ${med((r) => r.push.p99).toFixed(1)} ms`);
console.log(`  offer to digest handed to the mail server (no delay set): p50 ${med((r) => r.mail.p50).toFixed(0)} ms, p99 ${med((r) => r.mail.p99).toFixed(0)} ms`);
