// The load of `npm run bench:mixed` and `npm run bench:feed`: many members at once, each on its own
// keep-alive connection, each looping over a mix of requests with reactions among them. Loopback only.
import http from 'node:http';

/** The mix of docs/architecture.md "Budgets", as shares of each member's requests (kinds of member-requests.mjs). */
export const MIX = [
  { kind: 'Following feed, pages 1 to 3', share: 0.25 },
  { kind: 'Public feed, pages 1 to 3', share: 0.25 },
  { kind: 'Single desire', share: 0.25 },
  { kind: 'Notifications', share: 0.15 },
  { kind: 'Reaction', share: 0.1 },
];

function chooseKind(mix) {
  let roll = Math.random();
  for (const { kind, share } of mix) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return mix[mix.length - 1].kind;
}

/** One request on the member's own connection; resolves with the status once the body is read. */
function send(agent, base, token, { method, path, body }) {
  const url = new URL(path, base);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost' && url.hostname !== '[::1]') throw new Error(`not loopback: ${url.hostname}`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.end(body);
  });
}

/**
 * Runs every member's loop for `warmupMs` unmeasured, then `measureMs` measured, and stops. `requests`
 * builds a request of each kind of `mix` (memberRequests). Answers the latencies (ms) per kind and the
 * failures.
 */
export async function runMixedLoad({ base, tokens, mix = MIX, requests, warmupMs, measureMs }) {
  const latencies = new Map(mix.map(({ kind }) => [kind, []]));
  const failures = new Map();
  const start = performance.now();
  const measureFrom = start + warmupMs;
  const stopAt = measureFrom + measureMs;

  const member = async (token) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (performance.now() < stopAt) {
        const kind = chooseKind(mix);
        const began = performance.now();
        let status;
        try {
          status = await send(agent, base, token, requests[kind]());
        } catch (error) {
          status = error.message;
        }
        const ended = performance.now();
        if (began < measureFrom || ended > stopAt) continue;
        if (typeof status !== 'number' || status >= 300) failures.set(`${kind}: ${status}`, (failures.get(`${kind}: ${status}`) ?? 0) + 1);
        else latencies.get(kind).push(ended - began);
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(tokens.map(member));
  return { latencies, failures, seconds: measureMs / 1000, mix };
}

export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Requests/s, p50 and p99 overall and per kind. */
export function summarise({ latencies, seconds, mix = MIX }) {
  const all = [...latencies.values()].flat();
  const row = (values) => ({ count: values.length, rps: values.length / seconds, p50: percentile(values, 50), p99: percentile(values, 99) });
  return { overall: row(all), kinds: mix.map(({ kind }) => ({ kind, ...row(latencies.get(kind)) })) };
}
