// Reads a Chrome trace of one page load: the page's main-thread tasks over 50 ms with what ran in
// each (trace events and CPU-profile samples by self time), and the service worker's threads.
import { packageOf } from './source-map.mjs';

const LONG_MS = 50;
// Wrappers that only say "a task ran": their time is what ran inside them.
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const CATEGORY_OF = [
  [/^(EvaluateScript|FunctionCall|v8\.|V8\.|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|XHRReadyStateChange|ProfileCall|v8$)/, 'script'],
  [/^(UpdateLayoutTree|Layout|RecalculateStyles|ScheduleStyleRecalculation|InvalidateLayout|HitTest|PrePaint|Paint|Layerize|UpdateLayer|Commit|IntersectionObserverController)/, 'style+layout+paint'],
  [/^(ParseHTML|ParseAuthorStyleSheet|ResourceReceivedData|ResourceFinish|ResourceReceiveResponse|ResourceSendRequest)/, 'parse+network'],
  [/(GC|Gc|gc)/, 'gc'],
];

const ms = (us) => us / 1000;
const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') || '/' : '');

function categoryOf(name) {
  return CATEGORY_OF.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';
}

/** A trace event named by what it ran: its script, function, event type or file. */
function labelOf(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const detail = shortUrl(data.url) || data.functionName || data.type || shortUrl(event.args?.fileName) || '';
  return detail ? `${event.name} ${detail}` : event.name;
}

/** Self time of each event (its duration less that of the events nested in it), keyed by `keyOf`. */
function selfTimes(events, keyOf) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const stack = [];
  const add = (event, us) => totals.set(keyOf(event), (totals.get(keyOf(event)) ?? 0) + us);
  for (const event of sorted) {
    while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    // The parent's self time loses what this event covers.
    if (stack.length > 0) add(stack.at(-1), -event.dur);
    add(event, event.dur);
    stack.push(event);
  }
  return totals;
}

const top = (totals, count) =>
  [...totals]
    .filter(([, us]) => us > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, us]) => ({ label, ms: ms(us) }));

/** The tasks that are not nested in another task. */
function outermost(tasks) {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const result = [];
  for (const task of sorted) if (result.length === 0 || task.ts >= result.at(-1).ts + result.at(-1).dur) result.push(task);
  return result;
}

/** Every CPU-profile sample of one thread as { ts, dur, node } (dur: until the next sample). */
function samplesOf(events, pid, tid) {
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.tid === tid) profiles.set(event.id, { start: event.args.data.startTime, nodes: new Map(), samples: [], deltas: [] });
  }
  for (const event of events) {
    const profile = event.name === 'ProfileChunk' && event.pid === pid ? profiles.get(event.id) : undefined;
    if (!profile) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(cpuProfile.samples ?? []));
    profile.deltas.push(...timeDeltas);
  }
  const samples = [];
  for (const profile of profiles.values()) {
    let ts = profile.start;
    const times = profile.deltas.map((delta) => (ts += delta));
    for (let i = 0; i < profile.samples.length; i++) {
      const dur = i + 1 < times.length ? times[i + 1] - times[i] : 0;
      samples.push({ ts: times[i], dur, node: profile.nodes.get(profile.samples[i]) });
    }
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/**
 * What the samples in [from, to) spent their time in, by function and by source (a package, or the
 * project's file, when the script has a source map; the script's address otherwise).
 */
function profileOf(samples, from, to, locate) {
  const byFunction = new Map();
  const bySource = new Map();
  for (const sample of samples) {
    if (sample.ts < from || sample.ts >= to || !sample.node) continue;
    const frame = sample.node.callFrame;
    if (frame.functionName === '(idle)') continue;
    const origin = frame.url ? locate(frame.url, frame.lineNumber, frame.columnNumber) : null;
    const where = origin ? packageOf(origin.source) : shortUrl(frame.url) || frame.functionName;
    const name = origin
      ? `${origin.name ?? (frame.functionName || '(anonymous)')} ${origin.source}:${origin.line}`
      : `${frame.functionName || '(anonymous)'}${frame.url ? ` ${shortUrl(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + sample.dur);
    bySource.set(where, (bySource.get(where) ?? 0) + sample.dur);
  }
  return { functions: top(byFunction, 6), sources: top(bySource, 6) };
}

/** The page's renderer main thread: where the main frame's navigation to `url` started. */
function mainThreadOf(events, url) {
  const starts = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL);
  const start = starts.find((e) => e.args.data.documentLoaderURL === url) ?? starts.find((e) => e.args.data.documentLoaderURL.startsWith(url));
  if (!start) throw new Error(`no navigation to ${url} in the trace`);
  return { pid: start.pid, tid: start.tid, t0: start.ts };
}

function threadNames(events) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  return names;
}

/**
 * The summary of one load. `fcpMs` (from the page) bounds the blocking time as Lighthouse counts it;
 * `locate(url, line, column)` names the source of a profiled function, or null.
 */
export function summarize(trace, { url, fcpMs, locate = () => null }) {
  const events = (Array.isArray(trace) ? trace : trace.traceEvents).filter((e) => e.ph !== 'X' || typeof e.dur === 'number');
  const { pid, tid, t0 } = mainThreadOf(events, url);
  const at = (us) => ms(us - t0);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0);
  const tasks = outermost(onMain.filter((e) => TASK_NAMES.has(e.name)));
  const inner = onMain.filter((e) => !TASK_NAMES.has(e.name));
  const samples = samplesOf(events, pid, tid);
  const within = (task) => inner.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur);

  const busy = selfTimes(inner, (e) => categoryOf(e.name));
  const longTasks = tasks
    .filter((task) => ms(task.dur) > LONG_MS)
    .map((task) => ({
      start: at(task.ts),
      duration: ms(task.dur),
      events: top(selfTimes(within(task), labelOf), 6),
      ...profileOf(samples, task.ts, task.ts + task.dur, locate),
    }));
  const blocking = longTasks.filter((t) => t.start >= fcpMs).reduce((sum, t) => sum + t.duration - LONG_MS, 0);

  const names = threadNames(events);
  const workerThreads = [...names].filter(([, name]) => name === 'ServiceWorkerThread').map(([key]) => key);
  const onWorker = events.filter((e) => e.ph === 'X' && e.ts >= t0 && workerThreads.includes(`${e.pid}:${e.tid}`));
  const workerTasks = outermost(onWorker.filter((e) => TASK_NAMES.has(e.name)));
  const serviceWorker =
    workerTasks.length === 0
      ? null
      : {
          from: at(workerTasks[0].ts),
          to: at(workerTasks.at(-1).ts + workerTasks.at(-1).dur),
          busy: ms(workerTasks.reduce((sum, t) => sum + t.dur, 0)),
          longest: ms(Math.max(...workerTasks.map((t) => t.dur))),
          requests: onWorker.filter((e) => e.name === 'ResourceSendRequest').length + events.filter((e) => e.ph !== 'X' && e.name === 'ResourceSendRequest' && workerThreads.includes(`${e.pid}:${e.tid}`)).length,
          top: top(selfTimes(onWorker.filter((e) => !TASK_NAMES.has(e.name)), labelOf), 4),
        };
  const mainDuringWorker = serviceWorker
    ? ms(tasks.filter((t) => at(t.ts) >= serviceWorker.from && at(t.ts) <= serviceWorker.to).reduce((sum, t) => sum + t.dur, 0))
    : 0;

  return {
    mainBusy: ms(tasks.reduce((sum, t) => sum + t.dur, 0)),
    byCategory: top(busy, 6),
    longTasks,
    blocking,
    serviceWorker: serviceWorker && { ...serviceWorker, mainDuringWorker },
  };
}
