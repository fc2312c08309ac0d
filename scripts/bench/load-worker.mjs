// One load generator of `npm run bench:mixed -- --processes N`, in a worker thread of its own: its
// members, each on the server process a balancer would give it, looping over the mix. Posts the
// latencies per kind and the failures when done. Loopback only (mixed-load.mjs checks).
import { parentPort, workerData } from 'node:worker_threads';
import { memberRequests } from './member-requests.mjs';
import { runMixedLoad } from './mixed-load.mjs';

const { members, spread, warmupMs, measureMs } = workerData;
const requests = memberRequests(spread);
// The members of one process load it together, as the members a balancer sent there would.
const byBase = new Map();
for (const { base, token } of members) byBase.set(base, [...(byBase.get(base) ?? []), token]);
const loads = await Promise.all([...byBase].map(([base, tokens]) => runMixedLoad({ base, tokens, requests, warmupMs, measureMs })));
const latencies = {};
const failures = {};
for (const load of loads) {
  for (const [kind, values] of load.latencies) latencies[kind] = [...(latencies[kind] ?? []), ...values];
  for (const [key, count] of load.failures) failures[key] = (failures[key] ?? 0) + count;
}
parentPort.postMessage({ latencies, failures });
