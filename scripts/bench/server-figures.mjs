// What the server processes of a bench spent, read from their /metrics (the bench starts them with
// METRICS_TOKEN): CPU seconds (in the app, and in the kernel on its behalf), requests answered and the read cache's hits and misses. The difference
// of two readings over a load says what one request cost each process, and how often the cache answered.
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';

const sumOf = (text, name, label = '') =>
  text
    .split('\n')
    .filter((line) => line.startsWith(name) && (line[name.length] === ' ' || line[name.length] === '{') && line.includes(label))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);

/** One reading of every server: the sums over them. */
export async function readServers(bases) {
  const texts = await Promise.all(
    bases.map(async (base) => {
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      if (!res.ok) throw new Error(`${base}/metrics: ${res.status}`);
      return res.text();
    }),
  );
  const total = (name, label) => texts.reduce((sum, text) => sum + sumOf(text, name, label), 0);
  return {
    userSeconds: total('process_cpu_user_seconds_total'),
    systemSeconds: total('process_cpu_system_seconds_total'),
    requests: total('http_requests_total'),
    hits: total('wishwell_read_cache_reads_total', 'result="hit"'),
    misses: total('wishwell_read_cache_reads_total', 'result="miss"'),
  };
}

/** Several readings as one: the sums. */
export function sumReadings(readings) {
  const sum = (key) => readings.reduce((total, reading) => total + reading[key], 0);
  return { userSeconds: sum('userSeconds'), systemSeconds: sum('systemSeconds'), requests: sum('requests'), hits: sum('hits'), misses: sum('misses') };
}

/** Server CPU per request (ms; user and system) and the share of cached reads answered from the cache, between two readings. */
export function costBetween(before, after) {
  const requests = after.requests - before.requests;
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  const perRequest = (seconds) => (seconds * 1000) / Math.max(1, requests);
  const userMs = perRequest(after.userSeconds - before.userSeconds);
  const systemMs = perRequest(after.systemSeconds - before.systemSeconds);
  return { cpuMsPerRequest: userMs + systemMs, userMs, systemMs, hitRatio: hits / Math.max(1, hits + misses) };
}
