import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { Artifacts, ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread-messages';

type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id' | 'priority'> : never) : never;

let artifacts: Promise<Artifacts> | undefined;

/** PGlite's WebAssembly, compiled once per process and handed to each thread (compiling took a second a database). */
function loadArtifacts(): Promise<Artifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    // The server's TypeScript leaves the WebAssembly global's types out (its lib is ES2022 alone).
    const { compile: compileBytes } = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<Artifacts['pglite']> } }).WebAssembly;
    const compile = async (file: string) => compileBytes(await readFile(path.join(dist, file)));
    const [pglite, initdb, bundle] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm'), readFile(path.join(dist, 'pglite.data'))]);
    return { pglite, initdb, bundle: bundle.buffer.slice(bundle.byteOffset, bundle.byteOffset + bundle.byteLength) as ArrayBuffer };
  })();
  return artifacts;
}

/**
 * The worker: beside the bundle once built (dist/server/pglite-worker.mjs, with the process's own
 * options, a heap size or a profiler, applied to it too); from its sources when the server runs from
 * them (tsx, the tests), through tsx's loader, registered in the thread before the file is imported.
 */
function startWorker(start: ThreadStart): Worker {
  const options = { workerData: start, transferList: start.dump ? [start.dump] : [] };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.mjs', import.meta.url), options);
  const tsx = createRequire(import.meta.url).resolve('tsx/esm/api').replace(/index\.cjs$/, 'index.mjs');
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

/** A database error from the other thread, with its fields (code, constraint, detail) as PGlite gave them. */
function errorOf(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message));
  Object.assign(error, data);
  return error;
}

/**
 * The embedded database on a thread of its own (pglite-worker.ts), seen from the server's thread as
 * the part of PGlite that drizzle and this server use: `query`, `exec` and `transaction`. Column
 * parsers are functions and cannot cross threads: their columns come back as text, and are parsed here.
 */
export async function openPgliteThread(start: Omit<ThreadStart, 'artifacts'>): Promise<{ client: PGlite; close: () => Promise<void>; beginChain: () => void }> {
  const worker = startWorker({ ...start, artifacts: await loadArtifacts() });
  const waiting = new Map<number, { priority: number; resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let failed: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { priority: 0, resolve: () => resolve(), reject }));

  // A statement sent while the answer to another is handled (the awaits after it run right after this
  // thread hears the answer, before anything else) continues that one's chain and keeps its priority:
  // the database's thread runs the oldest chain first. Anything else (a new request, a timer) begins one.
  let chain: number | null = null;
  let chainEnds = false;
  const priority = () => chain ?? performance.now();
  worker.on('message', (reply: ThreadReply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    chain = call.priority;
    if (!chainEnds) {
      chainEnds = true;
      setImmediate(() => {
        chain = null;
        chainEnds = false;
      });
    }
    if (reply.ok) call.resolve(reply.value);
    else call.reject(errorOf(reply.error));
  });
  const failAll = (error: Error) => {
    failed = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit code ${code})`)));

  const call = <T>(request: Request): Promise<T> => {
    if (failed) return Promise.reject(failed);
    const id = ++lastId;
    const at = priority();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { priority: at, resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id, priority: at });
    });
  };

  const query = (tx?: number) => async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const parsers = options?.parsers;
    const keepText = parsers ? Object.keys(parsers).map(Number) : undefined;
    const result = await call<Results<T>>({ op: 'query', tx, text, params, rowMode: options?.rowMode, keepText });
    if (parsers && keepText?.length) parseKept(result as Results, parsers);
    return result;
  };
  const exec = (tx?: number) => (text: string) => call<Results[]>({ op: 'exec', tx, text });

  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const id = await call<number>({ op: 'begin' });
    let closed = false;
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await call({ op: 'end', tx: id, commit });
    };
    const tx = {
      query: query(id),
      sql: () => Promise.reject(new Error('not offered across threads')),
      exec: exec(id),
      rollback: () => end(false),
      listen: () => Promise.reject(new Error('not offered across threads')),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false).catch(() => undefined);
      throw error;
    }
    await end(true);
    return result;
  };

  await ready;
  const client = { query: query(), exec: exec(), transaction } as unknown as PGlite;
  return {
    client,
    beginChain: () => {
      chain = null;
    },
    close: async () => {
      await call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}

/** Applies the caller's parsers to the columns that came back as text. */
function parseKept(result: Results, parsers: NonNullable<QueryOptions['parsers']>): void {
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    const key = Array.isArray(result.rows[0]) ? index : field.name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  });
}
