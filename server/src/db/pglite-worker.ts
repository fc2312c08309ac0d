import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { withPreparedStatements } from './pglite-statements';
import { StatementProfile } from './statement-profile';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread-messages';

/**
 * The embedded database on a thread of its own (pglite-thread.ts starts it): PGlite runs its
 * statements synchronously in WebAssembly, so on the server's thread every statement held up every
 * request. Here it runs beside the server's JavaScript, on the other core. Requests arrive in any
 * number; PGlite's own mutexes (taken by withPreparedStatements and `transaction`) queue them as they
 * did when it ran in the server's thread.
 */
const port = parentPort!;
const start = workerData as ThreadStart;
const pg = new PGlite(start.dir, {
  pgliteWasmModule: start.artifacts.pglite,
  initdbWasmModule: start.artifacts.initdb,
  fsBundle: new Blob([start.artifacts.bundle]),
  ...(start.dump ? { loadDataDir: new Blob([start.dump]) } : {}),
});
const profile = start.profile ? new StatementProfile() : undefined;
const db = withPreparedStatements(pg, profile);

/** The parsers the other side asked for: their columns come back as text, and it applies them. */
const keepText = (types: number[] | undefined) => (types?.length ? Object.fromEntries(types.map((type) => [type, (text: string) => text])) : undefined);

/** Open transactions: each waits in PGlite's `transaction` for the other side's word to end it. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
let lastTransaction = 0;

const post = (reply: ThreadReply) => port.postMessage(reply);

/**
 * An error as plain data: PGlite's carry the SQLSTATE code, constraint and detail callers look at. Its
 * query options (the parsers, functions) stay here.
 */
function errorData(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(([key, value]) => key !== 'queryOptions' && typeof value !== 'function');
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('Transaction is closed');
      const result: Results = await target.query(request.text, request.params, { rowMode: request.rowMode, parsers: keepText(request.keepText) });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('Transaction is closed');
      return (await target.exec(request.text)).map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    }
    case 'begin': {
      const id = ++lastTransaction;
      let began!: () => void;
      const inside = new Promise<void>((resolve) => (began = resolve));
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const done = db.transaction(async (tx) => {
        transactions.set(id, { tx, end, done });
        began();
        if (!(await ended) && !tx.closed) await tx.rollback();
      });
      // A failure to begin rejects `done` before the callback ran.
      await Promise.race([inside, done]);
      return id;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      open.end(request.commit);
      try {
        await open.done;
      } finally {
        transactions.delete(request.tx);
      }
      return null;
    }
    case 'close': {
      if (profile && start.profile) profile.write(start.profile);
      await pg.close();
      return null;
    }
  }
}

/** Runs one request and answers it. */
async function answer(request: ThreadRequest): Promise<void> {
  await handle(request)
    .then(
      (value) => post({ id: request.id, ok: true, value }),
      (error: unknown) => post({ id: request.id, ok: false, error: errorData(error) }),
    )
    .catch((error: unknown) => {
      // An answer that cannot be copied to the other thread (a value of a kind it cannot take).
      post({ id: request.id, ok: false, error: { message: `the database thread could not hand its answer over: ${String(error)}` } });
    });
}

/**
 * One request at a time, of the chain that began first (`priority`, pglite-thread.ts): in arrival
 * order, a request's second and third statements each waited behind every statement that came
 * meanwhile, and under load the requests that need several were the slowest by far. While a
 * transaction is open only its own statements run (it holds PGlite until it ends). The next is chosen
 * after the thread has taken in what arrived while a statement ran (the setImmediate: a statement
 * runs synchronously, and messages wait in the port until then).
 */
const waitingRequests: ThreadRequest[] = [];
let busy = false;
let openTransaction: number | null = null;

function next(): ThreadRequest | undefined {
  if (openTransaction !== null) {
    const at = waitingRequests.findIndex((request) => ('tx' in request && request.tx === openTransaction) || request.op === 'close');
    return at < 0 ? undefined : waitingRequests.splice(at, 1)[0];
  }
  let best = -1;
  for (let i = 0; i < waitingRequests.length; i++) if (best < 0 || waitingRequests[i]!.priority < waitingRequests[best]!.priority) best = i;
  return best < 0 ? undefined : waitingRequests.splice(best, 1)[0];
}

function runNext(): void {
  const request = next();
  if (!request) {
    busy = false;
    return;
  }
  void answer(request).finally(() => {
    if (request.op === 'begin' && transactions.has(lastTransaction)) openTransaction = lastTransaction;
    if (request.op === 'end' && request.tx === openTransaction) openTransaction = null;
    setImmediate(runNext);
  });
}

port.on('message', (request: ThreadRequest) => {
  waitingRequests.push(request);
  if (busy) return;
  busy = true;
  setImmediate(runNext);
});

await pg.waitReady;
post({ id: 0, ok: true, value: null });
