// The budgets of docs/architecture.md "Budgets" that the read benchmarks check, and what each run missed. A
// budget applies to the server as deployed; the run with the read cache off is shown beside it so
// that a figure cannot hide the cost of a read that reaches the database.

/** The same build on the same data, as deployed and with the read cache off. */
export const CACHE_MODES = [
  { name: 'on', label: 'as deployed', env: {} },
  { name: 'off', label: 'cache off', env: { READ_CACHE_TTL_MS: '0' } },
];

/** Desires at which the throughput and p99 budgets apply, and the size they are compared with. */
export const FULL_TABLE = 100_000;
export const SMALL_TABLE = 1_000;

export const BUDGETS = {
  /** Requests per second over the whole mix at 100,000 desires. */
  mixRps: { pglite: 1_500, postgres: 2_000 },
  /** p99 over the whole mix, and of each read under the load of many members, in ms. */
  p99Ms: 100,
  /** p99 at 100,000 desires against p99 at 1,000. */
  scaleRatio: 1.5,
  /** Each read alone, one request at a time, cache off: its median, in ms. */
  aloneP50Ms: 10,
};

const count = (n) => n.toLocaleString('en-US');
const ms = (value) => `${value.toFixed(1)} ms`;

/** Scale: p99 at 100,000 desires at most 1.5 times the p99 at 1,000, when both were measured. */
function scaleMiss(what, smallP99, largeP99) {
  if (smallP99 === undefined || largeP99 === undefined) return [];
  const ratio = largeP99 / Math.max(1, smallP99);
  return ratio > BUDGETS.scaleRatio ? [`${what}: p99 at ${count(FULL_TABLE)} desires is ${ratio.toFixed(2)} times that at ${count(SMALL_TABLE)} (at most ${BUDGETS.scaleRatio})`] : [];
}

/**
 * `npm run bench:mixed`. `results`: per size, `{ desires, on, off, single, failures }` where `on` and
 * `off` hold `{ overall, kinds }` of {rps, p50, p99} and `single` each read alone.
 */
export function mixedBudgetMisses(results, { postgres }) {
  const missed = [];
  for (const r of results) {
    if (r.failures > 0) missed.push(`${count(r.failures)} answers failed at ${count(r.desires)} desires`);
    for (const [kind, alone] of Object.entries(r.single)) {
      if (alone.p50 >= BUDGETS.aloneP50Ms) missed.push(`${kind} alone at ${count(r.desires)} desires: p50 ${ms(alone.p50)} (under ${BUDGETS.aloneP50Ms} ms)`);
    }
  }
  const full = results.find((r) => r.desires === FULL_TABLE);
  if (full) {
    const floor = BUDGETS.mixRps[postgres ? 'postgres' : 'pglite'];
    if (full.on.overall.rps < floor) missed.push(`the mix at ${count(FULL_TABLE)} desires: ${count(Math.round(full.on.overall.rps))} requests/s (at least ${count(floor)})`);
    if (full.on.overall.p99 > BUDGETS.p99Ms) missed.push(`the mix at ${count(FULL_TABLE)} desires: p99 ${ms(full.on.overall.p99)} (at most ${BUDGETS.p99Ms} ms)`);
  }
  const small = results.find((r) => r.desires === SMALL_TABLE);
  missed.push(...scaleMiss('the mix', small?.on.overall.p99, full?.on.overall.p99));
  return missed;
}

/**
 * `npm run bench:feed`. `rows`: `{ desires, read, on, off, failures }` with {rps, p50, p99} per mode.
 * Each read, under the load of many members with reactions mixed in: p99 at most 100 ms as deployed at
 * every size, and no slower at 100,000 desires than 1.5 times its p99 at 1,000.
 */
export function feedBudgetMisses(rows) {
  const missed = [];
  for (const row of rows) {
    if (row.failures > 0) missed.push(`${row.read} at ${count(row.desires)} desires: ${count(row.failures)} answers failed`);
    if (row.on.p99 > BUDGETS.p99Ms) missed.push(`${row.read} at ${count(row.desires)} desires: p99 ${ms(row.on.p99)} as deployed (at most ${BUDGETS.p99Ms} ms)`);
  }
  for (const read of new Set(rows.map((r) => r.read))) {
    const at = (desires) => rows.find((r) => r.read === read && r.desires === desires)?.on.p99;
    missed.push(...scaleMiss(read, at(SMALL_TABLE), at(FULL_TABLE)));
  }
  return missed;
}
